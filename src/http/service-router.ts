/**
 * The request path of one reference service, mounted in Express at the service's base path, in the order
 * the gateway's design gives: authentication, body parsing, validation with the generated validators
 * (request-validation.ts), dispatch by operationId to the handler table, then the reply, checked against
 * the spec (response-validation.ts); anything thrown leaves in the service's error dialect.
 *
 * It is one Express middleware: everything the app `use`s before it (the request log, whatever a deployment
 * adds) applies to its requests, and Express's own request and response API does the rest.
 */
import express, { type Request, type RequestHandler, type Response } from "express";
import type { ServiceSlug } from "../../generated/index";
import type {
  Caller,
  ClientInfo,
  HandlerContext,
  OperationInfo,
  OperationValidation,
  RawBody,
} from "../../generated/runtime";
import type { ErrorDialect } from "../errors/dialect";
import {
  handlerOf,
  type RequestCredentials,
  type ServiceDeps,
  type ServiceInstance,
  type ServiceModule,
} from "../runtime/service";
import { dialectErrorHandler } from "./errors";
import type { IgnoredParameters } from "./ignored-parameters";
import type { Logger } from "./logger";
import { type OperationMatch, requestParts, ServiceValidation } from "./request-validation";
import { checkReply } from "./response-validation";

interface Reply {
  status: number;
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface ServiceRouterOptions {
  slug: string;
  basePath: string;
  operations: readonly OperationInfo[];
  validation: Readonly<Record<string, OperationValidation>>;
  module: ServiceModule<ServiceSlug>;
  /** The live instance: admin reset replaces it. */
  instance: () => ServiceInstance<ServiceSlug>;
  deps: ServiceDeps;
  dialect: ErrorDialect;
  validateResponses: boolean;
  logger: Logger;
  bodyLimit: string;
  ignoredParameters: IgnoredParameters;
}

export const JSON_TYPES = ["application/json", "application/*+json"];

function credentialsOf(req: Request): RequestCredentials {
  return { header: (name) => req.get(name), query: req.query as Record<string, unknown> };
}

/**
 * Where the request comes from: the connection's peer as Express reads it, so that the app's "trust proxy"
 * setting decides whether an X-Forwarded-For names the client (off by default: a caller cannot pick the
 * address it is counted as), and the page it says it was sent from.
 */
function clientOf(req: Request): ClientInfo {
  return {
    address: req.ip ?? req.socket.remoteAddress ?? "",
    origin: req.get("origin"),
    referer: req.get("referer"),
  };
}

/** What res.send turns into JSON: the bodies the response validator checks. */
function isJsonValue(body: unknown): boolean {
  return (
    typeof body === "number" ||
    typeof body === "boolean" ||
    (typeof body === "object" && body !== null && !ArrayBuffer.isView(body))
  );
}

export function serviceRouter(o: ServiceRouterOptions): RequestHandler {
  const validation = new ServiceValidation(o.operations, o.validation, {
    unknownQueryParameter: (name) => o.dialect.unknownQueryParameter?.(name),
    emptyQueryValue: (name) => o.dialect.emptyQueryValue?.(name),
  });
  const json = express.json({ type: JSON_TYPES, limit: o.bodyLimit });
  // Every other content type arrives as bytes; validation then rejects types the operation does not take.
  const raw = express.raw({ type: () => true, limit: o.bodyLimit });
  const onError = dialectErrorHandler(o.dialect, o.logger);
  const isPublic = (req: Request) => {
    try {
      return validation.match(req.method, req.path).operation.info.public === true;
    } catch {
      return false;
    }
  };

  /** Checks the reply first: a reply that breaks the spec leaves as an error, with none of its headers. */
  function send(res: Response, v: OperationValidation, reply: Reply): void {
    if (o.validateResponses && isJsonValue(reply.body))
      checkReply(v, reply.status, reply.contentType, reply.body);
    res.status(reply.status);
    if (reply.headers) res.set(reply.headers);
    if (!("body" in reply)) {
      res.end();
      return;
    }
    // A full media type is sent exactly as given (res.set and res.type would add a charset to JSON and text
    // types, and raw content such as hosted configuration must come back with the type it was stored with).
    if (reply.contentType?.includes("/")) res.setHeader("Content-Type", reply.contentType);
    else if (reply.contentType !== undefined) res.type(reply.contentType);
    if (reply.contentType === undefined) res.json(reply.body);
    else res.send(reply.body);
  }

  function dispatch(req: Request, res: Response, match: OperationMatch, fail: (err: unknown) => void): void {
    const { info, validation: v } = match.operation;
    const contentType = req.get("content-type");
    const parsed = validation.validate(match.operation, requestParts(req, match.pathParams), contentType);
    o.ignoredParameters.record(
      { service: o.slug, operationId: info.operationId, requestId: String(res.locals.requestId) },
      parsed.ignored,
    );
    // The handler knows headers by the names its spec gives them.
    const headers: Record<string, unknown> = {};
    for (const p of v.parameters) {
      const value = p.in === "header" ? parsed.headers[p.name.toLowerCase()] : undefined;
      if (value !== undefined) headers[p.name] = value;
    }
    let body: unknown;
    if (info.body === "json") body = parsed.body;
    else if (info.body === "raw" && Buffer.isBuffer(req.body) && req.body.length > 0) {
      body = { contentType: contentType ?? "application/octet-stream", data: req.body } satisfies RawBody;
    }
    const ctx: HandlerContext = {
      requestId: String(res.locals.requestId),
      // Few handlers need it (absolute links), so it is worked out only when read.
      get baseUrl() {
        // Express's own reading, so that the app's "trust proxy" setting applies.
        return `${req.protocol}://${req.host}${o.basePath}`;
      },
      caller: res.locals.caller as Caller | undefined,
      accepts: (types) => req.accepts([...types]) || undefined,
      // Read by few handlers (key restrictions, the lookup log): worked out only when read.
      get client() {
        return clientOf(req);
      },
    };
    const instance = o.instance();
    const request = { path: parsed.params, query: parsed.query, headers, body };
    const handler = handlerOf(instance.handlers, info.operationId);
    const reply = handler(
      request,
      instance.context ? instance.context(ctx, request, info.operationId) : ctx,
    ) as Reply | Promise<Reply>;
    const deliver = (r: Reply) => {
      try {
        send(res, v, r);
      } catch (err) {
        fail(err);
      }
    };
    if (reply instanceof Promise) reply.then(deliver, fail);
    else deliver(reply);
  }

  return (req, res, next) => {
    const fail = (err: unknown) => onError(err, req, res, next);
    // Set first, so that every answer carries them: the error renderer adds its headers to these.
    const always = o.module.responseHeaders?.(credentialsOf(req));
    if (always) res.set(always);
    try {
      res.locals.service = o.slug;
      res.locals.caller = o.module.authenticate(credentialsOf(req), o.deps);
    } catch (err) {
      // An operation whose own `security` is empty (a health probe) is served without credentials.
      if (!isPublic(req)) {
        fail(err);
        return;
      }
    }
    // The operation is found before the body is read, to read it as its operation takes it; a 404 or 405 is
    // reported after body parsing, whose errors come first (as express-openapi-validator behind express.json()).
    let match: OperationMatch | undefined;
    let notFound: unknown;
    try {
      match = validation.match(req.method, req.path);
      res.locals.operationId = match.operation.info.operationId;
    } catch (err) {
      notFound = err;
    }
    const validateAndDispatch = (err?: unknown) => {
      if (err || notFound) {
        fail(err ?? notFound);
        return;
      }
      try {
        dispatch(req, res, match!, fail);
      } catch (e) {
        fail(e);
      }
    };
    // An operation that takes several media types (or a non-JSON one) gets its body as bytes, JSON included.
    if (match?.operation.info.body === "raw") raw(req, res, validateAndDispatch);
    else json(req, res, (err?: unknown) => (err ? fail(err) : raw(req, res, validateAndDispatch)));
  };
}
