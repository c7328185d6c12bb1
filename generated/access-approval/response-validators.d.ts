// generated from specs/access-approval.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { Validate } from "../runtime";

export declare const res_4: Validate;
export declare const res_AccessApprovalSettings: Validate;
export declare const res_ApprovalRequest: Validate;
export declare const res_ListApprovalRequestsResponse: Validate;
export declare const res_Status: Validate;
