/**
 * One tenant can never read, change, count or reference another's records, in any operation of any service
 * with tenants (tenant-cases.ts: identity-verification's customers and children, message-content's
 * accounts, address-lookup's key owners and licensees, billing's tenants and entities). For each pair, on a
 * gateway serving that service alone, with a clock that does not move:
 *
 * 1. B makes records of its own, then B's reads (valid requests to every GET operation of the spec, half of
 *    them naming records that exist) are answered twice; the answers that are the same both times (request
 *    ids aside) are B's view.
 * 2. A makes records. B's view must not change: nothing of A's is listed, counted, searched or composed
 *    into B's answers.
 * 3. B sends valid requests to every operation, naming A's records: path parameters filled from A's
 *    records, and every query parameter or body field that refers to a record (named like a path parameter,
 *    or like a field of A's records that holds another of A's ids) set to one of A's ids. No answer may
 *    carry one of A's ids or secrets that the request did not; no request with A's record in its path may
 *    succeed, unless the provider documents the operation as public (a filter naming A's record may answer
 *    an empty page), and its answer must be the one the same request gets for an id that names nothing
 *    (status and body alike): B cannot tell that A's record exists. None may change one of A's records,
 *    nor store a reference to one in a record that is not A's.
 *
 * Findings in services whose owners are fixing them are listed in KNOWN_GAPS, so that the integrator can
 * remove each line once its fix is merged; any finding not listed fails the test.
 */
import { ManualClock } from "../../src/runtime/clock";
import { MemoryStore } from "../../src/runtime/memory-store";
import type { StoreDump, StoreJournal } from "../../src/runtime/store";
import { send } from "../fuzz/fuzz";
import type { FuzzRequest, Operation } from "../fuzz/operations";
import { startGateway } from "../support/gateway";
import {
  existingPaths,
  requestsForExisting,
  type SpecWalk,
  sampleRequests,
  specWalks,
} from "../support/spec-walk";
import { type Call, TENANT_PAIRS, type TenantCaller, type TenantPair } from "./tenant-cases";

const SEED = 20261126;
/** Random valid requests per operation, besides those naming existing records. */
const CASES = 3;
/** After every fixture's history, so that time-bound records are settled. */
const START = "2026-06-01T00:00:00Z";

type Kind = "view" | "leak" | "reached" | "existence" | "changed" | "referenced";

/** Findings in other owners' services, by pair, operation and kind. */
const KNOWN_GAPS: { pair: string; operationId: string; kind: Kind; owner: string; what: string }[] = [];

/** Answers without what differs on every call: request and process ids. */
function normalised(body: Buffer): string {
  const text = body.toString();
  try {
    return JSON.stringify(JSON.parse(text), (k, v) =>
      /^(requestId|request_id|processId)$/.test(k) ? undefined : v,
    );
  } catch {
    return text;
  }
}

/**
 * The request as `who` sends it: its headers in place of any of the same name (case aside), and its query
 * credentials where the operation declares such a parameter (address-lookup's key management takes a
 * `user_token` but refuses an `api_key`).
 */
function as(who: TenantCaller, r: FuzzRequest, op: Operation | undefined): FuzzRequest {
  const [path, qs = ""] = r.path.split("?");
  const query = new URLSearchParams(qs);
  for (const [k, v] of Object.entries(who.query ?? {}))
    if (!op || op.parameters.some((p) => p.in === "query" && p.name === k)) query.set(k, v);
  const text = query.toString();
  const replaced = new Set(Object.keys(who.headers).map((h) => h.toLowerCase()));
  const kept = Object.entries(r.headers).filter(([h]) => !replaced.has(h.toLowerCase()));
  return {
    ...r,
    path: text ? `${path}?${text}` : path,
    headers: { ...Object.fromEntries(kept), ...who.headers },
  };
}

/**
 * The names under which a request refers to a record: the spec's path parameters and the fields of A's
 * records that hold the id of another of A's records (a document's `entityId`), and longer names that end
 * in one of those (`originalDocumentId`).
 */
