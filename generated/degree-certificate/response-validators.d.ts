// generated from specs/degree-certificate.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { Validate } from "../runtime";

export declare const res_0: Validate;
export declare const res_Certificate: Validate;
export declare const res_Error: Validate;
