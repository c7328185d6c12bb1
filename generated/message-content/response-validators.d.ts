// generated from specs/message-content.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { Validate } from "../runtime";

export declare const res_ApprovalFetch: Validate;
export declare const res_Content: Validate;
export declare const res_ContentAndApprovalsPage: Validate;
export declare const res_ContentPage: Validate;
export declare const res_Error: Validate;
export declare const res_LegacyContentPage: Validate;
export declare const res_WhatsappApproval: Validate;
