/**
 * `make bench`: starts bare node:http, bare Express 5, the gateway and Prism side by side on loopback,
 * drives each with autocannon on the same requests, and prints req/s, p50 and p99 latency, start-up time
 * and RSS, each also as a ratio to bare Express measured in the same run. Then checks the request path's targets.
 *
 * Environment: BENCH_DURATION (seconds measured per case and server, default 5), BENCH_WARMUP (seconds of
 * unmeasured load before each, default 1), BENCH_CONNECTIONS (default 32), BENCH_SERVERS (comma list of
 * node,express,gateway,prism to run a subset), BENCH_CASES (comma list of case ids: get, invalid, first,
 * last, first-route, last-route, post, crowded; "none" for none), BENCH_CROWD (records the crowded case puts
 * in other projects, default 30000), BENCH_COLD_RUNS (fresh gateways whose first
 * requests are timed, default 9), SERVICES (as for `make start`: the gateway serves, and the bench
 * considers, only these).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { services as registry } from "../generated/index";
import { serviceModules } from "../src/handlers";
import { collectGarbage } from "../src/runtime/heap";
import { type BenchRequest, fill, type LoadResult, measure, percentile } from "./lib/load";
import { median, send } from "./lib/probe";
import {
  cpuMs,
  GATEWAY,
  prismCli,
  rssMb,
  type Server,
  startServer,
  stopChildrenOnExit,
  stopServer,
} from "./lib/processes";
import { fmt, ratio, table } from "./lib/report";
import { type SpecDoc, synthesize } from "./lib/synth";

const root = path.resolve(__dirname, "..");
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const config = {
  durationS: env("BENCH_DURATION", 5),
  warmupS: env("BENCH_WARMUP", 1),
  connections: env("BENCH_CONNECTIONS", 32),
  servers: (process.env.BENCH_SERVERS ?? "node,express,gateway,prism").split(","),
  cases: process.env.BENCH_CASES?.split(","),
  coldRuns: env("BENCH_COLD_RUNS", 9),
  crowd: env("BENCH_CROWD", 30_000),
};

const only = process.env.SERVICES?.split(",").map((s) => s.trim());
const services = registry.filter((s) => !only || only.includes(s.slug));

type Kind = "node" | "express" | "gateway" | "prism";
const LABEL: Record<Kind, string> = {
  node: "bare node:http",
  express: "bare Express 5 + express.json()",
  gateway: "gateway (validated)",
  prism: "Prism 5.14 mock",
};

interface Case {
  id: string;
  title: string;
  request: BenchRequest;
  /** The spec Prism must serve for this case. */
  spec: string;
  /** Prism ignores a relative servers[0].url: its paths start after the base path. */
  basePath: string;
}

function loadDoc(specFile: string): SpecDoc {
  return yaml.load(readFileSync(path.join(root, specFile), "utf8")) as SpecDoc;
}

const KEYS = "/api-keys/v2/projects/bench/locations/global/keys";
const auth = serviceModules["api-keys"].devCredentials();
const CREATE_BODY = JSON.stringify({
  displayName: "bench key",
  restrictions: { apiTargets: [{ service: "translate.googleapis.com", methods: ["Translate*"] }] },
});

const METHODS = ["PATCH", "PUT", "DELETE", "POST", "GET"];

/**
 * The operation's path with a method none of its operations takes: the gateway finds the path, then answers
 * 405 before any handler, so that the first and the last operation differ only in the lookup.
 */
function routingOnly(req: BenchRequest, service: (typeof registry)[number], path: string): BenchRequest {
  const taken = new Set(service.operations.filter((o) => o.path === path).map((o) => o.method.toUpperCase()));
  const method = METHODS.find((m) => !taken.has(m));
  if (!method) throw new Error(`every method is taken at ${path}`);
  const { body: _, ...rest } = req;
  return { ...rest, method, path: req.path.split("?")[0] };
}

