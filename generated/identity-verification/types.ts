// generated from specs/identity-verification.yaml — do not edit; run `make generate`
/* eslint-disable */

export interface paths {
    "/business/international/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Business profile from any country's registry */
        post: operations["businessInternationalProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/international/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search a country's business registry by name or number
         * @description The search needs a non-empty `organisationName` (every word must occur in the company's name) or
         *     `organisationNumber` (the registration number, exactly), or both; a body with neither fails validation.
         */
        post: operations["businessInternationalSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/ownership/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a business entity and query its beneficial owners
         * @description `validation`: `on` validates (looks the company up by name) only when the number is absent; `acn`
         *     validates even when given (the number must exist and the name, when given, must be the registered
         *     one); `only` validates and stops before the ownership query (no entity is created); `off` never
         *     validates, and then the query fails without a number. Ultimate beneficial owners hold at least 25%
         *     indirectly through any chain of holding companies. `onlyProfile` skips the owner report;
         *     `includeHistorical` adds former shareholders.
         */
        post: operations["businessOwnershipQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Credit score and credit report of a business entity */
        post: operations["businessReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/business/{entityId}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run checks on a business entity and its related people */
        post: operations["businessVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a document */
        post: operations["createDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/document/new/compare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a document and compare it with an original */
        post: operations["compareDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/document/new/scan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a document and scan it (OCR); an entity is created from the scan when none is linked */
        post: operations["scanDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/document/new/utility/process/compare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a utility bill document and compare prices of the plans in its region
         * @description The document must be a `UTILITY_BILL` whose scan the service can read; another `idType` fails
         *     validation, and a scan that is not a recognisable utility bill is refused with 400 `DOC-0003`.
         */
        post: operations["utilityCompare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/document/new/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a document and verify it against its register */
        post: operations["verifyDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/document/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Search the caller's documents (experimental) */
        post: operations["searchDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/document/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a document */
        delete: operations["deleteDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/entity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an individual entity
         * @description Creates an individual from a name, dates of birth, addresses and the like, ready to be checked; no document scan is needed.
         */
        post: operations["createEntity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/entity/{entityId}/flag/monitor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the ongoing monitoring flag */
        post: operations["flagMonitor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/entity/{entityId}/flag/watchlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put the entity on (or take it off) the customer's watchlist */
        post: operations["flagWatchlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/entity/{entityId}/full": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Entity details with its documents and their scan data */
        get: operations["getEntityFull"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/entity/{entityId}/idvalidate/initProcess": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update the entity and start the ID validation process */
        post: operations["idvalidateInitProcess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/entity/{entityId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the manual status and/or the manual risk
         * @description At least one of `set` and `risk` is required; a request with neither is refused (400).
         */
        post: operations["setEntityStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/entity/{entityId}/verify/pushToMobile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the entity an onboarding link (or return it with nopush) */
        post: operations["pushToMobile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/entity/{entityId}/verify/{checkType}/{resultLevel}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the entity (optional body) and run checks
         * @description `checkType` is a comma separated list of the check types `profile`, `one_plus`, `two_plus`, `id`,
         *     `visa`, `idvalidate`, `manual`, `fraudlist`, `fraudcheck`, `pep` and `pep_media`, and of the custom
         *     types the account's arrangement configures (each stands for a list of the standard ones). The list is
         *     reordered entity check (`one_plus`, `two_plus`, `manual`), ID check (`id`, `visa`, `idvalidate`),
         *     PEP check (`pep`, `pep_media`). The rules between the types and the level, each refused with 400 and
         *     its code:
         *
         *     - `CHK-0001`: a type that is neither standard nor configured, or an empty entry;
         *     - `CHK-0002`: an entity or ID check type on an organisation;
         *     - `CHK-0003`: `manual` together with another entity check type;
         *     - `CHK-0004`: `profile` together with any other type;
         *     - `CHK-0005`: `resultLevel` `simple` with anything but `profile` alone;
         *     - `CHK-0007`: `profile` on an entity whose `entityProfile` the account does not configure.
         *
         *     `profile` runs the types of the entity's profile. `full` answers with every source's detail where the
         *     account is configured for full responses; otherwise the answer is the summary level
         *     (`resultLevel: summary`), as FrankieOne answers such accounts. A check of the same types and level on
         *     unchanged data younger than the account's aging period is returned again (`reused`) unless `force`.
         *     An update invalidates earlier results unless `noInvalidate`.
         */
        post: operations["verifyEntity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/retrieve/response/{requestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The result of a background request */
        get: operations["retrieveResponse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ruok": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Service status */
        get: operations["statusCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/your/configured/path/{requestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The default receiver of completion notifications; records what it receives */
        post: operations["receiveNotification"];
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
        Error: {
            /** @example VAL-0400 */
            errorCode: string;
            errorMsg: string;
            httpStatusCode: number;
            issues: {
                issue: string;
                issueLocation: string;
            }[];
            requestId: string;
        };
        Accepted: {
            requestId: string;
            function: string;
            entityId?: string;
            documentId?: string;
        };
        Acknowledgement: {
            requestId: string;
            documentId?: string;
        };
        /**
         * @description ISO 3166 alpha-3 country code.
         * @example AUS
         */
        Country: string;
        /** @enum {string} */
        IdType: "DRIVERS_LICENCE" | "PASSPORT" | "VISA" | "NATIONAL_ID" | "UTILITY_BILL" | "REPORT" | "OTHER";
        KeyValue: {
            kvpKey: string;
            kvpValue: string;
        };
        Name: {
            givenName?: string;
            middleName?: string;
            familyName?: string;
        };
        Address: {
            streetNumber?: string;
            streetName?: string;
            streetType?: string;
            suburb?: string;
            state?: string;
            postalCode?: string;
            country?: string;
        };
        DateOfBirth: {
            /** Format: date */
            dateOfBirth: string;
        };
        EntityUpdate: {
            name?: components["schemas"]["Name"];
            dateOfBirth?: components["schemas"]["DateOfBirth"];
            addresses?: components["schemas"]["Address"][];
            emailAddress?: string;
            phoneNumber?: string;
            entityProfile?: string;
        };
        EntityInput: {
            name: components["schemas"]["Name"];
            dateOfBirth?: components["schemas"]["DateOfBirth"];
            addresses?: components["schemas"]["Address"][];
            emailAddress?: string;
            phoneNumber?: string;
            entityProfile?: string;
        };
        ScanInput: {
            /**
             * Format: byte
             * @description The image, base64.
             * @example iVBORw0KGgo=
             */
            scanData: string;
            scanFilename?: string;
            scanMIME?: string;
            /** @enum {string} */
            scanSide?: "F" | "B";
        };
        DocumentInput: {
            idType: components["schemas"]["IdType"];
            idNumber?: string;
            /** Format: date */
            idExpiry?: string;
            /** Format: date */
            idIssued?: string;
            country: components["schemas"]["Country"];
            region?: string;
            entityId?: string;
            docScan?: components["schemas"]["ScanInput"][];
            extraData?: components["schemas"]["KeyValue"][];
        };
        Document: {
            documentId: string;
            entityId?: string;
            idType: string;
            idNumber?: string;
            idExpiry?: string;
            idIssued?: string;
            country: string;
            region?: string;
            documentStatus: string;
            createdFromScan: boolean;
            docScan: {
                scanId: string;
                scanFilename?: string;
                scanMIME?: string;
                scanSide?: string;
                sha256: string;
                bytes: number;
            }[];
            extraData: components["schemas"]["KeyValue"][];
        };
        DocumentResponse: {
            requestId: string;
            documentId?: string;
            entityId?: string;
            checkId?: string;
            document: components["schemas"]["Document"];
            scanResult?: {
                /** @enum {string} */
                state?: "SCANNED" | "UNREADABLE";
                fields?: {
                    [key: string]: unknown;
                };
            };
            verifyResult?: {
                verified?: boolean;
                reason?: string;
            };
            compareResult?: {
                originalDocumentId?: string;
                match?: boolean;
                confidenceLevel?: number;
                fields?: {
                    field?: string;
                    original?: string;
                    compared?: string;
                    match?: boolean;
                }[];
            };
            utilityCompareResult?: {
                currentPlan?: string;
                currentAnnualCostCents?: number;
                annualUsageKwh?: number;
                plans?: {
                    planId?: string;
                    retailer?: string;
                    planName?: string;
                    annualCostCents?: number;
                    annualSavingCents?: number;
                }[];
            };
        };
        Entity: {
            entityId: string;
            /** @enum {string} */
            entityType: "INDIVIDUAL" | "ORGANISATION";
            name?: components["schemas"]["Name"];
            dateOfBirth?: components["schemas"]["DateOfBirth"];
            addresses: components["schemas"]["Address"][];
            emailAddress?: string;
            phoneNumber?: string;
            entityProfile?: string;
            organisationData?: {
                registeredName?: string;
                country?: string;
                companyNumber?: string;
                registrationType?: string;
                status?: string;
            };
            flags: {
                flag: string;
                value: string;
            }[];
            status: {
                status: string;
                manualStatus?: string;
                comment?: string;
            };
            risk: {
                riskLevel: string;
                riskScore: number;
                manual: boolean;
            };
            idValidation?: {
                processId?: string;
                state?: string;
                /** Format: date-time */
                startedAt?: string;
            };
            identityDocs: components["schemas"]["Document"][];
            checks?: {
                checkId?: string;
                checkDate?: string;
                checkTypes?: string[];
                resultState?: string;
            }[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        EntityResponse: {
            requestId: string;
            entityId: string;
            entity: components["schemas"]["Entity"];
        };
        CheckResult: {
            requestId: string;
            entityId: string;
            checkId: string;
            /** Format: date-time */
            checkDate: string;
            checkTypes: string[];
            skippedCheckTypes?: string[];
            resultLevel: string;
            reused: boolean;
            checkSummary: {
                resultState: string;
                riskLevel: string;
                riskScore: number;
                entityStatus: string;
            };
            kycResult?: {
                [key: string]: unknown;
            };
            idResult?: {
                [key: string]: unknown;
            };
            pepResult?: {
                [key: string]: unknown;
            };
            fraudResult?: {
                [key: string]: unknown;
            };
            manualResult?: {
                [key: string]: unknown;
            };
            idvalidateResult?: {
                [key: string]: unknown;
            };
            relatedResults?: {
                [key: string]: unknown;
            }[];
            reportDocumentId?: string;
        };
        OrganisationQuery: {
            country: components["schemas"]["Country"];
            organisationNumber?: string;
            registeredName?: string;
        };
        CompanySummary: {
            country: string;
            organisationNumber: string;
            registrationType: string;
            name: string;
            status: string;
        };
        BusinessProfile: {
            country: string;
            organisationNumber: string;
            registrationType: string;
            name: string;
            status: string;
            /** Format: date */
            incorporated: string;
            registeredAddress: components["schemas"]["Address"];
            officers: {
                name?: string;
                role?: string;
                dateOfBirth?: string;
            }[];
            shareholders: components["schemas"]["Holding"][];
        };
        Holding: {
            /** @enum {string} */
            kind: "individual" | "company";
            id: string;
            name: string;
            percentOwned: number;
            ceasedOn?: string;
        };
        BusinessProfileResponse: {
            requestId: string;
            profile: components["schemas"]["BusinessProfile"];
        };
        OwnershipResponse: {
            requestId: string;
            validation: {
                mode: string;
                validated: boolean;
                organisationNumber: string;
                registeredName?: string;
            };
            entityId?: string;
            entity?: components["schemas"]["Entity"];
            profile?: components["schemas"]["BusinessProfile"];
            ownership?: {
                threshold?: number;
                ultimateBeneficialOwners?: components["schemas"]["BeneficialOwner"][];
                allOwners?: components["schemas"]["BeneficialOwner"][];
                directOwners?: components["schemas"]["Holding"][];
                historicalOwners?: components["schemas"]["Holding"][];
            };
            checkResult?: components["schemas"]["CheckResult"];
        };
        BeneficialOwner: {
            personId: string;
            name: string;
            percentOwned: number;
            beneficiallyHeld: boolean;
            via: string[];
        };
        BusinessReportsResponse: {
            requestId: string;
            entityId: string;
            reports: {
                reportType: string;
                documentId: string;
                creditScore?: {
                    score?: number;
                    band?: string;
                    delinquencyRisk?: string;
                };
                creditReport?: {
                    paymentDefaults?: number;
                    courtJudgements?: number;
                    averageDaysToPay?: number;
                    tradeReferences?: number;
                };
            }[];
        };
        PushToMobileResponse: {
            requestId: string;
            entityId: string;
            function: string;
            sent: boolean;
            linkURL?: string;
        };
        RetrievedResponse: {
            requestId: string;
            function: string;
            /** @enum {string} */
            state: "PENDING" | "COMPLETE";
            /** Format: date-time */
            completesAt?: string;
            httpStatusCode?: number;
            payload?: unknown;
            notification?: {
                attempts?: number;
                delivered?: boolean;
                gaveUp?: boolean;
            };
        };
    };
    responses: {
        /** @description Accepted for background processing. */
        Accepted: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Accepted"];
            };
        };
        /** @description An error in the FrankieOne format. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /**
         * @description The customer's id; it never changes while the customer's keys rotate.
         * @example a1b2c3d4-0000-4000-8000-000000000001
         */
        CustomerId: string;
        /** @description The child the caller acts as; the key must be that child's. */
        CustomerChildId: string;
        /** @description `1` runs the request in the background: 202 with a requestId. */
        Background: "0" | "1";
        EntityId: string;
        /**
         * @description Comma separated check types; absent means the account's configured type for the entity category. The
         *     types an account may name include custom ones its arrangement configures, so the list is not an enum:
         *     a type the account does not know is refused (400, `CHK-0001`).
         */
        QueryCheckType: string;
        /** @description Comma separated categories of related entities to check. */
        EntityCategories: string;
        QueryResultLevel: "summary" | "full";
        GenerateReport: boolean;
        FlagSet: boolean;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    businessInternationalProfile: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The customer's id; it never changes while the customer's keys rotate.
                 * @example a1b2c3d4-0000-4000-8000-000000000001
                 */
                "X-Kyc-CustomerID": components["parameters"]["CustomerId"];
                /** @description The child the caller acts as; the key must be that child's. */
                "X-Kyc-CustomerChildID"?: components["parameters"]["CustomerChildId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    country: components["schemas"]["Country"];
                    organisationNumber: string;
                };
            };
        };
        responses: {
            /** @description The registry's profile of the company. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessProfileResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    businessInternationalSearch: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The customer's id; it never changes while the customer's keys rotate.
                 * @example a1b2c3d4-0000-4000-8000-000000000001
                 */
                "X-Kyc-CustomerID": components["parameters"]["CustomerId"];
                /** @description The child the caller acts as; the key must be that child's. */
                "X-Kyc-CustomerChildID"?: components["parameters"]["CustomerChildId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    country: components["schemas"]["Country"];
                    organisationName?: string;
                    organisationNumber?: string;
                } & ({
                    organisationName: string;
                } | {
                    organisationNumber: string;
                });
            };
        };
        responses: {
            /** @description Matching companies (at most 50), in registry order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        requestId: string;
                        companies: components["schemas"]["CompanySummary"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    businessOwnershipQuery: {
        parameters: {
            query?: {
                /**
                 * @description Comma separated check types; absent means the account's configured type for the entity category. The
                 *     types an account may name include custom ones its arrangement configures, so the list is not an enum:
                 *     a type the account does not know is refused (400, `CHK-0001`).
                 */
                checkType?: components["parameters"]["QueryCheckType"];
                /** @description Comma separated categories of related entities to check. */
                entityCategories?: components["parameters"]["EntityCategories"];
                resultLevel?: components["parameters"]["QueryResultLevel"];
                validation?: "on" | "acn" | "only" | "off";
                generateReport?: components["parameters"]["GenerateReport"];
                includeHistorical?: boolean;
                onlyProfile?: boolean;
            };
            header: {
                /**
                 * @description The customer's id; it never changes while the customer's keys rotate.
                 * @example a1b2c3d4-0000-4000-8000-000000000001
                 */
                "X-Kyc-CustomerID": components["parameters"]["CustomerId"];
                /** @description The child the caller acts as; the key must be that child's. */
                "X-Kyc-CustomerChildID"?: components["parameters"]["CustomerChildId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrganisationQuery"];
            };
        };
        responses: {
            /** @description The validation result and, unless `validation=only`, the new entity, owners and checks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnershipResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    businessReports: {
        parameters: {
            query: {
                /** @description Comma separated `creditScore`, `creditReport`; duplicates are ignored. */
                reportTypes: string;
            };
            header: {
                /**
                 * @description The customer's id; it never changes while the customer's keys rotate.
                 * @example a1b2c3d4-0000-4000-8000-000000000001
                 */
                "X-Kyc-CustomerID": components["parameters"]["CustomerId"];
                /** @description The child the caller acts as; the key must be that child's. */
                "X-Kyc-CustomerChildID"?: components["parameters"]["CustomerChildId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    entityId: string;
                };
            };
        };
        responses: {
            /** @description One report per requested type, each kept as a document of the entity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessReportsResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    businessVerify: {
        parameters: {
            query?: {
                /**
                 * @description Comma separated check types; absent means the account's configured type for the entity category. The
                 *     types an account may name include custom ones its arrangement configures, so the list is not an enum:
                 *     a type the account does not know is refused (400, `CHK-0001`).
                 */
                checkType?: components["parameters"]["QueryCheckType"];
                /** @description Comma separated categories of related entities to check. */
                entityCategories?: components["parameters"]["EntityCategories"];
                resultLevel?: components["parameters"]["QueryResultLevel"];
                generateReport?: components["parameters"]["GenerateReport"];
            };
            header: {
                /**
                 * @description The customer's id; it never changes while the customer's keys rotate.
                 * @example a1b2c3d4-0000-4000-8000-000000000001
                 */
                "X-Kyc-CustomerID": components["parameters"]["CustomerId"];
                /** @description The child the caller acts as; the key must be that child's. */
                "X-Kyc-CustomerChildID"?: components["parameters"]["CustomerChildId"];
            };
            path: {
                entityId: components["parameters"]["EntityId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The check result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckResult"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createDocument: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The customer's id; it never changes while the customer's keys rotate.
                 * @example a1b2c3d4-0000-4000-8000-000000000001
                 */
                "X-Kyc-CustomerID": components["parameters"]["CustomerId"];
                /** @description The child the caller acts as; the key must be that child's. */
                "X-Kyc-CustomerChildID"?: components["parameters"]["CustomerChildId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentInput"];
            };
        };
        responses: {
            /** @description The new document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    compareDocument: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The customer's id; it never changes while the customer's keys rotate.
                 * @example a1b2c3d4-0000-4000-8000-000000000001
                 */
                "X-Kyc-CustomerID": components["parameters"]["CustomerId"];
                /** @description The child the caller acts as; the key must be that child's. */
                "X-Kyc-CustomerChildID"?: components["parameters"]["CustomerChildId"];
                /** @description `1` runs the request in the background: 202 with a requestId. */
                "X-Kyc-Background"?: components["parameters"]["Background"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    document: components["schemas"]["DocumentInput"];
                    originalDocumentId: string;
                };
            };
        };
        responses: {
            /** @description Field-by-field comparison with the original. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentResponse"];
                };
            };
            202: components["responses"]["Accepted"];
            default: components["responses"]["Error"];
        };
    };
    scanDocument: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The customer's id; it never changes while the customer's keys rotate.
                 * @example a1b2c3d4-0000-4000-8000-000000000001
                 */
                "X-Kyc-CustomerID": components["parameters"]["CustomerId"];
                /** @description The child the caller acts as; the key must be that child's. */
                "X-Kyc-CustomerChildID"?: components["parameters"]["CustomerChildId"];
                /** @description `1` runs the request in the background: 202 with a requestId. */
                "X-Kyc-Background"?: components["parameters"]["Background"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentInput"];
            };
        };
        responses: {
            /** @description The scanned document; `scanResult.state` is `UNREADABLE` when no image could be read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentResponse"];
                };
            };
            202: components["responses"]["Accepted"];
            default: components["responses"]["Error"];
        };
    };
    utilityCompare: {
        parameters: {
            query?: {
                /** @description The most plans to return, cheapest first. */
                planLimit?: number;
            };
            header: {
                /**
                 * @description The customer's id; it never changes while the customer's keys rotate.
                 * @example a1b2c3d4-0000-4000-8000-000000000001
                 */
                "X-Kyc-CustomerID": components["parameters"]["CustomerId"];
                /** @description The child the caller acts as; the key must be that child's. */
                "X-Kyc-CustomerChildID"?: components["parameters"]["CustomerChildId"];
                /** @description `1` runs the request in the background: 202 with a requestId. */
                "X-Kyc-Background"?: components["parameters"]["Background"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentInput"] & {
                    /** @enum {string} */
                    idType?: "UTILITY_BILL";
                };
            };
        };
        responses: {
            /** @description The cheapest plans for the bill's usage. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentResponse"];
                };
            };
            202: components["responses"]["Accepted"];
            default: components["responses"]["Error"];
        };
    };
    verifyDocument: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The customer's id; it never changes while the customer's keys rotate.
                 * @example a1b2c3d4-0000-4000-8000-000000000001
                 */
                "X-Kyc-CustomerID": components["parameters"]["CustomerId"];
                /** @description The child the caller acts as; the key must be that child's. */
                "X-Kyc-CustomerChildID"?: components["parameters"]["CustomerChildId"];
                /** @description `1` runs the request in the background: 202 with a requestId. */
                "X-Kyc-Background"?: components["parameters"]["Background"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DocumentInput"];
            };
        };
        responses: {
            /** @description The verification result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentResponse"];
                };
            };
            202: components["responses"]["Accepted"];
            default: components["responses"]["Error"];
        };
    };
    searchDocuments: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The customer's id; it never changes while the customer's keys rotate.
                 * @example a1b2c3d4-0000-4000-8000-000000000001
                 */
                "X-Kyc-CustomerID": components["parameters"]["CustomerId"];
                /** @description The child the caller acts as; the key must be that child's. */
                "X-Kyc-CustomerChildID"?: components["parameters"]["CustomerChildId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    idType?: components["schemas"]["IdType"];
                    idNumber?: string;
                    country?: components["schemas"]["Country"];
                    entityId?: string;
                    /** @default 50 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description Matching visible documents, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        requestId: string;
                        documents: components["schemas"]["Document"][];
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteDocument: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The customer's id; it never changes while the customer's keys rotate.
                 * @example a1b2c3d4-0000-4000-8000-000000000001
                 */
                "X-Kyc-CustomerID": components["parameters"]["CustomerId"];
                /** @description The child the caller acts as; the key must be that child's. */
                "X-Kyc-CustomerChildID"?: components["parameters"]["CustomerChildId"];
                /** @description `1` runs the request in the background: 202 with a requestId. */
                "X-Kyc-Background"?: components["parameters"]["Background"];
            };
            path: {
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Acknowledgement"];
                };
            };
            202: components["responses"]["Accepted"];
            default: components["responses"]["Error"];
        };
    };
    createEntity: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The customer's id; it never changes while the customer's keys rotate.
                 * @example a1b2c3d4-0000-4000-8000-000000000001
                 */
                "X-Kyc-CustomerID": components["parameters"]["CustomerId"];
                /** @description The child the caller acts as; the key must be that child's. */
                "X-Kyc-CustomerChildID"?: components["parameters"]["CustomerChildId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EntityInput"];
            };
        };
        responses: {
            /** @description The new entity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntityResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    flagMonitor: {
        parameters: {
            query: {
                set: components["parameters"]["FlagSet"];
            };
            header: {
                /**
                 * @description The customer's id; it never changes while the customer's keys rotate.
                 * @example a1b2c3d4-0000-4000-8000-000000000001
                 */
                "X-Kyc-CustomerID": components["parameters"]["CustomerId"];
                /** @description The child the caller acts as; the key must be that child's. */
                "X-Kyc-CustomerChildID"?: components["parameters"]["CustomerChildId"];
            };
            path: {
                entityId: components["parameters"]["EntityId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entity with its flags. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntityResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    flagWatchlist: {
        parameters: {
            query: {
                set: components["parameters"]["FlagSet"];
                reason?: "WAS_BLACKLISTED";
                comment?: string;
            };
            header: {
                /**
                 * @description The customer's id; it never changes while the customer's keys rotate.
                 * @example a1b2c3d4-0000-4000-8000-000000000001
                 */
                "X-Kyc-CustomerID": components["parameters"]["CustomerId"];
                /** @description The child the caller acts as; the key must be that child's. */
                "X-Kyc-CustomerChildID"?: components["parameters"]["CustomerChildId"];
            };
            path: {
                entityId: components["parameters"]["EntityId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entity with its flags; a watchlisted entity's risk is unacceptable. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntityResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    getEntityFull: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The customer's id; it never changes while the customer's keys rotate.
                 * @example a1b2c3d4-0000-4000-8000-000000000001
                 */
                "X-Kyc-CustomerID": components["parameters"]["CustomerId"];
                /** @description The child the caller acts as; the key must be that child's. */
                "X-Kyc-CustomerChildID"?: components["parameters"]["CustomerChildId"];
            };
            path: {
                entityId: components["parameters"]["EntityId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntityResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    idvalidateInitProcess: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The customer's id; it never changes while the customer's keys rotate.
                 * @example a1b2c3d4-0000-4000-8000-000000000001
                 */
                "X-Kyc-CustomerID": components["parameters"]["CustomerId"];
                /** @description The child the caller acts as; the key must be that child's. */
                "X-Kyc-CustomerChildID"?: components["parameters"]["CustomerChildId"];
            };
            path: {
                entityId: components["parameters"]["EntityId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["EntityUpdate"];
            };
        };
        responses: {
            /** @description The entity with its started process. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntityResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    setEntityStatus: {
        parameters: {
            query?: {
                set?: "wait" | "fail" | "archived" | "clear" | "inactive";
                risk?: "low" | "medium" | "high" | "unacceptable" | "significant";
                comment?: string;
            };
            header: {
                /**
                 * @description The customer's id; it never changes while the customer's keys rotate.
                 * @example a1b2c3d4-0000-4000-8000-000000000001
                 */
                "X-Kyc-CustomerID": components["parameters"]["CustomerId"];
                /** @description The child the caller acts as; the key must be that child's. */
                "X-Kyc-CustomerChildID"?: components["parameters"]["CustomerChildId"];
            };
            path: {
                entityId: components["parameters"]["EntityId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entity with its new status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntityResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    pushToMobile: {
        parameters: {
            query?: {
                /** @description true sends no message; the link is returned for the caller to deliver. */
                nopush?: boolean;
                phase?: 2;
            };
            header: {
                /**
                 * @description The customer's id; it never changes while the customer's keys rotate.
                 * @example a1b2c3d4-0000-4000-8000-000000000001
                 */
                "X-Kyc-CustomerID": components["parameters"]["CustomerId"];
                /** @description The child the caller acts as; the key must be that child's. */
                "X-Kyc-CustomerChildID"?: components["parameters"]["CustomerChildId"];
                /** @description `1` runs the request in the background: 202 with a requestId. */
                "X-Kyc-Background"?: components["parameters"]["Background"];
            };
            path: {
                entityId: components["parameters"]["EntityId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sent, or the link when `nopush`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushToMobileResponse"];
                };
            };
            202: components["responses"]["Accepted"];
            default: components["responses"]["Error"];
        };
    };
    verifyEntity: {
        parameters: {
            query?: {
                force?: boolean;
                noInvalidate?: boolean;
            };
            header: {
                /**
                 * @description The customer's id; it never changes while the customer's keys rotate.
                 * @example a1b2c3d4-0000-4000-8000-000000000001
                 */
                "X-Kyc-CustomerID": components["parameters"]["CustomerId"];
                /** @description The child the caller acts as; the key must be that child's. */
                "X-Kyc-CustomerChildID"?: components["parameters"]["CustomerChildId"];
                /** @description `1` runs the request in the background: 202 with a requestId. */
                "X-Kyc-Background"?: components["parameters"]["Background"];
            };
            path: {
                entityId: components["parameters"]["EntityId"];
                checkType: string;
                resultLevel: "simple" | "summary" | "full";
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["EntityUpdate"];
            };
        };
        responses: {
            /** @description The check result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckResult"];
                };
            };
            202: components["responses"]["Accepted"];
            default: components["responses"]["Error"];
        };
    };
    retrieveResponse: {
        parameters: {
            query?: {
                /** @description The type of the `payload` field; `string` (default) is the original body as JSON text. */
                payload?: "string" | "object";
            };
            header: {
                /**
                 * @description The customer's id; it never changes while the customer's keys rotate.
                 * @example a1b2c3d4-0000-4000-8000-000000000001
                 */
                "X-Kyc-CustomerID": components["parameters"]["CustomerId"];
                /** @description The child the caller acts as; the key must be that child's. */
                "X-Kyc-CustomerChildID"?: components["parameters"]["CustomerChildId"];
            };
            path: {
                requestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The completed request's original status and body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RetrievedResponse"];
                };
            };
            /** @description Still running; `completesAt` says when by the gateway's clock. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RetrievedResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    statusCheck: {
        parameters: {
            query?: {
                askingNicely?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service is running. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        puppy: boolean;
                        asknicely1?: string;
                        commit?: string;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    receiveNotification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                requestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Recorded; read back with the admin action `received-notifications`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Acknowledgement"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
}
