/**
 * What the gateway's stand-in connector images answer, derived only from the definition and the
 * configuration so that every answer is reproducible:
 * - a host name under the reserved `.invalid` top-level domain (RFC 2606) or containing `unreachable` cannot
 *   be resolved, so check, discover and sync fail;
 * - a host name containing `flaky` fails a sync's first attempt only (the next attempt succeeds);
 * - a secret containing `invalid` or `wrong` is refused by the remote system;
 * - where the OAuth flow applies, the instance-wide client credentials must be present after injection.
 */

import type { AirbyteStream, Catalog, DestinationSyncMode } from "./airbyte-protocol";
import type { DefinitionRecord, StreamTemplate } from "./configuration-records";
import { secretValues, withDefaults } from "./connector-spec";
import type { JsonObject } from "./json";
import { isObject } from "./json";

export interface Verdict {
  succeeded: boolean;
  message?: string;
  /** Whether only the first attempt of a sync fails. */
  transient?: boolean;
}

const URLISH = /^[a-z][a-z0-9+.-]*:\/\//i;
const HOSTISH = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

/** Every host name a configuration names, in URLs or host fields. */
function hostsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") {
    if (URLISH.test(value)) {
      try {
        out.push(new URL(value).hostname);
      } catch {
        // Not a URL after all: nothing to resolve.
      }
    } else if (HOSTISH.test(value)) out.push(value);
  } else if (Array.isArray(value)) for (const v of value) hostsOf(v, out);
  else if (isObject(value)) for (const v of Object.values(value)) hostsOf(v, out);
  return out;
}

export function unreachableHost(value: unknown): string | undefined {
  return hostsOf(value).find((h) => h.toLowerCase().endsWith(".invalid") || /unreachable/i.test(h));
}

function configAt(configuration: JsonObject, path: string[]): JsonObject | undefined {
  let v: unknown = configuration;
  for (const p of path) v = isObject(v) ? v[p] : undefined;
  return isObject(v) ? v : undefined;
}

/** Whether the definition's OAuth flow applies to this configuration (its predicate holds). */
export function oauthApplies(definition: DefinitionRecord, configuration: JsonObject): boolean {
  const oauth = definition.oauth;
  if (!oauth) return false;
  if (!oauth.predicateKey) return true;
  const parent = configAt(configuration, oauth.predicateKey.slice(0, -1));
  return parent?.[oauth.predicateKey[oauth.predicateKey.length - 1]] === oauth.predicateValue;
}

/**
 * The configuration a connector image receives: the instance-wide OAuth parameters injected at the
 * definition's OAuth input path (Airbyte injects them before any interaction with the image).
 */
export function injectOAuthParams(
  definition: DefinitionRecord,
  configuration: JsonObject,
  params: Record<string, string> | undefined,
): JsonObject {
  const out = structuredClone(configuration);
  if (!params || !definition.oauth || !oauthApplies(definition, configuration)) return out;
  let target: JsonObject = out;
  for (const p of definition.oauth.inputPath) {
    if (!isObject(target[p])) target[p] = {};
    target = target[p] as JsonObject;
  }
  for (const [k, v] of Object.entries(params)) target[k] = v;
  return out;
}

/** The verdict of a connection check on an (injected) configuration. */
export function checkConfiguration(definition: DefinitionRecord, configuration: JsonObject): Verdict {
  const host = unreachableHost(configuration);
  if (host) {
    return {
      succeeded: false,
      message: `Could not connect with provided configuration. Error: UnknownHostException: ${host}`,
    };
  }
  if (secretValues(definition.connectionSpecification, configuration).some((s) => /invalid|wrong/i.test(s))) {
    return {
      succeeded: false,
      message:
        "Could not connect with provided configuration. Error: authentication failed: the credentials were refused",
    };
  }
  if (definition.oauth && oauthApplies(definition, configuration)) {
    const creds = configAt(configuration, definition.oauth.inputPath) ?? {};
    const missing = ["client_id", "client_secret", definition.oauth.outputFields[0]].filter((k) => !creds[k]);
    if (missing.length > 0) {
      return {
        succeeded: false,
        message: `Could not connect with provided configuration. Error: OAuth credentials are missing: ${missing.join(", ")}`,
      };
    }
  }
  const flaky = hostsOf(configuration).find((h) => /flaky/i.test(h));
  return {
    succeeded: true,
    transient: flaky !== undefined,
    message: flaky ? `host ${flaky} drops connections` : undefined,
  };
}

