/**
 * What the request path of one proxied service is made of: where requests go (Target), the options the
 * service is proxied with, and what every request to it shares, made once (ProxiedService).
 */
import type { ClientRequest } from "node:http";
import type { ErrorRequestHandler, Request } from "express";
import type { OperationInfo, OperationValidation } from "../../../generated/runtime";
import type { Policy } from "../../config";
import type { ErrorDialect } from "../../errors/dialect";
import type { Logger } from "../logger";
import type { ServiceValidation } from "../request-validation";
import type { UpstreamCallbacks } from "./forward";
import type { ProxyMetrics } from "./metrics";
import type { RequestBody } from "./request-body";
import type { ResponseContract } from "./response-check";
import type { ViolationLog } from "./violations";

/** Where a request that passed (or, under report, failed) validation goes: an upstream (forward.ts) or a mock. */
export interface Target {
  /** How a request it answered ended, for the metrics. */
  readonly outcome: "forwarded" | "mocked";
  /**
   * Sends the request on; the answer comes to `on`. `path` is the request's path under the service's base
   * path. The returned request is destroyed to abort the call.
   */
  send(
    req: Request,
    path: string,
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
  /** The route table of `operations`, when the caller has made it already (a mounted spec makes it at load). */
  routes?: ServiceValidation;
}

/** What every request to one proxied service shares, made once. */
export interface ProxiedService {
  o: ProxyRouterOptions;
  validation: ServiceValidation;
  contract: ResponseContract;
  onError: ErrorRequestHandler;
}
