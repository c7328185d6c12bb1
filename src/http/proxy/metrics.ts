/**
 * Prometheus metrics of the proxy mode (prom-client), on a registry of their own per app so that each
 * test's app counts from zero. Served by GET /metrics in the text exposition format.
 *
 * Every proxied request ends in the requests counter and most in the latency histogram, so those two are
 * updated without building anything per request: prom-client joins the label values into a string on every
 * inc or observe, so the request counts are kept in nested maps and handed to the counter when /metrics is
 * read, and each operation's latency labels are made once.
 */
import type { RequestHandler } from "express";
import { Counter, Histogram, Registry } from "../prom-client-parts";

/** How a proxied request ended. */
export type Outcome =
  | "forwarded"
  /** Answered by a mounted spec's mock. */
  | "mocked"
  | "rejected"
  | "upstream_timeout"
  | "upstream_unreachable"
  | "upstream_aborted"
  | "client_aborted"
  /** The gateway itself failed (logged as an unexpected error). */
  | "gateway_error";

/** The map under `key` in `map`, made on first use. */
function inner<K, K2, V>(map: Map<K, Map<K2, V>>, key: K): Map<K2, V> {
  let value = map.get(key);
  if (value === undefined) {
    value = new Map();
    map.set(key, value);
  }
  return value;
}

/** Requests by service, operation, outcome and status (0: the client got no status). */
class RequestCounts {
  private readonly counts = new Map<string, Map<string, Map<Outcome, Map<number, number>>>>();

  add(service: string, operation: string, outcome: Outcome, status: number): void {
    const byStatus = inner(inner(inner(this.counts, service), operation), outcome);
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  }

  *rows(): Generator<
    [labels: { service: string; operation: string; outcome: Outcome; status: string }, count: number]
  > {
    for (const [service, byOperation] of this.counts)
      for (const [operation, byOutcome] of byOperation)
        for (const [outcome, byStatus] of byOutcome)
          for (const [status, count] of byStatus)
            yield [{ service, operation, outcome, status: status === 0 ? "" : String(status) }, count];
  }
}

export class ProxyMetrics {
  readonly registry = new Registry();
  private readonly requestCounts = new RequestCounts();
  private readonly latencyLabels = new Map<string, Map<string, { service: string; operation: string }>>();

  private readonly requests = new Counter({
    name: "gateway_proxy_requests_total",
    help: "Requests to proxied services, by how they ended and the status the client got (empty if none).",
    labelNames: ["service", "operation", "outcome", "status"] as const,
    registers: [this.registry],
    collect: () => {
      this.requests.reset();
      for (const [labels, count] of this.requestCounts.rows()) this.requests.inc(labels, count);
    },
  });

  readonly violations = new Counter({
    name: "gateway_proxy_violations_total",
    help: "Contract violations of requests and upstream responses against the service's spec.",
    labelNames: ["service", "operation", "direction", "kind"] as const,
    registers: [this.registry],
  });

  private readonly upstreamLatency = new Histogram({
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

  readonly uncheckedRequests = new Counter({
    name: "gateway_proxy_unchecked_requests_total",
    help: "Requests to operations whose requests the gateway cannot check (listed at start), passed on unchecked.",
    labelNames: ["service", "operation"] as const,
    registers: [this.registry],
  });

  /** A proxied request ended; `status` is what the client got, 0 if nothing. */
  requestEnded(service: string, operation: string, outcome: Outcome, status: number): void {
    this.requestCounts.add(service, operation, outcome, status);
  }

  /** The upstream's response head came `seconds` after the request was sent. */
  upstreamAnswered(service: string, operation: string, seconds: number): void {
    const byOperation = inner(this.latencyLabels, service);
    let labels = byOperation.get(operation);
    if (!labels) {
      labels = { service, operation };
      byOperation.set(operation, labels);
    }
    this.upstreamLatency.observe(labels, seconds);
  }

  readonly handler: RequestHandler = async (_req, res) => {
    const text = await this.registry.metrics();
    res.setHeader("content-type", this.registry.contentType);
    res.end(text);
  };
}
