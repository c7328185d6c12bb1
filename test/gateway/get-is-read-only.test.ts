/**
 * A GET never writes state, on any operation of any service: work that falls due happens by the clock, never
 * as a side effect of a read. Each service runs alone on a gateway whose manual clock never moves, over a
 * store whose journal hears of every put and delete. First the service's own writes run (a few valid
 * requests to each non-GET operation, and the writes of PREPARE, so that jobs, tasks and other records exist
 * besides the fixtures); then the clock moves a month (through the admin API, as a user moves it), so that
 * whatever falls due has fallen due; then, the clock standing still, every GET operation gets valid requests
 * from its spec, and one request per record that can fill its path parameters (reads of resources that
 * exist), each sent as GET and as HEAD, and so do the reads that travel in a POST (READS_IN_A_POST). A read
 * that puts or deletes a record is caught by the journal, request by request; one that changes a record in
 * place is caught by comparing the service's whole store before and after the operation's requests.
 */
import { serviceModules } from "../../src/handlers";
import { ManualClock } from "../../src/runtime/clock";
import { MemoryStore } from "../../src/runtime/memory-store";
import type { StoreJournal } from "../../src/runtime/store";
import { send } from "../fuzz/fuzz";
import type { FuzzRequest } from "../fuzz/operations";
import { advanceClock, startGateway } from "../support/gateway";
import { existingPaths, requestsForExisting, sampleRequests, specWalks } from "../support/spec-walk";

const SEED = 20261125;
/** After every fixture's history (billing's notifications were sent in the spring of 2026). */
const START = "2026-06-01T00:00:00Z";
/** Valid requests per GET operation, besides the ones naming existing records. */
const CASES_PER_READ = 4;
/** Valid requests per write operation before the reads, so that the reads find records. */
const CASES_PER_WRITE = 3;

/**
 * The documented exceptions. Ideal Postcodes meters its paid lookups itself: each address, postcode, place,
 * e-mail or phone lookup spends one lookup from the key's balance, counts against its daily and per-address
 * limits, and is listed in the key's lookup log; that accounting is the read's documented effect. AppConfig
 * Data's GetLatestConfiguration spends the configuration token it is given (each is good for one call) and
 * issues the next, whose expiry is scheduled; retrieving also marks the environment and profile for
 * deletion protection. These reads may write those collections of their own service and nothing else.
 */
const METERING: Record<string, { operations: readonly string[]; collections: readonly string[] }> = {
  "config-delivery": {
    operations: ["getLatestConfiguration"],
    collections: ["configuration-sessions", "due-work", "environments", "configuration-profiles"],
  },
  "address-lookup": {
    operations: [
      "searchAddresses",
      "autocompleteAddresses",
      "resolveAddressGbr",
      "resolveAddressUsa",
      "validateEmail",
      "validatePhoneNumber",
      "searchPlaces",
      "resolvePlace",
      "lookupPostcode",
      "lookupUdprn",
      "lookupUmprn",
    ],
    collections: ["keys", "licensees", "address-counts", "lookups", "lookup-sequence"],
  },
};

/** Whether a write recorded as `put <service>/<collection> <id>` is the metering of a metered read. */
function isMetering(slug: string, operationId: string, write: string): boolean {
  const metering = METERING[slug];
  if (!metering?.operations.includes(operationId)) return false;
  const collection = write.split(" ")[1];
  return metering.collections.some((c) => collection === `${slug}/${c}`);
}

const json = (method: string, path: string, body: unknown): FuzzRequest => ({
  method,
  path,
  headers: { "content-type": "application/json" },
  body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
  kind: "valid",
});

/** A fixture account of the billing tenant that `dev-token` acts in. */
const BILLING_ACCOUNT = "2c92c0f86a8dd422016a9e7a70116b0d";

