/**
 * Twilio's labelled history, as far as the cases made on its documents tell: every case of test/diff/ run
 * through the engine (the level it gave each operation against the level the case accepts), then the
 * release-product pairs of Twilio's changelog that the engine would flag if each of their labelled changes
 * looked like its case. That last figure is a projection from the kinds of change, not a diff of Twilio's
 * past documents: it says which kinds the engine misses, and how many labelled releases they weigh.
 * The table goes to stdout and to .tmp/diff-labels.md.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "../src/runtime/project-root";
import { ENGINE } from "../test/diff/engine";
import { judge, worst } from "../test/diff/judge";
import { cases } from "../test/diff/twilio-cases";
import labels from "../test/diff/twilio-labels.json";
import { table } from "./lib/report";

const breaks = (level: string | undefined) => level === "wire" || level === "client";

function main(): void {
  const rows: string[][] = [];
  /** Per kind: whether every case of it was flagged breaking. */
  const flagged = new Map<string, boolean>();
  let right = 0;
  for (const c of cases) {
    const judged = judge(c);
    const ok = judged.every((j) => j.level !== undefined && c.levels.includes(j.level));
    if (ok) right++;
    const got = worst(judged.flatMap((j) => (j.level ? [j.level] : [])));
    const missing = judged.some((j) => j.level === undefined);
    flagged.set(c.kind, (flagged.get(c.kind) ?? true) && breaks(got) && !missing);
    const rules = [...new Set(judged.flatMap((j) => j.rules))].slice(0, 3).join(", ");
    rows.push([
      c.kind,
      c.document,
      c.levels.join(" or "),
      missing ? "not reported" : (got ?? ""),
      ok ? "yes" : "NO",
      rules,
    ]);
  }
  const pairs = new Map<string, string[]>();
  for (const b of labels.breaking) {
    const key = `${b.release} ${b.product}`;
    pairs.set(key, [...(pairs.get(key) ?? []), b.kind]);
  }
  const expectsBreaking = new Set(cases.filter((c) => c.levels.some(breaks)).map((c) => c.kind));
  const count = (test: (kinds: string[]) => boolean) => [...pairs.values()].filter(test).length;
  const report = [
    table(["kind", "document", "accepted", "engine's worst level", "as accepted", "rules"], rows),
    "",
    `- cases at an accepted level: ${right} of ${cases.length}`,
    `- labelled release-product pairs (${labels.releases.length} releases): ${pairs.size}; ` +
      `with a change a document shows: ${count((k) => k.some((kind) => !kind.startsWith("outside:")))}; ` +
      `with a change that breaks openapi-typescript clients or the wire: ` +
      `${count((k) => k.some((kind) => expectsBreaking.has(kind)))}`,
    `- pairs flagged breaking if each change looks like its case: ` +
      `${count((k) => k.some((kind) => flagged.get(kind) === true))} of ${pairs.size}`,
  ].join("\n");
  console.log(`# Twilio's labelled kinds of change (${ENGINE})\n\n${report}`);
  mkdirSync(path.join(PROJECT_ROOT, ".tmp"), { recursive: true });
  writeFileSync(path.join(PROJECT_ROOT, ".tmp/diff-labels.md"), `${report}\n`);
}

main();
