/**
 * Tags on any resource, addressed by ARN (AppConfig: "Key and optional value on a resource identified by
 * ResourceArn"; at most 50 per resource). Tags are kept by a resource key, the ARN's resource part
 * (application/abc1234, application/abc1234/environment/def5678, extension/xyz9876, ...), so that an ARN
 * built with any account or region, or an extension ARN with or without its version, finds the same tags.
 * What hangs off a resource by its key (its tags, the associations made with it) is forgotten here too.
 */
import { characterCount } from "../../../runtime/text";
import { BY_EXTENSION, BY_RESOURCE, type Deps, type Tags } from "./database";
import { badRequest, notFound } from "./errors";

/** At most 50 tags per resource. */
export const MAX_TAGS = 50;
const ARN = /^arn:aws[a-zA-Z-]*:appconfig:[a-z0-9-]*:(\d{12})?:(.+)$/;

/** The resource key of an AppConfig ARN, or undefined when the ARN does not name an AppConfig resource. */
export function resourceKeyOf(resourceArn: string): string | undefined {
  const resource = ARN.exec(resourceArn)?.[2];
  if (!resource) return undefined;
  const extension = /^extension\/([^/]+)(\/\d+)?$/.exec(resource);
  if (extension) return `extension/${extension[1]}`;
  const known = [
    /^application\/[a-z0-9]{4,7}$/,
    /^application\/[a-z0-9]{4,7}\/(environment|configurationprofile)\/[a-z0-9]{4,7}$/,
    /^application\/[a-z0-9]{4,7}\/environment\/[a-z0-9]{4,7}\/deployment\/\d+$/,
    /^deploymentstrategy\/[A-Za-z0-9.]+$/,
    /^extensionassociation\/[a-z0-9]{4,7}$/,
  ];
  return known.some((re) => re.test(resource)) ? resource : undefined;
}

export class TagStore {
  constructor(private readonly deps: Deps) {}

  /** Whether the resource a key names exists. */
  exists(key: string): boolean {
    const db = this.deps.db;
    const parts = key.split("/");
    switch (parts[0]) {
      case "application":
        if (parts.length === 2) return db.applications.has(parts[1]);
        if (parts.length === 6) return db.deployments.has(`${parts[1]}/${parts[3]}/${parts[5]}`);
        if (parts[2] === "environment") return db.environments.has(`${parts[1]}/${parts[3]}`);
        return db.profiles.has(`${parts[1]}/${parts[3]}`);
      case "deploymentstrategy":
        return db.strategies.has(parts[1]);
      case "extension":
        return db.extensions.size({ index: BY_EXTENSION, scope: parts[1] }) > 0;
      case "extensionassociation":
        return db.associations.has(parts[1]);
      default:
        return false;
    }
  }

  private keyOf(resourceArn: string): string {
    const key = resourceKeyOf(resourceArn);
    if (!key) throw badRequest(`${resourceArn} is not the ARN of an AppConfig resource`);
    if (!this.exists(key)) throw notFound("ResourceArn", `resource ${resourceArn} not found`);
    return key;
  }

  list(resourceArn: string): Tags {
    return this.deps.db.tags.get(this.keyOf(resourceArn)) ?? {};
  }

  tag(resourceArn: string, tags: Tags): void {
    this.set(this.keyOf(resourceArn), tags);
  }

  untag(resourceArn: string, keys: readonly string[]): void {
    const key = this.keyOf(resourceArn);
    const next = { ...(this.deps.db.tags.get(key) ?? {}) };
    for (const k of keys) delete next[k];
    this.deps.db.tags.put(key, next);
  }

  /** Merges `tags` into the resource's tags (a resource that is being created has none yet). */
  set(key: string, tags: Tags | undefined): void {
    if (!tags || Object.keys(tags).length === 0) return;
    checkTags(tags);
    const next = { ...(this.deps.db.tags.get(key) ?? {}), ...tags };
    if (Object.keys(next).length > MAX_TAGS) {
      throw badRequest(
        `a resource can have at most ${MAX_TAGS} tags; this request would leave it with ${Object.keys(next).length}`,
      );
    }
    this.deps.db.tags.put(key, next);
  }
}

/** AWS tag rules: keys of 1 to 128 characters that do not use the reserved `aws:` prefix, values up to 256. */
export function checkTags(tags: Tags): void {
  for (const [key, value] of Object.entries(tags)) {
    const keyLength = characterCount(key);
    if (keyLength < 1 || keyLength > 128)
      throw badRequest(`tag key "${key}" must be 1 to 128 characters long`);
    if (key.toLowerCase().startsWith("aws:"))
      throw badRequest(`tag key "${key}" uses the reserved prefix aws:`);
    if (typeof value !== "string" || characterCount(value) > 256) {
      throw badRequest(`the value of tag "${key}" must be a string of at most 256 characters`);
    }
  }
  if (Object.keys(tags).length > MAX_TAGS)
    throw badRequest(`at most ${MAX_TAGS} tags are allowed per resource`);
}

/**
 * Removes what hangs off a deleted resource: its tags, and the extension associations made with it (an
 * association relates an extension to a resource and cannot outlive it; the extension itself stays).
 */
export function forgetResource(deps: Deps, resourceKey: string): void {
  deps.db.tags.delete(resourceKey);
  for (const a of deps.db.associations.all(undefined, { index: BY_RESOURCE, scope: resourceKey })) {
    deps.db.associations.delete(a.id);
    deps.db.tags.delete(`extensionassociation/${a.id}`);
  }
}