/** In this order: the POST case grows the store, so it runs last. */
function buildCases(largest: (typeof registry)[number]): Case[] {
  let created = 0;
  const doc = loadDoc(largest.specFile);
  const first = largest.operations[0];
  const last = largest.operations[largest.operations.length - 1];
  const n = largest.operations.length;
  const credentials = serviceModules[largest.slug].devCredentials();
  const firstRequest = synthesize(doc, first.path, first.method, credentials);
  const lastRequest = synthesize(doc, last.path, last.method, credentials);
  return [
    {
      id: "get",
      title: "GET with query parameters (api-keys listKeys, pageSize=10 of 20 keys)",
      request: { method: "GET", path: `${KEYS}?pageSize=10&showDeleted=false`, headers: auth },
      spec: "specs/api-keys.yaml",
      basePath: "/api-keys",
    },
    {
      id: "invalid",
      title: "invalid request (api-keys listKeys, pageSize=abc)",
      request: { method: "GET", path: `${KEYS}?pageSize=abc`, headers: auth },
      spec: "specs/api-keys.yaml",
      basePath: "/api-keys",
    },
    {
      id: "first",
      title: `first operation of the largest spec (${largest.slug}, ${n} operations): ${first.operationId}`,
      request: firstRequest,
      spec: largest.specFile,
      basePath: largest.basePath,
    },
    {
      id: "last",
      title: `last operation of the largest spec (${largest.slug}, ${n} operations): ${last.operationId}`,
      request: lastRequest,
      spec: largest.specFile,
      basePath: largest.basePath,
    },
    // The two operations do different work in their handlers; these two do the same after the lookup.
    {
      id: "first-route",
      title: `first operation of the largest spec, rejected right after routing: ${first.operationId}`,
      request: routingOnly(firstRequest, largest, first.path),
      spec: largest.specFile,
      basePath: largest.basePath,
    },
    {
      id: "last-route",
      title: `last operation of the largest spec, rejected right after routing: ${last.operationId}`,
      request: routingOnly(lastRequest, largest, last.path),
      spec: largest.specFile,
      basePath: largest.basePath,
    },
    {
      id: "post",
      title: "POST with a JSON body (api-keys createKey)",
      request: {
        method: "POST",
        path: KEYS,
        headers: { ...auth, "content-type": "application/json" },
        body: CREATE_BODY,
        // Google allows 300 keys per project, which the gateway enforces: 250 creations per project, counted
        // across the warm-up and every run.
        nextPath: () =>
          `/api-keys/v2/projects/bench-post-${Math.floor(created++ / 250)}/locations/global/keys`,
      },
      spec: "specs/api-keys.yaml",
      basePath: "/api-keys",
    },
  ].filter((c) => !config.cases || config.cases.includes(c.id));
}

function statusMix(statuses: Record<string, number>): string {
  const total = Object.values(statuses).reduce((a, b) => a + b, 0);
  return Object.entries(statuses)
    .sort((a, b) => b[1] - a[1])
    .map(([code, count]) => (count === total ? code : `${code} ${Math.round((100 * count) / total)}%`))
    .join(", ");
}

interface OpTiming {
  service: string;
  operationId: string;
  status: number;
  first: number[];
  warm: number[];
}

interface OperationProbe {
  service: string;
  operationId: string;
  request: BenchRequest;
}

