/**
 * Sources and destinations: one actor model for both kinds. Configurations are validated against the
 * definition's specification, secrets are stored whole and returned masked, instance-wide OAuth parameters
 * are injected before every check, discover or sync, and a source keeps its most recent discovered catalog.
 */
import { createHash } from "node:crypto";
import { uuid } from "../../../runtime/ids";
import type { Catalog } from "./airbyte-protocol";
import type { ActorCatalogRecord, ActorKind, ActorRecord, DefinitionRecord } from "./configuration-records";
import { checkConfiguration, defaultCatalog, discoverStreams, injectOAuthParams } from "./connector-runs";
import { type ConfigurationValidator, maskSecrets, restoreSecrets } from "./connector-spec";
import { type Deps, scope } from "./database";
import type { Definitions } from "./definitions";
import { notFound } from "./errors";
import type { SynchronousJobRecord } from "./job-records";
import type { JsonObject } from "./json";
import { cloneJson, isObject } from "./json";
import type { SynchronousJobs } from "./synchronous-jobs";
import type { Workspaces } from "./workspaces";

export interface ActorSearch {
  definitionId?: string;
  id?: string;
  workspaceId?: string;
  name?: string;
  definitionName?: string;
  connectionConfiguration?: JsonObject;
}

export interface CheckResult {
  status: "succeeded" | "failed";
  message?: string;
  job: SynchronousJobRecord;
}

export interface DiscoverResult {
  catalog?: ActorCatalogRecord;
  job: SynchronousJobRecord;
}

/** Every field given in `wanted` equals the one in `actual` (recursively for objects). */
function matches(actual: unknown, wanted: unknown): boolean {
  if (isObject(wanted)) {
    return isObject(actual) && Object.entries(wanted).every(([k, v]) => matches(actual[k], v));
  }
  return JSON.stringify(actual) === JSON.stringify(wanted);
}

export class Actors {
  constructor(
    private readonly deps: Deps,
    private readonly workspaces: Workspaces,
    private readonly definitions: Definitions,
    private readonly validator: ConfigurationValidator,
    private readonly syncJobs: SynchronousJobs,
  ) {}

  get(kind: ActorKind, id: string): ActorRecord {
    const a = this.deps.db.actors.get(id);
    if (!a || a.kind !== kind || a.tombstone) throw notFound(kind, id);
    return a;
  }

  /** The actor even if deleted: a deprecated connection still names its source and destination. */
  withDeleted(kind: ActorKind, id: string): ActorRecord {
    const a = this.deps.db.actors.get(id);
    if (!a || a.kind !== kind) throw notFound(kind, id);
    return a;
  }

  definitionOf(a: ActorRecord): DefinitionRecord {
    return this.deps.db.definitions.get(a.definitionId) as DefinitionRecord;
  }

  /** The configuration as reads return it. */
  masked(a: ActorRecord): JsonObject {
    return maskSecrets(this.definitionOf(a).connectionSpecification, a.configuration);
  }

  list(kind: ActorKind, workspaceId: string): ActorRecord[] {
    this.workspaces.get(workspaceId);
    return this.deps.db.actors.all((a) => a.kind === kind && !a.tombstone, scope.workspace(workspaceId));
  }

  /** Airbyte's search compares every given field; configurations are compared masked, as returned. */
  search(kind: ActorKind, q: ActorSearch): ActorRecord[] {
    // A search within a workspace walks only its actors; without one it spans the deployment.
    const within = q.workspaceId !== undefined ? scope.workspace(q.workspaceId) : undefined;
    return this.deps.db.actors.all((a) => {
      if (a.kind !== kind || a.tombstone) return false;
      if (q.id !== undefined && a.id !== q.id) return false;
      if (q.definitionId !== undefined && a.definitionId !== q.definitionId) return false;
      if (q.name !== undefined && a.name !== q.name) return false;
      if (q.definitionName !== undefined && this.definitionOf(a).name !== q.definitionName) return false;
      return q.connectionConfiguration === undefined || matches(this.masked(a), q.connectionConfiguration);
    }, within);
  }

