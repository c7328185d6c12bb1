/**
 * Start-up time of the gateway as `make start` runs it (the compiled bundle; `make bench` builds it first) when
 * it mounts a spec it has never seen (`--spec ... --mock`): a generated
 * 100-operation OpenAPI 3.1 document spread over two files, started with an empty compile cache (the document
 * is linted and bundled) and again with the cache that start left (read back, not linted). Each start
 * is timed from spawn until the port accepts a connection, against the same gateway started without the
 * spec, in rounds taken in turns; medians are printed.
 *
 * Then every document of the test corpus (test/corpus/documents.ts: Twilio's four, GitHub's, ReadMe's
 * examples) served alone by `openapi-gateway mock` (which runs dist/documents.js, the bundle without the built-in services), beside Prism's mock (`prism mock <file>`, the version the project pins) started on the
 * same document in the same rounds: cold start, cached start and the gateway's resident memory once listening
 * (VmRSS) and at its peak during the start (VmHWM), with the ratios to Prism's start. Neither compiles a
 * validator before it listens (the gateway compiles each on first use, as Prism does), so the time of the first
 * request to the document's first GET without path parameters, right after the cold start, is printed beside.
 *
 *   BENCH_SPEC_ROUNDS (default 5; 1 with BENCH_QUICK=1), BENCH_SPEC_OPERATIONS (default 100),
 *   BENCH_CORPUS_ROUNDS (default 3; 1 with BENCH_QUICK=1), BENCH_CORPUS (comma-separated names; default all)
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import yaml from "js-yaml";
import { seededRandom } from "../scripts/fixtures/seeded-random";
import { corpusDocuments, githubDocument } from "../test/corpus/documents";
import { prismCli, rssMb, type Server, startServer, stopChildrenOnExit, stopServer } from "./lib/processes";
import { fmt, ratio, table } from "./lib/report";
import { listSetting, setting } from "./lib/settings";

const ROUNDS = setting("BENCH_SPEC_ROUNDS", 5, 1);
const OPERATIONS = setting("BENCH_SPEC_OPERATIONS", 100, 100);
const CORPUS_ROUNDS = setting("BENCH_CORPUS_ROUNDS", 3, 1);

/** A document of `operations` operations (a GET and a POST per resource), its schemas in a second file. */
function writeSpec(dir: string, operations: number): string {
  const random = seededRandom(20261125);
  const schemas: Record<string, unknown> = {};
  const paths: Record<string, unknown> = {};
  for (let i = 0; i < Math.ceil(operations / 2); i++) {
    const name = `Resource${i}`;
    const fields = 4 + Math.floor(random() * 8);
    schemas[name] = {
      type: "object",
      required: ["id", "name"],
      properties: Object.fromEntries([
        ["id", { type: "string", pattern: "^[a-z]{2}_[0-9a-f]{8}$" }],
        ["name", { type: "string", minLength: 1, maxLength: 80 }],
        ...Array.from({ length: fields }, (_, f) => [
          `field${f}`,
          [
            { type: "integer", minimum: 0, maximum: 1000 },
            { type: ["string", "null"], format: "date-time" },
            { type: "array", items: { $ref: "#/Tag" } },
            { type: "number", exclusiveMinimum: 0 },
          ][f % 4],
        ]),
      ]),
    };
    const ref = { $ref: `./schemas.yaml#/${name}` };
    paths[`/resources${i}`] = {
      get: {
        operationId: `list${name}`,
        parameters: [{ name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 100 } }],
        responses: {
          "200": {
            description: "ok",
            content: { "application/json": { schema: { type: "array", items: ref } } },
          },
        },
      },
      post: {
        operationId: `create${name}`,
        requestBody: { required: true, content: { "application/json": { schema: ref } } },
        responses: { "201": { description: "created", content: { "application/json": { schema: ref } } } },
      },
    };
  }
  schemas.Tag = { type: "object", required: ["key"], properties: { key: { type: "string" }, value: {} } };
  writeFileSync(path.join(dir, "schemas.yaml"), yaml.dump(schemas));
  const doc = {
    openapi: "3.1.0",
    info: { title: "Bench API", version: "1" },
    servers: [{ url: "/bench" }],
    paths,
  };
  writeFileSync(path.join(dir, "bench.yaml"), yaml.dump(doc));
  return path.join(dir, "bench.yaml");
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function startupMs(name: string, args: string[]): Promise<number> {
  const server = await startServer(name, process.execPath, () => ["dist/server.js", ...args], {
    LOG_LEVEL: "warn",
    SERVICES: "branch-lookup",
  });
  await stopServer(server);
  return server.startupMs;
}

