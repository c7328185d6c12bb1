/**
 * Every operation of a spec as fast-check arbitraries of whole HTTP requests: valid ones (parameters and body
 * from the operation's schemas) and invalid ones (one thing broken: a parameter, a required part missing,
 * an unknown parameter, a body of the wrong shape, type or encoding, another method), each sent with the
 * service's dev credentials, none, or wrong ones.
 */
import fc from "fast-check";
import { invalidText, invalidValue, resolve, type Schema, validValue } from "./schema-values";

export interface FuzzRequest {
  method: string;
  /** Raw path under the gateway root, with the query string. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** What the case is, for reports: `valid`, or the broken part. */
  kind: string;
}

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: Schema;
  example?: unknown;
}

export interface Operation {
  operationId: string;
  method: string;
  /** The OpenAPI path template, relative to the base path. */
  template: string;
  parameters: Parameter[];
  /** Media types of the request body and their schemas. */
  body?: { required: boolean; media: [string, Schema | undefined][] };
  responses: Record<string, unknown>;
}

const METHODS = ["get", "put", "post", "delete", "patch"] as const;

interface PathItem {
  parameters?: unknown[];
  [method: string]: unknown;
}

interface OperationObject {
  operationId?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}

export function operationsOf(doc: { paths?: Record<string, PathItem> }): Operation[] {
  const ops: Operation[] = [];
  for (const [template, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method] as OperationObject | undefined;
      if (!op) continue;
      const byKey = new Map<string, Parameter>();
      for (const p of [...(item.parameters ?? []), ...(op.parameters ?? [])].map((x) =>
        resolve<Parameter>(doc, x),
      ))
        byKey.set(`${p.in}:${p.name}`, p);
      const rb = op.requestBody
        ? resolve<{ required?: boolean; content?: Record<string, { schema?: Schema }> }>(doc, op.requestBody)
        : undefined;
      ops.push({
        operationId: op.operationId ?? `${method} ${template}`,
        method: method.toUpperCase(),
        template,
        parameters: [...byKey.values()].filter((p) => p.in !== "cookie"),
        body: rb
          ? {
              required: rb.required === true,
              media: Object.entries(rb.content ?? {}).map(
                ([type, m]) => [type, m.schema] as [string, Schema | undefined],
              ),
            }
          : undefined,
        responses: op.responses ?? {},
      });
    }
  }
  return ops;
}

/** A value as it travels in a path, query or header: JSON for structures, text for the rest. */
function asText(v: unknown): string {
  return typeof v === "object" && v !== null ? JSON.stringify(v) : String(v);
}

/** The parts of a request before they are written out; mutations work on these. */
interface Parts {
  path: Record<string, string>;
  /** Raw path parameters: written as given, not percent-encoded. */
  rawPath: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  contentType?: string;
  body?: Buffer;
  method: string;
}

/** Values that parameters take by name (ids of records that exist) instead of what their schemas generate. */
export type KnownValues = Readonly<Record<string, readonly string[]>>;

function paramValue(doc: object, p: Parameter, known: KnownValues): fc.Arbitrary<unknown> {
  const offered = known[p.name] ?? [];
  if (offered.length > 0) return fc.constantFrom(...offered);
  const declared = resolve(doc, p.schema ?? {});
  // An empty path segment names another resource (or none): a path parameter has at least one character.
  const schema =
    p.in === "path" ? { ...declared, minLength: Math.max(1, Number(declared.minLength ?? 0)) } : declared;
  const v = validValue(doc, schema);
  return p.example !== undefined ? fc.oneof(fc.constant(p.example), v) : v;
}

function validParts(doc: object, op: Operation, known: KnownValues = {}): fc.Arbitrary<Parts> {
  const path: Record<string, fc.Arbitrary<string>> = {};
  const query: fc.Arbitrary<[string, string][]>[] = [];
  const headers: Record<string, fc.Arbitrary<string>> = {};
  const optionalHeaders: string[] = [];
  for (const p of op.parameters) {
    const value = paramValue(doc, p, known);
    if (p.in === "path") path[p.name] = value.map(asText);
    else if (p.in === "query") {
      const pairs = value.map((v) =>
        (Array.isArray(v) ? v : [v]).map((x) => [p.name, asText(x)] as [string, string]),
      );
      query.push(p.required ? pairs : fc.option(pairs, { nil: undefined }).map((x) => x ?? []));
    } else if (p.in === "header") {
      headers[p.name.toLowerCase()] = value.map(asText);
      if (!p.required) optionalHeaders.push(p.name.toLowerCase());
    }
  }
  const body = bodyArbitrary(doc, op);
  return fc
    .record({
      path: fc.record(path),
      query: fc.tuple(...query).map((qs) => qs.flat()),
      headers: fc.record(headers, {
        requiredKeys: Object.keys(headers).filter((h) => !optionalHeaders.includes(h)),
      }),
      body,
    })
    .map(({ path, query, headers, body }) => ({
      path,
      rawPath: {},
      query,
      headers: headers as Record<string, string>,
      ...body,
      method: op.method,
    }));
}

