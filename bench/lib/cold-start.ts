/**
 * What a fresh gateway costs before it is warm: the time from spawn until /healthz answers, and the first
 * request to every operation against its warm latency.
 */
import type { services as registry } from "../../generated/index";
import { serviceModules } from "../../src/handlers";
import { loadDoc } from "./cases";
import { type BenchRequest, percentile } from "./load";
import { median, send } from "./probe";
import { type Server, startServer, stopServer } from "./processes";
import { fmt } from "./report";
import { synthesize } from "./synth";

type Service = (typeof registry)[number];

/**
 * Spawn to the first 200 from /healthz of `node dist/server.js` with every registered service (or
 * SERVICES), as `make start` runs it: listening, and able to answer. Median of `runs` starts, one at a time.
 */
export async function timeToHealthz(runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const gateway = await startServer(
      "gateway (time to /healthz)",
      process.execPath,
      () => ["dist/server.js"],
      {
        LOG_LEVEL: "silent",
      },
    );
    for (;;) {
      const r = await send(gateway.port, { method: "GET", path: "/healthz", headers: {} }).catch(
        () => undefined,
      );
      if (r?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    times.push(performance.now() - started);
    await stopServer(gateway);
  }
  return times;
}

/**
 * The time to /healthz over `runs` starts, as a paragraph: the first start after a build finds no V8 code cache
 * and leaves one, so the figure held to the goal is the median of the others.
 */
export async function timeToHealthzReport(
  runs: number,
  serviceCount: number,
): Promise<{ startMs: number; text: string }> {
  const times = await timeToHealthz(runs);
  const cached = times.length > 1 ? times.slice(1) : times;
  const startMs = median(cached);
  const text = `## Time to listen: spawn of \`node dist/server.js\` (${serviceCount} services) to /healthz answering 200\n\n${times.map((ms) => fmt(ms)).join(", ")} ms over ${times.length} starts: the first ${fmt(times[0])} ms (no code cache when the build is new), the median of the others ${fmt(startMs)} ms.\n\n`;
  return { startMs, text };
}

export interface OpTiming {
  service: string;
  operationId: string;
  status: number;
  first: number[];
  warm: number[];
}

export interface OperationProbe {
  service: string;
  operationId: string;
  request: BenchRequest;
}

/** Every operation of every service with its request, made once, before any is timed. */
export function probeRequests(services: readonly Service[]): OperationProbe[] {
  return services.flatMap((s) => {
    const doc = loadDoc(s.specFile);
    const credentials = serviceModules[s.slug].devCredentials();
    return s.operations.map((op) => ({
      service: s.slug,
      operationId: op.operationId,
      request: synthesize(doc, op.path, op.method, credentials),
    }));
  });
}

/** The same items in a random order (Fisher-Yates). */
function shuffled<T>(items: T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/**
 * One pass over a freshly started gateway: on one connection (opened on /healthz), every operation of
 * every service once (its first request), then 5 more times (warm). The requests are made, and this
 * process's garbage collected, beforehand: loading a spec between two timed requests once put a garbage
 * collection of the bench itself into the first request of each service (2-7 ms measured by the bench,
 * under 1 ms inside the gateway). The operations come in a new random order on each pass: the gateway's
 * first young-generation collection after start-up (4-5 ms, seen with --trace-gc) falls after about the
 * same amount of allocation on every pass, so in a fixed order it would land on the same operation's
 * first request each time, and the median over passes would charge that one operation with it.
 */
export async function probeFirstRequests(
  gateway: Server,
  probes: OperationProbe[],
  timings: Map<string, OpTiming>,
): Promise<void> {
  const order = shuffled(probes);
  // The bench runs with --expose-gc: its own garbage is collected before it times first requests.
  (globalThis as { gc?: () => void }).gc?.();
  await send(gateway.port, { method: "GET", path: "/healthz", headers: {} });
  for (const { service, operationId, request } of order) {
    const first = await send(gateway.port, request);
    const t = timings.get(`${service} ${operationId}`) ?? {
      service,
      operationId,
      status: first.status,
      first: [],
      warm: [],
    };
    t.first.push(first.ms);
    for (let i = 0; i < 5; i++) t.warm.push((await send(gateway.port, request)).ms);
    timings.set(`${service} ${operationId}`, t);
  }
}

/** Per service, the operation whose first request is slowest against its warm latency (medians over runs). */
export function firstRequestRows(
  services: readonly Service[],
  timings: Map<string, OpTiming>,
): {
  rows: string[][];
  worst: number;
  worstOp: string;
} {
  const rows: string[][] = [];
  let worst = 0;
  let worstOp = "";
  for (const s of services) {
    const ops = [...timings.values()].filter((t) => t.service === s.slug);
    if (ops.length === 0) continue;
    const ratioOf = (t: OpTiming) => median(t.first) / median(t.warm);
    const w = ops.reduce((a, b) => (ratioOf(b) > ratioOf(a) ? b : a));
    const text = `${w.operationId} (${w.status}): first ${fmt(median(w.first), 2)} ms, warm ${fmt(median(w.warm), 2)} ms`;
    rows.push([
      s.slug,
      String(ops.length),
      fmt(Math.max(...ops.map((t) => median(t.first))), 2),
      fmt(Math.max(...ops.flatMap((t) => t.first)), 2),
      `${fmt(ratioOf(w), 2)}×`,
      text,
    ]);
    if (ratioOf(w) > worst) {
      worst = ratioOf(w);
      worstOp = `${s.slug} ${text}`;
    }
  }
  return { rows, worst, worstOp };
}

/**
 * Every first request against every warm one, pooled over operations and runs: where the two spread alike,
 * what is left in the per-operation figures is the machine's noise, not code running for the first time.
 */
export function latencySpread(timings: Map<string, OpTiming>): string {
  const spread = (values: number[]) => {
    const sorted = Float64Array.from(values).sort();
    return [50, 90, 99].map((p) => `p${p} ${fmt(percentile(sorted, p), 2)} ms`).join(", ");
  };
  const all = [...timings.values()];
  return [
    `All first requests (${all.reduce((n, t) => n + t.first.length, 0)}): ${spread(all.flatMap((t) => t.first))}.`,
    `All warm requests (${all.reduce((n, t) => n + t.warm.length, 0)}): ${spread(all.flatMap((t) => t.warm))}.`,
  ].join(" ");
}
