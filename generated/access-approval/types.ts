// generated from specs/access-approval.yaml — do not edit; run `make generate`
/* eslint-disable */

export interface paths {
    "/v1/projects/{project}/approvalRequests": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id or number. */
                project: components["parameters"]["project"];
            };
            cookie?: never;
        };
        /** List the approval requests of a project, newest first */
        get: operations["listProjectApprovalRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/projects/{project}/approvalRequests/{approvalRequest}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id or number. */
                project: components["parameters"]["project"];
                /** @description Id of the approval request, the last part of its name. */
                approvalRequest: components["parameters"]["approvalRequest"];
            };
            cookie?: never;
        };
        /** Get an approval request */
        get: operations["getProjectApprovalRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/projects/{project}/approvalRequests/{approvalRequest}:approve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id or number. */
                project: components["parameters"]["project"];
                /** @description Id of the approval request, the last part of its name. */
                approvalRequest: components["parameters"]["approvalRequest"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending request; returns the updated request */
        post: operations["approveProjectApprovalRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/projects/{project}/approvalRequests/{approvalRequest}:dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id or number. */
                project: components["parameters"]["project"];
                /** @description Id of the approval request, the last part of its name. */
                approvalRequest: components["parameters"]["approvalRequest"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismiss a pending request; returns the updated request */
        post: operations["dismissProjectApprovalRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/projects/{project}/approvalRequests/{approvalRequest}:invalidate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id or number. */
                project: components["parameters"]["project"];
                /** @description Id of the approval request, the last part of its name. */
                approvalRequest: components["parameters"]["approvalRequest"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invalidate this single approval; returns the updated request */
        post: operations["invalidateProjectApprovalRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/projects/{project}/accessApprovalSettings": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id or number. */
                project: components["parameters"]["project"];
            };
            cookie?: never;
        };
        /** The project's settings, with what it inherits */
        get: operations["getProjectAccessApprovalSettings"];
        put?: never;
        post?: never;
        /** Delete the project's own settings; ancestors' enrolment still applies */
        delete: operations["deleteProjectAccessApprovalSettings"];
        options?: never;
        head?: never;
        /** Update the project's notification_emails and enrolled_services */
        patch: operations["updateProjectAccessApprovalSettings"];
        trace?: never;
    };
    "/v1/folders/{folder}/approvalRequests": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Folder number. */
                folder: components["parameters"]["folder"];
            };
            cookie?: never;
        };
        /** List the approval requests of a folder, newest first */
        get: operations["listFolderApprovalRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/folders/{folder}/approvalRequests/{approvalRequest}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Folder number. */
                folder: components["parameters"]["folder"];
                /** @description Id of the approval request, the last part of its name. */
                approvalRequest: components["parameters"]["approvalRequest"];
            };
            cookie?: never;
        };
        /** Get an approval request */
        get: operations["getFolderApprovalRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/folders/{folder}/approvalRequests/{approvalRequest}:approve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Folder number. */
                folder: components["parameters"]["folder"];
                /** @description Id of the approval request, the last part of its name. */
                approvalRequest: components["parameters"]["approvalRequest"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending request; returns the updated request */
        post: operations["approveFolderApprovalRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/folders/{folder}/approvalRequests/{approvalRequest}:dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Folder number. */
                folder: components["parameters"]["folder"];
                /** @description Id of the approval request, the last part of its name. */
                approvalRequest: components["parameters"]["approvalRequest"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismiss a pending request; returns the updated request */
        post: operations["dismissFolderApprovalRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/folders/{folder}/approvalRequests/{approvalRequest}:invalidate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Folder number. */
                folder: components["parameters"]["folder"];
                /** @description Id of the approval request, the last part of its name. */
                approvalRequest: components["parameters"]["approvalRequest"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invalidate this single approval; returns the updated request */
        post: operations["invalidateFolderApprovalRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/folders/{folder}/accessApprovalSettings": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Folder number. */
                folder: components["parameters"]["folder"];
            };
            cookie?: never;
        };
        /** The folder's settings, with what it inherits */
        get: operations["getFolderAccessApprovalSettings"];
        put?: never;
        post?: never;
        /** Delete the folder's own settings; ancestors' enrolment still applies */
        delete: operations["deleteFolderAccessApprovalSettings"];
        options?: never;
        head?: never;
        /** Update the folder's notification_emails and enrolled_services */
        patch: operations["updateFolderAccessApprovalSettings"];
        trace?: never;
    };
    "/v1/organizations/{organization}/approvalRequests": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organization number. */
                organization: components["parameters"]["organization"];
            };
            cookie?: never;
        };
        /** List the approval requests of an organization, newest first */
        get: operations["listOrganizationApprovalRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/organizations/{organization}/approvalRequests/{approvalRequest}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organization number. */
                organization: components["parameters"]["organization"];
                /** @description Id of the approval request, the last part of its name. */
                approvalRequest: components["parameters"]["approvalRequest"];
            };
            cookie?: never;
        };
        /** Get an approval request */
        get: operations["getOrganizationApprovalRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/organizations/{organization}/approvalRequests/{approvalRequest}:approve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organization number. */
                organization: components["parameters"]["organization"];
                /** @description Id of the approval request, the last part of its name. */
                approvalRequest: components["parameters"]["approvalRequest"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending request; returns the updated request */
        post: operations["approveOrganizationApprovalRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/organizations/{organization}/approvalRequests/{approvalRequest}:dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organization number. */
                organization: components["parameters"]["organization"];
                /** @description Id of the approval request, the last part of its name. */
                approvalRequest: components["parameters"]["approvalRequest"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismiss a pending request; returns the updated request */
        post: operations["dismissOrganizationApprovalRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/organizations/{organization}/approvalRequests/{approvalRequest}:invalidate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organization number. */
                organization: components["parameters"]["organization"];
                /** @description Id of the approval request, the last part of its name. */
                approvalRequest: components["parameters"]["approvalRequest"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invalidate this single approval; returns the updated request */
        post: operations["invalidateOrganizationApprovalRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/organizations/{organization}/accessApprovalSettings": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organization number. */
                organization: components["parameters"]["organization"];
            };
            cookie?: never;
        };
        /** The organization's settings */
        get: operations["getOrganizationAccessApprovalSettings"];
        put?: never;
        post?: never;
        /** Delete the organization's settings */
        delete: operations["deleteOrganizationAccessApprovalSettings"];
        options?: never;
        head?: never;
        /** Update the organization's notification_emails and enrolled_services */
        patch: operations["updateOrganizationAccessApprovalSettings"];
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Settings of a project, folder or organization. Only `notificationEmails` and `enrolledServices` can be
         *     updated; `name`, `enrolledAncestor` and `ancestorsEnrolledServices` are output only and ignored on input,
         *     except that a `name` given on update must be the settings name of the URL's resource (400 otherwise).
         */
        AccessApprovalSettings: {
            /** @example projects/acme-payments-prod/accessApprovalSettings */
            name?: string;
            notificationEmails?: string[];
            /**
             * @description Services that need explicit approval. A folder or project enrols all or nothing (`all`); an
             *     organization may enrol individual products. A repeated product keeps its first entry.
             */
            enrolledServices?: components["schemas"]["EnrolledService"][];
            /** @description Output only. An ancestor has at least one enrolled service (never set for organizations). */
            enrolledAncestor?: boolean;
            /** @description Output only. What the ancestors enrol, nearest ancestor first, so inherited enrolment is visible. */
            ancestorsEnrolledServices?: components["schemas"]["EnrolledService"][];
        };
        EnrolledService: {
            /** @example all */
            cloudProduct: string;
            /** @enum {string} */
            enrollmentLevel?: "ENROLLMENT_LEVEL_UNSPECIFIED" | "BLOCK_ALL";
        };
        ApproveApprovalRequestMessage: {
            /**
             * Format: date-time
             * @description When the approval expires; must be in the future. Defaults to the request's requestedExpiration.
             */
            expireTime?: string;
        };
        ApprovalRequest: {
            /** @example projects/acme-payments-prod/approvalRequests/b5f0c2a91e7d4c38 */
            name: string;
            /** @example //bigquery.googleapis.com/projects/acme-payments-prod/datasets/ledger */
            requestedResourceName: string;
            requestedResourceProperties?: {
                excludesDescendants?: boolean;
            };
            requestedReason?: {
                /** @enum {string} */
                type?: "TYPE_UNSPECIFIED" | "CUSTOMER_INITIATED_SUPPORT" | "GOOGLE_INITIATED_SERVICE" | "GOOGLE_INITIATED_REVIEW" | "THIRD_PARTY_DATA_REQUEST" | "GOOGLE_RESPONSE_TO_PRODUCTION_ALERT" | "CLOUD_INITIATED_ACCESS";
                detail?: string;
            };
            requestedLocations?: {
                principalOfficeCountry?: string;
                principalPhysicalLocationCountry?: string;
            };
            /** Format: date-time */
            requestTime: string;
            /**
             * @description The requested access duration, in the JSON form of a protobuf Duration (seconds with an `s`).
             * @example 604800s
             */
            requestedDuration?: string;
            /**
             * Format: date-time
             * @description requestTime plus requestedDuration. A request still pending at this time is implicitly dismissed.
             */
            requestedExpiration: string;
            approve?: {
                /** Format: date-time */
                approveTime: string;
                /** Format: date-time */
                expireTime: string;
                /** Format: date-time */
                invalidateTime?: string;
                autoApproved?: boolean;
            };
            dismiss?: {
                /** Format: date-time */
                dismissTime: string;
                /** @description True when the request was dismissed by passing its requested expiration without approval. */
                implicit: boolean;
            };
        };
        ListApprovalRequestsResponse: {
            approvalRequests?: components["schemas"]["ApprovalRequest"][];
            nextPageToken?: string;
        };
        Status: {
            error: {
                code: number;
                message: string;
                status: string;
                details?: {
                    "@type": string;
                }[];
            };
        };
    };
    responses: {
        /** @description The approval request. */
        ApprovalRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApprovalRequest"];
            };
        };
        /** @description A page of approval requests, newest first. */
        ApprovalRequestList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ListApprovalRequestsResponse"];
            };
        };
        /** @description The settings of the resource. */
        Settings: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["AccessApprovalSettings"];
            };
        };
        /** @description Deleted. */
        Empty: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": Record<string, never>;
            };
        };
        /** @description An error in the Google format. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Status"];
            };
        };
    };
    parameters: {
        /** @description Project id or number. */
        project: string;
        /** @description Folder number. */
        folder: string;
        /** @description Organization number. */
        organization: string;
        /** @description Id of the approval request, the last part of its name. */
        approvalRequest: string;
        /**
         * @description Which requests to return. Unset: pending requests and active approvals. ALL: every request.
         *     PENDING: pending requests. ACTIVE: currently approved. DISMISSED: dismissed, or not approved and past
         *     their requested expiration. EXPIRED: approved and the approval has expired (an invalidated approval
         *     has ended too and is counted here). HISTORY: active, dismissed and expired.
         */
        filter: "ALL" | "PENDING" | "ACTIVE" | "DISMISSED" | "EXPIRED" | "HISTORY";
        /** @description At most this many requests; 0 or absent means 100, and larger values are lowered to 1000. */
        pageSize: number;
        /** @description The `nextPageToken` of a previous call with the same parent and filter. */
        pageToken: string;
        /**
         * @description Comma-separated field names: only `notification_emails` and `enrolled_services` (or their camelCase
         *     forms). A named field's stored value is overwritten entirely by the body's; without a mask only
         *     `notification_emails` is updated. Any other name is rejected.
         */
        updateMask: string;
    };
    requestBodies: {
        Approve: {
            content: {
                "application/json": components["schemas"]["ApproveApprovalRequestMessage"];
            };
        };
        Empty: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        Settings: {
            content: {
                "application/json": components["schemas"]["AccessApprovalSettings"];
            };
        };
    };
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listProjectApprovalRequests: {
        parameters: {
            query?: {
                /**
                 * @description Which requests to return. Unset: pending requests and active approvals. ALL: every request.
                 *     PENDING: pending requests. ACTIVE: currently approved. DISMISSED: dismissed, or not approved and past
                 *     their requested expiration. EXPIRED: approved and the approval has expired (an invalidated approval
                 *     has ended too and is counted here). HISTORY: active, dismissed and expired.
                 */
                filter?: components["parameters"]["filter"];
                /** @description At most this many requests; 0 or absent means 100, and larger values are lowered to 1000. */
                pageSize?: components["parameters"]["pageSize"];
                /** @description The `nextPageToken` of a previous call with the same parent and filter. */
                pageToken?: components["parameters"]["pageToken"];
            };
            header?: never;
            path: {
                /** @description Project id or number. */
                project: components["parameters"]["project"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ApprovalRequestList"];
            default: components["responses"]["Error"];
        };
    };
    getProjectApprovalRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id or number. */
                project: components["parameters"]["project"];
                /** @description Id of the approval request, the last part of its name. */
                approvalRequest: components["parameters"]["approvalRequest"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ApprovalRequest"];
            default: components["responses"]["Error"];
        };
    };
    approveProjectApprovalRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id or number. */
                project: components["parameters"]["project"];
                /** @description Id of the approval request, the last part of its name. */
                approvalRequest: components["parameters"]["approvalRequest"];
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Approve"];
        responses: {
            200: components["responses"]["ApprovalRequest"];
            default: components["responses"]["Error"];
        };
    };
    dismissProjectApprovalRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id or number. */
                project: components["parameters"]["project"];
                /** @description Id of the approval request, the last part of its name. */
                approvalRequest: components["parameters"]["approvalRequest"];
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            200: components["responses"]["ApprovalRequest"];
            default: components["responses"]["Error"];
        };
    };
    invalidateProjectApprovalRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id or number. */
                project: components["parameters"]["project"];
                /** @description Id of the approval request, the last part of its name. */
                approvalRequest: components["parameters"]["approvalRequest"];
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            200: components["responses"]["ApprovalRequest"];
            default: components["responses"]["Error"];
        };
    };
    getProjectAccessApprovalSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id or number. */
                project: components["parameters"]["project"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Settings"];
            default: components["responses"]["Error"];
        };
    };
    deleteProjectAccessApprovalSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project id or number. */
                project: components["parameters"]["project"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Empty"];
            default: components["responses"]["Error"];
        };
    };
    updateProjectAccessApprovalSettings: {
        parameters: {
            query?: {
                /**
                 * @description Comma-separated field names: only `notification_emails` and `enrolled_services` (or their camelCase
                 *     forms). A named field's stored value is overwritten entirely by the body's; without a mask only
                 *     `notification_emails` is updated. Any other name is rejected.
                 */
                updateMask?: components["parameters"]["updateMask"];
            };
            header?: never;
            path: {
                /** @description Project id or number. */
                project: components["parameters"]["project"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Settings"];
        responses: {
            200: components["responses"]["Settings"];
            default: components["responses"]["Error"];
        };
    };
    listFolderApprovalRequests: {
        parameters: {
            query?: {
                /**
                 * @description Which requests to return. Unset: pending requests and active approvals. ALL: every request.
                 *     PENDING: pending requests. ACTIVE: currently approved. DISMISSED: dismissed, or not approved and past
                 *     their requested expiration. EXPIRED: approved and the approval has expired (an invalidated approval
                 *     has ended too and is counted here). HISTORY: active, dismissed and expired.
                 */
                filter?: components["parameters"]["filter"];
                /** @description At most this many requests; 0 or absent means 100, and larger values are lowered to 1000. */
                pageSize?: components["parameters"]["pageSize"];
                /** @description The `nextPageToken` of a previous call with the same parent and filter. */
                pageToken?: components["parameters"]["pageToken"];
            };
            header?: never;
            path: {
                /** @description Folder number. */
                folder: components["parameters"]["folder"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ApprovalRequestList"];
            default: components["responses"]["Error"];
        };
    };
    getFolderApprovalRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Folder number. */
                folder: components["parameters"]["folder"];
                /** @description Id of the approval request, the last part of its name. */
                approvalRequest: components["parameters"]["approvalRequest"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ApprovalRequest"];
            default: components["responses"]["Error"];
        };
    };
    approveFolderApprovalRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Folder number. */
                folder: components["parameters"]["folder"];
                /** @description Id of the approval request, the last part of its name. */
                approvalRequest: components["parameters"]["approvalRequest"];
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Approve"];
        responses: {
            200: components["responses"]["ApprovalRequest"];
            default: components["responses"]["Error"];
        };
    };
    dismissFolderApprovalRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Folder number. */
                folder: components["parameters"]["folder"];
                /** @description Id of the approval request, the last part of its name. */
                approvalRequest: components["parameters"]["approvalRequest"];
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            200: components["responses"]["ApprovalRequest"];
            default: components["responses"]["Error"];
        };
    };
    invalidateFolderApprovalRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Folder number. */
                folder: components["parameters"]["folder"];
                /** @description Id of the approval request, the last part of its name. */
                approvalRequest: components["parameters"]["approvalRequest"];
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            200: components["responses"]["ApprovalRequest"];
            default: components["responses"]["Error"];
        };
    };
    getFolderAccessApprovalSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Folder number. */
                folder: components["parameters"]["folder"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Settings"];
            default: components["responses"]["Error"];
        };
    };
    deleteFolderAccessApprovalSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Folder number. */
                folder: components["parameters"]["folder"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Empty"];
            default: components["responses"]["Error"];
        };
    };
    updateFolderAccessApprovalSettings: {
        parameters: {
            query?: {
                /**
                 * @description Comma-separated field names: only `notification_emails` and `enrolled_services` (or their camelCase
                 *     forms). A named field's stored value is overwritten entirely by the body's; without a mask only
                 *     `notification_emails` is updated. Any other name is rejected.
                 */
                updateMask?: components["parameters"]["updateMask"];
            };
            header?: never;
            path: {
                /** @description Folder number. */
                folder: components["parameters"]["folder"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Settings"];
        responses: {
            200: components["responses"]["Settings"];
            default: components["responses"]["Error"];
        };
    };
    listOrganizationApprovalRequests: {
        parameters: {
            query?: {
                /**
                 * @description Which requests to return. Unset: pending requests and active approvals. ALL: every request.
                 *     PENDING: pending requests. ACTIVE: currently approved. DISMISSED: dismissed, or not approved and past
                 *     their requested expiration. EXPIRED: approved and the approval has expired (an invalidated approval
                 *     has ended too and is counted here). HISTORY: active, dismissed and expired.
                 */
                filter?: components["parameters"]["filter"];
                /** @description At most this many requests; 0 or absent means 100, and larger values are lowered to 1000. */
                pageSize?: components["parameters"]["pageSize"];
                /** @description The `nextPageToken` of a previous call with the same parent and filter. */
                pageToken?: components["parameters"]["pageToken"];
            };
            header?: never;
            path: {
                /** @description Organization number. */
                organization: components["parameters"]["organization"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ApprovalRequestList"];
            default: components["responses"]["Error"];
        };
    };
    getOrganizationApprovalRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organization number. */
                organization: components["parameters"]["organization"];
                /** @description Id of the approval request, the last part of its name. */
                approvalRequest: components["parameters"]["approvalRequest"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ApprovalRequest"];
            default: components["responses"]["Error"];
        };
    };
    approveOrganizationApprovalRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organization number. */
                organization: components["parameters"]["organization"];
                /** @description Id of the approval request, the last part of its name. */
                approvalRequest: components["parameters"]["approvalRequest"];
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Approve"];
        responses: {
            200: components["responses"]["ApprovalRequest"];
            default: components["responses"]["Error"];
        };
    };
    dismissOrganizationApprovalRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organization number. */
                organization: components["parameters"]["organization"];
                /** @description Id of the approval request, the last part of its name. */
                approvalRequest: components["parameters"]["approvalRequest"];
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            200: components["responses"]["ApprovalRequest"];
            default: components["responses"]["Error"];
        };
    };
    invalidateOrganizationApprovalRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organization number. */
                organization: components["parameters"]["organization"];
                /** @description Id of the approval request, the last part of its name. */
                approvalRequest: components["parameters"]["approvalRequest"];
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            200: components["responses"]["ApprovalRequest"];
            default: components["responses"]["Error"];
        };
    };
    getOrganizationAccessApprovalSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organization number. */
                organization: components["parameters"]["organization"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Settings"];
            default: components["responses"]["Error"];
        };
    };
    deleteOrganizationAccessApprovalSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Organization number. */
                organization: components["parameters"]["organization"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Empty"];
            default: components["responses"]["Error"];
        };
    };
    updateOrganizationAccessApprovalSettings: {
        parameters: {
            query?: {
                /**
                 * @description Comma-separated field names: only `notification_emails` and `enrolled_services` (or their camelCase
                 *     forms). A named field's stored value is overwritten entirely by the body's; without a mask only
                 *     `notification_emails` is updated. Any other name is rejected.
                 */
                updateMask?: components["parameters"]["updateMask"];
            };
            header?: never;
            path: {
                /** @description Organization number. */
                organization: components["parameters"]["organization"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["Settings"];
        responses: {
            200: components["responses"]["Settings"];
            default: components["responses"]["Error"];
        };
    };
}
