// generated from specs/pipeline-config.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { HandlerContext, RawBody } from "../runtime";
import type { operations } from "./types";

type OpGetHealthCheck = operations["getHealthCheck"];
/** GET /v1/health */
export interface GetHealthCheckRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetHealthCheckReply =
  | { status: 200; body: OpGetHealthCheck["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetOpenApiSpec = operations["getOpenApiSpec"];
/** GET /v1/openapi */
export interface GetOpenApiSpecRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetOpenApiSpecReply =
  | { status: 200; contentType: string; body: Buffer | string; headers?: Record<string, string> };

type OpGetJobInfo = operations["getJobInfo"];
/** POST /v1/jobs/get */
export interface GetJobInfoRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpGetJobInfo["requestBody"]>["content"]["application/json"];
}
export type GetJobInfoReply =
  | { status: 200; body: OpGetJobInfo["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetJobInfoLight = operations["getJobInfoLight"];
/** POST /v1/jobs/get_light */
export interface GetJobInfoLightRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpGetJobInfoLight["requestBody"]>["content"]["application/json"];
}
export type GetJobInfoLightReply =
  | { status: 200; body: OpGetJobInfoLight["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpListJobsFor = operations["listJobsFor"];
/** POST /v1/jobs/list */
export interface ListJobsForRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpListJobsFor["requestBody"]>["content"]["application/json"];
}
export type ListJobsForReply =
  | { status: 200; body: OpListJobsFor["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCancelJob = operations["cancelJob"];
/** POST /v1/jobs/cancel */
export interface CancelJobRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpCancelJob["requestBody"]>["content"]["application/json"];
}
export type CancelJobReply =
  | { status: 200; body: OpCancelJob["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetJobDebugInfo = operations["getJobDebugInfo"];
/** POST /v1/jobs/get_debug_info */
export interface GetJobDebugInfoRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpGetJobDebugInfo["requestBody"]>["content"]["application/json"];
}
export type GetJobDebugInfoReply =
  | { status: 200; body: OpGetJobDebugInfo["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetLastReplicationJob = operations["getLastReplicationJob"];
/** POST /v1/jobs/get_last_replication_job */
export interface GetLastReplicationJobRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpGetLastReplicationJob["requestBody"]>["content"]["application/json"];
}
export type GetLastReplicationJobReply =
  | { status: 200; body: OpGetLastReplicationJob["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetAttemptNormalizationStatusesForJob = operations["getAttemptNormalizationStatusesForJob"];
/** POST /v1/jobs/get_normalization_status */
export interface GetAttemptNormalizationStatusesForJobRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpGetAttemptNormalizationStatusesForJob["requestBody"]>["content"]["application/json"];
}
export type GetAttemptNormalizationStatusesForJobReply =
  | { status: 200; body: OpGetAttemptNormalizationStatusesForJob["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetLogs = operations["getLogs"];
/** POST /v1/logs/get */
export interface GetLogsRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpGetLogs["requestBody"]>["content"]["application/json"];
}
export type GetLogsReply =
  | { status: 200; contentType: string; body: Buffer | string; headers?: Record<string, string> };

type OpTryNotificationConfig = operations["tryNotificationConfig"];
/** POST /v1/notifications/try */
export interface TryNotificationConfigRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpTryNotificationConfig["requestBody"]>["content"]["application/json"];
}
export type TryNotificationConfigReply =
  | { status: 200; body: OpTryNotificationConfig["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpSaveStats = operations["saveStats"];
/** POST /v1/attempt/save_stats */
export interface SaveStatsRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpSaveStats["requestBody"]>["content"]["application/json"];
}
export type SaveStatsReply =
  | { status: 200; body: OpSaveStats["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpSaveSyncConfig = operations["saveSyncConfig"];
/** POST /v1/attempt/save_sync_config */
export interface SaveSyncConfigRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpSaveSyncConfig["requestBody"]>["content"]["application/json"];
}
export type SaveSyncConfigReply =
  | { status: 200; body: OpSaveSyncConfig["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpSetWorkflowInAttempt = operations["setWorkflowInAttempt"];
/** POST /v1/attempt/set_workflow_in_attempt */
export interface SetWorkflowInAttemptRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpSetWorkflowInAttempt["requestBody"]>["content"]["application/json"];
}
export type SetWorkflowInAttemptReply =
  | { status: 200; body: OpSetWorkflowInAttempt["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCreateConnection = operations["createConnection"];
/** POST /v1/connections/create */
export interface CreateConnectionRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpCreateConnection["requestBody"]>["content"]["application/json"];
}
export type CreateConnectionReply =
  | { status: 200; body: OpCreateConnection["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetConnection = operations["getConnection"];
/** POST /v1/connections/get */
export interface GetConnectionRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpGetConnection["requestBody"]>["content"]["application/json"];
}
export type GetConnectionReply =
  | { status: 200; body: OpGetConnection["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpDeleteConnection = operations["deleteConnection"];
/** POST /v1/connections/delete */
export interface DeleteConnectionRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpDeleteConnection["requestBody"]>["content"]["application/json"];
}
export type DeleteConnectionReply =
  | { status: 204; headers?: Record<string, string> };

type OpUpdateConnection = operations["updateConnection"];
/** POST /v1/connections/update */
export interface UpdateConnectionRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpUpdateConnection["requestBody"]>["content"]["application/json"];
}
export type UpdateConnectionReply =
  | { status: 200; body: OpUpdateConnection["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpSearchConnections = operations["searchConnections"];
/** POST /v1/connections/search */
export interface SearchConnectionsRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpSearchConnections["requestBody"]>["content"]["application/json"];
}
export type SearchConnectionsReply =
  | { status: 200; body: OpSearchConnections["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpListConnectionsForWorkspace = operations["listConnectionsForWorkspace"];
/** POST /v1/connections/list */
export interface ListConnectionsForWorkspaceRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpListConnectionsForWorkspace["requestBody"]>["content"]["application/json"];
}
export type ListConnectionsForWorkspaceReply =
  | { status: 200; body: OpListConnectionsForWorkspace["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpListAllConnectionsForWorkspace = operations["listAllConnectionsForWorkspace"];
/** POST /v1/connections/list_all */
export interface ListAllConnectionsForWorkspaceRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpListAllConnectionsForWorkspace["requestBody"]>["content"]["application/json"];
}
export type ListAllConnectionsForWorkspaceReply =
  | { status: 200; body: OpListAllConnectionsForWorkspace["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpResetConnection = operations["resetConnection"];
/** POST /v1/connections/reset */
export interface ResetConnectionRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpResetConnection["requestBody"]>["content"]["application/json"];
}
export type ResetConnectionReply =
  | { status: 200; body: OpResetConnection["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpSyncConnection = operations["syncConnection"];
/** POST /v1/connections/sync */
export interface SyncConnectionRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpSyncConnection["requestBody"]>["content"]["application/json"];
}
export type SyncConnectionReply =
  | { status: 200; body: OpSyncConnection["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpWebBackendGetConnection = operations["webBackendGetConnection"];
/** POST /v1/web_backend/connections/get */
export interface WebBackendGetConnectionRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpWebBackendGetConnection["requestBody"]>["content"]["application/json"];
}
export type WebBackendGetConnectionReply =
  | { status: 200; body: OpWebBackendGetConnection["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpWebBackendCreateConnection = operations["webBackendCreateConnection"];
/** POST /v1/web_backend/connections/create */
export interface WebBackendCreateConnectionRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpWebBackendCreateConnection["requestBody"]>["content"]["application/json"];
}
export type WebBackendCreateConnectionReply =
  | { status: 200; body: OpWebBackendCreateConnection["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpWebBackendUpdateConnection = operations["webBackendUpdateConnection"];
/** POST /v1/web_backend/connections/update */
export interface WebBackendUpdateConnectionRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpWebBackendUpdateConnection["requestBody"]>["content"]["application/json"];
}
export type WebBackendUpdateConnectionReply =
  | { status: 200; body: OpWebBackendUpdateConnection["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpWebBackendListConnectionsForWorkspace = operations["webBackendListConnectionsForWorkspace"];
/** POST /v1/web_backend/connections/list */
export interface WebBackendListConnectionsForWorkspaceRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpWebBackendListConnectionsForWorkspace["requestBody"]>["content"]["application/json"];
}
export type WebBackendListConnectionsForWorkspaceReply =
  | { status: 200; body: OpWebBackendListConnectionsForWorkspace["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpWebBackendCheckUpdates = operations["webBackendCheckUpdates"];
/** POST /v1/web_backend/check_updates */
export interface WebBackendCheckUpdatesRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type WebBackendCheckUpdatesReply =
  | { status: 200; body: OpWebBackendCheckUpdates["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpWebBackendListGeographies = operations["webBackendListGeographies"];
/** POST /v1/web_backend/geographies/list */
export interface WebBackendListGeographiesRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type WebBackendListGeographiesReply =
  | { status: 200; body: OpWebBackendListGeographies["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetStateType = operations["getStateType"];
/** POST /v1/web_backend/state/get_type */
export interface GetStateTypeRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpGetStateType["requestBody"]>["content"]["application/json"];
}
export type GetStateTypeReply =
  | { status: 200; body: OpGetStateType["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpWebBackendGetWorkspaceState = operations["webBackendGetWorkspaceState"];
/** POST /v1/web_backend/workspace/state */
export interface WebBackendGetWorkspaceStateRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpWebBackendGetWorkspaceState["requestBody"]>["content"]["application/json"];
}
export type WebBackendGetWorkspaceStateReply =
  | { status: 200; body: OpWebBackendGetWorkspaceState["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCreateOrUpdateState = operations["createOrUpdateState"];
/** POST /v1/state/create_or_update */
export interface CreateOrUpdateStateRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpCreateOrUpdateState["requestBody"]>["content"]["application/json"];
}
export type CreateOrUpdateStateReply =
  | { status: 200; body: OpCreateOrUpdateState["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetState = operations["getState"];
/** POST /v1/state/get */
export interface GetStateRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpGetState["requestBody"]>["content"]["application/json"];
}
export type GetStateReply =
  | { status: 200; body: OpGetState["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCheckOperation = operations["checkOperation"];
/** POST /v1/operations/check */
export interface CheckOperationRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpCheckOperation["requestBody"]>["content"]["application/json"];
}
export type CheckOperationReply =
  | { status: 200; body: OpCheckOperation["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCreateOperation = operations["createOperation"];
/** POST /v1/operations/create */
export interface CreateOperationRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpCreateOperation["requestBody"]>["content"]["application/json"];
}
export type CreateOperationReply =
  | { status: 200; body: OpCreateOperation["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpDeleteOperation = operations["deleteOperation"];
/** POST /v1/operations/delete */
export interface DeleteOperationRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpDeleteOperation["requestBody"]>["content"]["application/json"];
}
export type DeleteOperationReply =
  | { status: 204; headers?: Record<string, string> };

type OpGetOperation = operations["getOperation"];
/** POST /v1/operations/get */
export interface GetOperationRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpGetOperation["requestBody"]>["content"]["application/json"];
}
export type GetOperationReply =
  | { status: 200; body: OpGetOperation["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpUpdateOperation = operations["updateOperation"];
/** POST /v1/operations/update */
export interface UpdateOperationRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpUpdateOperation["requestBody"]>["content"]["application/json"];
}
export type UpdateOperationReply =
  | { status: 200; body: OpUpdateOperation["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpListOperationsForConnection = operations["listOperationsForConnection"];
/** POST /v1/operations/list */
export interface ListOperationsForConnectionRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpListOperationsForConnection["requestBody"]>["content"]["application/json"];
}
export type ListOperationsForConnectionReply =
  | { status: 200; body: OpListOperationsForConnection["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCreateSource = operations["createSource"];
/** POST /v1/sources/create */
export interface CreateSourceRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpCreateSource["requestBody"]>["content"]["application/json"];
}
export type CreateSourceReply =
  | { status: 200; body: OpCreateSource["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetSource = operations["getSource"];
/** POST /v1/sources/get */
export interface GetSourceRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpGetSource["requestBody"]>["content"]["application/json"];
}
export type GetSourceReply =
  | { status: 200; body: OpGetSource["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpUpdateSource = operations["updateSource"];
/** POST /v1/sources/update */
export interface UpdateSourceRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpUpdateSource["requestBody"]>["content"]["application/json"];
}
export type UpdateSourceReply =
  | { status: 200; body: OpUpdateSource["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpDeleteSource = operations["deleteSource"];
/** POST /v1/sources/delete */
export interface DeleteSourceRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpDeleteSource["requestBody"]>["content"]["application/json"];
}
export type DeleteSourceReply =
  | { status: 204; headers?: Record<string, string> };

type OpCloneSource = operations["cloneSource"];
/** POST /v1/sources/clone */
export interface CloneSourceRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpCloneSource["requestBody"]>["content"]["application/json"];
}
export type CloneSourceReply =
  | { status: 200; body: OpCloneSource["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpSearchSources = operations["searchSources"];
/** POST /v1/sources/search */
export interface SearchSourcesRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpSearchSources["requestBody"]>["content"]["application/json"];
}
export type SearchSourcesReply =
  | { status: 200; body: OpSearchSources["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpListSourcesForWorkspace = operations["listSourcesForWorkspace"];
/** POST /v1/sources/list */
export interface ListSourcesForWorkspaceRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpListSourcesForWorkspace["requestBody"]>["content"]["application/json"];
}
export type ListSourcesForWorkspaceReply =
  | { status: 200; body: OpListSourcesForWorkspace["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCheckConnectionToSource = operations["checkConnectionToSource"];
/** POST /v1/sources/check_connection */
export interface CheckConnectionToSourceRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpCheckConnectionToSource["requestBody"]>["content"]["application/json"];
}
export type CheckConnectionToSourceReply =
  | { status: 200; body: OpCheckConnectionToSource["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCheckConnectionToSourceForUpdate = operations["checkConnectionToSourceForUpdate"];
/** POST /v1/sources/check_connection_for_update */
export interface CheckConnectionToSourceForUpdateRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpCheckConnectionToSourceForUpdate["requestBody"]>["content"]["application/json"];
}
export type CheckConnectionToSourceForUpdateReply =
  | { status: 200; body: OpCheckConnectionToSourceForUpdate["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpDiscoverSchemaForSource = operations["discoverSchemaForSource"];
/** POST /v1/sources/discover_schema */
export interface DiscoverSchemaForSourceRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpDiscoverSchemaForSource["requestBody"]>["content"]["application/json"];
}
export type DiscoverSchemaForSourceReply =
  | { status: 200; body: OpDiscoverSchemaForSource["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetMostRecentSourceActorCatalog = operations["getMostRecentSourceActorCatalog"];
/** POST /v1/sources/most_recent_source_actor_catalog */
export interface GetMostRecentSourceActorCatalogRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpGetMostRecentSourceActorCatalog["requestBody"]>["content"]["application/json"];
}
export type GetMostRecentSourceActorCatalogReply =
  | { status: 200; body: OpGetMostRecentSourceActorCatalog["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpWriteDiscoverCatalogResult = operations["writeDiscoverCatalogResult"];
/** POST /v1/sources/write_discover_catalog_result */
export interface WriteDiscoverCatalogResultRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpWriteDiscoverCatalogResult["requestBody"]>["content"]["application/json"];
}
export type WriteDiscoverCatalogResultReply =
  | { status: 200; body: OpWriteDiscoverCatalogResult["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCreateDestination = operations["createDestination"];
/** POST /v1/destinations/create */
export interface CreateDestinationRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpCreateDestination["requestBody"]>["content"]["application/json"];
}
export type CreateDestinationReply =
  | { status: 200; body: OpCreateDestination["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetDestination = operations["getDestination"];
/** POST /v1/destinations/get */
export interface GetDestinationRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpGetDestination["requestBody"]>["content"]["application/json"];
}
export type GetDestinationReply =
  | { status: 200; body: OpGetDestination["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpUpdateDestination = operations["updateDestination"];
/** POST /v1/destinations/update */
export interface UpdateDestinationRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpUpdateDestination["requestBody"]>["content"]["application/json"];
}
export type UpdateDestinationReply =
  | { status: 200; body: OpUpdateDestination["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpDeleteDestination = operations["deleteDestination"];
/** POST /v1/destinations/delete */
export interface DeleteDestinationRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpDeleteDestination["requestBody"]>["content"]["application/json"];
}
export type DeleteDestinationReply =
  | { status: 204; headers?: Record<string, string> };

type OpCloneDestination = operations["cloneDestination"];
/** POST /v1/destinations/clone */
export interface CloneDestinationRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpCloneDestination["requestBody"]>["content"]["application/json"];
}
export type CloneDestinationReply =
  | { status: 200; body: OpCloneDestination["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpSearchDestinations = operations["searchDestinations"];
/** POST /v1/destinations/search */
export interface SearchDestinationsRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpSearchDestinations["requestBody"]>["content"]["application/json"];
}
export type SearchDestinationsReply =
  | { status: 200; body: OpSearchDestinations["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpListDestinationsForWorkspace = operations["listDestinationsForWorkspace"];
/** POST /v1/destinations/list */
export interface ListDestinationsForWorkspaceRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpListDestinationsForWorkspace["requestBody"]>["content"]["application/json"];
}
export type ListDestinationsForWorkspaceReply =
  | { status: 200; body: OpListDestinationsForWorkspace["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCheckConnectionToDestination = operations["checkConnectionToDestination"];
/** POST /v1/destinations/check_connection */
export interface CheckConnectionToDestinationRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpCheckConnectionToDestination["requestBody"]>["content"]["application/json"];
}
export type CheckConnectionToDestinationReply =
  | { status: 200; body: OpCheckConnectionToDestination["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCheckConnectionToDestinationForUpdate = operations["checkConnectionToDestinationForUpdate"];
/** POST /v1/destinations/check_connection_for_update */
export interface CheckConnectionToDestinationForUpdateRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpCheckConnectionToDestinationForUpdate["requestBody"]>["content"]["application/json"];
}
export type CheckConnectionToDestinationForUpdateReply =
  | { status: 200; body: OpCheckConnectionToDestinationForUpdate["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpExecuteSourceCheckConnection = operations["executeSourceCheckConnection"];
/** POST /v1/scheduler/sources/check_connection */
export interface ExecuteSourceCheckConnectionRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpExecuteSourceCheckConnection["requestBody"]>["content"]["application/json"];
}
export type ExecuteSourceCheckConnectionReply =
  | { status: 200; body: OpExecuteSourceCheckConnection["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpExecuteDestinationCheckConnection = operations["executeDestinationCheckConnection"];
/** POST /v1/scheduler/destinations/check_connection */
export interface ExecuteDestinationCheckConnectionRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpExecuteDestinationCheckConnection["requestBody"]>["content"]["application/json"];
}
export type ExecuteDestinationCheckConnectionReply =
  | { status: 200; body: OpExecuteDestinationCheckConnection["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpExecuteSourceDiscoverSchema = operations["executeSourceDiscoverSchema"];
/** POST /v1/scheduler/sources/discover_schema */
export interface ExecuteSourceDiscoverSchemaRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpExecuteSourceDiscoverSchema["requestBody"]>["content"]["application/json"];
}
export type ExecuteSourceDiscoverSchemaReply =
  | { status: 200; body: OpExecuteSourceDiscoverSchema["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCreateCustomSourceDefinition = operations["createCustomSourceDefinition"];
/** POST /v1/source_definitions/create_custom */
export interface CreateCustomSourceDefinitionRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpCreateCustomSourceDefinition["requestBody"]>["content"]["application/json"];
}
export type CreateCustomSourceDefinitionReply =
  | { status: 200; body: OpCreateCustomSourceDefinition["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetSourceDefinition = operations["getSourceDefinition"];
/** POST /v1/source_definitions/get */
export interface GetSourceDefinitionRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpGetSourceDefinition["requestBody"]>["content"]["application/json"];
}
export type GetSourceDefinitionReply =
  | { status: 200; body: OpGetSourceDefinition["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpUpdateSourceDefinition = operations["updateSourceDefinition"];
/** POST /v1/source_definitions/update */
export interface UpdateSourceDefinitionRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpUpdateSourceDefinition["requestBody"]>["content"]["application/json"];
}
export type UpdateSourceDefinitionReply =
  | { status: 200; body: OpUpdateSourceDefinition["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpDeleteSourceDefinition = operations["deleteSourceDefinition"];
/** POST /v1/source_definitions/delete */
export interface DeleteSourceDefinitionRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpDeleteSourceDefinition["requestBody"]>["content"]["application/json"];
}
export type DeleteSourceDefinitionReply =
  | { status: 204; headers?: Record<string, string> };

type OpGetSourceDefinitionForWorkspace = operations["getSourceDefinitionForWorkspace"];
/** POST /v1/source_definitions/get_for_workspace */
export interface GetSourceDefinitionForWorkspaceRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpGetSourceDefinitionForWorkspace["requestBody"]>["content"]["application/json"];
}
export type GetSourceDefinitionForWorkspaceReply =
  | { status: 200; body: OpGetSourceDefinitionForWorkspace["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGrantSourceDefinitionToWorkspace = operations["grantSourceDefinitionToWorkspace"];
/** POST /v1/source_definitions/grant_definition */
export interface GrantSourceDefinitionToWorkspaceRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpGrantSourceDefinitionToWorkspace["requestBody"]>["content"]["application/json"];
}
export type GrantSourceDefinitionToWorkspaceReply =
  | { status: 200; body: OpGrantSourceDefinitionToWorkspace["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpRevokeSourceDefinitionFromWorkspace = operations["revokeSourceDefinitionFromWorkspace"];
/** POST /v1/source_definitions/revoke_definition */
export interface RevokeSourceDefinitionFromWorkspaceRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpRevokeSourceDefinitionFromWorkspace["requestBody"]>["content"]["application/json"];
}
export type RevokeSourceDefinitionFromWorkspaceReply =
  | { status: 204; headers?: Record<string, string> };

type OpListSourceDefinitions = operations["listSourceDefinitions"];
/** POST /v1/source_definitions/list */
export interface ListSourceDefinitionsRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type ListSourceDefinitionsReply =
  | { status: 200; body: OpListSourceDefinitions["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpListSourceDefinitionsForWorkspace = operations["listSourceDefinitionsForWorkspace"];
/** POST /v1/source_definitions/list_for_workspace */
export interface ListSourceDefinitionsForWorkspaceRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpListSourceDefinitionsForWorkspace["requestBody"]>["content"]["application/json"];
}
export type ListSourceDefinitionsForWorkspaceReply =
  | { status: 200; body: OpListSourceDefinitionsForWorkspace["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpListLatestSourceDefinitions = operations["listLatestSourceDefinitions"];
/** POST /v1/source_definitions/list_latest */
export interface ListLatestSourceDefinitionsRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type ListLatestSourceDefinitionsReply =
  | { status: 200; body: OpListLatestSourceDefinitions["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpListPrivateSourceDefinitions = operations["listPrivateSourceDefinitions"];
/** POST /v1/source_definitions/list_private */
export interface ListPrivateSourceDefinitionsRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpListPrivateSourceDefinitions["requestBody"]>["content"]["application/json"];
}
export type ListPrivateSourceDefinitionsReply =
  | { status: 200; body: OpListPrivateSourceDefinitions["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetSourceDefinitionSpecification = operations["getSourceDefinitionSpecification"];
/** POST /v1/source_definition_specifications/get */
export interface GetSourceDefinitionSpecificationRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpGetSourceDefinitionSpecification["requestBody"]>["content"]["application/json"];
}
export type GetSourceDefinitionSpecificationReply =
  | { status: 200; body: OpGetSourceDefinitionSpecification["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCreateCustomDestinationDefinition = operations["createCustomDestinationDefinition"];
/** POST /v1/destination_definitions/create_custom */
export interface CreateCustomDestinationDefinitionRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpCreateCustomDestinationDefinition["requestBody"]>["content"]["application/json"];
}
export type CreateCustomDestinationDefinitionReply =
  | { status: 200; body: OpCreateCustomDestinationDefinition["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetDestinationDefinition = operations["getDestinationDefinition"];
/** POST /v1/destination_definitions/get */
export interface GetDestinationDefinitionRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpGetDestinationDefinition["requestBody"]>["content"]["application/json"];
}
export type GetDestinationDefinitionReply =
  | { status: 200; body: OpGetDestinationDefinition["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpUpdateDestinationDefinition = operations["updateDestinationDefinition"];
/** POST /v1/destination_definitions/update */
export interface UpdateDestinationDefinitionRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpUpdateDestinationDefinition["requestBody"]>["content"]["application/json"];
}
export type UpdateDestinationDefinitionReply =
  | { status: 200; body: OpUpdateDestinationDefinition["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpDeleteDestinationDefinition = operations["deleteDestinationDefinition"];
/** POST /v1/destination_definitions/delete */
export interface DeleteDestinationDefinitionRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpDeleteDestinationDefinition["requestBody"]>["content"]["application/json"];
}
export type DeleteDestinationDefinitionReply =
  | { status: 204; headers?: Record<string, string> };

type OpGetDestinationDefinitionForWorkspace = operations["getDestinationDefinitionForWorkspace"];
/** POST /v1/destination_definitions/get_for_workspace */
export interface GetDestinationDefinitionForWorkspaceRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpGetDestinationDefinitionForWorkspace["requestBody"]>["content"]["application/json"];
}
export type GetDestinationDefinitionForWorkspaceReply =
  | { status: 200; body: OpGetDestinationDefinitionForWorkspace["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGrantDestinationDefinitionToWorkspace = operations["grantDestinationDefinitionToWorkspace"];
/** POST /v1/destination_definitions/grant_definition */
export interface GrantDestinationDefinitionToWorkspaceRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpGrantDestinationDefinitionToWorkspace["requestBody"]>["content"]["application/json"];
}
export type GrantDestinationDefinitionToWorkspaceReply =
  | { status: 200; body: OpGrantDestinationDefinitionToWorkspace["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpRevokeDestinationDefinitionFromWorkspace = operations["revokeDestinationDefinitionFromWorkspace"];
/** POST /v1/destination_definitions/revoke_definition */
export interface RevokeDestinationDefinitionFromWorkspaceRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpRevokeDestinationDefinitionFromWorkspace["requestBody"]>["content"]["application/json"];
}
export type RevokeDestinationDefinitionFromWorkspaceReply =
  | { status: 204; headers?: Record<string, string> };

type OpListDestinationDefinitions = operations["listDestinationDefinitions"];
/** POST /v1/destination_definitions/list */
export interface ListDestinationDefinitionsRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type ListDestinationDefinitionsReply =
  | { status: 200; body: OpListDestinationDefinitions["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpListDestinationDefinitionsForWorkspace = operations["listDestinationDefinitionsForWorkspace"];
/** POST /v1/destination_definitions/list_for_workspace */
export interface ListDestinationDefinitionsForWorkspaceRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpListDestinationDefinitionsForWorkspace["requestBody"]>["content"]["application/json"];
}
export type ListDestinationDefinitionsForWorkspaceReply =
  | { status: 200; body: OpListDestinationDefinitionsForWorkspace["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpListLatestDestinationDefinitions = operations["listLatestDestinationDefinitions"];
/** POST /v1/destination_definitions/list_latest */
export interface ListLatestDestinationDefinitionsRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type ListLatestDestinationDefinitionsReply =
  | { status: 200; body: OpListLatestDestinationDefinitions["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpListPrivateDestinationDefinitions = operations["listPrivateDestinationDefinitions"];
/** POST /v1/destination_definitions/list_private */
export interface ListPrivateDestinationDefinitionsRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpListPrivateDestinationDefinitions["requestBody"]>["content"]["application/json"];
}
export type ListPrivateDestinationDefinitionsReply =
  | { status: 200; body: OpListPrivateDestinationDefinitions["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetDestinationDefinitionSpecification = operations["getDestinationDefinitionSpecification"];
/** POST /v1/destination_definition_specifications/get */
export interface GetDestinationDefinitionSpecificationRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpGetDestinationDefinitionSpecification["requestBody"]>["content"]["application/json"];
}
export type GetDestinationDefinitionSpecificationReply =
  | { status: 200; body: OpGetDestinationDefinitionSpecification["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetSourceOAuthConsent = operations["getSourceOAuthConsent"];
/** POST /v1/source_oauths/get_consent_url */
export interface GetSourceOAuthConsentRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpGetSourceOAuthConsent["requestBody"]>["content"]["application/json"];
}
export type GetSourceOAuthConsentReply =
  | { status: 200; body: OpGetSourceOAuthConsent["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCompleteSourceOAuth = operations["completeSourceOAuth"];
/** POST /v1/source_oauths/complete_oauth */
export interface CompleteSourceOAuthRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpCompleteSourceOAuth["requestBody"]>["content"]["application/json"];
}
export type CompleteSourceOAuthReply =
  | { status: 200; body: OpCompleteSourceOAuth["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpSetInstancewideSourceOauthParams = operations["setInstancewideSourceOauthParams"];
/** POST /v1/source_oauths/oauth_params/create */
export interface SetInstancewideSourceOauthParamsRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpSetInstancewideSourceOauthParams["requestBody"]>["content"]["application/json"];
}
export type SetInstancewideSourceOauthParamsReply =
  | { status: 200; headers?: Record<string, string> };

type OpGetDestinationOAuthConsent = operations["getDestinationOAuthConsent"];
/** POST /v1/destination_oauths/get_consent_url */
export interface GetDestinationOAuthConsentRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpGetDestinationOAuthConsent["requestBody"]>["content"]["application/json"];
}
export type GetDestinationOAuthConsentReply =
  | { status: 200; body: OpGetDestinationOAuthConsent["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCompleteDestinationOAuth = operations["completeDestinationOAuth"];
/** POST /v1/destination_oauths/complete_oauth */
export interface CompleteDestinationOAuthRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpCompleteDestinationOAuth["requestBody"]>["content"]["application/json"];
}
export type CompleteDestinationOAuthReply =
  | { status: 200; body: OpCompleteDestinationOAuth["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpSetInstancewideDestinationOauthParams = operations["setInstancewideDestinationOauthParams"];
/** POST /v1/destination_oauths/oauth_params/create */
export interface SetInstancewideDestinationOauthParamsRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpSetInstancewideDestinationOauthParams["requestBody"]>["content"]["application/json"];
}
export type SetInstancewideDestinationOauthParamsReply =
  | { status: 200; headers?: Record<string, string> };

type OpCreateWorkspace = operations["createWorkspace"];
/** POST /v1/workspaces/create */
export interface CreateWorkspaceRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpCreateWorkspace["requestBody"]>["content"]["application/json"];
}
export type CreateWorkspaceReply =
  | { status: 200; body: OpCreateWorkspace["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetWorkspace = operations["getWorkspace"];
/** POST /v1/workspaces/get */
export interface GetWorkspaceRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpGetWorkspace["requestBody"]>["content"]["application/json"];
}
export type GetWorkspaceReply =
  | { status: 200; body: OpGetWorkspace["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpUpdateWorkspace = operations["updateWorkspace"];
/** POST /v1/workspaces/update */
export interface UpdateWorkspaceRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpUpdateWorkspace["requestBody"]>["content"]["application/json"];
}
export type UpdateWorkspaceReply =
  | { status: 200; body: OpUpdateWorkspace["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpDeleteWorkspace = operations["deleteWorkspace"];
/** POST /v1/workspaces/delete */
export interface DeleteWorkspaceRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpDeleteWorkspace["requestBody"]>["content"]["application/json"];
}
export type DeleteWorkspaceReply =
  | { status: 204; headers?: Record<string, string> };

type OpGetWorkspaceByConnectionId = operations["getWorkspaceByConnectionId"];
/** POST /v1/workspaces/get_by_connection_id */
export interface GetWorkspaceByConnectionIdRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpGetWorkspaceByConnectionId["requestBody"]>["content"]["application/json"];
}
export type GetWorkspaceByConnectionIdReply =
  | { status: 200; body: OpGetWorkspaceByConnectionId["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetWorkspaceBySlug = operations["getWorkspaceBySlug"];
/** POST /v1/workspaces/get_by_slug */
export interface GetWorkspaceBySlugRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpGetWorkspaceBySlug["requestBody"]>["content"]["application/json"];
}
export type GetWorkspaceBySlugReply =
  | { status: 200; body: OpGetWorkspaceBySlug["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpListWorkspaces = operations["listWorkspaces"];
/** POST /v1/workspaces/list */
export interface ListWorkspacesRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type ListWorkspacesReply =
  | { status: 200; body: OpListWorkspaces["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpUpdateWorkspaceName = operations["updateWorkspaceName"];
/** POST /v1/workspaces/update_name */
export interface UpdateWorkspaceNameRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpUpdateWorkspaceName["requestBody"]>["content"]["application/json"];
}
export type UpdateWorkspaceNameReply =
  | { status: 200; body: OpUpdateWorkspaceName["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpUpdateWorkspaceFeedback = operations["updateWorkspaceFeedback"];
/** POST /v1/workspaces/tag_feedback_status_as_done */
export interface UpdateWorkspaceFeedbackRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpUpdateWorkspaceFeedback["requestBody"]>["content"]["application/json"];
}
export type UpdateWorkspaceFeedbackReply =
  | { status: 204; headers?: Record<string, string> };

/**
 * One member per operationId of specs/pipeline-config.yaml. `C` is what the handlers are given besides the request: the
 * gateway's context, or the service's own extension of it (ServiceInstance.context).
 */
export interface PipelineConfigHandlers<C extends HandlerContext = HandlerContext> {
  getHealthCheck(req: GetHealthCheckRequest, ctx: C): GetHealthCheckReply | Promise<GetHealthCheckReply>;
  getOpenApiSpec(req: GetOpenApiSpecRequest, ctx: C): GetOpenApiSpecReply | Promise<GetOpenApiSpecReply>;
  getJobInfo(req: GetJobInfoRequest, ctx: C): GetJobInfoReply | Promise<GetJobInfoReply>;
  getJobInfoLight(req: GetJobInfoLightRequest, ctx: C): GetJobInfoLightReply | Promise<GetJobInfoLightReply>;
  listJobsFor(req: ListJobsForRequest, ctx: C): ListJobsForReply | Promise<ListJobsForReply>;
  cancelJob(req: CancelJobRequest, ctx: C): CancelJobReply | Promise<CancelJobReply>;
  getJobDebugInfo(req: GetJobDebugInfoRequest, ctx: C): GetJobDebugInfoReply | Promise<GetJobDebugInfoReply>;
  getLastReplicationJob(req: GetLastReplicationJobRequest, ctx: C): GetLastReplicationJobReply | Promise<GetLastReplicationJobReply>;
  getAttemptNormalizationStatusesForJob(req: GetAttemptNormalizationStatusesForJobRequest, ctx: C): GetAttemptNormalizationStatusesForJobReply | Promise<GetAttemptNormalizationStatusesForJobReply>;
  getLogs(req: GetLogsRequest, ctx: C): GetLogsReply | Promise<GetLogsReply>;
  tryNotificationConfig(req: TryNotificationConfigRequest, ctx: C): TryNotificationConfigReply | Promise<TryNotificationConfigReply>;
  saveStats(req: SaveStatsRequest, ctx: C): SaveStatsReply | Promise<SaveStatsReply>;
  saveSyncConfig(req: SaveSyncConfigRequest, ctx: C): SaveSyncConfigReply | Promise<SaveSyncConfigReply>;
  setWorkflowInAttempt(req: SetWorkflowInAttemptRequest, ctx: C): SetWorkflowInAttemptReply | Promise<SetWorkflowInAttemptReply>;
  createConnection(req: CreateConnectionRequest, ctx: C): CreateConnectionReply | Promise<CreateConnectionReply>;
  getConnection(req: GetConnectionRequest, ctx: C): GetConnectionReply | Promise<GetConnectionReply>;
  deleteConnection(req: DeleteConnectionRequest, ctx: C): DeleteConnectionReply | Promise<DeleteConnectionReply>;
  updateConnection(req: UpdateConnectionRequest, ctx: C): UpdateConnectionReply | Promise<UpdateConnectionReply>;
  searchConnections(req: SearchConnectionsRequest, ctx: C): SearchConnectionsReply | Promise<SearchConnectionsReply>;
  listConnectionsForWorkspace(req: ListConnectionsForWorkspaceRequest, ctx: C): ListConnectionsForWorkspaceReply | Promise<ListConnectionsForWorkspaceReply>;
  listAllConnectionsForWorkspace(req: ListAllConnectionsForWorkspaceRequest, ctx: C): ListAllConnectionsForWorkspaceReply | Promise<ListAllConnectionsForWorkspaceReply>;
  resetConnection(req: ResetConnectionRequest, ctx: C): ResetConnectionReply | Promise<ResetConnectionReply>;
  syncConnection(req: SyncConnectionRequest, ctx: C): SyncConnectionReply | Promise<SyncConnectionReply>;
  webBackendGetConnection(req: WebBackendGetConnectionRequest, ctx: C): WebBackendGetConnectionReply | Promise<WebBackendGetConnectionReply>;
  webBackendCreateConnection(req: WebBackendCreateConnectionRequest, ctx: C): WebBackendCreateConnectionReply | Promise<WebBackendCreateConnectionReply>;
  webBackendUpdateConnection(req: WebBackendUpdateConnectionRequest, ctx: C): WebBackendUpdateConnectionReply | Promise<WebBackendUpdateConnectionReply>;
  webBackendListConnectionsForWorkspace(req: WebBackendListConnectionsForWorkspaceRequest, ctx: C): WebBackendListConnectionsForWorkspaceReply | Promise<WebBackendListConnectionsForWorkspaceReply>;
  webBackendCheckUpdates(req: WebBackendCheckUpdatesRequest, ctx: C): WebBackendCheckUpdatesReply | Promise<WebBackendCheckUpdatesReply>;
  webBackendListGeographies(req: WebBackendListGeographiesRequest, ctx: C): WebBackendListGeographiesReply | Promise<WebBackendListGeographiesReply>;
  getStateType(req: GetStateTypeRequest, ctx: C): GetStateTypeReply | Promise<GetStateTypeReply>;
  webBackendGetWorkspaceState(req: WebBackendGetWorkspaceStateRequest, ctx: C): WebBackendGetWorkspaceStateReply | Promise<WebBackendGetWorkspaceStateReply>;
  createOrUpdateState(req: CreateOrUpdateStateRequest, ctx: C): CreateOrUpdateStateReply | Promise<CreateOrUpdateStateReply>;
  getState(req: GetStateRequest, ctx: C): GetStateReply | Promise<GetStateReply>;
  checkOperation(req: CheckOperationRequest, ctx: C): CheckOperationReply | Promise<CheckOperationReply>;
  createOperation(req: CreateOperationRequest, ctx: C): CreateOperationReply | Promise<CreateOperationReply>;
  deleteOperation(req: DeleteOperationRequest, ctx: C): DeleteOperationReply | Promise<DeleteOperationReply>;
  getOperation(req: GetOperationRequest, ctx: C): GetOperationReply | Promise<GetOperationReply>;
  updateOperation(req: UpdateOperationRequest, ctx: C): UpdateOperationReply | Promise<UpdateOperationReply>;
  listOperationsForConnection(req: ListOperationsForConnectionRequest, ctx: C): ListOperationsForConnectionReply | Promise<ListOperationsForConnectionReply>;
  createSource(req: CreateSourceRequest, ctx: C): CreateSourceReply | Promise<CreateSourceReply>;
  getSource(req: GetSourceRequest, ctx: C): GetSourceReply | Promise<GetSourceReply>;
  updateSource(req: UpdateSourceRequest, ctx: C): UpdateSourceReply | Promise<UpdateSourceReply>;
  deleteSource(req: DeleteSourceRequest, ctx: C): DeleteSourceReply | Promise<DeleteSourceReply>;
  cloneSource(req: CloneSourceRequest, ctx: C): CloneSourceReply | Promise<CloneSourceReply>;
  searchSources(req: SearchSourcesRequest, ctx: C): SearchSourcesReply | Promise<SearchSourcesReply>;
  listSourcesForWorkspace(req: ListSourcesForWorkspaceRequest, ctx: C): ListSourcesForWorkspaceReply | Promise<ListSourcesForWorkspaceReply>;
  checkConnectionToSource(req: CheckConnectionToSourceRequest, ctx: C): CheckConnectionToSourceReply | Promise<CheckConnectionToSourceReply>;
  checkConnectionToSourceForUpdate(req: CheckConnectionToSourceForUpdateRequest, ctx: C): CheckConnectionToSourceForUpdateReply | Promise<CheckConnectionToSourceForUpdateReply>;
  discoverSchemaForSource(req: DiscoverSchemaForSourceRequest, ctx: C): DiscoverSchemaForSourceReply | Promise<DiscoverSchemaForSourceReply>;
  getMostRecentSourceActorCatalog(req: GetMostRecentSourceActorCatalogRequest, ctx: C): GetMostRecentSourceActorCatalogReply | Promise<GetMostRecentSourceActorCatalogReply>;
  writeDiscoverCatalogResult(req: WriteDiscoverCatalogResultRequest, ctx: C): WriteDiscoverCatalogResultReply | Promise<WriteDiscoverCatalogResultReply>;
  createDestination(req: CreateDestinationRequest, ctx: C): CreateDestinationReply | Promise<CreateDestinationReply>;
  getDestination(req: GetDestinationRequest, ctx: C): GetDestinationReply | Promise<GetDestinationReply>;
  updateDestination(req: UpdateDestinationRequest, ctx: C): UpdateDestinationReply | Promise<UpdateDestinationReply>;
  deleteDestination(req: DeleteDestinationRequest, ctx: C): DeleteDestinationReply | Promise<DeleteDestinationReply>;
  cloneDestination(req: CloneDestinationRequest, ctx: C): CloneDestinationReply | Promise<CloneDestinationReply>;
  searchDestinations(req: SearchDestinationsRequest, ctx: C): SearchDestinationsReply | Promise<SearchDestinationsReply>;
  listDestinationsForWorkspace(req: ListDestinationsForWorkspaceRequest, ctx: C): ListDestinationsForWorkspaceReply | Promise<ListDestinationsForWorkspaceReply>;
  checkConnectionToDestination(req: CheckConnectionToDestinationRequest, ctx: C): CheckConnectionToDestinationReply | Promise<CheckConnectionToDestinationReply>;
  checkConnectionToDestinationForUpdate(req: CheckConnectionToDestinationForUpdateRequest, ctx: C): CheckConnectionToDestinationForUpdateReply | Promise<CheckConnectionToDestinationForUpdateReply>;
  executeSourceCheckConnection(req: ExecuteSourceCheckConnectionRequest, ctx: C): ExecuteSourceCheckConnectionReply | Promise<ExecuteSourceCheckConnectionReply>;
  executeDestinationCheckConnection(req: ExecuteDestinationCheckConnectionRequest, ctx: C): ExecuteDestinationCheckConnectionReply | Promise<ExecuteDestinationCheckConnectionReply>;
  executeSourceDiscoverSchema(req: ExecuteSourceDiscoverSchemaRequest, ctx: C): ExecuteSourceDiscoverSchemaReply | Promise<ExecuteSourceDiscoverSchemaReply>;
  createCustomSourceDefinition(req: CreateCustomSourceDefinitionRequest, ctx: C): CreateCustomSourceDefinitionReply | Promise<CreateCustomSourceDefinitionReply>;
  getSourceDefinition(req: GetSourceDefinitionRequest, ctx: C): GetSourceDefinitionReply | Promise<GetSourceDefinitionReply>;
  updateSourceDefinition(req: UpdateSourceDefinitionRequest, ctx: C): UpdateSourceDefinitionReply | Promise<UpdateSourceDefinitionReply>;
  deleteSourceDefinition(req: DeleteSourceDefinitionRequest, ctx: C): DeleteSourceDefinitionReply | Promise<DeleteSourceDefinitionReply>;
  getSourceDefinitionForWorkspace(req: GetSourceDefinitionForWorkspaceRequest, ctx: C): GetSourceDefinitionForWorkspaceReply | Promise<GetSourceDefinitionForWorkspaceReply>;
  grantSourceDefinitionToWorkspace(req: GrantSourceDefinitionToWorkspaceRequest, ctx: C): GrantSourceDefinitionToWorkspaceReply | Promise<GrantSourceDefinitionToWorkspaceReply>;
  revokeSourceDefinitionFromWorkspace(req: RevokeSourceDefinitionFromWorkspaceRequest, ctx: C): RevokeSourceDefinitionFromWorkspaceReply | Promise<RevokeSourceDefinitionFromWorkspaceReply>;
  listSourceDefinitions(req: ListSourceDefinitionsRequest, ctx: C): ListSourceDefinitionsReply | Promise<ListSourceDefinitionsReply>;
  listSourceDefinitionsForWorkspace(req: ListSourceDefinitionsForWorkspaceRequest, ctx: C): ListSourceDefinitionsForWorkspaceReply | Promise<ListSourceDefinitionsForWorkspaceReply>;
  listLatestSourceDefinitions(req: ListLatestSourceDefinitionsRequest, ctx: C): ListLatestSourceDefinitionsReply | Promise<ListLatestSourceDefinitionsReply>;
  listPrivateSourceDefinitions(req: ListPrivateSourceDefinitionsRequest, ctx: C): ListPrivateSourceDefinitionsReply | Promise<ListPrivateSourceDefinitionsReply>;
  getSourceDefinitionSpecification(req: GetSourceDefinitionSpecificationRequest, ctx: C): GetSourceDefinitionSpecificationReply | Promise<GetSourceDefinitionSpecificationReply>;
  createCustomDestinationDefinition(req: CreateCustomDestinationDefinitionRequest, ctx: C): CreateCustomDestinationDefinitionReply | Promise<CreateCustomDestinationDefinitionReply>;
  getDestinationDefinition(req: GetDestinationDefinitionRequest, ctx: C): GetDestinationDefinitionReply | Promise<GetDestinationDefinitionReply>;
  updateDestinationDefinition(req: UpdateDestinationDefinitionRequest, ctx: C): UpdateDestinationDefinitionReply | Promise<UpdateDestinationDefinitionReply>;
  deleteDestinationDefinition(req: DeleteDestinationDefinitionRequest, ctx: C): DeleteDestinationDefinitionReply | Promise<DeleteDestinationDefinitionReply>;
  getDestinationDefinitionForWorkspace(req: GetDestinationDefinitionForWorkspaceRequest, ctx: C): GetDestinationDefinitionForWorkspaceReply | Promise<GetDestinationDefinitionForWorkspaceReply>;
  grantDestinationDefinitionToWorkspace(req: GrantDestinationDefinitionToWorkspaceRequest, ctx: C): GrantDestinationDefinitionToWorkspaceReply | Promise<GrantDestinationDefinitionToWorkspaceReply>;
  revokeDestinationDefinitionFromWorkspace(req: RevokeDestinationDefinitionFromWorkspaceRequest, ctx: C): RevokeDestinationDefinitionFromWorkspaceReply | Promise<RevokeDestinationDefinitionFromWorkspaceReply>;
  listDestinationDefinitions(req: ListDestinationDefinitionsRequest, ctx: C): ListDestinationDefinitionsReply | Promise<ListDestinationDefinitionsReply>;
  listDestinationDefinitionsForWorkspace(req: ListDestinationDefinitionsForWorkspaceRequest, ctx: C): ListDestinationDefinitionsForWorkspaceReply | Promise<ListDestinationDefinitionsForWorkspaceReply>;
  listLatestDestinationDefinitions(req: ListLatestDestinationDefinitionsRequest, ctx: C): ListLatestDestinationDefinitionsReply | Promise<ListLatestDestinationDefinitionsReply>;
  listPrivateDestinationDefinitions(req: ListPrivateDestinationDefinitionsRequest, ctx: C): ListPrivateDestinationDefinitionsReply | Promise<ListPrivateDestinationDefinitionsReply>;
  getDestinationDefinitionSpecification(req: GetDestinationDefinitionSpecificationRequest, ctx: C): GetDestinationDefinitionSpecificationReply | Promise<GetDestinationDefinitionSpecificationReply>;
  getSourceOAuthConsent(req: GetSourceOAuthConsentRequest, ctx: C): GetSourceOAuthConsentReply | Promise<GetSourceOAuthConsentReply>;
  completeSourceOAuth(req: CompleteSourceOAuthRequest, ctx: C): CompleteSourceOAuthReply | Promise<CompleteSourceOAuthReply>;
  setInstancewideSourceOauthParams(req: SetInstancewideSourceOauthParamsRequest, ctx: C): SetInstancewideSourceOauthParamsReply | Promise<SetInstancewideSourceOauthParamsReply>;
  getDestinationOAuthConsent(req: GetDestinationOAuthConsentRequest, ctx: C): GetDestinationOAuthConsentReply | Promise<GetDestinationOAuthConsentReply>;
  completeDestinationOAuth(req: CompleteDestinationOAuthRequest, ctx: C): CompleteDestinationOAuthReply | Promise<CompleteDestinationOAuthReply>;
  setInstancewideDestinationOauthParams(req: SetInstancewideDestinationOauthParamsRequest, ctx: C): SetInstancewideDestinationOauthParamsReply | Promise<SetInstancewideDestinationOauthParamsReply>;
  createWorkspace(req: CreateWorkspaceRequest, ctx: C): CreateWorkspaceReply | Promise<CreateWorkspaceReply>;
  getWorkspace(req: GetWorkspaceRequest, ctx: C): GetWorkspaceReply | Promise<GetWorkspaceReply>;
  updateWorkspace(req: UpdateWorkspaceRequest, ctx: C): UpdateWorkspaceReply | Promise<UpdateWorkspaceReply>;
  deleteWorkspace(req: DeleteWorkspaceRequest, ctx: C): DeleteWorkspaceReply | Promise<DeleteWorkspaceReply>;
  getWorkspaceByConnectionId(req: GetWorkspaceByConnectionIdRequest, ctx: C): GetWorkspaceByConnectionIdReply | Promise<GetWorkspaceByConnectionIdReply>;
  getWorkspaceBySlug(req: GetWorkspaceBySlugRequest, ctx: C): GetWorkspaceBySlugReply | Promise<GetWorkspaceBySlugReply>;
  listWorkspaces(req: ListWorkspacesRequest, ctx: C): ListWorkspacesReply | Promise<ListWorkspacesReply>;
  updateWorkspaceName(req: UpdateWorkspaceNameRequest, ctx: C): UpdateWorkspaceNameReply | Promise<UpdateWorkspaceNameReply>;
  updateWorkspaceFeedback(req: UpdateWorkspaceFeedbackRequest, ctx: C): UpdateWorkspaceFeedbackReply | Promise<UpdateWorkspaceFeedbackReply>;
}
