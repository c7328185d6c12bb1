// generated from specs/api-keys.yaml — do not edit; run `make generate`
/* eslint-disable */

export interface paths {
    "/v2/projects/{project}/locations/{location}/keys": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project number or id. */
                project: components["parameters"]["project"];
                /** @description Keys are global resources; `global` is the only location. */
                location: components["parameters"]["location"];
            };
            cookie?: never;
        };
        /** List the keys of a project; key strings are never included */
        get: operations["listKeys"];
        put?: never;
        /**
         * Create a key
         * @description Answers with a long-running operation that is already done and carries the new key.
         */
        post: operations["createKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/projects/{project}/locations/{location}/keys/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project number or id. */
                project: components["parameters"]["project"];
                /** @description Keys are global resources; `global` is the only location. */
                location: components["parameters"]["location"];
                key: components["parameters"]["key"];
            };
            cookie?: never;
        };
        /** Key metadata, without the key string */
        get: operations["getKey"];
        put?: never;
        post?: never;
        /** Delete a key; it stays recoverable for 30 days */
        delete: operations["deleteKey"];
        options?: never;
        head?: never;
        /**
         * Patch the mutable fields display_name, restrictions and annotations
         * @description Without `updateMask`, every allowed field present in the body is updated. The mask `*` replaces all
         *     allowed mutable fields (absent ones are cleared). Field names are accepted in camelCase and
         *     snake_case; any other name, or an immutable field, is rejected.
         */
        patch: operations["updateKey"];
        trace?: never;
    };
    "/v2/projects/{project}/locations/{location}/keys/{key}:undelete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project number or id. */
                project: components["parameters"]["project"];
                /** @description Keys are global resources; `global` is the only location. */
                location: components["parameters"]["location"];
                key: components["parameters"]["key"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undelete a key deleted less than 30 days ago */
        post: operations["undeleteKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/projects/{project}/locations/{location}/keys/{key}/keyString": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project number or id. */
                project: components["parameters"]["project"];
                /** @description Keys are global resources; `global` is the only location. */
                location: components["parameters"]["location"];
                key: components["parameters"]["key"];
            };
            cookie?: never;
        };
        /** The key string; the only operation that returns it */
        get: operations["getKeyString"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/keys:lookupKey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find the parent project and resource name of a key string
         * @description Needs the permission `apikeys.keys.lookup`. For a purged key the answer has the parent but no name.
         */
        get: operations["lookupKey"];
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
         * @description An API key. `name`, `uid`, `keyString`, `createTime`, `updateTime`, `deleteTime` and `etag` are output
         *     only and ignored on input; `keyString` is set only by getKeyString.
         */
        Key: {
            /** @example projects/123456789/locations/global/keys/my-key */
            name?: string;
            /** Format: uuid */
            uid?: string;
            displayName?: string;
            keyString?: string;
            /** Format: date-time */
            createTime?: string;
            /** Format: date-time */
            updateTime?: string;
            /** Format: date-time */
            deleteTime?: string;
            annotations?: {
                [key: string]: string;
            };
            restrictions?: components["schemas"]["Restrictions"];
            etag?: string;
        };
        /**
         * @description A key as updateKey takes it: field names in lowerCamelCase or in snake_case (the proto JSON mapping);
         *     output-only fields are ignored, any other name is refused.
         */
        KeyPatch: {
            displayName?: string;
            display_name?: string;
            annotations?: {
                [key: string]: string;
            };
            restrictions?: components["schemas"]["Restrictions"];
            name?: string;
            uid?: string;
            keyString?: string;
            key_string?: string;
            createTime?: string;
            create_time?: string;
            updateTime?: string;
            update_time?: string;
            deleteTime?: string;
            delete_time?: string;
            etag?: string;
        };
        /** @description At most one of the four client restrictions may be set, plus any number of API targets. */
        Restrictions: {
            browserKeyRestrictions?: {
                allowedReferrers?: string[];
            };
            serverKeyRestrictions?: {
                allowedIps?: string[];
            };
            androidKeyRestrictions?: {
                allowedApplications?: {
                    sha1Fingerprint?: string;
                    packageName?: string;
                }[];
            };
            iosKeyRestrictions?: {
                allowedBundleIds?: string[];
            };
            apiTargets?: {
                service: string;
                methods?: string[];
            }[];
        };
        ListKeysResponse: {
            keys?: components["schemas"]["Key"][];
            nextPageToken?: string;
        };
        Operation: {
            name: string;
            done: boolean;
            response?: components["schemas"]["Key"] & {
                /** @enum {string} */
                "@type": "type.googleapis.com/google.api.apikeys.v2.Key";
            };
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
        /** @description A long-running operation, already done, with the key in `response`. */
        Operation: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Operation"];
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
        /** @description Project number or id. */
        project: string;
        /** @description Keys are global resources; `global` is the only location. */
        location: "global";
        key: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listKeys: {
        parameters: {
            query?: {
                /** @description At most this many keys; 0 or absent means the default of 300, the documented maximum. */
                pageSize?: number;
                /** @description The `nextPageToken` of a previous call with the same parameters. */
                pageToken?: string;
                /** @description Also return keys deleted in the past 30 days. */
                showDeleted?: boolean;
            };
            header?: never;
            path: {
                /** @description Project number or id. */
                project: components["parameters"]["project"];
                /** @description Keys are global resources; `global` is the only location. */
                location: components["parameters"]["location"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of keys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListKeysResponse"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    createKey: {
        parameters: {
            query?: {
                /**
                 * @description Optional id that becomes the last part of the key's name. RFC-1034 label: lower-case letters,
                 *     digits and hyphens, at most 63 characters, and not UUID-like. Generated when absent.
                 */
                keyId?: string;
            };
            header?: never;
            path: {
                /** @description Project number or id. */
                project: components["parameters"]["project"];
                /** @description Keys are global resources; `global` is the only location. */
                location: components["parameters"]["location"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Key"];
            };
        };
        responses: {
            200: components["responses"]["Operation"];
            default: components["responses"]["Error"];
        };
    };
    getKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project number or id. */
                project: components["parameters"]["project"];
                /** @description Keys are global resources; `global` is the only location. */
                location: components["parameters"]["location"];
                key: components["parameters"]["key"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Key"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    deleteKey: {
        parameters: {
            query?: {
                /** @description When given, it must equal the key's current etag (optimistic concurrency). */
                etag?: string;
            };
            header?: never;
            path: {
                /** @description Project number or id. */
                project: components["parameters"]["project"];
                /** @description Keys are global resources; `global` is the only location. */
                location: components["parameters"]["location"];
                key: components["parameters"]["key"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Operation"];
            default: components["responses"]["Error"];
        };
    };
    updateKey: {
        parameters: {
            query?: {
                /** @description Comma-separated field names, or `*`. */
                updateMask?: string;
            };
            header?: never;
            path: {
                /** @description Project number or id. */
                project: components["parameters"]["project"];
                /** @description Keys are global resources; `global` is the only location. */
                location: components["parameters"]["location"];
                key: components["parameters"]["key"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KeyPatch"];
            };
        };
        responses: {
            200: components["responses"]["Operation"];
            default: components["responses"]["Error"];
        };
    };
    undeleteKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project number or id. */
                project: components["parameters"]["project"];
                /** @description Keys are global resources; `global` is the only location. */
                location: components["parameters"]["location"];
                key: components["parameters"]["key"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            200: components["responses"]["Operation"];
            default: components["responses"]["Error"];
        };
    };
    getKeyString: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Project number or id. */
                project: components["parameters"]["project"];
                /** @description Keys are global resources; `global` is the only location. */
                location: components["parameters"]["location"];
                key: components["parameters"]["key"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key string. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        keyString: string;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
    lookupKey: {
        parameters: {
            query: {
                keyString: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key's parent and, unless it was purged, its name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example projects/123456789/locations/global */
                        parent: string;
                        name?: string;
                    };
                };
            };
            default: components["responses"]["Error"];
        };
    };
}
