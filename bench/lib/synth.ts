/**
 * Builds a plausible request for any operation of a spec, so that the bench can drive operations of
 * specs it does not know (the largest spec changes as services are added): path parameters and required
 * query parameters, headers and bodies are filled from examples, defaults, enums or the schema's type.
 * The bench prints the status each server answered, so a request the gateway rejects is visible.
 */
import type { BenchRequest } from "./load";

type Json = Record<string, unknown>;

/** `node`, or what its local `$ref`s lead to (undefined when one leads nowhere). */
function deref<T>(doc: object, node: T): T {
  let n: unknown = node;
  for (let i = 0; i < 20 && n && typeof (n as { $ref?: unknown }).$ref === "string"; i++) {
    n = (n as { $ref: string }).$ref
      .replace(/^#\//, "")
      .split("/")
      .reduce<unknown>(
        (o, k) => (o as Record<string, unknown>)?.[k.replace(/~1/g, "/").replace(/~0/g, "~")],
        doc,
      );
  }
  return n as T;
}

export interface SpecDoc {
  servers?: { url: string }[];
  paths: Record<string, Json>;
  components?: Json;
}

function resolve(doc: SpecDoc, node: unknown): Json {
  return deref<Json | undefined>(doc, node as Json) ?? {};
}

const STRING_CANDIDATES = ["bench", "bench-1", "b1", "bench_1", "BENCH", "1", "a", "A1", "0"];

function sampleString(s: Json): string {
  const byFormat: Record<string, string> = {
    "date-time": "2024-01-01T00:00:00Z",
    date: "2024-01-01",
    uuid: "00000000-0000-4000-8000-000000000000",
    email: "bench@example.com",
    uri: "https://example.com/bench",
    url: "https://example.com/bench",
    byte: "YmVuY2g=",
  };
  if (typeof s.format === "string" && byFormat[s.format]) return byFormat[s.format];
  const min = typeof s.minLength === "number" ? s.minLength : 0;
  const max = typeof s.maxLength === "number" ? s.maxLength : Number.POSITIVE_INFINITY;
  const pattern = typeof s.pattern === "string" ? new RegExp(s.pattern, "u") : undefined;
  const fits = (v: string) => v.length >= min && v.length <= max && (!pattern || pattern.test(v));
  return STRING_CANDIDATES.find(fits) ?? "bench".padEnd(min, "x");
}

export function sample(doc: SpecDoc, schemaNode: unknown, depth = 0): unknown {
  const s = resolve(doc, schemaNode);
  if (s.example !== undefined) return s.example;
  if (s.default !== undefined) return s.default;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
  if (depth > 8) return undefined;
  if (Array.isArray(s.allOf)) {
    return Object.assign({}, ...s.allOf.map((part) => sample(doc, part, depth + 1) ?? {}));
  }
  for (const k of ["oneOf", "anyOf"]) {
    if (Array.isArray(s[k]) && (s[k] as unknown[]).length > 0)
      return sample(doc, (s[k] as unknown[])[0], depth + 1);
  }
  switch (s.type) {
    case "string":
      return sampleString(s);
    case "integer":
    case "number": {
      const min = typeof s.minimum === "number" ? s.minimum + (s.exclusiveMinimum === true ? 1 : 0) : 1;
      return typeof s.maximum === "number" ? Math.min(min, s.maximum) : min;
    }
    case "boolean":
      return true;
    case "array": {
      const n = typeof s.minItems === "number" ? s.minItems : 0;
      return Array.from({ length: n }, () => sample(doc, s.items, depth + 1));
    }
    default: {
      const out: Json = {};
      const props = (s.properties ?? {}) as Json;
      for (const name of (s.required ?? []) as string[]) out[name] = sample(doc, props[name], depth + 1);
      return out;
    }
  }
}

function asParamValue(v: unknown): string {
  if (Array.isArray(v)) return v.join(",");
  return typeof v === "object" && v !== null ? JSON.stringify(v) : String(v);
}

/**
 * A request for `method template` of the spec, its path prefixed with the spec's base path, with the
 * service's dev credentials (ServiceModule.devCredentials).
 */
export function synthesize(
  doc: SpecDoc,
  template: string,
  method: string,
  credentials: Record<string, string>,
): BenchRequest {
  const item = doc.paths[template] ?? {};
  const op = resolve(doc, item[method.toLowerCase()]);
  const params = [...((item.parameters ?? []) as unknown[]), ...((op.parameters ?? []) as unknown[])].map(
    (p) => resolve(doc, p),
  );
  const query = new URLSearchParams();
  const headers = { ...credentials };
  let path = template;
  for (const p of params) {
    const value = p.example !== undefined ? p.example : sample(doc, p.schema);
    if (p.in === "path") path = path.replace(`{${p.name}}`, encodeURIComponent(asParamValue(value)));
    else if (p.in === "query" && p.required) query.set(String(p.name), asParamValue(value));
    else if (p.in === "header" && p.required) headers[String(p.name).toLowerCase()] = asParamValue(value);
  }
  let body: string | undefined;
  const requestBody = resolve(doc, op.requestBody);
  const content = (requestBody.content ?? {}) as Record<string, Json>;
  const mediaType = Object.keys(content)[0];
  if (mediaType) {
    headers["content-type"] = mediaType;
    body = /json/.test(mediaType) ? JSON.stringify(sample(doc, content[mediaType].schema) ?? {}) : "bench";
  }
  const base = (doc.servers?.[0]?.url ?? "").replace(/\/$/, "");
  const qs = query.toString();
  return { method: method.toUpperCase(), path: `${base}${path}${qs ? `?${qs}` : ""}`, headers, body };
}
