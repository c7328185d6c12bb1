/**
 * Drives one server with autocannon and measures it. Latencies are taken from every response at
 * sub-millisecond precision (autocannon's own histogram counts whole milliseconds, and only 2xx).
 */
import autocannon from "autocannon";

export interface BenchRequest {
  method: string;
  /** Path and query, e.g. /api-keys/v2/...?pageSize=10 */
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** A new path for every request sent, for a case whose requests may not repeat (creations under a quota). */
  nextPath?: () => string;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** CPU time the server used per response, in µs: steadier than req/s on a busy machine. */
  cpuUs: number;
  /** Responses by status code, e.g. {200: 51234}. */
  statuses: Record<string, number>;
  errors: number;
}

export interface LoadOptions {
  connections: number;
  durationS: number;
  /** Send exactly this many requests instead of running for `durationS`. */
  amount?: number;
}

export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function fire(port: number, req: BenchRequest, o: LoadOptions, onLatency?: (ms: number) => void) {
  return new Promise<{ elapsedS: number; errors: number; statuses: Record<string, number> }>(
    (resolve, reject) => {
      const started = performance.now();
      const { nextPath } = req;
      const instance = autocannon(
        {
          url: `http://127.0.0.1:${port}${req.path}`,
          method: req.method,
          headers: req.headers,
          body: req.body,
          requests: nextPath && [{ setupRequest: (r) => ({ ...r, path: nextPath() }) }],
          connections: o.connections,
          ...(o.amount === undefined ? { duration: o.durationS } : { amount: o.amount }),
          timeout: 10,
        },
        (err, result) => {
          if (err) reject(err);
          else {
            const statuses: Record<string, number> = {};
            for (const [code, s] of Object.entries(result.statusCodeStats)) statuses[code] = s.count;
            resolve({
              elapsedS: (performance.now() - started) / 1000,
              errors: result.errors + result.timeouts,
              statuses,
            });
          }
        },
      );
      if (onLatency) {
        instance.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) =>
          onLatency(ms),
        );
      }
    },
  );
}

/** Sends `amount` requests as fast as the server takes them (to fill its store); their statuses. */
export async function fill(
  port: number,
  req: BenchRequest,
  amount: number,
  connections: number,
): Promise<Record<string, number>> {
  return (await fire(port, req, { connections, durationS: 0, amount })).statuses;
}

/** A warm-up of `warmupS` seconds (not measured), then the measured run. */
export async function measure(
  port: number,
  req: BenchRequest,
  o: LoadOptions & { warmupS: number },
  /** The server's CPU time so far, in ms. */
  cpuMs: () => number,
): Promise<LoadResult> {
  if (o.warmupS > 0) await fire(port, req, { connections: o.connections, durationS: o.warmupS });
  let latencies = new Float64Array(1 << 16);
  let n = 0;
  const cpuBefore = cpuMs();
  const run = await fire(port, req, o, (ms) => {
    if (n === latencies.length) {
      const grown = new Float64Array(latencies.length * 2);
      grown.set(latencies);
      latencies = grown;
    }
    latencies[n++] = ms;
  });
  const cpu = cpuMs() - cpuBefore;
  const sorted = latencies.subarray(0, n).sort();
  return {
    rps: n / run.elapsedS,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    cpuUs: (cpu * 1000) / n,
    statuses: run.statuses,
    errors: run.errors,
  };
}
