/**
 * The launcher's V8 code cache: a first run writes it, the next run of the same bundle hands it to V8, which
 * takes it, and a rebuilt bundle never reads the bytecode of the one before. Each run is a process of its own:
 * within one process V8 finds a script it compiled before in its own memory, whatever file is given.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ONE_OFF_WORK_EVENT } from "../../src/launch/one-off-work";

const LAUNCHER = path.join(__dirname, "../../src/launch/code-cache.ts");

/**
 * What runWithCodeCache returned in a new Node process, with whether it wrote the cache; `oneOff` makes the
 * bundle say that its run does one-off work.
 */
function runWithCodeCache(bundle: string, cacheDir: string, flags: string[] = [], oneOff = false) {
  const script = `const { runWithCodeCache } = require(${JSON.stringify(LAUNCHER)});
const run = runWithCodeCache(${JSON.stringify(bundle)}, ${JSON.stringify(cacheDir)});
// The cache's idle check does not keep a process alive; a server would.
const alive = setInterval(() => {}, 1000);
run.written.then((written) => {
  clearInterval(alive);
  process.stdout.write(JSON.stringify({ ...run, written }));
});`;
  const out = execFileSync(process.execPath, [...flags, "--import", "tsx", "-e", script], {
    encoding: "utf8",
    env: { ...process.env, NODE_OPTIONS: "", ONE_OFF_WORK: oneOff ? "1" : "" },
  });
  return JSON.parse(out) as {
    cacheFile: string;
    cache: string;
    oneOff: boolean;
    exports: unknown;
    written: boolean;
  };
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "code-cache-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A bundle as esbuild writes one from an entry with a `#!` line: CommonJS, requiring a built-in, reading its own location. */
function writeBundle(answer: number): string {
  const file = path.join(dir, "bundle.js");
  writeFileSync(
    file,
    `#!/usr/bin/env node
const path = require("node:path");
function twice(n) { return n * 2; }
if (process.env.ONE_OFF_WORK) process.emit(${JSON.stringify(ONE_OFF_WORK_EVENT)});
module.exports = { answer: twice(${answer / 2}), dir: path.basename(__dirname), file: path.basename(__filename) };\n`,
  );
  return file;
}

test("a first run writes the cache, the next run's V8 takes it and the bundle runs the same", () => {
  const bundle = writeBundle(42);
  const cacheDir = path.join(dir, "cache");
  const first = runWithCodeCache(bundle, cacheDir);
  expect(first.cache).toBe("none");
  expect(first.exports).toEqual({ answer: 42, dir: path.basename(dir), file: "bundle.js" });
  expect(first.written).toBe(true);
  expect(readdirSync(cacheDir)).toEqual([path.basename(first.cacheFile)]);

  const second = runWithCodeCache(bundle, cacheDir);
  expect(second.cacheFile).toBe(first.cacheFile);
  expect(second.cache).toBe("used");
  expect(second.exports).toEqual(first.exports);
  expect(second.written).toBe(false);
});

test("a rebuilt bundle gets a cache file of its own, which replaces the old one", () => {
  const cacheDir = path.join(dir, "cache");
  const first = runWithCodeCache(writeBundle(42), cacheDir);
  const rebuilt = writeBundle(44);
  // Same length as before: only the modification time tells the builds apart.
  utimesSync(rebuilt, new Date(), new Date(Date.now() + 5000));
  const next = runWithCodeCache(rebuilt, cacheDir);
  expect(next.cacheFile).not.toBe(first.cacheFile);
  expect(next.cache).toBe("none");
  expect(next.exports).toMatchObject({ answer: 44 });
  expect(next.written).toBe(true);
  expect(readdirSync(cacheDir)).toEqual([path.basename(next.cacheFile)]);
});

test("a cache file V8 refuses is reported, and written anew", () => {
  const bundle = writeBundle(42);
  const cacheDir = path.join(dir, "cache");
  const first = runWithCodeCache(bundle, cacheDir);
  writeFileSync(first.cacheFile, "not bytecode");
  const next = runWithCodeCache(bundle, cacheDir);
  expect(next.cache).toBe("rejected");
  expect(next.exports).toMatchObject({ answer: 42 });
  expect(next.written).toBe(true);
  expect(runWithCodeCache(bundle, cacheDir).cache).toBe("used");
});

test("a cache directory that cannot be written leaves the run as it was", () => {
  const bundle = writeBundle(42);
  const blocked = path.join(dir, "file-not-dir");
  writeFileSync(blocked, "");
  const run = runWithCodeCache(bundle, path.join(blocked, "cache"));
  expect(run.exports).toMatchObject({ answer: 42 });
  expect(run.written).toBe(false);
});

test("a process that ends before it was idle writes the cache as it exits", () => {
  const bundle = writeBundle(42);
  const cacheDir = path.join(dir, "cache");
  const script = `const { runWithCodeCache } = require(${JSON.stringify(LAUNCHER)});
runWithCodeCache(${JSON.stringify(bundle)}, ${JSON.stringify(cacheDir)});
// Busy until it exits: the event loop is never idle for a sample.
const until = Date.now() + 600;
while (Date.now() < until);`;
  execFileSync(process.execPath, ["--import", "tsx", "-e", script], {
    env: { ...process.env, NODE_OPTIONS: "" },
  });
  expect(runWithCodeCache(bundle, cacheDir).cache).toBe("used");
});

test("a start with other V8 flags keeps a cache of its own beside the first", () => {
  const bundle = writeBundle(42);
  const cacheDir = path.join(dir, "cache");
  const plain = runWithCodeCache(bundle, cacheDir);
  const gc = runWithCodeCache(bundle, cacheDir, ["--expose-gc"]);
  expect(gc.cacheFile).not.toBe(plain.cacheFile);
  expect(gc.cache).toBe("none");
  expect(gc.written).toBe(true);
  expect(readdirSync(cacheDir).sort()).toEqual(
    [plain.cacheFile, gc.cacheFile].map((f) => path.basename(f)).sort(),
  );
  expect(runWithCodeCache(bundle, cacheDir).cache).toBe("used");
  expect(runWithCodeCache(bundle, cacheDir, ["--expose-gc"]).cache).toBe("used");
});

test("a run that did one-off work keeps its cache apart, until a run without it writes the one starts use", () => {
  const bundle = writeBundle(42);
  const cacheDir = path.join(dir, "cache");
  const cold = runWithCodeCache(bundle, cacheDir, [], true);
  expect([cold.cache, cold.written]).toEqual(["none", true]);
  const oneOffFile = cold.cacheFile.replace(/\.v8$/, ".one-off.v8");
  expect(readdirSync(cacheDir)).toEqual([path.basename(oneOffFile)]);

  // Another run with one-off work takes that cache and leaves it.
  expect(runWithCodeCache(bundle, cacheDir, [], true)).toMatchObject({
    cache: "used",
    oneOff: true,
    written: false,
  });
  // The first run without: takes it, then writes its own in its place.
  const lean = runWithCodeCache(bundle, cacheDir);
  expect(lean).toMatchObject({ cache: "used", oneOff: true, written: true, exports: { answer: 42 } });
  expect(readdirSync(cacheDir)).toEqual([path.basename(cold.cacheFile)]);
  // From then on every run, one-off work or not, takes the lean cache and writes nothing.
  expect(runWithCodeCache(bundle, cacheDir)).toMatchObject({ cache: "used", oneOff: false, written: false });
  expect(runWithCodeCache(bundle, cacheDir, [], true)).toMatchObject({
    cache: "used",
    oneOff: false,
    written: false,
  });
});
