/**
 * Requests and response bodies made up from a spec for the validation parity test: for every operation a
 * sample request (examples first, then schema samples), its parameters varied through the texts validators
 * trip on, its body varied by type, by missing and extra properties and by content type; for every JSON
 * response, its sample body varied the same way.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { sample } from "openapi-sampler";

type Json = Record<string, unknown>;

export interface SpecDoc {
  paths: Record<string, Json>;
  components?: Json;
}

export function loadDoc(specFile: string): SpecDoc {
  return yaml.load(readFileSync(path.resolve(__dirname, "../..", specFile), "utf8")) as SpecDoc;
}

function deref(doc: SpecDoc, node: unknown): Json {
  let n = node;
  for (let i = 0; i < 20 && n && typeof (n as Json).$ref === "string"; i++) {
    n = ((n as Json).$ref as string)
      .slice(2)
      .split("/")
      .reduce<unknown>((o, k) => (o as Json)?.[k.replace(/~1/g, "/").replace(/~0/g, "~")], doc);
  }
  return (n ?? {}) as Json;
}

const SAMPLING = { quiet: true, enablePatterns: true, skipReadOnly: true, skipNonRequired: false };

function sampleOf(doc: SpecDoc, schema: unknown): unknown {
  return sample(schema as never, SAMPLING, doc as never);
}

export interface ParityRequest {
  /** What is varied, for failure messages and expected differences. */
  label: string;
  /** The parameter a variant is about, when it is about one. */
  parameter?: { name: string; in: string; type: string };
  method: string;
  /** Path relative to the base path, with query. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  schema?: Json;
}

const text = (v: unknown) => (typeof v === "object" && v !== null ? JSON.stringify(v) : String(v));

/** Texts that validators of numbers, booleans, patterns and reserved characters trip on. */
const PARAMETER_TEXTS = [
  "a",
  "1",
  "-1",
  "1.5",
  "true",
  "a:b",
  "a,b",
  "a%20b",
  "1e400",
  "-1e400",
  "Infinity",
  "NaN",
];

/** A value of another JSON type than `schema` declares. */
function wrongType(schema: Json): unknown {
  switch (schema.type) {
    case "string":
      return 12345;
    case "array":
    case "object":
    case "number":
    case "integer":
    case "boolean":
      return "not-of-its-type";
    default:
      return [];
  }
}

function bodyVariants(doc: SpecDoc, schema: Json): { label: string; body: string }[] {
  const valid = sampleOf(doc, schema);
  const out = [
    { label: "sample body", body: JSON.stringify(valid) },
    { label: "empty object", body: "{}" },
    { label: "array", body: "[]" },
    { label: "string", body: '"text"' },
    { label: "null", body: "null" },
  ];
  const resolved = deref(doc, schema);
  if (typeof valid !== "object" || valid === null || Array.isArray(valid)) return out;
  const props = deref(doc, resolved).properties as Record<string, unknown> | undefined;
  out.push({ label: "extra property", body: JSON.stringify({ ...valid, zzUnexpected: 1 }) });
  for (const name of (resolved.required as string[] | undefined) ?? []) {
    const { [name]: _dropped, ...rest } = valid as Json;
    out.push({ label: `without ${name}`, body: JSON.stringify(rest) });
  }
  for (const [name, prop] of Object.entries(props ?? {}).slice(0, 12)) {
    const p = deref(doc, prop);
    out.push({ label: `${name} of a wrong type`, body: JSON.stringify({ ...valid, [name]: wrongType(p) }) });
    if (p.type === "number" || p.type === "integer") {
      // JSON.parse reads 1e400 as Infinity.
      out.push({
        label: `${name} infinite`,
        body: JSON.stringify({ ...valid, [name]: 7 }).replace(/:7([,}])/, ":1e400$1"),
      });
    }
  }
  return out;
}

