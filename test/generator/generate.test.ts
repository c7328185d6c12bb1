/**
 * The generator on a scratch copy of the project: a spec change shows up in generated/, --check catches a
 * stale tree, --watch regenerates on save, and a broken spec fails with its location and writes nothing.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(__dirname, "../..");
let work: string;
const spec = () => path.join(work, "specs/api-keys.yaml");
const original = readFileSync(path.join(root, "specs/api-keys.yaml"), "utf8");

function generate(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      path.join(root, "node_modules/.bin/tsx"),
      ["scripts/generate.ts", ...args],
      { cwd: work, timeout: 60_000 },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** A fingerprint of every file under generated/, to prove a failed run wrote nothing. */
function treeHash(): string {
  const h = createHash("sha256");
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else h.update(p).update(readFileSync(p));
    }
  };
  walk(path.join(work, "generated"));
  return h.digest("hex");
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "gateway-generate-"));
  for (const dir of ["scripts", "src/compiler", "src/runtime", "generated"])
    cpSync(path.join(root, dir), path.join(work, dir), { recursive: true });
  symlinkSync(path.join(root, "node_modules"), path.join(work, "node_modules"));
  cpSync(path.join(root, "package.json"), path.join(work, "package.json"));
  // Only the API-key spec: the scratch tree must not depend on other services' work.
  cpSync(path.join(root, "specs/api-keys.yaml"), spec());
  expect((await generate()).code).toBe(0);
}, 60_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));
afterEach(() => writeFileSync(spec(), original));

test("a clean tree passes --check; a spec change makes it stale until regenerated", async () => {
  expect((await generate("--check")).code).toBe(0);

  writeFileSync(
    spec(),
    original.replace(
      "        etag:\n          type: string\n",
      "        etag:\n          type: string\n        colour:\n          type: string\n",
    ),
  );
  const stale = await generate("--check");
  expect(stale.code).toBe(1);
  expect(stale.stderr).toContain("stale: generated/api-keys/types.ts");
  // The resource is a request body and a response: both validator modules change with it.
  expect(stale.stderr).toContain("stale: generated/api-keys/request-validators.js");
  expect(stale.stderr).toContain("stale: generated/api-keys/response-validators.js");

  const regenerated = await generate();
  expect(regenerated.code).toBe(0);
  expect(readFileSync(path.join(work, "generated/api-keys/types.ts"), "utf8")).toMatch(/colour\?: string;/);
  expect((await generate("--check")).code).toBe(0);
}, 60_000);

test("a new operation appears in the handler table, the operation table and the client types", async () => {
  writeFileSync(
    spec(),
    original.replace(
      "  /v2/keys:lookupKey:\n",
      `  /v2/keys:count:\n    get:\n      operationId: countKeys\n      responses:\n        "200":\n          description: n\n          content:\n            application/json:\n              schema:\n                type: integer\n        default:\n          $ref: "#/components/responses/Error"\n  /v2/keys:lookupKey:\n`,
    ),
  );
  expect((await generate()).code).toBe(0);
  const handlers = readFileSync(path.join(work, "generated/api-keys/handlers.ts"), "utf8");
  expect(handlers).toMatch(/countKeys\(req: CountKeysRequest, ctx: C\): CountKeysReply/);
  const routes = readFileSync(path.join(work, "generated/api-keys/routes.ts"), "utf8");
  expect(routes).toContain('{ operationId: "countKeys", method: "get", path: "/v2/keys:count"');
  expect(readFileSync(path.join(work, "generated/api-keys/types.ts"), "utf8")).toContain('"/v2/keys:count"');
  const validation = readFileSync(path.join(work, "generated/api-keys/validation.ts"), "utf8");
  expect(validation).toMatch(/countKeys: \{[\s\S]*?"200": \{ "application\/json": res_\w+ \}/);
}, 60_000);

test("a parameter style the validators cannot read fails with its location and leaves generated/ untouched", async () => {
  const before = treeHash();
  writeFileSync(
    spec(),
    original.replace(
      "        - name: keyId\n          in: query\n",
      "        - name: keyId\n          in: query\n          style: matrix\n",
    ),
  );
  const run = await generate();
  expect(run.code).toBe(1);
  expect(run.stderr).toMatch(
    /specs\/api-keys\.yaml: #\/paths\/~1v2~1projects.*\/post parameter keyId: style matrix is not defined for parameters in query/,
  );
  expect(treeHash()).toBe(before);
}, 60_000);

const broken: [string, (s: string) => string, RegExp][] = [
  [
    "bad YAML",
    (s) => s.replace("paths:\n", "paths:\n  - [unclosed\n"),
    /specs\/api-keys\.yaml:\d+:\d+: invalid YAML/,
  ],
  [
    "a missing operationId",
    (s) => s.replace("      operationId: getKey\n", ""),
    /specs\/api-keys\.yaml:\d+:\d+: .*operationId.*#\/paths\/~1v2~1projects~1\{project\}~1locations~1\{location\}~1keys~1\{key\}\/get/,
  ],
  [
    "a duplicate operationId",
    (s) => s.replace("operationId: getKey", "operationId: listKeys"),
    /specs\/api-keys\.yaml:\d+:\d+: .*(unique|listKeys)/i,
  ],
  [
    "an unresolved $ref",
    (s) => s.replace('$ref: "#/components/schemas/Restrictions"', '$ref: "#/components/schemas/Nope"'),
    /specs\/api-keys\.yaml:\d+:\d+: Can't resolve \$ref/,
  ],
  [
    "invalid OpenAPI",
    (s) =>
      s.replace(
        "    get:\n      operationId: getKey\n",
        "    get:\n      operationId: getKey\n      verb: 7\n",
      ),
    /specs\/api-keys\.yaml:\d+:\d+: Property `verb` is not expected here/,
  ],
];

test.each(broken)(
  "%s fails with the file and location and leaves generated/ untouched",
  async (_name, breakIt, message) => {
    const before = treeHash();
    writeFileSync(spec(), breakIt(original));
    const run = await generate();
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(message);
    expect(run.stderr).toContain("generated/ left unchanged");
    expect(treeHash()).toBe(before);
  },
  60_000,
);

test("--watch regenerates when a spec is saved", async () => {
  const watcher: ChildProcess = spawn(
    path.join(root, "node_modules/.bin/tsx"),
    ["scripts/generate.ts", "--watch"],
    {
      cwd: work,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  try {
    let out = "";
    watcher.stdout?.on("data", (d) => {
      out += String(d);
    });
    const waitFor = async (re: RegExp) => {
      for (let i = 0; i < 150 && !re.test(out); i++) await new Promise((r) => setTimeout(r, 200));
      expect(out).toMatch(re);
    };
    await waitFor(/watching/);
    writeFileSync(spec(), original.replace("title: API Keys API", "title: API Keys API (watched)"));
    await waitFor(/watching[\s\S]*generate: \d+ files from 1 specs, [1-9]\d* changed/);
    expect(readFileSync(path.join(work, "generated/services.ts"), "utf8")).toContain(
      "API Keys API (watched)",
    );
  } finally {
    watcher.kill("SIGTERM");
  }
}, 60_000);