function referenceNames(walk: SpecWalk, mine: StoreDump, ids: Set<string>): (name: string) => boolean {
  const names = new Set(
    walk.operations.flatMap((op) =>
      op.parameters.filter((p) => p.in === "path").map((p) => p.name.toLowerCase()),
    ),
  );
  for (const rows of Object.values(mine))
    for (const [, , value] of rows)
      if (typeof value === "object" && value !== null)
        for (const [k, v] of Object.entries(value))
          if (typeof v === "string" && ids.has(v)) names.add(k.toLowerCase());
  return (name) => {
    const n = name.toLowerCase();
    return [...names].some((r) => n === r || (r.length >= 5 && n.endsWith(r)));
  };
}

const CREDENTIALS = new Set(["api_key", "user_token", "licensee"]);

/** The request with every query parameter and JSON body field that refers to a record naming one of `ids`. */
function naming(refers: (name: string) => boolean, ids: string[], r: FuzzRequest, salt: number): FuzzRequest {
  let n = salt;
  const pick = () => ids[n++ % ids.length];
  const [path, qs = ""] = r.path.split("?");
  const query = new URLSearchParams(qs);
  for (const k of new Set(query.keys())) if (refers(k) && !CREDENTIALS.has(k)) query.set(k, pick());
  let body = r.body;
  if (body && /json/.test(r.headers["content-type"] ?? "")) {
    const swap = (v: unknown): unknown => {
      if (Array.isArray(v)) return v.map(swap);
      if (typeof v !== "object" || v === null) return v;
      return Object.fromEntries(
        Object.entries(v).map(([k, x]) => [
          k,
          refers(k) && typeof x === "string" ? pick() : refers(k) && Array.isArray(x) ? [pick()] : swap(x),
        ]),
      );
    };
    body = Buffer.from(JSON.stringify(swap(JSON.parse(body.toString()))));
  }
  const text = query.toString();
  return { ...r, path: text ? `${path}?${text}` : path, body };
}

function recordsOf(
  dump: StoreDump,
  slug: string,
  keep: (collection: string, id: string, value: unknown) => boolean,
) {
  const out: StoreDump = {};
  for (const [key, rows] of Object.entries(dump))
    if (key.startsWith(`${slug}/`)) out[key] = rows.filter(([id, , v]) => keep(key, id, v));
  return out;
}

/** An id of the same shape that names nothing: each letter and digit moved one on. */
function madeUp(id: string): string {
  return id
    .replace(/[a-yA-Y0-8]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 1))
    .replace(/[zZ9]/g, (c) => (c === "9" ? "0" : c === "z" ? "a" : "A"));
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

