/**
 * The specs tell the whole truth: a client generated from a spec, sending what the spec's schemas accept,
 * gets no refusal the spec did not predict. Every operation of every service gets a few valid requests from
 * its spec (the fuzz's generators, a fixed seed), with the service's dev credentials, on a fresh gateway.
 *
 * Which 4xx answers a spec predicts: those that depend on state a request cannot see, and so no schema can
 * express. 401, 402 and 403 (who the caller is, what its key's balance or entitlements allow), 404 and 410
 * (a random id names no record, or one that has gone), 409, 412 and 423 (the record's state conflicts), 429
 * (a quota). Two parts of a request are left out, because a client never makes them up: page tokens (a
 * token is state too: only the service issues them), and header values with white space at either end
 * (HTTP trims them, so they cannot be sent as generated); and a JSON body that the spec's own generated
 * validator refuses is not sent (the generator does not know every keyword, `not` for one). Every other 4xx (400, 405, 406, 413, 415, 422, ...) to a request the schemas accept is a
 * surprise: a rule the handler enforces and the spec does not state. A surprise is either moved into the
 * schema, or listed in docs/spec-truth.md with the reason no schema can express it (a cross-field rule, a
 * rule that depends on stored state but is rendered as a 400 by the provider's error format, ...), or, in a
 * service another engineer owns, listed there as a known gap with its owner. A surprise that the table does
 * not list fails the test.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Validate } from "../../generated/runtime";
import { serviceModules } from "../../src/handlers";
import { ManualClock } from "../../src/runtime/clock";
import { send } from "../fuzz/fuzz";
import type { FuzzRequest } from "../fuzz/operations";
import { startGateway } from "../support/gateway";
import { type SpecWalk, sampleRequests, specWalks } from "../support/spec-walk";

const SEED = 20261127;
const CASES_PER_OPERATION = 5;
const PREDICTED = new Set([401, 402, 403, 404, 409, 410, 412, 423, 429]);
const PAGE_TOKEN = /^(page_?token|next_?token|starting_after)$/i;

type BodyValidators = Readonly<
  Record<string, { body?: { content: Readonly<Record<string, Validate | undefined>> } }>
>;

/** The request as a client would send it: without a made-up page token; undefined when it cannot be sent. */
function asAClientSends(
  r: FuzzRequest,
  validators: BodyValidators,
  operationId: string,
): FuzzRequest | undefined {
  if (Object.values(r.headers).some((v) => v !== v.trim())) return undefined;
  const validate = validators[operationId]?.body?.content[r.headers["content-type"] ?? ""];
  if (
    r.body &&
    validate &&
    /json/.test(r.headers["content-type"] ?? "") &&
    !validate(JSON.parse(r.body.toString()))
  )
    return undefined;
  const [p, qs = ""] = r.path.split("?");
  const query = new URLSearchParams(qs);
  for (const k of new Set(query.keys())) if (PAGE_TOKEN.test(k)) query.delete(k);
  const text = query.toString();
  return { ...r, path: text ? `${p}?${text}` : p };
}

