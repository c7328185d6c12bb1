/**
 * What a spec edit breaks for clients: every spec of the working tree against the same spec at a git ref,
 * each change found and classified by the breaking-change engine (src/diff/), with its operation, rule,
 * level, JSON pointer and line.
 *
 *   tsx scripts/spec-diff.ts                     report against HEAD (what `make generate` prints)
 *   tsx scripts/spec-diff.ts --base main         against any ref
 *   tsx scripts/spec-diff.ts --format json       as JSON
 *   tsx scripts/spec-diff.ts --check --base auto exit 1 on a breaking change that is not approved, or an
 *                                                approval written since the base that approves nothing (CI)
 *   tsx scripts/spec-diff.ts api-keys            only the named specs
 *
 * A breaking change is approved when the spec's `info.version` major part was raised, or when its
 * `x-breaking-change-approved` note names that very change (see src/diff/approval.ts); the report
 * prints the entry to paste for each one that is not. `--base auto` is the fork point from main, or on main
 * the first parent of HEAD (src/diff/git.ts).
 */
import path from "node:path";
import { defaultCiBase, GitError, resolveCommit } from "../src/diff/git";
import { buildReport, SpecLoadError } from "../src/diff/spec-report";
import { renderJson, renderText } from "../src/diff/spec-report-text";

const root = path.resolve(__dirname, "..");
const USAGE = "usage: spec-diff [--base <git ref>|auto] [--format text|json] [--check] [slug...]";

interface Args {
  base: string;
  format: "text" | "json";
  check: boolean;
  slugs: string[];
}

function parseArgs(argv: string[]): Args {
  const args: Args = { base: "HEAD", format: "text", check: false, slugs: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--check") args.check = true;
    else if (a === "--base" && argv[i + 1]) args.base = argv[++i];
    else if (a === "--format" && (argv[i + 1] === "text" || argv[i + 1] === "json"))
      args.format = argv[++i] as Args["format"];
    else if (!a.startsWith("-")) args.slugs.push(a.replace(/^specs\//, "").replace(/\.yaml$/, ""));
    else throw new SpecLoadError(`${USAGE}\n(cannot use ${a})`);
  }
  return args;
}

function main(): number {
  const args = parseArgs(process.argv.slice(2));
  let base: { ref: string; commit: string } | undefined;
  if (args.base === "auto") {
    base = defaultCiBase(root);
    if (!base) {
      console.log("spec-diff: no earlier commit to compare the specs with; nothing to check");
      return 0;
    }
  } else {
    const commit = resolveCommit(root, args.base);
    if (!commit) throw new SpecLoadError(`spec-diff: no commit named ${args.base} in this repository`);
    base = { ref: args.base, commit };
  }
  const only = args.slugs.length > 0 ? args.slugs.map((s) => `specs/${s}.yaml`) : undefined;
  const report = buildReport({ root, base: base.ref, baseCommit: base.commit, only });
  console.log(args.format === "json" ? renderJson(report) : renderText(report));
  if (!args.check) return 0;
  const unapproved = report.specs.reduce((n, s) => n + s.unapproved.length, 0);
  const written = report.stale.filter((s) => !s.inherited).length;
  const inherited = report.stale.length - written;
  const failures = [
    unapproved && `${unapproved} breaking change(s) against ${base.ref} not approved`,
    written && `${written} approval(s) written since ${base.ref} approve no change`,
    report.problems.length && `${report.problems.length} approval(s) do not name the change they approve`,
  ].filter((f): f is string => typeof f === "string");
  // An approval already at the base approved a change that landed there; it blocks nothing, and failing
  // would make whoever commits next pay for it (on main, the base is the previous commit).
  if (inherited > 0)
    console.error(
      `spec-diff --check: warning: ${inherited} stale approval(s) already at ${base.ref}; remove them`,
    );
  if (failures.length === 0) {
    if (args.format === "text")
      console.log(`spec-diff --check: no unapproved breaking change against ${base.ref}`);
    return 0;
  }
  for (const f of failures) console.error(`spec-diff --check: ${f}`);
  return 1;
}

try {
  process.exit(main());
} catch (err) {
  if (!(err instanceof SpecLoadError || err instanceof GitError)) throw err;
  console.error(err.message);
  process.exit(2);
}
