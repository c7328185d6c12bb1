/**
 * `diff <old> <new>` as a CI job runs it: the exit status (1 breaking, 0 not, 2 unreadable), the three formats,
 * `--fail-on`, documents at a git ref, and Swagger 2.0 read through its conversion with the original's places.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { runDiff } from "../../src/diff/command";
import type { DiffReport } from "../../src/diff/index";
import { tsx } from "../drift/scratch";
import { type Json, petStore } from "./pair";

let dir: string;
const at = (name: string) => path.join(dir, name);

function write(name: string, doc: Json): string {
  writeFileSync(at(name), JSON.stringify(doc, null, 2));
  return at(name);
}

async function diff(...argv: string[]) {
  const [stdout, stderr] = [new PassThrough(), new PassThrough()];
  const chunks = { out: [] as Buffer[], err: [] as Buffer[] };
  stdout.on("data", (c: Buffer) => chunks.out.push(c));
  stderr.on("data", (c: Buffer) => chunks.err.push(c));
  const status = await runDiff(argv, { stdout, stderr });
  return {
    status,
    stdout: Buffer.concat(chunks.out).toString(),
    stderr: Buffer.concat(chunks.err).toString(),
  };
}

let old: string;
let requiredParam: string;
let added: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "gateway-diff-"));
  old = write("old.json", petStore());
  const withParam = petStore();
  withParam.paths["/pets"].get.parameters.push({
    name: "owner",
    in: "query",
    required: true,
    schema: { type: "string" },
  });
  requiredParam = write("required-param.json", withParam);
  const withProperty = petStore();
  withProperty.components.schemas.Pet.allOf[1].properties.born = { type: "string" };
  added = write("added-property.json", withProperty);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("a new required query parameter exits 1 and names the operation, rule and lines", async () => {
  const r = await diff(old, requiredParam);
  expect(r).toMatchObject({ status: 1, stderr: "" });
  expect(r.stdout).toMatch(/^diff .*old\.json → .*required-param\.json: 1 wire, 0 client, 0 compatible$/m);
  expect(r.stdout).toMatch(/^WIRE +GET \/pets \(listPets\) {2}\[new-required-request-parameter\]$/m);
  expect(r.stdout).toMatch(/old #\/paths\/~1pets\/get:\d+ {2}new #\/paths\/~1pets\/get\/parameters\/3:\d+/);
});

test("a document against itself exits 0", async () => {
  const r = await diff(old, old);
  expect(r).toMatchObject({ status: 0, stderr: "" });
  expect(r.stdout).toMatch(/no change a client sees/);
});

test("--fail-on sets the level that fails: a response property added is a client-level change", async () => {
  expect((await diff(old, added)).status).toBe(1);
  expect((await diff(old, added, "--fail-on", "wire")).status).toBe(0);
  expect((await diff(old, requiredParam, "--fail-on=none")).status).toBe(0);
});

test("JSON carries the report; Markdown is a table per level", async () => {
  const json = await diff(old, requiredParam, "--format", "json");
  const report = JSON.parse(json.stdout) as DiffReport;
  expect(report.counts).toEqual({ wire: 1, client: 0, compatible: 0 });
  expect(report.findings[0]).toMatchObject({ rule: "new-required-request-parameter", level: "wire" });
  const md = await diff(old, requiredParam, "--format=markdown");
  expect(md.stdout).toContain("#### Breaks the wire (1)");
  expect(md.stdout).toContain("| Operation | Change | Rule | Old line | New line |");
  expect(md.stdout).toMatch(
    /^\| GET \/pets \(listPets\) \| `parameters\[query owner\]`: The new query parameter/m,
  );
});

test("a document that cannot be read exits 2 with one line on stderr", async () => {
  const missing = await diff(at("missing.json"), old);
  expect(missing.status).toBe(2);
  expect(missing.stderr).toMatch(/^diff: .*missing\.json: cannot read \(ENOENT\)\n$/);
  writeFileSync(at("bad.yaml"), "openapi: 3.0.3\npaths: [\n");
  expect((await diff(old, at("bad.yaml"))).stderr).toMatch(/^diff: .*bad\.yaml:\d+: invalid YAML/);
  writeFileSync(at("other.json"), JSON.stringify({ asyncapi: "2.0.0" }));
  expect(await diff(old, at("other.json"))).toMatchObject({ status: 2 });
  expect((await diff(old)).status).toBe(2);
  expect((await diff(old, old, "--format", "xml")).stderr).toMatch(/--format takes text, json, markdown/);
  expect((await diff(old, "git:no-such-ref:specs/api-keys.yaml")).status).toBe(2);
});

test("openapi-gateway diff runs it, with the same exit statuses", () => {
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, [tsx, "src/server.ts", "diff", ...args], {
      encoding: "utf8",
      timeout: 60_000,
    });
  expect(cli(old, requiredParam).status).toBe(1);
  expect(cli(old, old)).toMatchObject({ status: 0, stderr: "" });
  const missing = cli(old, at("missing.json"));
  expect(missing.status).toBe(2);
  expect(missing.stderr.trim().split("\n")).toHaveLength(1);
});

test("a document at a git ref is read with git show", async () => {
  const r = await diff("git:HEAD:test/corpus/twilio_content_v1.json", "test/corpus/twilio_content_v1.json");
  expect(r).toMatchObject({ status: 0, stderr: "" });
});

test("Swagger 2.0 documents are compared through their conversion, at the original's places", async () => {
  const text = readFileSync(path.join(__dirname, "../corpus/slack_web_openapi_v2.json"), "utf8");
  const doc = JSON.parse(text) as Json;
  doc.paths["/chat.postMessage"].post.parameters.push({
    name: "must",
    in: "query",
    required: true,
    type: "string",
  });
  const edited = write("slack.json", doc);
  const r = await diff("test/corpus/slack_web_openapi_v2.json", edited, "--format", "json");
  expect(r.status).toBe(1);
  const report = JSON.parse(r.stdout) as DiffReport;
  expect(report.findings).toHaveLength(1);
  const [f] = report.findings;
  const index = doc.paths["/chat.postMessage"].post.parameters.length - 1;
  expect(f).toMatchObject({
    rule: "new-required-request-parameter",
    operation: { method: "POST", path: "/chat.postMessage", operationId: "chat_postMessage" },
    new: { pointer: `#/paths/~1chat.postMessage/post/parameters/${index}` },
  });
  const lines = readFileSync(edited, "utf8").split("\n");
  expect(lines[f.new.line]).toMatch(/"name": "must"/);
});
