/**
 * The request path of one proxied service, one Express middleware at the service's base path: read
 * the body (request-body.ts explains when it is held back), validate the request with the service's
 * generated validators exactly as the reference services do (src/http/request-validation.ts), reject it
 * (enforce) or record it (report), forward it over the upstream's pool of kept-alive connections, relay the
 * upstream's response unchanged while checking it against the spec (response-check.ts). Gateway-made answers
 * (rejections, 502, 504) leave in the service's error dialect. A mounted spec in mock mode runs the same path
 * with the mock (src/any-spec/mock.ts) as its target instead of an upstream.
 *
 * A forwarded request pays for what a plain forwarder does, plus its validation: the validators, routes and
 * header tables are made once per service, one object per request (Exchange) holds what the request needs,
 * and nothing is logged or built for the metrics unless something is wrong.
 */
import type { ClientRequest, IncomingMessage } from "node:http";
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from "express";
import type { OperationInfo, OperationValidation, Validate } from "../../../generated/runtime";
import type { Policy } from "../../config";
import type { ErrorDialect } from "../../errors/dialect";
import { ServiceError } from "../../errors/service-error";
import { dialectErrorHandler } from "../errors";
import type { Logger } from "../logger";
import { requestParts, ServiceValidation } from "../request-validation";
import { downstreamHeaders, type UpstreamCallbacks } from "./forward";
import type { Outcome, ProxyMetrics } from "./metrics";
import { NO_BODY, type RequestBody, readRequestBody } from "./request-body";
import { hasDotSegment, judge } from "./request-verdict";
import { bodyFindings, decodeBody, ResponseContract } from "./response-check";
import type { Finding, ViolationLog } from "./violations";

/** Where a request that passed (or, under report, failed) validation goes: an upstream (forward.ts) or a mock. */
export interface Target {
  /** How a request it answered ended, for the metrics. */
  readonly outcome: "forwarded" | "mocked";
  /** Sends the request on; the answer comes to `on`. The returned request is destroyed to abort the call. */
  send(
    req: Request,
    body: RequestBody,
    requestId: string,
    on: UpstreamCallbacks,
    operationId: string | undefined,
  ): ClientRequest | undefined;
}

export interface ProxyRouterOptions {
  slug: string;
  operations: readonly OperationInfo[];
  validation: Readonly<Record<string, OperationValidation>>;
  dialect: ErrorDialect;
  logger: Logger;
  policy: Policy;
  target: Target;
  validationLimitBytes: number;
  violations: ViolationLog;
  metrics: ProxyMetrics;
  /** Operations whose requests cannot be checked (by operationId): passed on unchecked, and counted. */
  uncheckedRequests?: ReadonlyMap<string, string>;
}

/** What every request to one proxied service shares, made once. */
interface ProxiedService {
  o: ProxyRouterOptions;
  validation: ServiceValidation;
  contract: ResponseContract;
  onError: ErrorRequestHandler;
}

/** One request on its way through the proxy: its state, and the steps that use it. */
/** Query parameters the operation does not declare: forwarded under either policy, and reported. */
function unknownParameters(names: readonly string[]): Finding {
  return {
    kind: "unknown_parameter",
    errors: names.map((name) => ({
      pointer: `/query/${name}`,
      message: "is not a parameter of this operation; forwarded for the upstream to answer",
    })),
  };
}

class Exchange {
  private operationId: string | undefined;
  /** `POST /orders`: the operation's method and path template, for the grouped report. */
  private operation: string | undefined;
  private outcome: Outcome | undefined;
  private body: RequestBody = NO_BODY;
  private upstreamCall: ClientRequest | undefined;
  private sentAt = 0;
  private clientGone = false;

  constructor(
    private readonly s: ProxiedService,
    private readonly req: Request,
    private readonly res: Response,
    private readonly next: NextFunction,
  ) {}

