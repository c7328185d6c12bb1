/**
 * A connector's configuration against its specification (JSON Schema): validation with Ajv, and the
 * handling of secret fields, which the specification marks with `airbyte_secret: true`. Airbyte never returns
 * a secret: reads show `**********` in its place, and a write that sends the mask back keeps the stored value.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { invalidProperties } from "./errors";
import type { JsonObject } from "./json";
import { cloneJson, isObject } from "./json";

export const SECRET_MASK = "**********";

/** Compiles each specification once per service instance; connector specifications are fixture data. */
export class ConfigurationValidator {
  private readonly ajv: Ajv;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor() {
    // Specifications carry UI keywords (order, airbyte_secret, airbyte_hidden, examples): not strict.
    this.ajv = new Ajv({ allErrors: true, strict: false, validateSchema: false });
    addFormats(this.ajv);
  }

  /** Throws a 422 listing every failing property as `connectionConfiguration.<path>`. */
  validate(
    definitionId: string,
    spec: JsonObject,
    configuration: JsonObject,
    root = "connectionConfiguration",
  ) {
    let fn = this.compiled.get(definitionId);
    if (!fn) {
      fn = this.ajv.compile(spec);
      this.compiled.set(definitionId, fn);
    }
    if (fn(configuration)) return;
    throw invalidProperties(
      (fn.errors ?? []).map((e) => ({
        propertyPath: propertyPath(root, e),
        message: e.message ?? "is invalid",
        invalidValue: e.keyword === "required" ? undefined : valueAt(configuration, e.instancePath),
      })),
    );
  }

  /** Forgets a definition's compiled specification (its version changed). */
  forget(definitionId: string): void {
    this.compiled.delete(definitionId);
  }
}

function propertyPath(root: string, e: ErrorObject): string {
  const parts = e.instancePath.split("/").slice(1).map(decodePointer);
  if (e.keyword === "required") parts.push(String((e.params as { missingProperty: string }).missingProperty));
  return [root, ...parts].join(".");
}

function decodePointer(segment: string): string {
  return segment.replace(/~1/g, "/").replace(/~0/g, "~");
}

function valueAt(root: unknown, pointer: string): unknown {
  let v = root;
  for (const seg of pointer.split("/").slice(1).map(decodePointer)) {
    if (Array.isArray(v)) v = v[Number(seg)];
    else if (isObject(v)) v = v[seg];
    else return undefined;
  }
  return isObject(v) || Array.isArray(v) ? undefined : v;
}

/** The sub-schemas that may describe an object's properties (its own and those of oneOf/anyOf branches). */
function propertySchemas(spec: unknown, key: string): JsonObject[] {
  if (!isObject(spec)) return [];
  const found: JsonObject[] = [];
  const props = spec.properties;
  if (isObject(props) && isObject(props[key])) found.push(props[key]);
  for (const branchKey of ["oneOf", "anyOf", "allOf"]) {
    const branches = spec[branchKey];
    if (Array.isArray(branches)) for (const b of branches) found.push(...propertySchemas(b, key));
  }
  return found;
}

function isSecret(schemas: JsonObject[]): boolean {
  return schemas.some((s) => s.airbyte_secret === true);
}

/** The configuration with every secret value replaced by the mask. */
export function maskSecrets(spec: JsonObject, configuration: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(configuration)) {
    const schemas = propertySchemas(spec, key);
    if (isSecret(schemas) && value !== undefined && value !== null) out[key] = SECRET_MASK;
    else if (isObject(value)) out[key] = maskSecrets(mergeSchemas(schemas), value);
    else out[key] = cloneJson(value);
  }
  return out;
}

/** The incoming configuration where each masked secret is replaced by the value stored before. */
export function restoreSecrets(spec: JsonObject, incoming: JsonObject, stored: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(incoming)) {
    const schemas = propertySchemas(spec, key);
    if (value === SECRET_MASK && isSecret(schemas) && stored[key] !== undefined) out[key] = stored[key];
    else if (isObject(value) && isObject(stored[key])) {
      out[key] = restoreSecrets(mergeSchemas(schemas), value, stored[key] as JsonObject);
    } else out[key] = cloneJson(value);
  }
  return out;
}

/** The secret values of a configuration, for checks that look at credentials. */
export function secretValues(spec: JsonObject, configuration: JsonObject): string[] {
  const found: string[] = [];
  for (const [key, value] of Object.entries(configuration)) {
    const schemas = propertySchemas(spec, key);
    if (isSecret(schemas) && typeof value === "string") found.push(value);
    else if (isObject(value)) found.push(...secretValues(mergeSchemas(schemas), value));
  }
  return found;
}

function mergeSchemas(schemas: JsonObject[]): JsonObject {
  return { anyOf: schemas };
}

/** A configuration with the specification's top-level defaults filled in, as connectors read it. */
export function withDefaults(spec: JsonObject, configuration: JsonObject): JsonObject {
  const out = cloneJson(configuration);
  const props = isObject(spec.properties) ? spec.properties : {};
  for (const [key, schema] of Object.entries(props)) {
    if (out[key] === undefined && isObject(schema) && schema.default !== undefined)
      out[key] = cloneJson(schema.default);
  }
  return out;
}
