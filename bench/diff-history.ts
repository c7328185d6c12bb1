/**
 * The breaking-change report on a real history: GitHub's document (api.github.com.json, 3-13 MB) as
 * @octokit/openapi published it, version after version. Its maintainers raise the major version when a
 * release breaks clients, so each consecutive pair is a labelled example: a major bump should be flagged
 * breaking, and a flagged minor or patch bump is either a miss of theirs or a false alarm of the engine (the
 * top rules say which). Every version the registry serves from DIFF_HISTORY_FROM on is taken (at most
 * DIFF_HISTORY_COUNT, newest last), fetched once into the git-ignored .cache/octokit/ with `npm pack`.
 *
 * Each pair is diffed once, timed from the two texts to the findings (both documents parsed, then compared);
 * the newest pair is diffed DIFF_HISTORY_REPEAT more times for a median of the largest document alone.
 * The table goes to stdout and to .tmp/diff-history.md.
 *
 *   DIFF_HISTORY_COUNT (default 60; 4 with BENCH_QUICK=1), DIFF_HISTORY_FROM (default 0.0.0),
 *   DIFF_HISTORY_REPEAT (default 5; 1 with BENCH_QUICK=1)
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "../src/runtime/project-root";
import { githubDocument } from "../test/corpus/documents";
import { type DocumentText, diffDocuments, ENGINE, type Finding } from "../test/diff/engine";
import { median } from "./lib/probe";
import { fmt, table } from "./lib/report";
import { setting } from "./lib/settings";

const COUNT = setting("DIFF_HISTORY_COUNT", 60, 4);
const REPEAT = setting("DIFF_HISTORY_REPEAT", 5, 1);
const FROM = process.env.DIFF_HISTORY_FROM || "0.0.0";

type Version = [number, number, number];

function parse(v: string): Version | undefined {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(v);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

type Bump = "major" | "minor" | "patch";

function bump(from: Version, to: Version): Bump {
  return to[0] !== from[0] ? "major" : to[1] !== from[1] ? "minor" : "patch";
}

/** The released versions (no pre-releases) the registry serves, oldest first. */
function versions(): string[] {
  const out = execFileSync("npm", ["view", "@octokit/openapi", "versions", "--json"], { encoding: "utf8" });
  const from = parse(FROM) ?? [0, 0, 0];
  return (JSON.parse(out) as string[])
    .map((v) => [v, parse(v)] as const)
    .filter((e): e is readonly [string, Version] => e[1] !== undefined && compare(e[1], from) >= 0)
    .sort((a, b) => compare(a[1], b[1]))
    .map(([v]) => v)
    .slice(-COUNT);
}

interface PairResult {
  from: string;
  to: string;
  bump: Bump;
  mb: number;
  ms: number;
  findings: number;
  breaking: Finding[];
}

function text(version: string): DocumentText {
  const file = githubDocument(version);
  return { file: path.relative(PROJECT_ROOT, file), text: readFileSync(file, "utf8") };
}

function timed(a: DocumentText, b: DocumentText): { ms: number; findings: Finding[] } {
  const start = performance.now();
  const findings = diffDocuments(a, b);
  return { ms: performance.now() - start, findings };
}

/** The rules of the breaking findings, most frequent first: `rule ×count`. */
function topRules(breaking: Finding[], n: number): string {
  const counts = new Map<string, number>();
  for (const f of breaking) counts.set(f.rule, (counts.get(f.rule) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([rule, count]) => `${rule} ×${count}`)
    .join(", ");
}

/** How many pairs of those bumps are flagged: at `client` or worse (diff's default), and at `wire`. */
function summary(results: PairResult[], bumpOf: (b: Bump) => boolean): string {
  const of = results.filter((r) => bumpOf(r.bump));
  const wire = of.filter((r) => r.breaking.some((f) => f.level === "wire")).length;
  return `${of.filter((r) => r.breaking.length > 0).length} of ${of.length} (at wire level: ${wire})`;
}

function main(): void {
  const list = versions();
  console.log(`# Breaking-change report on @octokit/openapi's history (${ENGINE})\n`);
  console.log(`${list.length} versions: ${list.join(", ")}\n`);
  const results: PairResult[] = [];
  let previous = text(list[0]);
  for (let i = 1; i < list.length; i++) {
    const current = text(list[i]);
    const { ms, findings } = timed(previous, current);
    const to = parse(list[i]) as Version;
    results.push({
      from: list[i - 1],
      to: list[i],
      bump: bump(parse(list[i - 1]) as Version, to),
      mb: current.text.length / 1e6,
      ms,
      findings: findings.length,
      breaking: findings.filter((f) => f.level !== "compatible"),
    });
    console.error(`${list[i - 1]} → ${list[i]}: ${fmt(ms)} ms, ${findings.length} findings`);
    previous = current;
  }
  const newest = [text(list[list.length - 2]), text(list[list.length - 1])] as const;
  const repeats = Array.from({ length: REPEAT }, () => timed(newest[0], newest[1]).ms);
  const rows = results.map((r) => [
    `${r.from} → ${r.to}`,
    r.bump,
    fmt(r.mb, 1),
    fmt(r.ms),
    String(r.findings),
    String(r.breaking.filter((f) => f.level === "wire").length),
    String(r.breaking.filter((f) => f.level === "client").length),
    r.breaking.length > 0 ? "yes" : "no",
    topRules(r.breaking, 3),
  ]);
  const report = [
    table(
      ["pair", "bump", "new MB", "diff ms", "findings", "wire", "client", "flagged", "top rules (breaking)"],
      rows,
    ),
    "",
    `- majors flagged breaking: ${summary(results, (b) => b === "major")}`,
    `- minors and patches flagged breaking: ${summary(results, (b) => b !== "major")}`,
    `- diff time per pair, median: ${fmt(median(results.map((r) => r.ms)))} ms`,
    `- ${newest[1].file} (${fmt(newest[1].text.length / 1e6, 1)} MB) against its predecessor, median of ` +
      `${REPEAT}: ${fmt(median(repeats))} ms`,
  ].join("\n");
  console.log(report);
  mkdirSync(path.join(PROJECT_ROOT, ".tmp"), { recursive: true });
  writeFileSync(path.join(PROJECT_ROOT, ".tmp/diff-history.md"), `${report}\n`);
}

main();
