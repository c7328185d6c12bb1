/**
 * `make bench` (third part): what the validating proxy costs against plain forwarding. One upstream (a
 * reference gateway serving api-keys) is reached, in one run, straight; through a bare node:http forwarder
 * (bench/servers/forwarder.ts); through the gateway in proxy mode, enforce and report, request and response
 * validation on; and through Prism's proxy with the same spec. Each is driven by wrk (a C load generator, so
 * that the load takes little of the two cores the upstream and the proxy share) with the same requests: a
 * GET, a JSON POST, and a GET whose JSON response is about 250 KB. Figures are printed as ratios to the bare
 * forwarder's, measured a few seconds apart on the same upstream.
 *
 * Environment: BENCH_PROXY_ROUNDS (measured runs per case and path, default 3, taken in turns),
 * BENCH_PROXY_DURATION (seconds per run, default 4), BENCH_PROXY_WARMUP (seconds of unmeasured load per case
 * and path first, default 2), BENCH_CONNECTIONS (default 32), BENCH_PROXY_PATHS
 * (comma list of straight,forwarder,enforce,report,enforce-info,prism to run a subset), BENCH_PROXY_CASES
 * (comma list of get,large,post).
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { median, send } from "./lib/probe";
import {
  cpuMs,
  GATEWAY,
  prismCli,
  type Server,
  startServer,
  stopChildrenOnExit,
  stopServer,
} from "./lib/processes";
import { fmt, ratio, table } from "./lib/report";

const root = path.resolve(__dirname, "..");
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const config = {
  durationS: env("BENCH_PROXY_DURATION", 4),
  rounds: env("BENCH_PROXY_ROUNDS", 3),
  warmupS: env("BENCH_PROXY_WARMUP", 2),
  connections: env("BENCH_CONNECTIONS", 32),
  paths: process.env.BENCH_PROXY_PATHS?.split(","),
  cases: process.env.BENCH_PROXY_CASES?.split(","),
};

const AUTH = { authorization: "Bearer dev-token" };
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

interface ProxyCase {
  id: string;
  title: string;
  method: "GET" | "POST";
  /** Path under the service's base path. */
  path: string;
  body?: string;
}

interface WrkResult {
  rps: number;
  p50: number;
  p99: number;
  /** Responses that were not 2xx, and socket errors (connect, read, write, timeout). */
  non2xx: number;
  errors: number;
  /** CPU time of the proxy (or of the upstream, for the straight path) per request, µs. */
  cpuUs: number;
}

function wrkInstalled(): boolean {
  try {
    execFileSync("wrk", ["--version"], { stdio: "ignore" });
    return true;
  } catch (err) {
    // wrk prints its usage and exits 1 on --version; only a missing binary is a failure.
    return (err as NodeJS.ErrnoException).code !== "ENOENT";
  }
}

/**
 * The wrk script of one case: method, headers and body, and for the POST case a new project every 250 keys
 * (Google's quota of 300 keys per project, which the upstream enforces), named after the run so that no two
 * runs share a project.
 */
function wrkScript(c: ProxyCase, prefix: string, run: string): string {
  const lines = [
    `wrk.method = ${JSON.stringify(c.method)}`,
    `wrk.headers["authorization"] = ${JSON.stringify(AUTH.authorization)}`,
  ];
  if (c.body !== undefined) {
    lines.push(`wrk.headers["content-type"] = "application/json"`, `wrk.body = ${JSON.stringify(c.body)}`);
  }
  if (c.method === "POST") {
    lines.push(
      "local n = 0",
      "request = function()",
      "  n = n + 1",
      `  return wrk.format(nil, "${prefix}/v2/projects/${run}-" .. math.floor(n / 250) .. "/locations/global/keys")`,
      "end",
    );
  }
  return `${lines.join("\n")}\n`;
}

/** A wrk duration such as 812.00us, 14.80ms or 1.02s, in ms. */
function ms(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!m) return Number.NaN;
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2] as "us" | "ms" | "s" | "m"];
  return Number(m[1]) * scale;
}

function runWrk(url: string, script: string, durationS: number): Promise<Omit<WrkResult, "cpuUs">> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-proxy-"));
  const file = path.join(dir, "case.lua");
  writeFileSync(file, script);
  const args = ["-t1", `-c${config.connections}`, `-d${durationS}s`, "--latency", "-s", file, url];
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (c: Buffer) => {
      out += c.toString();
    });
    child.stderr.on("data", (c: Buffer) => {
      out += c.toString();
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      rmSync(dir, { recursive: true, force: true });
      if (code !== 0) return reject(new Error(`wrk exited with ${code}:\n${out}`));
      const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
      resolve({
        rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? Number.NaN),
        p50: ms(/\n\s+50%\s+(\S+)/.exec(out)?.[1] ?? ""),
        p99: ms(/\n\s+99%\s+(\S+)/.exec(out)?.[1] ?? ""),
        non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
        errors: socketErrors ? socketErrors.slice(1).reduce((a, b) => a + Number(b), 0) : 0,
      });
    });
  });
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
  const r = await runWrk(url, wrkScript(c, p.prefix, `bench-post-${process.pid}-${runs++}`), durationS);
  return { ...r, cpuUs: ((cpuMs(busy) - before) * 1000) / (r.rps * durationS) };
}

