/**
 * Walks a service's spec with requests its schemas accept: the operations of every registered service
 * (generated/index.ts), a fixed, reproducible sample of valid requests per operation (the fuzz's generators,
 * test/fuzz/operations.ts), and path parameters taken from records the service holds, so that reads of
 * resources that exist run too, not only their not-found paths.
 */
import fc from "fast-check";
import { services } from "../../generated/index";
import { loadSpec } from "../../src/http/docs";
import type { StoreDump } from "../../src/runtime/store";
import { seedOf } from "../fuzz/fuzz";
import {
  type FuzzRequest,
  type KnownValues,
  type Operation,
  operationsOf,
  validRequestsFor,
} from "../fuzz/operations";

export type Service = (typeof services)[number];

export interface SpecWalk {
  service: Service;
  doc: object;
  operations: Operation[];
}

export function specWalks(): SpecWalk[] {
  return services.map((service) => {
    const doc = loadSpec(service.specFile) as unknown as { paths?: Record<string, never> };
    return { service, doc, operations: operationsOf(doc) };
  });
}

/** `count` valid requests to `op`, the same on every run for the same seed. */
export function sampleRequests(
  walk: SpecWalk,
  op: Operation,
  credentials: Record<string, string>,
  options: { seed: number; count: number; known?: KnownValues },
): FuzzRequest[] {
  const arbitrary = validRequestsFor(walk.doc, walk.service.basePath, op, credentials, options.known);
  return fc.sample(arbitrary, {
    seed: seedOf(options.seed, `${walk.service.slug}/${op.operationId}`),
    numRuns: options.count,
  });
}

/** How many records of each collection lend their fields to path parameters. */
const RECORDS_PER_COLLECTION = 3;

function scalar(v: unknown): string | undefined {
  return typeof v === "string" || typeof v === "number" ? String(v) : undefined;
}

/**
 * Path parameter values that name records the service holds: for each of a few records per collection, the
 * record's own fields named like the operation's path parameters (case aside), the last parameter falling
 * back to the record's id (or the id's last segment, for ids that are resource names). One assignment per
 * record whose fields fill every parameter; none for operations without path parameters.
 */
export function existingPaths(dump: StoreDump, slug: string, op: Operation): Record<string, string>[] {
  const names = op.parameters.filter((p) => p.in === "path").map((p) => p.name);
  if (names.length === 0) return [];
  const seen = new Set<string>();
  const out: Record<string, string>[] = [];
  for (const [key, rows] of Object.entries(dump)) {
    if (!key.startsWith(`${slug}/`)) continue;
    const picked =
      rows.length <= RECORDS_PER_COLLECTION ? rows : [rows[0], rows[rows.length >> 1], rows[rows.length - 1]];
    for (const [id, , value] of picked) {
      const fields = new Map<string, string>();
      if (typeof value === "object" && value !== null)
        for (const [k, v] of Object.entries(value)) {
          const s = scalar(v);
          if (s !== undefined) fields.set(k.toLowerCase(), s);
        }
      for (const idForm of new Set([id, id.slice(id.lastIndexOf("/") + 1)])) {
        const assignment: Record<string, string> = {};
        names.forEach((n, i) => {
          const v = fields.get(n.toLowerCase()) ?? (i === names.length - 1 ? idForm : undefined);
          if (v !== undefined) assignment[n] = v;
        });
        if (Object.keys(assignment).length < names.length) continue;
        const k = JSON.stringify(assignment);
        if (!seen.has(k)) {
          seen.add(k);
          out.push(assignment);
        }
      }
    }
  }
  return out;
}

/**
 * Requests to `op` for each assignment of `paths`: one valid request each, its path parameters replaced and
 * its optional headers left out (a random entity or tenant header would make it about another resource).
 */
export function requestsForExisting(
  walk: SpecWalk,
  op: Operation,
  credentials: Record<string, string>,
  paths: Record<string, string>[],
  seed: number,
): FuzzRequest[] {
  const optionalHeaders = new Set(
    op.parameters.filter((p) => p.in === "header" && !p.required).map((p) => p.name.toLowerCase()),
  );
  return paths.flatMap((assignment, i) =>
    sampleRequests(walk, op, credentials, {
      seed: seed + i,
      count: 1,
      known: Object.fromEntries(Object.entries(assignment).map(([k, v]) => [k, [v]])),
    }).map((r) => ({
      ...r,
      headers: Object.fromEntries(Object.entries(r.headers).filter(([h]) => !optionalHeaders.has(h))),
    })),
  );
}
