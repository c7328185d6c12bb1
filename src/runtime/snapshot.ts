/**
 * Every service's state as one JSON document (`GET /__admin/snapshot`), and back (`PUT`), so that a team can
 * share a prepared dataset. Records are plain data plus Dates and bytes, which JSON lacks: they travel as
 * `{"$date": "…"}` and `{"$bytes": "<base64>"}`, and an object of the data's own that looks like such a tag
 * (one key starting with `$`) is wrapped as `{"$object": {…}}`.
 *
 * An import is checked whole before anything changes: a malformed document, another format, or a collection
 * of a service this gateway does not serve is refused.
 */
import { invalid } from "../errors/service-error";
import { jsonObject } from "./json-input";
import type { DumpedRecord, Store, StoreDump } from "./store";

export const SNAPSHOT_FORMAT = "openapi-gateway-snapshot";
export const SNAPSHOT_VERSION = 1;

export interface Snapshot {
  format: typeof SNAPSHOT_FORMAT;
  version: typeof SNAPSHOT_VERSION;
  /** The gateway's clock when the snapshot was taken (an import does not move the clock). */
  takenAt: string;
  /** Every collection holding records, keyed `<service>/<collection>`, in order: [id, seq, value]. */
  collections: Record<string, DumpedRecord[]>;
}

function encode(value: unknown): unknown {
  if (value instanceof Date) return { $date: value.toISOString() };
  if (value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString("base64") };
  if (Array.isArray(value)) return value.map(encode);
  if (typeof value === "object" && value !== null) {
    const entries: [string, unknown][] = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, encode(v)]);
    const object = Object.fromEntries(entries);
    return entries.length === 1 && entries[0][0].startsWith("$") ? { $object: object } : object;
  }
  return value;
}

function decode(value: unknown, where: string): unknown {
  if (Array.isArray(value)) return value.map((v, i) => decode(v, `${where}[${i}]`));
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value);
  if (entries.length === 1 && entries[0][0].startsWith("$")) {
    const [tag, inner] = entries[0];
    if (tag === "$date" && typeof inner === "string" && !Number.isNaN(Date.parse(inner)))
      return new Date(inner);
    if (tag === "$bytes" && typeof inner === "string") return Buffer.from(inner, "base64");
    if (tag === "$object" && typeof inner === "object" && inner !== null && !Array.isArray(inner))
      return Object.fromEntries(Object.entries(inner).map(([k, v]) => [k, decode(v, `${where}.${k}`)]));
    throw invalid(where, `not a valid ${tag} value`);
  }
  return Object.fromEntries(entries.map(([k, v]) => [k, decode(v, `${where}.${k}`)]));
}

/** The members of a snapshot document; an import refuses any other rather than drop it. */
const SNAPSHOT_FIELDS: readonly (keyof Snapshot)[] = ["format", "version", "takenAt", "collections"];

export function takeSnapshot(store: Store, now: Date): Snapshot {
  const collections: Snapshot["collections"] = {};
  for (const [key, rows] of Object.entries(store.dump()))
    collections[key] = rows.map(([id, seq, value]) => [id, seq, encode(value)]);
  return { format: SNAPSHOT_FORMAT, version: SNAPSHOT_VERSION, takenAt: now.toISOString(), collections };
}

/** The store contents a snapshot holds; throws an invalid argument, changing nothing, when it is not one. */
export function readSnapshot(body: unknown, services: ReadonlySet<string>): StoreDump {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw invalid("body", "a snapshot is a JSON object");
  const doc = jsonObject(body, "body", SNAPSHOT_FIELDS) as Partial<Snapshot>;
  if (doc.format !== SNAPSHOT_FORMAT || doc.version !== SNAPSHOT_VERSION)
    throw invalid("format", `not a ${SNAPSHOT_FORMAT} version ${SNAPSHOT_VERSION} document`);
  const collections = doc.collections;
  if (typeof collections !== "object" || collections === null || Array.isArray(collections))
    throw invalid("collections", "must be an object of collections");
  const dump: StoreDump = {};
  for (const [key, rows] of Object.entries(collections)) {
    const where = `collections.${key}`;
    const slash = key.indexOf("/");
    if (slash <= 0 || slash === key.length - 1) throw invalid(where, "must be named <service>/<collection>");
    if (!services.has(key.slice(0, slash)))
      throw invalid(where, `${key.slice(0, slash)} is not a service of this gateway`);
    if (!Array.isArray(rows)) throw invalid(where, "must be an array of [id, seq, value]");
    const ids = new Set<string>();
    dump[key] = rows.map((row, i) => {
      if (
        !Array.isArray(row) ||
        row.length !== 3 ||
        typeof row[0] !== "string" ||
        !Number.isSafeInteger(row[1])
      )
        throw invalid(`${where}[${i}]`, "must be [id, seq, value]");
      if (ids.has(row[0])) throw invalid(`${where}[${i}]`, `duplicate id ${row[0]}`);
      ids.add(row[0]);
      return [row[0], row[1], decode(row[2], `${where}[${i}][2]`)];
    });
  }
  return dump;
}
