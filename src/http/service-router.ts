/**
 * The request path of one reference service, served at the service's base path (base-paths.ts), in the order
 * the gateway's design gives: authentication, body parsing, validation with the generated validators
 * (request-validation.ts), dispatch by operationId to the handler table, then the reply, checked against
 * the spec (response-validation.ts); anything thrown leaves in the service's error dialect.
 *
 * It is served by the app's front door (front-door.ts) or, when the app sends a request through Express, as an
 * Express layer: either way everything the app runs before it (the request log, whatever a deployment adds)
 * applies to its requests, and Express's request API reads them. A JSON reply is serialized once and
 * written straight to the response (send-json.ts); no closure is made per request except to read a body or
 * to wait for an asynchronous handler.
 */
import express, { type NextFunction, type Request, type Response } from "express";
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
import type { ServeAt } from "./base-paths";
import { dialectErrorHandler } from "./errors";
import { FormFields, isFormBody, malformedForm, readForm } from "./form-body";
import type { IgnoredParameters } from "./ignored-parameters";
import type { Logger } from "./logger";
import { type OperationMatch, requestParts, ServiceValidation } from "./request-validation";
import { checkReply } from "./response-validation";
import { sendJson } from "./send-json";

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

/** Handler inputs with no headers: shared, and frozen so that no handler keeps state in it. */
const NO_HEADERS: Readonly<Record<string, unknown>> = Object.freeze({});

/** What a request offers to authenticate with; its query is parsed once, when first read. */
class Credentials implements RequestCredentials {
  private parsed: Record<string, unknown> | undefined;

  constructor(private readonly req: Request) {}

  header(name: string): string | undefined {
    return this.req.get(name);
  }

  /** Express parses the query string anew on every read of req.query. */
  get query(): Record<string, unknown> {
    this.parsed ??= this.req.query as Record<string, unknown>;
    return this.parsed;
  }
}

/** What a handler learns of its request beyond its parameters; the rarely read parts are worked out when read. */
class RequestContext implements HandlerContext {
  constructor(
    readonly requestId: string,
    readonly caller: Caller | undefined,
    private readonly req: Request,
    private readonly basePath: string,
  ) {}

  /** For absolute links; Express's own reading, so that the app's "trust proxy" setting applies. */
  get baseUrl(): string {
    return `${this.req.protocol}://${this.req.host}${this.basePath}`;
  }

  accepts(types: readonly string[]): string | undefined {
    return this.req.accepts(types as string[]) || undefined;
  }

  /**
   * Where the request comes from: the connection's peer as Express reads it, so that the app's "trust proxy"
   * setting decides whether an X-Forwarded-For names the client (off by default: a caller cannot pick the
   * address it is counted as), and the page it says it was sent from.
   */
  get client(): ClientInfo {
    return {
      address: this.req.ip ?? this.req.socket.remoteAddress ?? "",
      origin: this.req.get("origin"),
      referer: this.req.get("referer"),
    };
  }
}

/** What res.send turns into JSON: the bodies the response validator checks. */
function isJsonValue(body: unknown): boolean {
  return (
    typeof body === "number" ||
    typeof body === "boolean" ||
    (typeof body === "object" && body !== null && !ArrayBuffer.isView(body))
  );
}

/** Whether Node's parser saw a body: a Content-Length or a Transfer-Encoding (type-is's test). */
function hasBody(req: Request): boolean {
  return (
    req.headers["transfer-encoding"] !== undefined || !Number.isNaN(Number(req.headers["content-length"]))
  );
}