async function findingsOf(pair: TenantPair): Promise<string[]> {
  const walk = specWalks().find((w) => w.service.slug === pair.service);
  if (!walk) throw new Error(`no spec for ${pair.service}`);
  const slug = pair.service;
  const puts: [string, string, unknown][] = [];
  const journal: StoreJournal = {
    put: (c, id, _s, v) => puts.push([c, id, v]),
    delete: () => {},
    clear: () => {},
  };
  const store = new MemoryStore({ journal });
  const gw = await startGateway({ services: [slug], store, clock: new ManualClock(START) });
  const findings: string[] = [];
  const operationOf = (method: string, path: string) =>
    walk.operations.find(
      (op) =>
        op.method === method &&
        new RegExp(`^${walk.service.basePath}${op.template.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(
          path.split("?")[0],
        ),
    );
  const call: Call = async (who, method, path, body) => {
    const r = as(
      who,
      {
        method,
        path,
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
        kind: "setup",
      },
      operationOf(method, path),
    );
    const answer = await send(gw.url, r);
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${answer.body}`);
    return JSON.parse(answer.body.toString() || "null");
  };
  // Requests carry B's credentials alone: none of the service's dev caller's.
  const dev = {};
  try {
    await pair.recordsOfB(call);
    const others = recordsOf(store.dump(), slug, (c, id, v) => !pair.ownedByA(c, id, v));
    const views = walk.operations
      .filter((op) => op.method === "GET")
      .flatMap((op) =>
        [
          ...sampleRequests(walk, op, dev, { seed: SEED, count: CASES }),
          ...requestsForExisting(walk, op, dev, existingPaths(others, slug, op), SEED),
        ].map((r) => [op.operationId, as(pair.b, r, op)] as const),
      );
    const look = () => Promise.all(views.map(async ([, r]) => normalised((await send(gw.url, r)).body)));
    const first = await look();
    const second = await look();

    const secrets = await pair.recordsOfA(call);
    const dump = store.dump();
    const mine = recordsOf(dump, slug, pair.ownedByA);
    const otherIds = new Set(
      Object.values(recordsOf(dump, slug, (c, id, v) => !pair.ownedByA(c, id, v)))
        .flat()
        .map(([id]) => id),
    );
    const saved = new Map<string, string>();
    const ids = new Set<string>();
    for (const [key, rows] of Object.entries(mine))
      for (const [id, , value] of rows) {
        saved.set(`${key}\u0000${id}`, JSON.stringify(value));
        for (const form of [id, id.slice(id.lastIndexOf("/") + 1)])
          if (form.length >= 6 && !otherIds.has(form)) ids.add(form);
      }
    const markers = [...ids, ...secrets];
    const after = await look();
    views.forEach(([operationId, r], i) => {
      if (first[i] === second[i] && after[i] !== second[i])
        findings.push(`${operationId} view: ${r.method} ${r.path}`);
    });

    const idList = [...ids];
    const refers = referenceNames(walk, mine, ids);
    for (const op of walk.operations) {
      const requests = [
        ...requestsForExisting(walk, op, dev, existingPaths(mine, slug, op), SEED),
        ...sampleRequests(walk, op, dev, { seed: SEED, count: CASES }).map((r, i) =>
          naming(refers, idList, r, i),
        ),
      ].map((r) => as(pair.b, r, op));
      for (const r of requests) {
        puts.length = 0;
        const answer = await send(gw.url, r);
        const sent = `${r.path} ${decoded(r.path)} ${r.body?.toString() ?? ""}`;
        const segments = r.path.split("?")[0].split("/").map(decoded);
        const shown = `${r.method} ${r.path.slice(0, 140)} -> ${answer.status}`;
        const body = answer.body.toString();
        // A public operation answers whoever knows the resource's name (the provider documents it so).
        const isPublic = pair.publicOperations?.includes(op.operationId) === true;
        const leaked = markers.filter((m) => body.includes(m) && !sent.includes(m));
        if (leaked.length > 0 && !isPublic)
          findings.push(`${op.operationId} leak: ${shown} shows ${leaked.slice(0, 2).join(", ")}`);
        const named = segments.filter((segment) => ids.has(segment));
        if (answer.status < 300 && named.length > 0 && !isPublic)
          findings.push(`${op.operationId} reached: ${shown}`);
        const secret = named.filter((id) => !pair.existenceIsPublic?.(id));
        if (secret.length > 0 && !isPublic) {
          // B learns nothing of A's record: the answer is the one a record that does not exist gets.
          let path = r.path;
          for (const id of secret)
            path = path.replaceAll(encodeURIComponent(id), encodeURIComponent(madeUp(id)));
          const none = await send(gw.url, { ...r, path });
          let expected = normalised(none.body);
          for (const id of secret) expected = expected.replaceAll(madeUp(id), id);
          if (none.status !== answer.status || expected !== normalised(answer.body))
            findings.push(
              `${op.operationId} existence: ${shown}, but ${none.status} for ${path.slice(0, 140)}, which names nothing`,
            );
        }
        for (const [key, rows] of Object.entries(mine))
          for (const [id] of rows) {
            const now = store.collection(slug, key.slice(slug.length + 1)).get(id);
            const was = saved.get(`${key}\u0000${id}`);
            if (JSON.stringify(now) !== was) {
              findings.push(`${op.operationId} changed: ${shown} changed ${key} ${id}`);
              saved.set(`${key}\u0000${id}`, JSON.stringify(now));
            }
          }
        for (const [c, id, v] of puts)
          if (!isPublic && !saved.has(`${c}\u0000${id}`) && idList.some((m) => JSON.stringify(v).includes(m)))
            findings.push(`${op.operationId} referenced: ${shown} stored ${c} ${id}`);
      }
    }
  } finally {
    await gw.close();
  }
  return findings;
}

describe.each(TENANT_PAIRS.map((p) => [`${p.service}: ${p.name}`, p] as const))("%s", (_title, pair) => {
  test("B never reads, counts, changes or references A's records", async () => {
    const findings = await findingsOf(pair);
    const unlisted = findings.filter(
      (f) => !KNOWN_GAPS.some((k) => k.pair === pair.name && f.startsWith(`${k.operationId} ${k.kind}:`)),
    );
    expect(unlisted).toEqual([]);
  }, 120_000);
});
