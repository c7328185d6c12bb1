/** Connections, their operations and state to the API's records, and the web back end's views of them. */
import type { components } from "../../../../generated/pipeline-config/types";
import type { ActorSearch } from "../state/actors";
import type { ConnectionStateRecord } from "../state/airbyte-protocol";
import type { ConnectionRecord, OperationRecord } from "../state/configuration-records";
import type { PipelineConfig } from "../state/index";
import { actorSnippet, destinationRead, sourceRead } from "./actors";
import { epochSeconds } from "./jobs";

type S = components["schemas"];

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
    source: actorSnippet(p, p.actors.withDeleted("source", c.sourceId)),
    destination: actorSnippet(p, p.actors.withDeleted("destination", c.destinationId)),
    ...latestSync(p, c),
    schemaChange: p.schemaChange(c).schemaChange,
  };
  if (c.scheduleData !== undefined) out.scheduleData = c.scheduleData;
  return out;
}

export function connectionStateRead(s: ConnectionStateRecord): S["ConnectionState"] {
  const out: S["ConnectionState"] = { stateType: s.stateType, connectionId: s.connectionId };
  if (s.state !== undefined) out.state = s.state;
  if (s.streamState !== undefined) out.streamState = s.streamState;
  if (s.globalState !== undefined) out.globalState = s.globalState;
  return out;
}

/** A nested source or destination search of connections/search. */
export type ActorSearchBody = S["SourceSearch"] | S["DestinationSearch"];

/** The actor search a nested search asks for: its fields named for either kind. */
export function actorSearch(q: ActorSearchBody): ActorSearch {
  return {
    id: "sourceId" in q ? q.sourceId : "destinationId" in q ? q.destinationId : undefined,
    definitionId:
      "sourceDefinitionId" in q
        ? q.sourceDefinitionId
        : "destinationDefinitionId" in q
          ? q.destinationDefinitionId
          : undefined,
    workspaceId: q.workspaceId,
    name: q.name,
    definitionName: "sourceName" in q ? q.sourceName : "destinationName" in q ? q.destinationName : undefined,
    connectionConfiguration: q.connectionConfiguration,
  };
}