  create(
    kind: ActorKind,
    workspaceId: string,
    definitionId: string,
    name: string,
    configuration: JsonObject,
  ) {
    this.workspaces.get(workspaceId);
    const definition = this.definitions.forWorkspace(kind, definitionId, workspaceId);
    this.validator.validate(definition.id, definition.connectionSpecification, configuration);
    const a: ActorRecord = {
      id: uuid(),
      kind,
      workspaceId,
      definitionId,
      name,
      configuration: cloneJson(configuration),
      tombstone: false,
      createdAt: this.deps.clock.now(),
    };
    this.deps.db.actors.put(a.id, a);
    return a;
  }

  /** The actor as an update would leave it (masked secrets keep their stored values), validated. */
  proposed(kind: ActorKind, id: string, name: string, configuration: JsonObject): ActorRecord {
    const a = this.get(kind, id);
    const definition = this.definitionOf(a);
    const merged = restoreSecrets(definition.connectionSpecification, configuration, a.configuration);
    this.validator.validate(definition.id, definition.connectionSpecification, merged);
    return { ...a, name, configuration: merged };
  }

  update(kind: ActorKind, id: string, name: string, configuration: JsonObject): ActorRecord {
    const a = this.proposed(kind, id, name, configuration);
    this.deps.db.actors.put(id, a);
    return a;
  }

  /** A copy with the secrets of the original; given fields replace the copied ones. */
  clone(kind: ActorKind, id: string, override?: { name?: string; connectionConfiguration?: JsonObject }) {
    const original = this.get(kind, id);
    const definition = this.definitionOf(original);
    const configuration = override?.connectionConfiguration
      ? restoreSecrets(
          definition.connectionSpecification,
          override.connectionConfiguration,
          original.configuration,
        )
      : original.configuration;
    this.validator.validate(definition.id, definition.connectionSpecification, configuration);
    const copy: ActorRecord = {
      ...cloneJson(original),
      id: uuid(),
      name: override?.name ?? `${original.name} (Copy)`,
      configuration: cloneJson(configuration),
      latestCatalogId: undefined,
      createdAt: this.deps.clock.now(),
    };
    this.deps.db.actors.put(copy.id, copy);
    return copy;
  }

  /** Tombstones the actor; the caller deprecates its connections. */
  delete(kind: ActorKind, id: string): void {
    this.deps.db.actors.put(id, { ...this.get(kind, id), tombstone: true });
  }

  /** The configuration the connector image receives (instance-wide OAuth parameters injected). */
  effectiveConfiguration(definition: DefinitionRecord, configuration: JsonObject): JsonObject {
    const params = this.deps.db.oauthParams.get(`${definition.kind}:${definition.id}`);
    return injectOAuthParams(definition, configuration, params);
  }

  /** Runs a check of a configuration and records it as a check_connection job of the kind. */
  check(definition: DefinitionRecord, configuration: JsonObject, configId: string): CheckResult {
    const verdict = checkConfiguration(definition, this.effectiveConfiguration(definition, configuration));
    const image = `${definition.dockerRepository}:${definition.dockerImageTag}`;
    const job = this.syncJobs.record(
      definition.kind === "source" ? "check_connection_source" : "check_connection_destination",
      configId,
      verdict.succeeded,
      [`${image}: ${verdict.succeeded ? "Connection check succeeded" : verdict.message}`],
    );
    return {
      status: verdict.succeeded ? "succeeded" : "failed",
      message: verdict.succeeded ? undefined : verdict.message,
      job,
    };
  }

  checkSaved(kind: ActorKind, id: string): CheckResult {
    const a = this.get(kind, id);
    return this.check(this.definitionOf(a), a.configuration, a.id);
  }

