/**
 * The API-key domain: keys as global resources of a project, deleted keys
 * recoverable for 30 days and then purged, key strings that only getKeyString reveals.
 */
import { invalid, ServiceError } from "../../../errors/service-error";
import type { Clock } from "../../../runtime/clock";
import { ALPHANUMERIC, randomString, uuid } from "../../../runtime/ids";
import { listPage } from "../../../runtime/listing";
import type { PageTokens } from "../../../runtime/pagination";
import type { Schedule } from "../../../runtime/scheduler";
import type { Collection, ServiceStore } from "../../../runtime/store";
import { characterCount } from "../../../runtime/text";

/** What a key may be used from (API Keys' Restrictions): at most one client restriction, any API targets. */
export interface Restrictions {
  browserKeyRestrictions?: { allowedReferrers?: string[] };
  serverKeyRestrictions?: { allowedIps?: string[] };
  androidKeyRestrictions?: { allowedApplications?: { sha1Fingerprint?: string; packageName?: string }[] };
  iosKeyRestrictions?: { allowedBundleIds?: string[] };
  apiTargets?: { service: string; methods?: string[] }[];
}

export interface KeyRecord {
  project: string;
  keyId: string;
  name: string;
  uid: string;
  keyString: string;
  displayName?: string;
  annotations?: Record<string, string>;
  restrictions?: Restrictions;
  /**
   * Times are kept as the RFC 3339 text the API answers with: written once when they change, whereas a
   * listing would otherwise format every key's times on every read.
   */
  createTime: string;
  updateTime: string;
  deleteTime?: string;
  etag: string;
}

/** The mutable fields (API Keys: display_name, restrictions, annotations). */
export interface KeyFields {
  displayName?: string;
  annotations?: Record<string, string>;
  restrictions?: Restrictions;
}
export type MutableField = keyof KeyFields;

/** Deleted keys are recoverable for 30 days, then purged (Google: "30 days after deletion"). */
export const RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Google's documented limit: at most 300 API keys per project, not adjustable. Deleted keys still waiting
 * for their purge count too: they are kept, and can be undeleted.
 */
