// generated from specs/config-delivery.yaml — do not edit; run `make generate`
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
export declare const req_19: Validate;
export declare const req_21: Validate;
export declare const req_22: Validate;
export declare const req_24: Validate;
export declare const req_26: Validate;
export declare const req_27: Validate;
export declare const req_29: Validate;
export declare const req_3: Validate;
export declare const req_30: Validate;
export declare const req_31: Validate;
export declare const req_33: Validate;
export declare const req_35: Validate;
export declare const req_37: Validate;
export declare const req_38: Validate;
export declare const req_39: Validate;
export declare const req_40: Validate;
export declare const req_42: Validate;
export declare const req_5: Validate;
export declare const req_7: Validate;
export declare const req_8: Validate;
export declare const req_CreateApplicationRequest: Validate;
export declare const req_CreateConfigurationProfileRequest: Validate;
export declare const req_CreateDeploymentStrategyRequest: Validate;
export declare const req_CreateEnvironmentRequest: Validate;
export declare const req_CreateExtensionAssociationRequest: Validate;
export declare const req_CreateExtensionRequest: Validate;
export declare const req_StartDeploymentRequest: Validate;
export declare const req_TagResourceRequest: Validate;
export declare const req_UpdateApplicationRequest: Validate;
export declare const req_UpdateConfigurationProfileRequest: Validate;
export declare const req_UpdateDeploymentStrategyRequest: Validate;
export declare const req_UpdateEnvironmentRequest: Validate;
export declare const req_UpdateExtensionAssociationRequest: Validate;
export declare const req_UpdateExtensionRequest: Validate;
