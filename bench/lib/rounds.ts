/**
 * One case measured on every contender in interleaved rounds: a warm-up of each, then `rounds` rounds that
 * each measure every contender once, in a rotated order, reversed every other round (a slow spell of the machine is shared out rather
 * than charged to one server); a contender's figures are the medians of its rounds. Then each contender's
 * allocation: a fixed number of requests inside the heap probe's window (heap.ts).
 */
import type { Case } from "./cases";
import { requestFor } from "./cases";
import { type Kind, LABEL } from "./contenders";
import { allocatedPerRequest } from "./heap";
import { fill, type LoadResult, measure } from "./load";
import { median } from "./probe";
import { cpuMs, type Server } from "./processes";
import { fmt, ratio, table } from "./report";

export interface RoundsConfig {
  connections: number;
  durationS: number;
  warmupS: number;
  rounds: number;
  /** Requests sent inside the heap probe's window. */
  allocRequests: number;
}

export interface CaseResult extends LoadResult {
  /** V8 heap bytes allocated per request. */
  allocBytes: number;
}

function mergeStatuses(rounds: LoadResult[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of rounds)
    for (const [code, n] of Object.entries(r.statuses)) out[code] = (out[code] ?? 0) + n;
  return out;
}

export async function measureCase(
  c: Case,
  contenders: ReadonlyMap<Kind, Server>,
  o: RoundsConfig,
): Promise<Map<Kind, CaseResult>> {
  const order = [...contenders.keys()];
  const runs = new Map<Kind, LoadResult[]>(order.map((k) => [k, []]));
  const load = { connections: o.connections, durationS: o.durationS };
  for (const kind of order) {
    const server = contenders.get(kind)!;
    await measure(server.port, requestFor(c, kind), { ...load, durationS: o.warmupS, warmupS: 0 }, () =>
      cpuMs(server),
    );
  }
  for (let round = 0; round < o.rounds; round++) {
    const shift = round % order.length;
    const turn = [...order.slice(shift), ...order.slice(0, shift)];
    // Reversed every other round as well: a run measured right after another server's run was slower by up to
    // 1.7× in interleaved pairs on a loaded machine, and rotation alone puts one server after the same
    // neighbour in most rounds (the request log's row after the gateway's, with three servers).
    for (const kind of round % 2 ? turn.reverse() : turn) {
      const server = contenders.get(kind)!;
      const r = await measure(server.port, requestFor(c, kind), { ...load, warmupS: 0 }, () => cpuMs(server));
      runs.get(kind)!.push(r);
    }
  }
  const results = new Map<Kind, CaseResult>();
  for (const kind of order) {
    const server = contenders.get(kind)!;
    const allocBytes = await allocatedPerRequest(server, async () => {
      await fill(server.port, requestFor(c, kind), o.allocRequests, o.connections);
      return o.allocRequests;
    });
    const rounds = runs.get(kind)!;
    results.set(kind, {
      rps: median(rounds.map((r) => r.rps)),
      p50: median(rounds.map((r) => r.p50)),
      p99: median(rounds.map((r) => r.p99)),
      cpuUs: median(rounds.map((r) => r.cpuUs)),
      statuses: mergeStatuses(rounds),
      errors: rounds.reduce((n, r) => n + r.errors, 0),
      allocBytes,
    });
  }
  return results;
}

export function statusMix(statuses: Record<string, number>): string {
  const total = Object.values(statuses).reduce((a, b) => a + b, 0);
  return Object.entries(statuses)
    .sort((a, b) => b[1] - a[1])
    .map(([code, count]) => (count === total ? code : `${code} ${Math.round((100 * count) / total)}%`))
    .join(", ");
}

/** The case's table: every figure also as a ratio to bare node:http and to bare Express of the same run. */
export function caseTable(rows: ReadonlyMap<Kind, CaseResult>): string {
  const node = rows.get("node");
  const express = rows.get("express");
  return table(
    [
      "server",
      "status",
      "req/s",
      "× node:http",
      "× Express",
      "p99 ms",
      "× node:http",
      "× Express",
      "alloc KB/req",
      "× node:http",
      "× Express",
      "CPU µs/req",
      "× Express",
    ],
    [...rows].map(([kind, r]) => [
      LABEL[kind],
      `${statusMix(r.statuses)}${r.errors ? `, ${r.errors} errors` : ""}`,
      fmt(r.rps),
      ratio(r.rps, node?.rps),
      ratio(r.rps, express?.rps),
      fmt(r.p99, 2),
      ratio(r.p99, node?.p99),
      ratio(r.p99, express?.p99),
      fmt(r.allocBytes / 1024, 1),
      ratio(r.allocBytes, node?.allocBytes),
      ratio(r.allocBytes, express?.allocBytes),
      fmt(r.cpuUs),
      ratio(r.cpuUs, express?.cpuUs),
    ]),
  );
}
