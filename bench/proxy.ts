/**
 * `make bench`, second part: the validating proxy against what a team would otherwise run for the same job.
 * One upstream (a reference gateway serving api-keys) is reached, in one run, straight; through a bare
 * node:http forwarder (bench/servers/forwarder.ts: the physical limit, not a peer); through Express 5 with
 * http-proxy-middleware (bench/servers/express-proxy.ts: nothing checked), the same with
 * express-openapi-validator in front (requests checked), and Prism 5.14's `prism proxy` on the same spec
 * (requests and responses); and through the gateway's --proxy in enforce (requests and responses checked),
 * with its request log off and on. Each is driven by wrk (a C load generator, so that the load takes little
 * of the two cores the upstream and the proxy share) with the same requests: a GET, a JSON POST, and a GET
 * whose JSON response is about 250 KB. Figures are printed as ratios to Express + http-proxy-middleware's
 * and to the bare forwarder's, measured a few seconds apart on the same upstream.
 *
 * Environment (BENCH_QUICK=1: the quick default in brackets): BENCH_PROXY_ROUNDS (interleaved rounds per
 * case, each measuring every path once, default 3 [3]), BENCH_PROXY_DURATION (seconds per run, 4 [1]),
 * BENCH_PROXY_WARMUP (seconds of unmeasured load per case and path first, 2 [1]), BENCH_CONNECTIONS (32),
 * BENCH_PROXY_PATHS (comma list of straight, forwarder, hpm, hpm-eov, prism, enforce, enforce-info by
 * default; also report), BENCH_PROXY_CASES (comma list of get, large, post).
 */
import path from "node:path";
import { median, send } from "./lib/probe";
import { cpuMs, prismCli, type Server, startServer, stopChildrenOnExit, stopServer } from "./lib/processes";
import { fmt, ratio, table } from "./lib/report";
import { listSetting, QUICK, setting } from "./lib/settings";
import { AUTH, type ProxyCase, runWrk, type WrkResult, wrkInstalled, wrkScript } from "./lib/wrk";

const root = path.resolve(__dirname, "..");
const config = {
  durationS: setting("BENCH_PROXY_DURATION", 4, 1),
  rounds: setting("BENCH_PROXY_ROUNDS", 3, 3),
  warmupS: setting("BENCH_PROXY_WARMUP", 2, 1),
  connections: setting("BENCH_CONNECTIONS", 32, 32),
  paths: listSetting("BENCH_PROXY_PATHS", [
    "straight",
    "forwarder",
    "hpm",
    "hpm-eov",
    "prism",
    "enforce",
    "enforce-info",
  ]),
  cases: listSetting("BENCH_PROXY_CASES", ["get", "large", "post"]),
};

const KEYS = (project: string) => `/api-keys/v2/projects/${project}/locations/global/keys`;
/** Keys of the large case: 100 keys of about 2 KB each (annotations, as labels on real keys carry). */
const LARGE_KEYS = 100;
const CREATE_BODY = {
  displayName: "bench key",
  restrictions: { apiTargets: [{ service: "translate.googleapis.com", methods: ["Translate*"] }] },
};

interface PathUnderTest {
  id: string;
  label: string;
  server: Server;
  /** What the requests' paths start with: the service's base path, or nothing for Prism, which serves without it. */
  prefix: string;
}

let runs = 0;
/** One measured wrk run of `c` against `p`, with the CPU that `busy` spent per request. */
async function measureOnce(
  p: PathUnderTest,
  c: ProxyCase,
  busy: Server,
  durationS: number,
): Promise<WrkResult> {
  const url = `http://127.0.0.1:${p.server.port}${p.prefix}${c.path}`;
  const before = cpuMs(busy);
  const request = {
    method: c.method,
    headers: c.body === undefined ? AUTH : { ...AUTH, "content-type": "application/json" },
    body: c.body,
    spread:
      c.method === "POST"
        ? { before: `${p.prefix}/v2/projects/bench-post-`, after: "/locations/global/keys", every: 250 }
        : undefined,
  };
  const {
    requests,
    statuses: _,
    ...r
  } = await runWrk(url, wrkScript(request, `${process.pid}-${runs++}`), durationS, config.connections);
  return { ...r, cpuUs: ((cpuMs(busy) - before) * 1000) / requests };
}

/** Rounds of one path folded into one row: medians of the rounds, failures summed. */
function fold(rounds: WrkResult[]): WrkResult {
  return {
    rps: median(rounds.map((r) => r.rps)),
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    non2xx: rounds.reduce((a, r) => a + r.non2xx, 0),
    errors: rounds.reduce((a, r) => a + r.errors, 0),
    cpuUs: median(rounds.map((r) => r.cpuUs)),
  };
}

