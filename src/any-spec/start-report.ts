/** What the start-up banner says about a mounted spec: where it is served, how, and what it does not check. */
import { dialectOf } from "./mount";
import type { MountedSpec } from "./mounted-spec";

export function specLines(spec: MountedSpec, origin: string): string[] {
  const t = spec.target;
  const mode =
    t.kind === "proxy"
      ? `[proxy -> ${t.upstream.url}, policy ${t.upstream.policy}]`
      : `[mock${t.stateless ? " stateless" : ""}, policy ${t.policy}]`;
  const how = spec.cached ? "validators from the compile cache" : "validators compiled and cached";
  const lines = [
    `  ${spec.name.padEnd(24)} ${origin}${spec.basePath}  ${mode}`,
    `  ${"".padEnd(24)} ${spec.file}: ${spec.operations.length} operations, ${how}, errors as ${dialectOf(spec).name}, docs ${origin}/docs/${spec.name}`,
  ];
  // Each pointer once: a shared schema is reported where it is defined.
  const seen = new Set<string>();
  const unchecked = spec.unchecked.filter((u) => !seen.has(u.pointer) && seen.add(u.pointer));
  if (unchecked.length > 0) {
    lines.push(`  ${"".padEnd(24)} not checked (${unchecked.length}), passed on as they come and counted:`);
    for (const u of unchecked) lines.push(`  ${"".padEnd(26)} ${u.pointer}: ${u.problem}`);
  }
  return lines;
}
