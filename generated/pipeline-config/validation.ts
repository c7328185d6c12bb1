// generated from specs/pipeline-config.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { OperationValidation } from "../runtime";
import { req_0, req_CompleteDestinationOAuthRequest, req_CompleteSourceOauthRequest, req_ConnectionCreate, req_ConnectionIdRequestBody, req_ConnectionSearch, req_ConnectionStateCreateOrUpdate, req_ConnectionUpdate, req_CustomDestinationDefinitionCreate, req_CustomSourceDefinitionCreate, req_DestinationCloneRequestBody, req_DestinationCoreConfig, req_DestinationCreate, req_DestinationDefinitionIdRequestBody, req_DestinationDefinitionIdWithWorkspaceId, req_DestinationDefinitionUpdate, req_DestinationIdRequestBody, req_DestinationOauthConsentRequest, req_DestinationSearch, req_DestinationUpdate, req_JobIdRequestBody, req_JobListRequestBody, req_LogsRequestBody, req_Notification, req_OperationCreate, req_OperationIdRequestBody, req_OperationUpdate, req_OperatorConfiguration, req_SaveAttemptSyncConfigRequestBody, req_SaveStatsRequestBody, req_SetInstancewideDestinationOauthParamsRequestBody, req_SetInstancewideSourceOauthParamsRequestBody, req_SetWorkflowInAttemptRequestBody, req_SlugRequestBody, req_SourceCloneRequestBody, req_SourceCoreConfig, req_SourceCreate, req_SourceDefinitionIdRequestBody, req_SourceDefinitionIdWithWorkspaceId, req_SourceDefinitionUpdate, req_SourceDiscoverSchemaRequestBody, req_SourceDiscoverSchemaWriteRequestBody, req_SourceIdRequestBody, req_SourceOauthConsentRequest, req_SourceSearch, req_SourceUpdate, req_WebBackendConnectionCreate, req_WebBackendConnectionListRequestBody, req_WebBackendConnectionRequestBody, req_WebBackendConnectionUpdate, req_WebBackendWorkspaceState, req_WorkspaceCreate, req_WorkspaceGiveFeedback, req_WorkspaceIdRequestBody, req_WorkspaceUpdate, req_WorkspaceUpdateName } from "./request-validators";

import { res_2, res_ActorCatalogWithUpdatedAt, res_AttemptNormalizationStatusReadList, res_CheckConnectionRead, res_CheckOperationRead, res_CompleteOAuthResponse, res_ConnectionRead, res_ConnectionReadList, res_ConnectionState, res_ConnectionStateType, res_DestinationDefinitionRead, res_DestinationDefinitionReadList, res_DestinationDefinitionSpecificationRead, res_DestinationRead, res_DestinationReadList, res_DiscoverCatalogResult, res_HealthCheckRead, res_InternalOperationResult, res_InvalidInputExceptionInfo, res_JobDebugInfoRead, res_JobInfoLightRead, res_JobInfoRead, res_JobOptionalRead, res_JobReadList, res_KnownExceptionInfo, res_NotFoundKnownExceptionInfo, res_NotificationRead, res_OAuthConsentRead, res_OperationRead, res_OperationReadList, res_PrivateDestinationDefinitionRead, res_PrivateDestinationDefinitionReadList, res_PrivateSourceDefinitionRead, res_PrivateSourceDefinitionReadList, res_SourceDefinitionRead, res_SourceDefinitionReadList, res_SourceDefinitionSpecificationRead, res_SourceDiscoverSchemaRead, res_SourceRead, res_SourceReadList, res_WebBackendCheckUpdatesRead, res_WebBackendConnectionRead, res_WebBackendConnectionReadList, res_WebBackendGeographiesListResult, res_WebBackendWorkspaceStateResult, res_WorkspaceRead, res_WorkspaceReadList } from "./response-validators";

