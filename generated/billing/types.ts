// generated from specs/billing.yaml — do not edit; run `make generate`
/* eslint-disable */

export interface paths {
    "/charge-metrics/data/charge-metrics": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Export the charge metrics updated in a time range
         * @description One record per subscription charge whose `UpdatedOn` falls in [`fromTimestamp`, `toTimestamp`), as
         *     an RFC 7464 JSON text sequence (the default, also for a missing `Accept` or `*\/*`) or as CSV.
         *     `toTimestamp` must be after `fromTimestamp`; otherwise the request is refused with 400 `INVALID_VALUE`.
         */
        get: operations["exportChargeMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/charge-metrics/data/charge-metrics-discount-allocation-detail": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Export the discount allocation details updated in a time range
         * @description `toTimestamp` must be after `fromTimestamp`; otherwise the request is refused with 400 `INVALID_VALUE`.
         */
        get: operations["exportDiscountAllocationDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/event-triggers": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        /** List event triggers */
        get: operations["listEventTriggers"];
        put?: never;
        /** Create an event trigger */
        post: operations["createEventTrigger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/event-triggers/{id}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Retrieve an event trigger */
        get: operations["getEventTrigger"];
        /** Update an event trigger */
        put: operations["updateEventTrigger"];
        post?: never;
        /** Delete an event trigger */
        delete: operations["deleteEventTrigger"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/email-templates": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        /** List email templates */
        get: operations["listEmailTemplates"];
        put?: never;
        /**
         * Create an email template
         * @description With `fromEmailType` `SpecificEmail`, `fromEmailAddress` is required (400 `INVALID_VALUE` without it).
         */
        post: operations["createEmailTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/email-templates/{id}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Retrieve an email template */
        get: operations["getEmailTemplate"];
        /** Update an email template */
        put: operations["updateEmailTemplate"];
        post?: never;
        /**
         * Delete an email template (not while a notification definition uses it)
         * @description A template that a notification definition still uses cannot be deleted: 400 `INVALID_STATE` names the definition.
         */
        delete: operations["deleteEmailTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/notification-definitions": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        /** List notification definitions */
        get: operations["listNotificationDefinitions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/history": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Start a task that deletes the notification history of an account
         * @description Refused with 400 `INVALID_STATE` while an earlier deletion task for the same account is still running.
         */
        delete: operations["deleteNotificationHistory"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/history/tasks/{id}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Read a notification history deletion task; its status follows the clock */
        get: operations["getNotificationHistoryDeletionTask"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/query/jobs": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a data query
         * @description Submits a data query; the job runs by the gateway's clock and is read with `GET /query/jobs/{queryJobId}`.
         */
        post: operations["submitDataQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/query/jobs/{queryJobId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The query job's id, as the submit answered it. */
                queryJobId: string;
            };
            cookie?: never;
        };
        /** Retrieve a data query job; its status follows the clock */
        get: operations["getDataQueryJob"];
        put?: never;
        post?: never;
        /** Cancel a data query job that is still accepted or in progress */
        delete: operations["cancelDataQueryJob"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/query/jobs/{queryJobId}/data-file": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                queryJobId: string;
            };
            cookie?: never;
        };
        /**
         * The results file of a completed data query job (its `dataFile` URL)
         * @description Where the real API stores the results behind a pre-signed object-store URL, the gateway serves them
         *     itself: the rows the query selected when the job completed, in its output format and compression. A
         *     completed job's `dataFile` is this path as an absolute URL signed like a pre-signed one (`entity`,
         *     `expires`, `signature`: an HMAC over the path, the entity and the expiry, with a secret of this gateway
         *     instance), so any HTTP client downloads it without credentials until it expires, seven days after
         *     completion by the gateway's clock; then it is refused with 403 (`Request has expired`), and an altered
         *     link with 403 too. Without the link's parameters, a bearer token of the job's entity fetches the file.
         */
        get: operations["getDataQueryFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/batch-requests": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit settings requests; each is answered in order with its own status
         * @description Settings URLs: `/billing-rules` (`creditMemoReasonCodeRequired`: a credit memo needs `reasonCode`;
         *     `generateInvoiceForZeroAmount`: an order preview of zero amount shows an invoice), `/accounting-rules`
         *     (`allowCreationInClosedPeriod`: a credit memo may be dated in a closed period;
         *     `allowBlankAccountingCodes`: a credit memo may be made from a charge without an accounting code),
         *     `/payment-terms` (GET, POST; `/payment-terms/{id}` GET) and `/custom-events` (`{"enabled": true}`,
         *     tenant-wide and final: every token issued before stops working).
         */
        post: operations["submitSettingsBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounting-periods": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        /** List accounting periods, earliest first */
        get: operations["listAccountingPeriods"];
        put?: never;
        /**
         * Create an accounting period (no overlap; contiguous with the latest period)
         * @description `endDate` must not be before `startDate`, and a new period must start the day after the last period ends and not overlap another (400 `50000020` / `50000030` otherwise).
         */
        post: operations["createAccountingPeriod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounting-periods/{apId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The accounting period's id. */
                apId: string;
            };
            cookie?: never;
        };
        /** Retrieve an accounting period */
        get: operations["getAccountingPeriod"];
        /** Update an accounting period */
        put: operations["updateAccountingPeriod"];
        post?: never;
        /** Delete the most recent accounting period, when it is open */
        delete: operations["deleteAccountingPeriod"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounting-periods/{apId}/close": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The accounting period's id. */
                apId: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Close an accounting period */
        put: operations["closeAccountingPeriod"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounting-periods/{apId}/pending-close": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The accounting period's id. */
                apId: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Set an accounting period to pending close */
        put: operations["pendingCloseAccountingPeriod"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounting-periods/{apId}/reopen": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The accounting period's id. */
                apId: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Reopen a closed or pending-close accounting period */
        put: operations["reopenAccountingPeriod"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounting-periods/{apId}/run-trial-balance": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The accounting period's id. */
                apId: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Run the trial balance of an open accounting period */
        put: operations["runTrialBalance"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounting-codes": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        /** List accounting codes */
        get: operations["listAccountingCodes"];
        put?: never;
        /** Create an accounting code (names are unique) */
        post: operations["createAccountingCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounting-codes/{acId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The accounting code's id. */
                acId: string;
            };
            cookie?: never;
        };
        /** Retrieve an accounting code */
        get: operations["getAccountingCode"];
        /** Update an accounting code */
        put: operations["updateAccountingCode"];
        post?: never;
        /** Delete an accounting code that no catalog charge uses */
        delete: operations["deleteAccountingCode"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounting-codes/{acId}/deactivate": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The accounting code's id. */
                acId: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Deactivate an active accounting code */
        put: operations["deactivateAccountingCode"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account with its bill-to (and sold-to) contact
         * @description Some fields exist only in some minor versions (the `billing-version` header, `186.0` when absent):
         *     `invoice` from 196.0 through 207.0, `collect` from 196.0, `runBilling` and `targetDate` from 211.0.
         *     A field sent under a version that lacks it is refused with 400 `50000020`, naming the versions that
         *     have it.
         */
        post: operations["createAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/billing-documents/files/deletion-jobs": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a job that hard-deletes the billing document files of accounts
         * @description Every id in `accountIds` must name an existing account; an unknown one is refused with 400 `50000020`.
         */
        post: operations["createFileDeletionJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/billing-documents/files/deletion-jobs/{jobId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                jobId: string;
            };
            cookie?: never;
        };
        /** Retrieve a file deletion job; its status follows the clock */
        get: operations["getFileDeletionJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/async/orders/preview": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Preview an order asynchronously; the job's result is the previewed charges */
        post: operations["previewOrderAsync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/async-jobs/{jobId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                jobId: string;
            };
            cookie?: never;
        };
        /**
         * Retrieve an asynchronous job and, once completed, its result
         * @description The status of an asynchronous job (an order preview); a completed one carries its result.
         */
        get: operations["getAsyncJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bulk/{bulkKey}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The mass action's key, as its start answered it. */
                bulkKey: string;
            };
            cookie?: never;
        };
        /**
         * Retrieve a mass action; its progress follows the clock
         * @description The status and progress of a mass action, which advance with the gateway's clock.
         */
        get: operations["getMassAction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bulk/{bulkKey}/stop": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The mass action's key, as its start answered it. */
                bulkKey: string;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Stop a mass action that is still pending or processing
         * @description Only a mass action that has not finished (`Pending` or `Processing`) can be stopped; any other is refused with 400 `50000030`.
         */
        put: operations["stopMassAction"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/catalog/product/{productId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The product's id. */
                productId: string;
            };
            cookie?: never;
        };
        /** Retrieve a product */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/rateplan/{productId}/productRatePlan": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                productId: string;
            };
            cookie?: never;
        };
        /** List the rate plans of a product (the `productRatePlans` URL of a product from version 230.0) */
        get: operations["listProductRatePlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notification-history/email": {
        parameters: {
            query?: {
                accountId?: string;
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        /** The email notifications sent, newest first */
        get: operations["listEmailNotificationHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/notification-history/callout": {
        parameters: {
            query?: {
                accountId?: string;
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        /** The callout notifications sent and their delivery, newest first */
        get: operations["listCalloutNotificationHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/catalog/products": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        /** List the products of the catalog */
        get: operations["listProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/catalog/products/{productId}/share": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The product's id. */
                productId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Share a product of the current entity with child entities
         * @description Products can be shared only on a tenant with multi-entity enabled, and a product shared from another entity cannot be shared again; otherwise 400 `50000030`.
         */
        post: operations["shareProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charge-revenue-summaries/subscription-charges/{chargeKey}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The subscription charge's id or number (e.g. `C-00000011`). */
                chargeKey: string;
            };
            cookie?: never;
        };
        /** Charge revenue summary of a subscription charge (id or number) */
        get: operations["getChargeRevenueSummaryByChargeKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charge-revenue-summaries/{crsNumber}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The charge revenue summary's number. */
                crsNumber: string;
            };
            cookie?: never;
        };
        /** All details of a charge revenue summary */
        get: operations["getChargeRevenueSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/connections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Establish a connection with an account's username and password */
        post: operations["createConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contacts/{contactId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                contactId: string;
            };
            cookie?: never;
        };
        /**
         * Retrieve a contact
         * @description A contact of an account; after a scrub its personal fields read `xxxxx`.
         */
        get: operations["getContact"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/contacts/{contactId}/scrub": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                contactId: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Replace the personal data of a contact with dummy values */
        put: operations["scrubContact"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/creditmemos": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List credit memos, filtered and sorted
         * @description Each filter parameter keeps the memos whose field of the same name equals it. `sort` takes up to two
         *     comma-separated `<operator><field>` terms: `-` ascending, `+` descending, no operator descending;
         *     default descending by `number`.
         */
        get: operations["listCreditMemos"];
        put?: never;
        /**
         * Create a credit memo from product rate plan charges
         * @description Every charge names the product rate plan charge it credits: `chargeId` through version 256.0,
         *     `productRatePlanChargeId` from 257.0 (the `billing-version` header, `186.0` when absent); a charge
         *     with neither fails validation. The other version-gated fields of a charge are `memoItemAmount`
         *     (through 223.0) and `amount` (from 224.0), `comment` (through 256.0) and `description` (from 257.0).
         *     A field sent under a version that lacks it is refused with 400 `50000020`, naming the versions that
         *     have it.
         */
        post: operations["createCreditMemo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/creditmemos/{creditMemoId}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                creditMemoId: string;
            };
            cookie?: never;
        };
        /** Retrieve a credit memo */
        get: operations["getCreditMemo"];
        /** Update a draft credit memo */
        put: operations["updateCreditMemo"];
        post?: never;
        /**
         * Delete a cancelled credit memo
         * @description Only a cancelled credit memo can be deleted; any other is refused with 400 `50000030`.
         */
        delete: operations["deleteCreditMemo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/creditmemos/{creditMemoId}/items/{cmitemid}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                creditMemoId: string;
                cmitemid: string;
            };
            cookie?: never;
        };
        /** Retrieve a credit memo item */
        get: operations["getCreditMemoItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/creditmemos/{creditMemoId}/apply": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                creditMemoId: string;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Apply a posted credit memo to posted invoices
         * @description The `effectiveDate` must not fall in a closed accounting period (400 `50000020`).
         */
        put: operations["applyCreditMemo"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/creditmemos/{creditMemoId}/cancel": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                creditMemoId: string;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Cancel a draft credit memo
         * @description Only a draft credit memo can be cancelled; any other is refused with 400 `50000030`.
         */
        put: operations["cancelCreditMemo"];
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
        Reason: {
            /**
             * @description An 8-digit code on /v1 operations (resource code + category), a name elsewhere.
             * @example 50000040
             */
            code: number | string;
            message: string;
        };
        V1Error: {
            /** @enum {boolean} */
            success: false;
            /** @example CBCFED6580B4E076 */
            processId: string;
            reasons: components["schemas"]["Reason"][];
        };
        EventsError: {
            reasons: components["schemas"]["Reason"][];
        };
        Success: {
            success: boolean;
        };
        IdResult: {
            success: boolean;
            id: string;
        };
        /**
         * Format: date
         * @example 2026-01-31
         */
        Date: string;
        /**
         * @description `yyyy-mm-dd hh:mm:ss` in UTC, as the v1 API writes times.
         * @example 2026-01-15 10:30:00
         */
        DateTime: string;
        EventType: {
            /** @example CreditMemoPosted */
            name: string;
            displayName?: string;
            description?: string;
        };
        EventTrigger: {
            id: string;
            baseObject: string;
            condition: string;
            description?: string;
            active: boolean;
            eventType: components["schemas"]["EventType"];
        };
        EventTriggerCreate: {
            /** @example CreditMemo */
            baseObject: string;
            /** @example changeType == 'UPDATE' && CreditMemo.Status == 'Posted' */
            condition: string;
            description?: string;
            /** @description True when absent. */
            active?: boolean;
            eventType: components["schemas"]["EventType"];
        };
        EventTriggerUpdate: {
            active?: boolean;
            condition?: string;
            description?: string;
            eventType?: {
                displayName?: string;
                description?: string;
            };
        };
        EventTriggerPage: {
            data: components["schemas"]["EventTrigger"][];
            /** @description The query of the next page, when more remain. */
            next?: string;
        };
        EmailTemplate: {
            id: string;
            name: string;
            eventTypeName: string;
            description?: string;
            emailSubject: string;
            emailBody: string;
            /** @enum {string} */
            fromEmailType?: "TenantEmail" | "SpecificEmail";
            fromEmailAddress?: string;
            /** @enum {string} */
            toEmailType?: "BillToContact" | "SoldToContact" | "SpecificEmails" | "TenantAdmin" | "RunOwner";
            toEmailAddress?: string;
            isHtml?: boolean;
            active: boolean;
            createdBy?: string;
            /** Format: date-time */
            createdOn?: string;
            updatedBy?: string;
            /** Format: date-time */
            updatedOn?: string;
        };
        EmailTemplateCreate: {
            /** @example Credit memo posted */
            name: string;
            /** @example CreditMemoPosted */
            eventTypeName: string;
            description?: string;
            /** @example Your credit memo <CreditMemo.Number> */
            emailSubject: string;
            /** @example A credit of <CreditMemo.Amount> was posted to your account. */
            emailBody: string;
            /** @enum {string} */
            fromEmailType?: "TenantEmail" | "SpecificEmail";
            /** Format: email */
            fromEmailAddress?: string;
            /** @enum {string} */
            toEmailType?: "BillToContact" | "SoldToContact" | "SpecificEmails" | "TenantAdmin" | "RunOwner";
            toEmailAddress?: string;
            isHtml?: boolean;
            active?: boolean;
        };
        EmailTemplateUpdate: {
            name?: string;
            description?: string;
            emailSubject?: string;
            emailBody?: string;
            /** @enum {string} */
            fromEmailType?: "TenantEmail" | "SpecificEmail";
            /** Format: email */
            fromEmailAddress?: string;
            /** @enum {string} */
            toEmailType?: "BillToContact" | "SoldToContact" | "SpecificEmails" | "TenantAdmin" | "RunOwner";
            toEmailAddress?: string;
            isHtml?: boolean;
            active?: boolean;
        };
        EmailTemplatePage: {
            data: components["schemas"]["EmailTemplate"][];
            next?: string;
        };
        NotificationDefinition: {
            id: string;
            name: string;
            description?: string;
            eventTypeName: string;
            profileId: string;
            emailTemplateId?: string;
            emailActive?: boolean;
            calloutActive?: boolean;
            active: boolean;
            /** Format: date-time */
            createdOn?: string;
            /** Format: date-time */
            updatedOn?: string;
        };
        NotificationDefinitionPage: {
            data: components["schemas"]["NotificationDefinition"][];
            next?: string;
        };
        HistoryDeletionTask: {
            id: string;
            accountId: string;
            /** @enum {string} */
            status: "Pending" | "Processing" | "Completed";
            /** @description Notification history records of the account the task deletes. */
            deletedRecords?: number;
            /** Format: date-time */
            createdOn: string;
            /** Format: date-time */
            completedOn?: string;
        };
        QueryJobCreate: components["schemas"]["QueryJobFields"] & ({
            /** @enum {unknown} */
            outputFormat?: "DSV";
        } | {
            /** @enum {unknown} */
            outputFormat?: "JSON" | "CSV" | "TSV";
        });
        QueryJobFields: {
            /**
             * @description `SELECT <columns> FROM <object> [WHERE <conditions>]`, keywords in any case.
             * @example select Id, Name from Account
             */
            query: string;
            /** @enum {string} */
            outputFormat: "JSON" | "CSV" | "TSV" | "DSV";
            /** @enum {string} */
            compression: "NONE" | "GZIP" | "ZIP";
            /**
             * @description The column separator of DSV output; required for DSV, and only taken with DSV.
             * @example |
             */
            columnSeparator?: string;
            /** @description Read only the deleted records (a query selecting `deleted` reads both kinds). */
            readDeleted?: boolean;
            useIndexJoin?: boolean;
        };
        QueryJob: {
            id: string;
            query: string;
            /** @enum {string} */
            queryStatus: "submitted" | "in_progress" | "completed" | "failed" | "cancelled";
            outputFormat: string;
            compression: string;
            columnSeparator?: string;
            readDeleted?: boolean;
            outputRows?: number;
            /** @description Milliseconds. */
            processingTime?: number;
            /**
             * @description Once completed: the absolute, signed URL of the results file, which any HTTP client downloads
             *     without credentials until it expires seven days after completion.
             */
            dataFile?: string;
            errorMessage?: string;
            createdBy?: string;
            /** Format: date-time */
            createdOn: string;
            /** Format: date-time */
            updatedOn: string;
        };
        QueryJobEnvelope: {
            data: components["schemas"]["QueryJob"];
        };
        SettingsSubRequest: {
            id: string;
            /** @enum {string} */
            method: "GET" | "PUT" | "POST" | "DELETE" | "PATCH";
            /** @example /billing-rules */
            url: string;
            body?: {
                [key: string]: unknown;
            };
        };
        SettingsBatchRequest: {
            requests: components["schemas"]["SettingsSubRequest"][];
        };
        SettingsSubResponse: {
            id: string;
            method: string;
            url: string;
            /** @example 200 OK */
            status: string;
            response?: {
                [key: string]: unknown;
            };
        };
        SettingsBatchResponse: {
            responses: components["schemas"]["SettingsSubResponse"][];
        };
        AccountingPeriod: {
            id: string;
            name: string;
            startDate: components["schemas"]["Date"];
            /** Format: date */
            endDate?: string | null;
            /** @enum {string} */
            status: "Open" | "PendingClose" | "Closed";
            fiscalYear: number;
            fiscalQuarter?: number | null;
            notes?: string | null;
            /** @enum {string} */
            runTrialBalanceStatus: "Pending" | "Processing" | "Completed";
            runTrialBalanceStart?: string | null;
            runTrialBalanceEnd?: string | null;
            createdBy?: string;
            createdOn: components["schemas"]["DateTime"];
            updatedBy?: string;
            updatedOn: components["schemas"]["DateTime"];
        };
        AccountingPeriodResult: components["schemas"]["AccountingPeriod"] & components["schemas"]["Success"];
        AccountingPeriodPage: {
            success: boolean;
            accountingPeriods: components["schemas"]["AccountingPeriod"][];
            nextPage?: string;
        };
        AccountingPeriodCreate: {
            /** @example Jul 2026 */
            name: string;
            startDate: components["schemas"]["Date"];
            endDate: components["schemas"]["Date"];
            /** @example 2026 */
            fiscalYear: number;
            fiscalQuarter?: number;
            notes?: string;
        };
        AccountingPeriodUpdate: {
            name?: string;
            startDate?: components["schemas"]["Date"];
            endDate?: components["schemas"]["Date"];
            fiscalYear?: number;
            fiscalQuarter?: number;
            notes?: string;
        };
        /** @enum {string} */
        AccountingCodeType: "AccountsReceivable" | "On-Account Receivable" | "Cash" | "OtherAssets" | "CustomerCashOnAccount" | "DeferredRevenue" | "SalesTaxPayable" | "OtherLiabilities" | "SalesRevenue" | "SalesDiscounts" | "OtherRevenue" | "OtherEquity" | "BadDebt" | "OtherExpenses";
        AccountingCode: {
            id: string;
            name: string;
            type: components["schemas"]["AccountingCodeType"];
            /** @enum {string} */
            category: "Assets" | "Liabilities" | "Equity" | "Revenue" | "Expenses";
            glAccountName?: string;
            glAccountNumber?: string;
            notes?: string;
            /** @enum {string} */
            status: "Active" | "Inactive";
            createdBy?: string;
            createdOn: components["schemas"]["DateTime"];
            updatedBy?: string;
            updatedOn: components["schemas"]["DateTime"];
        };
        AccountingCodeResult: components["schemas"]["AccountingCode"] & components["schemas"]["Success"];
        AccountingCodePage: {
            success: boolean;
            accountingCodes: components["schemas"]["AccountingCode"][];
            nextPage?: string;
        };
        AccountingCodeCreate: {
            /** @example Deferred subscription revenue */
            name: string;
            /** @description Zuora keeps the one AccountsReceivable code; no other code can be given its type. */
            type: components["schemas"]["AccountingCodeType"] & unknown;
            glAccountName?: string;
            glAccountNumber?: string;
            notes?: string;
        };
        AccountingCodeUpdate: {
            name?: string;
            /** @description Zuora keeps the one AccountsReceivable code; no other code can be given its type. */
            type?: components["schemas"]["AccountingCodeType"] & unknown;
            glAccountName?: string;
            glAccountNumber?: string;
            notes?: string;
        };
        ContactFields: {
            firstName?: string;
            lastName?: string;
            nickname?: string;
            workEmail?: string;
            personalEmail?: string;
            workPhone?: string;
            mobilePhone?: string;
            homePhone?: string;
            fax?: string;
            address1?: string;
            address2?: string;
            city?: string;
            state?: string;
            county?: string;
            zipCode?: string;
            country?: string;
            taxRegion?: string;
        };
        ContactCreate: components["schemas"]["ContactFields"] & {
            /** @example Ada */
            firstName: string;
            /** @example Lovelace */
            lastName: string;
        };
        ContactResult: components["schemas"]["ContactFields"] & {
            id: string;
            accountId: string;
            success: boolean;
        };
        AccountCreate: {
            /** @example Fabrikam Ltd */
            name: string;
            accountNumber?: string;
            /** @example USD */
            currency: string;
            /** @example 1 */
            billCycleDay: number;
            /** @example Net 30 */
            paymentTerm?: string;
            autoPay?: boolean;
            notes?: string;
            billToContact: components["schemas"]["ContactCreate"];
            soldToContact?: components["schemas"]["ContactCreate"];
            /** @description Versions 196.0 to 207.0 only. */
            invoice?: boolean;
            /** @description Version 196.0 and later. */
            collect?: boolean;
            /** @description Version 211.0 and later. */
            runBilling?: boolean;
            /**
             * Format: date
             * @description Version 211.0 and later.
             */
            targetDate?: string;
        };
        AccountCreateResult: {
            success: boolean;
            accountId: string;
            accountNumber: string;
            billToContactId: string;
            soldToContactId: string;
        };
        FileDeletionJobCreate: {
            accountIds: string[];
        };
        FileDeletionJob: {
            success: boolean;
            id: string;
            /** @enum {string} */
            status: "Pending" | "Processing" | "Completed";
            accountIds: string[];
            /** @description Billing document files deleted once the job has completed. */
            deletedFiles?: number;
            createdTime: components["schemas"]["DateTime"];
        };
        OrderPreviewRequest: {
            orderDate: components["schemas"]["Date"];
            /** @example A00000001 */
            existingAccountNumber: string;
            subscriptions: {
                orderActions: {
                    /** @enum {string} */
                    type: "CreateSubscription";
                    createSubscription?: {
                        subscribeToRatePlans: {
                            productRatePlanId: string;
                        }[];
                    };
                }[];
            }[];
            previewOptions?: {
                /** @enum {string} */
                previewThruType?: "SpecificDate" | "NumberOfPeriods";
                specificPreviewThruDate?: components["schemas"]["Date"];
                previewNumberOfPeriods?: number;
            };
        };
        AsyncJobAccepted: {
            success: boolean;
            jobId: string;
        };
        PreviewedCharge: {
            productRatePlanId: string;
            productRatePlanChargeId: string;
            chargeName: string;
            serviceStartDate: components["schemas"]["Date"];
            serviceEndDate: components["schemas"]["Date"];
            amount: number;
        };
        AsyncJob: {
            success: boolean;
            /** @enum {string} */
            status: "Processing" | "Completed" | "Failed";
            errors?: string;
            result?: {
                previewResult: {
                    invoices: {
                        amount: number;
                        invoiceItems: components["schemas"]["PreviewedCharge"][];
                    }[];
                };
            };
        };
        MassAction: {
            success: boolean;
            bulkKey: string;
            actionType: string;
            /** @enum {string} */
            status: "Pending" | "Processing" | "Completed" | "Stopped";
            totalCount: number;
            processedCount: number;
            startedOn?: components["schemas"]["DateTime"];
            endedOn?: components["schemas"]["DateTime"];
        };
        ProductRatePlanCharge: {
            id: string;
            name: string;
            /** @enum {string} */
            type: "OneTime" | "Recurring" | "Usage";
            model: string;
            price: number;
            billingPeriod?: string;
            taxCode?: string;
            taxRate?: number;
            accountingCode?: string;
        };
        ProductRatePlan: {
            id: string;
            name: string;
            status: string;
            productRatePlanCharges: components["schemas"]["ProductRatePlanCharge"][];
        };
        Product: {
            id: string;
            name: string;
            sku: string;
            description?: string;
            category?: string;
            effectiveStartDate: components["schemas"]["Date"];
            effectiveEndDate: components["schemas"]["Date"];
            /** @description The rate plans before version 230.0, their URL from 230.0 on. */
            productRatePlans?: components["schemas"]["ProductRatePlan"][] | string;
        };
        EmailHistory: {
            id: string;
            accountId: string;
            /** @description The event type name. */
            eventCategory: string;
            /** @description The notification definition's name. */
            notification?: string;
            /** Format: date-time */
            sendTime: string;
            toEmail: string;
            subject: string;
            /** @enum {string} */
            result: "Sent" | "Failed";
        };
        CalloutHistory: {
            id: string;
            accountId: string;
            eventCategory: string;
            notification?: string;
            /** Format: date-time */
            createTime: string;
            requestUrl: string;
            /** @enum {string} */
            requestMethod: "POST";
            /** @description The event the callout carries (its request body). */
            eventContext?: {
                [key: string]: unknown;
            };
            attemptedNum: number;
            /** @enum {string} */
            status: "Pending" | "Delivered" | "Failed";
            responseCode?: number;
            errorMessage?: string;
        };
        ProductResult: components["schemas"]["Product"] & components["schemas"]["Success"];
        ProductPage: {
            success: boolean;
            products: components["schemas"]["Product"][];
            nextPage?: string;
        };
        ProductShare: {
            /**
             * @example [
             *       "ent-northwind-us"
             *     ]
             */
            entityIds: string[];
        };
        ChargeRevenueSummary: {
            success: boolean;
            number: string;
            chargeId: string;
            chargeNumber: string;
            subscriptionNumber: string;
            accountId: string;
            currency: string;
            details: {
                accountingPeriodName: string;
                startDate: components["schemas"]["Date"];
                endDate: components["schemas"]["Date"];
                amount: number;
                accountingCode?: string;
            }[];
        };
        /** @enum {string} */
        CreditMemoStatus: "Draft" | "Posted" | "Canceled";
        /** @enum {string} */
        TransferredToAccounting: "Processing" | "Yes" | "No" | "Error" | "Ignore";
        CreditMemo: {
            success: boolean;
            id: string;
            number: string;
            accountId: string;
            amount: number;
            amountWithoutTax: number;
            taxAmount: number;
            totalTaxExemptAmount: number;
            appliedAmount: number;
            unappliedAmount: number;
            refundAmount: number;
            currency: string;
            creditMemoDate: components["schemas"]["Date"];
            /** Format: date */
            targetDate?: string | null;
            status: components["schemas"]["CreditMemoStatus"];
            comment?: string;
            reasonCode?: string;
            referredInvoiceId?: string | null;
            autoApplyUponPosting: boolean;
            excludeFromAutoApplyRules: boolean;
            transferredToAccounting: components["schemas"]["TransferredToAccounting"];
            source?: string;
            createdById: string;
            /** Format: date-time */
            createdDate: string;
            updatedById: string;
            /** Format: date-time */
            updatedDate: string;
            /** Format: date-time */
            postedOn?: string | null;
            /** Format: date-time */
            cancelledOn?: string | null;
            items?: {
                id: string;
                amount: number;
            }[];
        };
        CreditMemoPage: {
            success: boolean;
            creditmemos: components["schemas"]["CreditMemo"][];
            nextPage?: string;
        };
        /** @description A charge names its product rate plan charge, `chargeId` or `productRatePlanChargeId` by version. */
        CreditMemoChargeInput: {
            /** @description Version 256.0 and earlier. */
            chargeId?: string;
            /** @description Version 257.0 and later. */
            productRatePlanChargeId?: string;
            /** @description Version 224.0 and later. */
            amount?: number;
            /** @description Version 223.0 and earlier. */
            memoItemAmount?: number;
            quantity?: number;
            /** @description Version 256.0 and earlier. */
            comment?: string;
            /** @description Version 257.0 and later. */
            description?: string;
            serviceStartDate?: components["schemas"]["Date"];
            serviceEndDate?: components["schemas"]["Date"];
        } & ({
            /** @description Version 256.0 and earlier. */
            chargeId: string;
        } | {
            /** @description Version 257.0 and later. */
            productRatePlanChargeId: string;
        });
        CreditMemoCreate: {
            /** @example 2c92c0f86a8dd422016a9e7a70116b0d */
            accountId: string;
            charges: components["schemas"]["CreditMemoChargeInput"][];
            effectiveDate?: components["schemas"]["Date"];
            comment?: string;
            reasonCode?: string;
            autoPost?: boolean;
            autoApplyUponPosting?: boolean;
            excludeFromAutoApplyRules?: boolean;
            referredInvoiceId?: string;
        };
        CreditMemoUpdate: {
            comment?: string;
            reasonCode?: string;
            effectiveDate?: components["schemas"]["Date"];
            autoApplyUponPosting?: boolean;
            excludeFromAutoApplyRules?: boolean;
            transferredToAccounting?: components["schemas"]["TransferredToAccounting"];
            items?: {
                id: string;
                amount: number;
            }[];
        };
        CreditMemoApply: {
            effectiveDate?: components["schemas"]["Date"];
            invoices: {
                /** @example 2c92c0fb6a8dd4c4016a9e7b1ad04c7e */
                invoiceId: string;
                /** @example 10 */
                amount: number;
            }[];
        };
        TaxationItem: {
            id: string;
            name: string;
            taxAmount: number;
            taxRate: number;
            taxCode: string;
            taxMode?: string;
        };
        CreditMemoItemResult: {
            success: boolean;
            id: string;
            amount: number;
            amountWithoutTax: number;
            taxAmount: number;
            appliedAmount: number;
            unappliedAmount: number;
            refundAmount: number;
            quantity: number;
            unitPrice: number;
            sku?: string;
            skuName?: string;
            productRatePlanChargeId?: string;
            serviceStartDate: components["schemas"]["Date"];
            serviceEndDate: components["schemas"]["Date"];
            /** @enum {string} */
            sourceItemType: "ProductRatePlanCharge";
            /** @description Version 256.0 and earlier. */
            comment?: string;
            /** @description Version 257.0 and later. */
            description?: string;
            /** @description Version 238.0 and earlier. */
            creditTaxItems?: components["schemas"]["TaxationItem"][];
            /** @description Version 239.0 and later. */
            taxationItems?: {
                data: components["schemas"]["TaxationItem"][];
            };
        };
    };
    responses: {
        /** @description Done. */
        V1Success: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Success"];
            };
        };
        /** @description An error in the v1 format. */
        V1Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["V1Error"];
            };
        };
        /** @description An error in the events, notifications, query and settings format. */
        EventsError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["EventsError"];
            };
        };
    };
    parameters: {
        /**
         * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
         *     `:` `;` `"` `'`.
         */
        TrackId: string;
        /** @description The entity to act in; required when the token is valid for more than one entity. */
        EntityIds: string;
        /** @description The minor version (default `186.0`); it governs the fields the operations name. */
        Version: string;
        Id: string;
        Start: number;
        Limit: number;
        Page: number;
        PageSize: number;
        FromTimestamp: string;
        ToTimestamp: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    exportChargeMetrics: {
        parameters: {
            query: {
                fromTimestamp: components["parameters"]["FromTimestamp"];
                toTimestamp: components["parameters"]["ToTimestamp"];
            };
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The exported records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json-seq": unknown;
                    "text/csv": unknown;
                };
            };
            default: components["responses"]["EventsError"];
        };
    };
    exportDiscountAllocationDetails: {
        parameters: {
            query: {
                fromTimestamp: components["parameters"]["FromTimestamp"];
                toTimestamp: components["parameters"]["ToTimestamp"];
            };
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The exported records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json-seq": unknown;
                    "text/csv": unknown;
                };
            };
            default: components["responses"]["EventsError"];
        };
    };
    listEventTriggers: {
        parameters: {
            query?: {
                baseObject?: string;
                eventTypeName?: string;
                active?: boolean;
                start?: components["parameters"]["Start"];
                limit?: components["parameters"]["Limit"];
            };
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of triggers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTriggerPage"];
                };
            };
            default: components["responses"]["EventsError"];
        };
    };
    createEventTrigger: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventTriggerCreate"];
            };
        };
        responses: {
            /** @description The new trigger. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTrigger"];
                };
            };
            default: components["responses"]["EventsError"];
        };
    };
    getEventTrigger: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The trigger. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTrigger"];
                };
            };
            default: components["responses"]["EventsError"];
        };
    };
    updateEventTrigger: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventTriggerUpdate"];
            };
        };
        responses: {
            /** @description The updated trigger. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTrigger"];
                };
            };
            default: components["responses"]["EventsError"];
        };
    };
    deleteEventTrigger: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["EventsError"];
        };
    };
    listEmailTemplates: {
        parameters: {
            query?: {
                start?: components["parameters"]["Start"];
                limit?: components["parameters"]["Limit"];
                eventTypeName?: string;
                name?: string;
            };
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of templates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplatePage"];
                };
            };
            default: components["responses"]["EventsError"];
        };
    };
    createEmailTemplate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailTemplateCreate"];
            };
        };
        responses: {
            /** @description The new template. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplate"];
                };
            };
            default: components["responses"]["EventsError"];
        };
    };
    getEmailTemplate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplate"];
                };
            };
            default: components["responses"]["EventsError"];
        };
    };
    updateEmailTemplate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailTemplateUpdate"];
            };
        };
        responses: {
            /** @description The updated template. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailTemplate"];
                };
            };
            default: components["responses"]["EventsError"];
        };
    };
    deleteEmailTemplate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["EventsError"];
        };
    };
    listNotificationDefinitions: {
        parameters: {
            query?: {
                start?: components["parameters"]["Start"];
                limit?: components["parameters"]["Limit"];
                profileId?: string;
                eventTypeName?: string;
                emailTemplateId?: string;
            };
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of definitions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationDefinitionPage"];
                };
            };
            default: components["responses"]["EventsError"];
        };
    };
    deleteNotificationHistory: {
        parameters: {
            query: {
                accountId: string;
            };
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deletion task, as it starts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistoryDeletionTask"];
                };
            };
            default: components["responses"]["EventsError"];
        };
    };
    getNotificationHistoryDeletionTask: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The task. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistoryDeletionTask"];
                };
            };
            default: components["responses"]["EventsError"];
        };
    };
    submitDataQuery: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QueryJobCreate"];
            };
        };
        responses: {
            /** @description The accepted job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryJobEnvelope"];
                };
            };
            default: components["responses"]["EventsError"];
        };
    };
    getDataQueryJob: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The query job's id, as the submit answered it. */
                queryJobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryJobEnvelope"];
                };
            };
            default: components["responses"]["EventsError"];
        };
    };
    cancelDataQueryJob: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The query job's id, as the submit answered it. */
                queryJobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueryJobEnvelope"];
                };
            };
            default: components["responses"]["EventsError"];
        };
    };
    getDataQueryFile: {
        parameters: {
            query?: {
                /** @description The entity the signed link was made for. */
                entity?: string;
                /** @description The signed link's expiry, in seconds since the epoch. */
                expires?: string;
                /** @description The signed link's signature. */
                signature?: string;
            };
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                queryJobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The results file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                    "text/csv": unknown;
                    "text/tab-separated-values": unknown;
                    "text/plain": unknown;
                    "application/gzip": unknown;
                    "application/zip": unknown;
                };
            };
            default: components["responses"]["EventsError"];
        };
    };
    submitSettingsBatch: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettingsBatchRequest"];
            };
        };
        responses: {
            /** @description One response per request, in order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsBatchResponse"];
                };
            };
            default: components["responses"]["EventsError"];
        };
    };
    listAccountingPeriods: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of periods. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountingPeriodPage"];
                };
            };
            default: components["responses"]["V1Error"];
        };
    };
    createAccountingPeriod: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountingPeriodCreate"];
            };
        };
        responses: {
            /** @description The new period's id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdResult"];
                };
            };
            default: components["responses"]["V1Error"];
        };
    };
    getAccountingPeriod: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The accounting period's id. */
                apId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The period; its trial balance status follows the clock. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountingPeriodResult"];
                };
            };
            default: components["responses"]["V1Error"];
        };
    };
    updateAccountingPeriod: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The accounting period's id. */
                apId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountingPeriodUpdate"];
            };
        };
        responses: {
            200: components["responses"]["V1Success"];
            default: components["responses"]["V1Error"];
        };
    };
    deleteAccountingPeriod: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The accounting period's id. */
                apId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["V1Success"];
            default: components["responses"]["V1Error"];
        };
    };
    closeAccountingPeriod: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The accounting period's id. */
                apId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["V1Success"];
            default: components["responses"]["V1Error"];
        };
    };
    pendingCloseAccountingPeriod: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The accounting period's id. */
                apId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["V1Success"];
            default: components["responses"]["V1Error"];
        };
    };
    reopenAccountingPeriod: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The accounting period's id. */
                apId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["V1Success"];
            default: components["responses"]["V1Error"];
        };
    };
    runTrialBalance: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The accounting period's id. */
                apId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["V1Success"];
            default: components["responses"]["V1Error"];
        };
    };
    listAccountingCodes: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of codes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountingCodePage"];
                };
            };
            default: components["responses"]["V1Error"];
        };
    };
    createAccountingCode: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountingCodeCreate"];
            };
        };
        responses: {
            /** @description The new code's id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdResult"];
                };
            };
            default: components["responses"]["V1Error"];
        };
    };
    getAccountingCode: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The accounting code's id. */
                acId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The code. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountingCodeResult"];
                };
            };
            default: components["responses"]["V1Error"];
        };
    };
    updateAccountingCode: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The accounting code's id. */
                acId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountingCodeUpdate"];
            };
        };
        responses: {
            200: components["responses"]["V1Success"];
            default: components["responses"]["V1Error"];
        };
    };
    deleteAccountingCode: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The accounting code's id. */
                acId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["V1Success"];
            default: components["responses"]["V1Error"];
        };
    };
    deactivateAccountingCode: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The accounting code's id. */
                acId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["V1Success"];
            default: components["responses"]["V1Error"];
        };
    };
    createAccount: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountCreate"];
            };
        };
        responses: {
            /** @description The new account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountCreateResult"];
                };
            };
            default: components["responses"]["V1Error"];
        };
    };
    createFileDeletionJob: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FileDeletionJobCreate"];
            };
        };
        responses: {
            /** @description The job, as it starts. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileDeletionJob"];
                };
            };
            default: components["responses"]["V1Error"];
        };
    };
    getFileDeletionJob: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileDeletionJob"];
                };
            };
            default: components["responses"]["V1Error"];
        };
    };
    previewOrderAsync: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderPreviewRequest"];
            };
        };
        responses: {
            /** @description The accepted job. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJobAccepted"];
                };
            };
            default: components["responses"]["V1Error"];
        };
    };
    getAsyncJob: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsyncJob"];
                };
            };
            default: components["responses"]["V1Error"];
        };
    };
    getMassAction: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The mass action's key, as its start answered it. */
                bulkKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mass action. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MassAction"];
                };
            };
            default: components["responses"]["V1Error"];
        };
    };
    stopMassAction: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The mass action's key, as its start answered it. */
                bulkKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["V1Success"];
            default: components["responses"]["V1Error"];
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The product's id. */
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductResult"];
                };
            };
            default: components["responses"]["V1Error"];
        };
    };
    listProductRatePlans: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product's rate plans. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        productRatePlans: components["schemas"]["ProductRatePlan"][];
                        nextPage?: string;
                    };
                };
            };
            default: components["responses"]["V1Error"];
        };
    };
    listEmailNotificationHistory: {
        parameters: {
            query?: {
                accountId?: string;
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The email history. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        emailHistories: components["schemas"]["EmailHistory"][];
                        nextPage?: string;
                    };
                };
            };
            default: components["responses"]["V1Error"];
        };
    };
    listCalloutNotificationHistory: {
        parameters: {
            query?: {
                accountId?: string;
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The callout history. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        calloutHistories: components["schemas"]["CalloutHistory"][];
                        nextPage?: string;
                    };
                };
            };
            default: components["responses"]["V1Error"];
        };
    };
    listProducts: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
            };
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of products. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductPage"];
                };
            };
            default: components["responses"]["V1Error"];
        };
    };
    shareProduct: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The product's id. */
                productId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductShare"];
            };
        };
        responses: {
            200: components["responses"]["V1Success"];
            default: components["responses"]["V1Error"];
        };
    };
    getChargeRevenueSummaryByChargeKey: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The subscription charge's id or number (e.g. `C-00000011`). */
                chargeKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargeRevenueSummary"];
                };
            };
            default: components["responses"]["V1Error"];
        };
    };
    getChargeRevenueSummary: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                /** @description The charge revenue summary's number. */
                crsNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChargeRevenueSummary"];
                };
            };
            default: components["responses"]["V1Error"];
        };
    };
    createConnection: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
                apiAccessKeyId: string;
                apiSecretAccessKey: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Zuora requires `Content-Type` `application/json`; the connection itself carries no fields. */
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            200: components["responses"]["V1Success"];
            default: components["responses"]["V1Error"];
        };
    };
    getContact: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                contactId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contact. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactResult"];
                };
            };
            default: components["responses"]["V1Error"];
        };
    };
    scrubContact: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                contactId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["V1Success"];
            default: components["responses"]["V1Error"];
        };
    };
    listCreditMemos: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                pageSize?: components["parameters"]["PageSize"];
                accountId?: string;
                amount?: number;
                appliedAmount?: number;
                autoApplyUponPosting?: boolean;
                createdById?: string;
                createdDate?: string;
                creditMemoDate?: string;
                currency?: string;
                excludeFromAutoApplyRules?: boolean;
                number?: string;
                referredInvoiceId?: string;
                refundAmount?: number;
                status?: components["schemas"]["CreditMemoStatus"];
                targetDate?: string;
                taxAmount?: number;
                totalTaxExemptAmount?: number;
                transferredToAccounting?: components["schemas"]["TransferredToAccounting"];
                unappliedAmount?: number;
                updatedById?: string;
                updatedDate?: string;
                /**
                 * @description Up to two sortable fields, comma separated, each `<operator><field_name>`: `-` ascending, `+` (or
                 *     a form-encoded space) or none descending.
                 */
                sort?: string;
            };
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of credit memos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditMemoPage"];
                };
            };
            default: components["responses"]["V1Error"];
        };
    };
    createCreditMemo: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditMemoCreate"];
            };
        };
        responses: {
            /** @description The new credit memo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditMemo"];
                };
            };
            default: components["responses"]["V1Error"];
        };
    };
    getCreditMemo: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                creditMemoId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The credit memo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditMemo"];
                };
            };
            default: components["responses"]["V1Error"];
        };
    };
    updateCreditMemo: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                creditMemoId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditMemoUpdate"];
            };
        };
        responses: {
            /** @description The updated credit memo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditMemo"];
                };
            };
            default: components["responses"]["V1Error"];
        };
    };
    deleteCreditMemo: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                creditMemoId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["V1Success"];
            default: components["responses"]["V1Error"];
        };
    };
    getCreditMemoItem: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                creditMemoId: string;
                cmitemid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditMemoItemResult"];
                };
            };
            default: components["responses"]["V1Error"];
        };
    };
    applyCreditMemo: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                creditMemoId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditMemoApply"];
            };
        };
        responses: {
            /** @description The credit memo after the application. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditMemo"];
                };
            };
            default: components["responses"]["V1Error"];
        };
    };
    cancelCreditMemo: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A tracing identifier, echoed in the response headers: US-ASCII, at most 64 characters, none of
                 *     `:` `;` `"` `'`.
                 */
                "Billing-Track-Id"?: components["parameters"]["TrackId"];
                /** @description The entity to act in; required when the token is valid for more than one entity. */
                "Billing-Entity-Ids"?: components["parameters"]["EntityIds"];
                /** @description The minor version (default `186.0`); it governs the fields the operations name. */
                "billing-version"?: components["parameters"]["Version"];
            };
            path: {
                creditMemoId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled credit memo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditMemo"];
                };
            };
            default: components["responses"]["V1Error"];
        };
    };
}