/** Peak resident set size of the child so far (VmHWM), in MB. */
function peakRssMb(server: Server): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** The path of the document's first GET operation without path parameters, if it has one. */
function firstGet(file: string): string | undefined {
  const doc = JSON.parse(readFileSync(file, "utf8")) as { paths?: Record<string, { get?: unknown }> };
  return Object.entries(doc.paths ?? {}).find(([p, item]) => !p.includes("{") && item.get)?.[0];
}

/** The time of one request to `url` until its whole answer is read (whatever its status), in ms. */
async function requestMs(url: string): Promise<number> {
  const t0 = performance.now();
  await (await fetch(url)).arrayBuffer();
  return performance.now() - t0;
}

/** The base path the gateway mounted the document `name` at, as its /healthz lists it. */
async function basePathOf(port: number, name: string): Promise<string> {
  const health = (await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()) as {
    services: { slug: string; basePath: string }[];
  };
  const at = health.services.find((s) => s.slug === name)?.basePath;
  if (at === undefined) throw new Error(`/healthz does not list ${name}`);
  return at === "/" ? "" : at;
}

/**
 * One start of `openapi-gateway mock`, which serves the document `file` and builds none of the built-in
 * services: its time, its memory once listening and at its peak, and the time of a first request to `probe`
 * (a path of the document).
 */
async function gatewayStart(
  file: string,
  cache: string,
  probe: string | undefined,
): Promise<{ ms: number; rss: number; peak: number; first: number }> {
  const server = await startServer(
    "gateway mock",
    process.execPath,
    () => ["dist/server.js", "mock", `doc=${file}`, "--cache-dir", cache],
    { LOG_LEVEL: "warn" },
    600_000,
  );
  const figures = { ms: server.startupMs, rss: rssMb(server), peak: peakRssMb(server) };
  const first =
    probe === undefined
      ? Number.NaN
      : await requestMs(`http://127.0.0.1:${server.port}${await basePathOf(server.port, "doc")}${probe}`);
  await stopServer(server);
  return { ...figures, first };
}

async function prismStart(file: string, probe: string | undefined): Promise<{ ms: number; first: number }> {
  const server = await startServer(
    "prism mock",
    process.execPath,
    (port) => [prismCli(), "mock", file, "-p", String(port), "-h", "127.0.0.1", "--errors", "false"],
    {},
    600_000,
  );
  const first = probe === undefined ? Number.NaN : await requestMs(`http://127.0.0.1:${server.port}${probe}`);
  await stopServer(server);
  return { ms: server.startupMs, first };
}

