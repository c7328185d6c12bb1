/**
 * Loads the specs mounted at start: from the compile cache when the document is unchanged, otherwise
 * checked and bundled (check.ts) and cached with the linter's and the compiler's warnings, so that a cached
 * start prints them without linting again; then compiled (compile.ts: the operation table at once, each
 * validator on first use). Refusals (SpecRefusal) name the file, the line, the JSON pointer and the problem.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { DocumentWarning } from "../compiler/openapi-document";
import type { SpecMount } from "../config";
import { markOneOffWork } from "../launch/one-off-work";
import { cacheEntry, readCached, writeCached } from "./cache";
import type { BundledSpec } from "./check";
import { type CompiledSpec, CompileRefusal, compileSpec, restoreSpec, specData } from "./compile";
import { type MountedSpec, mountCompiled } from "./mounted-spec";
import { findingLine, SpecRefusal, shownPath } from "./refusal";

/**
 * The linter's warnings and the compiler's, located. Where both speak of one place (a `nullable` without
 * `type`, a duplicate operationId), one warning says what the linter found and how the compiler read it.
 */
function mergedWarnings(bundled: BundledSpec, compiled: readonly DocumentWarning[]): DocumentWarning[] {
  // The same place, or the same rule on the same object (the linter points at a duplicate operationId by its value).
  const parent = (w: DocumentWarning) => `${w.rule} ${w.pointer.slice(0, w.pointer.lastIndexOf("/"))}`;
  const known = new Map<string, DocumentWarning>();
  for (const { warning: w } of bundled.findings) known.set(w.pointer, w).set(parent(w), w);
  const own: DocumentWarning[] = [];
  const said = new Set<string>();
  for (const c of compiled) {
    // A schema inlined in several places is read once per place: each reading is said once.
    const key = `${c.pointer} ${c.rule}`;
    if (said.has(key)) continue;
    said.add(key);
    const lint = known.get(c.pointer) ?? known.get(parent(c));
    if (lint) lint.message = `${lint.message} Read as: ${c.message}`;
    else own.push(c);
  }
  return bundled.locate(bundled.findings, own);
}

export async function loadSpec(mount: SpecMount, cacheDir: string): Promise<MountedSpec> {
  const file = path.resolve(mount.file);
  // Read synchronously, as the compile cache's entry is (cache.ts says why).
  let source: Buffer;
  try {
    source = readFileSync(file);
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    throw new SpecRefusal(`--spec ${mount.name}: cannot read ${mount.file} (${e.code ?? e.message})`);
  }
  const strict = mount.strict === true;
  const entry = cacheEntry(cacheDir, source, strict);
  const o = { name: mount.name, target: mount.target, file, basePath: mount.basePath, cacheEntry: entry.dir };
  const cached = readCached(entry, file);
  if (cached) return mountCompiled({ ...o, cached: true }, restoreSpec(cached));
  // Only a document read for the first time pays for loading the linter and the bundler; the start's bytecode
  // is then no model for the next one's.
  markOneOffWork();
  const { checkAndBundle } = require("./check") as typeof import("./check");
  const bundled = await checkAndBundle(file, { strict });
  // The compiler's pointers are into the document it compiled: a finding names the place as written.
  const asWritten = (w: DocumentWarning): DocumentWarning => ({
    ...w,
    pointer: bundled.sourcePointer(w.pointer),
  });
  let spec: CompiledSpec;
  try {
    spec = compileSpec(path.basename(file), bundled.document, { strict });
  } catch (err) {
    if (!(err instanceof CompileRefusal)) throw err;
    const [at] = bundled.locate(
      [],
      [asWritten({ pointer: err.pointer, rule: err.rule, message: err.problem })],
    );
    throw new SpecRefusal(`${shownPath(file)} cannot be served:\n  ${findingLine(at)}`);
  }
  spec.warnings = mergedWarnings(bundled, spec.warnings.map(asWritten));
  if (bundled.convertedFrom) spec.convertedFrom = bundled.convertedFrom;
  await writeCached(cacheDir, entry, bundled.files, specData(spec));
  return mountCompiled({ ...o, cached: false }, spec);
}

/** Loads every mounted spec, in order; their base paths must differ from each other and from `taken`. */
export async function loadSpecs(
  mounts: readonly SpecMount[],
  cacheDir: string,
  taken: ReadonlyMap<string, string>,
): Promise<MountedSpec[]> {
  const used = new Map(taken);
  const specs: MountedSpec[] = [];
  for (const m of mounts) {
    const spec = await loadSpec(m, cacheDir);
    const other = used.get(spec.basePath.toLowerCase());
    if (other) {
      throw new SpecRefusal(
        `--spec ${m.name}: its base path ${spec.basePath} is already ${other}'s; give it another with --base ${m.name}=<path>`,
      );
    }
    used.set(spec.basePath.toLowerCase(), m.name);
    specs.push(spec);
  }
  return specs;
}
