// generated from specs/merit-certificate.yaml — do not edit; run `make generate`
/* eslint-disable */

export interface paths {
    "/mrcer/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a merit certificate
         * @description A txnId already used must come with the same format and parameters (it then answers the same
         *     document); the same txnId with another format or other parameters is refused as `invalid_txnid`.
         */
        post: operations["issueMeritCertificate"];
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
            /**
             * @description The one fixed text of the error code.
             * @enum {string}
             */
            errorDescription: "Please provide all mandatory parameters" | "Bad request" | "The format parameter is invalid" | "The txnId parameter must be in UUID format" | "The consentId parameter must be in UUID format" | "Authentication failed" | "You are not authorized to use this API" | "No record found" | "Your API url or path is incorrect" | "Internal server error" | "Publisher service returned an invalid response" | "Publisher service is temporarily unavailable" | "Publisher service did not respond in time";
        };
        /**
         * @example {
         *       "txnId": "f7f1469c-29b0-4325-9dfc-c567200a70f7",
         *       "format": "pdf",
         *       "certificateParameters": {
         *         "RROLL": "1810100237",
         *         "CERT_TYPE": "NET-I_2018",
         *         "FullName": "Ananya Sharma"
         *       }
         *     }
         */
        CertificateRequest: {
            /**
             * Format: uuid
             * @description A unique transaction id for this request in UUID format; it identifies the request and its document.
             * @example f7f1469c-29b0-4325-9dfc-c567200a70f7
             */
            txnId: string;
            /**
             * @description The format of the certificate in the response; the provider documents `pdf`.
             * @enum {string}
             */
            format: "pdf" | "xml" | "json";
            /** @description The parameters that find the one certificate; a request without them is `missing_parameter`. */
            certificateParameters: {
                /**
                 * @description Roll number in the test.
                 * @example 1810100237
                 */
                RROLL: string;
                /**
                 * @description The test whose certificate is wanted.
                 * @example NET-I_2018
                 */
                CERT_TYPE: string;
                /**
                 * @description Full name of the candidate.
                 * @example Ananya Sharma
                 */
                FullName: string;
            };
            consentArtifact?: components["schemas"]["ConsentArtifact"];
        };
        /** @description The citizen's consent to share the document, as the document wallet signs it. */
        ConsentArtifact: {
            consent: {
                /**
                 * Format: uuid
                 * @description A unique consent id in UUID format.
                 * @example ea9c43aa-7f5a-4bf3-a0be-e1caa24737ba
                 */
                consentId: string;
                /** Format: date-time */
                timestamp: string;
                dataConsumer: components["schemas"]["ConsentParty"];
                dataProvider: components["schemas"]["ConsentParty"];
                purpose: {
                    description: string;
                };
                user: {
                    idType: string;
                    idNumber: string;
                    mobile: string;
                    email: string;
                };
                data: components["schemas"]["ConsentParty"];
                permission: {
                    access: string;
                    dateRange: {
                        /** Format: date-time */
                        from: string;
                        /** Format: date-time */
                        to: string;
                    };
                    frequency: {
                        unit: string;
                        value: number;
                        repeats: number;
                    };
                };
            };
            signature: {
                signature: string;
            };
        };
        ConsentParty: {
            id: string;
        };
        /**
         * @description The certificate in the document exchange's certificate schema (its XML element and attribute names). In
         *     the XML form the scalar members are attributes and `Subjects` wraps one `Subject` element per item; in
         *     the JSON form every attribute is a string, as in the XML.
         */
        Certificate: {
            /** @example 99 */
            language: string;
            name: string;
            /** @example MRCER */
            type: string;
            /** @description The certificate's number on the issuer's register. */
            number: string;
            /**
             * @description The place of issue.
             * @example New Delhi
             */
            issuedAt: string;
            issueDate: components["schemas"]["PrintedDate"];
            validFromDate: components["schemas"]["PrintedDate"];
            /**
             * @description A for an active certificate.
             * @enum {string}
             */
            status: "A";
            IssuedBy: {
                Organization: {
                    name: string;
                    code: string;
                    tin: string;
                    uid: string;
                    /** @example CG */
                    type: string;
                    Address: components["schemas"]["Address"];
                };
            };
            IssuedTo: {
                Person: components["schemas"]["Person"];
            };
            CertificateData: components["schemas"]["CertificateData"];
        };
        /**
         * @description A date as certificates print it, DD-MM-YYYY.
         * @example 14-12-2024
         */
        PrintedDate: string;
        Address: {
            /** @example permanent */
            type: string;
            line1: string;
            line2: string;
            house: string;
            landmark: string;
            locality: string;
            /** @description Village, town or city. */
            vtc: string;
            district: string;
            pin: string;
            state: string;
            /** @example IN */
            country: string;
        };
        Person: {
            uid: string;
            title: string;
            name: string;
            dob: components["schemas"]["PrintedDate"];
            /** @description Name of the holder's father (son or daughter of) or husband (wife of). */
            swd: string;
            /** @enum {string} */
            swdIndicator: "S" | "W" | "D";
            motherName: string;
            /** @enum {string} */
            gender: "M" | "F" | "T";
            maritalStatus: string;
            disabilityStatus: string;
            category: string;
            religion: string;
            phone: string;
            email: string;
            Address: components["schemas"]["Address"];
            Photo: {
                /** @description Empty when the issuer holds no photograph. */
                format: string;
            };
        };
        CertificateData: {
            /** @description The centre where the candidate sat the test. */
            School: {
                name: string;
                code: string;
            };
            Examination: {
                name: string;
                /** @example JUNE */
                month: string;
                year: string;
            };
            Performance: {
                /** @example QUALIFIED */
                result: string;
                marksTotal: string;
                marksMax: string;
                percentage: string;
                cgpa: string;
                cgpaMax: string;
                grade: string;
                resultDate: components["schemas"]["PrintedDate"];
                updateDate: string;
                Subjects: components["schemas"]["Subject"][];
            };
        };
        Subject: {
            name: string;
            code: string;
            marksTheory: string;
            marksMaxTheory: string;
            marksPractical: string;
            marksMaxPractical: string;
            marksTotal: string;
            marksMax: string;
            gp: string;
            gpMax: string;
            grade: string;
        };
    };
    responses: {
        /** @description `{error, errorDescription}`: a documented error code and that code's fixed description. */
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
    issueMeritCertificate: {
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
                    "application/json": components["schemas"]["Certificate"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            404: components["responses"]["Error"];
            413: components["responses"]["Error"];
            415: components["responses"]["Error"];
            500: components["responses"]["Error"];
            502: components["responses"]["Error"];
            503: components["responses"]["Error"];
            504: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
}
