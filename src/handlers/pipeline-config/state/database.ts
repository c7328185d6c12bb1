/** The collections of the pipeline-configuration domain, with the clock and schedule every part shares. */
import type { Clock } from "../../../runtime/clock";
import type { Schedule } from "../../../runtime/scheduler";
import type { Collection, InScope, ServiceStore } from "../../../runtime/store";
import type { ConnectionStateRecord } from "./airbyte-protocol";
import type {
  ActorCatalogRecord,
  ActorRecord,
  ConnectionRecord,
  DefinitionRecord,
  OAuthConsentRecord,
  OperationRecord,
  WorkspaceRecord,
} from "./configuration-records";
import type { JobRecord, SynchronousJobRecord } from "./job-records";

export interface Db {
  workspaces: Collection<WorkspaceRecord>;
  definitions: Collection<DefinitionRecord>;
  /** Grants of private definitions, by grantKey. */
  grants: Collection<true>;
  actors: Collection<ActorRecord>;
  catalogs: Collection<ActorCatalogRecord>;
  oauthParams: Collection<Record<string, string>>;
  consents: Collection<OAuthConsentRecord>;
  connections: Collection<ConnectionRecord>;
  jobs: Collection<JobRecord>;
  synchronousJobs: Collection<SynchronousJobRecord>;
  states: Collection<ConnectionStateRecord>;
  operations: Collection<OperationRecord>;
  counters: Collection<number>;
}

export interface Deps {
  db: Db;
  clock: Clock;
  /** The service's due work: scheduled syncs and job phases. */
  schedule: Schedule;
}

/**
 * The scopes the domain lists collections by, each through an index that openDb declares: a workspace's
 * actors, connections and jobs, a source's catalogs and connections, a destination's connections, the
 * connections pinned to a catalog, a definition's actors, a connection's jobs, a workspace by slug and a
 * consent by its code.
 */
export const scope = {
  workspace: (workspaceId: string): InScope => ({ index: "byWorkspace", scope: workspaceId }),
  source: (sourceId: string): InScope => ({ index: "bySource", scope: sourceId }),
  destination: (destinationId: string): InScope => ({ index: "byDestination", scope: destinationId }),
  catalog: (catalogId: string): InScope => ({ index: "byCatalog", scope: catalogId }),
  definition: (definitionId: string): InScope => ({ index: "byDefinition", scope: definitionId }),
  connection: (connectionId: string): InScope => ({ index: "byConnection", scope: connectionId }),
  slug: (slug: string): InScope => ({ index: "bySlug", scope: slug }),
  code: (code: string): InScope => ({ index: "byCode", scope: code }),
};

export function openDb(store: ServiceStore): Db {
  return {
    workspaces: store.collection<WorkspaceRecord>("workspaces", { bySlug: (w) => w.slug }),
    definitions: store.collection("definitions"),
    grants: store.collection("grants"),
    actors: store.collection<ActorRecord>("actors", {
      byWorkspace: (a) => a.workspaceId,
      byDefinition: (a) => a.definitionId,
    }),
    catalogs: store.collection<ActorCatalogRecord>("actor-catalogs", { bySource: (c) => c.sourceId }),
    oauthParams: store.collection("oauth-params"),
    consents: store.collection<OAuthConsentRecord>("oauth-consents", { byCode: (c) => c.code }),
    connections: store.collection<ConnectionRecord>("connections", {
      byWorkspace: (c) => c.workspaceId,
      bySource: (c) => c.sourceId,
      byDestination: (c) => c.destinationId,
      byCatalog: (c) => c.sourceCatalogId,
    }),
    jobs: store.collection<JobRecord>("jobs", {
      byWorkspace: (j) => j.workspaceId,
      byConnection: (j) => j.configId,
    }),
    synchronousJobs: store.collection("synchronous-jobs"),
    states: store.collection("connection-states"),
    operations: store.collection("operations"),
    counters: store.collection("counters"),
  };
}

/** The next number of a named sequence (job ids count from 1, as Airbyte's do). */
export function nextNumber(db: Db, sequence: string): number {
  const n = (db.counters.get(sequence) ?? 0) + 1;
  db.counters.put(sequence, n);
  return n;
}
