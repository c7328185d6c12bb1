// generated from specs/address-lookup.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { Validate } from "../runtime";

export declare const res_0: Validate;
export declare const res_10: Validate;
export declare const res_11: Validate;
export declare const res_12: Validate;
export declare const res_13: Validate;
export declare const res_15: Validate;
export declare const res_17: Validate;
export declare const res_18: Validate;
export declare const res_2: Validate;
export declare const res_3: Validate;
export declare const res_4: Validate;
export declare const res_5: Validate;
export declare const res_6: Validate;
export declare const res_7: Validate;
export declare const res_8: Validate;
export declare const res_9: Validate;
export declare const res_ConfigEnvelope: Validate;
export declare const res_Error: Validate;
export declare const res_LicenseeEnvelope: Validate;
