/**
 * The proxy mode of one app: which services are proxied and where, the specs mounted at start (proxied or
 * mocked), and what all of them share: the metrics registry behind GET /metrics and the violation log behind
 * GET /__admin/violations.
 */

import type { OperationInfo, OperationValidation } from "../../../generated/runtime";
import type { MountedSpec } from "../../any-spec/mounted-spec";
import {
  DEFAULT_VALIDATION_LIMIT_BYTES,
  DEFAULT_VIOLATION_HISTORY,
  type Policy,
  type ProxyOptions,
  type SpecMount,
  type UpstreamConfig,
} from "../../config";
import type { ErrorDialect } from "../../errors/dialect";
import type { Clock } from "../../runtime/clock";
import type { ServeAt } from "../base-paths";
import type { Logger } from "../logger";
import type { ServiceValidation } from "../request-validation";
import { Upstream } from "./forward";
import { ProxyMetrics } from "./metrics";
import { proxyRouter, type Target } from "./router";
import { ViolationLog } from "./violations";

export type ServiceMode =
  | { mode: "reference" }
  | { mode: "proxy"; upstream: string; policy: Policy; upstreamTimeoutMs: number }
  | { mode: "mock"; policy: Policy };

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

  /** A mounted spec's mode, as /healthz shows it. */
  static describeMount(target: SpecMount["target"]): ServiceMode {
    if (target.kind === "mock") return { mode: "mock", policy: target.policy };
    const u = target.upstream;
    return { mode: "proxy", upstream: u.url, policy: u.policy, upstreamTimeoutMs: u.timeoutMs };
  }

  private routerTo(
    s: {
      slug: string;
      operations: readonly OperationInfo[];
      validation: Readonly<Record<string, OperationValidation>>;
      dialect: ErrorDialect;
      uncheckedRequests?: ReadonlyMap<string, string>;
      routes?: ServiceValidation;
    },
    policy: Policy,
    target: Target,
  ): ServeAt {
    return proxyRouter({
      ...s,
      policy,
      target,
      logger: this.o.logger,
      validationLimitBytes: this.o.options?.validationLimitBytes ?? DEFAULT_VALIDATION_LIMIT_BYTES,
      violations: this.violations,
      metrics: this.metrics,
    });
  }

  router(s: {
    slug: string;
    operations: readonly OperationInfo[];
    validation: Readonly<Record<string, OperationValidation>>;
    dialect: ErrorDialect;
  }): ServeAt {
    const upstream = this.upstreamOf(s.slug);
    if (!upstream) throw new Error(`service ${s.slug} is not proxied`);
    return this.routerTo(s, upstream.policy, new Upstream(upstream));
  }

  /** The lane of a mounted spec: to its upstream, or to `mock` when it is mocked. */
  specRouter(spec: MountedSpec, dialect: ErrorDialect, mock: () => Target): ServeAt {
    const { target } = spec;
    const s = {
      slug: spec.name,
      operations: spec.operations,
      validation: spec.validation,
      dialect,
      uncheckedRequests: spec.uncheckedRequests,
      routes: spec.routes,
    };
    return target.kind === "proxy"
      ? this.routerTo(s, target.upstream.policy, new Upstream(target.upstream))
      : this.routerTo(s, target.policy, mock());
  }
}
