/** The report as text (grouped by operation, one change per two lines) or as JSON. */
import type { Report, ReportedChange, SpecReport } from "./report";

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
  if (c.action === "replace" || c.action === "rename") text += `: ${before} → ${after}`;
  else if (c.action === "add" && after && c.where !== "operation") text += `: ${after}`;
  else if (c.action === "remove" && before && c.where !== "operation") text += ` (was ${before})`;
  return c.note ? `${text} (${c.note})` : text;
}

function verdict(c: ReportedChange, spec: SpecReport): string {
  if (c.verdict !== "breaking") return c.verdict;
  if (!c.gated) return "breaking*";
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
    const ordered = [...changes].sort(
      (a, b) => Number(b.verdict === "breaking") - Number(a.verdict === "breaking"),
    );
    for (const c of ordered) {
      lines.push(`    ${verdict(c, spec).padEnd(VERDICT_WIDTH)}${c.action.padEnd(ACTION_WIDTH)}${what(c)}`);
      const at = c.version === base ? ` (at ${base})` : "";
      lines.push(`    ${"".padEnd(VERDICT_WIDTH + ACTION_WIDTH)}${c.pointer}  ${c.file}:${c.line}${at}`);
      if (c.approvedBy)
        lines.push(`    ${"".padEnd(VERDICT_WIDTH + ACTION_WIDTH)}approved: ${c.approvedBy.reason}`);
    }
  }
  if (spec.majorRaised && spec.changes.some((c) => c.gated))
    lines.push(`  breaking changes allowed: the major version was raised (${versions})`);
  if (spec.unapproved.length > 0)
    lines.push(
      `  ${spec.unapproved.length} breaking change(s) not approved: raise info.version's major part, or list each under`,
      "  x-breaking-change-approved (- change: <operationId or JSON pointer above>, reason: <why>)",
    );
  if (spec.changes.some((c) => c.verdict === "breaking" && !c.gated))
    lines.push("  breaking* = in a component nothing uses yet: no client sees it, and the check ignores it");
  return lines;
}

export function renderText(report: Report): string {
  const lines = [`spec-diff: ${report.head} against ${report.base} (${report.baseCommit.slice(0, 12)})`];
  for (const spec of report.specs) lines.push(...renderSpec(spec, report.base));
  if (report.specs.length === 0) lines.push(`every spec matches ${report.base}`);
  else if (report.unchanged.length > 0) lines.push(`${report.unchanged.length} other spec(s) unchanged`);
  return lines.join("\n");
}

export function renderJson(report: Report): string {
  return JSON.stringify(report, null, 2);
}
