// generated from specs/config-delivery.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { HandlerContext, RawBody } from "../runtime";
import type { operations } from "./types";

type OpListApplications = operations["listApplications"];
/** GET /applications */
export interface ListApplicationsRequest {
  path: Record<string, never>;
  query: NonNullable<OpListApplications["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type ListApplicationsReply =
  | { status: 200; body: OpListApplications["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCreateApplication = operations["createApplication"];
/** POST /applications */
export interface CreateApplicationRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpCreateApplication["requestBody"]>["content"]["application/json"];
}
export type CreateApplicationReply =
  | { status: 201; body: OpCreateApplication["responses"][201]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetApplication = operations["getApplication"];
/** GET /applications/{ApplicationId} */
export interface GetApplicationRequest {
  path: NonNullable<OpGetApplication["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetApplicationReply =
  | { status: 200; body: OpGetApplication["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpDeleteApplication = operations["deleteApplication"];
/** DELETE /applications/{ApplicationId} */
export interface DeleteApplicationRequest {
  path: NonNullable<OpDeleteApplication["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type DeleteApplicationReply =
  | { status: 204; headers?: Record<string, string> };

type OpUpdateApplication = operations["updateApplication"];
/** PATCH /applications/{ApplicationId} */
export interface UpdateApplicationRequest {
  path: NonNullable<OpUpdateApplication["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpUpdateApplication["requestBody"]>["content"]["application/json"] | undefined;
}
export type UpdateApplicationReply =
  | { status: 200; body: OpUpdateApplication["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpListConfigurationProfiles = operations["listConfigurationProfiles"];
/** GET /applications/{ApplicationId}/configurationprofiles */
export interface ListConfigurationProfilesRequest {
  path: NonNullable<OpListConfigurationProfiles["parameters"]["path"]>;
  query: NonNullable<OpListConfigurationProfiles["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type ListConfigurationProfilesReply =
  | { status: 200; body: OpListConfigurationProfiles["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCreateConfigurationProfile = operations["createConfigurationProfile"];
/** POST /applications/{ApplicationId}/configurationprofiles */
export interface CreateConfigurationProfileRequest {
  path: NonNullable<OpCreateConfigurationProfile["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpCreateConfigurationProfile["requestBody"]>["content"]["application/json"];
}
export type CreateConfigurationProfileReply =
  | { status: 201; body: OpCreateConfigurationProfile["responses"][201]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetConfigurationProfile = operations["getConfigurationProfile"];
/** GET /applications/{ApplicationId}/configurationprofiles/{ConfigurationProfileId} */
export interface GetConfigurationProfileRequest {
  path: NonNullable<OpGetConfigurationProfile["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetConfigurationProfileReply =
  | { status: 200; body: OpGetConfigurationProfile["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpDeleteConfigurationProfile = operations["deleteConfigurationProfile"];
/** DELETE /applications/{ApplicationId}/configurationprofiles/{ConfigurationProfileId} */
export interface DeleteConfigurationProfileRequest {
  path: NonNullable<OpDeleteConfigurationProfile["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpDeleteConfigurationProfile["parameters"]["header"]>;
  body: undefined;
}
export type DeleteConfigurationProfileReply =
  | { status: 204; headers?: Record<string, string> };

type OpUpdateConfigurationProfile = operations["updateConfigurationProfile"];
/** PATCH /applications/{ApplicationId}/configurationprofiles/{ConfigurationProfileId} */
export interface UpdateConfigurationProfileRequest {
  path: NonNullable<OpUpdateConfigurationProfile["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpUpdateConfigurationProfile["requestBody"]>["content"]["application/json"] | undefined;
}
export type UpdateConfigurationProfileReply =
  | { status: 200; body: OpUpdateConfigurationProfile["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpValidateConfiguration = operations["validateConfiguration"];
/** POST /applications/{ApplicationId}/configurationprofiles/{ConfigurationProfileId}/validators */
export interface ValidateConfigurationRequest {
  path: NonNullable<OpValidateConfiguration["parameters"]["path"]>;
  query: NonNullable<OpValidateConfiguration["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type ValidateConfigurationReply =
  | { status: 204; headers?: Record<string, string> };

type OpListHostedConfigurationVersions = operations["listHostedConfigurationVersions"];
/** GET /applications/{ApplicationId}/configurationprofiles/{ConfigurationProfileId}/hostedconfigurationversions */
export interface ListHostedConfigurationVersionsRequest {
  path: NonNullable<OpListHostedConfigurationVersions["parameters"]["path"]>;
  query: NonNullable<OpListHostedConfigurationVersions["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type ListHostedConfigurationVersionsReply =
  | { status: 200; body: OpListHostedConfigurationVersions["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCreateHostedConfigurationVersion = operations["createHostedConfigurationVersion"];
/** POST /applications/{ApplicationId}/configurationprofiles/{ConfigurationProfileId}/hostedconfigurationversions */
export interface CreateHostedConfigurationVersionRequest {
  path: NonNullable<OpCreateHostedConfigurationVersion["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpCreateHostedConfigurationVersion["parameters"]["header"]>;
  body: RawBody;
}
export type CreateHostedConfigurationVersionReply =
  | { status: 201; contentType: string; body: Buffer | string; headers?: Record<string, string> };

type OpGetHostedConfigurationVersion = operations["getHostedConfigurationVersion"];
/** GET /applications/{ApplicationId}/configurationprofiles/{ConfigurationProfileId}/hostedconfigurationversions/{VersionNumber} */
export interface GetHostedConfigurationVersionRequest {
  path: NonNullable<OpGetHostedConfigurationVersion["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetHostedConfigurationVersionReply =
  | { status: 200; contentType: string; body: Buffer | string; headers?: Record<string, string> };

type OpDeleteHostedConfigurationVersion = operations["deleteHostedConfigurationVersion"];
/** DELETE /applications/{ApplicationId}/configurationprofiles/{ConfigurationProfileId}/hostedconfigurationversions/{VersionNumber} */
export interface DeleteHostedConfigurationVersionRequest {
  path: NonNullable<OpDeleteHostedConfigurationVersion["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type DeleteHostedConfigurationVersionReply =
  | { status: 204; headers?: Record<string, string> };

type OpListEnvironments = operations["listEnvironments"];
/** GET /applications/{ApplicationId}/environments */
export interface ListEnvironmentsRequest {
  path: NonNullable<OpListEnvironments["parameters"]["path"]>;
  query: NonNullable<OpListEnvironments["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type ListEnvironmentsReply =
  | { status: 200; body: OpListEnvironments["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCreateEnvironment = operations["createEnvironment"];
/** POST /applications/{ApplicationId}/environments */
export interface CreateEnvironmentRequest {
  path: NonNullable<OpCreateEnvironment["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpCreateEnvironment["requestBody"]>["content"]["application/json"];
}
export type CreateEnvironmentReply =
  | { status: 201; body: OpCreateEnvironment["responses"][201]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetEnvironment = operations["getEnvironment"];
/** GET /applications/{ApplicationId}/environments/{EnvironmentId} */
export interface GetEnvironmentRequest {
  path: NonNullable<OpGetEnvironment["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetEnvironmentReply =
  | { status: 200; body: OpGetEnvironment["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpDeleteEnvironment = operations["deleteEnvironment"];
/** DELETE /applications/{ApplicationId}/environments/{EnvironmentId} */
export interface DeleteEnvironmentRequest {
  path: NonNullable<OpDeleteEnvironment["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpDeleteEnvironment["parameters"]["header"]>;
  body: undefined;
}
export type DeleteEnvironmentReply =
  | { status: 204; headers?: Record<string, string> };

type OpUpdateEnvironment = operations["updateEnvironment"];
/** PATCH /applications/{ApplicationId}/environments/{EnvironmentId} */
export interface UpdateEnvironmentRequest {
  path: NonNullable<OpUpdateEnvironment["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpUpdateEnvironment["requestBody"]>["content"]["application/json"] | undefined;
}
export type UpdateEnvironmentReply =
  | { status: 200; body: OpUpdateEnvironment["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpListDeployments = operations["listDeployments"];
/** GET /applications/{ApplicationId}/environments/{EnvironmentId}/deployments */
export interface ListDeploymentsRequest {
  path: NonNullable<OpListDeployments["parameters"]["path"]>;
  query: NonNullable<OpListDeployments["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type ListDeploymentsReply =
  | { status: 200; body: OpListDeployments["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpStartDeployment = operations["startDeployment"];
/** POST /applications/{ApplicationId}/environments/{EnvironmentId}/deployments */
export interface StartDeploymentRequest {
  path: NonNullable<OpStartDeployment["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpStartDeployment["requestBody"]>["content"]["application/json"];
}
export type StartDeploymentReply =
  | { status: 201; body: OpStartDeployment["responses"][201]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetDeployment = operations["getDeployment"];
/** GET /applications/{ApplicationId}/environments/{EnvironmentId}/deployments/{DeploymentNumber} */
export interface GetDeploymentRequest {
  path: NonNullable<OpGetDeployment["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetDeploymentReply =
  | { status: 200; body: OpGetDeployment["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpStopDeployment = operations["stopDeployment"];
/** DELETE /applications/{ApplicationId}/environments/{EnvironmentId}/deployments/{DeploymentNumber} */
export interface StopDeploymentRequest {
  path: NonNullable<OpStopDeployment["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpStopDeployment["parameters"]["header"]>;
  body: undefined;
}
export type StopDeploymentReply =
  | { status: 202; body: OpStopDeployment["responses"][202]["content"]["application/json"]; headers?: Record<string, string> };

type OpListDeploymentStrategies = operations["listDeploymentStrategies"];
/** GET /deploymentstrategies */
export interface ListDeploymentStrategiesRequest {
  path: Record<string, never>;
  query: NonNullable<OpListDeploymentStrategies["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type ListDeploymentStrategiesReply =
  | { status: 200; body: OpListDeploymentStrategies["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCreateDeploymentStrategy = operations["createDeploymentStrategy"];
/** POST /deploymentstrategies */
export interface CreateDeploymentStrategyRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpCreateDeploymentStrategy["requestBody"]>["content"]["application/json"];
}
export type CreateDeploymentStrategyReply =
  | { status: 201; body: OpCreateDeploymentStrategy["responses"][201]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetDeploymentStrategy = operations["getDeploymentStrategy"];
/** GET /deploymentstrategies/{DeploymentStrategyId} */
export interface GetDeploymentStrategyRequest {
  path: NonNullable<OpGetDeploymentStrategy["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetDeploymentStrategyReply =
  | { status: 200; body: OpGetDeploymentStrategy["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpUpdateDeploymentStrategy = operations["updateDeploymentStrategy"];
/** PATCH /deploymentstrategies/{DeploymentStrategyId} */
export interface UpdateDeploymentStrategyRequest {
  path: NonNullable<OpUpdateDeploymentStrategy["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpUpdateDeploymentStrategy["requestBody"]>["content"]["application/json"] | undefined;
}
export type UpdateDeploymentStrategyReply =
  | { status: 200; body: OpUpdateDeploymentStrategy["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpDeleteDeploymentStrategy = operations["deleteDeploymentStrategy"];
/** DELETE /deployementstrategies/{DeploymentStrategyId} */
export interface DeleteDeploymentStrategyRequest {
  path: NonNullable<OpDeleteDeploymentStrategy["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type DeleteDeploymentStrategyReply =
  | { status: 204; headers?: Record<string, string> };

type OpListExtensions = operations["listExtensions"];
/** GET /extensions */
export interface ListExtensionsRequest {
  path: Record<string, never>;
  query: NonNullable<OpListExtensions["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type ListExtensionsReply =
  | { status: 200; body: OpListExtensions["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCreateExtension = operations["createExtension"];
/** POST /extensions */
export interface CreateExtensionRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: NonNullable<OpCreateExtension["parameters"]["header"]>;
  body: NonNullable<OpCreateExtension["requestBody"]>["content"]["application/json"];
}
export type CreateExtensionReply =
  | { status: 201; body: OpCreateExtension["responses"][201]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetExtension = operations["getExtension"];
/** GET /extensions/{ExtensionIdentifier} */
export interface GetExtensionRequest {
  path: NonNullable<OpGetExtension["parameters"]["path"]>;
  query: NonNullable<OpGetExtension["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetExtensionReply =
  | { status: 200; body: OpGetExtension["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpDeleteExtension = operations["deleteExtension"];
/** DELETE /extensions/{ExtensionIdentifier} */
export interface DeleteExtensionRequest {
  path: NonNullable<OpDeleteExtension["parameters"]["path"]>;
  query: NonNullable<OpDeleteExtension["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type DeleteExtensionReply =
  | { status: 204; headers?: Record<string, string> };

type OpUpdateExtension = operations["updateExtension"];
/** PATCH /extensions/{ExtensionIdentifier} */
export interface UpdateExtensionRequest {
  path: NonNullable<OpUpdateExtension["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpUpdateExtension["requestBody"]>["content"]["application/json"] | undefined;
}
export type UpdateExtensionReply =
  | { status: 200; body: OpUpdateExtension["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpListExtensionAssociations = operations["listExtensionAssociations"];
/** GET /extensionassociations */
export interface ListExtensionAssociationsRequest {
  path: Record<string, never>;
  query: NonNullable<OpListExtensionAssociations["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type ListExtensionAssociationsReply =
  | { status: 200; body: OpListExtensionAssociations["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCreateExtensionAssociation = operations["createExtensionAssociation"];
/** POST /extensionassociations */
export interface CreateExtensionAssociationRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpCreateExtensionAssociation["requestBody"]>["content"]["application/json"];
}
export type CreateExtensionAssociationReply =
  | { status: 201; body: OpCreateExtensionAssociation["responses"][201]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetExtensionAssociation = operations["getExtensionAssociation"];
/** GET /extensionassociations/{ExtensionAssociationId} */
export interface GetExtensionAssociationRequest {
  path: NonNullable<OpGetExtensionAssociation["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetExtensionAssociationReply =
  | { status: 200; body: OpGetExtensionAssociation["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpDeleteExtensionAssociation = operations["deleteExtensionAssociation"];
/** DELETE /extensionassociations/{ExtensionAssociationId} */
export interface DeleteExtensionAssociationRequest {
  path: NonNullable<OpDeleteExtensionAssociation["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type DeleteExtensionAssociationReply =
  | { status: 204; headers?: Record<string, string> };

type OpUpdateExtensionAssociation = operations["updateExtensionAssociation"];
/** PATCH /extensionassociations/{ExtensionAssociationId} */
export interface UpdateExtensionAssociationRequest {
  path: NonNullable<OpUpdateExtensionAssociation["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpUpdateExtensionAssociation["requestBody"]>["content"]["application/json"] | undefined;
}
export type UpdateExtensionAssociationReply =
  | { status: 200; body: OpUpdateExtensionAssociation["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetConfiguration = operations["getConfiguration"];
/** GET /applications/{Application}/environments/{Environment}/configurations/{Configuration} */
export interface GetConfigurationRequest {
  path: NonNullable<OpGetConfiguration["parameters"]["path"]>;
  query: NonNullable<OpGetConfiguration["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetConfigurationReply =
  | { status: 200; contentType: string; body: Buffer | string; headers?: Record<string, string> };

type OpStartConfigurationSession = operations["startConfigurationSession"];
/** POST /configurationsessions */
export interface StartConfigurationSessionRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpStartConfigurationSession["requestBody"]>["content"]["application/json"];
}
export type StartConfigurationSessionReply =
  | { status: 201; body: OpStartConfigurationSession["responses"][201]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetLatestConfiguration = operations["getLatestConfiguration"];
/** GET /configuration */
export interface GetLatestConfigurationRequest {
  path: Record<string, never>;
  query: NonNullable<OpGetLatestConfiguration["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetLatestConfigurationReply =
  | { status: 200; contentType: string; body: Buffer | string; headers?: Record<string, string> };

type OpListTagsForResource = operations["listTagsForResource"];
/** GET /tags/{ResourceArn} */
export interface ListTagsForResourceRequest {
  path: NonNullable<OpListTagsForResource["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type ListTagsForResourceReply =
  | { status: 200; body: OpListTagsForResource["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpTagResource = operations["tagResource"];
/** POST /tags/{ResourceArn} */
export interface TagResourceRequest {
  path: NonNullable<OpTagResource["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpTagResource["requestBody"]>["content"]["application/json"];
}
export type TagResourceReply =
  | { status: 204; headers?: Record<string, string> };

type OpUntagResource = operations["untagResource"];
/** DELETE /tags/{ResourceArn} */
export interface UntagResourceRequest {
  path: NonNullable<OpUntagResource["parameters"]["path"]>;
  query: NonNullable<OpUntagResource["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type UntagResourceReply =
  | { status: 204; headers?: Record<string, string> };

/**
 * One member per operationId of specs/config-delivery.yaml. `C` is what the handlers are given besides the request: the
 * gateway's context, or the service's own extension of it (ServiceInstance.context).
 */
export interface ConfigDeliveryHandlers<C extends HandlerContext = HandlerContext> {
  listApplications(req: ListApplicationsRequest, ctx: C): ListApplicationsReply | Promise<ListApplicationsReply>;
  createApplication(req: CreateApplicationRequest, ctx: C): CreateApplicationReply | Promise<CreateApplicationReply>;
  getApplication(req: GetApplicationRequest, ctx: C): GetApplicationReply | Promise<GetApplicationReply>;
  deleteApplication(req: DeleteApplicationRequest, ctx: C): DeleteApplicationReply | Promise<DeleteApplicationReply>;
  updateApplication(req: UpdateApplicationRequest, ctx: C): UpdateApplicationReply | Promise<UpdateApplicationReply>;
  listConfigurationProfiles(req: ListConfigurationProfilesRequest, ctx: C): ListConfigurationProfilesReply | Promise<ListConfigurationProfilesReply>;
  createConfigurationProfile(req: CreateConfigurationProfileRequest, ctx: C): CreateConfigurationProfileReply | Promise<CreateConfigurationProfileReply>;
  getConfigurationProfile(req: GetConfigurationProfileRequest, ctx: C): GetConfigurationProfileReply | Promise<GetConfigurationProfileReply>;
  deleteConfigurationProfile(req: DeleteConfigurationProfileRequest, ctx: C): DeleteConfigurationProfileReply | Promise<DeleteConfigurationProfileReply>;
  updateConfigurationProfile(req: UpdateConfigurationProfileRequest, ctx: C): UpdateConfigurationProfileReply | Promise<UpdateConfigurationProfileReply>;
  validateConfiguration(req: ValidateConfigurationRequest, ctx: C): ValidateConfigurationReply | Promise<ValidateConfigurationReply>;
  listHostedConfigurationVersions(req: ListHostedConfigurationVersionsRequest, ctx: C): ListHostedConfigurationVersionsReply | Promise<ListHostedConfigurationVersionsReply>;
  createHostedConfigurationVersion(req: CreateHostedConfigurationVersionRequest, ctx: C): CreateHostedConfigurationVersionReply | Promise<CreateHostedConfigurationVersionReply>;
  getHostedConfigurationVersion(req: GetHostedConfigurationVersionRequest, ctx: C): GetHostedConfigurationVersionReply | Promise<GetHostedConfigurationVersionReply>;
  deleteHostedConfigurationVersion(req: DeleteHostedConfigurationVersionRequest, ctx: C): DeleteHostedConfigurationVersionReply | Promise<DeleteHostedConfigurationVersionReply>;
  listEnvironments(req: ListEnvironmentsRequest, ctx: C): ListEnvironmentsReply | Promise<ListEnvironmentsReply>;
  createEnvironment(req: CreateEnvironmentRequest, ctx: C): CreateEnvironmentReply | Promise<CreateEnvironmentReply>;
  getEnvironment(req: GetEnvironmentRequest, ctx: C): GetEnvironmentReply | Promise<GetEnvironmentReply>;
  deleteEnvironment(req: DeleteEnvironmentRequest, ctx: C): DeleteEnvironmentReply | Promise<DeleteEnvironmentReply>;
  updateEnvironment(req: UpdateEnvironmentRequest, ctx: C): UpdateEnvironmentReply | Promise<UpdateEnvironmentReply>;
  listDeployments(req: ListDeploymentsRequest, ctx: C): ListDeploymentsReply | Promise<ListDeploymentsReply>;
  startDeployment(req: StartDeploymentRequest, ctx: C): StartDeploymentReply | Promise<StartDeploymentReply>;
  getDeployment(req: GetDeploymentRequest, ctx: C): GetDeploymentReply | Promise<GetDeploymentReply>;
  stopDeployment(req: StopDeploymentRequest, ctx: C): StopDeploymentReply | Promise<StopDeploymentReply>;
  listDeploymentStrategies(req: ListDeploymentStrategiesRequest, ctx: C): ListDeploymentStrategiesReply | Promise<ListDeploymentStrategiesReply>;
  createDeploymentStrategy(req: CreateDeploymentStrategyRequest, ctx: C): CreateDeploymentStrategyReply | Promise<CreateDeploymentStrategyReply>;
  getDeploymentStrategy(req: GetDeploymentStrategyRequest, ctx: C): GetDeploymentStrategyReply | Promise<GetDeploymentStrategyReply>;
  updateDeploymentStrategy(req: UpdateDeploymentStrategyRequest, ctx: C): UpdateDeploymentStrategyReply | Promise<UpdateDeploymentStrategyReply>;
  deleteDeploymentStrategy(req: DeleteDeploymentStrategyRequest, ctx: C): DeleteDeploymentStrategyReply | Promise<DeleteDeploymentStrategyReply>;
  listExtensions(req: ListExtensionsRequest, ctx: C): ListExtensionsReply | Promise<ListExtensionsReply>;
  createExtension(req: CreateExtensionRequest, ctx: C): CreateExtensionReply | Promise<CreateExtensionReply>;
  getExtension(req: GetExtensionRequest, ctx: C): GetExtensionReply | Promise<GetExtensionReply>;
  deleteExtension(req: DeleteExtensionRequest, ctx: C): DeleteExtensionReply | Promise<DeleteExtensionReply>;
  updateExtension(req: UpdateExtensionRequest, ctx: C): UpdateExtensionReply | Promise<UpdateExtensionReply>;
  listExtensionAssociations(req: ListExtensionAssociationsRequest, ctx: C): ListExtensionAssociationsReply | Promise<ListExtensionAssociationsReply>;
  createExtensionAssociation(req: CreateExtensionAssociationRequest, ctx: C): CreateExtensionAssociationReply | Promise<CreateExtensionAssociationReply>;
  getExtensionAssociation(req: GetExtensionAssociationRequest, ctx: C): GetExtensionAssociationReply | Promise<GetExtensionAssociationReply>;
  deleteExtensionAssociation(req: DeleteExtensionAssociationRequest, ctx: C): DeleteExtensionAssociationReply | Promise<DeleteExtensionAssociationReply>;
  updateExtensionAssociation(req: UpdateExtensionAssociationRequest, ctx: C): UpdateExtensionAssociationReply | Promise<UpdateExtensionAssociationReply>;
  getConfiguration(req: GetConfigurationRequest, ctx: C): GetConfigurationReply | Promise<GetConfigurationReply>;
  startConfigurationSession(req: StartConfigurationSessionRequest, ctx: C): StartConfigurationSessionReply | Promise<StartConfigurationSessionReply>;
  getLatestConfiguration(req: GetLatestConfigurationRequest, ctx: C): GetLatestConfigurationReply | Promise<GetLatestConfigurationReply>;
  listTagsForResource(req: ListTagsForResourceRequest, ctx: C): ListTagsForResourceReply | Promise<ListTagsForResourceReply>;
  tagResource(req: TagResourceRequest, ctx: C): TagResourceReply | Promise<TagResourceReply>;
  untagResource(req: UntagResourceRequest, ctx: C): UntagResourceReply | Promise<UntagResourceReply>;
}
