/** What the request-path bench checks its figures against, as met / NOT MET lines. */
import type { Kind } from "./contenders";
import type { LoadResult } from "./load";
import { fmt, ratio } from "./report";
import type { CaseResult } from "./rounds";

/**
 * The gateway's throughput floor against bare Express, per case, with the request log off and on: on GET and
 * a valid POST the gateway with its log on is to match bare Express (medians of the rounds).
 */
const EXPRESS_FLOOR: Record<string, { off: number; on?: number }> = {
  get: { off: 1, on: 1 },
  post: { off: 1, on: 1 },
  "invalid-post": { off: 0.8 },
};

/** Spawn to /healthz answering with every service, median of the starts that found the code cache. */
const START_MS = 500;

export function targets(
  results: Map<string, Map<Kind, CaseResult>>,
  crowd: number,
  /** Median time from spawn to /healthz answering, with every registered (or SERVICES) service. */
  gatewayStartupMs: number | undefined,
  cold: { worst: number; worstOp: string } | undefined,
  crowded: { fresh: LoadResult; crowded: LoadResult } | undefined,
): string[] {
  const lines: string[] = [];
  const check = (ok: boolean, text: string) => lines.push(`- ${ok ? "met" : "NOT MET"}: ${text}`);
  for (const [id, floor] of Object.entries(EXPRESS_FLOOR)) {
    const r = results.get(id);
    const e = r?.get("express");
    const eov = r?.get("eov-both");
    const p = r?.get("prism");
    const rows: [Kind, string, number | undefined][] = [
      ["gateway", "gateway", floor.off],
      ["gateway-logged", "gateway with the request log on", floor.on],
    ];
    for (const [kind, name, goal] of rows) {
      const g = r?.get(kind);
      if (!g || !e || goal === undefined) continue;
      check(
        g.rps >= goal * e.rps,
        `${id}: ${name}, throughput ${ratio(g.rps, e.rps)} bare Express (target ≥ ${fmt(goal, 2)}×)`,
      );
      check(
        g.p99 <= 1.5 * e.p99,
        `${id}: ${name}, p99 ${ratio(g.p99, e.p99)} bare Express's (target ≤ 1.50×)`,
      );
    }
    const g = r?.get("gateway");
    if (g && e)
      check(
        g.allocBytes <= 1.3 * e.allocBytes,
        `${id}: gateway allocation ${ratio(g.allocBytes, e.allocBytes)} bare Express's per request (target ≤ 1.30×)`,
      );
    if (g && eov)
      check(
        g.rps >= 1.2 * eov.rps,
        `${id}: gateway throughput ${ratio(g.rps, eov.rps)} Express + express-openapi-validator validating requests and responses (target ≥ 1.20×)`,
      );
    if (g && p)
      check(g.rps >= 1.6 * p.rps, `${id}: gateway throughput ${ratio(g.rps, p.rps)} Prism (target ≥ 1.60×)`);
  }
  const gatewayRps = (id: string) => results.get(id)?.get("gateway")?.rps;
  // The target is about finding the operation: the pair that does the same work after the lookup decides it.
  const [firstRoute, lastRoute] = [gatewayRps("first-route"), gatewayRps("last-route")];
  if (firstRoute && lastRoute) {
    check(
      lastRoute >= 0.9 * firstRoute,
      `last operation of the largest spec at ${ratio(lastRoute, firstRoute)} the first one's throughput, rejected right after routing, the same work otherwise (target ≥ 0.90×)`,
    );
  }
  const [first, last] = [gatewayRps("first"), gatewayRps("last")];
  if (first && last) {
    lines.push(
      `- for reference: answered by their handlers, the last operation at ${ratio(last, first)} the first one's throughput (two different handlers' work, not what the target compares)`,
    );
  }
  if (cold)
    check(
      cold.worst <= 3,
      `first request at most ${fmt(cold.worst, 2)}× its warm latency (target ≤ 3×; worst: ${cold.worstOp})`,
    );
  if (crowded)
    check(
      crowded.crowded.rps >= 0.9 * crowded.fresh.rps,
      `listing one project after ${crowd} keys elsewhere at ${ratio(crowded.crowded.rps, crowded.fresh.rps)} its fresh throughput (target ≥ 0.90×)`,
    );
  if (gatewayStartupMs !== undefined) lines.push(startTarget(gatewayStartupMs));
  return lines;
}

/** The met / NOT MET line of the time from spawn to /healthz answering. */
export function startTarget(ms: number): string {
  return `- ${ms <= START_MS ? "met" : "NOT MET"}: spawn to /healthz answering with every service loaded: ${fmt(ms)} ms, median of the starts from the code cache (target ≤ ${START_MS} ms)`;
}