export const MAX_KEYS_PER_PROJECT = 300;
/** The documented maximum (and default) page size of keys.list. */
export const MAX_PAGE_SIZE = 300;
const UUID_LIKE = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const KEY_ID = /^[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/;
const CLIENT_RESTRICTIONS = [
  "browserKeyRestrictions",
  "serverKeyRestrictions",
  "androidKeyRestrictions",
  "iosKeyRestrictions",
] as const;

export function keyName(project: string, keyId: string): string {
  return `projects/${project}/locations/global/keys/${keyId}`;
}

function checkFields(fields: KeyFields): void {
  if (fields.displayName !== undefined && characterCount(fields.displayName) > 63) {
    throw invalid("display_name", "must be at most 63 characters");
  }
  const set = CLIENT_RESTRICTIONS.filter((r) => fields.restrictions?.[r] !== undefined);
  if (set.length > 1) {
    throw invalid("restrictions", `only one client restriction may be set, got ${set.join(" and ")}`);
  }
}

/** One mutable field of `from` copied onto `to`. */
function setField<F extends MutableField>(to: KeyFields, from: KeyFields, field: F): void {
  to[field] = from[field];
}

/** The due work that purges a deleted key when its retention ends. */
const PURGE = "purge";
const BY_PROJECT = "project";
const BY_KEY_STRING = "keyString";

export class ApiKeys {
  private readonly keys: Collection<KeyRecord>;
  /** Key strings of purged keys and their parent: a lookup still names the project, but no resource. */
  private readonly purged: Collection<{ parent: string }>;

  constructor(
    store: ServiceStore,
    private readonly clock: Clock,
    private readonly pageTokens: PageTokens,
    private readonly schedule: Schedule,
  ) {
    // Keys are listed and counted per project (deleted ones count against the quota too) and looked up by
    // their key string: each through its index, whatever other projects hold.
    this.keys = store.collection<KeyRecord>("keys", {
      [BY_PROJECT]: (k) => k.project,
      [BY_KEY_STRING]: (k) => k.keyString,
    });
    this.purged = store.collection("purged-key-strings");
    schedule.on<{ name: string }>(PURGE, ({ data }) => this.purge(data.name));
  }

  /** A key deleted 30 days ago: gone for good, though a lookup of its key string still names its project. */
  private purge(name: string): void {
    const k = this.keys.get(name);
    if (!k) return;
    this.keys.delete(k.name);
    this.purged.put(k.keyString, { parent: `projects/${k.project}/locations/global` });
  }

  private newEtag(): string {
    return `W/"${randomString(22)}"`;
  }

  private find(name: string): KeyRecord {
    const key = this.keys.get(name);
    if (!key) throw new ServiceError("not_found", `key ${name} not found`);
    return key;
  }

  private findActive(name: string): KeyRecord {
    const key = this.find(name);
    if (key.deleteTime)
      throw new ServiceError("failed_precondition", `key ${name} is deleted; undelete it first`);
    return key;
  }

  create(project: string, keyId: string | undefined, fields: KeyFields): KeyRecord {
    if (keyId !== undefined) {
      if (!KEY_ID.test(keyId)) throw invalid("keyId", "must match [a-z]([a-z0-9-]{0,61}[a-z0-9])?");
      if (UUID_LIKE.test(keyId)) throw invalid("keyId", "must not be a UUID-like string");
    }
    checkFields(fields);
    // Generated ids are UUIDs, which is why caller-chosen ids may not look like one.
    const id = keyId ?? uuid();
    const name = keyName(project, id);
    if (this.keys.has(name)) throw new ServiceError("already_exists", `key ${name} already exists`);
    if (this.keys.size({ index: BY_PROJECT, scope: project }) >= MAX_KEYS_PER_PROJECT) {
      throw new ServiceError(
        "resource_exhausted",
        `project ${project} already has the maximum of ${MAX_KEYS_PER_PROJECT} API keys`,
      );
    }
    const now = this.clock.now().toISOString();
    const key: KeyRecord = {
      project,
      keyId: id,
      name,
      uid: uuid(),
      // The format of Google API keys: "AIza" and 35 URL-safe characters.
      keyString: `AIza${randomString(35, `${ALPHANUMERIC}-_`)}`,
      ...fields,
      createTime: now,
      updateTime: now,
      etag: this.newEtag(),
    };
    this.keys.put(name, key);
    return key;
  }

  list(
    project: string,
    opts: { pageSize?: number; pageToken?: string; showDeleted?: boolean },
  ): { keys: KeyRecord[]; nextPageToken?: string } {
    const scope = `keys|${project}|${opts.showDeleted === true}`;
    const page = listPage(this.pageTokens, this.keys, scope, opts, {
      maxPageSize: MAX_PAGE_SIZE,
      tokenParameter: "pageToken",
      in: { index: BY_PROJECT, scope: project },
      where: opts.showDeleted === true ? undefined : (k) => !k.deleteTime,
    });
    return { keys: page.items, nextPageToken: page.nextPageToken };
  }

  get(name: string): KeyRecord {
    return this.find(name);
  }

  /** Applies `fields` to the named mutable fields; a field named but absent from `fields` is cleared. */
  update(name: string, fieldsToSet: readonly MutableField[], fields: KeyFields): KeyRecord {
    const key = this.findActive(name);
    checkFields(fields);
    const next: KeyRecord = { ...key };
    for (const f of fieldsToSet) {
      if (fields[f] === undefined) delete next[f];
      else setField(next, fields, f);
    }
    const merged = CLIENT_RESTRICTIONS.filter((r) => next.restrictions?.[r] !== undefined);
    if (merged.length > 1) throw invalid("restrictions", "only one client restriction may be set");
    next.updateTime = this.clock.now().toISOString();
    next.etag = this.newEtag();
    this.keys.put(name, next);
    return next;
  }

  delete(name: string, etag: string | undefined): KeyRecord {
    const key = this.findActive(name);
    if (etag !== undefined && etag !== key.etag) {
      throw new ServiceError("aborted", `etag ${etag} does not match the current state of key ${name}`);
    }
    const now = this.clock.now();
    const at = now.toISOString();
    const next: KeyRecord = { ...key, deleteTime: at, updateTime: at, etag: this.newEtag() };
    this.keys.put(name, next);
    this.schedule.at(`${PURGE}:${name}`, new Date(now.getTime() + RETENTION_MS), PURGE, { name });
    return next;
  }

  undelete(name: string): KeyRecord {
    const key = this.find(name);
    if (!key.deleteTime) throw new ServiceError("failed_precondition", `key ${name} is not deleted`);
    const next: KeyRecord = { ...key, updateTime: this.clock.now().toISOString(), etag: this.newEtag() };
    delete next.deleteTime;
    this.keys.put(name, next);
    this.schedule.cancel(`${PURGE}:${name}`);
    return next;
  }

  keyString(name: string): string {
    return this.find(name).keyString;
  }

  lookup(keyString: string): { parent: string; name?: string } {
    const [key] = this.keys.all(undefined, { index: BY_KEY_STRING, scope: keyString });
    if (key) return { parent: `projects/${key.project}/locations/global`, name: key.name };
    const purged = this.purged.get(keyString);
    if (purged) return { parent: purged.parent };
    throw new ServiceError("not_found", "no key has this key string");
  }
}
