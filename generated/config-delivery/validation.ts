// generated from specs/config-delivery.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { OperationValidation } from "../runtime";
import { req_0, req_1, req_10, req_11, req_12, req_13, req_14, req_16, req_17, req_19, req_21, req_22, req_24, req_26, req_27, req_29, req_3, req_30, req_31, req_33, req_35, req_37, req_38, req_39, req_40, req_42, req_5, req_7, req_8, req_CreateApplicationRequest, req_CreateConfigurationProfileRequest, req_CreateDeploymentStrategyRequest, req_CreateEnvironmentRequest, req_CreateExtensionAssociationRequest, req_CreateExtensionRequest, req_StartDeploymentRequest, req_TagResourceRequest, req_UpdateApplicationRequest, req_UpdateConfigurationProfileRequest, req_UpdateDeploymentStrategyRequest, req_UpdateEnvironmentRequest, req_UpdateExtensionAssociationRequest, req_UpdateExtensionRequest } from "./request-validators";

import { res_16, res_Application, res_Applications, res_ConfigurationProfile, res_ConfigurationProfiles, res_Deployment, res_DeploymentStrategies, res_DeploymentStrategy, res_Deployments, res_Environment, res_Environments, res_Error, res_Extension, res_ExtensionAssociation, res_ExtensionAssociations, res_Extensions, res_HostedConfigurationVersions, res_ResourceTags, res_SessionError } from "./response-validators";

