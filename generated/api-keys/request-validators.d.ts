// generated from specs/api-keys.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { Validate } from "../runtime";

export declare const req_0: Validate;
export declare const req_1: Validate;
export declare const req_3: Validate;
export declare const req_4: Validate;
export declare const req_5: Validate;
export declare const req_7: Validate;
export declare const req_8: Validate;
export declare const req_Key: Validate;
export declare const req_KeyPatch: Validate;
