// generated from specs/branch-lookup.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { Validate } from "../runtime";

export declare const req_0: Validate;
export declare const req_1: Validate;
export declare const req_2: Validate;
export declare const req_3: Validate;
export declare const req_4: Validate;
export declare const req_5: Validate;
