/**
 * `make bench`, first part: the request path. Starts, one at a time on loopback, bare node:http, bare
 * Express 5, Express 5 with express-openapi-validator (requests; requests and responses), openapi-backend,
 * fastify with the spec's schemas, Prism's mock and the gateway (the compiled dist/server.js), all serving
 * the same api-keys operations from specs/api-keys.yaml (each server's stdout and stderr to a file of its own
 * under .tmp/bench-logs/); then drives them with wrk in interleaved rounds (rounds.ts) and prints, per case, req/s, p99, V8 heap bytes allocated per request (heap.ts) and
 * CPU per request, each as a ratio to bare node:http and to bare Express of the same run. Then the gateway's
 * time from spawn to /healthz answering, its first requests after start-up, and its list of one scope on a
 * fresh store against one 30 000 records larger.
 *
 * Environment (BENCH_QUICK=1 for a smoke run: the quick default in brackets): BENCH_DURATION (seconds per
 * round, default 3 [1]), BENCH_WARMUP (seconds of unmeasured load per case and server, 1 [0.5]),
 * BENCH_ROUNDS (3 [3]), BENCH_ALLOC_REQUESTS (requests inside the heap probe's window, 3000 [500]),
 * BENCH_CONNECTIONS (32), BENCH_SERVERS (comma list of node, express, eov-request, eov-both,
 * openapi-backend, fastify, prism, gateway), BENCH_CASES (get, post, invalid-post, crowded by default;
 * also invalid-query, first, last, first-route, last-route), BENCH_CROWD (records the crowded case puts
 * in other projects, 30000 [3000]), BENCH_START_RUNS (starts timed to /healthz, 5 [2]), BENCH_COLD_RUNS
 * (fresh gateways whose first requests are timed, 3 [1]), SERVICES (as for `make start`).
 */
import { services as registry } from "../generated/index";
import { buildCases, CREATE_BODY, createRequest, DEFAULT_CASES } from "./lib/cases";
import {
  firstRequestRows,
  latencySpread,
  type OpTiming,
  probeFirstRequests,
  probeRequests,
  timeToHealthzReport,
} from "./lib/cold-start";
import { KINDS, type Kind, startContender, startGateway } from "./lib/contenders";
import { crowdedList } from "./lib/crowded";
import { send } from "./lib/probe";
import { rssMb, type Server, stopChildrenOnExit, stopServer } from "./lib/processes";
import { fmt, ratio, table } from "./lib/report";
import { type CaseResult, caseTable, measureCase } from "./lib/rounds";
import { listSetting, QUICK, setting } from "./lib/settings";
import { targets } from "./lib/targets";
import { wrkInstalled } from "./lib/wrk";

const config = {
  durationS: setting("BENCH_DURATION", 3, 1),
  warmupS: setting("BENCH_WARMUP", 1, 0.5),
  rounds: setting("BENCH_ROUNDS", 3, 3),
  allocRequests: setting("BENCH_ALLOC_REQUESTS", 3000, 500),
  connections: setting("BENCH_CONNECTIONS", 32, 32),
  servers: listSetting("BENCH_SERVERS", KINDS) as Kind[],
  cases: listSetting("BENCH_CASES", [...DEFAULT_CASES, "crowded"]),
  crowd: setting("BENCH_CROWD", 30_000, 3000),
  startRuns: setting("BENCH_START_RUNS", 5, 2),
  coldRuns: setting("BENCH_COLD_RUNS", 3, 1),
};

const only = process.env.SERVICES?.split(",").map((s) => s.trim());
const services = registry.filter((s) => !only || only.includes(s.slug));

async function coldStart(): Promise<{ startMs?: number; cold?: ReturnType<typeof firstRequestRows> }> {
  let startMs: number | undefined;
  if (config.startRuns > 0) {
    const report = await timeToHealthzReport(config.startRuns, services.length);
    startMs = report.startMs;
    process.stdout.write(report.text);
  }
  if (config.coldRuns <= 0) return { startMs };
  // A first request happens once per process, and one late scheduling on a busy machine would decide the
  // figure: the first requests are taken from several fresh gateways, and their medians compared.
  const timings = new Map<string, OpTiming>();
  const probes = probeRequests(services);
  for (let run = 0; run < config.coldRuns; run++) {
    const fresh = await startGateway();
    await probeFirstRequests(fresh, probes, timings);
    await stopServer(fresh);
  }
  const cold = firstRequestRows(services, timings);
  process.stdout.write(
    `## First request to each operation of the gateway, right after start-up (medians of ${config.coldRuns} fresh gateways)\n\n${table(
      [
        "service",
        "operations",
        "slowest first ms (median)",
        "slowest single first ms",
        "worst first/warm (medians)",
        "worst operation (status)",
      ],
      cold.rows,
    )}\n\n${latencySpread(timings)}\n\n`,
  );
  return { startMs, cold };
}

