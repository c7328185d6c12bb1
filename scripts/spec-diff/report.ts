/** The breaking-change report: every spec of the working tree against the same spec at a git ref. */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { DiffType } from "api-smart-diff";
import yaml from "js-yaml";
import {
  type Approval,
  approvalFor,
  canonicalJson,
  majorRaised,
  NOTE,
  noteOf,
  readApprovals,
} from "./approval";
import { type Change, compareSpec, type SpecVersion } from "./compare";
import { fileAt, GitError, specFilesAt } from "./git";
import { isMethod, SpecText } from "./locate";

export const WORKING_TREE = "working tree";

export interface ReportedChange extends Change {
  /** Breaking and counted by the CI check (not merely a component no operation uses). */
  gated: boolean;
  approvedBy?: Approval;
}

export interface SpecReport {
  file: string;
  status: "changed" | "added" | "removed";
  version: { base?: string; head?: string };
  majorRaised: boolean;
  operations: { base: number; head: number };
  counts: Partial<Record<DiffType, number>>;
  changes: ReportedChange[];
  /** Breaking changes that neither a raised major version nor an approval note allows. */
  unapproved: ReportedChange[];
  /** How many entries the working tree's spec has in its approval note. */
  approvals: number;
}

/** An approval that matches no change against the base. */
export interface StaleApproval {
  file: string;
  line: number;
  approval: Approval;
  /**
   * The same entry is in the base's spec: it approved a change the base already has. Otherwise it was
   * written since the base and approves nothing it could mean.
   */
  inherited: boolean;
}

export interface Report {
  base: string;
  baseCommit: string;
  head: string;
  specs: SpecReport[];
  /** Specs of the working tree identical to the base. */
  unchanged: string[];
  /** Approvals, in every spec of the working tree, that match no change against the base. */
  stale: StaleApproval[];
  /** Approval entries that cannot say which change they approve (each fails the check). */
  problems: string[];
}

export class SpecLoadError extends Error {}

function parse(file: string, label: string, text: string): unknown {
  try {
    return yaml.load(text, { filename: file });
  } catch (err) {
    if (!(err instanceof yaml.YAMLException)) throw err;
    const m = err.mark;
    throw new SpecLoadError(`${file}:${m.line + 1}:${m.column + 1} (${label}): invalid YAML: ${err.reason}`);
  }
}

function version(file: string, label: string, text: string): SpecVersion {
  return { label, file, text, doc: parse(file, label, text) };
}

function infoVersion(doc: unknown): string | undefined {
  const v = (doc as { info?: { version?: unknown } } | undefined)?.info?.version;
  return v === undefined ? undefined : String(v);
}

function operationCount(doc: unknown): number {
  const paths = (doc as { paths?: Record<string, Record<string, unknown>> } | undefined)?.paths ?? {};
  return Object.values(paths).reduce((n, item) => n + Object.keys(item ?? {}).filter(isMethod).length, 0);
}

/** A document with the same header and no operations: what a removed spec leaves its clients. */
function emptied(v: SpecVersion): SpecVersion {
  const doc = v.doc as Record<string, unknown>;
  return { ...v, label: WORKING_TREE, text: "", doc: { openapi: doc.openapi, info: doc.info, paths: {} } };
}

/**
 * Components reach clients only through the operations that use them, which are reported with their own
 * verdicts. Security schemes are used by name instead: a change inside one is checked where it is, while a
 * whole scheme added (not yet required by anything) or removed (no longer required) changes nothing by
 * itself; the `security` requirements that name it are checked.
 */
function isGated(c: Change): boolean {
  if (c.verdict !== "breaking") return false;
  if (c.operation) return true;
  const scheme = /^#\/components\/securitySchemes\/[^/]+(\/.*)?$/.exec(c.pointer);
  if (scheme) return scheme[1] !== undefined || c.action === "replace" || c.action === "rename";
  return !c.pointer.startsWith("#/components/");
}

interface Checked {
  spec?: SpecReport;
  stale: StaleApproval[];
  problems: string[];
}

