// generated from specs/branch-lookup.yaml — do not edit; run `make generate`
/* eslint-disable */

export interface paths {
    "/open-banking/v2.2/branches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All branches */
        get: operations["listBranches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/x-open-banking/v2.2/branches/country/{country}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ISO 3166-1 alpha-2 country code.
                 * @example GB
                 */
                country: components["parameters"]["country"];
            };
            cookie?: never;
        };
        /**
         * Branches in a country
         * @description The data is United Kingdom only, so every country but `GB` answers with no branches.
         */
        get: operations["listBranchesByCountry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/x-open-banking/v2.2/branches/country/{country}/town/{town}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ISO 3166-1 alpha-2 country code.
                 * @example GB
                 */
                country: components["parameters"]["country"];
                /**
                 * @description The branch's `PostalAddress.TownName`, not case sensitive.
                 * @example London
                 */
                town: string;
            };
            cookie?: never;
        };
        /** Branches in a town of a country */
        get: operations["listBranchesByTown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/x-open-banking/v2.2/branches/geo-location/lat/{latitude}/long/{longitude}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Signed decimal degrees, -90 to 90.
                 * @example 51.51405
                 */
                latitude: string;
                /**
                 * @description Signed decimal degrees, -180 to 180.
                 * @example -0.0931
                 */
                longitude: string;
            };
            cookie?: never;
        };
        /** Branches within a radius of a point, nearest first */
        get: operations["listBranchesByGeoLocation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/x-open-banking/v2.2/branches/postcode/{postcode}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A UK postcode, or a postcode district (outward code), written with letters and numerals only: no
                 *     spaces or special characters (`SW1A1AA`, not `SW1A 1AA`). Not case sensitive. The outward code is
                 *     A9, A99, AA9, AA99, A9A or AA9A; the inward code a digit and two letters, never C, I, K, M, O or V.
                 * @example EC2V6AX
                 */
                postcode: string;
            };
            cookie?: never;
        };
        /**
         * Branches within 5 miles of a postcode, nearest first
         * @description An unknown postcode is not found; a string that is not a UK postcode is invalid.
         */
        get: operations["listBranchesByPostcode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/x-open-banking/v2.2/branches/sortcode/{sortcode}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Exactly 6 digits, no spaces or special characters.
                 * @example 401110
                 */
                sortcode: string;
            };
            cookie?: never;
        };
        /** The one branch with this sort code */
        get: operations["getBranchBySortCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        BranchesResponse: {
            meta: components["schemas"]["Meta"];
            /** @description One entry holding the brands that have matching branches; empty when nothing matched. */
            data: {
                Brand: components["schemas"]["Brand"][];
            }[];
        };
        Meta: {
            /**
             * Format: date-time
             * @description When the branch data was last changed.
             */
            LastUpdated: string;
            /** @description Number of branches in `data`, across all brands. */
            TotalResults: number;
            /** @enum {string} */
            Agreement: "Use of the APIs and any related data will be subject to the terms of the Open Licence and subject to terms and conditions";
            /**
             * Format: uri
             * @enum {string}
             */
            License: "https://www.openbanking.org.uk/open-licence";
            /**
             * Format: uri
             * @enum {string}
             */
            TermsOfUse: "https://www.openbanking.org.uk/terms";
        };
        Brand: {
            BrandName: string;
            Branch: components["schemas"]["Branch"][];
        };
        /** @description A branch as data dictionary v2.2 describes it. */
        Branch: {
            Identification: string;
            /** @description 0 for a physical branch; mobile and sub-branches count from 1. */
            SequenceNumber: string;
            Name?: string;
            /** @enum {string} */
            Type: "Mobile" | "Physical";
            SortCode?: string[];
            Photo?: string;
            CustomerSegment: ("Business" | "Corporate" | "Other" | "Personal" | "Private" | "Premier" | "Select" | "SME" | "Wealth")[];
            ServiceAndFacility?: ("AssistedServiceCounter" | "ExternalATM" | "AccountVerificationService" | "BusinessCounter" | "BureauDeChange" | "BusinessDepositTerminal" | "BusinessITSupport" | "CardIssuanceFacility" | "CollectionLockers" | "CounterServices" | "ExternalQuickServicePoint" | "InternalQuickServicePoint" | "InternalATM" | "LodgementDevice" | "MortgageAdvisor" | "MeetingRooms" | "NightSafe" | "OnlineBankingPoint" | "OnDemandCurrency" | "Other" | "Parking" | "PremierCounter" | "QuickDeposit" | "SaturdayCounterService" | "StatementPrinter" | "SelfServiceAccountOpening" | "VideoBanking" | "WiFi")[];
            Accessibility?: ("AutomaticDoors" | "AudioCashMachine" | "ExternalRamp" | "HelpingHandUnit" | "InductionLoop" | "InternalRamp" | "LevelAccess" | "LowerLevelCounter" | "Other" | "WheelchairAccess")[];
            Note?: string;
            OtherCustomerSegment?: components["schemas"]["OtherCode"][];
            OtherServiceAndFacility?: components["schemas"]["OtherCode"][];
            OtherAccessibility?: components["schemas"]["OtherCode"][];
            Availability?: components["schemas"]["Availability"];
            ContactInfo?: components["schemas"]["ContactInfo"][];
            PostalAddress: components["schemas"]["PostalAddress"];
        };
        /** @description A code the standard code list does not have. */
        OtherCode: {
            Code?: string;
            Name: string;
            Description: string;
        };
        Availability: {
            StandardAvailability: {
                Day: components["schemas"]["Day"][];
            };
            NonStandardAvailability?: {
                Name: string;
                /** Format: date */
                StartDate?: string;
                /** Format: date */
                EndDate?: string;
                Notes?: string;
                Day?: components["schemas"]["Day"][];
            }[];
        };
        Day: {
            /** @enum {string} */
            Name: "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";
            Notes?: string;
            /** @description Opening and closing times in local time; several entries when the branch closes for lunch. */
            OpeningHours: {
                OpeningTime: string;
                ClosingTime: string;
            }[];
        };
        ContactInfo: {
            /** @enum {string} */
            ContactType: "AlternateEmail" | "AlternateFax" | "AlternatePhone" | "Email" | "Fax" | "Other" | "Phone";
            ContactContent: string;
            ContactDescription?: string;
        };
        PostalAddress: {
            AddressLine?: string[];
            BuildingNumber?: string;
            StreetName?: string;
            TownName?: string;
            CountrySubDivision?: string[];
            Country?: string;
            PostCode: string;
            GeoLocation?: {
                GeographicCoordinates: {
                    /** @description Decimal degrees. */
                    Latitude: string;
                    /** @description Decimal degrees. */
                    Longitude: string;
                };
            };
        };
        /** @description The Open Banking error response (OBErrorResponse1). */
        ErrorResponse: {
            /** @description High-level category of the error, the HTTP status and its reason, e.g. `400 BadRequest`. */
            Code: string;
            /** @description Unique reference of this error instance, for audit; the request id. */
            Id?: string;
            Message: string;
            Errors: components["schemas"]["Error"][];
        };
        /** @description One error (OBError1). */
        Error: {
            /** @description A standard low-level code such as `UK.OBIE.Field.Invalid` or `UK.OBIE.Resource.NotFound`. */
            ErrorCode: string;
            Message: string;
            /** @description The parameter or field in error. */
            Path?: string;
            Url?: string;
        };
    };
    responses: {
        /** @description The matching branches in the Open Banking v2.2 envelope, grouped by brand. */
        Branches: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["BranchesResponse"];
            };
        };
        /** @description An Open Banking error response. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: {
        /**
         * @description ISO 3166-1 alpha-2 country code.
         * @example GB
         */
        country: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listBranches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Branches"];
            default: components["responses"]["Error"];
        };
    };
    listBranchesByCountry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ISO 3166-1 alpha-2 country code.
                 * @example GB
                 */
                country: components["parameters"]["country"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Branches"];
            default: components["responses"]["Error"];
        };
    };
    listBranchesByTown: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description ISO 3166-1 alpha-2 country code.
                 * @example GB
                 */
                country: components["parameters"]["country"];
                /**
                 * @description The branch's `PostalAddress.TownName`, not case sensitive.
                 * @example London
                 */
                town: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Branches"];
            default: components["responses"]["Error"];
        };
    };
    listBranchesByGeoLocation: {
        parameters: {
            query?: {
                /** @description Search radius in whole miles, 1 to 10; 1 when absent. A branch exactly on the radius is included. */
                radius?: number;
            };
            header?: never;
            path: {
                /**
                 * @description Signed decimal degrees, -90 to 90.
                 * @example 51.51405
                 */
                latitude: string;
                /**
                 * @description Signed decimal degrees, -180 to 180.
                 * @example -0.0931
                 */
                longitude: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Branches"];
            default: components["responses"]["Error"];
        };
    };
    listBranchesByPostcode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A UK postcode, or a postcode district (outward code), written with letters and numerals only: no
                 *     spaces or special characters (`SW1A1AA`, not `SW1A 1AA`). Not case sensitive. The outward code is
                 *     A9, A99, AA9, AA99, A9A or AA9A; the inward code a digit and two letters, never C, I, K, M, O or V.
                 * @example EC2V6AX
                 */
                postcode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Branches"];
            default: components["responses"]["Error"];
        };
    };
    getBranchBySortCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Exactly 6 digits, no spaces or special characters.
                 * @example 401110
                 */
                sortcode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Branches"];
            default: components["responses"]["Error"];
        };
    };
}
