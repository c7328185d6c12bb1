/**
 * Runs a CommonJS bundle with V8's code cache: the bytecode V8 made for it on an earlier start is handed back
 * to V8, which then neither parses the bundle's megabytes of source again nor compiles the functions the
 * earlier start ran. Node 22's module compile cache does this for every module; Node 20 has only the
 * `vm.Script` option (`cachedData`), which this uses.
 *
 * The cache file's name carries the bundle's size and modification time, so a rebuilt bundle never meets the
 * bytecode of the one before (V8's own check covers its version and flags, not the source's content). A start
 * that found no usable cache writes one once its start-up work is done (so that the functions the start calls
 * are compiled, and included), or as the process exits if that comes first; the write goes to a temporary
 * file renamed into place, and a cache that cannot be written (a read-only install) only costs the next start
 * its parse. The cache holds what the first start of a build ran: a later start that runs more (more services
 * mounted) compiles the rest as it goes, as without a cache; rewriting the cache on every start would cost
 * each one about 100 ms of CPU.
 *
 * A run that does one-off work (src/launch/one-off-work.ts: a document read for the first time, linted,
 * bundled and compiled) compiles functions that later starts skip, bytecode V8 would deserialize at every
 * start for nothing (half as much again for a large document), and that a start which took it would write
 * back. So such a run writes only what it ran before that work, apart (`.one-off.v8`), and the first run
 * without such work that takes it writes the cache starts use in its place, once.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import vm from "node:vm";
import { readIfThere } from "../runtime/read-if-there";
import { ONE_OFF_WORK_EVENT } from "./one-off-work";

export interface CachedRun {
  /** The cache file this build of the bundle uses with this Node and these flags (a run without one-off work's). */
  cacheFile: string;
  /** `used`: V8 took the cached bytecode; `rejected`: a file was there but V8 refused it; `none`: no file. */
  cache: "used" | "rejected" | "none";
  /** Whether the bytecode used was written by a run that did one-off work. */
  oneOff: boolean;
  /** What the bundle left in `module.exports`. */
  exports: unknown;
  /** Settles when the cache is written (true), or at once when none is to be written (false). */
  written: Promise<boolean>;
}

/** Where the cache of `bundle` is kept: `build` names the bundle's build, `file` this Node and its flags too. */
interface CacheFile {
  /** `<bundle name>-`: what every cache file of the bundle starts with, whichever its build. */
  bundle: string;
  /** `<bundle name>-<size>-<mtime>-`: what every cache file of this build of the bundle starts with. */
  build: string;
  /** The build, then the Node version, the architecture and a hash of the process's Node and V8 flags. */
  file: string;
  /** The same, written by a run that did one-off work. */
  oneOffFile: string;
}

/**
 * A rebuilt bundle or another Node gets a file of its own; so do other flags (V8 refuses bytecode made under
 * different ones, such as `--expose-gc`), so that two ways of starting the same build do not replace each
 * other's cache on every start.
 */
function cacheFileOf(bundle: string, cacheDir: string): CacheFile {
  const { size, mtimeMs } = statSync(bundle);
  const name = `${path.basename(bundle, ".js")}-`;
  const build = `${name}${size}-${Math.trunc(mtimeMs)}-`;
  const flags = createHash("sha256")
    // The flags themselves, not the values given apart from them (the code of `-e`, the module of `--import`).
    .update(
      JSON.stringify([process.execArgv.filter((a) => a.startsWith("-")), process.env.NODE_OPTIONS ?? ""]),
    )
    .digest("hex")
    .slice(0, 12);
  const file = path.join(cacheDir, `${build}${process.version}-${process.arch}-${flags}`);
  return { bundle: name, build, file: `${file}.v8`, oneOffFile: `${file}.one-off.v8` };
}

/**
 * Writes the cache (to `file`), and removes the files earlier builds of the same bundle left and, for a cache
 * written without one-off work, the one-off cache it replaces; false when it could not.
 */