async function post(port: number, p: string, body: unknown): Promise<void> {
  const r = await send(port, {
    method: "POST",
    path: p,
    headers: { ...AUTH, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (r.status !== 200) throw new Error(`seeding the upstream failed: ${r.status} ${r.body}`);
}

async function resetUpstream(upstream: Server): Promise<void> {
  const r = await send(upstream.port, { method: "POST", path: "/__admin/reset", headers: {} });
  if (r.status >= 300) throw new Error(`resetting the upstream failed: ${r.status} ${r.body}`);
}

/** The same keys for every path: 20 small ones for the GET case, 100 large ones for the large case. */
async function seed(upstream: Server): Promise<number> {
  for (let i = 0; i < 20; i++) await post(upstream.port, KEYS("bench"), CREATE_BODY);
  for (let i = 0; i < LARGE_KEYS; i++) {
    const annotations: Record<string, string> = {};
    for (let a = 0; a < 16; a++) {
      annotations[`team.example.com/label-${a}`] = `key ${i} owner ${"x".repeat(80)} cost-centre ${a}`;
    }
    await post(upstream.port, KEYS("bench-large"), {
      ...CREATE_BODY,
      displayName: `large ${i}`,
      annotations,
    });
  }
  const page = await send(upstream.port, {
    method: "GET",
    path: `${KEYS("bench-large")}?pageSize=${LARGE_KEYS}`,
    headers: AUTH,
  });
  return Buffer.byteLength(page.body);
}

async function main(): Promise<void> {
  stopChildrenOnExit();
  if (!wrkInstalled()) {
    throw new Error("wrk is not installed: `make bench` installs it from Debian's packages (target wrk)");
  }
  const prismBin = prismCli();
  const tsx = ["--import", "tsx"];
  const want = (id: string) => config.paths.includes(id);

  const upstream = await startServer(
    "upstream: reference gateway (api-keys)",
    process.execPath,
    () => ["dist/server.js"],
    {
      SERVICES: "api-keys",
      LOG_LEVEL: "silent",
      // The POST case creates a key per request: every path's run adds tens of thousands.
      MAX_RECORDS_PER_SERVICE: "10000000",
    },
  );
  const largeBytes = await seed(upstream);
  const upstreamUrl = `http://127.0.0.1:${upstream.port}`;
  const expressProxy = (name: string, eov: boolean) =>
    startServer(name, process.execPath, () => [...tsx, "bench/servers/express-proxy.ts"], {
      UPSTREAM: upstreamUrl,
      BENCH_EOV: eov ? "1" : "0",
    });
  const gatewayProxy = (policy: string, logLevel: string) =>
    startServer(
      `gateway --proxy api-keys --policy ${policy} (LOG_LEVEL=${logLevel})`,
      process.execPath,
      () => ["dist/server.js", "--proxy", `api-keys=${upstreamUrl}/api-keys`, "--policy", policy],
      { LOG_LEVEL: logLevel },
    );

  const paths: PathUnderTest[] = [];
  const add = (id: string, label: string, server: Server, prefix = "/api-keys") =>
    paths.push({ id, label, server, prefix });
  if (want("straight")) add("straight", "straight to the upstream", upstream);
  if (want("forwarder")) {
    const forwarder = await startServer(
      "forwarder",
      process.execPath,
      () => [...tsx, "bench/servers/forwarder.ts"],
      {
        UPSTREAM: upstreamUrl,
      },
    );
    add("forwarder", "bare node:http forwarder (keep-alive agent, pipes)", forwarder);
  }
  if (want("hpm"))
    add("hpm", "Express 5 + http-proxy-middleware (nothing checked)", await expressProxy("hpm", false));
  if (want("hpm-eov"))
    add(
      "hpm-eov",
      "Express 5 + express-openapi-validator + http-proxy-middleware (requests checked)",
      await expressProxy("hpm-eov", true),
    );
  // A staging proxy logs what it finds (violations, rejections, upstream failures are warn and error lines);
  // the per-request line of the request log is an info line, measured on its own row.
  if (want("enforce"))
    add(
      "enforce",
      "gateway --proxy, enforce (requests and responses checked), LOG_LEVEL=warn",
      await gatewayProxy("enforce", "warn"),
    );
  if (want("enforce-info"))
    add("enforce-info", "the same, request log on (LOG_LEVEL=info)", await gatewayProxy("enforce", "info"));
  if (want("report"))
    add("report", "gateway --proxy, report, LOG_LEVEL=warn", await gatewayProxy("report", "warn"));
  if (want("prism")) {
    const prism = await startServer("prism proxy", process.execPath, (port) => [
      prismBin,
      "proxy",
      path.join(root, "specs/api-keys.yaml"),
      `${upstreamUrl}/api-keys`,
      "--errors",
      "-h",
      "127.0.0.1",
      "-p",
      String(port),
      "-v",
      "silent",
    ]);
    // Prism ignores the spec's relative server URL: it serves the paths without the base path.
    add("prism", "Prism 5.14 `prism proxy --errors` (requests and responses checked)", prism, "");
  }

  // In this order: the POST case resets the upstream's state.
  const cases: ProxyCase[] = [
    {
      id: "get",
      title: "GET, a page of 10 keys",
      method: "GET" as const,
      path: "/v2/projects/bench/locations/global/keys?pageSize=10",
    },
    {
      id: "large",
      title: `GET, a page of ${LARGE_KEYS} large keys: a ${fmt(largeBytes / 1024)} KB JSON response`,
      method: "GET" as const,
      path: `/v2/projects/bench-large/locations/global/keys?pageSize=${LARGE_KEYS}`,
    },
    {
      id: "post",
      title: "POST with a JSON body (createKey)",
      method: "POST" as const,
      path: "",
      body: JSON.stringify(CREATE_BODY),
    },
  ].filter((c) => config.cases.includes(c.id));

  process.stdout.write(
    `# proxy bench${QUICK ? " (QUICK MODE: smoke run, figures not comparable)" : ""}: wrk, 1 thread, ${config.connections} connections; per case and path ${config.warmupS} s of warm-up, then ${config.rounds} interleaved rounds of ${config.durationS} s (medians of the rounds); loopback, node ${process.version}\n\n`,
  );
  const results = new Map<string, Map<string, WrkResult>>();
  for (const c of cases) {
    const rows = new Map<string, WrkResult>();
    results.set(c.id, rows);
    if (config.warmupS > 0) for (const p of paths) await measureOnce(p, c, p.server, config.warmupS);
    // The paths take turns, in a new order each round, so that a slow spell of the machine is shared out
    // rather than charged to whichever path it fell on.
    const rounds = new Map<string, WrkResult[]>(paths.map((p) => [p.id, []]));
    for (let round = 0; round < config.rounds; round++) {
      const order = [...paths.slice(round % paths.length), ...paths.slice(0, round % paths.length)];
      for (const p of round % 2 ? order.reverse() : order) {
        // Every creation grows the upstream's state, and with it the pauses of its garbage collector: each
        // POST run starts from an empty upstream, so that none pays for the keys the runs before it created.
        if (c.method === "POST") await resetUpstream(upstream);
        // The CPU per request is the proxy's own (the upstream's, for the straight path).
        rounds.get(p.id)?.push(await measureOnce(p, c, p.server, config.durationS));
      }
    }
    for (const p of paths) rows.set(p.id, fold(rounds.get(p.id) ?? []));
    const forwarder = rows.get("forwarder");
    const hpm = rows.get("hpm");
    process.stdout.write(`## ${c.title}\n\n`);
    process.stdout.write(
      `${table(
        [
          "path",
          "req/s",
          "× Express + hpm",
          "× forwarder",
          "p50 ms",
          "p99 ms",
          "× Express + hpm",
          "CPU µs/req",
          "× Express + hpm",
          "not 2xx",
          "socket errors",
        ],
        paths.map((p) => {
          const r = rows.get(p.id)!;
          return [
            p.label,
            fmt(r.rps),
            ratio(r.rps, hpm?.rps),
            ratio(r.rps, forwarder?.rps),
            fmt(r.p50, 2),
            fmt(r.p99, 2),
            ratio(r.p99, hpm?.p99),
            fmt(r.cpuUs),
            ratio(r.cpuUs, hpm?.cpuUs),
            String(r.non2xx),
            String(r.errors),
          ];
        }),
      )}\n\n`,
    );
  }
  process.stdout.write(`## Targets\n\n${targets(results).join("\n")}\n`);
  await Promise.all([...new Set([upstream, ...paths.map((p) => p.server)])].map(stopServer));
}

function targets(results: Map<string, Map<string, WrkResult>>): string[] {
  const lines: string[] = [];
  const check = (ok: boolean, text: string) => lines.push(`- ${ok ? "met" : "NOT MET"}: ${text}`);
  for (const [id, rows] of results) {
    const g = rows.get("enforce");
    if (!g) continue;
    const peers: [string, string, number][] = [
      ["forwarder", "the bare node:http forwarder's (nothing checked)", 0.85],
      ["hpm", "Express + http-proxy-middleware's (nothing checked)", 0.9],
      ["hpm-eov", "Express + express-openapi-validator + http-proxy-middleware's (requests checked)", 1.3],
      ["prism", "Prism's proxy's", 2],
    ];
    for (const [peer, name, goal] of peers) {
      const r = rows.get(peer);
      if (r)
        check(
          g.rps >= goal * r.rps,
          `${id}: throughput ${ratio(g.rps, r.rps)} ${name} (target ≥ ${goal.toFixed(2)}×)`,
        );
    }
    const hpm = rows.get("hpm");
    if (hpm)
      check(
        g.p99 <= 1.3 * hpm.p99,
        `${id}: p99 ${ratio(g.p99, hpm.p99)} Express + http-proxy-middleware's (target ≤ 1.30×)`,
      );
    const logged = rows.get("enforce-info");
    if (logged)
      check(
        logged.rps >= 0.95 * g.rps,
        `${id}: with the request log on, throughput ${ratio(logged.rps, g.rps)} the same proxy's with it off (target ≥ 0.95×)`,
      );
  }
  return lines;
}

main().catch((err) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
