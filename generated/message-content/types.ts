// generated from specs/message-content.yaml — do not edit; run `make generate`
/* eslint-disable */

export interface paths {
    "/v1/Content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the content of the authenticated account, oldest first */
        get: operations["listContent"];
        put?: never;
        /**
         * Create content in the authenticated account
         * @description Creates content (a message template with its types and variables) in the authenticated account.
         */
        post: operations["createContent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Content/{Sid}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The content's SID: `HX` and 32 hexadecimal digits. Content of another account, or an unknown or
                 *     malformed SID, is not found.
                 * @example HXf3ff6f39b18db63b59ebd9df071e4f29
                 */
                Sid: components["parameters"]["Sid"];
            };
            cookie?: never;
        };
        /** Fetch one content resource of the authenticated account */
        get: operations["fetchContent"];
        put?: never;
        post?: never;
        /** Delete one content resource of the authenticated account, with its approval requests */
        delete: operations["deleteContent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Content/{Sid}/ApprovalRequests": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The content's SID: `HX` and 32 hexadecimal digits. Content of another account, or an unknown or
                 *     malformed SID, is not found.
                 * @example HXf3ff6f39b18db63b59ebd9df071e4f29
                 */
                Sid: components["parameters"]["Sid"];
            };
            cookie?: never;
        };
        /** The WhatsApp approval status of one content resource */
        get: operations["fetchApprovalRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/Content/{Sid}/ApprovalRequests/whatsapp": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The content's SID: `HX` and 32 hexadecimal digits. Content of another account, or an unknown or
                 *     malformed SID, is not found.
                 * @example HXf3ff6f39b18db63b59ebd9df071e4f29
                 */
                Sid: components["parameters"]["Sid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit content for WhatsApp approval
         * @description Submits the content for WhatsApp's review (the `approval_create` link of a content record). The
         *     request is `received`; WhatsApp's decision is recorded through the admin action
         *     `review-approval`, because in the real service it comes from Meta, not from the account.
         */
        post: operations["createWhatsappApprovalRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ContentAndApprovals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List content with its approval status, oldest first */
        get: operations["listContentAndApprovals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/LegacyContent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List content migrated from legacy WhatsApp templates, oldest first */
        get: operations["listLegacyContent"];
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
        Error: {
            /**
             * @description Twilio error code, e.g. 20404.
             * @example 20404
             */
            code: number;
            message: string;
            /**
             * Format: uri
             * @example https://www.twilio.com/docs/errors/20404
             */
            more_info: string;
            /**
             * @description The HTTP status.
             * @example 404
             */
            status: number;
        };
        /** @example ACd3a1f0c6b2e94e8f9a7c5b3d1e0f2a4b */
        AccountSid: string;
        /** @example HX5b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e */
        ContentSid: string;
        /**
         * Format: date-time
         * @description ISO 8601 in UTC with second precision, as the Content API writes dates.
         * @example 2025-03-14T09:26:53Z
         */
        Timestamp: string;
        /**
         * @description Default values of the placeholders (`{{1}}`, `{{name}}`) used in the types.
         * @example {
         *       "1": "Customer_Name"
         *     }
         */
        Variables: {
            [key: string]: string;
        };
        /** @description The content, by content type (`twilio/text`, `twilio/quick-reply`, `twilio/card`, ...). */
        Types: {
            [key: string]: {
                [key: string]: unknown;
            };
        };
        Content: {
            date_created: components["schemas"]["Timestamp"];
            date_updated: components["schemas"]["Timestamp"];
            sid: components["schemas"]["ContentSid"];
            account_sid: components["schemas"]["AccountSid"];
            friendly_name: string | null;
            language: string;
            variables: components["schemas"]["Variables"];
            types: components["schemas"]["Types"];
            /** Format: uri */
            url: string;
            links: {
                /** Format: uri */
                approval_create: string;
                /** Format: uri */
                approval_fetch: string;
            };
        };
        /**
         * @description WhatsApp approval of a content resource. `status` is `unsubmitted` before a request is made, then
         *     `received`, `pending`, `approved`, `rejected`, `paused` or `disabled` as WhatsApp decides;
         *     `rejection_reason` is empty unless rejected.
         */
        WhatsappApproval: {
            /** @enum {string} */
            type?: "whatsapp";
            name: string;
            category: string;
            /** @example twilio/quick-reply */
            content_type: string;
            /** @enum {string} */
            status: "unsubmitted" | "received" | "pending" | "approved" | "rejected" | "paused" | "disabled";
            rejection_reason: string;
            allow_category_change: boolean;
        };
        ApprovalFetch: {
            sid: components["schemas"]["ContentSid"];
            account_sid: components["schemas"]["AccountSid"];
            whatsapp: components["schemas"]["WhatsappApproval"];
            /** Format: uri */
            url: string;
        };
        ContentAndApprovals: {
            date_created: components["schemas"]["Timestamp"];
            date_updated: components["schemas"]["Timestamp"];
            sid: components["schemas"]["ContentSid"];
            account_sid: components["schemas"]["AccountSid"];
            friendly_name: string | null;
            language: string;
            variables: components["schemas"]["Variables"];
            types: components["schemas"]["Types"];
            approval_requests: components["schemas"]["WhatsappApproval"];
        };
        LegacyContent: {
            date_created: components["schemas"]["Timestamp"];
            date_updated: components["schemas"]["Timestamp"];
            sid: components["schemas"]["ContentSid"];
            account_sid: components["schemas"]["AccountSid"];
            friendly_name: string | null;
            language: string;
            variables: components["schemas"]["Variables"];
            types: components["schemas"]["Types"];
            /** @description Name of the legacy WhatsApp template the content was migrated from. */
            legacy_template_name: string;
            /** @description Body of the legacy template. */
            legacy_body: string;
            /** Format: uri */
            url: string;
        };
        PageMeta: {
            /** @description The `Page` the request gave (0 when absent). */
            page: number;
            page_size: number;
            /** Format: uri */
            first_page_url: string;
            /** Format: uri */
            previous_page_url: string | null;
            /** Format: uri */
            url: string;
            /** Format: uri */
            next_page_url: string | null;
            /**
             * @description The name of the list in the body.
             * @enum {string}
             */
            key: "contents";
        };
        ContentPage: {
            contents: components["schemas"]["Content"][];
            meta: components["schemas"]["PageMeta"];
        };
        ContentAndApprovalsPage: {
            contents: components["schemas"]["ContentAndApprovals"][];
            meta: components["schemas"]["PageMeta"];
        };
        LegacyContentPage: {
            contents: components["schemas"]["LegacyContent"][];
            meta: components["schemas"]["PageMeta"];
        };
        ContentCreateRequest: {
            friendly_name?: string;
            /**
             * @description Language code such as `en` or `pt_BR`.
             * @example en
             */
            language: string;
            variables?: components["schemas"]["Variables"];
            types: components["schemas"]["CreateTypes"];
        };
        /**
         * @description At least one content type; a type the Content API does not know is rejected.
         * @example {
         *       "twilio/text": {
         *         "body": "Hello {{1}}, your order {{2}} has shipped."
         *       }
         *     }
         */
        CreateTypes: {
            "twilio/text"?: {
                body: string;
            };
            "twilio/media"?: {
                body?: string;
                media: string[];
            };
            "twilio/location"?: {
                latitude: number;
                longitude: number;
                label?: string;
            };
            "twilio/quick-reply"?: {
                body: string;
                actions: {
                    title: string;
                    id?: string;
                }[];
            };
            "twilio/call-to-action"?: {
                body: string;
                actions: components["schemas"]["ButtonAction"][];
            };
            "twilio/card"?: {
                title: string;
                subtitle?: string;
                media?: string[];
                actions?: components["schemas"]["ButtonAction"][];
            };
            "twilio/list-picker"?: {
                body: string;
                button: string;
                items: {
                    item: string;
                    id: string;
                    description?: string;
                }[];
            };
            "twilio/catalog"?: Record<string, never>;
            "twilio/carousel"?: Record<string, never>;
            "twilio/flows"?: Record<string, never>;
            "twilio/schedule"?: Record<string, never>;
            "whatsapp/card"?: {
                body: string;
                footer?: string;
                media?: string[];
                header_text?: string;
                actions?: components["schemas"]["ButtonAction"][];
            };
            "whatsapp/authentication"?: {
                add_security_recommendation?: boolean;
                code_expiration_minutes?: number;
                actions: components["schemas"]["ButtonAction"][];
            };
            "whatsapp/flows"?: Record<string, never>;
        };
        ButtonAction: {
            /** @enum {string} */
            type: "URL" | "PHONE_NUMBER" | "COPY_CODE" | "VOICE_CALL" | "QUICK_REPLY";
            title: string;
            url?: string;
            phone?: string;
            code?: string;
            id?: string;
        };
        ContentApprovalRequest: {
            /** @description WhatsApp template name; lower-case letters, digits and underscores. */
            name: string;
            /**
             * @description A WhatsApp template category.
             * @enum {string}
             */
            category: "UTILITY" | "MARKETING" | "AUTHENTICATION";
        };
    };
    responses: {
        /** @description An error in the Twilio format. */
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
         * @description The content's SID: `HX` and 32 hexadecimal digits. Content of another account, or an unknown or
         *     malformed SID, is not found.
         * @example HXf3ff6f39b18db63b59ebd9df071e4f29
         */
        Sid: string;
        /** @description How many records a page holds; default 50, maximum 1000 (more is rejected). */
        PageSize: number;
        /** @description The page index; client state only, echoed in `meta.page`. */
        Page: number;
        /** @description A token from a previous page's `next_page_url` or `previous_page_url`. */
        PageToken: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listContent: {
        parameters: {
            query?: {
                /** @description How many records a page holds; default 50, maximum 1000 (more is rejected). */
                PageSize?: components["parameters"]["PageSize"];
                /** @description The page index; client state only, echoed in `meta.page`. */
                Page?: components["parameters"]["Page"];
                /** @description A token from a previous page's `next_page_url` or `previous_page_url`. */
                PageToken?: components["parameters"]["PageToken"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of content; `meta.key` is `contents`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentPage"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createContent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContentCreateRequest"];
            };
        };
        responses: {
            /** @description The new content; its approval status starts as `unsubmitted`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Content"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    fetchContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The content's SID: `HX` and 32 hexadecimal digits. Content of another account, or an unknown or
                 *     malformed SID, is not found.
                 * @example HXf3ff6f39b18db63b59ebd9df071e4f29
                 */
                Sid: components["parameters"]["Sid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The content. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Content"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The content's SID: `HX` and 32 hexadecimal digits. Content of another account, or an unknown or
                 *     malformed SID, is not found.
                 * @example HXf3ff6f39b18db63b59ebd9df071e4f29
                 */
                Sid: components["parameters"]["Sid"];
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
            default: components["responses"]["Error"];
        };
    };
    fetchApprovalRequests: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The content's SID: `HX` and 32 hexadecimal digits. Content of another account, or an unknown or
                 *     malformed SID, is not found.
                 * @example HXf3ff6f39b18db63b59ebd9df071e4f29
                 */
                Sid: components["parameters"]["Sid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The approval status; `unsubmitted` until an approval request is made. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalFetch"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createWhatsappApprovalRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The content's SID: `HX` and 32 hexadecimal digits. Content of another account, or an unknown or
                 *     malformed SID, is not found.
                 * @example HXf3ff6f39b18db63b59ebd9df071e4f29
                 */
                Sid: components["parameters"]["Sid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContentApprovalRequest"];
            };
        };
        responses: {
            /** @description The approval request as submitted. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WhatsappApproval"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listContentAndApprovals: {
        parameters: {
            query?: {
                /** @description How many records a page holds; default 50, maximum 1000 (more is rejected). */
                PageSize?: components["parameters"]["PageSize"];
                /** @description The page index; client state only, echoed in `meta.page`. */
                Page?: components["parameters"]["Page"];
                /** @description A token from a previous page's `next_page_url` or `previous_page_url`. */
                PageToken?: components["parameters"]["PageToken"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of content with approvals; `meta.key` is `contents`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentAndApprovalsPage"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listLegacyContent: {
        parameters: {
            query?: {
                /** @description How many records a page holds; default 50, maximum 1000 (more is rejected). */
                PageSize?: components["parameters"]["PageSize"];
                /** @description The page index; client state only, echoed in `meta.page`. */
                Page?: components["parameters"]["Page"];
                /** @description A token from a previous page's `next_page_url` or `previous_page_url`. */
                PageToken?: components["parameters"]["PageToken"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of legacy content; `meta.key` is `contents`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegacyContentPage"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
}