/** The rows of the table in docs/spec-truth.md: service, operation and the status of the refusal. */
function documented(): Set<string> {
  const text = readFileSync(path.join(__dirname, "../../docs/spec-truth.md"), "utf8");
  const rows = new Set<string>();
  for (const line of text.split("\n")) {
    const cells = line.split("|").map((c) => c.trim().replace(/`/g, ""));
    const status = /^(\d{3})\b/.exec(cells[3] ?? "");
    if (cells.length >= 6 && status) rows.add(`${cells[1]} ${cells[2]} ${status[1]}`);
  }
  return rows;
}

describe.each(specWalks().map((w) => [w.service.slug, w] as const))("%s", (slug, walk) => {
  test("answers what its schemas accept without a refusal its spec does not predict", async () => {
    const gw = await startGateway({ services: [slug], clock: new ManualClock("2026-06-01T00:00:00Z") });
    const dev = serviceModules[slug].devCredentials();
    const listed = documented();
    const surprises: string[] = [];
    let answered = 0;
    try {
      for (const op of walk.operations)
        for (const generated of sampleRequests(walk, op, dev, { seed: SEED, count: CASES_PER_OPERATION })) {
          const r = asAClientSends(generated, walk.service.validation, op.operationId);
          if (!r) continue;
          const answer = await send(gw.url, r);
          answered++;
          if (answer.status < 400 || answer.status >= 500 || PREDICTED.has(answer.status)) continue;
          const key = `${slug} ${op.operationId} ${answer.status}`;
          if (!listed.has(key))
            surprises.push(
              `${key}: ${r.method} ${r.path.slice(0, 160)} -> ${answer.body.toString().slice(0, 240)}`,
            );
        }
    } finally {
      await gw.close();
    }
    expect(answered).toBeGreaterThan(walk.operations.length);
    expect(surprises).toEqual([]);
  }, 120_000);
});

/**
 * The rules the fuzz found handlers enforcing beyond their spec, each now stated: in the schema where a schema
 * can say it (the spec's own validator refuses the request, so a generated client learns the rule), else in
 * the operation's description and in the table of docs/spec-truth.md. Each case is a request that breaks the
 * rule, the answer it gets, and the words of the operation's description that state the rule.
 */
interface StatedRule {
  slug: keyof typeof serviceModules;
  operationId: string;
  /** Requests to make first (an entity to check), in order. */
  before?: (gw: string, dev: Record<string, string>) => Promise<Record<string, string>>;
  request: (dev: Record<string, string>, made: Record<string, string>) => FuzzRequest;
  status: number;
  /** Whether the schema states the rule (its validator refuses the body) or only the description and table. */
  stated: "schema" | "table";
  says: RegExp;
}

const json = (method: string, p: string, headers: Record<string, string>, body: unknown): FuzzRequest => ({
  method,
  path: p,
  headers: { ...headers, "content-type": "application/json" },
  body: Buffer.from(JSON.stringify(body)),
  kind: "valid",
});

const STATED: StatedRule[] = [
  {
    slug: "address-lookup",
    operationId: "searchAddresses",
    request: (dev) => ({
      method: "GET",
      path: "/address-lookup/v1/addresses?limit=5",
      headers: dev,
      kind: "valid",
    }),
    status: 400,
    stated: "table",
    says: /needs something to look for: `query` \(or `q`\), a filter .* or `lon` and `lat`/s,
  },
  {
    slug: "billing",
    operationId: "createCreditMemo",
    request: (dev) =>
      json(
        "POST",
        "/billing/v1/creditmemos",
        { ...dev, "billing-version": "257.0" },
        {
          accountId: "2c92c0f86a8dd422016a9e7a70116b0d",
          charges: [{ amount: 10 }],
        },
      ),
    status: 400,
    stated: "schema",
    says: /`chargeId` through version 256\.0,\s+`productRatePlanChargeId` from 257\.0/,
  },
  {
    slug: "identity-verification",
    operationId: "businessInternationalSearch",
    request: (dev) =>
      json("POST", "/identity-verification/v1.2/business/international/search", dev, {
        country: "AUS",
        organisationName: "",
      }),
    status: 400,
    stated: "schema",
    says: /non-empty `organisationName`.*or\s+`organisationNumber`/s,
  },
  {
    slug: "identity-verification",
    operationId: "utilityCompare",
    request: (dev) =>
      json("POST", "/identity-verification/v1.2/document/new/utility/process/compare", dev, {
        idType: "PASSPORT",
        country: "AUS",
      }),
    status: 400,
    stated: "schema",
    says: /must be a `UTILITY_BILL`/,
  },
  {
    slug: "identity-verification",
    operationId: "verifyEntity",
    before: async (gw, dev) => {
      const made = await send(
        gw,
        json("POST", "/identity-verification/v1.2/entity", dev, {
          name: { givenName: "Ada", familyName: "Lovelace" },
        }),
      );
      return { entityId: JSON.parse(made.body.toString()).entityId };
    },
    request: (dev, made) =>
      json(
        "POST",
        `/identity-verification/v1.2/entity/${made.entityId}/verify/profile,one_plus/summary`,
        dev,
        {},
      ),
    status: 400,
    stated: "table",
    says: /`profile`, `one_plus`, `two_plus`, `id`,\s+`visa`, `idvalidate`, `manual`, `fraudlist`, `fraudcheck`, `pep` and `pep_media`.*`CHK-0004`: `profile` together with any other type/s,
  },
];

/** The operation's description in its spec. */
function descriptionOf(walk: SpecWalk, operationId: string): string {
  const paths = (
    walk.doc as { paths: Record<string, Record<string, { operationId?: string; description?: string }>> }
  ).paths;
  for (const item of Object.values(paths))
    for (const op of Object.values(item)) if (op?.operationId === operationId) return op.description ?? "";
  throw new Error(`no operation ${operationId}`);
}

describe("the rules the handlers enforce are stated in the spec", () => {
  const walks = new Map(specWalks().map((w) => [w.service.slug, w]));
  test.each(STATED.map((r) => [`${r.slug} ${r.operationId}`, r] as const))("%s", async (_name, rule) => {
    const walk = walks.get(rule.slug) as SpecWalk;
    expect(descriptionOf(walk, rule.operationId)).toMatch(rule.says);
    const gw = await startGateway({ services: [rule.slug], clock: new ManualClock("2026-06-01T00:00:00Z") });
    try {
      const dev = serviceModules[rule.slug].devCredentials();
      const made = rule.before ? await rule.before(gw.url, dev) : {};
      const r = rule.request(dev, made);
      expect((await send(gw.url, r)).status).toBe(rule.status);
      const validate = (walk.service.validation as BodyValidators)[rule.operationId]?.body?.content[
        "application/json"
      ];
      if (rule.stated === "schema") expect(validate?.(JSON.parse(r.body?.toString() ?? "null"))).toBe(false);
      else expect(documented()).toContain(`${rule.slug} ${rule.operationId} ${rule.status}`);
    } finally {
      await gw.close();
    }
  });

  test("a description names only headers the service declares (read or sent) or HTTP defines", () => {
    const standard = new Set([
      "authorization",
      "content-type",
      "content-encoding",
      "accept",
      "origin",
      "referer",
    ]);
    /** Header parameters, header API keys and response headers, wherever the document declares them. */
    const headersOf = (node: unknown, found: Set<string>): Set<string> => {
      if (Array.isArray(node)) for (const v of node) headersOf(v, found);
      else if (node && typeof node === "object") {
        const o = node as Record<string, unknown>;
        if (o.in === "header" && typeof o.name === "string") found.add(o.name.toLowerCase());
        if (o.headers && typeof o.headers === "object" && !Array.isArray(o.headers))
          for (const name of Object.keys(o.headers)) found.add(name.toLowerCase());
        for (const v of Object.values(o)) headersOf(v, found);
      }
      return found;
    };
    const unknown: string[] = [];
    for (const walk of walks.values()) {
      const declared = headersOf(walk.doc, new Set());
      for (const m of JSON.stringify(walk.doc).matchAll(/`([A-Za-z][A-Za-z0-9-]*)` header\b/g))
        if (!declared.has(m[1].toLowerCase()) && !standard.has(m[1].toLowerCase()))
          unknown.push(`${walk.service.slug}: ${m[1]}`);
    }
    expect(unknown).toEqual([]);
  });
});
