/** Domain records to the Airbyte Configuration API's response records. Times of jobs are epoch seconds. */
import type { components } from "../../../generated/pipeline-config/types";
import type { ConnectionStateRecord } from "./state/airbyte-protocol";
import type {
  ActorRecord,
  ConnectionRecord,
  DefinitionRecord,
  OperationRecord,
  WorkspaceRecord,
} from "./state/configuration-records";
import type { PipelineConfig } from "./state/index";
import type { SynchronousJobRecord } from "./state/job-records";
import type { AttemptView, JobView } from "./state/jobs";

type S = components["schemas"];

export const epochSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

export function workspaceRead(p: PipelineConfig, w: WorkspaceRecord): S["WorkspaceRead"] {
  const out: S["WorkspaceRead"] = {
    workspaceId: w.workspaceId,
    customerId: w.customerId,
    name: w.name,
    slug: w.slug,
    initialSetupComplete: w.initialSetupComplete,
    displaySetupWizard: w.displaySetupWizard,
    anonymousDataCollection: w.anonymousDataCollection,
    news: w.news,
    securityUpdates: w.securityUpdates,
    notifications: w.notifications,
    firstCompletedSync: p.firstCompletedSync(w),
    feedbackDone: w.feedbackDone,
    defaultGeography: w.defaultGeography,
    webhookConfigs: w.webhookConfigs.map((c) => ({ id: c.id, name: c.name })),
  };
  if (w.email !== undefined) out.email = w.email;
  return out;
}

function definitionCommon(d: DefinitionRecord) {
  const out: S["DefinitionCommon"] = {
    name: d.name,
    dockerRepository: d.dockerRepository,
    dockerImageTag: d.dockerImageTag,
    documentationUrl: d.documentationUrl,
    protocolVersion: d.protocolVersion,
    releaseStage: d.releaseStage,
    custom: d.custom,
  };
  if (d.icon !== undefined) out.icon = d.icon;
  if (d.releaseDate !== undefined) out.releaseDate = d.releaseDate;
  if (d.resourceRequirements !== undefined) out.resourceRequirements = d.resourceRequirements;
  return out;
}

export function sourceDefinitionRead(d: DefinitionRecord): S["SourceDefinitionRead"] {
  return { ...definitionCommon(d), sourceDefinitionId: d.id, sourceType: d.sourceType };
}

export function destinationDefinitionRead(d: DefinitionRecord): S["DestinationDefinitionRead"] {
  return {
    ...definitionCommon(d),
    destinationDefinitionId: d.id,
    supportsDbt: d.supportsDbt ?? false,
    normalizationConfig: d.normalization
      ? {
          supported: true,
          normalizationRepository: d.normalization.repository,
          normalizationTag: d.normalization.tag,
          normalizationIntegrationType: d.normalization.integrationType,
        }
      : { supported: false },
  };
}

export function advancedAuth(d: DefinitionRecord): S["AdvancedAuth"] | undefined {
  if (!d.oauth) return undefined;
  const out: S["AdvancedAuth"] = {
    authFlowType: "oauth2.0",
    oauthConfigSpecification: {
      completeOAuthOutputSpecification: {
        type: "object",
        properties: Object.fromEntries(
          d.oauth.outputFields.map((f) => [
            f,
            { type: "string", path_in_connector_config: [...d.oauth!.inputPath, f] },
          ]),
        ),
      },
      completeOAuthServerInputSpecification: {
        type: "object",
        properties: { client_id: { type: "string" }, client_secret: { type: "string" } },
      },
    },
  };
  if (d.oauth.predicateKey) out.predicateKey = d.oauth.predicateKey;
  if (d.oauth.predicateValue !== undefined) out.predicateValue = d.oauth.predicateValue;
  return out;
}

export function sourceRead(p: PipelineConfig, a: ActorRecord): S["SourceRead"] {
  const d = p.actors.definitionOf(a);
  const out: S["SourceRead"] = {
    sourceDefinitionId: a.definitionId,
    sourceId: a.id,
    workspaceId: a.workspaceId,
    connectionConfiguration: p.actors.masked(a),
    name: a.name,
    sourceName: d.name,
  };
  if (d.icon !== undefined) out.icon = d.icon;
  return out;
}

export function destinationRead(p: PipelineConfig, a: ActorRecord): S["DestinationRead"] {
  const d = p.actors.definitionOf(a);
  const out: S["DestinationRead"] = {
    destinationDefinitionId: a.definitionId,
    destinationId: a.id,
    workspaceId: a.workspaceId,
    connectionConfiguration: p.actors.masked(a),
    name: a.name,
    destinationName: d.name,
  };
  if (d.icon !== undefined) out.icon = d.icon;
  return out;
}

export function synchronousJobRead(j: SynchronousJobRecord): S["SynchronousJobRead"] {
  return {
    id: j.id,
    configType: j.configType,
    configId: j.configId,
    createdAt: epochSeconds(j.createdAt),
    endedAt: epochSeconds(j.endedAt),
    succeeded: j.succeeded,
    connectorConfigurationUpdated: false,
    logs: { logLines: j.logLines },
  };
}

