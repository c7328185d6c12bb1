/** The report of the specs as text (grouped by operation: each change, its sentence and its place) or as JSON. */
import yaml from "js-yaml";
import { type Approval, approvalEntry, NOTE } from "./approval";
import { canonicalJson } from "./canonical";
import type { Report, ReportedChange, SpecReport, StaleApproval } from "./spec-report";

const VERDICT_WIDTH = 14;
const ACTION_WIDTH = 8;

function short(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const json = JSON.stringify(value);
  return json.length <= 60 ? json : `${json.slice(0, 57)}...`;
}

function what(c: ReportedChange): string {
  const before = short(c.before);
  const after = short(c.after);
  let text = c.where;
  if (c.action === "replace") text += `: ${before} → ${after}`;
  else if (c.action === "add" && after && c.where !== "operation") text += `: ${after}`;
  else if (c.action === "remove" && before && c.where !== "operation") text += ` (was ${before})`;
  return `${text}  [${c.rule}, ${c.verdict}]`;
}

function verdict(c: ReportedChange, spec: SpecReport): string {
  if (!c.gated) return c.verdict;
  if (c.approvedBy || spec.majorRaised) return "BREAKING ok";
  return "BREAKING";
}

function group(c: ReportedChange): string {
  if (!c.operation) return c.pointer.startsWith("#/components/") ? "components" : "document";
  const id = c.operation.operationId ? `  ${c.operation.operationId}` : "";
  return `${c.operation.method} ${c.operation.path}${id}`;
}

function counts(spec: SpecReport): string {
  const parts = Object.entries(spec.counts).map(([verdict, n]) => `${n} ${verdict}`);
  return parts.length ? parts.join(", ") : "no change a client sees";
}

function operations(n: number): string {
  return `${n} operation${n === 1 ? "" : "s"}`;
}

function renderSpec(spec: SpecReport, base: string): string[] {
  const versions = `info.version ${spec.version.base ?? "-"} → ${spec.version.head ?? "-"}`;
  if (spec.status === "added")
    return [`${spec.file}: new spec, ${operations(spec.operations.head)} (${versions})`];
  const head = spec.status === "removed" ? `removed, ${operations(spec.operations.base)} gone` : counts(spec);
  const lines = [`${spec.file}: ${head} (${versions})`];
  const groups = new Map<string, ReportedChange[]>();
  for (const c of spec.changes) groups.set(group(c), [...(groups.get(group(c)) ?? []), c]);
  for (const [name, changes] of groups) {
    lines.push(`  ${name}`);
    const ordered = [...changes].sort((a, b) => Number(b.gated) - Number(a.gated));
    for (const c of ordered) {
      lines.push(`    ${verdict(c, spec).padEnd(VERDICT_WIDTH)}${c.action.padEnd(ACTION_WIDTH)}${what(c)}`);
      const at = c.version === base ? ` (at ${base})` : "";
      lines.push(`    ${"".padEnd(VERDICT_WIDTH + ACTION_WIDTH)}${c.description}`);
      lines.push(`    ${"".padEnd(VERDICT_WIDTH + ACTION_WIDTH)}${c.pointer}  ${c.file}:${c.line}${at}`);
      if (c.approvedBy)
        lines.push(`    ${"".padEnd(VERDICT_WIDTH + ACTION_WIDTH)}approved: ${c.approvedBy.reason}`);
    }
  }
  if (spec.majorRaised && spec.changes.some((c) => c.gated))
    lines.push(`  breaking changes allowed: the major version was raised (${versions})`);
  if (spec.unapproved.length > 0)
    lines.push(
      `  ${spec.unapproved.length} breaking change(s) not approved: raise info.version's major part, or paste into ${spec.file}`,
      "  (at the document's root) and write each reason: why the spec breaks its clients",
      ...pasteEntries(spec),
    );
  return lines;
}

/** YAML for the spec's root: the approval of each unapproved change (one per spec edit), reasons empty. */
function pasteEntries(spec: SpecReport): string[] {
  const entries = new Map<string, Approval>();
  for (const c of spec.unapproved) {
    const entry = approvalEntry(c);
    entries.set(canonicalJson(entry), entry);
  }
  const list = [...entries.values()];
  // Under a note the spec already has, the entries alone; otherwise the note with them.
  const block = yaml.dump(spec.approvals > 0 ? list : { [NOTE]: list }, { lineWidth: -1, quotingType: '"' });
  return block
    .trimEnd()
    .split("\n")
    .map((l) => `    ${l}`);
}

function describeApproval(a: Approval): string {
  return [a.operation, a.pointer, a.change].filter(Boolean).join("  ");
}

function renderStale(stale: StaleApproval[], base: string): string[] {
  if (stale.length === 0) return [];
  const lines = [`approvals that match no change against ${base} (stale):`];
  for (const s of stale) {
    const why = s.inherited
      ? "already at the base: the change it approved is there too; remove it"
      : "written since the base, it approves nothing";
    lines.push(`  ${s.file}:${s.line}  ${describeApproval(s.approval)}`, `    ${why}`);
  }
  return lines;
}

export function renderText(report: Report): string {
  const lines = [`spec-diff: ${report.head} against ${report.base} (${report.baseCommit.slice(0, 12)})`];
  for (const spec of report.specs) lines.push(...renderSpec(spec, report.base));
  if (report.specs.length === 0) lines.push(`every spec matches ${report.base}`);
  else if (report.unchanged.length > 0) lines.push(`${report.unchanged.length} other spec(s) unchanged`);
  lines.push(...renderStale(report.stale, report.base));
  lines.push(...report.problems);
  return lines.join("\n");
}

export function renderJson(report: Report): string {
  return JSON.stringify(report, null, 2);
}
