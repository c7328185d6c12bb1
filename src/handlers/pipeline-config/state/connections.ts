/**
 * Connections between a source and a destination of one workspace. The sync catalog must fit the source's
 * most recent discovered catalog (discovered on the spot when there is none). Deleting a connection marks it
 * deprecated: `list` hides it, `list_all` shows it.
 */
import { uuid } from "../../../runtime/ids";
import type { Actors } from "./actors";
import type { Catalog } from "./airbyte-protocol";
import { validateSyncCatalog } from "./catalogs";
import type {
  ActorCatalogRecord,
  ActorRecord,
  ConnectionRecord,
  ConnectionStatus,
  Geography,
  OperationRecord,
} from "./configuration-records";
import { connectionCron } from "./cron";
import { type Deps, scope } from "./database";
import { invalidInput, invalidProperties, notFound } from "./errors";
import type { JsonObject } from "./json";
import type { Operations } from "./operations";
import type { Workspaces } from "./workspaces";

export interface ConnectionFields {
  name?: string;
  namespaceDefinition?: ConnectionRecord["namespaceDefinition"];
  namespaceFormat?: string;
  prefix?: string;
  operationIds?: string[];
  syncCatalog?: Catalog;
  schedule?: ConnectionRecord["schedule"];
  scheduleType?: ConnectionRecord["scheduleType"];
  scheduleData?: JsonObject;
  resourceRequirements?: ConnectionRecord["resourceRequirements"];
  sourceCatalogId?: string;
  geography?: Geography;
  notifySchemaChanges?: boolean;
  nonBreakingChangesPreference?: ConnectionRecord["nonBreakingChangesPreference"];
  status?: ConnectionStatus;
}

export interface ConnectionSearch {
  connectionId?: string;
  name?: string;
  namespaceDefinition?: string;
  namespaceFormat?: string;
  prefix?: string;
  sourceId?: string;
  destinationId?: string;
  scheduleType?: string;
  status?: string;
  /** Conditions on the connection's source and destination. */
  source?: (source: ActorRecord) => boolean;
  destination?: (destination: ActorRecord) => boolean;
}

export class Connections {
  constructor(
    private readonly deps: Deps,
    private readonly workspaces: Workspaces,
    private readonly actors: Actors,
    private readonly operations: Operations,
    /** Told of every write, with the record before it (none for a new connection): schedules follow. */
    private readonly written: (c: ConnectionRecord, before?: ConnectionRecord) => void,
  ) {}

  get(connectionId: string): ConnectionRecord {
    const c = this.deps.db.connections.get(connectionId);
    if (!c) throw notFound("connection", connectionId);
    return c;
  }

  list(workspaceId: string, includeDeleted: boolean): ConnectionRecord[] {
    this.workspaces.get(workspaceId);
    return this.deps.db.connections.all(
      (c) => includeDeleted || c.status !== "deprecated",
      scope.workspace(workspaceId),
    );
  }

  search(q: ConnectionSearch): ConnectionRecord[] {
    const simple = [
      "connectionId",
      "name",
      "namespaceDefinition",
      "namespaceFormat",
      "prefix",
      "sourceId",
      "destinationId",
      "scheduleType",
      "status",
    ] as const;
    // A search for a source's or a destination's connections walks only those; otherwise it spans the deployment.
    const within =
      q.sourceId !== undefined
        ? scope.source(q.sourceId)
        : q.destinationId !== undefined
          ? scope.destination(q.destinationId)
          : undefined;
    return this.deps.db.connections.all((c) => {
      for (const k of simple) if (q[k] !== undefined && c[k] !== q[k]) return false;
      if (q.source) {
        const s = this.deps.db.actors.get(c.sourceId);
        if (!s || !q.source(s)) return false;
      }
      if (q.destination) {
        const d = this.deps.db.actors.get(c.destinationId);
        if (!d || !q.destination(d)) return false;
      }
      return true;
    }, within);
  }

  create(sourceId: string, destinationId: string, fields: ConnectionFields): ConnectionRecord {
    const source = this.actors.get("source", sourceId);
    const destination = this.actors.get("destination", destinationId);
    if (source.workspaceId !== destination.workspaceId) {
      throw invalidInput("destinationId", "the destination must be in the source's workspace", destinationId);
    }
    const workspace = this.workspaces.get(source.workspaceId);
    const latest = this.catalogFor(source);
    const c: ConnectionRecord = {
      connectionId: uuid(),
      workspaceId: source.workspaceId,
      name: fields.name ?? `${source.name} <> ${destination.name}`,
      namespaceDefinition: "source",
      sourceId,
      destinationId,
      operationIds: [],
      syncCatalog: latest.catalog,
      scheduleType: "manual",
      status: fields.status ?? "active",
      sourceCatalogId: latest.id,
      geography: workspace.defaultGeography,
      notifySchemaChanges: true,
      nonBreakingChangesPreference: "ignore",
      createdAt: this.deps.clock.now(),
    };
    const created = this.apply(c, fields);
    this.save(created);
    return created;
  }

