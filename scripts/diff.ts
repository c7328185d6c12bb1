/**
 * Two OpenAPI documents compared: `tsx scripts/diff.ts <old> <new> [--format text|json|markdown]
 * [--fail-on wire|client|none]`, each a file or `git:<ref>:<path>` (what `make spec-diff OLD=… NEW=…` runs).
 */
import { runDiff } from "../src/diff/command";

runDiff(process.argv.slice(2), process).then((status) => {
  process.exitCode = status;
});
