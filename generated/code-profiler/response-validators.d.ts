// generated from specs/code-profiler.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { Validate } from "../runtime";

export declare const res_5: Validate;
export declare const res_7: Validate;
export declare const res_8: Validate;
export declare const res_AgentConfiguration: Validate;
export declare const res_AggregatedProfile: Validate;
export declare const res_BatchGetFrameMetricDataResponse: Validate;
export declare const res_Error: Validate;
export declare const res_ListProfilingGroupsResponse: Validate;
export declare const res_ProfilingGroupDescription: Validate;