/** Every corpus document: cold, cached and Prism's start, in rounds taken in turns; medians. */
async function corpus(dir: string): Promise<void> {
  const only = listSetting("BENCH_CORPUS", []);
  const docs = [
    ...corpusDocuments().map((d) => ({ name: d.name, file: d.file })),
    { name: "github", file: githubDocument() },
  ].filter((d) => only.length === 0 || only.includes(d.name));
  const rows: string[][] = [];
  const goals: string[] = [];
  for (const doc of docs) {
    const t = {
      cold: [] as number[],
      cached: [] as number[],
      prism: [] as number[],
      rss: [] as number[],
      peak: [] as number[],
      first: [] as number[],
      prismFirst: [] as number[],
    };
    const probe = firstGet(doc.file);
    for (let round = 0; round < CORPUS_ROUNDS; round++) {
      const cache = path.join(dir, `corpus-${doc.name}-${round}`);
      const cold = await gatewayStart(doc.file, cache, probe);
      const cached = await gatewayStart(doc.file, cache, undefined);
      t.cold.push(cold.ms);
      t.peak.push(cold.peak);
      t.first.push(cold.first);
      t.cached.push(cached.ms);
      t.rss.push(cached.rss);
      const prismed = await prismStart(doc.file, probe);
      t.prism.push(prismed.ms);
      t.prismFirst.push(prismed.first);
      rmSync(cache, { recursive: true, force: true });
    }
    const prism = median(t.prism);
    if (TARGET_DOCUMENTS.includes(doc.name))
      goals.push(
        ...startGoals(doc.name, [
          ["cached", median(t.cached), prism, 0.1],
          ["cold", median(t.cold), prism, 0.5],
        ]),
      );
    rows.push([
      doc.name,
      fmt(median(t.cold)),
      fmt(median(t.cached)),
      fmt(prism),
      ratio(median(t.cold), prism),
      ratio(median(t.cached), prism),
      fmt(median(t.rss)),
      fmt(median(t.peak)),
      probe === undefined ? "—" : `${fmt(median(t.first))} / ${fmt(median(t.prismFirst))} (GET ${probe})`,
    ]);
    process.stdout.write(`${doc.name} done\n`);
  }
  process.stdout.write(
    `\nThe corpus: \`openapi-gateway mock <document>\` (no built-in service), beside Prism's mock on the same document (median of ${CORPUS_ROUNDS}, spawn to listening)\n\n`,
  );
  process.stdout.write(
    `${table(
      [
        "document",
        "cold ms",
        "cached ms",
        "Prism ms",
        "cold / Prism",
        "cached / Prism",
        "RSS MB, listening (cached)",
        "peak RSS MB (cold)",
        "first request ms, gateway / Prism",
      ],
      rows,
    )}\n`,
  );
  if (goals.length > 0) process.stdout.write(`\n## Targets\n\n${goals.join("\n")}\n`);
}

/** The documents whose start is held to a fraction of Prism's on the same document. */
const TARGET_DOCUMENTS = ["twilio-api-v2010", "github"];

function startGoals(
  doc: string,
  starts: [label: string, ms: number, prism: number, goal: number][],
): string[] {
  return starts.map(
    ([label, ms, prism, goal]) =>
      `- ${ms <= goal * prism ? "met" : "NOT MET"}: ${doc}: ${label} start ${ratio(ms, prism)} Prism's (target ≤ ${fmt(goal, 2)}×)`,
  );
}

async function main(): Promise<void> {
  stopChildrenOnExit();
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-any-spec-"));
  try {
    const spec = writeSpec(dir, OPERATIONS);
    const times = { none: [] as number[], cold: [] as number[], cached: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      const cache = path.join(dir, `cache-${round}`);
      const args = ["--spec", spec, "--mock", "bench", "--cache-dir", cache];
      times.none.push(await startupMs("gateway", []));
      times.cold.push(await startupMs("gateway --spec (cold)", args));
      times.cached.push(await startupMs("gateway --spec (cached)", args));
      process.stdout.write(`round ${round + 1}/${ROUNDS}\n`);
    }
    const none = median(times.none);
    const row = (label: string, xs: number[]) => [
      label,
      fmt(median(xs)),
      fmt(median(xs) - none),
      ratio(median(xs) - none, median(times.cold) - none),
    ];
    process.stdout.write(
      `\nStart-up with a ${OPERATIONS}-operation spec (median of ${ROUNDS}, spawn to listening; one built-in service)\n\n`,
    );
    process.stdout.write(
      `${table(
        ["start", "ms", "ms over no spec", "× the cold cost"],
        [
          row("no spec", times.none),
          row("--spec, empty cache", times.cold),
          row("--spec, cached", times.cached),
        ],
      )}\n`,
    );
    await corpus(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
