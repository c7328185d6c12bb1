/**
 * Turns a request's parameter text into the values its generated validator checks, for the styles the
 * specs use (generated/runtime.ts ParameterInfo): query parameters in style form (arrays exploded, as
 * repeated names, or comma-separated), path and header parameters in style simple.
 *
 * Query values are read as servers read a form-encoded query (Express's query parser, node:querystring):
 * `&` separates pairs, the first `=` ends a name, `+` is a space and percent-escapes are decoded. Every
 * other reserved character (`:/?[]@!$'()*,;`) is taken as it comes, since RFC 3986 (section 3.4) allows it
 * in a query and the value still reads one way only: `fromTimestamp=2026-01-01T00:00:00Z` and
 * `sort=-status,-amount` mean what they say, as they do to the providers and as axios and most clients send
 * them. A comma-separated array splits at commas sent raw or as `%2C` alike. `allowReserved` tells a client
 * how to encode; it is no reason to refuse a value that parses.
 *
 * Text becomes a number or a boolean as Ajv's type coercion (express-openapi-validator's) would turn it, with
 * one exception: text that reads as a non-finite number (`1e400`, `-Infinity`) stays text, so it fails the
 * type check instead of passing a minimum or maximum. An empty query value counts as absent; the
 * declared parameters given one are listed, for a service whose provider refuses them (request-validation.ts).
 */
import type { ParameterInfo } from "../../generated/runtime";

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
}

export function parameterTable(parameters: readonly ParameterInfo[]): ParameterTable {
  return {
    all: parameters,
    query: new Map(parameters.filter((p) => p.in === "query").map((p) => [p.name, p])),
  };
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

/** No names: shared by every request that has none to report. */
export const NO_NAMES: readonly string[] = Object.freeze([]);

/**
 * The query as the library sees it after its bracket handling: `name[key]=value` is an object under
 * `name` (which then fails a primitive parameter, or is reported as unknown). The query itself when no name
 * has a bracket, as in nearly every request.
 */
function bracketsGrouped(query: Values): Values {
  let grouped: Values | undefined;
  for (const key in query) {
    if (key.indexOf("[") > 0) {
      grouped = Object.create(null) as Values;
      break;
    }
  }
  if (!grouped) return query;
  for (const key in query) {
    const bracket = key.indexOf("[");
    if (bracket <= 0) grouped[key] = query[key];
    else grouped[key.slice(0, bracket)] = { [key.slice(bracket)]: query[key] };
  }
  return grouped;
}

/** The operation's parameters as values, and the query names it found wanting. */
export interface ParameterReading {
  values: ParameterValues;
  /** Query parameters the operation does not declare. */
  unknown: readonly string[];
  /** Declared query parameters sent with an empty value their declaration does not allow (`allowEmptyValue`). */
  empty: readonly string[];
}

/**
 * The operation's parameters as values, with the names of query parameters it does not declare and of
 * declared ones sent empty. `query` is the parsed query, `headers` Node's (lower-case names), `pathParams`
 * percent-decoded.
 */
export function parameterValues(
  parameters: ParameterTable,
  parts: {
    pathParams: Record<string, string>;
    query: Values;
    headers: Record<string, string | string[] | undefined>;
  },
): ParameterReading {
  const values: ParameterValues = { query: {}, headers: {}, params: {} };
  const declared = parameters.query;
  let unknown = NO_NAMES;
  let empty = NO_NAMES;
  const query = bracketsGrouped(parts.query);
  for (const name in query) {
    const raw = query[name];
    const p = declared.get(name);
    if (raw === "") {
      if (p && !p.allowEmptyValue) empty = [...empty, name];
      continue;
    }
    if (p) values.query[name] = parameterValue(p, raw);
    else unknown = [...unknown, name];
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
