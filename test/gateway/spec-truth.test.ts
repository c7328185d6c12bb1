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
import { sampleRequests, specWalks } from "../support/spec-walk";

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
