/**
 * Requests made up from a spec, and their sending over loopback, for the rehearsal the gateway runs before
 * it listens (issue 7: no first-request spikes).
 *
 * Compiling every validator ahead is not enough: V8 compiles a function the first time it runs, gives it
 * inline caches after a few calls, and optimizes what runs hot, so the first request to an operation still
 * paid up to 4-10× its warm latency (8-12 ms for branch-lookup's 79-branch list) in code that had never
 * run: the handler, its domain logic, the response validator on a full body, the serializer. The service
 * front (service-front.ts) therefore sends every operation these requests, served by a scratch instance of
 * its service, before the port opens.
 */
import http from "node:http";
import type { OpenAPIV3 } from "express-openapi-validator/dist/framework/types";
import { sample } from "openapi-sampler";

export interface SyntheticRequest {
  /** For reports: the operation's operationId, or `METHOD path` without one. */
  operation: string;
  method: string;
  /** Path with the spec's base path, and query. */
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
}

const METHODS = ["get", "put", "post", "delete", "patch"] as const;

/**
 * Deterministic samples: examples, defaults and enums first, strings that fit simple patterns, required
 * properties only (optional ones, all set at once, make bodies the services refuse, such as an API key
 * with four kinds of restriction).
 */
const SAMPLING = { quiet: true, enablePatterns: true, skipReadOnly: true, skipNonRequired: true };

/** A request gets no answer: a handler that never replies must not hold up start-up. */
const ANSWER_TIMEOUT_MS = 5_000;

/** `node`, or what its local `$ref`s lead to (undefined when one leads nowhere). */
export function deref<T>(doc: object, node: T | OpenAPIV3.ReferenceObject): T {
  let n: unknown = node;
  for (let i = 0; i < 20 && n && typeof (n as OpenAPIV3.ReferenceObject).$ref === "string"; i++) {
    n = (n as OpenAPIV3.ReferenceObject).$ref
      .replace(/^#\//, "")
      .split("/")
      .reduce<unknown>(
        (o, k) => (o as Record<string, unknown>)?.[k.replace(/~1/g, "/").replace(/~0/g, "~")],
        doc,
      );
  }
  return n as T;
}

function parameterValue(doc: OpenAPIV3.DocumentV3, p: OpenAPIV3.ParameterObject): unknown {
  if (p.example !== undefined) return p.example;
  return p.schema ? sample(p.schema as never, SAMPLING, doc) : "";
}

function asText(v: unknown): string {
  return typeof v === "object" && v !== null ? JSON.stringify(v) : String(v);
}

/**
 * One request per operation of `doc`: path parameters and required query and header parameters sampled
 * from their schemas, and a sample body in the operation's first media type. No credentials: whoever runs
 * them decides who the caller is. Samples are plausible, not guaranteed valid (a pattern the sampler cannot
 * satisfy gives a 400, which still runs the request's validators).
 */
export function syntheticRequests(doc: OpenAPIV3.DocumentV3, basePath: string): SyntheticRequest[] {
  const requests: SyntheticRequest[] = [];
  for (const [template, item] of Object.entries(doc.paths ?? {})) {
    if (!item) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) =>
        deref<OpenAPIV3.ParameterObject>(doc, p),
      );
      let path = template;
      const query = new URLSearchParams();
      const headers: Record<string, string> = {};
      for (const p of params) {
        if (p.in !== "path" && !p.required) continue;
        const value = parameterValue(doc, p);
        if (p.in === "path") path = path.replace(`{${p.name}}`, encodeURIComponent(asText(value)));
        else if (p.in === "query") {
          for (const v of Array.isArray(value) ? value : [value]) query.append(p.name, asText(v));
        } else if (p.in === "header") headers[p.name.toLowerCase()] = asText(value);
      }
      let body: Buffer | undefined;
      const content = op.requestBody && deref<OpenAPIV3.RequestBodyObject>(doc, op.requestBody).content;
      const [mediaType, media] = Object.entries(content ?? {})[0] ?? [];
      if (mediaType) {
        const json = /json/.test(mediaType);
        const value = json && media?.schema ? sample(media.schema as never, SAMPLING, doc) : "rehearsal";
        body = Buffer.from(json ? JSON.stringify(value ?? {}) : String(value));
        headers["content-type"] = mediaType.includes("*") ? "application/octet-stream" : mediaType;
      }
      const qs = query.toString();
      requests.push({
        operation: op.operationId ?? `${method.toUpperCase()} ${template}`,
        method: method.toUpperCase(),
        url: `${basePath}${path}${qs ? `?${qs}` : ""}`,
        headers,
        body,
      });
    }
  }
  return requests;
}

/**
 * Sends `request` to a server on the loopback interface; resolves with the status once the body is read,
 * or with 0 when no answer comes in time.
 */
export function sendRequest(port: number, agent: http.Agent, request: SyntheticRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, agent, method: request.method, path: request.url, headers: request.headers },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.setTimeout(ANSWER_TIMEOUT_MS, () => {
      req.destroy();
      resolve(0);
    });
    req.on("error", reject);
    req.end(request.body);
  });
}
