// generated from specs/config-delivery.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { Validate } from "../runtime";

export declare const res_16: Validate;
export declare const res_Application: Validate;
export declare const res_Applications: Validate;
export declare const res_ConfigurationProfile: Validate;
export declare const res_ConfigurationProfiles: Validate;
export declare const res_Deployment: Validate;
export declare const res_DeploymentStrategies: Validate;
export declare const res_DeploymentStrategy: Validate;
export declare const res_Deployments: Validate;
export declare const res_Environment: Validate;
export declare const res_Environments: Validate;
export declare const res_Error: Validate;
export declare const res_Extension: Validate;
export declare const res_ExtensionAssociation: Validate;
export declare const res_ExtensionAssociations: Validate;
export declare const res_Extensions: Validate;
export declare const res_HostedConfigurationVersions: Validate;
export declare const res_ResourceTags: Validate;
export declare const res_SessionError: Validate;