function writeCache(script: vm.Script, cache: CacheFile, file: string): boolean {
  const dir = path.dirname(file);
  try {
    mkdirSync(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, script.createCachedData());
    renameSync(tmp, file);
    for (const f of readdirSync(dir))
      if (f.startsWith(cache.bundle) && !f.startsWith(cache.build) && f.endsWith(".v8"))
        rmSync(path.join(dir, f), { force: true });
    if (file === cache.file) rmSync(cache.oneOffFile, { force: true });
    return true;
  } catch {
    return false;
  }
}

/** When the cache is written: once the bundle's start-up work is done, which the process going idle tells. */
const WRITE = {
  /** How often the event loop's use is sampled, in ms. */
  everyMs: 200,
  /** The share of a sample's time the event loop may be busy and still count as idle. */
  idleBelow: 0.2,
  /** The latest write, in ms after the bundle ran, for a process that is never idle (a server under load). */
  latestMs: 15_000,
};

/** Calls `then` once the event loop was idle for one sample, or after `WRITE.latestMs`. */
function whenIdle(then: () => void): NodeJS.Timeout {
  let last = performance.eventLoopUtilization();
  let waited = 0;
  // The timer must not keep a process alive that has nothing else left to do.
  return setInterval(() => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    waited += WRITE.everyMs;
    if (busy < WRITE.idleBelow || waited >= WRITE.latestMs) then();
  }, WRITE.everyMs).unref();
}

/**
 * Runs `bundle` (a CommonJS file, as esbuild writes one) in this context as Node would run it as the main
 * module, with the code cache kept in `cacheDir`.
 */
export function runWithCodeCache(bundle: string, cacheDir: string): CachedRun {
  const file = path.resolve(bundle);
  const cacheFile = cacheFileOf(file, cacheDir);
  const lean = readIfThere(cacheFile.file);
  const cachedData = lean ?? readIfThere(cacheFile.oneOffFile);
  // Read whole, then decoded: Node 20's `readFileSync(file, "utf8")` takes half as long again as the two steps
  // on a bundle of megabytes. The build writes the bundles in ASCII (scripts/ascii-bundles.ts), which latin1
  // decodes alike, a byte per character, in about half the time of UTF-8.
  const source = readFileSync(file).toString("latin1");
  // A `#!` line is valid only at a script's very start, which the wrapper takes: kept as a comment, so that
  // line numbers stay the same.
  const body = source.startsWith("#!") ? `//${source.slice(2)}` : source;
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${body}\n})`, {
    filename: file,
    cachedData,
    // The bundle's own `import()` of an ES module goes through Node's loader, as it would without this wrapper.
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const cache = cachedData === undefined ? "none" : script.cachedDataRejected ? "rejected" : "used";
  const oneOff = cache === "used" && lean === undefined;
  let settle: (written: boolean) => void = () => {};
  const written = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  if (cache === "used" && !oneOff) settle(false);
  else {
    // Once: when the start-up work is done (a document compiled on a first start can take seconds, and
    // bytecode written before it ends would leave out what the start runs after it), or as the process
    // exits, for a server stopped right after its start. A run that starts one-off work writes, there and
    // then, the bytecode of what it ran before it (unless it runs on such bytecode already): what a later
    // start runs besides is compiled by that start, which then writes the whole.
    const finish = (to: string | undefined) => {
      clearInterval(poll);
      process.off("exit", atIdle);
      process.off(ONE_OFF_WORK_EVENT, atOneOffWork);
      settle(to !== undefined && writeCache(script, cacheFile, to));
    };
    const atIdle = () => finish(cacheFile.file);
    const atOneOffWork = () => finish(oneOff ? undefined : cacheFile.oneOffFile);
    const poll = whenIdle(atIdle);
    process.on("exit", atIdle);
    process.once(ONE_OFF_WORK_EVENT, atOneOffWork);
  }
  const mod = { exports: {} as unknown };
  script.runInThisContext()(mod.exports, createRequire(file), mod, file, path.dirname(file));
  return { cacheFile: cacheFile.file, cache, oneOff, exports: mod.exports, written };
}