/** The validators of every operation of specs/config-delivery.yaml, by operationId. */
export const configDeliveryValidation = {
  listApplications: {
    parameters: [
      {"name":"max_results","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"next_token","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"MaxResults","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"NextToken","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_Applications },
      "default": { "application/json": res_Error },
    },
  },
  createApplication: {
    parameters: [
    ],
    validateParameters: req_1,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_CreateApplicationRequest } },
    responses: {
      "201": { "application/json": res_Application },
      "default": { "application/json": res_Error },
    },
  },
  getApplication: {
    parameters: [
      {"name":"ApplicationId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_3,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_Application },
      "default": { "application/json": res_Error },
    },
  },
  deleteApplication: {
    parameters: [
      {"name":"ApplicationId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_3,
    queryCredentials: [],
    body: undefined,
    responses: {
      "204": {  },
      "default": { "application/json": res_Error },
    },
  },
  updateApplication: {
    parameters: [
      {"name":"ApplicationId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_3,
    queryCredentials: [],
    body: { required: false, content: { "application/json": req_UpdateApplicationRequest } },
    responses: {
      "200": { "application/json": res_Application },
      "default": { "application/json": res_Error },
    },
  },
  listConfigurationProfiles: {
    parameters: [
      {"name":"ApplicationId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"max_results","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"next_token","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"MaxResults","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"NextToken","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"type","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
    ],
    validateParameters: req_5,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_ConfigurationProfiles },
      "default": { "application/json": res_Error },
    },
  },
  createConfigurationProfile: {
    parameters: [
      {"name":"ApplicationId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_3,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_CreateConfigurationProfileRequest } },
    responses: {
      "201": { "application/json": res_ConfigurationProfile },
      "default": { "application/json": res_Error },
    },
  },
  getConfigurationProfile: {
    parameters: [
      {"name":"ApplicationId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"ConfigurationProfileId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_7,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_ConfigurationProfile },
      "default": { "application/json": res_Error },
    },
  },
  deleteConfigurationProfile: {
    parameters: [
      {"name":"ApplicationId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"ConfigurationProfileId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"x-amzn-deletion-protection-check","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_8,
    queryCredentials: [],
    body: undefined,
    responses: {
      "204": {  },
      "default": { "application/json": res_Error },
    },
  },
  updateConfigurationProfile: {
    parameters: [
      {"name":"ApplicationId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"ConfigurationProfileId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_7,
    queryCredentials: [],
    body: { required: false, content: { "application/json": req_UpdateConfigurationProfileRequest } },
    responses: {
      "200": { "application/json": res_ConfigurationProfile },
      "default": { "application/json": res_Error },
    },
  },
  validateConfiguration: {
    parameters: [
      {"name":"ApplicationId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"ConfigurationProfileId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"configuration_version","in":"query","required":true,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
    ],
    validateParameters: req_10,
    queryCredentials: [],
    body: undefined,
    responses: {
      "204": {  },
      "default": { "application/json": res_Error },
    },
  },
  listHostedConfigurationVersions: {
    parameters: [
      {"name":"ApplicationId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"ConfigurationProfileId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"max_results","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"next_token","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"MaxResults","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"NextToken","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"version_label","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
    ],
    validateParameters: req_11,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_HostedConfigurationVersions },
      "default": { "application/json": res_Error },
    },
  },
  createHostedConfigurationVersion: {
    parameters: [
      {"name":"ApplicationId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"ConfigurationProfileId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Content-Type","in":"header","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Description","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Latest-Version-Number","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"integer"}},
      {"name":"VersionLabel","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_12,
    queryCredentials: [],
    body: { required: true, content: { "*/*": undefined } },
    responses: {
      "201": { "*/*": undefined },
      "default": { "application/json": res_Error },
    },
  },
  getHostedConfigurationVersion: {
    parameters: [
      {"name":"ApplicationId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"ConfigurationProfileId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"VersionNumber","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"integer"}},
    ],
    validateParameters: req_13,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "*/*": undefined },
      "default": { "application/json": res_Error },
    },
  },
  deleteHostedConfigurationVersion: {
    parameters: [
      {"name":"ApplicationId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"ConfigurationProfileId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"VersionNumber","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"integer"}},
    ],
    validateParameters: req_13,
    queryCredentials: [],
    body: undefined,
    responses: {
      "204": {  },
      "default": { "application/json": res_Error },
    },
  },
  listEnvironments: {
    parameters: [
      {"name":"ApplicationId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"max_results","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"next_token","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"MaxResults","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"NextToken","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
    ],
    validateParameters: req_14,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_Environments },
      "default": { "application/json": res_Error },
    },
  },
  createEnvironment: {
    parameters: [
      {"name":"ApplicationId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_3,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_CreateEnvironmentRequest } },
    responses: {
      "201": { "application/json": res_Environment },
      "default": { "application/json": res_Error },
    },
  },
  getEnvironment: {
    parameters: [
      {"name":"ApplicationId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"EnvironmentId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_16,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_Environment },
      "default": { "application/json": res_Error },
    },
  },
  deleteEnvironment: {
    parameters: [
      {"name":"ApplicationId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"EnvironmentId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"x-amzn-deletion-protection-check","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_17,
    queryCredentials: [],
    body: undefined,
    responses: {
      "204": {  },
      "default": { "application/json": res_Error },
    },
  },
  updateEnvironment: {
    parameters: [
      {"name":"ApplicationId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"EnvironmentId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_16,
    queryCredentials: [],
    body: { required: false, content: { "application/json": req_UpdateEnvironmentRequest } },
    responses: {
      "200": { "application/json": res_Environment },
      "default": { "application/json": res_Error },
    },
  },
  listDeployments: {
    parameters: [
      {"name":"ApplicationId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"EnvironmentId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"max_results","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"next_token","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"MaxResults","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"NextToken","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
    ],
    validateParameters: req_19,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_Deployments },
      "default": { "application/json": res_Error },
    },
  },
  startDeployment: {
    parameters: [
      {"name":"ApplicationId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"EnvironmentId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_16,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_StartDeploymentRequest } },
    responses: {
      "201": { "application/json": res_Deployment },
      "default": { "application/json": res_Error },
    },
  },
  getDeployment: {
    parameters: [
      {"name":"ApplicationId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"EnvironmentId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"DeploymentNumber","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"integer"}},
    ],
    validateParameters: req_21,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_Deployment },
      "default": { "application/json": res_Error },
    },
  },
  stopDeployment: {
    parameters: [
      {"name":"ApplicationId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"EnvironmentId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"DeploymentNumber","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"integer"}},
      {"name":"Allow-Revert","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"boolean"}},
    ],
    validateParameters: req_22,
    queryCredentials: [],
    body: undefined,
    responses: {
      "202": { "application/json": res_Deployment },
      "default": { "application/json": res_Error },
    },
  },
  listDeploymentStrategies: {
    parameters: [
      {"name":"max_results","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"next_token","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"MaxResults","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"NextToken","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_DeploymentStrategies },
      "default": { "application/json": res_Error },
    },
  },
  createDeploymentStrategy: {
    parameters: [
    ],
    validateParameters: req_1,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_CreateDeploymentStrategyRequest } },
    responses: {
      "201": { "application/json": res_DeploymentStrategy },
      "default": { "application/json": res_Error },
    },
  },
  getDeploymentStrategy: {
    parameters: [
      {"name":"DeploymentStrategyId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_24,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_DeploymentStrategy },
      "default": { "application/json": res_Error },
    },
  },
  updateDeploymentStrategy: {
    parameters: [
      {"name":"DeploymentStrategyId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_24,
    queryCredentials: [],
    body: { required: false, content: { "application/json": req_UpdateDeploymentStrategyRequest } },
    responses: {
      "200": { "application/json": res_DeploymentStrategy },
      "default": { "application/json": res_Error },
    },
  },
  deleteDeploymentStrategy: {
    parameters: [
      {"name":"DeploymentStrategyId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_24,
    queryCredentials: [],
    body: undefined,
    responses: {
      "204": {  },
      "default": { "application/json": res_Error },
    },
  },
  listExtensions: {
    parameters: [
      {"name":"max_results","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"next_token","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"MaxResults","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"NextToken","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"name","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
    ],
    validateParameters: req_26,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_Extensions },
      "default": { "application/json": res_Error },
    },
  },
  createExtension: {
    parameters: [
      {"name":"Latest-Version-Number","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"integer"}},
    ],
    validateParameters: req_27,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_CreateExtensionRequest } },
    responses: {
      "201": { "application/json": res_Extension },
      "default": { "application/json": res_Error },
    },
  },
  getExtension: {
    parameters: [
      {"name":"ExtensionIdentifier","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"version_number","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
    ],
    validateParameters: req_29,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_Extension },
      "default": { "application/json": res_Error },
    },
  },
  deleteExtension: {
    parameters: [
      {"name":"ExtensionIdentifier","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"version","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
    ],
    validateParameters: req_30,
    queryCredentials: [],
    body: undefined,
    responses: {
      "204": {  },
      "default": { "application/json": res_Error },
    },
  },
  updateExtension: {
    parameters: [
      {"name":"ExtensionIdentifier","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_31,
    queryCredentials: [],
    body: { required: false, content: { "application/json": req_UpdateExtensionRequest } },
    responses: {
      "200": { "application/json": res_Extension },
      "default": { "application/json": res_Error },
    },
  },
  listExtensionAssociations: {
    parameters: [
      {"name":"max_results","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"next_token","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"MaxResults","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"NextToken","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"resource_identifier","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"extension_identifier","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"extension_version_number","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
    ],
    validateParameters: req_33,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_ExtensionAssociations },
      "default": { "application/json": res_Error },
    },
  },
  createExtensionAssociation: {
    parameters: [
    ],
    validateParameters: req_1,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_CreateExtensionAssociationRequest } },
    responses: {
      "201": { "application/json": res_ExtensionAssociation },
      "default": { "application/json": res_Error },
    },
  },
  getExtensionAssociation: {
    parameters: [
      {"name":"ExtensionAssociationId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_35,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_ExtensionAssociation },
      "default": { "application/json": res_Error },
    },
  },
  deleteExtensionAssociation: {
    parameters: [
      {"name":"ExtensionAssociationId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_35,
    queryCredentials: [],
    body: undefined,
    responses: {
      "204": {  },
      "default": { "application/json": res_Error },
    },
  },
  updateExtensionAssociation: {
    parameters: [
      {"name":"ExtensionAssociationId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_35,
    queryCredentials: [],
    body: { required: false, content: { "application/json": req_UpdateExtensionAssociationRequest } },
    responses: {
      "200": { "application/json": res_ExtensionAssociation },
      "default": { "application/json": res_Error },
    },
  },
  getConfiguration: {
    parameters: [
      {"name":"Application","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Environment","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Configuration","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"client_id","in":"query","required":true,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"client_configuration_version","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
    ],
    validateParameters: req_37,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "*/*": undefined },
      "default": { "application/json": res_Error },
    },
  },
  startConfigurationSession: {
    parameters: [
    ],
    validateParameters: req_1,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_38 } },
    responses: {
      "201": { "application/json": res_16 },
      "default": { "application/json": res_SessionError },
    },
  },
  getLatestConfiguration: {
    parameters: [
      {"name":"configuration_token","in":"query","required":true,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
    ],
    validateParameters: req_39,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "*/*": undefined },
      "default": { "application/json": res_SessionError },
    },
  },
  listTagsForResource: {
    parameters: [
      {"name":"ResourceArn","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_40,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_ResourceTags },
      "default": { "application/json": res_Error },
    },
  },
  tagResource: {
    parameters: [
      {"name":"ResourceArn","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_40,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_TagResourceRequest } },
    responses: {
      "204": {  },
      "default": { "application/json": res_Error },
    },
  },
  untagResource: {
    parameters: [
      {"name":"ResourceArn","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"tagKeys","in":"query","required":true,"style":"form","explode":true,"shape":{"type":"array","items":{"type":"string"}},"empty":"checked"},
    ],
    validateParameters: req_42,
    queryCredentials: [],
    body: undefined,
    responses: {
      "204": {  },
      "default": { "application/json": res_Error },
    },
  },
} satisfies Record<string, OperationValidation>;