/** The requests to send to one operation. */
export function requestVariants(doc: SpecDoc, pathTemplate: string, method: string): ParityRequest[] {
  const item = doc.paths[pathTemplate] as Json;
  const op = item[method] as Json;
  const params = [...((item.parameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])].map(
    (p) => deref(doc, p) as unknown as Parameter,
  );
  const exampleOf = (p: Parameter) => (p.example !== undefined ? p.example : sampleOf(doc, p.schema ?? {}));
  const pathValues = new Map(params.filter((p) => p.in === "path").map((p) => [p.name, text(exampleOf(p))]));
  /** The path with its parameters filled in, encoded, except `raw`: one parameter's text as it is. */
  const fill = (raw?: { name: string; text: string }) =>
    pathTemplate.replace(/\{([^}]+)\}/g, (_m, name: string) =>
      name === raw?.name ? raw.text : encodeURIComponent(pathValues.get(name) ?? "v1"),
    );
  const query = params.filter((p) => p.in === "query");
  const required = query.filter((p) => p.required);
  const baseQuery = required.flatMap((p) => {
    const v = exampleOf(p);
    return (Array.isArray(v) ? v : [v]).map((x) => `${p.name}=${encodeURIComponent(text(x))}`);
  });
  const headerParams = params.filter((p) => p.in === "header");
  const baseHeaders: Record<string, string> = {};
  for (const p of headerParams.filter((h) => h.required))
    baseHeaders[p.name.toLowerCase()] = text(exampleOf(p));

  const body = op.requestBody ? deref(doc, op.requestBody) : undefined;
  const [mediaType, media] = Object.entries((body?.content as Record<string, Json>) ?? {})[0] ?? [];
  const json = mediaType !== undefined && /json/.test(mediaType);
  const sampleBody = mediaType
    ? json
      ? JSON.stringify(sampleOf(doc, (media as Json).schema ?? {}))
      : "bytes"
    : undefined;
  const withBody = (headers: Record<string, string>) =>
    mediaType
      ? { ...headers, "content-type": mediaType.includes("*") ? "application/octet-stream" : mediaType }
      : headers;

  const M = method.toUpperCase();
  const pathOf = (extraQuery: string[]) => {
    const qs = [...baseQuery, ...extraQuery].join("&");
    return `${fill()}${qs ? `?${qs}` : ""}`;
  };
  const base = { method: M, headers: withBody(baseHeaders), body: sampleBody };
  const out: ParityRequest[] = [
    { ...base, label: "sample request", url: pathOf([]) },
    { ...base, label: "unknown query parameter", url: pathOf(["unknown=1"]) },
  ];
  for (const p of query) {
    const type = String(deref(doc, p.schema).type ?? "string");
    const others = baseQuery.filter((q) => !q.startsWith(`${p.name}=`));
    const at = (qs: string[]) => `${fill()}?${[...others, ...qs].join("&")}`;
    const parameter = { name: p.name, in: "query", type };
    for (const t of PARAMETER_TEXTS)
      out.push({ ...base, parameter, label: `${p.name}=${t}`, url: at([`${p.name}=${t}`]) });
    out.push({ ...base, parameter, label: `${p.name} repeated`, url: at([`${p.name}=a`, `${p.name}=b`]) });
    out.push({ ...base, parameter, label: `${p.name}[x]`, url: at([`${p.name}[x]=1`]) });
    out.push({ ...base, parameter, label: `${p.name} empty`, url: at([`${p.name}=`]) });
    if (p.required) out.push({ ...base, parameter, label: `${p.name} missing`, url: at([]) });
  }
  for (const p of headerParams) {
    const type = String(deref(doc, p.schema).type ?? "string");
    const name = p.name.toLowerCase();
    const parameter = { name: p.name, in: "header", type };
    for (const t of ["a", "1", "-1", "true", "1e400"]) {
      out.push({
        ...base,
        parameter,
        label: `header ${name}: ${t}`,
        url: pathOf([]),
        headers: { ...base.headers, [name]: t },
      });
    }
    if (p.required) {
      const { [name]: _dropped, ...rest } = base.headers;
      out.push({ ...base, parameter, label: `header ${name} missing`, url: pathOf([]), headers: rest });
    }
  }
  const qs = baseQuery.length ? `?${baseQuery.join("&")}` : "";
  // Express's routing settings: one trailing slash ignored, paths matched without regard to case.
  out.push({ ...base, label: "trailing slash", url: `${fill()}/${qs}` });
  out.push({ ...base, label: "upper case", url: `${fill().toUpperCase()}${qs}` });
  for (const p of params.filter((x) => x.in === "path")) {
    const parameter = { name: p.name, in: "path", type: String(deref(doc, p.schema).type ?? "string") };
    for (const t of ["a:b", "1e400", "-1", "%ZZ", "a%2Fb"]) {
      out.push({
        ...base,
        parameter,
        label: `path ${p.name}=${t}`,
        url: `${fill({ name: p.name, text: t })}${qs}`,
      });
    }
  }
  if (mediaType) {
    const headers = baseHeaders;
    out.push({ ...base, label: "no content type", headers, url: pathOf([]) });
    out.push({
      ...base,
      label: "text/plain",
      headers: { ...headers, "content-type": "text/plain" },
      url: pathOf([]),
    });
    out.push({
      ...base,
      label: "json with charset",
      headers: { ...headers, "content-type": `${mediaType}; charset=utf-8` },
      url: pathOf([]),
    });
    out.push({ ...base, label: "no body", body: undefined, headers, url: pathOf([]) });
    if (json) {
      for (const v of bodyVariants(doc, (media as Json).schema as Json)) {
        out.push({ ...base, label: `body: ${v.label}`, body: v.body, url: pathOf([]) });
      }
    }
  } else if (M !== "GET" && M !== "HEAD") {
    out.push({
      ...base,
      label: "unexpected JSON body",
      headers: { ...baseHeaders, "content-type": "application/json" },
      body: "{}",
      url: pathOf([]),
    });
  }
  return out;
}

export interface ParityResponse {
  label: string;
  status: number;
  body: unknown;
}

/** Status codes a declared key stands for. */
function statusesOf(code: string): number[] {
  if (code === "default") return [400, 404, 500];
  if (/^\dXX$/i.test(code)) return [Number(code[0]) * 100 + 99];
  return [Number(code)];
}

/** Replies to one operation: every declared JSON response's sample varied, and an undeclared status. */
export function responseVariants(doc: SpecDoc, pathTemplate: string, method: string): ParityResponse[] {
  const op = (doc.paths[pathTemplate] as Json)[method] as Json;
  const responses = op.responses as Record<string, unknown>;
  const out: ParityResponse[] = [];
  for (const [code, declared] of Object.entries(responses)) {
    const content = deref(doc, declared).content as Record<string, Json> | undefined;
    const [first, media] = Object.entries(content ?? {})[0] ?? [];
    for (const status of statusesOf(code)) {
      if (!first) {
        out.push({ label: `${status} with a body where none is declared`, status, body: { a: 1 } });
        continue;
      }
      if (!/json/.test(first) || !media.schema) continue;
      for (const v of bodyVariants(doc, media.schema as Json)) {
        out.push({ label: `${status} ${v.label}`, status, body: JSON.parse(v.body) });
      }
    }
  }
  if (!("default" in responses) && !("201" in responses))
    out.push({ label: "undeclared 201", status: 201, body: {} });
  return out;
}
