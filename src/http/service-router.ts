/**
 * The request path of one reference service, in the order DESIGN.md section 2 gives: authentication,
 * body parsing, express-openapi-validator, dispatch by operationId to the handler table, then the reply;
 * anything thrown leaves in the service's error dialect.
 */
import express, { type Request, type Response, type Router } from "express";
import * as OpenApiValidator from "express-openapi-validator";
import type { OpenAPIV3 } from "express-openapi-validator/dist/framework/types";
import type { HandlerContext, OperationInfo, RawBody } from "../../generated/runtime";
import type { ErrorDialect } from "../errors/dialect";
import { ServiceError } from "../errors/service-error";
import type { ServiceDeps, ServiceInstance, ServiceModule } from "../runtime/service";
import { dialectErrorHandler } from "./errors";
import type { Logger } from "./logger";

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

export const JSON_TYPES = ["application/json", "application/*+json"];

function credentialsOf(req: Request) {
  return { header: (name: string) => req.get(name), query: req.query as Record<string, unknown> };
}

function send(res: Response, reply: Reply): void {
  res.status(reply.status);
  for (const [k, v] of Object.entries(reply.headers ?? {})) res.setHeader(k, v);
  if (reply.contentType !== undefined) {
    res.type(reply.contentType).send(reply.body);
  } else if ("body" in reply) {
    res.json(reply.body);
  } else {
    res.end();
  }
}

export function serviceRouter(o: ServiceRouterOptions): Router {
  const byId = new Map(o.operations.map((op) => [op.operationId, op]));
  const router = express.Router();

  router.use((req, res, next) => {
    res.locals.service = o.slug;
    res.locals.caller = o.module.authenticate(credentialsOf(req), o.deps);
    next();
  });
  router.use(express.json({ type: JSON_TYPES, limit: o.bodyLimit }));
  // Every other content type arrives as bytes; the validator then rejects types the operation does not take.
  router.use(express.raw({ type: () => true, limit: o.bodyLimit }));
  router.use(
    OpenApiValidator.middleware({
      apiSpec: o.apiDoc,
      validateApiSpec: false,
      validateRequests: { allowUnknownQueryParameters: false },
      validateResponses: o.validateResponses ? { removeAdditional: false } : false,
      validateSecurity: false,
      ignoreUndocumented: false,
      fileUploader: false,
      $refParser: { mode: "bundle" },
    }),
  );
  router.use((req, res, next) => {
    const meta = (
      req as Request & {
        openapi?: { schema?: { operationId?: string }; pathParams?: Record<string, string> };
      }
    ).openapi;
    const op = byId.get(meta?.schema?.operationId ?? "");
    if (!op || !meta) {
      next(new ServiceError("not_found", `no operation at ${req.method} ${req.originalUrl}`));
      return;
    }
    res.locals.operationId = op.operationId;
    const headers: Record<string, string> = {};
    for (const name of op.headerParams) {
      const v = req.get(name);
      if (v !== undefined) headers[name] = v;
    }
    let body: unknown;
    if (op.body === "json") body = req.body;
    else if (op.body === "raw" && Buffer.isBuffer(req.body) && req.body.length > 0) {
      body = {
        contentType: req.get("content-type") ?? "application/octet-stream",
        data: req.body,
      } satisfies RawBody;
    }
    const ctx: HandlerContext = {
      requestId: String(res.locals.requestId),
      baseUrl: `${req.protocol}://${req.get("host")}${o.basePath}`,
      caller: res.locals.caller,
    };
    const handler = (o.instance().handlers as Record<string, AnyHandler>)[op.operationId];
    const request = { path: meta.pathParams ?? {}, query: req.query, headers, body };
    Promise.resolve()
      .then(() => handler(request, ctx) as Reply | Promise<Reply>)
      .then((reply) => send(res, reply))
      .catch(next);
  });
  router.use(dialectErrorHandler(o.dialect, o.logger));
  return router;
}
