/**
 * Prometheus metrics of the proxy mode (prom-client), on a registry of their own per app so that each
 * test's app counts from zero. Served by GET /metrics in the text exposition format.
 */
import type { RequestHandler } from "express";
import { Counter, Histogram, Registry } from "prom-client";

/** How a proxied request ended. */
export type Outcome =
  | "forwarded"
  | "rejected"
  | "upstream_timeout"
  | "upstream_unreachable"
  | "upstream_aborted"
  | "client_aborted"
  /** The gateway itself failed (logged as an unexpected error). */
  | "gateway_error";

export class ProxyMetrics {
  readonly registry = new Registry();

  readonly requests = new Counter({
    name: "gateway_proxy_requests_total",
    help: "Requests to proxied services, by how they ended and the status the client got (empty if none).",
    labelNames: ["service", "operation", "outcome", "status"] as const,
    registers: [this.registry],
  });

  readonly violations = new Counter({
    name: "gateway_proxy_violations_total",
    help: "Contract violations of requests and upstream responses against the service's spec.",
    labelNames: ["service", "operation", "direction", "kind"] as const,
    registers: [this.registry],
  });

  readonly upstreamLatency = new Histogram({
    name: "gateway_proxy_upstream_latency_seconds",
    help: "Time from sending a request to the upstream until its response headers arrive.",
    labelNames: ["service", "operation"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });

  readonly uncheckedBodies = new Counter({
    name: "gateway_proxy_unchecked_bodies_total",
    help: "Bodies streamed through without schema validation (too large, not JSON, or an unknown encoding).",
    labelNames: ["service", "direction", "reason"] as const,
    registers: [this.registry],
  });

  readonly handler: RequestHandler = async (_req, res) => {
    const text = await this.registry.metrics();
    res.setHeader("content-type", this.registry.contentType);
    res.end(text);
  };
}
