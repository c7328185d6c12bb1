// generated from specs/api-keys.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { Validate } from "../runtime";

export declare const res_4: Validate;
export declare const res_5: Validate;
export declare const res_Key: Validate;
export declare const res_ListKeysResponse: Validate;
export declare const res_Operation: Validate;
export declare const res_Status: Validate;
