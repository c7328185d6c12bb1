/**
 * fast-check arbitraries from OpenAPI 3.0 schema objects: values the schema accepts (examples and enums often,
 * so that requests reach the handlers' domain rules, otherwise anything within types, bounds and patterns),
 * and values it may well refuse (wrong types, out of range, non-finite numbers, hostile strings).
 */
import fc from "fast-check";

export type Schema = Record<string, unknown>;

/** `node`, or what its local `$ref`s lead to. */
export function resolve<T = Schema>(doc: object, node: unknown): T {
  let n = node;
  for (let i = 0; i < 20 && typeof (n as { $ref?: unknown })?.$ref === "string"; i++) {
    n = ((n as { $ref: string }).$ref.replace(/^#\//, "").split("/") as string[]).reduce<unknown>(
      (o, k) => (o as Record<string, unknown> | undefined)?.[k.replace(/~1/g, "/").replace(/~0/g, "~")],
      doc,
    );
  }
  return n as T;
}

/** Strings that break naive handling: empty, huge, non-ASCII past the BMP, control characters, JSON-ish. */
export const HOSTILE_STRINGS = [
  "",
  " ",
  "Infinity",
  "-Infinity",
  "NaN",
  "1e400",
  "-1e400",
  "-1",
  "0x10",
  "__proto__",
  "constructor",
  "toString",
  "null",
  "true",
  "[]",
  "{}",
  "../../etc/passwd",
  "%00",
  "a\u0000b",
  "line\r\nX-Injected: 1",
  "<script>alert(1)</script>",
  "😀".repeat(70),
  "ﬀ".repeat(40),
  "a".repeat(2_000),
  "9".repeat(400),
  "2026-02-30T25:61:61Z",
  "+275760-09-13T00:00:00Z",
  "P99999999999999999999D",
];

const HOSTILE_NUMBERS = [-1, 0, -0, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), Number.MAX_VALUE, 1e-320];

/** Formats whose values fast-check generates directly. */
function formatted(format: unknown): fc.Arbitrary<string> | undefined {
  switch (format) {
    case "date-time":
      return fc
        .date({
          min: new Date("2000-01-01T00:00:00Z"),
          max: new Date("2035-12-31T23:59:59Z"),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString());
    case "date":
      return fc
        .date({
          min: new Date("2000-01-01T00:00:00Z"),
          max: new Date("2035-12-31T00:00:00Z"),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString().slice(0, 10));
    case "uuid":
      return fc.uuid();
    case "email":
      return fc.emailAddress();
    case "uri":
    case "url":
      return fc.webUrl();
    case "byte":
      return fc.base64String({ maxLength: 64 });
    default:
      return undefined;
  }
}

function anchored(pattern: string): RegExp {
  const source = pattern.startsWith("^") && pattern.endsWith("$") ? pattern : `^(?:${pattern})$`;
  return new RegExp(source, "u");
}

function lengthOf(s: string): number {
  return [...s].length;
}

function stringValues(schema: Schema): fc.Arbitrary<string> {
  const minLength = typeof schema.minLength === "number" ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === "number" ? schema.maxLength : undefined;
  const fits = (s: string) =>
    lengthOf(s) >= minLength && (maxLength === undefined || lengthOf(s) <= maxLength);
  const byFormat = formatted(schema.format);
  if (byFormat) return byFormat.filter(fits);
  if (typeof schema.pattern === "string") {
    try {
      const re = anchored(schema.pattern);
      return fc.stringMatching(re).filter((s) => fits(s) && re.test(s));
    } catch {
      // A pattern fast-check cannot generate from: the example, or plain strings the validator will judge.
    }
  }
  return fc.string({
    unit: fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789-_") },
      { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }) },
    ),
    minLength,
    maxLength: Math.min(maxLength ?? 24, minLength + 24),
  });
}

function numberValues(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === "number" ? schema.minimum : integer ? -1_000 : -1e6;
  const max = typeof schema.maximum === "number" ? schema.maximum : integer ? 100_000 : 1e6;
  const lo =
    schema.exclusiveMinimum === true ? min + (integer ? 1 : Number.EPSILON * Math.abs(min || 1)) : min;
  const hi =
    schema.exclusiveMaximum === true ? max - (integer ? 1 : Number.EPSILON * Math.abs(max || 1)) : max;
  return integer
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
    : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
}