function bodyArbitrary(doc: object, op: Operation): fc.Arbitrary<{ contentType?: string; body?: Buffer }> {
  if (!op.body || op.body.media.length === 0) return fc.constant({});
  const choices = op.body.media.map(([type, schema]) => {
    const contentType = type.includes("*") ? "application/octet-stream" : type;
    if (/json/.test(type) && schema)
      return validValue(doc, schema).map((v) => ({ contentType, body: Buffer.from(JSON.stringify(v)) }));
    return fc.uint8Array({ minLength: 1, maxLength: 64 }).map((b) => ({ contentType, body: Buffer.from(b) }));
  });
  const some = fc.oneof(...choices);
  return op.body.required ? some : fc.oneof({ weight: 4, arbitrary: some }, fc.constant({}));
}

/** Path segments that are not values at all: dot segments, escapes, separators, a custom-method colon. */
const RAW_SEGMENTS = ["..", ".", "%2e%2e", "%00", "%ZZ", "a%2Fb", "~", "k:undelete", "*", "%F0%9F%98%80", ""];

/** A change that breaks one thing in a request's parts, named for reports. */
type Mutation = (parts: Parts) => [string, Parts];

/** One thing broken in an otherwise valid request: built once per operation, applied to generated parts. */
function mutations(doc: object, op: Operation): fc.Arbitrary<Mutation> {
  const out: fc.Arbitrary<Mutation>[] = [];
  const params = op.parameters;
  if (params.length > 0) {
    out.push(
      fc.tuple(fc.constantFrom(...params), invalidText()).map(
        ([p, text]): Mutation =>
          (parts) => {
            const next = structuredClone(parts);
            if (p.in === "path") next.path[p.name] = text;
            else if (p.in === "query")
              next.query = [...next.query.filter(([k]) => k !== p.name), [p.name, text]];
            else next.headers[p.name.toLowerCase()] = text;
            return [`bad ${p.in} ${p.name}`, next];
          },
      ),
    );
  }
  const pathParams = params.filter((p) => p.in === "path");
  if (pathParams.length > 0) {
    out.push(
      fc.tuple(fc.constantFrom(...pathParams), fc.constantFrom(...RAW_SEGMENTS)).map(
        ([p, raw]): Mutation =>
          (parts) => {
            const next = structuredClone(parts);
            delete next.path[p.name];
            next.rawPath[p.name] = raw;
            return [`raw path ${p.name}`, next];
          },
      ),
    );
  }
  const dropable = params.filter((p) => p.required && p.in !== "path");
  if (dropable.length > 0) {
    out.push(
      fc.constantFrom(...dropable).map(
        (p): Mutation =>
          (parts) => {
            const next = structuredClone(parts);
            next.query = next.query.filter(([k]) => !(p.in === "query" && k === p.name));
            if (p.in === "header") delete next.headers[p.name.toLowerCase()];
            return [`missing ${p.in} ${p.name}`, next];
          },
      ),
    );
  }
  out.push(
    fc.tuple(fc.constantFrom("unknownParam", "__proto__", "constructor[prototype][x]"), invalidText()).map(
      ([name, value]): Mutation =>
        (parts) => [`unknown query ${name}`, { ...parts, query: [...parts.query, [name, value]] }],
    ),
  );
  out.push(
    fc.constantFrom("GET", "PUT", "POST", "DELETE", "PATCH", "OPTIONS").map(
      (method): Mutation =>
        (parts) => [`method ${method}`, { ...parts, method }],
    ),
  );
  if (op.body) out.push(...bodyMutations(doc, op));
  return fc.oneof(...out);
}

function withBody(parts: Parts, contentType: string | undefined, body: Buffer | string | undefined): Parts {
  return { ...parts, contentType, body: body === undefined ? undefined : Buffer.from(body) };
}