/** Rounds of one path folded into one row: mean throughput and CPU, median latencies, summed failures. */
function fold(rounds: WrkResult[]): WrkResult {
  const mean = (pick: (r: WrkResult) => number) => rounds.reduce((a, r) => a + pick(r), 0) / rounds.length;
  return {
    rps: mean((r) => r.rps),
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    non2xx: rounds.reduce((a, r) => a + r.non2xx, 0),
    errors: rounds.reduce((a, r) => a + r.errors, 0),
    cpuUs: rounds.reduce((a, r) => a + r.cpuUs * r.rps, 0) / rounds.reduce((a, r) => a + r.rps, 0),
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
  const want = (id: string) => !config.paths || config.paths.includes(id);

  const upstream = await startServer(
    "upstream: reference gateway (api-keys)",
    process.execPath,
    () => [...GATEWAY, "dist/server.js"],
    {
      SERVICES: "api-keys",
      LOG_LEVEL: "silent",
      // The POST case creates a key per request: every path's run adds tens of thousands.
      MAX_RECORDS_PER_SERVICE: "10000000",
    },
  );
  const largeBytes = await seed(upstream);
  const upstreamUrl = `http://127.0.0.1:${upstream.port}`;
  const gatewayProxy = (policy: string, logLevel: string) =>
    startServer(
      `gateway --proxy api-keys --policy ${policy} (LOG_LEVEL=${logLevel})`,
      process.execPath,
      () => [...GATEWAY, "dist/server.js", "--proxy", `api-keys=${upstreamUrl}/api-keys`, "--policy", policy],
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
  // A staging proxy logs what it finds (violations, rejections, upstream failures are warn and error lines);
  // the per-request access line is an info line, measured on its own below.
  if (want("enforce")) add("enforce", "gateway proxy, enforce", await gatewayProxy("enforce", "warn"));
  if (want("report")) add("report", "gateway proxy, report", await gatewayProxy("report", "warn"));
  if (want("enforce-info"))
    add(
      "enforce-info",
      "gateway proxy, enforce, with the access log (LOG_LEVEL=info)",
      await gatewayProxy("enforce", "info"),
    );
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
    add("prism", "Prism 5.14 `prism proxy --errors`", prism, "");
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
  ].filter((c) => !config.cases || config.cases.includes(c.id));

  process.stdout.write(
    `# proxy bench: wrk, 1 thread, ${config.connections} connections; per case and path ${config.warmupS} s of warm-up, then ${config.rounds} runs of ${config.durationS} s taken in turns (req/s and CPU: mean; latencies: median of the runs); loopback, node ${process.version}\n\n`,
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
    const base = rows.get("forwarder");
    process.stdout.write(`## ${c.title}\n\n`);
    process.stdout.write(
      `${table(
        [
          "path",
          "req/s",
          "× forwarder",
          "p50 ms",
          "p99 ms",
          "× forwarder",
          "CPU µs/req",
          "not 2xx",
          "socket errors",
        ],
        paths.map((p) => {
          const r = rows.get(p.id)!;
          return [
            p.label,
            fmt(r.rps),
            ratio(r.rps, base?.rps),
            fmt(r.p50, 2),
            fmt(r.p99, 2),
            ratio(r.p99, base?.p99),
            fmt(r.cpuUs),
            String(r.non2xx),
            String(r.errors),
          ];
        }),
      )}\n\n`,
    );
  }
  process.stdout.write(`## Targets (issue 21)\n\n${targets(results).join("\n")}\n`);
  await Promise.all([...new Set([upstream, ...paths.map((p) => p.server)])].map(stopServer));
}

function targets(results: Map<string, Map<string, WrkResult>>): string[] {
  const lines: string[] = [];
  const check = (ok: boolean, text: string) => lines.push(`- ${ok ? "met" : "NOT MET"}: ${text}`);
  for (const [id, rows] of results) {
    const f = rows.get("forwarder");
    const prism = rows.get("prism");
    for (const policy of ["enforce", "report"]) {
      const g = rows.get(policy);
      if (!g) continue;
      if (f) {
        check(
          g.rps >= 0.7 * f.rps,
          `${id}, ${policy}: throughput ${ratio(g.rps, f.rps)} the forwarder's (target ≥ 0.70×)`,
        );
        check(
          g.p99 <= 1.5 * f.p99,
          `${id}, ${policy}: p99 ${ratio(g.p99, f.p99)} the forwarder's (target ≤ 1.50×)`,
        );
      }
      if (prism)
        check(
          g.rps >= 2 * prism.rps,
          `${id}, ${policy}: throughput ${ratio(g.rps, prism.rps)} Prism's (target ≥ 2.00×)`,
        );
    }
  }
  return lines;
}

main().catch((err) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
