/**
 * Connector definitions of both kinds: the catalogue shipped as fixtures (public and private ones), custom
 * definitions of one workspace, grants of private definitions to workspaces, versions in use against the
 * newest known.
 */
import { uuid } from "../../../runtime/ids";
import type { DestinationSyncMode } from "./airbyte-protocol";
import type {
  ActorKind,
  DefinitionRecord,
  DefinitionResourceRequirements,
  OAuthSpec,
  StreamTemplate,
} from "./configuration-records";
import type { Deps } from "./database";
import { invalidInput, label, notFound } from "./errors";
import type { JsonObject } from "./json";

/** A definition of the catalogue the deployment ships with (fixtures). */
export interface CatalogueEntry {
  id: string;
  name: string;
  dockerRepository: string;
  dockerImageTag: string;
  latestDockerImageTag: string;
  documentationUrl: string;
  protocolVersion: string;
  releaseStage: DefinitionRecord["releaseStage"];
  releaseDate: string;
  sourceType?: DefinitionRecord["sourceType"];
  public: boolean;
  connectionSpecification: JsonObject;
  oauth?: OAuthSpec;
  streams?: StreamTemplate[];
  supportsDbt?: boolean;
  normalization?: DefinitionRecord["normalization"];
  supportedDestinationSyncModes?: DestinationSyncMode[];
}

export interface DefinitionCreate {
  name: string;
  dockerRepository: string;
  dockerImageTag: string;
  documentationUrl: string;
  icon?: string;
  resourceRequirements?: DefinitionResourceRequirements;
}

/** A custom image the gateway cannot run: its specification accepts any configuration object. */
const OPEN_SPECIFICATION: JsonObject = { type: "object", properties: {}, additionalProperties: true };

const grantKey = (kind: ActorKind, definitionId: string, workspaceId: string) =>
  `${kind}:${definitionId}:${workspaceId}`;

export class Definitions {
  constructor(private readonly deps: Deps) {}

  /** Adds a definition of the catalogue the deployment ships with. */
  addToCatalogue(kind: ActorKind, e: CatalogueEntry): void {
    this.deps.db.definitions.put(e.id, { ...e, kind, custom: false, tombstone: false });
  }

  /** Any live definition of the kind, whoever may use it. */
  get(kind: ActorKind, id: string): DefinitionRecord {
    const d = this.deps.db.definitions.get(id);
    if (!d || d.kind !== kind || d.tombstone) throw notFound(`${kind}_definition`, id);
    return d;
  }

  /** The definition even if deleted: a job keeps naming the definitions it ran with. */
  withDeleted(id: string): DefinitionRecord {
    const d = this.deps.db.definitions.get(id);
    if (!d) throw notFound("actor_definition", id);
    return d;
  }

  /** The definition if the workspace may use it: public, granted, or its own custom one. */
  forWorkspace(kind: ActorKind, id: string, workspaceId: string): DefinitionRecord {
    const d = this.get(kind, id);
    if (!this.visible(d, workspaceId)) throw notFound(`${kind}_definition`, id);
    return d;
  }

  visible(d: DefinitionRecord, workspaceId: string): boolean {
    if (d.custom) return d.workspaceId === workspaceId;
    return d.public || this.deps.db.grants.has(grantKey(d.kind, d.id, workspaceId));
  }

  /** `list`: the deployment's public definitions. */
  listPublic(kind: ActorKind): DefinitionRecord[] {
    return this.deps.db.definitions.all((d) => d.kind === kind && !d.tombstone && !d.custom && d.public);
  }

  listForWorkspace(kind: ActorKind, workspaceId: string): DefinitionRecord[] {
    return this.deps.db.definitions.all(
      (d) => d.kind === kind && !d.tombstone && this.visible(d, workspaceId),
    );
  }

  /** `list_latest`: every public definition at the newest version the catalogue knows. */
  listLatest(kind: ActorKind): DefinitionRecord[] {
    return this.listPublic(kind).map((d) => ({
      ...d,
      dockerImageTag: d.latestDockerImageTag ?? d.dockerImageTag,
    }));
  }

