// generated from specs/address-lookup.yaml — do not edit; run `make generate`
/* eslint-disable */

export interface paths {
    "/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search UK addresses by free text
         * @description Matches every word of the query (case, punctuation and word order do not matter) against the
         *     address. Filters restrict the result (terms of one filter comma separated and OR'ed, filters AND'ed);
         *     biases reorder it. A search needs something to look for: `query` (or `q`), a filter (`postcode`,
         *     `postcode_outward`, `postcode_area`, `postcode_sector`, `post_town`, `uprn`, `country`,
         *     `postcode_type`, `su_organisation_indicator` or `box`), or `lon` and `lat`; a request with none of
         *     them (biases alone do not count) is refused with 4000. At most 10 filter terms and 5 bias terms in
         *     all, counted across every filter and every bias (`bias_lonlat` counts as one); more is refused with
         *     4000. `lon` and `lat` together search around a point: addresses within 1,000 metres, nearest first;
         *     one without the other is refused with 4000. Charged one lookup when anything is found.
         */
        get: operations["searchAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/autocomplete/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Address suggestions for search-as-you-type
         * @description Suggestions ordered by relevance, each with an id to resolve through `/{address}/gbr` or `/usa`.
         *     `limit` caps the suggestions unless the query contains a complete postcode: then every address of
         *     that postcode is returned. `context` chooses the country (`gbr`, the default, or `usa`). Free: only
         *     the resolution is charged. `query` (or `q`) is required. Only the datasets enabled on the key are
         *     searched (no `mr_` flats without Multiple Residence). At most 10 filter terms and 5 bias terms in
         *     all, counted across every filter and every bias (`bias_lonlat` counts as one); more is refused with
         *     4000.
         */
        get: operations["autocompleteAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/autocomplete/addresses/{address}/gbr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Resolve a suggestion to a full UK address */
        get: operations["resolveAddressGbr"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/autocomplete/addresses/{address}/usa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Resolve a suggestion to a full US address */
        get: operations["resolveAddressUsa"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cleanse/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The best match for a messy UK address
         * @description Finds the address that best matches the free text (and the optional postcode, post town and county)
         *     and says how good the match is. No match is a successful answer with `match: null`, and is free.
         */
        post: operations["cleanseAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Validate an e-mail address
         * @description A verdict computed from the address alone, with no network lookup: syntax, domain rules (a domain
         *     reserved for documentation or testing cannot receive mail), disposable-inbox and free-mail domains,
         *     and role accounts.
         */
        get: operations["validateEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/phone_numbers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Validate a phone number
         * @description The number must include its country code: for the UK `+44`, `44` or `0044`. A number without
         *     one is answered as invalid. Known numbering plans: UK (44), North America (1), Ireland (353),
         *     France (33).
         */
        get: operations["validatePhoneNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Place suggestions (towns, cities, landmarks)
         * @description Places whose name starts with the query's words, in relevance order. `country_iso` restricts to
         *     countries (comma separated ISO 3166-1 alpha-3 codes); `bias_country_iso` and `bias_lonlat`
         *     (`lon,lat[,radius in metres]`) move matching places first. Free: only the resolution is charged.
         *     `query` (or `q`) is required.
         */
        get: operations["searchPlaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/places/{place}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Resolve a place suggestion */
        get: operations["resolvePlace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/postcodes/{postcode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every address of a postcode
         * @description Space and case insensitive. 100 addresses a page; `page` counts from 0. An unknown postcode is 404
         *     with code 4040 and up to 5 `suggestions`, and costs nothing.
         */
        get: operations["lookupPostcode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/udprn/{udprn}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The address of a UDPRN */
        get: operations["lookupUdprn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/umprn/{umprn}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Multiple Residence address of a UMPRN */
        get: operations["lookupUmprn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/keys/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a key can be used now
         * @description Public: needs no credentials. An unavailable key says why in `reason`. With `licensee`, the
         *     availability of that licensee of a sublicensed key.
         */
        get: operations["getKeyAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/keys/{key}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Balance, limits and settings of a key (owner only) */
        get: operations["getKeyDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/keys/{key}/configs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The configs of a key (owner only) */
        get: operations["listConfigs"];
        put?: never;
        /**
         * Create a config (owner only)
         * @description At most 100 configs a key; names are unique within a key.
         */
        post: operations["createConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/keys/{key}/configs/{config}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a config
         * @description Public (no `user_token`), so that an integration can read its own configuration.
         */
        get: operations["getConfig"];
        put?: never;
        /** Replace a config's payload (owner only) */
        post: operations["updateConfig"];
        /** Delete a config (owner only) */
        delete: operations["deleteConfig"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/keys/{key}/licensees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The active licensees of a sublicensed key (owner only) */
        get: operations["listLicensees"];
        put?: never;
        /**
         * License a new end user of a sublicensed key (owner only)
         * @description Only a key created as sublicensed has licensees: on any other key this is refused with 4001. At
         *     most 1,000 licensees a key, cancelled ones included.
         */
        post: operations["createLicensee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/keys/{key}/licensees/{licensee}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a licensee (owner only) */
        get: operations["getLicensee"];
        /** Update a licensee (owner only) */
        put: operations["updateLicensee"];
        post?: never;
        /**
         * Cancel a licensee (owner only)
         * @description A cancelled licensee can no longer look up; its usage stays in the key's reports.
         */
        delete: operations["cancelLicensee"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/keys/{key}/lookups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The lookup log of a key as CSV (owner only)
         * @description One line per paid lookup between `start` and `end`, oldest first, columns: time (ISO 8601), the
         *     client's address, search term, the page URL (`Referer`, else `Origin`; empty from a server),
         *     operation, tags. At most 90 days.
         */
        get: operations["getKeyLookups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/keys/{key}/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Paid lookups of a key per UTC day (owner only)
         * @description Between `start` and `end` (at most 90 days); with `tags` (at most 3, comma separated), only lookups
         *     carrying every tag.
         */
        get: operations["getKeyUsage"];
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
        /**
         * @description Comma separated terms, OR'ed; at most 10 (and at most 10 across all filters, which the service checks).
         * @example e1,e2,e3
         */
        FilterTerms: string;
        /**
         * @description Comma separated terms; at most 5 (and at most 5 across all biases, which the service checks).
         * @example sw,se
         */
        BiasTerms: string;
        Error: {
            /**
             * @description The provider's 4-digit code, e.g. 4040.
             * @example 4040
             */
            code: number;
            message: string;
            /** @description On 4040, up to 5 known postcodes close to the one asked for. */
            suggestions?: string[];
            /** @description On 400, the inputs that were wrong. */
            errors?: {
                field: string;
                message: string;
            }[];
        };
        /**
         * @description Some text to suggest from, not only spaces.
         * @example 10 downing
         */
        SuggestionText: string;
        /** @enum {integer} */
        SuccessCode: 2000;
        /** @enum {string} */
        SuccessMessage: "Success";
        /**
         * @description A Postcode Address File record (`dataset: paf`), or a Multiple Residence one (`dataset: mr`, with a
         *     `umprn`). With `filter`, only the listed fields.
         */
        UkAddress: {
            id?: string;
            /** @enum {string} */
            dataset?: "paf" | "mr";
            country_iso?: string;
            country_iso_2?: string;
            country?: string;
            language?: string;
            line_1?: string;
            line_2?: string;
            line_3?: string;
            premise?: string;
            post_town?: string;
            postcode?: string;
            postcode_outward?: string;
            postcode_inward?: string;
            /** @enum {string} */
            postcode_type?: "S" | "L";
            su_organisation_indicator?: string;
            delivery_point_suffix?: string;
            udprn?: number;
            umprn?: number | "";
            uprn?: string;
            organisation_name?: string;
            department_name?: string;
            po_box?: string;
            building_name?: string;
            building_number?: string;
            sub_building_name?: string;
            thoroughfare?: string;
            dependant_thoroughfare?: string;
            dependant_locality?: string;
            double_dependant_locality?: string;
            county?: string;
            county_code?: string;
            postal_county?: string;
            traditional_county?: string;
            administrative_county?: string;
            district?: string;
            ward?: string;
            longitude?: number;
            latitude?: number;
            eastings?: number;
            northings?: number;
        };
        /** @description A delivery point in the USPS format. */
        UsAddress: {
            id: string;
            /** @enum {string} */
            dataset: "usps";
            country_iso: string;
            country_iso_2?: string;
            country?: string;
            language?: string;
            primary_number?: string;
            secondary_number?: string;
            street_pre_directional_abbreviation?: string;
            street_name?: string;
            street_suffix_abbreviation?: string;
            street_post_directional_abbreviation?: string;
            address_secondary_abbreviation?: string;
            building_or_firm_name?: string;
            line_1: string;
            line_2?: string;
            last_line: string;
            city: string;
            preferred_city?: string;
            state?: string;
            state_abbreviation: string;
            county?: string;
            zip_code: string;
            plus_4_code?: string;
            zip_plus_4_code?: string;
            record_type_code?: string;
            carrier_route_id?: string;
            longitude?: number;
            latitude?: number;
        };
        AddressSuggestion: {
            /** @description `paf_<udprn>`, `mr_<umprn>` or `usps_…`. */
            id: string;
            /** @description A human-readable summary; do not parse it. */
            suggestion: string;
            udprn?: number;
            umprn?: number;
            /** @description Where to resolve the suggestion, relative to the API's base. */
            urls: {
                udprn?: string;
                umprn?: string;
                gbr?: string;
                usa?: string;
            };
        };
        CleanseResult: {
            query: string;
            /** @description The best matching address; null when nothing matches. */
            match: components["schemas"]["UkAddress"] | (Record<string, never> | null);
            /**
             * @description How well the match agrees with the input: postcode 0.35 (outward code alone 0.15), premise 0.3
             *     (number or name, and the flat if one is named), street 0.2, post town or locality 0.15; less
             *     0.08 for each input word the match does not explain, 0.2 for a postcode of another district and
             *     0.15 for another named street. Higher is always the better match.
             */
            confidence: number;
            /**
             * @description `exact`: confidence 1 with postcode, premise, street and town all agreeing; `high` (0.65 or more): safe to use; `partial` (0.4 or more): ask the user; `none`: no match.
             * @enum {string}
             */
            match_level: "exact" | "high" | "partial" | "none";
            /** @description Which parts of the input agree with the match. */
            matched_fields: ("premise" | "thoroughfare" | "post_town" | "postcode" | "organisation_name" | "dependant_locality" | "county")[];
        };
        EmailVerdict: {
            query: string;
            /** @description Whether mail to the address is worth sending. */
            result: boolean;
            syntax_valid: boolean;
            /** @description The domain is well formed and not reserved for documentation or tests. */
            domain_valid: boolean;
            disposable: boolean;
            free: boolean;
            /** @description The local part names a function (info, sales) rather than a person. */
            role: boolean;
            /** @enum {string} */
            deliverability: "deliverable" | "risky" | "undeliverable";
            local_part?: string;
            domain?: string;
        };
        PhoneVerdict: {
            query: string;
            /** @description Whether the number is valid in its numbering plan. */
            result: boolean;
            /**
             * @description Why an invalid number is invalid.
             * @enum {string}
             */
            reason?: "missing_country_code" | "unknown_country_code" | "invalid_length" | "invalid_number";
            /** @description ISO 3166-1 alpha-3 country of the numbering plan. */
            country_iso?: string;
            country_calling_code?: string;
            e164_format?: string;
            international_format?: string;
            national_format?: string;
            /** @enum {string} */
            line_type?: "mobile" | "landline" | "toll_free" | "premium_rate" | "shared_cost" | "personal" | "voip" | "pager" | "fixed_line_or_mobile";
        };
        PlaceSuggestion: {
            id: string;
            suggestion: string;
            name: string;
            /** @enum {string} */
            place_type: "city" | "town" | "village" | "landmark";
            country_iso: string;
            urls: {
                place: string;
            };
        };
        Place: {
            id: string;
            name: string;
            /** @enum {string} */
            place_type: "city" | "town" | "village" | "landmark";
            area: string;
            country: string;
            country_iso: string;
            longitude: number;
            latitude: number;
        };
        KeyAvailability: {
            available: boolean;
            /**
             * @description Why an unavailable key is unavailable.
             * @enum {string}
             */
            reason?: "balance_depleted" | "daily_limit_reached" | "suspended" | "licensee_cancelled" | "licensee_daily_limit_reached";
            /** @description The default country of the key's searches. */
            context: string;
            contexts: {
                iso_3?: string;
                iso_2?: string;
                emoji?: string;
            }[];
        };
        KeyDetails: {
            lookups_remaining: number;
            daily_limit: {
                limit: number | null;
                consumed: number;
            };
            /** @description The paid lookups one client address may make on the key per UTC day; null for none. */
            individual_limit: {
                limit: number | null;
            };
            /** @description Sites whose pages may use the key (matched against Origin and Referer); empty allows all. */
            allowed_urls: string[];
            notifications: {
                emails: string[];
                enabled: boolean;
            };
            datasets: {
                paf: boolean;
                mr: boolean;
                nyb: boolean;
            };
            automated_topups: {
                enabled: boolean;
            };
            current_purchases: {
                expires: string | null;
                purchased: number;
                consumed: number;
            }[];
        };
        KeyUsage: {
            /** Format: date-time */
            start: string;
            /** Format: date-time */
            end: string;
            total: number;
            /** @description One entry per UTC day of the interval, oldest first. */
            dailyCount: {
                /** Format: date-time */
                date: string;
                count: number;
            }[];
        };
        ConfigName: string;
        ConfigPayload: string;
        Config: {
            name: string;
            payload: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ConfigEnvelope: {
            result: components["schemas"]["Config"];
            code: components["schemas"]["SuccessCode"];
            message: components["schemas"]["SuccessMessage"];
        };
        LicenseeEditable: {
            name?: string;
            address?: string;
            postcode?: string;
            whitelist?: string[];
            daily?: {
                limit?: number | null;
            };
        };
        /** @description A licensee's editable fields, of which name, address and postcode are required on create. */
        LicenseeNew: {
            name: string;
            address: string;
            postcode: string;
            whitelist?: string[];
            daily?: {
                limit?: number | null;
            };
        };
        Licensee: {
            id: string;
            key: string;
            name: string;
            address: string;
            postcode: string;
            whitelist: string[];
            daily: {
                limit: number | null;
                consumed: number;
            };
            /** Format: date-time */
            createdAt: string;
            cancelled: boolean;
        };
        LicenseeEnvelope: {
            result: components["schemas"]["Licensee"];
            code: components["schemas"]["SuccessCode"];
            message: components["schemas"]["SuccessMessage"];
        };
    };
    responses: {
        /** @description An error in the provider's format. */
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
         * @description The API key. Required on lookups unless given in `Authorization: IDEALPOSTCODES api_key="…"`.
         * @example iddqd
         */
        api_key: string;
        /**
         * @description The search text; may be shortened to `q`.
         * @example 10 downing street
         */
        query: string;
        /** @description Alias of `query`. */
        q: string;
        /**
         * @description What the user has typed so far; may be shortened to `q`. One of `query` and `q` is required: OpenAPI
         *     cannot require one of two parameters, so the service answers 400 (code 4000) when both are missing.
         * @example 10 downing
         */
        suggestionQuery: components["schemas"]["SuggestionText"];
        /**
         * @description Alias of `query`; one of the two is required.
         * @example 10 downing
         */
        suggestionQ: components["schemas"]["SuggestionText"];
        /** @description At most this many results; default 10. */
        limit: number;
        /** @description Page number, counting from 0. */
        page: number;
        /**
         * @description Comma separated field names; each record carries only these fields.
         * @example line_1,postcode,udprn
         */
        filter: string;
        /**
         * @description Comma separated labels recorded with the lookup (on lookups) or required of it (on usage).
         * @example checkout
         */
        tags: string;
        /** @description The licensee of a sublicensed key on whose behalf the lookup is made (or whose data is reported). */
        licensee: string;
        /** @example sw1a */
        postcode_outward: components["schemas"]["FilterTerms"];
        /** @example sw1a2aa */
        postcode: components["schemas"]["FilterTerms"];
        /** @example sw */
        postcode_area: components["schemas"]["FilterTerms"];
        /** @example SW1A 2 */
        postcode_sector: components["schemas"]["FilterTerms"];
        /** @example london */
        post_town: components["schemas"]["FilterTerms"];
        uprn: components["schemas"]["FilterTerms"];
        /**
         * @description England, Scotland, Wales, Northern Ireland, Jersey, Guernsey or Isle of Man.
         * @example England
         */
        country: components["schemas"]["FilterTerms"];
        /** @description `S` small user or `L` large user postcode. */
        postcode_type: components["schemas"]["FilterTerms"];
        /** @description `Y` for small user organisations. */
        su_organisation_indicator: components["schemas"]["FilterTerms"];
        /**
         * @description A box given by its top-left and bottom-right corners, `lon,lat,lon,lat`.
         * @example -0.13,51.51,-0.12,51.50
         */
        box: string;
        /** @description Comma separated terms, at most 5 (and at most 5 across all biases). */
        bias_postcode_outward: components["schemas"]["BiasTerms"];
        /** @description Comma separated terms, at most 5 (and at most 5 across all biases). */
        bias_postcode: components["schemas"]["BiasTerms"];
        /** @description Comma separated terms, at most 5 (and at most 5 across all biases). */
        bias_postcode_area: components["schemas"]["BiasTerms"];
        /** @description Comma separated terms, at most 5 (and at most 5 across all biases). */
        bias_postcode_sector: components["schemas"]["BiasTerms"];
        /** @description Comma separated terms, at most 5 (and at most 5 across all biases). */
        bias_post_town: components["schemas"]["BiasTerms"];
        /** @description Comma separated terms, at most 5 (and at most 5 across all biases). */
        bias_thoroughfare: components["schemas"]["BiasTerms"];
        /** @description Comma separated terms, at most 5 (and at most 5 across all biases). */
        bias_country: components["schemas"]["BiasTerms"];
        /**
         * @description `lon,lat[,radius]`: places within the radius (metres, at most 50,000; default 50,000) first, nearest first.
         * @example -0.1276,51.5034,1000
         */
        bias_lonlat: string;
        /**
         * @description A suggestion id from `/autocomplete/addresses`.
         * @example paf_23747671
         */
        address: string;
        /** @example iddqd */
        key: string;
        /**
         * @description The key owner's token; may instead be given as `user_token="…"` in the Authorization header.
         * @example my_secret_token
         */
        user_token: string;
        /**
         * @description The config's name.
         * @example checkout
         */
        config: string;
        /**
         * @description The licensee's id.
         * @example sl_riverside_lettings
         */
        licenseePath: string;
        /**
         * @description UNIX time in milliseconds; default 21 days before `end`.
         * @example 1764547200000
         */
        start: string;
        /**
         * @description UNIX time in milliseconds; default now.
         * @example 1766361600000
         */
        end: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    searchAddresses: {
        parameters: {
            query?: {
                /**
                 * @description The API key. Required on lookups unless given in `Authorization: IDEALPOSTCODES api_key="…"`.
                 * @example iddqd
                 */
                api_key?: components["parameters"]["api_key"];
                /**
                 * @description The search text; may be shortened to `q`.
                 * @example 10 downing street
                 */
                query?: components["parameters"]["query"];
                /** @description Alias of `query`. */
                q?: components["parameters"]["q"];
                /** @description At most this many results; default 10. */
                limit?: components["parameters"]["limit"];
                /** @description Page number, counting from 0. */
                page?: components["parameters"]["page"];
                /**
                 * @description Comma separated field names; each record carries only these fields.
                 * @example line_1,postcode,udprn
                 */
                filter?: components["parameters"]["filter"];
                /**
                 * @description Comma separated labels recorded with the lookup (on lookups) or required of it (on usage).
                 * @example checkout
                 */
                tags?: components["parameters"]["tags"];
                /** @description The licensee of a sublicensed key on whose behalf the lookup is made (or whose data is reported). */
                licensee?: components["parameters"]["licensee"];
                /** @description Longitude of a point to search around; needs `lat`. */
                lon?: number;
                /** @description Latitude of a point to search around; needs `lon`. */
                lat?: number;
                /** @example sw1a */
                postcode_outward?: components["parameters"]["postcode_outward"];
                /** @example sw1a2aa */
                postcode?: components["parameters"]["postcode"];
                /** @example sw */
                postcode_area?: components["parameters"]["postcode_area"];
                /** @example SW1A 2 */
                postcode_sector?: components["parameters"]["postcode_sector"];
                /** @example london */
                post_town?: components["parameters"]["post_town"];
                uprn?: components["parameters"]["uprn"];
                /**
                 * @description England, Scotland, Wales, Northern Ireland, Jersey, Guernsey or Isle of Man.
                 * @example England
                 */
                country?: components["parameters"]["country"];
                /** @description `S` small user or `L` large user postcode. */
                postcode_type?: components["parameters"]["postcode_type"];
                /** @description `Y` for small user organisations. */
                su_organisation_indicator?: components["parameters"]["su_organisation_indicator"];
                /**
                 * @description A box given by its top-left and bottom-right corners, `lon,lat,lon,lat`.
                 * @example -0.13,51.51,-0.12,51.50
                 */
                box?: components["parameters"]["box"];
                /** @description Comma separated terms, at most 5 (and at most 5 across all biases). */
                bias_postcode_outward?: components["parameters"]["bias_postcode_outward"];
                /** @description Comma separated terms, at most 5 (and at most 5 across all biases). */
                bias_postcode?: components["parameters"]["bias_postcode"];
                /** @description Comma separated terms, at most 5 (and at most 5 across all biases). */
                bias_postcode_area?: components["parameters"]["bias_postcode_area"];
                /** @description Comma separated terms, at most 5 (and at most 5 across all biases). */
                bias_postcode_sector?: components["parameters"]["bias_postcode_sector"];
                /** @description Comma separated terms, at most 5 (and at most 5 across all biases). */
                bias_post_town?: components["parameters"]["bias_post_town"];
                /** @description Comma separated terms, at most 5 (and at most 5 across all biases). */
                bias_thoroughfare?: components["parameters"]["bias_thoroughfare"];
                /** @description Comma separated terms, at most 5 (and at most 5 across all biases). */
                bias_country?: components["parameters"]["bias_country"];
                /**
                 * @description `lon,lat[,radius]`: places within the radius (metres, at most 50,000; default 50,000) first, nearest first.
                 * @example -0.1276,51.5034,1000
                 */
                bias_lonlat?: components["parameters"]["bias_lonlat"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of matching addresses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            hits: components["schemas"]["UkAddress"][];
                            total: number;
                            limit: number;
                            page: number;
                        };
                        code: components["schemas"]["SuccessCode"];
                        message: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            402: components["responses"]["Error"];
            404: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    autocompleteAddresses: {
        parameters: {
            query?: {
                /**
                 * @description The API key. Required on lookups unless given in `Authorization: IDEALPOSTCODES api_key="…"`.
                 * @example iddqd
                 */
                api_key?: components["parameters"]["api_key"];
                /**
                 * @description What the user has typed so far; may be shortened to `q`. One of `query` and `q` is required: OpenAPI
                 *     cannot require one of two parameters, so the service answers 400 (code 4000) when both are missing.
                 * @example 10 downing
                 */
                query?: components["parameters"]["suggestionQuery"];
                /**
                 * @description Alias of `query`; one of the two is required.
                 * @example 10 downing
                 */
                q?: components["parameters"]["suggestionQ"];
                /** @description The country to search, as an ISO 3166-1 alpha-3 code. */
                context?: "gbr" | "usa" | "GBR" | "USA";
                /** @description At most this many results; default 10. */
                limit?: components["parameters"]["limit"];
                /**
                 * @description Comma separated labels recorded with the lookup (on lookups) or required of it (on usage).
                 * @example checkout
                 */
                tags?: components["parameters"]["tags"];
                /** @description The licensee of a sublicensed key on whose behalf the lookup is made (or whose data is reported). */
                licensee?: components["parameters"]["licensee"];
                /** @example sw1a */
                postcode_outward?: components["parameters"]["postcode_outward"];
                /** @example sw1a2aa */
                postcode?: components["parameters"]["postcode"];
                /** @example sw */
                postcode_area?: components["parameters"]["postcode_area"];
                /** @example SW1A 2 */
                postcode_sector?: components["parameters"]["postcode_sector"];
                /** @example london */
                post_town?: components["parameters"]["post_town"];
                uprn?: components["parameters"]["uprn"];
                /**
                 * @description England, Scotland, Wales, Northern Ireland, Jersey, Guernsey or Isle of Man.
                 * @example England
                 */
                country?: components["parameters"]["country"];
                /** @description `S` small user or `L` large user postcode. */
                postcode_type?: components["parameters"]["postcode_type"];
                /** @description `Y` for small user organisations. */
                su_organisation_indicator?: components["parameters"]["su_organisation_indicator"];
                /**
                 * @description A box given by its top-left and bottom-right corners, `lon,lat,lon,lat`.
                 * @example -0.13,51.51,-0.12,51.50
                 */
                box?: components["parameters"]["box"];
                /** @description Comma separated terms, at most 5 (and at most 5 across all biases). */
                bias_postcode_outward?: components["parameters"]["bias_postcode_outward"];
                /** @description Comma separated terms, at most 5 (and at most 5 across all biases). */
                bias_postcode?: components["parameters"]["bias_postcode"];
                /** @description Comma separated terms, at most 5 (and at most 5 across all biases). */
                bias_postcode_area?: components["parameters"]["bias_postcode_area"];
                /** @description Comma separated terms, at most 5 (and at most 5 across all biases). */
                bias_postcode_sector?: components["parameters"]["bias_postcode_sector"];
                /** @description Comma separated terms, at most 5 (and at most 5 across all biases). */
                bias_post_town?: components["parameters"]["bias_post_town"];
                /** @description Comma separated terms, at most 5 (and at most 5 across all biases). */
                bias_thoroughfare?: components["parameters"]["bias_thoroughfare"];
                /** @description Comma separated terms, at most 5 (and at most 5 across all biases). */
                bias_country?: components["parameters"]["bias_country"];
                /**
                 * @description `lon,lat[,radius]`: places within the radius (metres, at most 50,000; default 50,000) first, nearest first.
                 * @example -0.1276,51.5034,1000
                 */
                bias_lonlat?: components["parameters"]["bias_lonlat"];
                /** @description `true` to bias by the caller's location; the gateway has no IP geolocation, so it has no effect. */
                bias_ip?: "true";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Suggestions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            hits: components["schemas"]["AddressSuggestion"][];
                        };
                        code: components["schemas"]["SuccessCode"];
                        message: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            402: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    resolveAddressGbr: {
        parameters: {
            query?: {
                /**
                 * @description The API key. Required on lookups unless given in `Authorization: IDEALPOSTCODES api_key="…"`.
                 * @example iddqd
                 */
                api_key?: components["parameters"]["api_key"];
                /**
                 * @description Comma separated labels recorded with the lookup (on lookups) or required of it (on usage).
                 * @example checkout
                 */
                tags?: components["parameters"]["tags"];
                /** @description The licensee of a sublicensed key on whose behalf the lookup is made (or whose data is reported). */
                licensee?: components["parameters"]["licensee"];
            };
            header?: never;
            path: {
                /**
                 * @description A suggestion id from `/autocomplete/addresses`.
                 * @example paf_23747671
                 */
                address: components["parameters"]["address"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["UkAddress"];
                        code: components["schemas"]["SuccessCode"];
                        message: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            402: components["responses"]["Error"];
            404: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    resolveAddressUsa: {
        parameters: {
            query?: {
                /**
                 * @description The API key. Required on lookups unless given in `Authorization: IDEALPOSTCODES api_key="…"`.
                 * @example iddqd
                 */
                api_key?: components["parameters"]["api_key"];
                /**
                 * @description Comma separated labels recorded with the lookup (on lookups) or required of it (on usage).
                 * @example checkout
                 */
                tags?: components["parameters"]["tags"];
                /** @description The licensee of a sublicensed key on whose behalf the lookup is made (or whose data is reported). */
                licensee?: components["parameters"]["licensee"];
            };
            header?: never;
            path: {
                /**
                 * @description A suggestion id from `/autocomplete/addresses`.
                 * @example paf_23747671
                 */
                address: components["parameters"]["address"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["UsAddress"];
                        code: components["schemas"]["SuccessCode"];
                        message: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            402: components["responses"]["Error"];
            404: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    cleanseAddress: {
        parameters: {
            query?: {
                /**
                 * @description The API key. Required on lookups unless given in `Authorization: IDEALPOSTCODES api_key="…"`.
                 * @example iddqd
                 */
                api_key?: components["parameters"]["api_key"];
                /**
                 * @description Comma separated labels recorded with the lookup (on lookups) or required of it (on usage).
                 * @example checkout
                 */
                tags?: components["parameters"]["tags"];
                /** @description The licensee of a sublicensed key on whose behalf the lookup is made (or whose data is reported). */
                licensee?: components["parameters"]["licensee"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example 10 downing st londn */
                    query: string;
                    postcode?: string;
                    post_town?: string;
                    county?: string;
                };
            };
        };
        responses: {
            /** @description The match, if any. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["CleanseResult"];
                        code: components["schemas"]["SuccessCode"];
                        message: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            402: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    validateEmail: {
        parameters: {
            query: {
                /**
                 * @description The API key. Required on lookups unless given in `Authorization: IDEALPOSTCODES api_key="…"`.
                 * @example iddqd
                 */
                api_key?: components["parameters"]["api_key"];
                /**
                 * @description The e-mail address to validate.
                 * @example jane.doe@acme.example
                 */
                query: string;
                /**
                 * @description Comma separated labels recorded with the lookup (on lookups) or required of it (on usage).
                 * @example checkout
                 */
                tags?: components["parameters"]["tags"];
                /** @description The licensee of a sublicensed key on whose behalf the lookup is made (or whose data is reported). */
                licensee?: components["parameters"]["licensee"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["EmailVerdict"];
                        code: components["schemas"]["SuccessCode"];
                        message: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            402: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    validatePhoneNumber: {
        parameters: {
            query: {
                /**
                 * @description The API key. Required on lookups unless given in `Authorization: IDEALPOSTCODES api_key="…"`.
                 * @example iddqd
                 */
                api_key?: components["parameters"]["api_key"];
                /**
                 * @description The phone number, with its country code.
                 * @example +442079460958
                 */
                query: string;
                /**
                 * @description Comma separated labels recorded with the lookup (on lookups) or required of it (on usage).
                 * @example checkout
                 */
                tags?: components["parameters"]["tags"];
                /** @description The licensee of a sublicensed key on whose behalf the lookup is made (or whose data is reported). */
                licensee?: components["parameters"]["licensee"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["PhoneVerdict"];
                        code: components["schemas"]["SuccessCode"];
                        message: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            402: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    searchPlaces: {
        parameters: {
            query?: {
                /**
                 * @description The API key. Required on lookups unless given in `Authorization: IDEALPOSTCODES api_key="…"`.
                 * @example iddqd
                 */
                api_key?: components["parameters"]["api_key"];
                /**
                 * @description What the user has typed so far; may be shortened to `q`. One of `query` and `q` is required: OpenAPI
                 *     cannot require one of two parameters, so the service answers 400 (code 4000) when both are missing.
                 * @example 10 downing
                 */
                query?: components["parameters"]["suggestionQuery"];
                /**
                 * @description Alias of `query`; one of the two is required.
                 * @example 10 downing
                 */
                q?: components["parameters"]["suggestionQ"];
                /** @example GBR */
                country_iso?: string;
                /** @example GBR */
                bias_country_iso?: string;
                /**
                 * @description `lon,lat[,radius]`: places within the radius (metres, at most 50,000; default 50,000) first, nearest first.
                 * @example -0.1276,51.5034,1000
                 */
                bias_lonlat?: components["parameters"]["bias_lonlat"];
                /** @description `true` to bias by the caller's location; the gateway has no IP geolocation, so it has no effect. */
                bias_ip?: "true";
                /** @description At most this many results; default 10. */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Suggestions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            hits: components["schemas"]["PlaceSuggestion"][];
                        };
                        code: components["schemas"]["SuccessCode"];
                        message: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            402: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    resolvePlace: {
        parameters: {
            query?: {
                /**
                 * @description The API key. Required on lookups unless given in `Authorization: IDEALPOSTCODES api_key="…"`.
                 * @example iddqd
                 */
                api_key?: components["parameters"]["api_key"];
                /**
                 * @description Comma separated labels recorded with the lookup (on lookups) or required of it (on usage).
                 * @example checkout
                 */
                tags?: components["parameters"]["tags"];
                /** @description The licensee of a sublicensed key on whose behalf the lookup is made (or whose data is reported). */
                licensee?: components["parameters"]["licensee"];
            };
            header?: never;
            path: {
                /**
                 * @description A place suggestion id.
                 * @example geonames_2643000
                 */
                place: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The place. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["Place"];
                        code: components["schemas"]["SuccessCode"];
                        message: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            402: components["responses"]["Error"];
            404: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    lookupPostcode: {
        parameters: {
            query?: {
                /**
                 * @description The API key. Required on lookups unless given in `Authorization: IDEALPOSTCODES api_key="…"`.
                 * @example iddqd
                 */
                api_key?: components["parameters"]["api_key"];
                /**
                 * @description Comma separated field names; each record carries only these fields.
                 * @example line_1,postcode,udprn
                 */
                filter?: components["parameters"]["filter"];
                /** @description Page number, counting from 0. */
                page?: components["parameters"]["page"];
                /**
                 * @description Comma separated labels recorded with the lookup (on lookups) or required of it (on usage).
                 * @example checkout
                 */
                tags?: components["parameters"]["tags"];
                /** @description The licensee of a sublicensed key on whose behalf the lookup is made (or whose data is reported). */
                licensee?: components["parameters"]["licensee"];
            };
            header?: never;
            path: {
                /** @example SW1A 2AA */
                postcode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The addresses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["UkAddress"][];
                        code: components["schemas"]["SuccessCode"];
                        message: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            402: components["responses"]["Error"];
            404: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    lookupUdprn: {
        parameters: {
            query?: {
                /**
                 * @description The API key. Required on lookups unless given in `Authorization: IDEALPOSTCODES api_key="…"`.
                 * @example iddqd
                 */
                api_key?: components["parameters"]["api_key"];
                /**
                 * @description Comma separated field names; each record carries only these fields.
                 * @example line_1,postcode,udprn
                 */
                filter?: components["parameters"]["filter"];
                /**
                 * @description Comma separated labels recorded with the lookup (on lookups) or required of it (on usage).
                 * @example checkout
                 */
                tags?: components["parameters"]["tags"];
                /** @description The licensee of a sublicensed key on whose behalf the lookup is made (or whose data is reported). */
                licensee?: components["parameters"]["licensee"];
            };
            header?: never;
            path: {
                /** @example 23747671 */
                udprn: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["UkAddress"];
                        code: components["schemas"]["SuccessCode"];
                        message: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            402: components["responses"]["Error"];
            404: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    lookupUmprn: {
        parameters: {
            query?: {
                /**
                 * @description The API key. Required on lookups unless given in `Authorization: IDEALPOSTCODES api_key="…"`.
                 * @example iddqd
                 */
                api_key?: components["parameters"]["api_key"];
                /**
                 * @description Comma separated field names; each record carries only these fields.
                 * @example line_1,postcode,udprn
                 */
                filter?: components["parameters"]["filter"];
                /**
                 * @description Comma separated labels recorded with the lookup (on lookups) or required of it (on usage).
                 * @example checkout
                 */
                tags?: components["parameters"]["tags"];
                /** @description The licensee of a sublicensed key on whose behalf the lookup is made (or whose data is reported). */
                licensee?: components["parameters"]["licensee"];
            };
            header?: never;
            path: {
                /** @example 51000100 */
                umprn: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["UkAddress"];
                        code: components["schemas"]["SuccessCode"];
                        message: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            402: components["responses"]["Error"];
            404: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getKeyAvailability: {
        parameters: {
            query?: {
                /** @description The licensee of a sublicensed key on whose behalf the lookup is made (or whose data is reported). */
                licensee?: components["parameters"]["licensee"];
            };
            header?: never;
            path: {
                /** @example iddqd */
                key: components["parameters"]["key"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Availability. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["KeyAvailability"];
                        code: components["schemas"]["SuccessCode"];
                        message: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            400: components["responses"]["Error"];
            404: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getKeyDetails: {
        parameters: {
            query?: {
                /**
                 * @description The key owner's token; may instead be given as `user_token="…"` in the Authorization header.
                 * @example my_secret_token
                 */
                user_token?: components["parameters"]["user_token"];
            };
            header?: never;
            path: {
                /** @example iddqd */
                key: components["parameters"]["key"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Details. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["KeyDetails"];
                        code: components["schemas"]["SuccessCode"];
                        message: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    listConfigs: {
        parameters: {
            query?: {
                /**
                 * @description The key owner's token; may instead be given as `user_token="…"` in the Authorization header.
                 * @example my_secret_token
                 */
                user_token?: components["parameters"]["user_token"];
            };
            header?: never;
            path: {
                /** @example iddqd */
                key: components["parameters"]["key"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configs, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            configs: components["schemas"]["Config"][];
                        };
                        code: components["schemas"]["SuccessCode"];
                        message: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    createConfig: {
        parameters: {
            query?: {
                /**
                 * @description The key owner's token; may instead be given as `user_token="…"` in the Authorization header.
                 * @example my_secret_token
                 */
                user_token?: components["parameters"]["user_token"];
            };
            header?: never;
            path: {
                /** @example iddqd */
                key: components["parameters"]["key"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: components["schemas"]["ConfigName"];
                    payload: components["schemas"]["ConfigPayload"];
                };
            };
        };
        responses: {
            /** @description The new config. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfigEnvelope"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example iddqd */
                key: components["parameters"]["key"];
                /**
                 * @description The config's name.
                 * @example checkout
                 */
                config: components["parameters"]["config"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The config. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfigEnvelope"];
                };
            };
            400: components["responses"]["Error"];
            404: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    updateConfig: {
        parameters: {
            query?: {
                /**
                 * @description The key owner's token; may instead be given as `user_token="…"` in the Authorization header.
                 * @example my_secret_token
                 */
                user_token?: components["parameters"]["user_token"];
            };
            header?: never;
            path: {
                /** @example iddqd */
                key: components["parameters"]["key"];
                /**
                 * @description The config's name.
                 * @example checkout
                 */
                config: components["parameters"]["config"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    payload: components["schemas"]["ConfigPayload"];
                };
            };
        };
        responses: {
            /** @description The updated config. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfigEnvelope"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    deleteConfig: {
        parameters: {
            query?: {
                /**
                 * @description The key owner's token; may instead be given as `user_token="…"` in the Authorization header.
                 * @example my_secret_token
                 */
                user_token?: components["parameters"]["user_token"];
            };
            header?: never;
            path: {
                /** @example iddqd */
                key: components["parameters"]["key"];
                /**
                 * @description The config's name.
                 * @example checkout
                 */
                config: components["parameters"]["config"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deleted config. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfigEnvelope"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    listLicensees: {
        parameters: {
            query?: {
                /**
                 * @description The key owner's token; may instead be given as `user_token="…"` in the Authorization header.
                 * @example my_secret_token
                 */
                user_token?: components["parameters"]["user_token"];
                /** @description List the licensees after the one with this id. */
                starting_after?: string;
                /** @description At most this many licensees; default and maximum 100. */
                limit?: number;
                /**
                 * @description The search text; may be shortened to `q`.
                 * @example 10 downing street
                 */
                query?: components["parameters"]["query"];
                /** @description Alias of `query`. */
                q?: components["parameters"]["q"];
            };
            header?: never;
            path: {
                /** @example iddqd */
                key: components["parameters"]["key"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of licensees, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            licensees: components["schemas"]["Licensee"][];
                            hasMore: boolean;
                        };
                        code: components["schemas"]["SuccessCode"];
                        message: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    createLicensee: {
        parameters: {
            query?: {
                /**
                 * @description The key owner's token; may instead be given as `user_token="…"` in the Authorization header.
                 * @example my_secret_token
                 */
                user_token?: components["parameters"]["user_token"];
            };
            header?: never;
            path: {
                /** @example iddqd */
                key: components["parameters"]["key"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LicenseeNew"];
            };
        };
        responses: {
            /** @description The new licensee. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenseeEnvelope"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getLicensee: {
        parameters: {
            query?: {
                /**
                 * @description The key owner's token; may instead be given as `user_token="…"` in the Authorization header.
                 * @example my_secret_token
                 */
                user_token?: components["parameters"]["user_token"];
            };
            header?: never;
            path: {
                /** @example iddqd */
                key: components["parameters"]["key"];
                /**
                 * @description The licensee's id.
                 * @example sl_riverside_lettings
                 */
                licensee: components["parameters"]["licenseePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The licensee. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenseeEnvelope"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    updateLicensee: {
        parameters: {
            query?: {
                /**
                 * @description The key owner's token; may instead be given as `user_token="…"` in the Authorization header.
                 * @example my_secret_token
                 */
                user_token?: components["parameters"]["user_token"];
            };
            header?: never;
            path: {
                /** @example iddqd */
                key: components["parameters"]["key"];
                /**
                 * @description The licensee's id.
                 * @example sl_riverside_lettings
                 */
                licensee: components["parameters"]["licenseePath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LicenseeEditable"];
            };
        };
        responses: {
            /** @description The updated licensee. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenseeEnvelope"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    cancelLicensee: {
        parameters: {
            query?: {
                /**
                 * @description The key owner's token; may instead be given as `user_token="…"` in the Authorization header.
                 * @example my_secret_token
                 */
                user_token?: components["parameters"]["user_token"];
            };
            header?: never;
            path: {
                /** @example iddqd */
                key: components["parameters"]["key"];
                /**
                 * @description The licensee's id.
                 * @example sl_riverside_lettings
                 */
                licensee: components["parameters"]["licenseePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled licensee. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LicenseeEnvelope"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getKeyLookups: {
        parameters: {
            query?: {
                /**
                 * @description The key owner's token; may instead be given as `user_token="…"` in the Authorization header.
                 * @example my_secret_token
                 */
                user_token?: components["parameters"]["user_token"];
                /**
                 * @description UNIX time in milliseconds; default 21 days before `end`.
                 * @example 1764547200000
                 */
                start?: components["parameters"]["start"];
                /**
                 * @description UNIX time in milliseconds; default now.
                 * @example 1766361600000
                 */
                end?: components["parameters"]["end"];
                /** @description The licensee of a sublicensed key on whose behalf the lookup is made (or whose data is reported). */
                licensee?: components["parameters"]["licensee"];
            };
            header?: never;
            path: {
                /** @example iddqd */
                key: components["parameters"]["key"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getKeyUsage: {
        parameters: {
            query?: {
                /**
                 * @description The key owner's token; may instead be given as `user_token="…"` in the Authorization header.
                 * @example my_secret_token
                 */
                user_token?: components["parameters"]["user_token"];
                /**
                 * @description UNIX time in milliseconds; default 21 days before `end`.
                 * @example 1764547200000
                 */
                start?: components["parameters"]["start"];
                /**
                 * @description UNIX time in milliseconds; default now.
                 * @example 1766361600000
                 */
                end?: components["parameters"]["end"];
                /**
                 * @description Comma separated labels recorded with the lookup (on lookups) or required of it (on usage).
                 * @example checkout
                 */
                tags?: components["parameters"]["tags"];
                /** @description The licensee of a sublicensed key on whose behalf the lookup is made (or whose data is reported). */
                licensee?: components["parameters"]["licensee"];
            };
            header?: never;
            path: {
                /** @example iddqd */
                key: components["parameters"]["key"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The usage. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["KeyUsage"];
                        code: components["schemas"]["SuccessCode"];
                        message: components["schemas"]["SuccessMessage"];
                    };
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
}
