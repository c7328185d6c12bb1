// generated from specs/identity-verification.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { Validate } from "../runtime";

export declare const req_0: Validate;
export declare const req_1: Validate;
export declare const req_10: Validate;
export declare const req_11: Validate;
export declare const req_12: Validate;
export declare const req_13: Validate;
export declare const req_14: Validate;
export declare const req_16: Validate;
export declare const req_17: Validate;
export declare const req_18: Validate;
export declare const req_2: Validate;
export declare const req_20: Validate;
export declare const req_21: Validate;
export declare const req_22: Validate;
export declare const req_23: Validate;
export declare const req_24: Validate;
export declare const req_25: Validate;
export declare const req_26: Validate;
export declare const req_3: Validate;
export declare const req_5: Validate;
export declare const req_6: Validate;
export declare const req_7: Validate;
export declare const req_9: Validate;
export declare const req_DocumentInput: Validate;
export declare const req_EntityInput: Validate;
export declare const req_EntityUpdate: Validate;
export declare const req_OrganisationQuery: Validate;
