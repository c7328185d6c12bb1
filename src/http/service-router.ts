/**
 * The request path of one reference service, in the order DESIGN.md section 2 gives: authentication,
 * body parsing, validation against the spec (src/http/openapi-validation.ts), dispatch by operationId to
 * the handler table, then the reply; anything thrown leaves in the service's error dialect.
 *
 * It is one handler rather than a router of middlewares, and everything that can be decided once (the
 * operation table, the validators, the body parsers) is built before the gateway listens. It uses Node's
 * own request and response API, so that it can run ahead of Express (service-front.ts explains why); the
 * few replies that need Express's response methods get the Express objects first (adoptExpress).
 */
import querystring from "node:querystring";
import type { TLSSocket } from "node:tls";
import express, { type Request, type RequestHandler, type Response } from "express";
import type { OpenAPIV3 } from "express-openapi-validator/dist/framework/types";
import type { Caller, HandlerContext, OperationInfo, RawBody } from "../../generated/runtime";
import type { ErrorDialect } from "../errors/dialect";
import { ServiceError } from "../errors/service-error";
import { PageTokens } from "../runtime/pagination";
import {
  DEFAULT_CALLERS,
  type RequestCredentials,
  type ServiceDeps,
  type ServiceInstance,
  type ServiceModule,
} from "../runtime/service";
import { MemoryStore } from "../runtime/store";
import { dialectErrorHandler } from "./errors";
import type { Logger } from "./logger";
import { type CompiledOperation, CompiledSpec, type OperationMatch } from "./openapi-validation";
import { type SyntheticRequest, syntheticRequests } from "./rehearsal";
import { adoptExpress } from "./service-front";

/** The handler table seen generically: the generated interfaces make each member's types exact. */
type AnyHandler = (req: unknown, ctx: HandlerContext) => unknown;