const TYPES: Record<string, JsonObject> = {
  integer: { type: "number", airbyte_type: "integer" },
  number: { type: "number" },
  string: { type: "string" },
  boolean: { type: "boolean" },
  timestamp: { type: "string", format: "date-time", airbyte_type: "timestamp_with_timezone" },
};

/** A discovered stream, with the size a full read of it has. */
export interface DiscoveredStream {
  stream: AirbyteStream;
  rows: number;
  bytesPerRow: number;
}

/** A custom connector's image is unknown to the gateway: it reports one generic stream. */
function genericTemplate(definition: DefinitionRecord): StreamTemplate {
  return {
    name:
      definition.dockerRepository
        .split("/")
        .pop()
        ?.replace(/^source-/, "") || "records",
    namespaceFrom: "none",
    properties: { id: "string", data: "string", emitted_at: "timestamp" },
    primaryKey: [["id"]],
    cursor: ["emitted_at"],
    sourceDefinedCursor: true,
    rowsPerNamespace: 200 + (hash32(definition.id) % 2000),
    bytesPerRow: 256,
  };
}

export function discoverStreams(definition: DefinitionRecord, configuration: JsonObject): DiscoveredStream[] {
  const config = withDefaults(definition.connectionSpecification, configuration);
  const templates = definition.streams ?? [genericTemplate(definition)];
  const out: DiscoveredStream[] = [];
  for (const t of templates) {
    const name = t.name.replace(/\{(\w+)\}/g, (_, field: string) => String(config[field] ?? field));
    const namespaces =
      t.namespaceFrom === "schemas" && Array.isArray(config.schemas)
        ? config.schemas.filter((s): s is string => typeof s === "string")
        : [undefined];
    for (const namespace of namespaces) {
      const properties: JsonObject = {};
      for (const [col, type] of Object.entries(t.properties))
        properties[col] = TYPES[type] ?? { type: "string" };
      const stream: AirbyteStream = {
        name,
        jsonSchema: { type: "object", $schema: "http://json-schema.org/draft-07/schema#", properties },
        supportedSyncModes: t.fullRefreshOnly ? ["full_refresh"] : ["full_refresh", "incremental"],
        sourceDefinedCursor: t.sourceDefinedCursor ?? false,
        defaultCursorField: t.cursor ?? [],
        sourceDefinedPrimaryKey: t.primaryKey ?? [],
      };
      if (namespace !== undefined) stream.namespace = namespace;
      out.push({ stream, rows: t.rowsPerNamespace, bytesPerRow: t.bytesPerRow });
    }
  }
  return out;
}

/** The catalog discover returns: every stream with Airbyte's default configuration for it. */
export function defaultCatalog(streams: AirbyteStream[]): Catalog {
  return {
    streams: streams.map((stream) => ({
      stream,
      config: {
        syncMode: "full_refresh",
        cursorField: stream.defaultCursorField ?? [],
        destinationSyncMode: "append" as DestinationSyncMode,
        primaryKey: stream.sourceDefinedPrimaryKey ?? [],
        aliasName: stream.name,
        selected: true,
        fieldSelectionEnabled: false,
      },
    })),
  };
}

/** A stream's size when the gateway has no template for it (catalogs written by a worker). */
export function estimatedRows(streamName: string): { rows: number; bytesPerRow: number } {
  return { rows: 100 + (hash32(streamName) % 5000), bytesPerRow: 150 };
}

/** Stable hash of a string (FNV-1a, 32 bit): deterministic numbers from names. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
