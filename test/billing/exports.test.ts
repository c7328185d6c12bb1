/**
 * The charge-metric exports: records chosen by UpdatedOn in [fromTimestamp, toTimestamp), framed as an RFC
 * 7464 JSON text sequence (parsed with a real parser) or as CSV (parsed with a CSV library).
 */
import { parse } from "csv-parse/sync";
import request from "supertest";
import { type BillingTest, startBilling } from "./support";

let t: BillingTest;
beforeAll(async () => {
  t = await startBilling();
});
beforeEach(() => t.reset());
afterAll(() => t.gw.close());

const METRICS = "/billing/charge-metrics/data/charge-metrics";
const DISCOUNTS = "/billing/charge-metrics/data/charge-metrics-discount-allocation-detail";
const YEAR_2026 = { fromTimestamp: "2026-01-01T00:00:00Z", toTimestamp: "2027-01-01T00:00:00Z" };

function exportOf(path: string, query: Record<string, string>, accept?: string) {
  const r = request(t.gw.app)
    .get(path)
    .query(query)
    .set("Authorization", "Bearer dev-token")
    .buffer(true)
    .parse((res, done) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
      });
      res.on("end", () => done(null, text));
    });
  return accept === undefined ? r : r.set("Accept", accept);
}

/** Parses an application/json-seq body with json-text-sequence, failing on any malformed record. */
async function parseJsonSeq(text: string): Promise<Record<string, unknown>[]> {
  const { Parser } = await import("json-text-sequence");
  const parser = new Parser();
  const records: Record<string, unknown>[] = [];
  return new Promise((resolve, reject) => {
    parser.on("data", (record: Record<string, unknown>) => records.push(record));
    parser.on("invalid", (bad: unknown) => reject(new Error(`invalid record ${String(bad)}`)));
    parser.on("truncated", (bad: unknown) => reject(new Error(`truncated record ${String(bad)}`)));
    parser.on("error", reject);
    parser.on("finish", () => resolve(records));
    parser.end(Buffer.from(text, "utf8"));
  });
}

test.each<[string, string | undefined]>([
  ["no Accept header", undefined],
  ["Accept: */*", "*/*"],
  ["Accept: application/json-seq", "application/json-seq"],
  ["an Accept list preferring json-seq", "application/json-seq, text/csv;q=0.5"],
])("%s gives an RFC 7464 JSON text sequence", async (_name, accept) => {
  const res = await exportOf(METRICS, YEAR_2026, accept);
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toBe("application/json-seq");
  const text = res.body as string;
  // Framing: every record starts with RS and ends with LF.
  expect(
    text
      .split("\x1e")
      .slice(1)
      .every((r) => r.endsWith("}\n")),
  ).toBe(true);
  const records = await parseJsonSeq(text);
  expect(records.map((r) => r.ChargeNumber)).toEqual(["C-00000001", "C-00000002", "C-00000004"]);
  expect(records[1]).toMatchObject({
    SubscriptionName: "A-S00000002",
    MRRGrossAmount: 99,
    MRRDiscountAmount: 9.9,
    MRRNetAmount: 89.1,
    TCVGrossAmount: 1188,
    TCVDiscountAmount: 118.8,
    TCVNetAmount: 1069.2,
    UpdatedOn: "2026-03-15T12:00:00Z",
  });
});

test("text/csv gives a header row and one quoted-as-needed row per record", async () => {
  const res = await exportOf(METRICS, YEAR_2026, "text/csv");
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
  const rows = parse(res.body as string, { columns: true }) as Record<string, string>[];
  expect(rows).toHaveLength(3);
  expect(Object.keys(rows[0])[0]).toBe("SubscriptionName");
  expect(rows.map((r) => [r.ChargeNumber, r.Currency, r.MRRNetAmount])).toEqual([
    ["C-00000001", "USD", "49"],
    ["C-00000002", "USD", "89.1"],
    ["C-00000004", "EUR", "45"],
  ]);
});

test("the range is by UpdatedOn, from inclusive to exclusive", async () => {
  const seq = async (from: string, to: string) =>
    (
      await parseJsonSeq((await exportOf(METRICS, { fromTimestamp: from, toTimestamp: to })).body as string)
    ).map((r) => r.ChargeNumber);
  expect(await seq("2026-03-15T12:00:00Z", "2026-06-10T16:45:00Z")).toEqual(["C-00000002"]);
  expect(await seq("2025-01-01T00:00:00Z", "2026-01-01T00:00:00Z")).toEqual(["C-00000005"]);
  expect(await seq("2027-01-01T00:00:00Z", "2027-02-01T00:00:00Z")).toEqual([]);
});

test("the discount allocation export allocates each discount charge to the charge it discounts", async () => {
  const res = await exportOf(DISCOUNTS, YEAR_2026, "text/csv");
  const rows = parse(res.body as string, { columns: true }) as Record<string, string>[];
  expect(rows).toEqual([
    expect.objectContaining({
      DiscountChargeNumber: "C-00000003",
      ChargeNumber: "C-00000002",
      MRRDiscountAmount: "9.9",
      TCVDiscountAmount: "118.8",
    }),
  ]);
  const seq = await parseJsonSeq((await exportOf(DISCOUNTS, YEAR_2026)).body as string);
  expect(seq).toEqual([
    expect.objectContaining({ DiscountPercentage: 10, UpdatedOn: "2026-03-15T12:00:00Z" }),
  ]);
});

test.each<[string, Record<string, string>, string | undefined, number]>([
  ["a missing toTimestamp", { fromTimestamp: "2026-01-01T00:00:00Z" }, undefined, 400],
  [
    "a timestamp with milliseconds",
    { ...YEAR_2026, fromTimestamp: "2026-01-01T00:00:00.000Z" },
    undefined,
    400,
  ],
  ["a timestamp with an offset", { ...YEAR_2026, toTimestamp: "2027-01-01T00:00:00+01:00" }, undefined, 400],
  [
    "toTimestamp before fromTimestamp",
    { fromTimestamp: "2027-01-01T00:00:00Z", toTimestamp: "2026-01-01T00:00:00Z" },
    undefined,
    400,
  ],
  ["an Accept neither json-seq nor csv", YEAR_2026, "application/xml", 406],
])("refuses %s", async (_name, query, accept, status) => {
  const res = await exportOf(METRICS, query, accept);
  expect(res.status).toBe(status);
  expect(JSON.parse(res.body as string)).toEqual({
    reasons: [expect.objectContaining({ code: expect.any(String) })],
  });
});

test("the generated client reads the export as text", async () => {
  const res = await t.client.GET("/charge-metrics/data/charge-metrics", {
    params: { query: YEAR_2026 },
    headers: { Accept: "text/csv" },
    parseAs: "text",
  });
  expect(res.response.status).toBe(200);
  expect((res.data as unknown as string).split("\n")[0]).toMatch(/^SubscriptionName,ChargeNumber,/);
});