  start(): void {
    this.res.locals.service = this.s.o.slug;
    this.res.once("close", () => this.closed());
    if (hasDotSegment(this.req.url)) {
      this.fail(
        new ServiceError("invalid_argument", "the request path may not contain . or .. segments"),
        "rejected",
      );
      return;
    }
    readRequestBody(this.req, this.s.o.validationLimitBytes, (body) => this.bodyRead(body));
  }

  /** How the request ended, for the metrics; the upstream call ends with a client that went away. */
  private closed(): void {
    const { res } = this;
    const finished = res.writableFinished;
    // Whatever was under way when the connection closed early, it ended for the client.
    const outcome: Outcome = finished
      ? (this.outcome ?? "gateway_error")
      : this.outcome === "upstream_aborted"
        ? this.outcome
        : "client_aborted";
    if (!finished) {
      this.clientGone = true;
      this.upstreamCall?.destroy();
    }
    this.s.o.metrics.requestEnded(
      this.s.o.slug,
      this.operationId ?? "unknown",
      outcome,
      res.headersSent ? res.statusCode : 0,
    );
  }

  private fail(err: unknown, outcome?: Outcome): void {
    if (outcome) this.outcome = outcome;
    this.s.onError(err, this.req, this.res, this.next);
  }

  private bodyRead(body: RequestBody): void {
    this.body = body;
    try {
      this.validateAndForward();
    } catch (unexpected) {
      this.fail(unexpected);
    }
  }

  private validateAndForward(): void {
    const { req, res, body } = this;
    // The same validation as the reference services (src/http/request-validation.ts), then the policy.
    let failure: unknown;
    let ignored: readonly string[] = [];
    try {
      const match = this.s.validation.match(req.method, req.path);
      this.operationId = res.locals.operationId = match.operation.info.operationId;
      this.operation = `${req.method} ${match.operation.info.path}`;
      if (this.s.o.uncheckedRequests?.has(this.operationId)) {
        this.s.o.metrics.uncheckedRequests.inc({ service: this.s.o.slug, operation: this.operationId });
        this.forward();
        return;
      }
      ignored = this.s.validation.validate(
        match.operation,
        requestParts(req, match.pathParams),
        req.headers["content-type"],
      ).ignored;
    } catch (err) {
      failure = err;
    }
    if (ignored.length > 0) this.violation(unknownParameters(ignored), "request", "forwarded");
    const verdict = judge(failure, body);
    if (verdict) {
      const enforce = this.s.o.policy === "enforce";
      this.violation(verdict.finding, "request", enforce ? "rejected" : "forwarded");
      if (enforce) {
        this.fail(verdict.rejection, "rejected");
        return;
      }
    }
    this.forward();
  }

  private violation(
    finding: Finding,
    direction: "request" | "response",
    action: "rejected" | "forwarded" | "passed_through",
  ) {
    const { req, res, s } = this;
    s.o.violations.record({
      ...finding,
      service: s.o.slug,
      operationId: this.operationId,
      ...(this.operation ? { operation: this.operation } : {}),
      requestId: String(res.locals.requestId),
      method: req.method,
      path: req.originalUrl,
      policy: s.o.policy,
      direction,
      action,
      // A response violation never changes the response: it is passed through as it came.
      ...(direction === "response" ? { status: res.statusCode } : {}),
    });
  }

  private forward(): void {
    if (this.body.kind === "streamed") {
      this.s.o.metrics.uncheckedBodies.inc({
        service: this.s.o.slug,
        direction: "request",
        reason: this.body.reason,
      });
    }
    this.sentAt = performance.now();
    const requestId = String(this.res.locals.requestId);
    this.upstreamCall = this.s.o.target.send(this.req, this.body, requestId, this, this.operationId);
  }

  /** The upstream could not be reached, timed out, or failed before its response began. */
  failed(err: ServiceError): void {
    // The client left first and its leaving aborted the call: nobody to answer.
    if (this.clientGone) return;
    this.fail(
      err,
      err.kind === "gateway_timeout"
        ? "upstream_timeout"
        : err.kind === "bad_gateway"
          ? "upstream_unreachable"
          : "rejected",
    );
  }

