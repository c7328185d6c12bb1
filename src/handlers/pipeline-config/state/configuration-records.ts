/**
 * Stored records of the configuration: workspaces, connector definitions, sources and destinations (actors),
 * their discovered catalogs, connections, operations and OAuth consents.
 */
import type { Catalog, DestinationSyncMode } from "./airbyte-protocol";
import type { JobConfigType } from "./job-records";
import type { JsonObject } from "./json";

/** Sources and destinations share one actor model; definitions and OAuth flows are parameterised by it. */
export type ActorKind = "source" | "destination";

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
