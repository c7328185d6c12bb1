/**
 * The request path of one proxied service (issue 6): read the body (request-body.ts explains when it is
 * held back), validate the request with the service's generated validators exactly as the reference
 * services do (src/http/request-validation.ts), reject it (enforce) or record it (report), forward it, relay
 * the upstream's response unchanged while checking it against the spec (response-check.ts). Gateway-made answers (rejections, 502, 504) leave in the service's error dialect.
 */
import type { IncomingMessage } from "node:http";
import { pipeline } from "node:stream";
import express, { type Request, type RequestHandler, type Response, type Router } from "express";
import type { OperationInfo, OperationValidation } from "../../../generated/runtime";
import type { UpstreamConfig } from "../../config";
import type { ErrorDialect } from "../../errors/dialect";
import { ServiceError } from "../../errors/service-error";
import { dialectErrorHandler, isValidatorError } from "../errors";
import type { Logger } from "../logger";
import { requestParts, ServiceValidation } from "../request-validation";
import { downstreamHeaders, forward, type UpstreamTarget } from "./forward";
import type { Outcome, ProxyMetrics } from "./metrics";
import { readRequestBody, requestBodyOf } from "./request-body";
import { decodeBody, ResponseContract } from "./response-check";
import type { Finding, ViolationError, ViolationLog } from "./violations";

export interface ProxyRouterOptions {
  slug: string;
  operations: readonly OperationInfo[];
  validation: Readonly<Record<string, OperationValidation>>;
  dialect: ErrorDialect;
  logger: Logger;
  upstream: UpstreamConfig;
  validationLimitBytes: number;
  violations: ViolationLog;
  metrics: ProxyMetrics;
}

/**
 * The validator names a request part as a JSON pointer (`/query/pageSize`, `/body/restrictions/x`); a few
 * of its errors carry the request path instead, which points at nothing inside the request.
 */
function pointerOf(path: string | undefined): string {
  const pointer = path?.startsWith(".") ? path.replace(/\./g, "/") : (path ?? "");
  return /^\/(query|params|headers|cookies|body)(\/|$)/.test(pointer) ? pointer : "";
}

function operationIdOf(res: Response): string | undefined {
  return res.locals.operationId;
}

interface RequestVerdict {
  finding: Finding;
  /** What enforce answers with. */
  rejection: unknown;
}

/**
 * Turns the validator's outcome into a finding. Body errors are dropped for a body that was streamed
 * rather than read (its schema was not checked, and "required body missing" would be false), and replaced
 * by the parse error for a body that is not JSON at all. Undefined: nothing to report; an error that is
 * not a validation failure is rethrown.
 */
function judge(err: unknown, res: Response): RequestVerdict | undefined {
  const body = requestBodyOf(res);
  const parseError = body.kind === "buffered" ? body.parseError : undefined;
  const bodyUnchecked = body.kind === "streamed" || parseError !== undefined;
  if (err !== undefined && !isValidatorError(err)) throw err;
  if (err?.status === 404 || err?.status === 405) {
    return {
      finding: { kind: "unknown_operation", errors: [{ pointer: "", message: err.message }] },
      rejection: err,
    };
  }
  if (err?.status === 415) {
    return {
      finding: { kind: "content_type", errors: [{ pointer: "/headers/content-type", message: err.message }] },
      rejection: err,
    };
  }
  if (err !== undefined && err.status !== 400) throw err;
  const kept = (err?.errors ?? []).filter((e) => !(bodyUnchecked && pointerOf(e.path).startsWith("/body")));
  const errors: ViolationError[] = kept.map((e) => ({
    pointer: pointerOf(e.path),
    message: e.message ?? "invalid",
  }));
  if (parseError) errors.push(parseError);
  if (errors.length === 0) return undefined;
  const rejection =
    kept.length > 0
      ? { ...err, status: 400, message: err?.message ?? "invalid request", errors: kept }
      : new ServiceError("invalid_argument", "request body is not valid JSON", {
          violations: [{ field: "body", description: parseError?.message ?? "not JSON" }],
        });
  return { finding: { kind: "schema", errors }, rejection };
}

