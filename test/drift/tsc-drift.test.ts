/**
 * The promise of "regenerate on spec change": after a spec edit and `make generate`, the type checker
 * points at every handler that no longer fits. A scratch copy of the project (what tsc and the generator
 * read, node_modules linked) is type-checked as it is, then all the edits of edits.ts are applied at once
 * (each in its own operation, so each error is attributable), the copy is regenerated and type-checked
 * again, incrementally.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { edits } from "./edits";
import { applyEdits, lineOf, type RunResult, removeScratch, runNode, scratchCopy, tsc, tsx } from "./scratch";

const MINUTE = 60_000;

interface Diagnostic {
  file: string;
  line: number;
  message: string;
}

/** tsc --pretty false prints `file(line,col): error TSnnnn: message`. */
function diagnostics(r: RunResult): Diagnostic[] {
  return [...r.stdout.matchAll(/^(.+?)\((\d+),\d+\): error (TS\d+: .*)$/gm)].map((m) => ({
    file: m[1].split(path.sep).join("/"),
    line: Number(m[2]),
    message: m[3],
  }));
}

let dir: string | undefined;
let clean: RunResult;
let generated: RunResult;
let drifted: Diagnostic[];

function typecheck(): RunResult {
  return runNode(dir!, [tsc, "--noEmit", "--pretty", "false", "-p", "tsconfig.drift.json"], 4 * MINUTE);
}

beforeAll(() => {
  dir = scratchCopy(["package.json", "tsconfig.json", "specs", "scripts", "src", "generated"]);
  // The handlers and what they import are what can drift; the tests and benchmarks are left out, which
  // keeps this to a few seconds. Incremental: the second run re-checks only what the edits reach.
  const config = {
    extends: "./tsconfig.json",
    compilerOptions: { incremental: true, tsBuildInfoFile: ".drift.tsbuildinfo" },
    include: ["src", "generated"],
  };
  writeFileSync(path.join(dir, "tsconfig.drift.json"), JSON.stringify(config));
  clean = typecheck();
  applyEdits(dir, edits);
  generated = runNode(dir, [tsx, "scripts/generate.ts"], 2 * MINUTE);
  drifted = diagnostics(typecheck());
}, 10 * MINUTE);

afterAll(() => removeScratch(dir));

test("the unedited tree type-checks clean", () => {
  expect(clean.stdout + clean.stderr).toBe("");
  expect(clean.status).toBe(0);
});

test("the edited specs regenerate", () => {
  expect(generated.stderr).toBe("");
  expect(generated.status).toBe(0);
});

test.each(
  edits.map((e) => [e.title, e] as const),
)("%s: tsc points at the handler that must change", (_, edit) => {
  const line = lineOf(dir!, edit.handler.file, edit.handler.line);
  expect(drifted).toContainEqual(expect.objectContaining({ file: edit.handler.file, line }));
});

test("every error is in a handler of an edited service", () => {
  const handlerFiles = new Set(edits.map((e) => e.handler.file));
  expect(drifted.length).toBeGreaterThanOrEqual(edits.length);
  expect(drifted.filter((d) => !handlerFiles.has(d.file))).toEqual([]);
});
