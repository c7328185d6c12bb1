// generated from specs/degree-certificate.yaml — do not edit; run `make generate`
/* eslint-disable */

export interface paths {
    "/dgcer/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Request a degree or diploma certificate */
        post: operations["issueDegreeCertificate"];
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
            /** @enum {string} */
            error: "missing_parameter" | "invalid_parameter" | "invalid_format" | "invalid_txnid" | "invalid_consentid" | "invalid_authentication" | "invalid_authorization" | "record_not_found" | "url_not_found" | "internal_server_error" | "bad_gatewy" | "service_unavailable" | "gateway_timeout";
            errorDescription: string;
        };
        CertificateRequest: {
            /**
             * @description A unique transaction id in UUID format; it identifies the request and its document.
             * @example f7f1469c-29b0-4325-9dfc-c567200a70f7
             */
            txnId: string;
            /**
             * @description The format of the certificate in the response.
             * @enum {string}
             */
            format: "pdf" | "xml";
            certificateParameters: {
                /**
                 * @description Registration number.
                 * @example AIMS/MBBS/2019/0142
                 */
                REGNO: string;
                /**
                 * @description Candidate's name as on the record.
                 * @example Rohan Mehta
                 */
                CNAME: string;
                /**
                 * @description Year the degree or diploma was issued.
                 * @example 2024
                 */
                YEAR: string;
            };
            consentArtifact?: components["schemas"]["ConsentArtifact"];
        };
        /** @description The citizen's consent to share the document, as the document wallet signs it. */
        ConsentArtifact: {
            consent?: {
                /**
                 * @description UUID of the consent.
                 * @example ea9c43aa-7f5a-4bf3-a0be-e1caa24737ba
                 */
                consentId: string;
                /** Format: date-time */
                timestamp: string;
                dataConsumer?: {
                    id?: string;
                };
                dataProvider?: {
                    id?: string;
                };
                purpose?: {
                    description?: string;
                };
                user?: {
                    idType?: string;
                    idNumber?: string;
                    mobile?: string;
                    email?: string;
                };
                data?: {
                    id?: string;
                };
                permission?: {
                    access?: string;
                    dateRange?: {
                        /** Format: date-time */
                        from?: string;
                        /** Format: date-time */
                        to?: string;
                    };
                    frequency?: {
                        unit?: string;
                        value?: number;
                        repeats?: number;
                    };
                };
            };
            signature?: {
                signature?: string;
            };
        };
    };
    responses: {
        /** @description `{error, errorDescription}` with a documented error code. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    issueDegreeCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CertificateRequest"];
            };
        };
        responses: {
            /** @description The certificate in the requested format. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/xml": string;
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
}