/** How deep optional parts of recursive schemas go. */
const MAX_DEPTH = 4;

/** Values `schema` accepts (as far as the schema alone says: domain rules may still refuse them). */
export function validValue(doc: object, node: unknown, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(doc, node) ?? {};
  const generated = generatedValue(doc, schema, depth);
  const base = schema.example !== undefined ? fc.oneof(fc.constant(schema.example), generated) : generated;
  return schema.nullable === true ? fc.oneof({ weight: 5, arbitrary: base }, fc.constant(null)) : base;
}

function generatedValue(doc: object, schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.allOf)) return validValue(doc, mergeAll(doc, schema), depth);
  const alternatives = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (Array.isArray(alternatives)) return fc.oneof(...alternatives.map((s) => validValue(doc, s, depth + 1)));
  switch (schema.type) {
    case "string":
      return stringValues(schema);
    case "integer":
      return numberValues(schema, true);
    case "number":
      return numberValues(schema, false);
    case "boolean":
      return fc.boolean();
    case "array": {
      const minLength = typeof schema.minItems === "number" ? schema.minItems : 0;
      const cap = depth >= MAX_DEPTH ? minLength : minLength + 3;
      const maxLength = Math.min(typeof schema.maxItems === "number" ? schema.maxItems : cap, cap);
      const items = validValue(doc, schema.items ?? {}, depth + 1);
      return schema.uniqueItems === true
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(items, { minLength, maxLength });
    }
    default:
      if (schema.type === "object" || schema.properties || schema.additionalProperties)
        return objectValue(doc, schema, depth);
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The union of an allOf's parts, as one object schema (what the specs use allOf for). */
function mergeAll(doc: object, schema: Schema): Schema {
  const merged: Schema = { ...schema, allOf: undefined, type: "object", properties: {}, required: [] };
  for (const part of [schema, ...(schema.allOf as unknown[])].map((p) => resolve(doc, p))) {
    Object.assign(merged.properties as object, part.properties ?? {});
    (merged.required as string[]).push(...((part.required as string[] | undefined) ?? []));
    if (part.additionalProperties !== undefined) merged.additionalProperties = part.additionalProperties;
  }
  return merged;
}

function objectValue(doc: object, schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const properties = Object.entries((schema.properties ?? {}) as Record<string, unknown>).filter(
    ([, p]) => resolve(doc, p)?.readOnly !== true,
  );
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, p] of properties) {
    if (depth >= MAX_DEPTH && !required.has(name)) continue;
    shape[name] = validValue(doc, p, depth + 1);
  }
  const record = fc.record(shape, { requiredKeys: [...required].filter((k) => k in shape) });
  const extra = schema.additionalProperties;
  if (!extra || depth >= MAX_DEPTH || properties.length > 0) return record;
  const values = extra === true ? fc.jsonValue({ maxDepth: 1 }) : validValue(doc, extra, depth + 1);
  const max = typeof schema.maxProperties === "number" ? schema.maxProperties : 3;
  const min = typeof schema.minProperties === "number" ? schema.minProperties : 0;
  return fc.dictionary(stringValues({ ...resolve(doc, schema.propertyNames ?? {}), maxLength: 20 }), values, {
    minKeys: min,
    maxKeys: Math.max(min, Math.min(max, 3)),
  });
}

/** Values of every kind, which `schema` mostly refuses: what an attacker or a confused client sends. */
export function invalidValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.constantFrom(...HOSTILE_NUMBERS),
    fc.constantFrom(null, true, false, [], {}, { __proto__: { polluted: true } }),
    fc.jsonValue({ maxDepth: 3 }),
  );
}

/** A parameter value as text in a URL or header: hostile strings, numbers out of range, garbage. */
export function invalidText(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.constantFrom(...HOSTILE_NUMBERS).map(String),
    fc.string({ unit: "binary", maxLength: 40 }),
  );
}