/** One spec: its changes (when it differs from the base), each approved or not, and its stale approvals. */
function checkSpec(file: string, base: SpecVersion | undefined, head: SpecVersion | undefined): Checked {
  const { approvals, problems } = head ? readApprovals(head.doc) : { approvals: [], problems: [] };
  const text = head && new SpecText(file, head.text);
  const lineOf = (item: number) => text?.line(item < 0 ? [NOTE] : [NOTE, item]) ?? 0;
  const written = approvals.map((a) => a.approval);
  const reported: ReportedChange[] = [];
  if (base && head?.text !== base.text) {
    // The approval note is the check's own record, not part of the API a client sees.
    const changes = compareSpec(base, head ?? emptied(base)).filter(
      (c) => !c.pointer.startsWith(`#/${NOTE}`),
    );
    for (const c of changes) {
      const gated = isGated(c);
      const approvedBy = gated ? approvalFor(c, written) : undefined;
      reported.push({ ...c, gated, approvedBy });
    }
  }
  const used = new Set(reported.map((c) => c.approvedBy));
  const baseNote = new Set(noteOf(base?.doc).map(canonicalJson));
  const headNote = noteOf(head?.doc);
  const stale = approvals
    .filter((a) => !used.has(a.approval))
    .map(({ item, approval }) => ({
      file,
      line: lineOf(item),
      approval,
      inherited: baseNote.has(canonicalJson(headNote[item])),
    }));
  const unreadable = problems.map((p) => `${file}:${lineOf(p.item)}: ${p.message}`);
  if (base && head?.text === base.text) return { stale, problems: unreadable };
  const status = !base ? "added" : !head ? "removed" : "changed";
  const raised = majorRaised(infoVersion(base?.doc), infoVersion(head?.doc));
  const counts: Partial<Record<DiffType, number>> = {};
  for (const c of reported) counts[c.verdict] = (counts[c.verdict] ?? 0) + 1;
  const spec: SpecReport = {
    file,
    status,
    version: { base: infoVersion(base?.doc), head: infoVersion(head?.doc) },
    majorRaised: raised,
    operations: { base: operationCount(base?.doc), head: operationCount(head?.doc) },
    counts,
    changes: reported,
    unapproved: raised ? [] : reported.filter((c) => c.gated && !c.approvedBy),
    approvals: headNote.length,
  };
  return { spec, stale, problems: unreadable };
}

export interface ReportOptions {
  root: string;
  /** The ref as the user named it, for the report. */
  base: string;
  baseCommit: string;
  /** Only these specs (paths relative to root); every spec in either version when absent. */
  only?: string[];
}

export function buildReport(opts: ReportOptions): Report {
  const { root, baseCommit } = opts;
  const specsDir = path.join(root, "specs");
  const working = existsSync(specsDir)
    ? readdirSync(specsDir)
        .filter((f) => f.endsWith(".yaml"))
        .map((f) => `specs/${f}`)
    : [];
  let files: string[];
  try {
    files = [...new Set([...specFilesAt(root, baseCommit), ...working])].sort();
  } catch (err) {
    if (err instanceof GitError) throw new SpecLoadError(err.message);
    throw err;
  }
  if (opts.only) files = files.filter((f) => opts.only?.includes(f));
  const report: Report = {
    base: opts.base,
    baseCommit,
    head: WORKING_TREE,
    specs: [],
    unchanged: [],
    stale: [],
    problems: [],
  };
  for (const file of files) {
    const baseText = fileAt(root, baseCommit, file);
    const headPath = path.join(root, file);
    const headText = existsSync(headPath) ? readFileSync(headPath, "utf8") : undefined;
    const checked = checkSpec(
      file,
      baseText === undefined ? undefined : version(file, opts.base, baseText),
      headText === undefined ? undefined : version(file, WORKING_TREE, headText),
    );
    if (checked.spec) report.specs.push(checked.spec);
    else report.unchanged.push(file);
    report.stale.push(...checked.stale);
    report.problems.push(...checked.problems);
  }
  return report;
}
