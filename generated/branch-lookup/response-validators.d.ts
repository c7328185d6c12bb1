// generated from specs/branch-lookup.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { Validate } from "../runtime";

export declare const res_BranchesResponse: Validate;
export declare const res_ErrorResponse: Validate;