  /** `list_private`: private non-custom definitions, each with whether the workspace holds a grant. */
  listPrivate(kind: ActorKind, workspaceId: string): { definition: DefinitionRecord; granted: boolean }[] {
    return this.deps.db.definitions
      .all((d) => d.kind === kind && !d.tombstone && !d.custom && !d.public)
      .map((definition) => ({
        definition,
        granted: this.deps.db.grants.has(grantKey(kind, definition.id, workspaceId)),
      }));
  }

  /** How many definitions in use are older than the newest known version (web_backend/check_updates). */
  updatable(kind: ActorKind): number {
    return this.deps.db.definitions.all(
      (d) =>
        d.kind === kind &&
        !d.tombstone &&
        d.latestDockerImageTag !== undefined &&
        compareVersions(d.dockerImageTag, d.latestDockerImageTag) < 0,
    ).length;
  }

  createCustom(kind: ActorKind, workspaceId: string, input: DefinitionCreate): DefinitionRecord {
    // An image of the catalogue's repository reports the catalogue's specification and streams.
    const known = this.deps.db.definitions.all(
      (d) => d.kind === kind && !d.custom && d.dockerRepository === input.dockerRepository,
    )[0];
    const d: DefinitionRecord = {
      id: uuid(),
      kind,
      name: input.name,
      dockerRepository: input.dockerRepository,
      dockerImageTag: input.dockerImageTag,
      documentationUrl: input.documentationUrl,
      icon: input.icon,
      protocolVersion: "0.2.0",
      releaseStage: "custom",
      sourceType: kind === "source" ? "custom" : undefined,
      public: false,
      custom: true,
      workspaceId,
      connectionSpecification: known?.connectionSpecification ?? OPEN_SPECIFICATION,
      oauth: known?.oauth,
      streams: known?.streams,
      supportsDbt: known?.supportsDbt ?? false,
      normalization: known?.normalization,
      supportedDestinationSyncModes:
        kind === "destination"
          ? (known?.supportedDestinationSyncModes ?? ["overwrite", "append"])
          : undefined,
      resourceRequirements: input.resourceRequirements,
      tombstone: false,
    };
    this.deps.db.definitions.put(d.id, d);
    return d;
  }

  update(
    kind: ActorKind,
    id: string,
    change: { dockerImageTag?: string; resourceRequirements?: DefinitionResourceRequirements },
  ): DefinitionRecord {
    const d = { ...this.get(kind, id) };
    if (change.dockerImageTag !== undefined) {
      d.dockerImageTag = change.dockerImageTag;
      if (
        d.latestDockerImageTag !== undefined &&
        compareVersions(change.dockerImageTag, d.latestDockerImageTag) > 0
      ) {
        d.latestDockerImageTag = change.dockerImageTag;
      }
    }
    if (change.resourceRequirements !== undefined) d.resourceRequirements = change.resourceRequirements;
    this.deps.db.definitions.put(id, d);
    return d;
  }

  /** Deleting a definition tombstones it; the caller deletes the actors that use it. */
  delete(kind: ActorKind, id: string): void {
    this.deps.db.definitions.put(id, { ...this.get(kind, id), tombstone: true });
  }

  grant(kind: ActorKind, id: string, workspaceId: string): DefinitionRecord {
    const d = this.privateDefinition(kind, id);
    this.deps.db.grants.put(grantKey(kind, id, workspaceId), true);
    return d;
  }

  revoke(kind: ActorKind, id: string, workspaceId: string): void {
    this.privateDefinition(kind, id);
    this.deps.db.grants.delete(grantKey(kind, id, workspaceId));
  }

  /** Only private non-custom definitions are granted or revoked. */
  private privateDefinition(kind: ActorKind, id: string): DefinitionRecord {
    const d = this.get(kind, id);
    if (d.public || d.custom) {
      const what = d.custom ? "custom" : "public";
      throw invalidInput(
        `${kind}DefinitionId`,
        `${label(kind)} definition ${id} is ${what}, not private`,
        id,
      );
    }
    return d;
  }
}

/** Orders dotted version tags numerically (1.0.9 < 1.0.42); non-numeric parts compare as text. */
function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.-]/);
  const pb = b.split(/[.-]/);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? "0";
    const y = pb[i] ?? "0";
    const nx = Number(x);
    const ny = Number(y);
    const c = Number.isFinite(nx) && Number.isFinite(ny) ? nx - ny : x.localeCompare(y);
    if (c !== 0) return Math.sign(c);
  }
  return 0;
}