  /** Relays the upstream's response as it comes, checking its head now and its JSON body once it is whole. */
  response(up: IncomingMessage): void {
    try {
      this.relay(up);
    } catch (unexpected) {
      up.destroy();
      this.fail(unexpected);
    }
  }

  private relay(up: IncomingMessage): void {
    const { req, res, s } = this;
    if (s.o.target.outcome === "forwarded") {
      s.o.metrics.upstreamAnswered(
        s.o.slug,
        this.operationId ?? "unknown",
        (performance.now() - this.sentAt) / 1000,
      );
    }
    const status = up.statusCode ?? 502;
    const bodyState =
      req.method === "HEAD" || status === 304
        ? "exempt"
        : status === 204 || up.headers["content-length"] === "0"
          ? "empty"
          : "present";
    const head = this.operationId
      ? s.contract.check(this.operationId, status, up.headers["content-type"], bodyState)
      : undefined;
    res.writeHead(status, up.statusMessage || undefined, downstreamHeaders(up));
    this.outcome = s.o.target.outcome;
    for (const f of head?.findings ?? []) this.violation(f, "response", "passed_through");

    // A message that breaks off (reset, idle timeout) ends in an error (ECONNRESET) on its stream.
    up.once("error", () => this.brokeOff(up));

    // The body goes to the client chunk by chunk as it comes, the upstream paused while the client's
    // connection is full (what pipe does, with fewer listeners). For a JSON body with a schema, a copy is
    // kept up to the limit and checked once the client has the last byte.
    const validate = head?.body;
    const limit = s.o.validationLimitBytes;
    const kept: Buffer[] = [];
    let size = 0;
    up.on("data", (chunk: Buffer) => {
      if (validate && size <= limit) {
        size += chunk.length;
        if (size <= limit) kept.push(chunk);
        else kept.length = 0;
      }
      if (!res.write(chunk)) {
        up.pause();
        res.once("drain", () => up.resume());
      }
    });
    up.once("end", () => {
      res.end();
      if (validate) this.checkBody(up, size <= limit ? Buffer.concat(kept, size) : undefined, validate);
    });
  }

  /** The upstream's message broke off (reset, idle timeout): the client's is broken off too. */
  private brokeOff(up: IncomingMessage): void {
    if (up.complete) return;
    this.outcome = "upstream_aborted";
    this.res.destroy();
  }

  private unchecked(reason: "too_large" | "encoding"): void {
    this.s.o.metrics.uncheckedBodies.inc({ service: this.s.o.slug, direction: "response", reason });
  }

  private checkBody(up: IncomingMessage, bytes: Buffer | undefined, validate: Validate) {
    if (!bytes) return this.unchecked("too_large");
    const encoding = up.headers["content-encoding"];
    let decoded: Buffer | undefined;
    try {
      decoded = decodeBody(bytes, encoding, this.s.o.validationLimitBytes);
    } catch (decodeError) {
      if ((decodeError as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE")
        return this.unchecked("too_large");
      const message = `the body cannot be decoded as ${encoding}: ${(decodeError as Error).message}`;
      this.violation(
        { kind: "schema", errors: [{ pointer: "/body", message }] },
        "response",
        "passed_through",
      );
      return;
    }
    if (!decoded) return this.unchecked("encoding");
    const errors = bodyFindings(validate, decoded);
    if (errors.length > 0) this.violation({ kind: "schema", errors }, "response", "passed_through");
  }
}

/** The middleware of one proxied service. */
export function proxyRouter(o: ProxyRouterOptions): RequestHandler {
  const service: ProxiedService = {
    o,
    validation: new ServiceValidation(o.operations, o.validation),
    contract: new ResponseContract(o.validation),
    onError: dialectErrorHandler(o.dialect, o.logger),
  };
  return (req, res, next) => new Exchange(service, req, res, next).start();
}
