/**
 * The pipeline-configuration domain assembled: one object per resource over the shared collections, and
 * the rules that span resources (cascading deletes, syncs and resets by hand or by schedule, schema changes,
 * logs).
 */
import type { ServiceDeps } from "../../../runtime/service";
import { Actors, type DiscoverResult } from "./actors";
import { type CatalogDiff, diffCatalogs } from "./catalogs";
import { type Deps, invalidInput, openDb } from "./common";
import { ConnectionStates } from "./connection-state";
import { type ConnectionFields, Connections } from "./connections";
import { unreachableHost } from "./connector-runs";
import { ConfigurationValidator } from "./connector-spec";
import { Definitions } from "./definitions";
import { Jobs } from "./jobs";
import { OAuthFlows } from "./oauth";
import { Operations } from "./operations";
import type {
  ActorKind,
  ConnectionRecord,
  NotificationSettings,
  OperatorConfiguration,
  WorkspaceRecord,
} from "./records";
import { SyncSchedules } from "./sync-schedules";
import { SynchronousJobs } from "./synchronous-jobs";
import { Syncs } from "./syncs";
import { Workspaces } from "./workspaces";

/** logs/get returns the newest this many lines. */
export const LOG_LINES_RETURNED = 1000;

export interface OperationWrite {
  operationId?: string;
  workspaceId: string;
  name: string;
  operatorConfiguration: OperatorConfiguration;
}

export class PipelineConfig {
  readonly workspaces: Workspaces;
  readonly definitions: Definitions;
  readonly actors: Actors;
  readonly oauth: OAuthFlows;
  readonly operations: Operations;
  readonly connections: Connections;
  readonly jobs: Jobs;
  readonly states: ConnectionStates;
  readonly synchronousJobs: SynchronousJobs;
  readonly syncs: Syncs;
  private readonly deps: Deps;

  constructor(service: ServiceDeps) {
    this.deps = { db: openDb(service.store), clock: service.clock, schedule: service.schedule };
    this.workspaces = new Workspaces(this.deps);
    this.definitions = new Definitions(this.deps);
    this.synchronousJobs = new SynchronousJobs(this.deps);
    this.actors = new Actors(
      this.deps,
      this.workspaces,
      this.definitions,
      new ConfigurationValidator(),
      this.synchronousJobs,
    );
    this.oauth = new OAuthFlows(this.deps, this.workspaces, this.definitions);
    this.operations = new Operations(this.deps, this.workspaces);
    this.jobs = new Jobs(this.deps, (job, status, at) => this.syncs.jobEnded(job, status, at));
    const schedules = new SyncSchedules(
      service.schedule,
      (id) => this.jobs.forConnection(id).find((j) => j.configType === "sync")?.createdAt,
    );
    this.connections = new Connections(
      this.deps,
      this.workspaces,
      this.actors,
      this.operations,
      (c, before) => schedules.written(c, before, this.deps.clock.now()),
    );
    this.states = new ConnectionStates(this.deps);
    this.syncs = new Syncs(
      this.deps,
      this.definitions,
      this.actors,
      this.connections,
      this.jobs,
      this.states,
      schedules,
    );
    service.store.seed(() => this.definitions.seed());
  }

  firstCompletedSync(w: WorkspaceRecord): boolean {
    return this.jobs.anySucceeded(w.workspaceId);
  }

  /** Deleting a workspace deletes its sources and destinations and deprecates its connections. */
  deleteWorkspace(workspaceId: string): void {
    this.workspaces.get(workspaceId);
    for (const kind of ["source", "destination"] as const) {
      for (const a of this.actors.list(kind, workspaceId)) this.deleteActor(kind, a.id);
    }
    this.workspaces.delete(workspaceId);
  }

  workspaceByConnection(connectionId: string): WorkspaceRecord {
    return this.workspaces.get(this.connections.get(connectionId).workspaceId);
  }

  workspaceSummary(workspaceId: string) {
    return {
      hasConnections: this.connections.list(workspaceId, false).length > 0,
      hasSources: this.actors.list("source", workspaceId).length > 0,
      hasDestinations: this.actors.list("destination", workspaceId).length > 0,
    };
  }

  deleteActor(kind: ActorKind, id: string): void {
    this.actors.delete(kind, id);
    this.connections.deprecateFor(id);
  }

  /** Deleting a definition deletes the sources or destinations that use it. */
  deleteDefinition(kind: ActorKind, id: string): void {
    this.definitions.delete(kind, id);
    for (const a of this.deps.db.actors.all((x) => x.definitionId === id && !x.tombstone))
      this.deleteActor(kind, a.id);
  }

  deleteOperation(operationId: string): void {
    this.operations.delete(operationId);
    this.connections.detachOperation(operationId);
  }