/** Builds the router of one proxied service. */
export function proxyRouter(o: ProxyRouterOptions): Router {
  const validation = new ServiceValidation(o.operations, o.validation);
  const contract = new ResponseContract(o.validation);
  const target: UpstreamTarget = { url: new URL(o.upstream.url), timeoutMs: o.upstream.timeoutMs };
  const setOutcome = (res: Response, outcome: Outcome) => {
    res.locals.proxyOutcome = outcome;
  };

  const about = (req: Request, res: Response) => ({
    service: o.slug,
    operationId: operationIdOf(res),
    requestId: String(res.locals.requestId),
    method: req.method,
    path: req.originalUrl,
    policy: o.upstream.policy,
  });
  const requestViolation = (
    req: Request,
    res: Response,
    finding: Finding,
    action: "rejected" | "forwarded",
  ) => o.violations.record({ ...finding, ...about(req, res), direction: "request", action });
  // A response violation never changes the response: it is passed through as it came.
  const responseViolation = (req: Request, res: Response, finding: Finding, status: number) =>
    o.violations.record({
      ...finding,
      ...about(req, res),
      direction: "response",
      status,
      action: "passed_through",
    });

  const start: RequestHandler = (_req, res, next) => {
    res.locals.service = o.slug;
    res.on("close", () => {
      res.locals.proxyClientGone = !res.writableFinished;
      // Whatever was under way when the connection closed early, it ended for the client.
      const set = res.locals.proxyOutcome as Outcome | undefined;
      const outcome: Outcome = res.writableFinished
        ? (set ?? "gateway_error")
        : set === "upstream_aborted"
          ? set
          : "client_aborted";
      o.metrics.requests.inc({
        service: o.slug,
        operation: operationIdOf(res) ?? "unknown",
        outcome,
        status: res.headersSent ? String(res.statusCode) : "",
      });
    });
    next();
  };

  const decide = (err: unknown, req: Request, res: Response, next: (err?: unknown) => void) => {
    let verdict: RequestVerdict | undefined;
    try {
      verdict = judge(err, res);
    } catch (unexpected) {
      next(unexpected);
      return;
    }
    if (!verdict) return next();
    const enforce = o.upstream.policy === "enforce";
    requestViolation(req, res, verdict.finding, enforce ? "rejected" : "forwarded");
    if (!enforce) return next();
    setOutcome(res, "rejected");
    next(verdict.rejection);
  };
  /** The same validation as the reference services (src/http/request-validation.ts), then the policy. */
  const validate: RequestHandler = (req, res, next) => {
    let failure: unknown;
    try {
      const match = validation.match(req.method, req.path);
      res.locals.operationId = match.operation.info.operationId;
      validation.validate(match.operation, requestParts(req, match.pathParams), req.get("content-type"));
    } catch (err) {
      failure = err;
    }
    decide(failure, req, res, next);
  };

  const relay = (up: IncomingMessage, req: Request, res: Response, operationId: string | undefined) => {
    const status = up.statusCode ?? 502;
    const bodyState =
      req.method === "HEAD" || status === 304
        ? "exempt"
        : status === 204 || up.headers["content-length"] === "0"
          ? "empty"
          : "present";
    const head = operationId
      ? contract.check(operationId, status, up.headers["content-type"], bodyState)
      : { findings: [] };
    for (const f of head.findings) responseViolation(req, res, f, status);
    res.writeHead(status, up.statusMessage || undefined, downstreamHeaders(up));
    setOutcome(res, "forwarded");
    // The upstream's message breaks off (reset, idle timeout) before the pipeline tears the client's down.
    const brokeOff = () => setOutcome(res, "upstream_aborted");
    up.once("aborted", brokeOff);
    up.once("error", brokeOff);

    // The body is tee'd: every chunk goes to the client as it comes, and a copy is kept up to the limit.
    const limit = o.validationLimitBytes;
    let kept: Buffer[] | undefined = head.body ? [] : undefined;
    let size = 0;
    if (kept) {
      up.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit) kept = undefined;
        else kept?.push(chunk);
      });
    }
    const unchecked = (reason: string) =>
      o.metrics.uncheckedBodies.inc({ service: o.slug, direction: "response", reason });
    pipeline(up, res, (err) => {
      if (err || !head.body) return;
      if (!kept) return unchecked("too_large");
      let decoded: Buffer | undefined;
      try {
        decoded = decodeBody(Buffer.concat(kept, size), up.headers["content-encoding"], limit);
      } catch (decodeError) {
        if ((decodeError as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE")
          return unchecked("too_large");
        const message = `the body cannot be decoded as ${up.headers["content-encoding"]}: ${(decodeError as Error).message}`;
        responseViolation(req, res, { kind: "schema", errors: [{ pointer: "/body", message }] }, status);
        return;
      }
      if (!decoded) return unchecked("encoding");
      const errors = head.body.validate(decoded);
      if (errors.length > 0) responseViolation(req, res, { kind: "schema", errors }, status);
    });
  };

  const forwarding: RequestHandler = async (req, res, next) => {
    const operationId = operationIdOf(res);
    const body = requestBodyOf(res);
    if (body.kind === "streamed") {
      o.metrics.uncheckedBodies.inc({ service: o.slug, direction: "request", reason: body.reason });
    }
    const started = process.hrtime.bigint();
    let up: IncomingMessage;
    try {
      up = await forward(req, res, body, target, String(res.locals.requestId));
    } catch (err) {
      // The client left first and its leaving aborted the call: nobody to answer.
      if (res.locals.proxyClientGone) return;
      const kind = err instanceof ServiceError ? err.kind : undefined;
      setOutcome(
        res,
        kind === "gateway_timeout"
          ? "upstream_timeout"
          : kind === "bad_gateway"
            ? "upstream_unreachable"
            : "rejected",
      );
      next(err);
      return;
    }
    o.metrics.upstreamLatency.observe(
      { service: o.slug, operation: operationId ?? "unknown" },
      Number(process.hrtime.bigint() - started) / 1e9,
    );
    relay(up, req, res, operationId);
  };

  const router = express.Router();
  router.use(start);
  router.use(readRequestBody(o.validationLimitBytes));
  router.use(validate);
  router.use(forwarding);
  router.use(dialectErrorHandler(o.dialect, o.logger));
  return router;
}
