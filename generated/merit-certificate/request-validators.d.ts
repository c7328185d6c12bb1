// generated from specs/merit-certificate.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { Validate } from "../runtime";

export declare const req_0: Validate;
export declare const req_CertificateRequest: Validate;