/** Every operation of every service with its request, made once, before any is timed. */
function probeRequests(): OperationProbe[] {
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
async function probeFirstRequests(
  gateway: Server,
  probes: OperationProbe[],
  timings: Map<string, OpTiming>,
): Promise<void> {
  const order = shuffled(probes);
  collectGarbage();
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
function firstRequestRows(timings: Map<string, OpTiming>): {
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
function latencySpread(timings: Map<string, OpTiming>): string {
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

async function main(): Promise<void> {
  stopChildrenOnExit();
  const largest = [...services].sort((a, b) => b.operations.length - a.operations.length)[0];
  const cases = buildCases(largest);
  const prismBin = prismCli();
  const tsx = ["--import", "tsx"];
  const started: Partial<Record<Kind, Server>> = {};
  const prisms = new Map<string, Server>();
  const want = (k: Kind) => config.servers.includes(k);

  process.stdout.write(
    `# gateway bench: ${config.connections} connections, ${config.warmupS} s warm-up + ${config.durationS} s measured per case and server, loopback, node ${process.version}\n\n`,
  );
  // Started one at a time, so that each start-up time is measured on an otherwise idle machine.
  if (want("node"))
    started.node = await startServer(LABEL.node, process.execPath, () => [
      ...tsx,
      "bench/servers/node-http.ts",
    ]);
  if (want("express")) {
    started.express = await startServer(
      LABEL.express,
      process.execPath,
      () => [...tsx, "bench/servers/express.ts"],
      {
        BENCH_SPEC: path.join(root, largest.specFile),
      },
    );
  }
  // `make start` with logging off: every registered service (or SERVICES), real handlers, validation on.
  const startGateway = () =>
    startServer(LABEL.gateway, process.execPath, () => [...GATEWAY, "dist/server.js"], {
      LOG_LEVEL: "silent",
      // The crowded case fills api-keys far past the default ceiling's share left after the POST case.
      MAX_RECORDS_PER_SERVICE: String(2 * config.crowd + 100_000),
    });
  const gatewayStarts: number[] = [];
  if (want("gateway")) {
    started.gateway = await startGateway();
    gatewayStarts.push(started.gateway.startupMs);
  }
  if (want("prism")) {
    for (const spec of new Set(cases.map((c) => c.spec))) {
      // Logging off (-v silent), as for the gateway; otherwise Prism's defaults.
      prisms.set(
        spec,
        await startServer(`${LABEL.prism} (${spec})`, process.execPath, (port) => [
          prismBin,
          "mock",
          spec,
          "-h",
          "127.0.0.1",
          "-p",
          String(port),
          "-v",
          "silent",
        ]),
      );
    }
  }
  const base = started.express;
  const idle = new Map<Server, number>();
  for (const s of [...Object.values(started), ...prisms.values()]) idle.set(s, rssMb(s));

  process.stdout.write("## Start-up (spawn to listening) and idle RSS\n\n");
  process.stdout.write(
    `${table(
      ["server", "start-up ms", "× Express", "RSS MB", "× Express"],
      [...Object.values(started), ...prisms.values()].map((s) => [
        s.name,
        fmt(s.startupMs),
        ratio(s.startupMs, base?.startupMs ?? Number.NaN),
        fmt(idle.get(s) ?? Number.NaN, 1),
        ratio(idle.get(s) ?? Number.NaN, base ? (idle.get(base) ?? Number.NaN) : Number.NaN),
      ]),
    )}\n\n`,
  );

  let cold: ReturnType<typeof firstRequestRows> | undefined;
  if (started.gateway && config.coldRuns > 0) {
    // A first request happens once per process, and one late scheduling on a busy machine would decide the
    // figure: the first requests are taken from several fresh gateways, and their medians compared. Each is
    // started for the probe alone, when the servers started before it (Prism's start-up takes seconds of
    // CPU) are idle: the gateway under load has shared its first seconds with them.
    const timings = new Map<string, OpTiming>();
    const probes = probeRequests();
    for (let run = 0; run < config.coldRuns; run++) {
      const fresh = await startGateway();
      gatewayStarts.push(fresh.startupMs);
      await probeFirstRequests(fresh, probes, timings);
      await stopServer(fresh);
    }
    cold = firstRequestRows(timings);
    process.stdout.write(
      `## First request to each operation of the gateway, right after start-up (medians of ${config.coldRuns} fresh gateways)\n\n`,
    );
    process.stdout.write(
      `${table(
        [
          "service",
          "operations",
          "slowest first ms (median)",
          "slowest single first ms",
          "worst first/warm (medians)",
          "worst operation (status)",
        ],
        cold.rows,
      )}\n\n`,
    );
    process.stdout.write(`${latencySpread(timings)}\n\n`);
    process.stdout.write(
      `Gateway start-up over the ${gatewayStarts.length} starts: ${gatewayStarts.map((ms) => fmt(ms)).join(", ")} ms (median ${fmt(median(gatewayStarts))}).\n\n`,
    );
  }

  // The same 20 keys on every server that keeps state, so that listKeys answers a full page of 10.
  for (const s of [started.node, started.express, started.gateway]) {
    if (!s) continue;
    for (let i = 0; i < 20; i++) {
      const r = await send(
        s.port,
        cases.find((c) => c.id === "post")?.request ?? {
          method: "POST",
          path: KEYS,
          headers: { ...auth, "content-type": "application/json" },
          body: CREATE_BODY,
        },
      );
      if (r.status !== 200) throw new Error(`seeding ${s.name} failed: ${r.status} ${r.body}`);
    }
  }

  const results = new Map<string, Map<Kind, LoadResult & { rss: number }>>();
  for (const c of cases) {
    const rows = new Map<Kind, LoadResult & { rss: number }>();
    results.set(c.id, rows);
    const order: Kind[] = ["node", "express", "gateway", "prism"];
    for (const kind of order) {
      const server = kind === "prism" ? prisms.get(c.spec) : started[kind];
      if (!server) continue;
      // Prism serves the paths without the base path, the paths of a case that makes a new one per request too.
      const { nextPath } = c.request;
      const request =
        kind === "prism"
          ? {
              ...c.request,
              path: c.request.path.slice(c.basePath.length),
              nextPath: nextPath && (() => nextPath().slice(c.basePath.length)),
            }
          : c.request;
      const r = await measure(server.port, request, { ...config }, () => cpuMs(server));
      rows.set(kind, { ...r, rss: rssMb(server) });
    }
    const b = rows.get("express");
    process.stdout.write(`## ${c.title}\n\n\`${c.request.method} ${c.request.path}\`\n\n`);
    process.stdout.write(
      `${table(
        [
          "server",
          "status",
          "req/s",
          "× Express",
          "p50 ms",
          "× Express",
          "p99 ms",
          "× Express",
          "CPU µs/req",
          "× Express",
          "RSS MB",
          "× Express",
        ],
        [...rows].map(([kind, r]) => [
          LABEL[kind],
          `${statusMix(r.statuses)}${r.errors ? `, ${r.errors} errors` : ""}`,
          fmt(r.rps),
          ratio(r.rps, b?.rps ?? Number.NaN),
          fmt(r.p50, 2),
          ratio(r.p50, b?.p50 ?? Number.NaN),
          fmt(r.p99, 2),
          ratio(r.p99, b?.p99 ?? Number.NaN),
          fmt(r.cpuUs),
          ratio(r.cpuUs, b?.cpuUs ?? Number.NaN),
          fmt(r.rss, 1),
          ratio(r.rss, b?.rss ?? Number.NaN),
        ]),
      )}\n\n`,
    );
  }

  const crowded =
    started.gateway && (!config.cases || config.cases.includes("crowded"))
      ? await crowdedList(started.gateway)
      : undefined;

  process.stdout.write(
    `## Targets\n\n${targets(results, gatewayStarts.length ? median(gatewayStarts) : undefined, cold, crowded).join("\n")}\n`,
  );
  await Promise.all([...Object.values(started), ...prisms.values()].map(stopServer));
}

/**
 * Listing one project's keys on the gateway, then again after `BENCH_CROWD` keys were created in other
 * projects (250 each, under Google's quota of 300): a page must cost what the page holds, not what the
 * store holds. Both runs measured on the same process, the second right after the fill.
 */
async function crowdedList(gateway: Server): Promise<{ fresh: LoadResult; crowded: LoadResult }> {
  const list: BenchRequest = { method: "GET", path: `${KEYS}?pageSize=10&showDeleted=false`, headers: auth };
  const fresh = await measure(gateway.port, list, config, () => cpuMs(gateway));
  let created = 0;
  const statuses = await fill(
    gateway.port,
    {
      method: "POST",
      path: KEYS,
      headers: { ...auth, "content-type": "application/json" },
      body: CREATE_BODY,
      nextPath: () => `/api-keys/v2/projects/crowd-${Math.floor(created++ / 250)}/locations/global/keys`,
    },
    config.crowd,
    config.connections,
  );
  const crowded = await measure(gateway.port, list, config, () => cpuMs(gateway));
  process.stdout.write(
    `## Listing one project's keys, fresh and after ${config.crowd} keys in other projects (${statusMix(statuses)})\n\n\`GET ${list.path}\`\n\n`,
  );
  process.stdout.write(
    `${table(
      ["gateway store", "req/s", "× fresh", "p99 ms", "× fresh", "CPU µs/req", "× fresh"],
      [
        ["fresh", fresh, fresh],
        [`+${config.crowd} keys elsewhere`, crowded, fresh],
      ].map(([name, r, f]) => {
        const [row, base] = [r as LoadResult, f as LoadResult];
        return [
          name as string,
          fmt(row.rps),
          ratio(row.rps, base.rps),
          fmt(row.p99, 2),
          ratio(row.p99, base.p99),
          fmt(row.cpuUs),
          ratio(row.cpuUs, base.cpuUs),
        ];
      }),
    )}\n\n`,
  );
  return { fresh, crowded };
}

function targets(
  results: Map<string, Map<Kind, LoadResult>>,
  /** Median start-up of the gateways started, with every registered (or SERVICES) service. */
  gatewayStartupMs: number | undefined,
  cold: { worst: number; worstOp: string } | undefined,
  crowded: { fresh: LoadResult; crowded: LoadResult } | undefined,
): string[] {
  const lines: string[] = [];
  const check = (ok: boolean, text: string) => lines.push(`- ${ok ? "met" : "NOT MET"}: ${text}`);
  for (const id of ["get", "post"]) {
    const r = results.get(id);
    const g = r?.get("gateway");
    const e = r?.get("express");
    const p = r?.get("prism");
    if (g && e) {
      check(g.rps >= e.rps, `${id}: gateway throughput ${ratio(g.rps, e.rps)} bare Express (target ≥ 1.00×)`);
      check(
        g.p99 <= 1.5 * e.p99,
        `${id}: gateway p99 ${ratio(g.p99, e.p99)} bare Express's (target ≤ 1.50×)`,
      );
    }
    if (g && p)
      check(g.rps >= 2 * p.rps, `${id}: gateway throughput ${ratio(g.rps, p.rps)} Prism (target ≥ 2.00×)`);
  }
  const gatewayRps = (id: string) => results.get(id)?.get("gateway")?.rps;
  // The target is about finding the operation: the pair that does the same work after the lookup decides it.
  const [firstRoute, lastRoute] = [gatewayRps("first-route"), gatewayRps("last-route")];
  if (firstRoute && lastRoute) {
    check(
      lastRoute >= 0.9 * firstRoute,
      `last operation of the largest spec at ${ratio(lastRoute, firstRoute)} the first one's throughput, rejected right after routing, the same work otherwise (target ≥ 0.90×)`,
    );
  }
  const [first, last] = [gatewayRps("first"), gatewayRps("last")];
  if (first && last) {
    lines.push(
      `- for reference: answered by their handlers, the last operation at ${ratio(last, first)} the first one's throughput (two different handlers' work, not what the target compares)`,
    );
  }
  if (cold)
    check(
      cold.worst <= 3,
      `first request at most ${fmt(cold.worst, 2)}× its warm latency (target ≤ 3×; worst: ${cold.worstOp})`,
    );
  if (crowded)
    check(
      crowded.crowded.rps >= 0.9 * crowded.fresh.rps,
      `listing one project after ${config.crowd} keys elsewhere at ${ratio(crowded.crowded.rps, crowded.fresh.rps)} its fresh throughput (target ≥ 0.90×)`,
    );
  if (gatewayStartupMs !== undefined) {
    check(
      gatewayStartupMs <= 3000,
      `start to listening with every service loaded: ${fmt(gatewayStartupMs)} ms, median of the starts (target ≤ 3000 ms)`,
    );
  }
  return lines;
}

main().catch((err) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
