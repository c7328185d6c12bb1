/**
 * The one parameter reader: turns a request's parameter text into the values its generated validator checks,
 * for built-in services and mounted documents alike, following each parameter's row (generated/runtime.ts
 * ParameterInfo): every style OpenAPI defines for its location, arrays and objects, cookies, and parameters
 * declared with `content` (a JSON value in a query parameter).
 *
 * - query: `form` (exploded arrays as repeated names, an exploded object as one name per property, or
 *   comma-separated), `spaceDelimited`, `pipeDelimited` and `deepObject` (`filter[status]=open`, nested
 *   brackets included);
 * - path: `simple` (`a,b`), `label` (`.a.b`) and `matrix` (`;id=a,b`), each exploded or not;
 * - header: `simple`; cookie: `form`.
 *
 * A query is read from the raw query string as servers read a form-encoded query (`&` separates pairs, the
 * first `=` ends a name, `+` is a space), and a value is split at its style's delimiter before it is
 * percent-decoded, so an escape's result is never taken for a delimiter. The delimiter itself counts whether a
 * client sent it raw or percent-encoded (`a,b` and `a%2Cb`, `a|b` and `a%7Cb`, `a b`, `a+b` and `a%20b`),
 * as clients differ in which of them they escape; an item therefore cannot contain its own delimiter. Every
 * other reserved character (`:/?[]@!$'()*,;`) is taken as it comes, as RFC 3986 (section 3.4) allows it in a
 * query: `fromTimestamp=2026-01-01T00:00:00Z` means what it says. `allowReserved` tells a client how to encode;
 * it is no reason to refuse a value that parses.
 *
 * Text becomes the JSON type its schema names (its Shape) as Ajv's type coercion would turn it, with one
 * exception: text that reads as a non-finite number (`1e400`, `-Infinity`) stays text, so it fails the type
 * check instead of passing a minimum or maximum. An empty query value (`?limit=`) is read as its row says
 * (ParameterInfo.empty).
 */
import querystring from "node:querystring";
import type { ParameterInfo, Shape } from "../../generated/runtime";
import { isJsonMediaType } from "../runtime/media-type";

type Values = Record<string, unknown>;

export interface ParameterValues {
  query: Values;
  /** By lower-case name. */
  headers: Values;
  /** The path's parameters. */
  params: Values;
  cookies: Values;
}

/** What the reader found wrong before any schema: a value not written in its style, an empty value refused. */
export interface ReadIssue {
  path: string;
  message: string;
  errorCode: string;
}

/** What validation looks up in an operation's parameters on every request, made once per operation. */
export interface ParameterTable {
  all: readonly ParameterInfo[];
  /** Query parameters by name (deepObject ones and exploded form objects included). */
  query: Map<string, ParameterInfo>;
  /** Query parameters whose value is spread over names of their own: deepObject, and exploded form objects. */
  spread: readonly ParameterInfo[];
}

const isSpread = (p: ParameterInfo) =>
  p.in === "query" &&
  p.content === undefined &&
  (p.style === "deepObject" || (p.style === "form" && p.explode && p.shape.type === "object"));

export function parameterTable(parameters: readonly ParameterInfo[]): ParameterTable {
  const query = parameters.filter((p) => p.in === "query");
  return {
    all: parameters,
    query: new Map(query.map((p) => [p.name, p])),
    spread: query.filter(isSpread),
  };
}

/** Text as Ajv would coerce it to `type`; anything it would not coerce is left as it is. */
function coerceText(value: string, type: string): unknown {
  if (type === "integer" || type === "number") {
    const n = Number(value);
    if (value.trim() === "" || Number.isNaN(n) || !Number.isFinite(n)) return value;
    return type === "number" || Number.isInteger(n) ? n : value;
  }
  if (type === "boolean") return value === "true" ? true : value === "false" ? false : value;
  return value;
}