  /** discover_schema; with a connection, also the diff against its catalog (which may disable it). */
  discover(
    sourceId: string,
    connectionId?: string,
  ): DiscoverResult & { diff?: CatalogDiff; connection?: ConnectionRecord } {
    const connection = connectionId ? this.connections.get(connectionId) : undefined;
    if (connection && connection.sourceId !== sourceId) {
      throw invalidInput("connectionId", "the connection does not read from this source", connectionId);
    }
    const result = this.actors.discoverSaved(sourceId);
    if (!connection || !result.catalog) return { ...result, connection };
    const diff = diffCatalogs(connection.syncCatalog, result.catalog.catalog);
    // Airbyte disables a connection on a breaking change, and on any change when its preference is disable.
    const disable =
      connection.status === "active" &&
      (diff.schemaChange === "breaking" ||
        (diff.schemaChange === "non_breaking" && connection.nonBreakingChangesPreference === "disable"));
    const updated = disable
      ? this.connections.update(connection.connectionId, { status: "inactive" })
      : connection;
    return { ...result, diff, connection: updated };
  }

  schemaChange(c: ConnectionRecord): CatalogDiff & { catalogId?: string } {
    const latest = this.actors.mostRecentCatalog(c.sourceId);
    if (!latest) return { transforms: [], schemaChange: "no_change" };
    return { ...diffCatalogs(c.syncCatalog, latest.catalog), catalogId: latest.id };
  }

  /** web_backend/connections/create: the operations are created first and attached. */
  createWithOperations(
    sourceId: string,
    destinationId: string,
    fields: ConnectionFields,
    operations: OperationWrite[],
  ) {
    const source = this.actors.get("source", sourceId);
    operations.forEach((o, i) => {
      if (o.workspaceId !== source.workspaceId) {
        throw invalidInput(
          `operations[${i}].workspaceId`,
          "must be the connection's workspace",
          o.workspaceId,
        );
      }
    });
    const created = operations.map((o) =>
      this.operations.create(o.workspaceId, o.name, o.operatorConfiguration),
    );
    const ids = [...(fields.operationIds ?? []), ...created.map((o) => o.operationId)];
    return this.connections.create(sourceId, destinationId, { ...fields, operationIds: ids });
  }

  /**
   * web_backend/connections/update: operations are created or updated and replace the connection's list;
   * streams whose configuration changed are reset unless skipReset (as the web app's "save and reset").
   */
  updateWithOperations(
    connectionId: string,
    fields: ConnectionFields,
    operations?: OperationWrite[],
    skipReset = true,
  ) {
    const before = this.connections.get(connectionId);
    let operationIds = fields.operationIds;
    if (operations) {
      operationIds = operations.map((o) =>
        o.operationId
          ? this.operations.update(o.operationId, o.name, o.operatorConfiguration).operationId
          : this.operations.create(before.workspaceId, o.name, o.operatorConfiguration).operationId,
      );
    }
    const after = this.connections.update(connectionId, { ...fields, operationIds });
    if (!skipReset && fields.syncCatalog) {
      const was = new Map(
        before.syncCatalog.streams.map((s) => [
          `${s.stream?.namespace}.${s.stream?.name}`,
          JSON.stringify(s.config),
        ]),
      );
      const changed = after.syncCatalog.streams
        .filter(
          (s) => s.stream && was.get(`${s.stream.namespace}.${s.stream.name}`) !== JSON.stringify(s.config),
        )
        .map((s) => ({ name: s.stream?.name as string, namespace: s.stream?.namespace }));
      if (changed.length > 0) this.syncs.reset(connectionId, changed);
    }
    return after;
  }

  /** logs/get: the newest lines of the server log (jobs' attempts and synchronous jobs) or the scheduler log. */
  logs(logType: "server" | "scheduler"): string[] {
    const lines = this.jobs.logLines(logType);
    if (logType === "server") for (const j of this.synchronousJobs.all()) lines.push(...j.logLines);
    // Every line starts with its ISO 8601 timestamp: sorting the text orders by time, stably.
    lines.sort();
    return lines.slice(-LOG_LINES_RETURNED);
  }

  /** notifications/try: validates the settings and sends a trial notification. */
  tryNotification(n: NotificationSettings): { status: "succeeded" | "failed"; message: string } {
    if (n.notificationType === "customerio") {
      return { status: "succeeded", message: "Trial notification queued with Customer.io" };
    }
    const webhook = n.slackConfiguration?.webhook;
    if (!webhook) throw invalidInput("slackConfiguration.webhook", "is required for a slack notification");
    let url: URL;
    try {
      url = new URL(webhook);
    } catch {
      throw invalidInput("slackConfiguration.webhook", "must be an absolute URL", webhook);
    }
    const host = unreachableHost(webhook);
    if (host)
      return { status: "failed", message: `Failed to send the notification: could not resolve host ${host}` };
    return { status: "succeeded", message: `Trial notification delivered to ${url.host}` };
  }
}
