/**
 * The proxy mode of one app (issue 6): which services are proxied and where, and what all proxied services
 * share: the metrics registry behind GET /metrics and the violation log behind GET /__admin/violations.
 */

import type { RequestHandler } from "express";
import type { OperationInfo, OperationValidation } from "../../../generated/runtime";
import {
  DEFAULT_VALIDATION_LIMIT_BYTES,
  DEFAULT_VIOLATION_HISTORY,
  type Policy,
  type ProxyOptions,
  type UpstreamConfig,
} from "../../config";
import type { ErrorDialect } from "../../errors/dialect";
import type { Clock } from "../../runtime/clock";
import type { Logger } from "../logger";
import { ProxyMetrics } from "./metrics";
import { proxyRouter } from "./router";
import { ViolationLog } from "./violations";

export type ServiceMode =
  | { mode: "reference" }
  | { mode: "proxy"; upstream: string; policy: Policy; upstreamTimeoutMs: number };

export class ProxyMode {
  readonly metrics = new ProxyMetrics();
  readonly violations: ViolationLog;

  constructor(private readonly o: { options?: ProxyOptions; logger: Logger; clock: Clock }) {
    this.violations = new ViolationLog({
      capacity: o.options?.violationHistory ?? DEFAULT_VIOLATION_HISTORY,
      logger: o.logger,
      metrics: this.metrics,
      clock: o.clock,
    });
  }

  upstreamOf(slug: string): UpstreamConfig | undefined {
    return (this.o.options?.upstreams as Record<string, UpstreamConfig | undefined> | undefined)?.[slug];
  }

  describe(slug: string): ServiceMode {
    const u = this.upstreamOf(slug);
    return u
      ? { mode: "proxy", upstream: u.url, policy: u.policy, upstreamTimeoutMs: u.timeoutMs }
      : { mode: "reference" };
  }

  router(s: {
    slug: string;
    operations: readonly OperationInfo[];
    validation: Readonly<Record<string, OperationValidation>>;
    dialect: ErrorDialect;
  }): RequestHandler {
    const upstream = this.upstreamOf(s.slug);
    if (!upstream) throw new Error(`service ${s.slug} is not proxied`);
    return proxyRouter({
      ...s,
      upstream,
      logger: this.o.logger,
      validationLimitBytes: this.o.options?.validationLimitBytes ?? DEFAULT_VALIDATION_LIMIT_BYTES,
      violations: this.violations,
      metrics: this.metrics,
    });
  }
}
