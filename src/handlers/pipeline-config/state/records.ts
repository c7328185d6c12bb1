/**
 * Records of the pipeline-configuration domain. Catalogs, stream descriptors and connection state are the
 * Airbyte protocol's own data formats (what connectors emit and workers store), so they keep its field names.
 */

/** Sources and destinations share one actor model; definitions and OAuth flows are parameterised by it. */
export type ActorKind = "source" | "destination";

export type JsonObject = Record<string, unknown>;

/** Where a connection's data is processed: the platform's choice, or one of its data-plane regions. */
export type Geography = "auto" | "us" | "eu";

export interface NotificationSettings {
  notificationType: "slack" | "customerio";
  sendOnSuccess: boolean;
  sendOnFailure: boolean;
  slackConfiguration?: { webhook: string };
  customerioConfiguration?: JsonObject;
}

export interface WebhookConfig {
  id: string;
  name: string;
  authToken?: string;
}

export interface WorkspaceRecord {
  workspaceId: string;
  customerId: string;
  name: string;
  slug: string;
  email?: string;
  initialSetupComplete: boolean;
  displaySetupWizard: boolean;
  anonymousDataCollection: boolean;
  news: boolean;
  securityUpdates: boolean;
  notifications: NotificationSettings[];
  feedbackDone: boolean;
  defaultGeography: Geography;
  webhookConfigs: WebhookConfig[];
  createdAt: Date;
}

export interface ResourceRequirements {
  cpu_request?: string;
  cpu_limit?: string;
  memory_request?: string;
  memory_limit?: string;
}

export interface DefinitionResourceRequirements {
  default?: ResourceRequirements;
  jobSpecific?: { jobType: JobConfigType; resourceRequirements: ResourceRequirements }[];
}

/** How a connector's OAuth consent flow works (the catalogue's advancedAuth). */
export interface OAuthSpec {
  authorizeUrl: string;
  scope: string;
  /** Where in the configuration the OAuth inputs and outputs live (e.g. ["credentials"]). */
  inputPath: string[];
  /** The flow applies when the configuration holds predicateValue at predicateKey (absent: always). */
  predicateKey?: string[];
  predicateValue?: string;
  /** The token fields the flow returns, in the configuration at inputPath. */
  outputFields: string[];
}

/** A stream a source connector discovers, before the configuration picks namespaces and names. */
export interface StreamTemplate {
  /** May contain `{field}`, replaced by that configuration field's value. */
  name: string;
  /** `schemas`: one stream per entry of the configuration's `schemas`; `none`: no namespace. */
  namespaceFrom: "schemas" | "none";
  /** Column name to type: integer, number, string, boolean or timestamp. */
  properties: Record<string, string>;
  primaryKey?: string[][];
  cursor?: string[];
  sourceDefinedCursor?: boolean;
  fullRefreshOnly?: boolean;
  /** Rows a full read yields per namespace, and their average size: what a sync reports in its stats. */
  rowsPerNamespace: number;
  bytesPerRow: number;
}

export interface DefinitionRecord {
  id: string;
  kind: ActorKind;
  name: string;
  dockerRepository: string;
  dockerImageTag: string;
  /** The newest version the catalogue knows; undefined for custom definitions. */
  latestDockerImageTag?: string;
  documentationUrl: string;
  icon?: string;
  protocolVersion: string;
  releaseStage: "alpha" | "beta" | "generally_available" | "custom";
  releaseDate?: string;
  sourceType?: "api" | "file" | "database" | "custom";
  /** Private non-custom definitions are used only by workspaces holding a grant. */
  public: boolean;
  custom: boolean;
  /** The workspace a custom definition belongs to. */
  workspaceId?: string;
  connectionSpecification: JsonObject;
  oauth?: OAuthSpec;
  streams?: StreamTemplate[];
  supportsDbt?: boolean;
  normalization?: { repository: string; tag: string; integrationType: string };
  supportedDestinationSyncModes?: DestinationSyncMode[];
  resourceRequirements?: DefinitionResourceRequirements;
  /** The shape of the state a source emits (the protocol's AirbyteStateType); absent: per stream. */
  stateType?: "stream" | "global" | "legacy";
  tombstone: boolean;
}

export interface ActorRecord {
  id: string;
  kind: ActorKind;
  workspaceId: string;
  definitionId: string;
  name: string;
  /** The full configuration, secrets included; reads mask them. */
  configuration: JsonObject;
  /** The most recent discovered catalog (sources only). */
  latestCatalogId?: string;
  tombstone: boolean;
  createdAt: Date;
}

export type SyncMode = "full_refresh" | "incremental";
export type DestinationSyncMode = "append" | "overwrite" | "append_dedup";

export interface StreamDescriptor {
  name: string;
  namespace?: string;
}

export interface AirbyteStream {
  name: string;
  jsonSchema: JsonObject;
  supportedSyncModes: SyncMode[];
  sourceDefinedCursor?: boolean;
  defaultCursorField?: string[];
  sourceDefinedPrimaryKey?: string[][];
  namespace?: string;
}

export interface StreamConfig {
  syncMode: SyncMode;
  cursorField?: string[];
  destinationSyncMode: DestinationSyncMode;
  primaryKey?: string[][];
  aliasName?: string;
  selected?: boolean;
  fieldSelectionEnabled?: boolean;
  selectedFields?: { fieldPath?: string[] }[];
}

