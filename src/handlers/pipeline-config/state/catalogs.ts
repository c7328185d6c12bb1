/**
 * A connection's sync catalog against what the source discovered: whether it fits (streams exist, modes are
 * supported, incremental streams have a cursor, deduplicated ones a primary key) and how the two differ
 * (Airbyte's catalog diff and schema-change flag: a removed stream or a removed cursor or key field breaks
 * the connection; anything else is non-breaking).
 */

import type { AirbyteStream, Catalog, DestinationSyncMode, StreamDescriptor } from "./airbyte-protocol";
import type { PropertyViolation } from "./errors";
import { isObject } from "./json";

export type SchemaChange = "no_change" | "non_breaking" | "breaking";

export interface FieldTransform {
  transformType: "add_field" | "remove_field" | "update_field_schema";
  fieldName: string[];
  breaking: boolean;
}

export interface StreamTransform {
  transformType: "add_stream" | "remove_stream" | "update_stream";
  streamDescriptor: StreamDescriptor;
  updateStream?: FieldTransform[];
}

const key = (s: { name: string; namespace?: string }) => `${s.namespace ?? ""}\u0000${s.name}`;

function descriptor(s: AirbyteStream): StreamDescriptor {
  return s.namespace === undefined ? { name: s.name } : { name: s.name, namespace: s.namespace };
}

function topLevelFields(s: AirbyteStream): Record<string, unknown> {
  return isObject(s.jsonSchema.properties) ? s.jsonSchema.properties : {};
}

function hasField(s: AirbyteStream, path: string[]): boolean {
  return path.length > 0 && path[0] in topLevelFields(s);
}

export function validateSyncCatalog(
  catalog: Catalog,
  discovered: Catalog,
  destinationModes: DestinationSyncMode[],
): PropertyViolation[] {
  const known = new Map(
    discovered.streams.flatMap((s) => (s.stream ? [[key(s.stream), s.stream] as const] : [])),
  );
  const errors: PropertyViolation[] = [];
  const seen = new Set<string>();
  for (const [i, entry] of catalog.streams.entries()) {
    const at = `syncCatalog.streams[${i}]`;
    if (!entry.stream) {
      errors.push({ propertyPath: `${at}.stream`, message: "is required" });
      continue;
    }
    if (!entry.config) {
      errors.push({ propertyPath: `${at}.config`, message: "is required" });
      continue;
    }
    const k = key(entry.stream);
    if (seen.has(k))
      errors.push({
        propertyPath: `${at}.stream.name`,
        message: "appears twice in the catalog",
        invalidValue: entry.stream.name,
      });
    seen.add(k);
    const stream = known.get(k);
    if (!stream) {
      errors.push({
        propertyPath: `${at}.stream.name`,
        message: "is not a stream the source discovered",
        invalidValue: entry.stream.name,
      });
      continue;
    }
    const config = entry.config;
    if (config.selected === false) continue;
    if (!stream.supportedSyncModes.includes(config.syncMode)) {
      errors.push({
        propertyPath: `${at}.config.syncMode`,
        message: "is not supported by the stream",
        invalidValue: config.syncMode,
      });
    }
    if (!destinationModes.includes(config.destinationSyncMode)) {
      errors.push({
        propertyPath: `${at}.config.destinationSyncMode`,
        message: "is not supported by the destination",
        invalidValue: config.destinationSyncMode,
      });
    }
    if (config.syncMode === "incremental") {
      const cursor = stream.sourceDefinedCursor
        ? (stream.defaultCursorField ?? [])
        : (config.cursorField ?? []);
      if (!hasField(stream, cursor)) {
        errors.push({
          propertyPath: `${at}.config.cursorField`,
          message: "an incremental stream needs a cursor field of the stream",
        });
      }
    }
    if (config.destinationSyncMode === "append_dedup") {
      const pk = stream.sourceDefinedPrimaryKey?.length
        ? stream.sourceDefinedPrimaryKey
        : (config.primaryKey ?? []);
      if (pk.length === 0 || !pk.every((p) => hasField(stream, p))) {
        errors.push({
          propertyPath: `${at}.config.primaryKey`,
          message: "a deduplicated stream needs a primary key of the stream",
        });
      }
    }
  }
  return errors;
}

export interface CatalogDiff {
  transforms: StreamTransform[];
  schemaChange: SchemaChange;
}

/** The difference from the connection's catalog to the newest discovered one, and its severity. */
export function diffCatalogs(current: Catalog, latest: Catalog): CatalogDiff {
  const before = new Map(current.streams.flatMap((s) => (s.stream ? [[key(s.stream), s] as const] : [])));
  const after = new Map(
    latest.streams.flatMap((s) => (s.stream ? [[key(s.stream), s.stream] as const] : [])),
  );
  const transforms: StreamTransform[] = [];
  let breaking = false;
  for (const [k, stream] of after) {
    if (!before.has(k))
      transforms.push({ transformType: "add_stream", streamDescriptor: descriptor(stream) });
  }
  for (const [k, entry] of before) {
    const old = entry.stream as AirbyteStream;
    const now = after.get(k);
    if (!now) {
      transforms.push({ transformType: "remove_stream", streamDescriptor: descriptor(old) });
      if (entry.config?.selected !== false) breaking = true;
      continue;
    }
    const oldFields = topLevelFields(old);
    const newFields = topLevelFields(now);
    const keyFields = new Set([
      ...(entry.config?.cursorField ?? []),
      ...(entry.config?.primaryKey ?? []).flat(),
    ]);
    const fieldChanges: FieldTransform[] = [];
    for (const f of Object.keys(newFields)) {
      if (!(f in oldFields))
        fieldChanges.push({ transformType: "add_field", fieldName: [f], breaking: false });
      else if (JSON.stringify(oldFields[f]) !== JSON.stringify(newFields[f])) {
        fieldChanges.push({ transformType: "update_field_schema", fieldName: [f], breaking: false });
      }
    }
    for (const f of Object.keys(oldFields)) {
      if (!(f in newFields)) {
        const isKey = keyFields.has(f) && entry.config?.selected !== false;
        if (isKey) breaking = true;
        fieldChanges.push({ transformType: "remove_field", fieldName: [f], breaking: isKey });
      }
    }
    if (fieldChanges.length > 0) {
      transforms.push({
        transformType: "update_stream",
        streamDescriptor: descriptor(now),
        updateStream: fieldChanges,
      });
    }
  }
  const schemaChange = breaking ? "breaking" : transforms.length > 0 ? "non_breaking" : "no_change";
  return { transforms, schemaChange };
}
