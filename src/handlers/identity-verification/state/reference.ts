/**
 * The reference data checks run against (loaded by fixtures.ts): national data sources and their records, the
 * watchlist, the fraud list, the business registry, scanned document images and the utility tariff table,
 * with the name and address matching rules. Read-only after loading.
 */
import type { Collection, ServiceStore } from "../../../runtime/store";

export interface Address {
  streetNumber?: string;
  streetName?: string;
  streetType?: string;
  suburb?: string;
  state?: string;
  postalCode?: string;
  country?: string;
}

export interface PersonName {
  givenName?: string;
  middleName?: string;
  familyName?: string;
}

export interface DataSource {
  id: string;
  name: string;
  /** Records of one provider are not independent of each other (two_plus counts providers). */
  provider: string;
}

export interface SourceRecord extends PersonName {
  recordId: string;
  source: string;
  dateOfBirth: string;
  address: Address;
  idNumber?: string;
  idExpiry?: string;
}

export interface WatchlistEntry {
  watchlistId: string;
  givenName: string;
  familyName: string;
  dateOfBirth?: string;
  country: string;
  categories: ("pep" | "sanction" | "watchlist")[];
  position?: string;
  adverseMedia: { headline: string; outlet: string; published: string }[];
}

export interface FraudEntry {
  fraudId: string;
  givenName: string;
  familyName: string;
  dateOfBirth: string;
  email?: string;
  idNumber?: string;
  reason: string;
  reportedOn: string;
}

export type Holder =
  | { kind: "individual"; personId: string; percent: number }
  | { kind: "company"; country: string; companyNumber: string; percent: number };

export interface Company {
  country: string;
  registrationType: string;
  companyNumber: string;
  name: string;
  status: string;
  incorporated: string;
  registeredAddress: Address;
  officers: { personId: string; role: "director" | "secretary" | "other" }[];
  shareholders: Holder[];
  historicalShareholders: (Holder & { ceasedOn: string })[];
  creditScore: { score: number; band: string; delinquencyRisk: string };
  creditReport: {
    paymentDefaults: number;
    courtJudgements: number;
    averageDaysToPay: number;
    tradeReferences: number;
  };
}

export interface Person extends PersonName {
  personId: string;
  dateOfBirth: string;
  address: Address;
  email: string;
}

export interface ScanFixture {
  sha256: string;
  scanData: string;
  scanFilename: string;
  personId: string;
  fields: Record<string, unknown> & { idType: string };
}

export interface Tariff {
  planId: string;
  retailer: string;
  planName: string;
  state: string;
  dailySupplyCents: number;
  usageCentsPerKwh: number;
  discountPercent: number;
}

export const normal = (s: string | undefined) => (s ?? "").trim().toLowerCase().replace(/\s+/g, " ");

/** Names match when given and family names are equal ignoring case and spacing (middle names are ignored). */
export function sameName(a: PersonName, b: PersonName): boolean {
  return (
    normal(a.givenName) !== "" &&
    normal(a.givenName) === normal(b.givenName) &&
    normal(a.familyName) === normal(b.familyName)
  );
}

/** Addresses match on street number, street name and postcode. */
export function sameAddress(a: Address, b: Address): boolean {
  return (
    normal(a.streetName) !== "" &&
    normal(a.streetNumber) === normal(b.streetNumber) &&
    normal(a.streetName) === normal(b.streetName) &&
    normal(a.postalCode) === normal(b.postalCode)
  );
}

export class Reference {
  readonly sources: Collection<DataSource>;
  readonly records: Collection<SourceRecord>;
  readonly watchlist: Collection<WatchlistEntry>;
  readonly fraud: Collection<FraudEntry>;
  readonly companies: Collection<Company>;
  readonly people: Collection<Person>;
  readonly scans: Collection<ScanFixture>;
  readonly tariffs: Collection<Tariff>;

  constructor(store: ServiceStore) {
    this.sources = store.collection("ref-sources");
    this.records = store.collection("ref-records", { bySource: (r) => r.source });
    this.watchlist = store.collection("ref-watchlist");
    this.fraud = store.collection("ref-fraud");
    this.companies = store.collection("ref-companies");
    this.people = store.collection("ref-people");
    this.scans = store.collection("ref-scans");
    this.tariffs = store.collection("ref-tariffs", { byState: (t) => t.state });
  }

  /** The records of one data source that `where` picks. */
  recordsOf(source: string, where: (r: SourceRecord) => boolean): SourceRecord[] {
    return this.records.all(where, { index: "bySource", scope: source });
  }

  company(country: string, companyNumber: string): Company | undefined {
    return this.companies.get(companyKey(country, companyNumber));
  }

  person(personId: string): Person {
    const p = this.people.get(personId);
    if (!p) throw new Error(`fixture inconsistency: no person ${personId}`);
    return p;
  }
}

export const companyKey = (country: string, companyNumber: string) =>
  `${country.toUpperCase()}:${companyNumber}`;