/** A value read from text (a string, or arrays and objects of strings) as the JSON types `shape` names. */
export function coerce(value: unknown, shape: Shape | undefined): unknown {
  if (shape === undefined) return value;
  if (shape.type === "array") {
    const items = Array.isArray(value) ? value : [value];
    return items.map((item) => coerce(item, shape.items));
  }
  if (shape.type === "object") {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
    const out: Values = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] = coerce(v, shape.properties?.[k] ?? shape.additionalProperties);
    }
    return out;
  }
  if (typeof value === "string") return coerceText(value, shape.type);
  return value;
}

/** Form-encoded text: `+` is a space, percent-escapes are decoded, a malformed escape is kept as it is. */
export const formDecode = (text: string) => querystring.unescape(text.replace(/\+/g, " "));

/** Percent-decoded, a malformed escape kept as it is (cookies, path segments). */
const percentDecode = (text: string) => querystring.unescape(text);

/** The delimiter of each style in a value, raw or percent-encoded. */
export const DELIMITERS: Record<string, RegExp> = {
  form: /,|%2C/i,
  simple: /,|%2C/i,
  spaceDelimited: /[ +]|%20/i,
  pipeDelimited: /\||%7C/i,
};

/** `[k1, v1, k2, v2]` as an object. */
export function pairsObject(tokens: readonly string[]): Values {
  const out: Values = {};
  for (let i = 0; i + 1 < tokens.length; i += 2) out[tokens[i]] = tokens[i + 1];
  return out;
}

/** `["k1=v1", "k2=v2"]` as an object. */
function assignments(tokens: readonly string[], decode: (s: string) => string): Values {
  const out: Values = {};
  for (const t of tokens) {
    const eq = t.indexOf("=");
    out[decode(eq < 0 ? t : t.slice(0, eq))] = eq < 0 ? "" : decode(t.slice(eq + 1));
  }
  return out;
}

/**
 * One value written as `p`'s style says, the style's prefix (label's `.`, matrix's `;name=`) already removed:
 * split at its delimiter, then decoded, then made the types its shape names. `raws` holds each occurrence
 * (a query name or cookie can be repeated).
 */
function styled(p: ParameterInfo, raws: readonly string[], decode: (s: string) => string): unknown {
  if (p.content !== undefined) {
    const texts = raws.map((r) => {
      const text = decode(r);
      if (!isJsonMediaType(p.content ?? "")) return text;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return text;
      }
    });
    return texts.length === 1 ? texts[0] : texts;
  }
  const { shape } = p;
  const delimiter = DELIMITERS[p.style] ?? DELIMITERS.form;
  if (shape.type === "array") {
    // Exploded, a query or cookie array repeats its name; simple style separates items with commas either way.
    const repeated = p.explode && (p.in === "query" || p.in === "cookie");
    const items = raws.flatMap((r) => (repeated ? [r] : r.split(delimiter)));
    return items.map((item) => coerce(decode(item), shape.items));
  }
  if (shape.type === "object" && raws.length === 1) {
    const tokens = raws[0].split(delimiter);
    const object = p.explode ? assignments(tokens, decode) : pairsObject(tokens.map(decode));
    return coerce(object, shape);
  }
  // A repeated scalar is an array of its values, which its schema then refuses, as the library does.
  const values = raws.map((r) => coerce(decode(r), shape));
  return values.length === 1 ? values[0] : values;
}