  update(connectionId: string, fields: ConnectionFields): ConnectionRecord {
    const before = this.get(connectionId);
    const updated = this.apply(before, fields);
    this.save(updated, before);
    return updated;
  }

  /** Deleting deprecates; a deprecated connection stays readable and listed by list_all. */
  delete(connectionId: string): void {
    const before = this.get(connectionId);
    this.save({ ...before, status: "deprecated" }, before);
  }

  /** Deprecates every connection of a deleted source or destination. */
  deprecateFor(actorId: string): void {
    const connections = this.deps.db.connections;
    for (const c of [
      ...connections.all(undefined, scope.source(actorId)),
      ...connections.all(undefined, scope.destination(actorId)),
    ]) {
      this.save({ ...c, status: "deprecated" }, c);
    }
  }

  /** Detaches a deleted operation from every connection of its workspace (the only ones that may hold it). */
  detachOperation(operation: OperationRecord): void {
    const { operationId, workspaceId } = operation;
    for (const c of this.deps.db.connections.all(
      (x) => x.operationIds.includes(operationId),
      scope.workspace(workspaceId),
    )) {
      this.save({ ...c, operationIds: c.operationIds.filter((id) => id !== operationId) }, c);
    }
  }

  /** The source's most recent catalog; discovered now when it has none, as the web app does first. */
  catalogFor(source: ActorRecord): ActorCatalogRecord {
    const latest = this.actors.mostRecentCatalog(source.id);
    if (latest) return latest;
    const discovered = this.actors.discoverSaved(source.id);
    if (!discovered.catalog) {
      throw invalidInput(
        "sourceId",
        `the source's schema could not be discovered: ${discovered.job.logLines.join(" ")}`,
        source.id,
      );
    }
    return discovered.catalog;
  }

  private save(c: ConnectionRecord, before?: ConnectionRecord): void {
    this.deps.db.connections.put(c.connectionId, c);
    this.written(c, before);
  }

  private apply(current: ConnectionRecord, f: ConnectionFields): ConnectionRecord {
    const c: ConnectionRecord = structuredClone(current);
    const copy = [
      "name",
      "namespaceDefinition",
      "namespaceFormat",
      "prefix",
      "resourceRequirements",
      "notifySchemaChanges",
      "nonBreakingChangesPreference",
      "status",
    ] as const;
    for (const k of copy) if (f[k] !== undefined) Object.assign(c, { [k]: structuredClone(f[k]) });
    if (f.geography !== undefined) c.geography = f.geography;
    if (c.namespaceDefinition === "customformat" && !c.namespaceFormat) {
      throw invalidInput("namespaceFormat", "is required when namespaceDefinition is customformat");
    }
    if (f.operationIds !== undefined) {
      this.operations.requireAll(c.workspaceId, f.operationIds, "operationIds");
      c.operationIds = [...f.operationIds];
    }
    this.applySchedule(c, f);
    if (f.syncCatalog !== undefined) {
      const source = this.actors.get("source", c.sourceId);
      const latest = this.catalogFor(source);
      const destination = this.actors.get("destination", c.destinationId);
      const modes = this.actors.definitionOf(destination).supportedDestinationSyncModes ?? [
        "append",
        "overwrite",
      ];
      const errors = validateSyncCatalog(f.syncCatalog, latest.catalog, modes);
      if (errors.length > 0) throw invalidProperties(errors);
      c.syncCatalog = structuredClone(f.syncCatalog);
      c.sourceCatalogId = f.sourceCatalogId ?? latest.id;
    }
    return c;
  }

  /** `schedule` is the legacy form of a basic schedule; scheduleType and scheduleData must agree. */
  private applySchedule(c: ConnectionRecord, f: ConnectionFields): void {
    if (f.schedule === undefined && f.scheduleType === undefined && f.scheduleData === undefined) return;
    const type = f.scheduleType ?? (f.schedule ? "basic" : c.scheduleType);
    if (type === "manual") {
      c.scheduleType = "manual";
      c.schedule = undefined;
      c.scheduleData = undefined;
      return;
    }
    if (type === "basic") {
      const basic = (f.scheduleData?.basicSchedule as ConnectionRecord["schedule"]) ?? f.schedule;
      if (!basic) throw invalidInput("scheduleData.basicSchedule", "is required for a basic schedule");
      c.scheduleType = "basic";
      c.schedule = { ...basic };
      c.scheduleData = { basicSchedule: { ...basic } };
      return;
    }
    if (!f.scheduleData?.cron) throw invalidInput("scheduleData.cron", "is required for a cron schedule");
    const cron = f.scheduleData.cron as { cronExpression: string; cronTimeZone: string };
    connectionCron(cron.cronExpression, cron.cronTimeZone, this.deps.clock.now());
    c.scheduleType = "cron";
    c.schedule = undefined;
    c.scheduleData = { cron: { ...cron } };
  }
}
