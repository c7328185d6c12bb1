/**
 * `make bench`, third part: what STATE_DIR costs. In one run, a flood of API-key creations against the
 * gateway in memory and against the gateway with STATE_DIR, as a ratio; then the STATE_DIR gateway is stopped
 * and started again on the state the flood left, its start to listening is timed, and one project's first page
 * of keys is listed over and over. The same project with the same keys on a fresh STATE_DIR gateway gives the
 * figures to compare with: a start and a page that cost the same whatever else the directory holds.
 *
 * Environment: BENCH_STATE_FLOOD (seconds of creations per gateway, default 60; 5 with BENCH_QUICK=1),
 * BENCH_STATE_LIST (seconds of listing per gateway, default 20; 3 with BENCH_QUICK=1), BENCH_CONNECTIONS
 * (default 32).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { type Server, startServer, stopChildrenOnExit, stopServer } from "./lib/processes";
import { setting } from "./lib/settings";

const floodS = setting("BENCH_STATE_FLOOD", 60, 5);
const listS = setting("BENCH_STATE_LIST", 20, 3);
const connections = setting("BENCH_CONNECTIONS", 32, 32);
/** Keys are spread over projects, each under the provider's quota of keys per project. */
const PROJECTS = 100_000;
const KEYS_PER_PROJECT = 250;
const AUTH = { authorization: "Bearer dev-token", "content-type": "application/json" };
/** The project that is listed: the flood's first, full one. */
const LISTED = "/api-keys/v2/projects/flood0/locations/global/keys";

interface Flood {
  rps: number;
  p99: number;
  created: number;
  other: number;
}

function gateway(name: string, env: Record<string, string>): Promise<Server> {
  return startServer(name, process.execPath, () => ["dist/server.js"], {
    SERVICES: "api-keys",
    LOG_LEVEL: "warn",
    // The flood measures the write path, not the ceiling that bounds a service's records by default.
    MAX_RECORDS_PER_SERVICE: "10000000",
    ...env,
  });
}

function flood(server: Server): Promise<Flood> {
  let n = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${server.port}`,
        connections,
        duration: floodS,
        requests: [
          {
            method: "POST",
            headers: AUTH,
            setupRequest: (req) => {
              const i = n++;
              const project = Math.floor(i / KEYS_PER_PROJECT) % PROJECTS;
              return {
                ...req,
                path: `/api-keys/v2/projects/flood${project}/locations/global/keys`,
                body: JSON.stringify({ displayName: `key ${i}` }),
              };
            },
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err);
        const created = result.statusCodeStats["200"]?.count ?? 0;
        resolve({
          rps: result.requests.average,
          p99: result.latency.p99,
          created,
          other: result.requests.total - created,
        });
      },
    );
  });
}

/** The first page of the listed project's keys, requested for BENCH_STATE_LIST seconds: answers per second. */
function listing(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${server.port}${LISTED}?pageSize=50`,
        connections,
        duration: listS,
        headers: AUTH,
      },
      (err, result) => {
        if (err) return reject(err);
        if (result.non2xx > 0) return reject(new Error(`${server.name}: ${result.non2xx} lists failed`));
        resolve(result.requests.average);
      },
    );
  });
}

/** Creates the listed project's keys one by one, as the flood did. */
async function fillListed(server: Server): Promise<void> {
  for (let i = 0; i < KEYS_PER_PROJECT; i++) {
    const res = await fetch(`http://127.0.0.1:${server.port}${LISTED}`, {
      method: "POST",
      headers: AUTH,
      body: JSON.stringify({ displayName: `key ${i}` }),
    });
    if (!res.ok) throw new Error(`${server.name}: creating a key answered ${res.status}`);
  }
}

async function main(): Promise<void> {
  stopChildrenOnExit();
  const dir = mkdtempSync(path.join(os.tmpdir(), "gateway-bench-state-"));
  const freshDir = mkdtempSync(path.join(os.tmpdir(), "gateway-bench-fresh-"));
  try {
    process.stdout.write(
      `STATE_DIR write path: ${floodS} s of key creations per gateway, ${connections} connections\n`,
    );
    const memory = await gateway("in memory", {});
    const inMemory = await flood(memory);
    await stopServer(memory);
    const durable = await gateway("STATE_DIR", { STATE_DIR: dir });
    const onDisk = await flood(durable);
    await stopServer(durable);
    const restarted = await gateway("STATE_DIR restart", { STATE_DIR: dir });
    const floodedList = await listing(restarted);
    await stopServer(restarted);
    const fresh = await gateway("STATE_DIR fresh", { STATE_DIR: freshDir });
    await fillListed(fresh);
    const freshList = await listing(fresh);
    await stopServer(fresh);

    const rows = [
      ["gateway", "created/s", "p99 ms", "keys created", "other answers"],
      [
        "in memory",
        inMemory.rps.toFixed(0),
        inMemory.p99.toFixed(1),
        String(inMemory.created),
        String(inMemory.other),
      ],
      [
        "STATE_DIR",
        onDisk.rps.toFixed(0),
        onDisk.p99.toFixed(1),
        String(onDisk.created),
        String(onDisk.other),
      ],
    ];
    for (const r of rows) process.stdout.write(`| ${r.join(" | ")} |\n`);
    const listRows = [
      ["STATE_DIR gateway", "keys stored", "listening after s", "lists/s (pageSize=50)"],
      [
        "restarted on the flood",
        String(onDisk.created),
        (restarted.startupMs / 1000).toFixed(2),
        floodedList.toFixed(0),
      ],
      ["fresh", String(KEYS_PER_PROJECT), (fresh.startupMs / 1000).toFixed(2), freshList.toFixed(0)],
    ];
    for (const r of listRows) process.stdout.write(`| ${r.join(" | ")} |\n`);
    process.stdout.write(
      `STATE_DIR / memory: throughput ${(onDisk.rps / inMemory.rps).toFixed(2)}x, p99 ${(onDisk.p99 / inMemory.p99).toFixed(2)}x\n` +
        `list of one project, flooded / fresh directory: ${(floodedList / freshList).toFixed(2)}x; ` +
        `start, flooded / fresh directory: ${(restarted.startupMs / fresh.startupMs).toFixed(2)}x\n`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(freshDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