/** A path parameter's raw segment in its style: label `.v`, matrix `;name=v`; undefined when not so written. */
function pathValue(p: ParameterInfo, raw: string): unknown {
  const decode = percentDecode;
  if (p.style === "label") {
    if (!raw.startsWith(".")) return undefined;
    const rest = raw.slice(1);
    if (!p.explode || (p.shape.type !== "array" && p.shape.type !== "object"))
      return styled(p, [rest], decode);
    const tokens = rest.split(".");
    return p.shape.type === "array"
      ? tokens.map((t) => coerce(decode(t), p.shape.items))
      : coerce(assignments(tokens, decode), p.shape);
  }
  if (p.style === "matrix") {
    if (!raw.startsWith(";")) return undefined;
    const tokens = raw.slice(1).split(";");
    if (p.explode && p.shape.type === "object") return coerce(assignments(tokens, decode), p.shape);
    const own = tokens
      .map((t) => (t === p.name ? "" : t.startsWith(`${p.name}=`) ? t.slice(p.name.length + 1) : undefined))
      .filter((t): t is string => t !== undefined);
    if (own.length === 0) return undefined;
    if (p.explode && p.shape.type === "array") return own.map((t) => coerce(decode(t), p.shape.items));
    return styled({ ...p, style: "simple" }, [own[0]], decode);
  }
  return styled(p, [raw], decode);
}

/** `a[b][c]` as ["a", "b", "c"]; a name without brackets as itself. */
export function namePath(name: string): string[] {
  const bracket = name.indexOf("[");
  if (bracket <= 0 || !name.endsWith("]")) return [name];
  return [name.slice(0, bracket), ...name.slice(bracket + 1, -1).split("][")];
}

/**
 * Adds `value` at `path` in `target` (a query's `filter[range][min]`, a form's `items[0][price]`): an empty
 * segment (`tags[]`) appends to an array, a repeated path makes an array of its values.
 */
export function setPath(target: Values, path: readonly string[], value: unknown): void {
  let node: Values = target;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i];
    if (typeof node[key] !== "object" || node[key] === null) node[key] = path[i + 1] === "" ? [] : {};
    node = node[key] as Values;
  }
  const last = path[path.length - 1];
  if (Array.isArray(node)) node.push(value);
  else if (Object.hasOwn(node, last)) {
    const was = node[last];
    node[last] = Array.isArray(was) && !Array.isArray(value) ? [...was, value] : [was, value];
  } else node[last] = value;
}

/** The query's pairs by decoded name, each name's raw values in order. */
export function queryPairs(query: string): Map<string, string[]> {
  const pairs = new Map<string, string[]>();
  if (query === "") return pairs;
  for (const pair of query.split("&")) {
    if (pair === "") continue;
    const eq = pair.indexOf("=");
    const name = formDecode(eq < 0 ? pair : pair.slice(0, eq));
    const raw = eq < 0 ? "" : pair.slice(eq + 1);
    const known = pairs.get(name);
    if (known) known.push(raw);
    else pairs.set(name, [raw]);
  }
  return pairs;
}

/** The Cookie header's pairs by name, each raw value in order. */
function cookiePairs(header: string | string[] | undefined): Map<string, string[]> {
  const pairs = new Map<string, string[]>();
  const text = Array.isArray(header) ? header.join("; ") : (header ?? "");
  for (const part of text.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    const known = pairs.get(name);
    if (known) known.push(raw);
    else pairs.set(name, [raw]);
  }
  return pairs;
}

/** No names: shared by every request that has none to report. */
export const NO_NAMES: readonly string[] = Object.freeze([]);
const NO_ISSUES: readonly ReadIssue[] = Object.freeze([]);

/** The operation's parameters as values, and what the reader found wanting. */
export interface ParameterReading {
  values: ParameterValues;
  /** Query parameters the operation does not declare. */
  unknown: readonly string[];
  issues: readonly ReadIssue[];
}

/** The text of a request's parameters: path segments as sent (percent-encoded), the raw query string. */
export interface ParameterText {
  pathParams: Record<string, string>;
  /** The query string without its `?`; "" when there is none. */
  query: string;
  headers: Record<string, string | string[] | undefined>;
}