export function connectionRead(p: PipelineConfig, c: ConnectionRecord): S["ConnectionRead"] {
  const out: S["ConnectionRead"] = {
    connectionId: c.connectionId,
    name: c.name,
    namespaceDefinition: c.namespaceDefinition,
    sourceId: c.sourceId,
    destinationId: c.destinationId,
    operationIds: c.operationIds,
    syncCatalog: c.syncCatalog,
    scheduleType: c.scheduleType,
    status: c.status,
    geography: c.geography,
    breakingChange: p.schemaChange(c).schemaChange === "breaking",
    notifySchemaChanges: c.notifySchemaChanges,
    nonBreakingChangesPreference: c.nonBreakingChangesPreference,
  };
  if (c.namespaceFormat !== undefined) out.namespaceFormat = c.namespaceFormat;
  if (c.prefix !== undefined) out.prefix = c.prefix;
  if (c.schedule !== undefined) out.schedule = c.schedule;
  if (c.scheduleData !== undefined) out.scheduleData = c.scheduleData;
  if (c.resourceRequirements !== undefined) out.resourceRequirements = c.resourceRequirements;
  if (c.sourceCatalogId !== undefined) out.sourceCatalogId = c.sourceCatalogId;
  return out;
}

function latestSync(p: PipelineConfig, c: ConnectionRecord) {
  const last = p.jobs.lastReplication(c.connectionId);
  const active = p.jobs.active(c.connectionId);
  const out: { latestSyncJobCreatedAt?: number; latestSyncJobStatus?: S["JobStatus"]; isSyncing: boolean } = {
    isSyncing: active !== undefined,
  };
  if (last) {
    out.latestSyncJobCreatedAt = epochSeconds(last.job.createdAt);
    out.latestSyncJobStatus = last.status;
  }
  return out;
}

export function operationRead(o: OperationRecord): S["OperationRead"] {
  return {
    workspaceId: o.workspaceId,
    operationId: o.operationId,
    name: o.name,
    operatorConfiguration: o.operatorConfiguration,
  };
}

export function webBackendConnectionRead(
  p: PipelineConfig,
  c: ConnectionRecord,
): S["WebBackendConnectionRead"] {
  const change = p.schemaChange(c);
  const out: S["WebBackendConnectionRead"] = {
    ...connectionRead(p, c),
    source: sourceRead(p, p.actors.withDeleted("source", c.sourceId)),
    destination: destinationRead(p, p.actors.withDeleted("destination", c.destinationId)),
    operations: c.operationIds.map((id) => operationRead(p.operations.get(id))),
    ...latestSync(p, c),
    catalogDiff: { transforms: change.transforms },
    schemaChange: change.schemaChange,
  };
  if (change.catalogId !== undefined) out.catalogId = change.catalogId;
  return out;
}

function snippet(p: PipelineConfig, a: ActorRecord): S["ActorSnippetRead"] {
  const d = p.actors.definitionOf(a);
  const out: S["ActorSnippetRead"] =
    a.kind === "source"
      ? { sourceId: a.id, sourceDefinitionId: d.id, sourceName: d.name, name: a.name, definitionName: d.name }
      : {
          destinationId: a.id,
          destinationDefinitionId: d.id,
          destinationName: d.name,
          name: a.name,
          definitionName: d.name,
        };
  if (d.icon !== undefined) out.icon = d.icon;
  return out;
}

export function webBackendListItem(
  p: PipelineConfig,
  c: ConnectionRecord,
): S["WebBackendConnectionListItem"] {
  const out: S["WebBackendConnectionListItem"] = {
    connectionId: c.connectionId,
    name: c.name,
    sourceId: c.sourceId,
    destinationId: c.destinationId,
    status: c.status,
    scheduleType: c.scheduleType,
    source: snippet(p, p.actors.withDeleted("source", c.sourceId)),
    destination: snippet(p, p.actors.withDeleted("destination", c.destinationId)),
    ...latestSync(p, c),
    schemaChange: p.schemaChange(c).schemaChange,
  };
  if (c.scheduleData !== undefined) out.scheduleData = c.scheduleData;
  return out;
}

export function jobRead(v: JobView): S["JobRead"] {
  const out: S["JobRead"] = {
    id: v.job.id,
    configType: v.job.configType,
    configId: v.job.configId,
    createdAt: epochSeconds(v.job.createdAt),
    updatedAt: epochSeconds(v.updatedAt),
    status: v.status,
  };
  if (v.startedAt) out.startedAt = epochSeconds(v.startedAt);
  if (v.job.resetStreams) out.resetConfig = { streamsToReset: v.job.resetStreams };
  return out;
}

export function attemptRead(a: AttemptView): S["AttemptRead"] {
  const out: S["AttemptRead"] = {
    id: a.number,
    status: a.status,
    bytesSynced: a.totalStats.bytesEmitted ?? 0,
    recordsSynced: a.totalStats.recordsEmitted ?? 0,
    totalStats: a.totalStats,
    streamStats: a.streamStats,
    createdAt: epochSeconds(a.createdAt),
    updatedAt: epochSeconds(a.updatedAt),
  };
  if (a.endedAt) out.endedAt = epochSeconds(a.endedAt);
  if (a.failure) {
    out.failureSummary = {
      failures: [
        {
          failureOrigin: a.failure.origin,
          failureType: a.failure.type,
          externalMessage: a.failure.message,
          internalMessage: a.failure.message,
          retryable: a.failure.type === "transient_error",
          timestamp: a.failure.at.getTime(),
        },
      ],
      partialSuccess: false,
    };
  }
  return out;
}

export function attemptInfoRead(a: AttemptView): S["AttemptInfoRead"] {
  return { attempt: attemptRead(a), logs: { logLines: a.logLines } };
}

export function jobInfoRead(v: JobView): S["JobInfoRead"] {
  return { job: jobRead(v), attempts: v.attempts.map(attemptInfoRead) };
}

export function connectionStateRead(s: ConnectionStateRecord): S["ConnectionState"] {
  const out: S["ConnectionState"] = { stateType: s.stateType, connectionId: s.connectionId };
  if (s.state !== undefined) out.state = s.state;
  if (s.streamState !== undefined) out.streamState = s.streamState;
  if (s.globalState !== undefined) out.globalState = s.globalState;
  return out;
}