interface Reply {
  status: number;
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface ServiceRouterOptions {
  slug: string;
  basePath: string;
  apiDoc: OpenAPIV3.DocumentV3;
  operations: readonly OperationInfo[];
  module: ServiceModule<never>;
  /** The live instance: admin reset replaces it. */
  instance: () => ServiceInstance<never>;
  deps: ServiceDeps;
  dialect: ErrorDialect;
  validateResponses: boolean;
  logger: Logger;
  bodyLimit: string;
}

/** Where a request path gets its state and its caller from. */
interface Backend {
  instance(): ServiceInstance<never>;
  authenticate(credentials: RequestCredentials): Caller | undefined;
}

export interface ServiceRoutes {
  handle: RequestHandler;
  /**
   * The same request path on a scratch instance of the service (its own store, loaded with the service's
   * fixtures, and the default callers), with one made-up request per operation carrying the service's dev
   * credentials, then one without credentials: run before the gateway listens, they leave the service's
   * state untouched (rehearsal.ts).
   */
  rehearsal(): { handle: RequestHandler; requests: SyntheticRequest[] };
}

export const JSON_TYPES = ["application/json", "application/*+json"];

/** Express's req.get, on Node's request. */
function header(req: Request, name: string): string | undefined {
  const lc = name.toLowerCase();
  const value =
    lc === "referer" || lc === "referrer" ? req.headers.referrer || req.headers.referer : req.headers[lc];
  return value as string | undefined;
}

function credentialsOf(req: Request): RequestCredentials {
  return { header: (name) => header(req, name), query: req.query as Record<string, unknown> };
}

/**
 * The mount-relative path, and the query parsed as Express's default ("simple") query parser does, made
 * a plain property: Express would parse it again on every read.
 */
function pathAndQuery(req: Request): string {
  const url = req.url;
  const q = url.indexOf("?");
  Object.defineProperty(req, "query", {
    value: querystring.parse(q < 0 ? "" : url.slice(q + 1)),
    writable: true,
    configurable: true,
    enumerable: true,
  });
  return q < 0 ? url : url.slice(0, q);
}

/**
 * Express's res.json for this app's settings (no ETag, default JSON settings), written by Node directly.
 * False where res.send would do more than that (HEAD, conditional requests, 204/205/304, a Content-Type
 * the handler chose): those go through Express.
 */
function writeJson(req: Request, res: Response, body: unknown): boolean {
  const status = res.statusCode;
  if (
    req.method === "HEAD" ||
    req.headers["if-none-match"] !== undefined ||
    req.headers["if-modified-since"] !== undefined ||
    status === 204 ||
    status === 205 ||
    status === 304 ||
    res.hasHeader("content-type")
  ) {
    return false;
  }
  const json = JSON.stringify(body) as string | undefined;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  if (json === undefined) {
    res.end();
    return true;
  }
  res.setHeader("Content-Length", Buffer.byteLength(json));
  res.end(json);
  return true;
}

/** What res.send turns into JSON (and so what the validator checked as res.json's argument). */
function isJsonValue(body: unknown): boolean {
  return (
    typeof body === "number" ||
    typeof body === "boolean" ||
    (typeof body === "object" && body !== null && !ArrayBuffer.isView(body))
  );
}

/**
 * Builds the handler of one service; the spec's validators are all compiled before it returns, so that no
 * request pays for compiling one.
 */
export async function serviceRouter(o: ServiceRouterOptions): Promise<ServiceRoutes> {
  const spec = await CompiledSpec.compile(o.apiDoc, { validateResponses: o.validateResponses });
  const byId = new Map(o.operations.map((op) => [op.operationId, op]));
  const json = express.json({ type: JSON_TYPES, limit: o.bodyLimit });
  // Every other content type arrives as bytes; the validator then rejects types the operation does not take.
  const raw = express.raw({ type: () => true, limit: o.bodyLimit });
  const onError = dialectErrorHandler(o.dialect, o.logger);

  function send(req: Request, res: Response, operation: CompiledOperation, reply: Reply): void {
    res.statusCode = reply.status;
    for (const [k, v] of Object.entries(reply.headers ?? {})) res.setHeader(k, v);
    if (reply.contentType !== undefined) {
      adoptExpress(req, res);
      // A full media type is sent exactly as given (res.type would append a charset to JSON and text types,
      // and raw content such as hosted configuration must come back with the type it was stored with).
      if (reply.contentType.includes("/")) res.setHeader("Content-Type", reply.contentType);
      else res.type(reply.contentType);
      if (isJsonValue(reply.body)) spec.validateResponse(req, res, operation, reply.body);
      res.send(reply.body);
    } else if ("body" in reply) {
      spec.validateResponse(req, res, operation, reply.body);
      if (!writeJson(req, res, reply.body)) {
        adoptExpress(req, res);
        res.json(reply.body);
      }
    } else {
      res.end();
    }
  }

  function dispatch(
    backend: Backend,
    req: Request,
    res: Response,
    match: OperationMatch,
    fail: (err: unknown) => void,
  ): void {
    const op = byId.get(match.operation.operationId ?? "");
    if (!op) {
      fail(new ServiceError("not_found", `no operation at ${req.method} ${req.originalUrl}`));
      return;
    }
    res.locals.operationId = op.operationId;
    const headers: Record<string, string> = {};
    for (const name of op.headerParams) {
      const v = header(req, name);
      if (v !== undefined) headers[name] = v;
    }
    let body: unknown;
    if (op.body === "json") body = req.body;
    else if (op.body === "raw" && Buffer.isBuffer(req.body) && req.body.length > 0) {
      body = {
        contentType: req.headers["content-type"] ?? "application/octet-stream",
        data: req.body,
      } satisfies RawBody;
    }
    const ctx: HandlerContext = {
      requestId: String(res.locals.requestId),
      // Few handlers need it (absolute links), so it is worked out only when read.
      get baseUrl() {
        // As Express's req.protocol without "trust proxy", which the gateway leaves off.
        const protocol = (req.socket as TLSSocket).encrypted ? "https" : "http";
        return `${protocol}://${req.headers.host}${o.basePath}`;
      },
      caller: res.locals.caller,
    };
    const handler = (backend.instance().handlers as Record<string, AnyHandler>)[op.operationId];
    const request = { path: match.pathParams, query: req.query, headers, body };
    const reply = handler(request, ctx) as Reply | Promise<Reply>;
    const deliver = (r: Reply) => {
      try {
        send(req, res, match.operation, r);
      } catch (err) {
        fail(err);
      }
    };
    if (reply instanceof Promise) reply.then(deliver, fail);
    else deliver(reply);
  }

  const handlerOf =
    (backend: Backend): RequestHandler =>
    (req, res, next) => {
      const fail = (err: unknown) => onError(err, req, res, next);
      const path = pathAndQuery(req);
      try {
        res.locals.service = o.slug;
        res.locals.caller = backend.authenticate(credentialsOf(req));
      } catch (err) {
        fail(err);
        return;
      }
      // The operation is found before the body is read, to read it as its operation takes it; a 404 or 405
      // is reported after body parsing, whose errors come first, as before.
      let match: OperationMatch | undefined;
      let notFound: unknown;
      try {
        match = spec.match(req.method, path, path);
      } catch (err) {
        notFound = err;
      }
      const validateAndDispatch = (err?: unknown) => {
        if (err || notFound) {
          fail(err ?? notFound);
          return;
        }
        try {
          spec.validateRequest(req, match!);
          dispatch(backend, req, res, match!, fail);
        } catch (e) {
          fail(e);
        }
      };
      // An operation that takes several media types (or a non-JSON one) gets its body as bytes, JSON included.
      if (match && byId.get(match.operation.operationId ?? "")?.body === "raw")
        raw(req, res, validateAndDispatch);
      else json(req, res, (err?: unknown) => (err ? fail(err) : raw(req, res, validateAndDispatch)));
    };

  return {
    handle: handlerOf({
      instance: o.instance,
      authenticate: (credentials) => o.module.authenticate(credentials, o.deps),
    }),
    rehearsal: () => {
      const deps: ServiceDeps = {
        ...o.deps,
        store: new MemoryStore(),
        pageTokens: new PageTokens(),
        config: { callers: DEFAULT_CALLERS },
      };
      const scratch = o.module.create(deps);
      const requests = syntheticRequests(o.apiDoc, o.basePath);
      const credentials = o.module.devCredentials();
      return {
        handle: handlerOf({
          instance: () => scratch,
          authenticate: (c) => o.module.authenticate(c, deps),
        }),
        requests: [
          ...requests.map((r) => ({ ...r, headers: { ...r.headers, ...credentials } })),
          ...requests.slice(0, 1),
        ],
      };
    },
  };
}
