/**
 * Extensions (AppConfig: "inject logic at points of the configuration workflow. Can be custom or
 * provider-authored. Has versions. Identified by name, id or ARN. All associations must be deleted before
 * the extension is deleted"). Versions follow the Latest-Version-Number rule: omit it on the first create;
 * to make the next version give the current latest number (creating version 3 takes 2).
 */
import { compact } from "./compact";
import {
  type Actions,
  BY_EXTENSION,
  BY_NAME,
  type Deps,
  type ExtensionParameters,
  type ExtensionRecord,
  type Tags,
} from "./database";
import { badRequest, conflict, notFound } from "./errors";
import { ACCOUNT, newId, REGION } from "./ids";
import { listPage, type PageRequest, type PageResult } from "./paging";
import { forgetResource, type TagStore } from "./tags";

const EXTENSION_ARN = /^arn:aws[a-zA-Z-]*:appconfig:[a-z0-9-]*:(\d{12})?:extension\/([^/]+)(?:\/(\d+))?$/;

export interface ExtensionInput {
  name: string;
  description?: string;
  actions: Actions;
  parameters?: ExtensionParameters;
  tags?: Tags;
}

/** Provider-authored extensions carry no account in their ARN. */
export function extensionArn(e: Pick<ExtensionRecord, "id" | "versionNumber" | "providerAuthored">): string {
  return `arn:aws:appconfig:${REGION}:${e.providerAuthored ? "" : ACCOUNT}:extension/${e.id}/${e.versionNumber}`;
}

function versionKey(id: string, version: number): string {
  return `${id}/${version}`;
}

/** An extension AWS authored (AWS.AppConfig.*): seeded, read-only. */
export type ProviderExtension = Omit<ExtensionRecord, "providerAuthored">;

export class Extensions {
  constructor(
    private readonly deps: Deps,
    private readonly tags: TagStore,
  ) {}

  /** Adds provider-authored extensions, as the fixtures describe them. */
  addProviderAuthored(extensions: readonly ProviderExtension[]): void {
    for (const e of extensions) {
      this.deps.db.extensions.put(versionKey(e.id, e.versionNumber), { ...e, providerAuthored: true });
    }
  }

  /** Every version of the extension a name, id or ARN identifies, oldest first, and the version an ARN names. */
  private versionsOf(identifier: string): { versions: ExtensionRecord[]; arnVersion?: number } {
    const m = EXTENSION_ARN.exec(identifier);
    const key = m ? m[2] : identifier;
    // An identifier is an id or a name; an ARN carries the id.
    const byName = m ? [] : this.versionsBy(BY_NAME, key).filter((e) => e.id !== key);
    const versions = [...this.versionsBy(BY_EXTENSION, key), ...byName].sort(
      (a, b) => a.versionNumber - b.versionNumber,
    );
    if (versions.length === 0) throw notFound("Extension", `extension ${identifier} not found`);
    return { versions, arnVersion: m?.[3] === undefined ? undefined : Number(m[3]) };
  }

  /** The versions of the extensions one index scope holds (one id, or one name), oldest first. */
  private versionsBy(index: string, scope: string): ExtensionRecord[] {
    return this.deps.db.extensions
      .all(undefined, { index, scope })
      .sort((a, b) => a.versionNumber - b.versionNumber);
  }

  /** The version asked for, else the one an ARN names, else the highest. */
  get(identifier: string, versionNumber?: number): ExtensionRecord {
    const { versions, arnVersion } = this.versionsOf(identifier);
    const wanted = versionNumber ?? arnVersion;
    if (wanted === undefined) return versions[versions.length - 1];
    const found = versions.find((v) => v.versionNumber === wanted);
    if (!found) throw notFound("Extension", `version ${wanted} of extension ${identifier} not found`);
    return found;
  }

  create(input: ExtensionInput, latestVersionNumber: number | undefined): ExtensionRecord {
    const latest = this.versionsBy(BY_NAME, input.name).at(-1);
    if (latest?.providerAuthored) {
      throw badRequest(`${input.name} is a provider-authored extension; its versions cannot be created`);
    }
    if (!latest && latestVersionNumber !== undefined) {
      throw conflict(
        `extension ${input.name} does not exist yet: omit Latest-Version-Number to create version 1`,
      );
    }
    if (latest && latestVersionNumber === undefined) {
      throw conflict(
        `extension ${input.name} already exists; give Latest-Version-Number ${latest.versionNumber} to create version ${latest.versionNumber + 1}`,
      );
    }
    if (latest && latestVersionNumber !== latest.versionNumber) {
      throw conflict(
        `Latest-Version-Number ${latestVersionNumber} is stale: the latest version of extension ${input.name} is ${latest.versionNumber}`,
      );
    }
    const record: ExtensionRecord = compact({
      id: latest?.id ?? newId(),
      name: input.name,
      versionNumber: (latest?.versionNumber ?? 0) + 1,
      description: input.description,
      actions: input.actions,
      parameters: input.parameters ?? {},
      providerAuthored: false,
    });
    this.tags.set(`extension/${record.id}`, input.tags);
    this.deps.db.extensions.put(versionKey(record.id, record.versionNumber), record);
    return record;
  }

  /** The latest version of each extension, optionally only the one named `name`. */
  list(name: string | undefined, page: PageRequest): PageResult<ExtensionRecord> {
    const latestOf = new Map<string, number>();
    for (const e of this.deps.db.extensions.all()) {
      latestOf.set(e.id, Math.max(latestOf.get(e.id) ?? 0, e.versionNumber));
    }
    return listPage(this.deps, this.deps.db.extensions, `extensions|${name ?? ""}`, page, {
      where: (e) => latestOf.get(e.id) === e.versionNumber && (name === undefined || e.name === name),
    });
  }

  update(
    identifier: string,
    input: {
      description?: string;
      actions?: Actions;
      parameters?: ExtensionParameters;
      versionNumber?: number;
    },
  ): ExtensionRecord {
    const current = this.get(identifier, input.versionNumber);
    if (current.providerAuthored)
      throw badRequest(`${current.name} is a provider-authored extension and cannot be changed`);
    const { versionNumber: _, ...changes } = input;
    const next = { ...current, ...compact(changes) };
    this.deps.db.extensions.put(versionKey(next.id, next.versionNumber), next);
    return next;
  }

  /** All associations must be deleted before the extension is deleted. */
  delete(identifier: string, versionNumber?: number): void {
    const target = this.get(identifier, versionNumber);
    if (target.providerAuthored)
      throw badRequest(`${target.name} is a provider-authored extension and cannot be deleted`);
    const associations = this.deps.db.associations.all(undefined, { index: BY_EXTENSION, scope: target.id });
    if (associations.length > 0) {
      throw badRequest(
        `extension ${target.name} still has ${associations.length} association(s) (${associations.map((a) => a.id).join(", ")}); delete them first`,
      );
    }
    this.deps.db.extensions.delete(versionKey(target.id, target.versionNumber));
    if (this.deps.db.extensions.size({ index: BY_EXTENSION, scope: target.id }) === 0) {
      forgetResource(this.deps, `extension/${target.id}`);
    }
  }
}
