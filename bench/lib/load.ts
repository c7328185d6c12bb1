/**
 * Drives one server and measures it. The measured runs use wrk, a C load generator that leaves the cores to
 * the server (a Node load generator on the same two cores takes CPU from whichever server it drives);
 * wrk's latencies are kept at microsecond precision. A fixed number of requests (to fill a store, or inside
 * the heap probe's window, which is not a throughput figure) is sent with autocannon, which can stop after
 * exactly that many.
 */
import autocannon from "autocannon";
import { runWrk, type Spread, wrkScript } from "./wrk";

export interface BenchRequest {
  method: string;
  /** Path and query, e.g. /api-keys/v2/...?pageSize=10 */
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** A new path every few requests, for a case whose requests may not repeat (creations under a quota). */
  spread?: Spread;
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
}

export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Names each run, so that no two runs of a spread request share a path. */
let runs = 0;

/** Sends `amount` requests as fast as the server takes them; their statuses. */
export function fill(
  port: number,
  req: BenchRequest,
  amount: number,
  connections: number,
): Promise<Record<string, number>> {
  const { spread } = req;
  const run = `a${runs++}`;
  let sent = 0;
  const nextPath =
    spread && (() => `${spread.before}${run}-${Math.floor(sent++ / spread.every)}${spread.after}`);
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}${req.path}`,
        method: req.method,
        headers: req.headers,
        body: req.body,
        requests: nextPath && [{ setupRequest: (r) => ({ ...r, path: nextPath() }) }],
        connections,
        amount,
        timeout: 10,
      },
      (err, result) => {
        if (err) return reject(err);
        const statuses: Record<string, number> = {};
        for (const [code, s] of Object.entries(result.statusCodeStats)) statuses[code] = s.count;
        resolve(statuses);
      },
    );
  });
}

/** A warm-up of `warmupS` seconds (not measured), then the measured run, both with wrk. */
export async function measure(
  port: number,
  req: BenchRequest,
  o: LoadOptions & { warmupS: number },
  /** The server's CPU time so far, in ms. */
  cpuMs: () => number,
): Promise<LoadResult> {
  const url = `http://127.0.0.1:${port}${req.path}`;
  if (o.warmupS > 0) await runWrk(url, wrkScript(req, `w${runs++}`), o.warmupS, o.connections);
  const cpuBefore = cpuMs();
  const run = await runWrk(url, wrkScript(req, `w${runs++}`, true), o.durationS, o.connections);
  const cpu = cpuMs() - cpuBefore;
  return {
    rps: run.rps,
    p50: run.p50,
    p99: run.p99,
    cpuUs: (cpu * 1000) / run.requests,
    statuses: run.statuses ?? {},
    errors: run.errors,
  };
}
