/** The collections of the pipeline-configuration domain, with the clock and schedule every part shares. */
import type { Clock } from "../../../runtime/clock";
import type { Schedule } from "../../../runtime/scheduler";
import type { Collection, ServiceStore } from "../../../runtime/store";
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

export function openDb(store: ServiceStore): Db {
  const c = <T>(name: string) => store.collection<T>(name);
  return {
    workspaces: c("workspaces"),
    definitions: c("definitions"),
    grants: c("grants"),
    actors: c("actors"),
    catalogs: c("actor-catalogs"),
    oauthParams: c("oauth-params"),
    consents: c("oauth-consents"),
    connections: c("connections"),
    jobs: c("jobs"),
    synchronousJobs: c("synchronous-jobs"),
    states: c("connection-states"),
    operations: c("operations"),
    counters: c("counters"),
  };
}

/** The next number of a named sequence (job ids count from 1, as Airbyte's do). */
export function nextNumber(db: Db, sequence: string): number {
  const n = (db.counters.get(sequence) ?? 0) + 1;
  db.counters.put(sequence, n);
  return n;
}