async function main(): Promise<void> {
  stopChildrenOnExit();
  if (!wrkInstalled()) {
    throw new Error("wrk is not installed: `make bench` installs it from Debian's packages (target wrk)");
  }
  const largest = [...services].sort((a, b) => b.operations.length - a.operations.length)[0];
  const cases = buildCases(largest, config.cases);
  const want = (k: Kind) => config.servers.includes(k);

  process.stdout.write(
    `# request-path bench${QUICK ? " (QUICK MODE: smoke run, figures not comparable)" : ""}: ${config.connections} connections; per case ${config.warmupS} s of warm-up per server, then ${config.rounds} interleaved rounds of ${config.durationS} s (medians); ${config.allocRequests} requests per server in the heap probe's window; loopback, node ${process.version}\n\n`,
  );
  // The time to listen first, on a machine where nothing else of the bench runs yet.
  const { startMs, cold } = want("gateway") ? await coldStart() : {};

  // Started one at a time, so that each start-up time is measured on an otherwise idle machine.
  const started = new Map<Kind, Server>();
  const prisms = new Map<string, Server>();
  for (const kind of KINDS) {
    if (!want(kind)) continue;
    if (kind === "gateway" || kind === "gateway-logged") {
      // The crowded case fills api-keys far past the default ceiling's share left after the POST case.
      const env = { MAX_RECORDS_PER_SERVICE: String(2 * config.crowd + 100_000) };
      started.set(kind, await startGateway(env, kind === "gateway-logged"));
    } else if (kind === "prism") {
      for (const spec of new Set(cases.map((c) => c.spec))) {
        prisms.set(spec, await startContender(kind, spec, largest.specFile));
      }
    } else {
      started.set(kind, await startContender(kind, "", largest.specFile));
    }
  }
  const all = [...started.values(), ...prisms.values()];
  const express = started.get("express");
  const idle = new Map(all.map((s) => [s, rssMb(s)]));
  process.stdout.write(
    `## Start-up (spawn to listening) and idle RSS\n\n${table(
      ["server", "start-up ms", "× Express", "RSS MB", "× Express"],
      all.map((s) => [
        s.name,
        fmt(s.startupMs),
        ratio(s.startupMs, express?.startupMs),
        fmt(idle.get(s) ?? Number.NaN, 1),
        ratio(idle.get(s) ?? Number.NaN, express && idle.get(express)),
      ]),
    )}\n\n`,
  );

  // The same 20 keys on every server that keeps state, so that listKeys answers a full page of 10.
  const seed = createRequest(CREATE_BODY, "bench");
  for (const s of started.values()) {
    for (let i = 0; i < 20; i++) {
      const r = await send(s.port, seed);
      if (r.status !== 200) throw new Error(`seeding ${s.name} failed: ${r.status} ${r.body}`);
    }
  }

  const results = new Map<string, Map<Kind, CaseResult>>();
  for (const c of cases) {
    const contenders = new Map<Kind, Server>();
    for (const kind of KINDS) {
      if (c.kinds && !c.kinds.includes(kind)) continue;
      const server = kind === "prism" ? prisms.get(c.spec) : started.get(kind);
      if (server) contenders.set(kind, server);
    }
    const rows = await measureCase(c, contenders, config);
    results.set(c.id, rows);
    process.stdout.write(
      `## ${c.title}\n\n\`${c.request.method} ${c.request.path}\`\n\n${caseTable(rows)}\n\n`,
    );
  }

  const gateway = started.get("gateway");
  const crowded =
    gateway && config.cases.includes("crowded") ? await crowdedList(gateway, config) : undefined;
  process.stdout.write(
    `## Targets\n\n${targets(results, config.crowd, startMs, cold, crowded).join("\n")}\n`,
  );
  await Promise.all(all.map(stopServer));
}

main().catch((err) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
