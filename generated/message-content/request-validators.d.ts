// generated from specs/message-content.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { Validate } from "../runtime";

export declare const req_0: Validate;
export declare const req_1: Validate;
export declare const req_3: Validate;
export declare const req_ContentApprovalRequest: Validate;
export declare const req_ContentCreateRequest: Validate;