  /** check_connection_for_update: the proposed configuration is checked, nothing is saved. */
  checkProposed(kind: ActorKind, id: string, name: string, configuration: JsonObject): CheckResult {
    const a = this.proposed(kind, id, name, configuration);
    return this.check(this.definitionOf(a), a.configuration, a.id);
  }

  /** scheduler/*: a configuration not saved, for a definition the workspace may use. */
  checkUnsaved(kind: ActorKind, definitionId: string, workspaceId: string, configuration: JsonObject) {
    this.workspaces.get(workspaceId);
    const definition = this.definitions.forWorkspace(kind, definitionId, workspaceId);
    this.validator.validate(definition.id, definition.connectionSpecification, configuration);
    return this.check(definition, configuration, definition.id);
  }

  /** Discovers a catalog; a failed check fails the discover job and yields no catalog. */
  discover(
    definition: DefinitionRecord,
    configuration: JsonObject,
    configId: string,
  ): { catalog?: Catalog; job: SynchronousJobRecord } {
    const effective = this.effectiveConfiguration(definition, configuration);
    const verdict = checkConfiguration(definition, effective);
    if (!verdict.succeeded) {
      return {
        job: this.syncJobs.record("discover_schema", configId, false, [verdict.message ?? "discover failed"]),
      };
    }
    const streams = discoverStreams(definition, effective).map((s) => s.stream);
    const job = this.syncJobs.record("discover_schema", configId, true, [
      `Discovered ${streams.length} streams: ${streams.map((s) => (s.namespace ? `${s.namespace}.${s.name}` : s.name)).join(", ")}`,
    ]);
    return { catalog: defaultCatalog(streams), job };
  }

  discoverSaved(id: string): DiscoverResult {
    const a = this.get("source", id);
    const { catalog, job } = this.discover(this.definitionOf(a), a.configuration, a.id);
    return {
      catalog: catalog ? this.storeCatalog(a.id, catalog, this.definitionOf(a).dockerImageTag) : undefined,
      job,
    };
  }

  discoverUnsaved(definitionId: string, workspaceId: string, configuration: JsonObject) {
    this.workspaces.get(workspaceId);
    const definition = this.definitions.forWorkspace("source", definitionId, workspaceId);
    this.validator.validate(definition.id, definition.connectionSpecification, configuration);
    return this.discover(definition, configuration, definition.id);
  }

  /** Stores a catalog as the source's most recent one; an identical catalog is stored once (by hash). */
  storeCatalog(sourceId: string, catalog: Catalog, connectorVersion?: string): ActorCatalogRecord {
    const source = this.get("source", sourceId);
    const hash = createHash("sha256").update(JSON.stringify(catalog)).digest("hex");
    const existing = this.deps.db.catalogs.all((c) => c.hash === hash, scope.source(sourceId))[0];
    const record: ActorCatalogRecord = existing
      ? { ...existing, createdAt: this.deps.clock.now() }
      : {
          id: uuid(),
          sourceId,
          catalog: cloneJson(catalog),
          hash,
          connectorVersion,
          createdAt: this.deps.clock.now(),
        };
    // Only the most recent catalog is ever read back: an older one is dropped, keeping memory bounded.
    if (source.latestCatalogId && source.latestCatalogId !== record.id) {
      const old = this.deps.db.catalogs.get(source.latestCatalogId);
      if (old && this.deps.db.connections.size(scope.catalog(old.id)) === 0)
        this.deps.db.catalogs.delete(old.id);
    }
    this.deps.db.catalogs.put(record.id, record);
    this.deps.db.actors.put(sourceId, { ...source, latestCatalogId: record.id });
    return record;
  }

  /** The source's most recent catalog; a deleted source keeps it for its deprecated connections. */
  mostRecentCatalog(sourceId: string): ActorCatalogRecord | undefined {
    const source = this.withDeleted("source", sourceId);
    return source.latestCatalogId ? this.deps.db.catalogs.get(source.latestCatalogId) : undefined;
  }
}
