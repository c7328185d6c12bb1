/**
 * A branch as the Open Banking data dictionary v2.2 describes it, kept as published, and the data set it
 * comes in: branches grouped by brand with the date the data last changed, and the postcode-to-location
 * table the postcode search measures from.
 */

/** A code the standard code list does not have. */
export interface OtherCode {
  Code?: string;
  Name: string;
  Description: string;
}

export interface Day {
  Name: "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";
  Notes?: string;
  /** Opening and closing times in local time; several entries when the branch closes for lunch. */
  OpeningHours: { OpeningTime: string; ClosingTime: string }[];
}

export interface Availability {
  StandardAvailability: { Day: Day[] };
  NonStandardAvailability?: {
    Name: string;
    StartDate?: string;
    EndDate?: string;
    Notes?: string;
    Day?: Day[];
  }[];
}

export interface ContactInfo {
  ContactType: "AlternateEmail" | "AlternateFax" | "AlternatePhone" | "Email" | "Fax" | "Other" | "Phone";
  ContactContent: string;
  ContactDescription?: string;
}

export interface PostalAddress {
  AddressLine?: string[];
  BuildingNumber?: string;
  StreetName?: string;
  TownName?: string;
  CountrySubDivision?: string[];
  Country?: string;
  PostCode: string;
  /** Decimal degrees, as strings. */
  GeoLocation?: { GeographicCoordinates: { Latitude: string; Longitude: string } };
}

export type CustomerSegment =
  | "Business"
  | "Corporate"
  | "Other"
  | "Personal"
  | "Private"
  | "Premier"
  | "Select"
  | "SME"
  | "Wealth";

export type ServiceAndFacility =
  | "AssistedServiceCounter"
  | "ExternalATM"
  | "AccountVerificationService"
  | "BusinessCounter"
  | "BureauDeChange"
  | "BusinessDepositTerminal"
  | "BusinessITSupport"
  | "CardIssuanceFacility"
  | "CollectionLockers"
  | "CounterServices"
  | "ExternalQuickServicePoint"
  | "InternalQuickServicePoint"
  | "InternalATM"
  | "LodgementDevice"
  | "MortgageAdvisor"
  | "MeetingRooms"
  | "NightSafe"
  | "OnlineBankingPoint"
  | "OnDemandCurrency"
  | "Other"
  | "Parking"
  | "PremierCounter"
  | "QuickDeposit"
  | "SaturdayCounterService"
  | "StatementPrinter"
  | "SelfServiceAccountOpening"
  | "VideoBanking"
  | "WiFi";

export type Accessibility =
  | "AutomaticDoors"
  | "AudioCashMachine"
  | "ExternalRamp"
  | "HelpingHandUnit"
  | "InductionLoop"
  | "InternalRamp"
  | "LevelAccess"
  | "LowerLevelCounter"
  | "Other"
  | "WheelchairAccess";

export interface Branch {
  Identification: string;
  /** 0 for a physical branch; mobile and sub-branches count from 1. */
  SequenceNumber: string;
  Name?: string;
  Type: "Mobile" | "Physical";
  SortCode?: string[];
  Photo?: string;
  CustomerSegment: CustomerSegment[];
  ServiceAndFacility?: ServiceAndFacility[];
  Accessibility?: Accessibility[];
  Note?: string;
  OtherCustomerSegment?: OtherCode[];
  OtherServiceAndFacility?: OtherCode[];
  OtherAccessibility?: OtherCode[];
  Availability?: Availability;
  ContactInfo?: ContactInfo[];
  PostalAddress: PostalAddress;
}

/** The branch data set as fixtures/branch-lookup/branches.json holds it. */
export interface BranchData {
  LastUpdated: string;
  Brand: { BrandName: string; Branch: Branch[] }[];
}

/** One row of the postcode-to-location table: a full postcode or a postcode district (outward code). */
export interface PostcodeRow {
  PostCode: string;
  Latitude: number;
  Longitude: number;
}