/** Writes that create what the walk's random writes seldom do: records with work that falls due later. */
const PREPARE: Record<string, FuzzRequest[]> = {
  billing: [
    json("DELETE", `/billing/notifications/history?accountId=${BILLING_ACCOUNT}`, undefined),
    json("POST", "/billing/v1/accounts/billing-documents/files/deletion-jobs", {
      accountIds: [BILLING_ACCOUNT],
    }),
  ],
};

/** Reads whose operation is a POST (a batch of GET sub-requests): they must not write either. */
const READS_IN_A_POST: Record<string, { operationId: string; request: FuzzRequest }[]> = {
  billing: [
    {
      operationId: "submitSettingsBatch",
      request: json("POST", "/billing/settings/batch-requests", {
        requests: [
          { id: "1", method: "GET", url: "/payment-terms" },
          { id: "2", method: "GET", url: "/billing-rules" },
        ],
      }),
    },
  ],
};

const describeRequest = (r: FuzzRequest) => `${r.method} ${r.path.slice(0, 160)}`;

describe.each(specWalks().map((w) => [w.service.slug, w] as const))("%s", (slug, walk) => {
  const reads = walk.operations.filter((op) => op.method === "GET");
  const maybe = reads.length > 0 ? test : test.skip;

  maybe(
    "no GET or HEAD request changes the store",
    async () => {
      const writes: string[] = [];
      const journal: StoreJournal = {
        put: (collection, id) => writes.push(`put ${collection} ${id}`),
        delete: (collection, id) => writes.push(`delete ${collection} ${id}`),
        clear: () => writes.push("clear"),
      };
      const store = new MemoryStore({ journal });
      const gw = await startGateway({ services: [slug], store, clock: new ManualClock(START) });
      const dev = serviceModules[slug].devCredentials();
      /** The service's records, less what `operationId` may meter. */
      const ownStore = (operationId: string) =>
        JSON.stringify(
          Object.entries(store.dump()).filter(
            ([key]) => key.startsWith(`${slug}/`) && !isMetering(slug, operationId, `put ${key}`),
          ),
        );
      const findings: string[] = [];
      let answeredOk = 0;
      try {
        for (const r of PREPARE[slug] ?? []) {
          const answer = await send(gw.url, { ...r, headers: { ...r.headers, ...dev } });
          expect(answer.status).toBeLessThan(300);
        }
        for (const op of walk.operations.filter((o) => o.method !== "GET"))
          for (const r of sampleRequests(walk, op, dev, { seed: SEED, count: CASES_PER_WRITE }))
            await send(gw.url, r);
        await advanceClock(gw.url, "P31D");
        const existing = store.dump();
        const check = async (operationId: string, r: FuzzRequest) => {
          writes.length = 0;
          const answer = await send(gw.url, r);
          if (answer.status < 300) answeredOk++;
          const wrote = writes.filter((w) => !isMetering(slug, operationId, w));
          if (wrote.length > 0)
            findings.push(
              `${operationId}: ${describeRequest(r)} -> ${answer.status} wrote ${wrote.slice(0, 3).join(", ")}`,
            );
        };
        for (const { operationId, request } of READS_IN_A_POST[slug] ?? [])
          await check(operationId, { ...request, headers: { ...request.headers, ...dev } });
        for (const op of reads) {
          const before = ownStore(op.operationId);
          const requests = [
            ...sampleRequests(walk, op, dev, { seed: SEED, count: CASES_PER_READ }),
            ...requestsForExisting(walk, op, dev, existingPaths(existing, slug, op), SEED),
          ];
          for (const r of requests.flatMap((g) => [g, { ...g, method: "HEAD" }]))
            await check(op.operationId, r);
          if (ownStore(op.operationId) !== before)
            findings.push(`${op.operationId}: changed a stored record in place`);
        }
      } finally {
        await gw.close();
      }
      expect(findings).toEqual([]);
      // The reads of records that exist ran, not only not-found answers.
      expect(answeredOk).toBeGreaterThan(0);
    },
    120_000,
  );
});
