// generated from specs/code-profiler.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { Validate } from "../runtime";

export declare const req_0: Validate;
export declare const req_1: Validate;
export declare const req_10: Validate;
export declare const req_11: Validate;
export declare const req_12: Validate;
export declare const req_13: Validate;
export declare const req_14: Validate;
export declare const req_15: Validate;
export declare const req_3: Validate;
export declare const req_4: Validate;
export declare const req_5: Validate;
export declare const req_7: Validate;
export declare const req_8: Validate;
export declare const req_9: Validate;
export declare const req_ConfigureAgentRequest: Validate;
export declare const req_CreateProfilingGroupRequest: Validate;