function bodyMutations(doc: object, op: Operation): fc.Arbitrary<Mutation>[] {
  const jsonMedia = op.body?.media.find(([type]) => /json/.test(type));
  const typeOf = (parts: Parts) => parts.contentType ?? jsonMedia?.[0] ?? "application/json";
  const out: fc.Arbitrary<Mutation>[] = [
    invalidValue().map(
      (v): Mutation =>
        (parts) => ["body of another shape", withBody(parts, typeOf(parts), JSON.stringify(v))],
    ),
    fc.constantFrom("{", '{"a":', "not json", "\u0000", "[".repeat(5_000), '{"a":1,"a":2}', "\uFEFF{}").map(
      (text): Mutation =>
        (parts) => ["body not JSON", withBody(parts, typeOf(parts), text)],
    ),
    fc
      .constantFrom(
        "text/plain",
        "application/xml",
        "multipart/form-data; boundary=x",
        "foo",
        "application/json; charset=utf-99",
      )
      .map(
        (ct): Mutation =>
          (parts) => [`content type ${ct}`, withBody(parts, ct, parts.body ?? "{}")],
      ),
    fc.constant((parts: Parts): [string, Parts] => ["no body", withBody(parts, undefined, undefined)]),
    fc.constant((parts: Parts): [string, Parts] => [
      "no content type",
      withBody(parts, undefined, parts.body ?? "{}"),
    ]),
    fc.constant((parts: Parts): [string, Parts] => [
      "__proto__ in body",
      withBody(
        parts,
        typeOf(parts),
        '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
      ),
    ]),
  ];
  const schema = jsonMedia?.[1] ? resolve(doc, jsonMedia[1]) : undefined;
  const props = Object.keys((schema?.properties ?? {}) as object);
  if (props.length > 0) {
    out.push(
      fc.tuple(fc.constantFrom(...props), invalidValue()).map(
        ([name, value]): Mutation =>
          (parts) => [
            `bad body ${name}`,
            withBody(parts, typeOf(parts), JSON.stringify({ ...safeParse(parts.body), [name]: value })),
          ],
      ),
    );
    const required = (schema?.required as string[] | undefined) ?? [];
    if (required.length > 0) {
      out.push(
        fc.constantFrom(...required).map(
          (name): Mutation =>
            (parts) => {
              const { [name]: _dropped, ...rest } = safeParse(parts.body);
              return [`body without ${name}`, withBody(parts, typeOf(parts), JSON.stringify(rest))];
            },
        ),
      );
    }
  }
  return out;
}

function safeParse(body: Buffer | undefined): Record<string, unknown> {
  try {
    const v = JSON.parse(String(body ?? "{}"));
    return typeof v === "object" && v !== null && !Array.isArray(v) ? v : {};
  } catch {
    return {};
  }
}

function write(
  basePath: string,
  op: Operation,
  parts: Parts,
  credentials: Record<string, string>,
  kind: string,
) {
  const path = op.template.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    name in parts.rawPath ? parts.rawPath[name] : encodeURIComponent(parts.path[name] ?? ""),
  );
  const qs = new URLSearchParams(parts.query).toString();
  const headers: Record<string, string> = {};
  // Node refuses to send control characters or code points past U+00FF in a header: the parser tests cover
  // what such a request gets (hostile-cases.ts).
  for (const [name, value] of Object.entries({ ...parts.headers, ...credentials }))
    headers[name] = value.replace(/[^\t\x20-\x7e\x80-\xff]/g, "?");
  if (parts.contentType) headers["content-type"] = parts.contentType;
  return {
    method: parts.method,
    path: `${basePath}${path}${qs ? `?${qs}` : ""}`,
    headers,
    body: parts.body,
    kind,
  };
}

/** Who calls: the service's dev credentials, nobody, or someone with credentials that are wrong. */
function callers(dev: Record<string, string>): fc.Arbitrary<[string, Record<string, string>]> {
  const wrong = Object.fromEntries(
    Object.keys(dev).map((h) => [
      h,
      fc.constantFrom(
        "Bearer nope",
        "Basic Og==",
        "Basic bm90OmFjY291bnQ=",
        "AWS4-HMAC-SHA256 junk",
        "\u00e9",
      ),
    ]),
  );
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(["", dev] as [string, Record<string, string>]) },
    { weight: 1, arbitrary: fc.constant([" without credentials", {}] as [string, Record<string, string>]) },
    {
      weight: 1,
      arbitrary: fc
        .record(wrong)
        .map(
          (h) =>
            [" with wrong credentials", { authorization: "x", ...h }] as [string, Record<string, string>],
        ),
    },
  );
}

/** Valid and invalid requests to `op`, half and half, from every kind of caller. */
export function requestsFor(
  doc: object,
  basePath: string,
  op: Operation,
  dev: Record<string, string>,
): fc.Arbitrary<FuzzRequest> {
  const valid = validParts(doc, op);
  const parts = fc.oneof(
    valid.map((p) => ["valid", p] as [string, Parts]),
    fc.tuple(valid, mutations(doc, op)).map(([p, mutate]) => mutate(p)),
  );
  return fc
    .tuple(parts, callers(dev))
    .map(([[kind, p], [who, credentials]]) => write(basePath, op, p, credentials, `${kind}${who}`));
}

/**
 * Requests the operation's schemas accept (domain rules may still refuse them), sent with `credentials`;
 * parameters named in `known` take only those values.
 */
export function validRequestsFor(
  doc: object,
  basePath: string,
  op: Operation,
  credentials: Record<string, string>,
  known: KnownValues = {},
): fc.Arbitrary<FuzzRequest> {
  return validParts(doc, op, known).map((p) => write(basePath, op, p, credentials, "valid"));
}