/** Reads the query parameters of `table` from the raw query string. */
function readQuery(
  table: ParameterTable,
  query: string,
  values: Values,
  issue: (i: ReadIssue) => void,
): readonly string[] {
  const pairs = queryPairs(query);
  let unknown = NO_NAMES;
  const claimed = new Set<string>();
  for (const p of table.spread) {
    if (p.style === "deepObject") {
      const object: Values = {};
      let found = false;
      for (const [name, raws] of pairs) {
        const [base, ...path] = namePath(name);
        if (base !== p.name || path.length === 0) continue;
        claimed.add(name);
        found = true;
        for (const raw of raws) setPath(object, path, formDecode(raw));
      }
      if (found) values[p.name] = coerce(object, p.shape);
      continue;
    }
    // An exploded form object: each property is a name of the query; a free-form one takes every other name.
    const names = p.shape.properties ? Object.keys(p.shape.properties) : undefined;
    const object: Values = {};
    for (const [name, raws] of pairs) {
      if (names ? !names.includes(name) : table.query.has(name)) continue;
      claimed.add(name);
      object[name] = raws.length === 1 ? formDecode(raws[0]) : raws.map(formDecode);
    }
    if (Object.keys(object).length > 0) values[p.name] = coerce(object, p.shape);
  }
  for (const [name, raws] of pairs) {
    if (claimed.has(name)) continue;
    const p = table.query.get(name);
    if (!p || isSpread(p)) {
      // `name[key]=value` for a parameter not in style deepObject: an object, which its schema refuses.
      const bracket = name.indexOf("[");
      const base = bracket > 0 ? table.query.get(name.slice(0, bracket)) : undefined;
      if (base && !isSpread(base))
        values[base.name] = coerce({ [name.slice(bracket)]: raws.map(formDecode).join() }, base.shape);
      else unknown = [...unknown, name];
      continue;
    }
    if (raws.length === 1 && raws[0] === "") {
      const empty = p.empty ?? "checked";
      if (empty === "allowed" || empty === "absent") continue;
      if (empty === "refused") {
        issue({
          path: `/query/${name}`,
          message: "must not be empty",
          errorCode: "allowEmptyValue.openapi.validation",
        });
        continue;
      }
    }
    values[name] = styled(p, raws, formDecode);
  }
  return unknown;
}

/**
 * The operation's parameters as values, with the names of query parameters it does not declare and what the
 * reader refused before any schema.
 */
export function parameterValues(table: ParameterTable, text: ParameterText): ParameterReading {
  const values: ParameterValues = { query: {}, headers: {}, params: {}, cookies: {} };
  let issues = NO_ISSUES;
  const issue = (i: ReadIssue) => {
    issues = [...issues, i];
  };
  const unknown =
    table.query.size > 0 || text.query !== "" ? readQuery(table, text.query, values.query, issue) : NO_NAMES;
  let cookies: Map<string, string[]> | undefined;
  for (const p of table.all) {
    if (p.in === "path") {
      const raw = text.pathParams[p.name];
      if (raw === undefined) continue;
      const value = pathValue(p, raw);
      if (value === undefined) {
        const form = p.style === "label" ? ".value" : `;${p.name}=value`;
        issue({
          path: `/params/${p.name}`,
          message: `must be written in style ${p.style} (${form})`,
          errorCode: "style.openapi.validation",
        });
        // Read as if in style simple, so that the one mistake is reported once.
        values.params[p.name] = styled({ ...p, style: "simple" }, [raw], percentDecode);
      } else values.params[p.name] = value;
    } else if (p.in === "header") {
      const name = p.name.toLowerCase();
      const raw = text.headers[name];
      if (raw === undefined) continue;
      const joined = Array.isArray(raw) ? raw.join(", ") : raw;
      // A header list may have spaces around its commas (RFC 9110 section 5.6.1).
      const trimmed =
        p.shape.type === "array" || p.shape.type === "object"
          ? joined
              .split(",")
              .map((s) => s.trim())
              .join(",")
          : joined;
      values.headers[name] = styled(p, [trimmed], (s) => s);
    } else if (p.in === "cookie") {
      cookies ??= cookiePairs(text.headers.cookie);
      const raws = cookies.get(p.name);
      if (raws !== undefined) values.cookies[p.name] = styled(p, raws, percentDecode);
    }
  }
  return { values, unknown, issues };
}