export interface Catalog {
  streams: { stream?: AirbyteStream; config?: StreamConfig }[];
}

export interface ActorCatalogRecord {
  id: string;
  sourceId: string;
  catalog: Catalog;
  hash: string;
  connectorVersion?: string;
  createdAt: Date;
}

export type ConnectionStatus = "active" | "inactive" | "deprecated";

export interface ConnectionRecord {
  connectionId: string;
  workspaceId: string;
  name: string;
  namespaceDefinition: "source" | "destination" | "customformat";
  namespaceFormat?: string;
  prefix?: string;
  sourceId: string;
  destinationId: string;
  operationIds: string[];
  syncCatalog: Catalog;
  schedule?: { units: number; timeUnit: "minutes" | "hours" | "days" | "weeks" | "months" };
  scheduleType: "manual" | "basic" | "cron";
  scheduleData?: JsonObject;
  status: ConnectionStatus;
  resourceRequirements?: ResourceRequirements;
  sourceCatalogId?: string;
  geography: Geography;
  notifySchemaChanges: boolean;
  nonBreakingChangesPreference: "ignore" | "disable";
  createdAt: Date;
}

export type JobConfigType =
  | "check_connection_source"
  | "check_connection_destination"
  | "discover_schema"
  | "get_spec"
  | "sync"
  | "reset_connection";

export type JobStatus = "pending" | "running" | "incomplete" | "failed" | "succeeded" | "cancelled";

export interface AttemptStats {
  recordsEmitted?: number;
  bytesEmitted?: number;
  stateMessagesEmitted?: number;
  recordsCommitted?: number;
  estimatedRecords?: number;
  estimatedBytes?: number;
}

export interface StreamStats {
  streamName: string;
  streamNamespace?: string;
  stats: AttemptStats;
}

/** What one attempt will do, decided when the job is created from the configurations then in force. */
export interface AttemptPlan {
  durationMs: number;
  /** Why it fails; undefined when it succeeds. */
  failure?: { origin: "source" | "destination"; message: string };
  streams: PlannedStream[];
}

export interface PlannedStream {
  name: string;
  namespace?: string;
  records: number;
  bytes: number;
  /** An incremental stream's cursor field: a successful sync stores its cursor value in the state. */
  cursorField?: string[];
}

export interface AttemptSyncConfig {
  sourceConfiguration: JsonObject;
  destinationConfiguration: JsonObject;
  state?: ConnectionStateRecord;
}

/** What workers reported for an attempt (attempt/save_stats, save_sync_config, set_workflow_in_attempt). */
export interface AttemptReport {
  totalStats?: AttemptStats;
  streamStats?: StreamStats[];
  syncConfig?: AttemptSyncConfig;
  workflowId?: string;
  processingTaskQueue?: string;
}

export interface JobRecord {
  id: number;
  configType: "sync" | "reset_connection";
  /** The connection id. */
  configId: string;
  workspaceId: string;
  createdAt: Date;
  cancelledAt?: Date;
  resetStreams?: StreamDescriptor[];
  /** Docker images of the connectors, as logged. */
  sourceImage: string;
  destinationImage: string;
  sourceDefinitionId: string;
  destinationDefinitionId: string;
  plans: AttemptPlan[];
  /**
   * How many of the job's phase changes have happened, by the schedule: attempt n starts with change 2n+1
   * and ends with change 2n+2 (job-phases.ts).
   */
  phases: number;
  reports: Record<number, AttemptReport>;
}

/** A check, discover or spec job: it runs while the request waits (SynchronousJobRead). */
export interface SynchronousJobRecord {
  id: string;
  configType: JobConfigType;
  configId: string;
  createdAt: Date;
  endedAt: Date;
  succeeded: boolean;
  logLines: string[];
}

export type ConnectionStateType = "global" | "stream" | "legacy" | "not_set";

export interface StreamState {
  streamDescriptor: StreamDescriptor;
  streamState?: JsonObject;
}

export interface ConnectionStateRecord {
  connectionId: string;
  stateType: ConnectionStateType;
  state?: JsonObject;
  streamState?: StreamState[];
  globalState?: { shared_state?: JsonObject; streamStates: StreamState[] };
}

export interface OperatorConfiguration {
  operatorType: "normalization" | "dbt" | "webhook";
  normalization?: { option?: "basic" };
  dbt?: { gitRepoUrl: string; gitRepoBranch?: string; dockerImage?: string; dbtArguments?: string };
  webhook?: {
    webhookConfigId?: string;
    webhookType?: "dbtCloud";
    dbtCloud?: { accountId: number; jobId: number };
    executionUrl?: string;
    executionBody?: string;
  };
}

export interface OperationRecord {
  operationId: string;
  workspaceId: string;
  name: string;
  operatorConfiguration: OperatorConfiguration;
}

export interface OAuthConsentRecord {
  state: string;
  kind: ActorKind;
  definitionId: string;
  workspaceId: string;
  redirectUrl: string;
  createdAt: Date;
  /** Issued when the user consents (the admin action standing in for the provider's consent screen). */
  code?: string;
  codeUsed: boolean;
}
