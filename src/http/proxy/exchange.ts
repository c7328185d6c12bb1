/**
 * One request through a proxied service: read the body (request-body.ts explains when it is held back),
 * validate the request with the service's generated validators exactly as the reference services do
 * (src/http/request-validation.ts), reject it (enforce) or record it (report), send it to the target, and
 * hand the answer to the relay (response-relay.ts). Gateway-made answers (rejections, 502, 504) leave in the
 * service's error dialect; nothing is logged or built for the metrics unless something is wrong.
 */
import type { ClientRequest, IncomingMessage } from "node:http";
import type { NextFunction, Request, Response } from "express";
import type { OperationInfo } from "../../../generated/runtime";
import { ServiceError } from "../../errors/service-error";
import { dress } from "../front-door";
import { requestParts } from "../request-validation";
import { allowOrigin, answerPreflight, isPreflight } from "./cors";
import type { Outcome } from "./metrics";
import type { ProxiedService } from "./proxied-service";
import { NO_BODY, type RequestBody, readRequestBody } from "./request-body";
import { hasDotSegment, judge } from "./request-verdict";
import { type RelayedExchange, relayResponse } from "./response-relay";
import type { Finding } from "./violations";

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

/** One request on its way through the proxy: its state, and the steps that use it. */
export class Exchange implements RelayedExchange {
  operationId: string | undefined;
  /** The operation matched, for the grouped report of violations. */
  private info: OperationInfo | undefined;
  outcome: Outcome | undefined;
  private body: RequestBody = NO_BODY;
  private upstreamCall: ClientRequest | undefined;
  sentAt = 0;
  private clientGone = false;

  constructor(
    readonly s: ProxiedService,
    readonly req: Request,
    readonly res: Response,
    private readonly next: NextFunction,
    /** The request's path under the service's base path, which its operations are matched on. */
    private readonly path: string,
  ) {}

  start(): void {
    this.res.locals.service = this.s.o.slug;
    // "close" comes once: a plain listener spares the wrapper `once` makes.
    this.res.on("close", () => this.closed());
    if (this.s.o.target.outcome === "mocked") {
      // The mock answers through Express's API.
      dress(this.res);
      // A browser reads a mocked answer, rejections included, only if it is allowed to (cors.ts).
      if (!isPreflight(this.req)) allowOrigin(this.req, this.res);
    }
    if (hasDotSegment(this.path)) {
      this.fail(
        new ServiceError("invalid_argument", "the request path may not contain . or .. segments"),
        "rejected",
      );
      return;
    }
    const { req, path } = this;
    readRequestBody(
      req,
      this.s.o.validationLimitBytes,
      () => this.s.validation.checksBody(req.method, path, req.headers["content-type"]),
      (body) => this.bodyRead(body),
    );
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
    // The service's error dialect answers through Express's API, with the headers every answer carries.
    dress(this.res);
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
    if (isPreflight(req)) {
      this.preflight();
      return;
    }
    // The same validation as the reference services (src/http/request-validation.ts), then the policy.
    let failure: unknown;
    let ignored: readonly string[] = [];
    try {
      const match = this.s.validation.match(req.method, this.path);
      this.info = match.operation.info;
      this.operationId = res.locals.operationId = this.info.operationId;
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

  /** A CORS preflight is no call of the API: neither validated nor recorded (cors.ts). */
  private preflight(): void {
    if (this.s.o.target.outcome === "forwarded") {
      this.forward();
      return;
    }
    this.outcome = this.s.o.target.outcome;
    answerPreflight(this.req, this.res, this.s.validation.methodsAt(this.path));
  }

  violation(
    finding: Finding,
    direction: "request" | "response",
    action: "rejected" | "forwarded" | "passed_through",
  ) {
    const { req, res, s } = this;
    s.o.violations.record({
      ...finding,
      service: s.o.slug,
      operationId: this.operationId,
      // `POST /orders`: the operation's method and path template (a HEAD is its path's GET).
      ...(this.info ? { operation: `${this.info.method.toUpperCase()} ${this.info.path}` } : {}),
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
    this.upstreamCall = this.s.o.target.send(
      this.req,
      this.path,
      this.body,
      requestId,
      this,
      this.operationId,
    );
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

  /** The upstream's response head arrived: relayed as it comes, and checked (response-relay.ts). */
  response(up: IncomingMessage): void {
    try {
      relayResponse(this, up);
    } catch (unexpected) {
      up.destroy();
      this.fail(unexpected);
    }
  }
}