/** The validators of every operation of specs/pipeline-config.yaml, by operationId. */
export const pipelineConfigValidation = {
  getHealthCheck: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_HealthCheckRead },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  getOpenApiSpec: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "text/plain": res_2 },
      "default": { "application/json": res_KnownExceptionInfo },
    },
    textBodies: {"request":[],"responses":["text/plain"]},
  },
  getJobInfo: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_JobIdRequestBody } },
    responses: {
      "200": { "application/json": res_JobInfoRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  getJobInfoLight: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_JobIdRequestBody } },
    responses: {
      "200": { "application/json": res_JobInfoLightRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  listJobsFor: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_JobListRequestBody } },
    responses: {
      "200": { "application/json": res_JobReadList },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  cancelJob: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_JobIdRequestBody } },
    responses: {
      "200": { "application/json": res_JobInfoRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  getJobDebugInfo: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_JobIdRequestBody } },
    responses: {
      "200": { "application/json": res_JobDebugInfoRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  getLastReplicationJob: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_ConnectionIdRequestBody } },
    responses: {
      "200": { "application/json": res_JobOptionalRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  getAttemptNormalizationStatusesForJob: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_JobIdRequestBody } },
    responses: {
      "200": { "application/json": res_AttemptNormalizationStatusReadList },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  getLogs: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_LogsRequestBody } },
    responses: {
      "200": { "text/plain": res_2 },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
    textBodies: {"request":[],"responses":["text/plain"]},
  },
  tryNotificationConfig: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_Notification } },
    responses: {
      "200": { "application/json": res_NotificationRead },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  saveStats: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_SaveStatsRequestBody } },
    responses: {
      "200": { "application/json": res_InternalOperationResult },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  saveSyncConfig: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_SaveAttemptSyncConfigRequestBody } },
    responses: {
      "200": { "application/json": res_InternalOperationResult },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  setWorkflowInAttempt: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_SetWorkflowInAttemptRequestBody } },
    responses: {
      "200": { "application/json": res_InternalOperationResult },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  createConnection: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_ConnectionCreate } },
    responses: {
      "200": { "application/json": res_ConnectionRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  getConnection: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_ConnectionIdRequestBody } },
    responses: {
      "200": { "application/json": res_ConnectionRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  deleteConnection: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_ConnectionIdRequestBody } },
    responses: {
      "204": {  },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  updateConnection: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_ConnectionUpdate } },
    responses: {
      "200": { "application/json": res_ConnectionRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  searchConnections: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_ConnectionSearch } },
    responses: {
      "200": { "application/json": res_ConnectionReadList },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  listConnectionsForWorkspace: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_WorkspaceIdRequestBody } },
    responses: {
      "200": { "application/json": res_ConnectionReadList },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  listAllConnectionsForWorkspace: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_WorkspaceIdRequestBody } },
    responses: {
      "200": { "application/json": res_ConnectionReadList },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  resetConnection: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_ConnectionIdRequestBody } },
    responses: {
      "200": { "application/json": res_JobInfoRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "409": { "application/json": res_KnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  syncConnection: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_ConnectionIdRequestBody } },
    responses: {
      "200": { "application/json": res_JobInfoRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "409": { "application/json": res_KnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  webBackendGetConnection: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_WebBackendConnectionRequestBody } },
    responses: {
      "200": { "application/json": res_WebBackendConnectionRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  webBackendCreateConnection: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_WebBackendConnectionCreate } },
    responses: {
      "200": { "application/json": res_WebBackendConnectionRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  webBackendUpdateConnection: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_WebBackendConnectionUpdate } },
    responses: {
      "200": { "application/json": res_WebBackendConnectionRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  webBackendListConnectionsForWorkspace: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_WebBackendConnectionListRequestBody } },
    responses: {
      "200": { "application/json": res_WebBackendConnectionReadList },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  webBackendCheckUpdates: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_WebBackendCheckUpdatesRead },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  webBackendListGeographies: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_WebBackendGeographiesListResult },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  getStateType: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_ConnectionIdRequestBody } },
    responses: {
      "200": { "application/json": res_ConnectionStateType },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  webBackendGetWorkspaceState: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_WebBackendWorkspaceState } },
    responses: {
      "200": { "application/json": res_WebBackendWorkspaceStateResult },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  createOrUpdateState: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_ConnectionStateCreateOrUpdate } },
    responses: {
      "200": { "application/json": res_ConnectionState },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  getState: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_ConnectionIdRequestBody } },
    responses: {
      "200": { "application/json": res_ConnectionState },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  checkOperation: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_OperatorConfiguration } },
    responses: {
      "200": { "application/json": res_CheckOperationRead },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  createOperation: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_OperationCreate } },
    responses: {
      "200": { "application/json": res_OperationRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  deleteOperation: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_OperationIdRequestBody } },
    responses: {
      "204": {  },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  getOperation: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_OperationIdRequestBody } },
    responses: {
      "200": { "application/json": res_OperationRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  updateOperation: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_OperationUpdate } },
    responses: {
      "200": { "application/json": res_OperationRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  listOperationsForConnection: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_ConnectionIdRequestBody } },
    responses: {
      "200": { "application/json": res_OperationReadList },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  createSource: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_SourceCreate } },
    responses: {
      "200": { "application/json": res_SourceRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  getSource: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_SourceIdRequestBody } },
    responses: {
      "200": { "application/json": res_SourceRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  updateSource: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_SourceUpdate } },
    responses: {
      "200": { "application/json": res_SourceRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  deleteSource: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_SourceIdRequestBody } },
    responses: {
      "204": {  },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  cloneSource: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_SourceCloneRequestBody } },
    responses: {
      "200": { "application/json": res_SourceRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  searchSources: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_SourceSearch } },
    responses: {
      "200": { "application/json": res_SourceReadList },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  listSourcesForWorkspace: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_WorkspaceIdRequestBody } },
    responses: {
      "200": { "application/json": res_SourceReadList },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  checkConnectionToSource: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_SourceIdRequestBody } },
    responses: {
      "200": { "application/json": res_CheckConnectionRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  checkConnectionToSourceForUpdate: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_SourceUpdate } },
    responses: {
      "200": { "application/json": res_CheckConnectionRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  discoverSchemaForSource: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_SourceDiscoverSchemaRequestBody } },
    responses: {
      "200": { "application/json": res_SourceDiscoverSchemaRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  getMostRecentSourceActorCatalog: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_SourceIdRequestBody } },
    responses: {
      "200": { "application/json": res_ActorCatalogWithUpdatedAt },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  writeDiscoverCatalogResult: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_SourceDiscoverSchemaWriteRequestBody } },
    responses: {
      "200": { "application/json": res_DiscoverCatalogResult },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  createDestination: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_DestinationCreate } },
    responses: {
      "200": { "application/json": res_DestinationRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  getDestination: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_DestinationIdRequestBody } },
    responses: {
      "200": { "application/json": res_DestinationRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  updateDestination: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_DestinationUpdate } },
    responses: {
      "200": { "application/json": res_DestinationRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  deleteDestination: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_DestinationIdRequestBody } },
    responses: {
      "204": {  },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  cloneDestination: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_DestinationCloneRequestBody } },
    responses: {
      "200": { "application/json": res_DestinationRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  searchDestinations: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_DestinationSearch } },
    responses: {
      "200": { "application/json": res_DestinationReadList },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  listDestinationsForWorkspace: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_WorkspaceIdRequestBody } },
    responses: {
      "200": { "application/json": res_DestinationReadList },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  checkConnectionToDestination: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_DestinationIdRequestBody } },
    responses: {
      "200": { "application/json": res_CheckConnectionRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  checkConnectionToDestinationForUpdate: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_DestinationUpdate } },
    responses: {
      "200": { "application/json": res_CheckConnectionRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  executeSourceCheckConnection: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_SourceCoreConfig } },
    responses: {
      "200": { "application/json": res_CheckConnectionRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  executeDestinationCheckConnection: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_DestinationCoreConfig } },
    responses: {
      "200": { "application/json": res_CheckConnectionRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  executeSourceDiscoverSchema: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_SourceCoreConfig } },
    responses: {
      "200": { "application/json": res_SourceDiscoverSchemaRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  createCustomSourceDefinition: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_CustomSourceDefinitionCreate } },
    responses: {
      "200": { "application/json": res_SourceDefinitionRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  getSourceDefinition: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_SourceDefinitionIdRequestBody } },
    responses: {
      "200": { "application/json": res_SourceDefinitionRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  updateSourceDefinition: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_SourceDefinitionUpdate } },
    responses: {
      "200": { "application/json": res_SourceDefinitionRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  deleteSourceDefinition: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_SourceDefinitionIdRequestBody } },
    responses: {
      "204": {  },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  getSourceDefinitionForWorkspace: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_SourceDefinitionIdWithWorkspaceId } },
    responses: {
      "200": { "application/json": res_SourceDefinitionRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  grantSourceDefinitionToWorkspace: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_SourceDefinitionIdWithWorkspaceId } },
    responses: {
      "200": { "application/json": res_PrivateSourceDefinitionRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  revokeSourceDefinitionFromWorkspace: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_SourceDefinitionIdWithWorkspaceId } },
    responses: {
      "204": {  },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  listSourceDefinitions: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_SourceDefinitionReadList },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  listSourceDefinitionsForWorkspace: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_WorkspaceIdRequestBody } },
    responses: {
      "200": { "application/json": res_SourceDefinitionReadList },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  listLatestSourceDefinitions: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_SourceDefinitionReadList },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  listPrivateSourceDefinitions: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_WorkspaceIdRequestBody } },
    responses: {
      "200": { "application/json": res_PrivateSourceDefinitionReadList },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  getSourceDefinitionSpecification: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_SourceDefinitionIdWithWorkspaceId } },
    responses: {
      "200": { "application/json": res_SourceDefinitionSpecificationRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  createCustomDestinationDefinition: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_CustomDestinationDefinitionCreate } },
    responses: {
      "200": { "application/json": res_DestinationDefinitionRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  getDestinationDefinition: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_DestinationDefinitionIdRequestBody } },
    responses: {
      "200": { "application/json": res_DestinationDefinitionRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  updateDestinationDefinition: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_DestinationDefinitionUpdate } },
    responses: {
      "200": { "application/json": res_DestinationDefinitionRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  deleteDestinationDefinition: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_DestinationDefinitionIdRequestBody } },
    responses: {
      "204": {  },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  getDestinationDefinitionForWorkspace: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_DestinationDefinitionIdWithWorkspaceId } },
    responses: {
      "200": { "application/json": res_DestinationDefinitionRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  grantDestinationDefinitionToWorkspace: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_DestinationDefinitionIdWithWorkspaceId } },
    responses: {
      "200": { "application/json": res_PrivateDestinationDefinitionRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  revokeDestinationDefinitionFromWorkspace: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_DestinationDefinitionIdWithWorkspaceId } },
    responses: {
      "204": {  },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  listDestinationDefinitions: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_DestinationDefinitionReadList },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  listDestinationDefinitionsForWorkspace: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_WorkspaceIdRequestBody } },
    responses: {
      "200": { "application/json": res_DestinationDefinitionReadList },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  listLatestDestinationDefinitions: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_DestinationDefinitionReadList },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  listPrivateDestinationDefinitions: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_WorkspaceIdRequestBody } },
    responses: {
      "200": { "application/json": res_PrivateDestinationDefinitionReadList },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  getDestinationDefinitionSpecification: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_DestinationDefinitionIdWithWorkspaceId } },
    responses: {
      "200": { "application/json": res_DestinationDefinitionSpecificationRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  getSourceOAuthConsent: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_SourceOauthConsentRequest } },
    responses: {
      "200": { "application/json": res_OAuthConsentRead },
      "400": { "application/json": res_KnownExceptionInfo },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  completeSourceOAuth: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_CompleteSourceOauthRequest } },
    responses: {
      "200": { "application/json": res_CompleteOAuthResponse },
      "400": { "application/json": res_KnownExceptionInfo },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  setInstancewideSourceOauthParams: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_SetInstancewideSourceOauthParamsRequestBody } },
    responses: {
      "200": {  },
      "400": { "application/json": res_KnownExceptionInfo },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  getDestinationOAuthConsent: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_DestinationOauthConsentRequest } },
    responses: {
      "200": { "application/json": res_OAuthConsentRead },
      "400": { "application/json": res_KnownExceptionInfo },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  completeDestinationOAuth: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_CompleteDestinationOAuthRequest } },
    responses: {
      "200": { "application/json": res_CompleteOAuthResponse },
      "400": { "application/json": res_KnownExceptionInfo },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  setInstancewideDestinationOauthParams: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_SetInstancewideDestinationOauthParamsRequestBody } },
    responses: {
      "200": {  },
      "400": { "application/json": res_KnownExceptionInfo },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  createWorkspace: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_WorkspaceCreate } },
    responses: {
      "200": { "application/json": res_WorkspaceRead },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  getWorkspace: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_WorkspaceIdRequestBody } },
    responses: {
      "200": { "application/json": res_WorkspaceRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  updateWorkspace: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_WorkspaceUpdate } },
    responses: {
      "200": { "application/json": res_WorkspaceRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  deleteWorkspace: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_WorkspaceIdRequestBody } },
    responses: {
      "204": {  },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  getWorkspaceByConnectionId: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_ConnectionIdRequestBody } },
    responses: {
      "200": { "application/json": res_WorkspaceRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  getWorkspaceBySlug: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_SlugRequestBody } },
    responses: {
      "200": { "application/json": res_WorkspaceRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  listWorkspaces: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_WorkspaceReadList },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  updateWorkspaceName: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_WorkspaceUpdateName } },
    responses: {
      "200": { "application/json": res_WorkspaceRead },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
  updateWorkspaceFeedback: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_WorkspaceGiveFeedback } },
    responses: {
      "204": {  },
      "404": { "application/json": res_NotFoundKnownExceptionInfo },
      "422": { "application/json": res_InvalidInputExceptionInfo },
      "default": { "application/json": res_KnownExceptionInfo },
    },
  },
} satisfies Record<string, OperationValidation>;
