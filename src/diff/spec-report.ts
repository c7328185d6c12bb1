/** The breaking-change report: every spec of the working tree against the same spec at a git ref. */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { METHODS } from "../compiler/openapi-document";
import { type Approval, approvalFor, majorRaised, NOTE, noteOf, readApprovals } from "./approval";
import { canonicalJson } from "./canonical";
import { DocumentReadError, type LoadedDoc, linesOf, loadedDocument } from "./document";
import { diffDocuments } from "./engine";
import { fileAt, GitError, specFilesAt } from "./git";
import { atLeast, type Level } from "./model";
import { type Change, changeOf } from "./spec-change";

export const WORKING_TREE = "working tree";

export interface ReportedChange extends Change {
  /** At the level the CI check fails on (`wire` or `client`). */
  gated: boolean;
  approvedBy?: Approval;
}

export interface SpecReport {
  file: string;
  status: "changed" | "added" | "removed";
  version: { base?: string; head?: string };
  majorRaised: boolean;
  operations: { base: number; head: number };
  counts: Partial<Record<Level, number>>;
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

/** One version of a spec: where it comes from (a git ref, or the working tree) and its document. */
interface SpecVersion {
  label: string;
  loaded: LoadedDoc;
}

function version(file: string, label: string, text: string): SpecVersion {
  try {
    return { label, loaded: loadedDocument(file, text) };
  } catch (err) {
    if (!(err instanceof DocumentReadError)) throw err;
    throw new SpecLoadError(`${err.message} (${label})`);
  }
}

function infoVersion(doc: unknown): string | undefined {
  const v = (doc as { info?: { version?: unknown } } | undefined)?.info?.version;
  return v === undefined ? undefined : String(v);
}

function operationCount(doc: unknown): number {
  const paths = (doc as { paths?: Record<string, Record<string, unknown>> } | undefined)?.paths ?? {};
  return Object.values(paths).reduce(
    (n, item) => n + Object.keys(item ?? {}).filter((k) => METHODS.includes(k)).length,
    0,
  );
}

/** A document with the same header and no operations: what a removed spec leaves its clients. */
function emptied(v: SpecVersion): SpecVersion {
  const doc = v.loaded.doc;
  const empty = { openapi: doc.openapi, info: doc.info, paths: {} };
  return { label: WORKING_TREE, loaded: { source: v.loaded.source, text: "", doc: empty } };
}

/** The level of change the check fails on: what breaks the wire or the generated clients. */
export const GATE: Level = "client";

function compareSpec(file: string, base: SpecVersion, head: SpecVersion): Change[] {
  const labels = { base: base.label, head: head.label };
  const docs = { base: base.loaded.doc, head: head.loaded.doc };
  return diffDocuments(base.loaded, head.loaded).findings.map((f) => changeOf(f, file, labels, docs));
}

interface Checked {
  spec?: SpecReport;
  stale: StaleApproval[];
  problems: string[];
}

/** One spec: its changes (when it differs from the base), each approved or not, and its stale approvals. */
function checkSpec(file: string, base: SpecVersion | undefined, head: SpecVersion | undefined): Checked {
  const { approvals, problems } = head ? readApprovals(head.loaded.doc) : { approvals: [], problems: [] };
  const lineOf = (item: number) =>
    head ? linesOf(head.loaded, [item < 0 ? `#/${NOTE}` : `#/${NOTE}/${item}`])[0] : 0;
  const written = approvals.map((a) => a.approval);
  const reported: ReportedChange[] = [];
  if (base && head?.loaded.text !== base.loaded.text) {
    for (const c of compareSpec(file, base, head ?? emptied(base))) {
      const gated = atLeast(c.verdict, GATE);
      const approvedBy = gated ? approvalFor(c, written) : undefined;
      reported.push({ ...c, gated, approvedBy });
    }
  }
  const used = new Set(reported.map((c) => c.approvedBy));
  const baseNote = new Set(noteOf(base?.loaded.doc).map(canonicalJson));
  const headNote = noteOf(head?.loaded.doc);
  const stale = approvals
    .filter((a) => !used.has(a.approval))
    .map(({ item, approval }) => ({
      file,
      line: lineOf(item),
      approval,
      inherited: baseNote.has(canonicalJson(headNote[item])),
    }));
  const unreadable = problems.map((p) => `${file}:${lineOf(p.item)}: ${p.message}`);
  if (base && head?.loaded.text === base.loaded.text) return { stale, problems: unreadable };
  const status = !base ? "added" : !head ? "removed" : "changed";
  const raised = majorRaised(infoVersion(base?.loaded.doc), infoVersion(head?.loaded.doc));
  const counts: Partial<Record<Level, number>> = {};
  for (const c of reported) counts[c.verdict] = (counts[c.verdict] ?? 0) + 1;
  const spec: SpecReport = {
    file,
    status,
    version: { base: infoVersion(base?.loaded.doc), head: infoVersion(head?.loaded.doc) },
    majorRaised: raised,
    operations: { base: operationCount(base?.loaded.doc), head: operationCount(head?.loaded.doc) },
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
