/**
 * Turns a request's parameter text into the values its generated validator checks, for the styles the
 * specs use (generated/runtime.ts ParameterInfo): query parameters in style form (arrays exploded, as
 * repeated names, or comma-separated), path and header parameters in style simple. Text becomes a number or
 * a boolean as Ajv's type coercion (express-openapi-validator's) would turn it, with one exception
 * (DESIGN.md section 5): text that reads as a non-finite number (`1e400`, `-Infinity`) stays text, so it
 * fails the type check instead of passing a minimum or maximum. An empty query value counts as absent; the
 * declared parameters given one are listed, for a service whose provider refuses them (request-validation.ts).
 */
import type { ParameterInfo } from "../../generated/runtime";

/** Characters a query value must not carry unencoded unless its parameter allows reserved characters. */
const RESERVED = /[:/?#[\]@!$&()*+,;=]/;

type Values = Record<string, unknown>;

export interface ParameterValues {
  query: Values;
  /** By lower-case name. */
  headers: Values;
  /** The path's parameters. */
  params: Values;
}

/** What validation looks up in an operation's parameters on every request, made once per operation. */
export interface ParameterTable {
  all: readonly ParameterInfo[];
  /** Query parameters by name. */
  query: Map<string, ParameterInfo>;
  /** Query parameters whose values may not carry reserved characters. */
  unreserved: ParameterInfo[];
}

export function parameterTable(parameters: readonly ParameterInfo[]): ParameterTable {
  const query = parameters.filter((p) => p.in === "query");
  return {
    all: parameters,
    query: new Map(query.map((p) => [p.name, p])),
    unreserved: query.filter((p) => !p.allowReserved),
  };
}

/**
 * The first query parameter whose raw (undecoded) value carries a reserved character its parameter does
 * not allow, as the library reads the raw query: `name=value` pairs split at `&`, commas allowed between the
 * items of a comma-separated array. (The library reads the query through url.parse, which escapes `'`.)
 */
export function reservedCharacterViolation(
  parameters: ParameterTable,
  rawQuery: string,
): { name: string; message: string } | undefined {
  const checked = parameters.unreserved;
  if (checked.length === 0 || rawQuery === "") return undefined;
  for (const pair of rawQuery.split("&")) {
    const [key, value] = pair.split("=");
    const p = checked.find((x) => x.name === key);
    if (!p || value === undefined) continue;
    const items = p.explode ? [value] : value.split(",");
    if (items.some((item) => RESERVED.test(item))) {
      return {
        name: p.name,
        message: `Parameter '${p.name}' must be url encoded. Its value may not contain reserved characters.`,
      };
    }
  }
  return undefined;
}

/** Text as Ajv would coerce it to `type`; anything it would not coerce is left as it is. */
function coerce(value: unknown, type: string | undefined): unknown {
  if (typeof value !== "string") return value;
  if (type === "integer" || type === "number") {
    const n = Number(value);
    if (value === "" || Number.isNaN(n) || !Number.isFinite(n)) return value;
    return type === "number" || Number.isInteger(n) ? n : value;
  }
  if (type === "boolean") return value === "true" ? true : value === "false" ? false : value;
  return value;
}

function parameterValue(p: ParameterInfo, raw: unknown): unknown {
  if (p.type !== "array") return coerce(raw, p.type);
  // An exploded array wraps a single value, whatever it is (`name[key]=v` included), as the library does.
  const items = Array.isArray(raw) ? raw : p.explode ? [raw] : typeof raw === "string" ? raw.split(",") : raw;
  return Array.isArray(items) ? items.map((item) => coerce(item, p.items)) : items;
}

/**
 * The query as the library sees it after its bracket handling: `name[key]=value` is an object under
 * `name` (which then fails a primitive parameter, or is reported as unknown).
 */
function queryEntries(query: Values): [string, unknown][] {
  const entries = Object.entries(query);
  if (!entries.some(([key]) => key.indexOf("[") > 0)) return entries;
  const out = new Map<string, unknown>();
  for (const [key, value] of entries) {
    const bracket = key.indexOf("[");
    if (bracket <= 0) out.set(key, value);
    else out.set(key.slice(0, bracket), { [key.slice(bracket)]: value });
  }
  return [...out];
}

/**
 * The operation's parameters as values, the names of query parameters it does not declare, and those of
 * declared ones sent with an empty value their declaration does not allow (`allowEmptyValue`). `query`
 * is the parsed query, `headers` Node's (lower-case names), `pathParams` percent-decoded.
 */
export function parameterValues(
  parameters: ParameterTable,
  parts: {
    pathParams: Record<string, string>;
    query: Values;
    headers: Record<string, string | string[] | undefined>;
  },
): { values: ParameterValues; unknown: string[]; empty: string[] } {
  const values: ParameterValues = { query: {}, headers: {}, params: {} };
  const declared = parameters.query;
  const unknown: string[] = [];
  const empty: string[] = [];
  for (const [name, raw] of queryEntries(parts.query)) {
    const p = declared.get(name);
    if (raw === "") {
      if (p && !p.allowEmptyValue) empty.push(name);
      continue;
    }
    if (p) values.query[name] = parameterValue(p, raw);
    else unknown.push(name);
  }
  for (const p of parameters.all) {
    if (p.in === "path" && parts.pathParams[p.name] !== undefined) {
      values.params[p.name] = parameterValue(p, parts.pathParams[p.name]);
    } else if (p.in === "header") {
      const name = p.name.toLowerCase();
      if (parts.headers[name] !== undefined) values.headers[name] = parameterValue(p, parts.headers[name]);
    }
  }
  return { values, unknown, empty };
}
