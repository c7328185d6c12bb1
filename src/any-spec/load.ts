/**
 * Loads the specs mounted at start: from the compile cache when the document is unchanged, otherwise
 * checked and bundled (check.ts), compiled (compile.ts) and cached. Refusals (SpecRefusal) name the file,
 * the JSON pointer and the problem.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { SpecMount } from "../config";
import { cacheEntry, readCached, writeCached } from "./cache";
import { type MountedSpec, mountCompiled } from "./mounted-spec";
import { SpecRefusal } from "./refusal";

export async function loadSpec(mount: SpecMount, cacheDir: string): Promise<MountedSpec> {
  const file = path.resolve(mount.file);
  const source = await readFile(file).catch((err: NodeJS.ErrnoException) => {
    throw new SpecRefusal(`--spec ${mount.name}: cannot read ${mount.file} (${err.code ?? err.message})`);
  });
  const entry = await cacheEntry(cacheDir, source);
  const o = { name: mount.name, target: mount.target, file, basePath: mount.basePath };
  const cached = await readCached(entry, file);
  if (cached) return mountCompiled({ ...o, cached: true }, cached);
  // Only a document that must be compiled pays for loading the linter, the bundler and Ajv's compiler.
  const { checkAndBundle } = require("./check") as typeof import("./check");
  const { compileSpec } = require("./compile") as typeof import("./compile");
  const bundled = await checkAndBundle(file);
  const compiled = compileSpec(path.basename(file), bundled.document);
  await writeCached(cacheDir, entry, bundled.files, compiled);
  return mountCompiled({ ...o, cached: false }, compiled);
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
