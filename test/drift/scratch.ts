/** A scratch copy of the project for tests that edit specs and regenerate: never the real tree. */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import yaml from "js-yaml";
import type { ReportedEdit } from "./edits";

export const projectRoot = path.resolve(__dirname, "../..");

/** Copies `entries` (paths relative to the project) to a new temporary directory, node_modules linked. */
export function scratchCopy(entries: string[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "gateway-scratch-"));
  for (const entry of entries)
    cpSync(path.join(projectRoot, entry), path.join(dir, entry), { recursive: true });
  symlinkSync(path.join(projectRoot, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

export function removeScratch(dir: string | undefined): void {
  // rmSync removes the node_modules link, never what it points to.
  if (dir) rmSync(dir, { recursive: true, force: true });
}

/** Applies the edits to the scratch copy's specs, one rewrite per spec. */
export function applyEdits(dir: string, edits: readonly ReportedEdit[]): void {
  for (const slug of new Set(edits.map((e) => e.slug))) {
    const file = path.join(dir, "specs", `${slug}.yaml`);
    const doc = yaml.load(readFileSync(file, "utf8")) as Record<string, unknown>;
    for (const edit of edits.filter((e) => e.slug === slug)) edit.apply(doc);
    writeFileSync(file, yaml.dump(doc, { lineWidth: -1, noRefs: true }));
  }
}

export interface RunResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs node with the project's own copy of a tool (tsx, tsc), in `cwd`, within `timeoutMs`. */
export function runNode(cwd: string, args: string[], timeoutMs: number): RunResult {
  const r = spawnSync(process.execPath, args, { cwd, encoding: "utf8", timeout: timeoutMs });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

export const tsx = path.join(projectRoot, "node_modules/tsx/dist/cli.mjs");
export const tsc = path.join(projectRoot, "node_modules/typescript/bin/tsc");

/** The 1-based number of the one line of `file` (in `dir`) that matches `pattern`. */
export function lineOf(dir: string, file: string, pattern: RegExp): number {
  const lines = readFileSync(path.join(dir, file), "utf8").split("\n");
  const hits = lines.flatMap((l, i) => (pattern.test(l) ? [i + 1] : []));
  if (hits.length !== 1)
    throw new Error(`${file}: ${hits.length} lines match ${pattern}, expected exactly one`);
  return hits[0];
}
