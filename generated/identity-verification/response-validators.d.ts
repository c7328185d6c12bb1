// generated from specs/identity-verification.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { Validate } from "../runtime";

export declare const res_13: Validate;
export declare const res_2: Validate;
export declare const res_8: Validate;
export declare const res_Accepted: Validate;
export declare const res_Acknowledgement: Validate;
export declare const res_BusinessProfileResponse: Validate;
export declare const res_BusinessReportsResponse: Validate;
export declare const res_CheckResult: Validate;
export declare const res_DocumentResponse: Validate;
export declare const res_EntityResponse: Validate;
export declare const res_Error: Validate;
export declare const res_OwnershipResponse: Validate;
export declare const res_PushToMobileResponse: Validate;
export declare const res_RetrievedResponse: Validate;
