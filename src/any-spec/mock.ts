/**
 * The mock of a mounted spec: answers every operation from the document, as Prism's mock does, so that a
 * client can be written before its service exists. The request path is the proxy's (validation, policy,
 * problem+json, metrics, violations); only the target differs: instead of an upstream, this answer.
 *
 * - Status: the lowest declared 2xx (then the lowest declared status, then `default` as 200), or the one
 *   asked for with `Prefer: code=404` (exact, then its range such as 4XX, then `default`).
 * - Media type: the first declared one that the Accept header allows (JSON first when it allows any).
 * - Body: `Prefer: example=<name>` picks a named example; otherwise the media type's `example`, or its first
 *   `examples` entry, or data generated from the schema by json-schema-faker (the schema's own examples and
 *   defaults first). Generated data is the same for the same operation and status, unless
 *   `Prefer: dynamic=true` asks for new data on every call.
 *
 * The answer is checked against the spec like an upstream's, so an example that breaks its own schema is
 * reported as a response violation: a contract bug in the document itself.
 */
import { createHash } from "node:crypto";
import { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import type { Request } from "express";
import { deref, isObj, type Obj } from "../compiler/openapi-document";
import { ServiceError } from "../errors/service-error";
import type { UpstreamCallbacks } from "../http/proxy/forward";
import type { Target } from "../http/proxy/router";
import { bareMediaType, isJsonMediaType, rangeCovers } from "../runtime/media-type";
import type { MountedSpec } from "./mounted-spec";

/** `Prefer: code=404, example=empty, dynamic=true` (RFC 7240 preferences, as Prism reads them). */
export function preferences(header: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (header ?? "").split(/[,;]/)) {
    const eq = part.indexOf("=");
    if (eq > 0)
      out.set(
        part.slice(0, eq).trim().toLowerCase(),
        part
          .slice(eq + 1)
          .trim()
          .replace(/^"|"$/g, ""),
      );
  }
  return out;
}

/** A seeded generator (mulberry32), so that the same operation and status give the same data. */
export function seeded(text: string): () => number {
  let a = createHash("sha256").update(text).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Whether an Accept header allows `mediaType` (q-values aside: any listed range that covers it). A JSON
 * answer also satisfies a vendor type with the `+json` suffix (RFC 6839): clients such as GitHub's ask for
 * `application/vnd.github.v3+json`, and the API, whose document declares `application/json`, answers JSON.
 */
export function accepts(accept: string | undefined, mediaType: string): boolean {
  if (!accept) return true;
  const type = bareMediaType(mediaType);
  const json = type === "application/json";
  return accept
    .split(",")
    .some(
      (range) => rangeCovers(range, type) || (json && /^\s*application\/[^;,\s]+\+json\s*(;|$)/i.test(range)),
    );
}

/**
 * A copy of a schema as json-schema-faker is to read it for an answer. The faker reads
 * exclusiveMinimum/exclusiveMaximum as draft 4's flags where OpenAPI 3.1 (JSON Schema 2020-12) gives them as
 * numbers, so those are written the draft 4 way; and it knows nothing of `writeOnly`, so those properties (a
 * password the client sends) are left out, as an answer never carries them.
 */
function answerSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(answerSchema);
  if (!isObj(schema)) return schema;
  const out: Obj = {};
  const writeOnly = isObj(schema.properties)
    ? Object.keys(schema.properties).filter(
        (name) =>
          isObj((schema.properties as Obj)[name]) &&
          ((schema.properties as Obj)[name] as Obj).writeOnly === true,
      )
    : [];
  for (const [k, v] of Object.entries(schema)) {
    if ((k === "exclusiveMinimum" || k === "exclusiveMaximum") && typeof v === "number") {
      out[k === "exclusiveMinimum" ? "minimum" : "maximum"] = v;
      out[k] = true;
    } else if (k === "properties" && isObj(v)) {
      out[k] = Object.fromEntries(
        Object.entries(v)
          .filter(([name]) => !writeOnly.includes(name))
          .map(([name, p]) => [name, answerSchema(p)]),
      );
    } else if (k === "required" && Array.isArray(v)) out[k] = v.filter((name) => !writeOnly.includes(name));
    else out[k] = answerSchema(v);
  }
  return out;
}

/**
 * Data generated from `schema` by json-schema-faker (the schema's own examples and defaults first), its
 * `#/components/...` references resolved against `document`.
 */
export function generateFromSchema(document: Obj, schema: Obj, random: () => number): unknown {
  // Loaded when a mock first generates data: its bundled dependencies take a noticeable part of every start.
  const { JSONSchemaFaker } = require("json-schema-faker") as typeof import("json-schema-faker");
  JSONSchemaFaker.option({
    useExamplesValue: true,
    useDefaultValue: true,
    alwaysFakeOptionals: true,
    failOnInvalidTypes: false,
    // A format of the document's own (Twilio's `phone-number`) is a string within the schema's lengths.
    failOnInvalidFormat: false,
    maxItems: 3,
    // Only the properties the schema names, never made-up ones, even where it allows more.
    fillProperties: false,
    random,
  });
  const root = { ...schema, components: document.components };
  return JSONSchemaFaker.generate(answerSchema(root) as never);
}

export interface MockAnswer {
  status: number;
  mediaType?: string;
  body?: Buffer;
  /** Headers besides Content-Type and Content-Length (a list's `Link`). */
  headers?: Record<string, string>;
}

