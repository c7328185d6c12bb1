/** The report of two documents as text for a terminal, JSON for tools, or Markdown for a pull request. */
import { type DiffReport, type Finding, LEVELS, type Level } from "./model";

export const FORMATS = ["text", "json", "markdown"] as const;
export type Format = (typeof FORMATS)[number];

const HEADINGS: Record<Level, string> = {
  wire: "Breaks the wire",
  client: "Breaks generated clients",
  compatible: "Compatible",
};

function operation(f: Finding): string {
  if (!f.operation) return "(document)";
  const id = f.operation.operationId ? ` (${f.operation.operationId})` : "";
  return `${f.operation.method} ${f.operation.path}${id}`;
}

function summary(r: DiffReport): string {
  return LEVELS.map((l) => `${r.counts[l]} ${l}`).join(", ");
}

function title(r: DiffReport): string {
  return `${r.old.source} → ${r.new.source}`;
}

export function renderText(r: DiffReport): string {
  const lines = [`diff ${title(r)}: ${r.findings.length === 0 ? "no change a client sees" : summary(r)}`];
  for (const f of r.findings) {
    lines.push(`${f.level.toUpperCase().padEnd(11)}${operation(f)}  [${f.rule}]`);
    lines.push(`           ${f.where}: ${f.message}`);
    lines.push(`           old ${f.old.pointer}:${f.old.line}  new ${f.new.pointer}:${f.new.line}`);
  }
  return lines.join("\n");
}

/** Text in a Markdown table cell: pipes escaped, no line breaks. */
function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\n/g, " ");
}

export function renderMarkdown(r: DiffReport): string {
  const lines = [`### API changes: \`${cell(title(r))}\``, ""];
  if (r.findings.length === 0) return [...lines, "No change a client sees."].join("\n");
  lines.push(`**${summary(r)}**`, "");
  for (const level of LEVELS) {
    const found = r.findings.filter((f) => f.level === level);
    if (found.length === 0) continue;
    lines.push(`#### ${HEADINGS[level]} (${found.length})`, "");
    lines.push("| Operation | Change | Rule | Old line | New line |", "| --- | --- | --- | --- | --- |");
    for (const f of found)
      lines.push(
        `| ${cell(operation(f))} | \`${cell(f.where)}\`: ${cell(f.message)} | \`${f.rule}\` | ${f.old.line} | ${f.new.line} |`,
      );
    lines.push("");
  }
  return lines.join("\n").trimEnd();
}

export function render(r: DiffReport, format: Format): string {
  if (format === "json") return JSON.stringify(r, null, 2);
  return format === "markdown" ? renderMarkdown(r) : renderText(r);
}
