/**
 * What the start-up banner says about a mounted spec: where it is served, how, what the document gets wrong
 * (each warning with its file, line, pointer and rule), and what the validators do not check.
 */
import { dialectOf } from "./mount";
import type { MountedSpec } from "./mounted-spec";
import { findingLine } from "./refusal";

/** Warnings printed at start; a document with more has the rest on its /docs page. */
const SHOWN_WARNINGS = 50;

export function specLines(spec: MountedSpec, origin: string): string[] {
  const t = spec.target;
  const mode =
    t.kind === "proxy"
      ? `[proxy -> ${t.upstream.url}, policy ${t.upstream.policy}]`
      : `[mock${t.stateless ? " stateless" : ""}, policy ${t.policy}]`;
  const read = spec.cached ? "read from the compile cache" : "read and cached";
  const how = spec.convertedFrom ? `${spec.convertedFrom} converted to OpenAPI 3.0, ${read}` : read;
  const lines = [
    `  ${spec.name.padEnd(24)} ${origin}${spec.basePath}  ${mode}`,
    `  ${"".padEnd(24)} ${spec.file}: ${spec.operations.length} operations (${spec.uncheckedOperations.size} not wholly checked), ${how}, errors as ${dialectOf(spec).name}, docs ${origin}/docs/${spec.name}`,
  ];
  const w = spec.warnings;
  if (w.length > 0) {
    const more =
      w.length > SHOWN_WARNINGS
        ? `, the first ${SHOWN_WARNINGS} here, all on ${origin}/docs/${spec.name}`
        : "";
    lines.push(`  ${"".padEnd(24)} warnings (${w.length}${more}); served as read, --strict refuses them:`);
    for (const x of w.slice(0, SHOWN_WARNINGS)) lines.push(`  ${"".padEnd(26)} ${findingLine(x)}`);
  }
  // Each pointer once: a shared schema is reported where it is defined.
  const seen = new Set<string>();
  const unchecked = spec.unchecked.filter((u) => !seen.has(u.pointer) && seen.add(u.pointer));
  if (unchecked.length > 0) {
    lines.push(`  ${"".padEnd(24)} not checked (${unchecked.length}), passed on as they come and counted:`);
    for (const u of unchecked) lines.push(`  ${"".padEnd(26)} ${u.pointer}: ${u.problem}`);
  }
  return lines;
}

/** What a mounted spec's /docs page says above the document: its warnings and what is not checked. */
export function specNotes(spec: MountedSpec): { heading: string; items: string[] }[] {
  const seen = new Set<string>();
  const unchecked = spec.unchecked.filter((u) => !seen.has(u.pointer) && seen.add(u.pointer));
  return [
    {
      heading: `Warnings (${spec.warnings.length}): served as read; --strict refuses them`,
      items: spec.warnings.map(findingLine),
    },
    {
      heading: `Not checked (${unchecked.length}): passed on as they come and counted`,
      items: unchecked.map((u) => `${u.pointer}: ${u.problem}`),
    },
  ].filter((n) => n.items.length > 0);
}