/** Hands `answer` to the proxy's relay and response check, as an upstream's message would come. */
export function deliver(answer: MockAnswer, on: UpstreamCallbacks): void {
  const message = new IncomingMessage(new Socket());
  message.statusCode = answer.status;
  const headers = answer.mediaType
    ? ["Content-Type", answer.mediaType, "Content-Length", String(answer.body?.length ?? 0)]
    : ["Content-Length", "0"];
  for (const [name, value] of Object.entries(answer.headers ?? {})) headers.push(name, value);
  message.rawHeaders = headers;
  for (let i = 0; i < headers.length; i += 2) message.headers[headers[i].toLowerCase()] = headers[i + 1];
  message.complete = true;
  if (answer.body) message.push(answer.body);
  message.push(null);
  on.response(message);
}

export class SpecMock implements Target {
  readonly outcome = "mocked";
  /** Its operations in the document, found on the first answer: a start need not parse the document. */
  private byId?: Map<string, { label: string; op: Obj }>;

  constructor(private readonly spec: MountedSpec) {}

  private get operations(): Map<string, { label: string; op: Obj }> {
    if (this.byId) return this.byId;
    this.byId = new Map();
    const byKey = new Map(this.spec.operations.map((o) => [`${o.method} ${o.path}`, o.operationId]));
    const paths = isObj(this.spec.document.paths) ? this.spec.document.paths : {};
    for (const [path, item] of Object.entries(paths)) {
      if (!isObj(item)) continue;
      for (const [method, op] of Object.entries(item)) {
        const id = byKey.get(`${method} ${path}`);
        if (id && isObj(op)) this.byId.set(id, { label: `${method.toUpperCase()} ${path}`, op });
      }
    }
    return this.byId;
  }

  send(
    req: Request,
    _path: string,
    _body: unknown,
    _requestId: string,
    on: UpstreamCallbacks,
    operationId?: string,
  ): undefined {
    let answer: MockAnswer;
    try {
      answer = this.answer(operationId, req.get("prefer"), req.get("accept"));
    } catch (err) {
      on.failed(err instanceof ServiceError ? err : new ServiceError("internal", (err as Error).message));
      return undefined;
    }
    deliver(answer, on);
    return undefined;
  }

  /** The answer to a request for `operationId`, with its Prefer and Accept headers. */
  answer(
    operationId: string | undefined,
    prefer: string | undefined,
    accept: string | undefined,
  ): MockAnswer {
    const found = operationId === undefined ? undefined : this.operations.get(operationId);
    if (!found) throw new ServiceError("not_found", "no operation of the spec matches this request");
    const { label, op } = found;
    const wants = preferences(prefer);
    const responses = isObj(op.responses) ? op.responses : {};
    const [code, status] = this.status(label, responses, wants.get("code"));
    const response = deref(this.spec.document, responses[code]);
    const content = isObj(response.content) ? response.content : {};
    const declared = Object.keys(content);
    if (declared.length === 0) return { status };
    const ordered = [...declared.filter(isJsonMediaType), ...declared.filter((d) => !isJsonMediaType(d))];
    const mediaType = ordered.find((d) => accepts(accept, d));
    if (!mediaType) {
      throw new ServiceError(
        "not_acceptable",
        `${label} answers ${code} with ${declared.join(", ")}, none of which Accept allows`,
      );
    }
    const media = deref(this.spec.document, content[mediaType]);
    const value = this.value(label, media, wants, `${operationId} ${code} ${mediaType}`);
    const text = typeof value === "string" && !isJsonMediaType(mediaType) ? value : JSON.stringify(value);
    return {
      status,
      mediaType: mediaType.includes("*") ? "application/json" : mediaType,
      body: Buffer.from(text),
    };
  }

  private status(
    label: string,
    responses: Obj,
    preferred: string | undefined,
  ): [code: string, status: number] {
    const codes = Object.keys(responses);
    if (preferred !== undefined) {
      const code = [preferred, `${preferred[0]}XX`, "default"].find((c) => codes.includes(c));
      if (!/^[1-5]\d\d$/.test(preferred) || code === undefined) {
        throw new ServiceError(
          "invalid_argument",
          `Prefer: code=${preferred} is not declared for ${label} (declared: ${codes.join(", ")})`,
        );
      }
      return [code, Number(preferred)];
    }
    const numeric = codes.filter((c) => /^\d{3}$/.test(c)).sort();
    const code = numeric.find((c) => c.startsWith("2")) ?? numeric[0];
    if (code) return [code, Number(code)];
    const range = codes.find((c) => /^[1-5]XX$/i.test(c));
    if (range) return [range, Number(range[0]) * 100];
    return ["default", 200];
  }

  private value(label: string, media: Obj, wants: Map<string, string>, seed: string): unknown {
    const examples = isObj(media.examples) ? media.examples : {};
    const named = wants.get("example");
    if (named !== undefined) {
      if (!(named in examples)) {
        const known = Object.keys(examples);
        throw new ServiceError(
          "invalid_argument",
          `Prefer: example=${named}: ${label} has ${known.length ? `only ${known.join(", ")}` : "no named examples"}`,
        );
      }
      return deref(this.spec.document, examples[named]).value;
    }
    if (media.example !== undefined) return media.example;
    const first = Object.values(examples)[0];
    if (first !== undefined) return deref(this.spec.document, first).value;
    if (!isObj(media.schema)) return {};
    const random = wants.get("dynamic") === "true" ? Math.random : seeded(seed);
    return generateFromSchema(this.spec.document, media.schema, random);
  }
}