export function serviceRouter(o: ServiceRouterOptions): ServeAt {
  const validation = new ServiceValidation(o.operations, o.validation, {
    unknownQueryParameter: (name) => o.dialect.unknownQueryParameter?.(name),
  });
  // Given only requests `req.is(JSON_TYPES)` has taken (below): its own test of the type would parse the
  // Content-Type a second time.
  const json = express.json({ type: () => true, limit: o.bodyLimit });
  // Every other content type arrives as bytes; validation then rejects types the operation does not take.
  const raw = express.raw({ type: () => true, limit: o.bodyLimit });
  const onError = dialectErrorHandler(o.dialect, o.logger);
  const isPublic = (req: Request, path: string) => {
    try {
      return validation.match(req.method, path).operation.info.public === true;
    } catch {
      return false;
    }
  };

  /** Checks the reply first: a reply that breaks the spec leaves as an error, with none of its headers. */
  function send(res: Response, v: OperationValidation, reply: Reply): void {
    // A string is a JSON string, or the text of a non-JSON reply whose schema is a string.
    if (o.validateResponses && (isJsonValue(reply.body) || typeof reply.body === "string"))
      checkReply(v, reply.status, reply.contentType, reply.body);
    if (reply.headers) res.set(reply.headers);
    if (!("body" in reply)) {
      res.statusCode = reply.status;
      res.end();
      return;
    }
    if (reply.contentType === undefined) {
      sendJson(res, reply.status, reply.body);
      return;
    }
    res.status(reply.status);
    // A full media type is sent exactly as given (res.set and res.type would add a charset to JSON and text
    // types, and raw content such as hosted configuration must come back with the type it was stored with).
    if (reply.contentType.includes("/")) res.setHeader("Content-Type", reply.contentType);
    else res.type(reply.contentType);
    res.send(reply.body);
  }

  function dispatch(req: Request, res: Response, match: OperationMatch): void {
    const { info, validation: v } = match.operation;
    const contentType = req.headers["content-type"];
    const parts = requestParts(req, match.pathParams);
    const parsed = validation.validate(match.operation, parts, contentType);
    const requestId = String(res.locals.requestId);
    if (parsed.ignored.length > 0)
      o.ignoredParameters.record(
        { service: o.slug, operationId: info.operationId, requestId },
        parsed.ignored,
      );
    let body: unknown;
    if (info.body === "json") body = parsed.body;
    else if (info.body === "raw") {
      // A form body was read into its fields for validation; the handler takes its bytes as they came.
      const data = req.body instanceof FormFields ? req.body.bytes : req.body;
      if (Buffer.isBuffer(data) && data.length > 0)
        body = { contentType: contentType ?? "application/octet-stream", data } satisfies RawBody;
    }
    const ctx = new RequestContext(requestId, res.locals.caller as Caller | undefined, req, o.basePath);
    const instance = o.instance();
    const request = {
      path: parsed.params,
      query: parsed.query,
      headers: handlerHeaders(v, parsed.headers),
      body,
    };
    const handler = handlerOf(instance.handlers, info.operationId);
    const reply = handler(
      request,
      instance.context ? instance.context(ctx, request, info.operationId) : ctx,
    ) as Reply | Promise<Reply>;
    if (reply instanceof Promise) {
      reply.then(
        (r) => deliver(req, res, v, r),
        (err: unknown) => onError(err, req, res, noNext),
      );
    } else deliver(req, res, v, reply);
  }

  function deliver(req: Request, res: Response, v: OperationValidation, reply: Reply): void {
    try {
      send(res, v, reply);
    } catch (err) {
      onError(err, req, res, noNext);
    }
  }

  /** Validation and dispatch once the body is read; `err` is the body parser's. */
  function proceed(req: Request, res: Response, match: OperationMatch | undefined, failure: unknown): void {
    try {
      if (failure !== undefined) throw failure;
      dispatch(req, res, match!);
    } catch (err) {
      onError(err, req, res, noNext);
    }
  }

  return (req, res, path) => {
    const credentials = new Credentials(req);
    // Set first, so that every answer carries them: the error renderer adds its headers to these.
    const always = o.module.responseHeaders?.(credentials);
    if (always) res.set(always);
    try {
      res.locals.service = o.slug;
      res.locals.caller = o.module.authenticate(credentials, o.deps);
    } catch (err) {
      // An operation whose own `security` is empty (a health probe) is served without credentials.
      if (!isPublic(req, path)) {
        onError(err, req, res, noNext);
        return;
      }
    }
    // The operation is found before the body is read, to read it as its operation takes it; a 404 or 405 is
    // reported after body parsing, whose errors come first (as express-openapi-validator behind express.json()).
    let match: OperationMatch | undefined;
    let notFound: unknown;
    try {
      match = validation.match(req.method, path);
      res.locals.operationId = match.operation.info.operationId;
    } catch (err) {
      notFound = err;
    }
    // Without a body there is nothing to parse (body-parser would pass the request on untouched).
    if (!hasBody(req)) {
      proceed(req, res, match, notFound);
      return;
    }
    // An operation that takes several media types (or a non-JSON one) gets its body as bytes, JSON included;
    // a form body is read into its fields for validation (form-body.ts).
    const parser = match?.operation.info.body !== "raw" && req.is(JSON_TYPES) ? json : raw;
    parser(req, res, (err?: unknown) => {
      const contentType = req.headers["content-type"];
      const forms = match?.operation.validation.body?.forms;
      if (err !== undefined || !forms || !Buffer.isBuffer(req.body) || !isFormBody(contentType)) {
        proceed(req, res, match, err ?? notFound);
        return;
      }
      readForm(req.body, contentType ?? "").then(
        (fields) => {
          req.body = fields;
          proceed(req, res, match, notFound);
        },
        () => proceed(req, res, match, notFound ?? malformedForm(contentType ?? "")),
      );
    });
  };
}

/** The handler knows headers by the names its spec gives them; `values` has them by lower-case name. */
function handlerHeaders(v: OperationValidation, values: Record<string, unknown>): Record<string, unknown> {
  let headers: Record<string, unknown> | undefined;
  for (const p of v.parameters) {
    if (p.in !== "header") continue;
    const value = values[p.name.toLowerCase()];
    if (value === undefined) continue;
    headers ??= {};
    headers[p.name] = value;
  }
  return headers ?? NO_HEADERS;
}

/** Errors are answered where they happen: nothing is passed on to the app's next handler. */
const noNext: NextFunction = () => undefined;
