/** Data query results: the job's data file holds the rows its query selects, in its format and compression. */
import { gunzipSync } from "node:zlib";
import { unzipSync } from "fflate";
import request from "supertest";
import { advanceClock } from "../support/gateway";
import { type BillingTest, NORTHWIND, startBilling } from "./support";

let t: BillingTest;
beforeAll(async () => {
  t = await startBilling();
});
beforeEach(() => t.reset());
afterAll(() => t.gw.close());

type Body = {
  query: string;
  outputFormat: "JSON" | "CSV" | "TSV" | "DSV";
  compression: "NONE" | "GZIP" | "ZIP";
  columnSeparator?: string;
  readDeleted?: boolean;
};

/** Submits a query, moves the clock past its completion through the admin API, and returns the job. */
async function completed(body: Body) {
  const submitted = await t.client.POST("/query/jobs", { body });
  expect(submitted.response.status).toBe(200);
  expect(submitted.data?.data.dataFile).toBeUndefined();
  await advanceClock(t.gw.url, "PT5S");
  const job = await t.client.GET("/query/jobs/{queryJobId}", {
    params: { path: { queryJobId: submitted.data!.data.id } },
  });
  return job.data!.data;
}

/** Fetches a data file URL as given (its signed link needs no credentials), or with a bearer token. */
function fetchFile(url: string, token?: string) {
  const { pathname, search } = new URL(url);
  const req = request(t.gw.app).get(`${pathname}${search}`);
  if (token) req.set("Authorization", `Bearer ${token}`);
  return req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on("data", (c: Buffer) => chunks.push(c));
    res.on("end", () => done(null, Buffer.concat(chunks)));
  });
}

const QUERY = "select accountnumber, name, currency from Account where currency = 'USD'";
const ROWS = [
  { accountnumber: "A00000001", name: "Blue Heron Books", currency: "USD" },
  { accountnumber: "A00000002", name: "Kestrel Logistics", currency: "USD" },
];

test.each<[Body["outputFormat"], string | undefined, string]>([
  ["JSON", undefined, `${ROWS.map((r) => JSON.stringify(r)).join("\n")}\n`],
  [
    "CSV",
    undefined,
    "accountnumber,name,currency\nA00000001,Blue Heron Books,USD\nA00000002,Kestrel Logistics,USD\n",
  ],
  [
    "TSV",
    undefined,
    "accountnumber\tname\tcurrency\nA00000001\tBlue Heron Books\tUSD\nA00000002\tKestrel Logistics\tUSD\n",
  ],
  [
    "DSV",
    "|",
    "accountnumber|name|currency\nA00000001|Blue Heron Books|USD\nA00000002|Kestrel Logistics|USD\n",
  ],
])("%s output holds the selected rows, uncompressed, gzipped and zipped", async (outputFormat, sep, text) => {
  for (const compression of ["NONE", "GZIP", "ZIP"] as const) {
    const job = await completed({ query: QUERY, outputFormat, compression, columnSeparator: sep });
    expect(job).toMatchObject({ queryStatus: "completed", outputRows: 2 });
    const file = await fetchFile(job.dataFile!);
    expect(file.status).toBe(200);
    const bytes = file.body as Buffer;
    const content =
      compression === "NONE"
        ? bytes
        : compression === "GZIP"
          ? gunzipSync(bytes)
          : Buffer.from(Object.values(unzipSync(new Uint8Array(bytes)))[0]);
    expect(content.toString("utf8").replace(/\r\n/g, "\n")).toBe(text);
    if (compression === "ZIP")
      expect(Object.keys(unzipSync(new Uint8Array(bytes)))).toEqual([
        `${job.id}.${outputFormat === "JSON" ? "jsonl" : outputFormat.toLowerCase()}`,
      ]);
  }
});

test("the file holds the records as they were when the job ran", async () => {
  const submitted = await t.client.POST("/query/jobs", {
    body: { query: "select id from Account", outputFormat: "JSON", compression: "NONE" },
  });
  await t.client.POST("/v1/accounts", {
    body: {
      name: "Osprey Outfitters",
      currency: "USD",
      billCycleDay: 1,
      billToContact: { firstName: "Ada", lastName: "Osprey" },
    },
  });
  await advanceClock(t.gw.url, "PT5S");
  const job = await t.client.GET("/query/jobs/{queryJobId}", {
    params: { path: { queryJobId: submitted.data!.data.id } },
  });
  expect(job.data?.data.outputRows).toBe(4);
});

test.each<[string, string, string]>([
  ["an unknown object", "select id from Spaceship", "line 1:16: Table 'Spaceship' does not exist"],
  [
    "an unknown field",
    "select id, warpspeed from Account",
    "line 1:12: Column 'warpspeed' cannot be resolved",
  ],
  [
    "an unknown field in the condition",
    "select id from Account where colour = 'red'",
    "line 1:30: Column 'colour' cannot be resolved",
  ],
])("a query naming %s fails the job with the engine's message", async (_name, query, message) => {
  const job = await completed({ query, outputFormat: "CSV", compression: "NONE" });
  expect(job).toMatchObject({ queryStatus: "failed", errorMessage: message });
  expect(job.dataFile).toBeUndefined();
  expect(job.outputRows).toBeUndefined();
});

test("readDeleted reads only the deleted records; selecting `deleted` reads both", async () => {
  const deleted = await t.client.DELETE("/v1/creditmemos/{creditMemoId}", {
    params: { path: { creditMemoId: NORTHWIND.memos.canceled } },
  });
  expect(deleted.response.status).toBe(200);
  const rows = async (body: Body) => {
    const job = await completed(body);
    const file = await fetchFile(job.dataFile!);
    return (file.body as Buffer)
      .toString("utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
  };
  const base = { outputFormat: "JSON", compression: "NONE" } as const;
  expect(await rows({ ...base, query: "select memonumber from CreditMemo", readDeleted: true })).toEqual([
    { memonumber: "CM00000003" },
  ]);
  const current = await rows({ ...base, query: "select memonumber from CreditMemo" });
  expect(current.map((r) => r.memonumber).sort()).toEqual([
    "CM00000001",
    "CM00000002",
    "CM00000004",
    "CM00000005",
  ]);
  const both = await rows({
    ...base,
    query: "select memonumber, deleted from CreditMemo where deleted = true",
  });
  expect(both).toEqual([{ memonumber: "CM00000003", deleted: true }]);
});

test("the data file's signed link downloads with any HTTP client, without credentials, until it expires", async () => {
  const job = await completed({ query: QUERY, outputFormat: "CSV", compression: "NONE" });
  const link = new URL(job.dataFile!);
  expect(`${link.origin}${link.pathname}`).toBe(`${t.gw.url}/billing/query/jobs/${job.id}/data-file`);
  expect([...link.searchParams.keys()].sort()).toEqual(["entity", "expires", "signature"]);
  // Seven days after completion, in seconds.
  expect(Number(link.searchParams.get("expires")) * 1000).toBe(Date.parse(job.updatedOn!) + 7 * 86_400_000);

  const plain = await fetch(job.dataFile!);
  expect([plain.status, await plain.text()]).toEqual([
    200,
    "accountnumber,name,currency\nA00000001,Blue Heron Books,USD\nA00000002,Kestrel Logistics,USD\n",
  ]);

  // An altered link is refused in Zuora's format, whichever part was changed.
  const altered = (name: string, value: string) => {
    const url = new URL(job.dataFile!);
    url.searchParams.set(name, value);
    return url.href;
  };
  for (const url of [
    altered("expires", String(Number(link.searchParams.get("expires")) + 86_400)),
    altered("entity", "ent-contoso-eu"),
    altered("signature", "AAAA"),
    `${link.origin}${link.pathname}?expires=${link.searchParams.get("expires")}`,
  ]) {
    const refused = await fetchFile(url);
    expect([refused.status, JSON.parse(refused.body.toString()).reasons[0].code]).toEqual([403, "FORBIDDEN"]);
  }

  // Without the link's parameters, the API's credentials of the job's entity fetch it, and only they do.
  const pathOnly = `${link.origin}${link.pathname}`;
  expect((await fetchFile(pathOnly)).status).toBe(401);
  expect((await fetchFile(pathOnly, NORTHWIND.token)).status).toBe(200);
  expect((await fetchFile(pathOnly, "contoso-eu-token")).status).toBe(404);

  await advanceClock(t.gw.url, "P6DT23H59M59S");
  expect((await fetchFile(job.dataFile!)).status).toBe(200);
  await advanceClock(t.gw.url, "PT1S");
  const expired = await fetchFile(job.dataFile!);
  expect([expired.status, JSON.parse(expired.body.toString()).reasons[0].message]).toEqual([
    403,
    "Request has expired",
  ]);
  expect((await fetchFile(pathOnly, NORTHWIND.token)).status).toBe(403);
  const again = await t.client.GET("/query/jobs/{queryJobId}", { params: { path: { queryJobId: job.id } } });
  expect(again.data?.data.dataFile).toBeUndefined();
});

test.each<[string, Partial<Body>]>([
  ["DSV without a separator", { outputFormat: "DSV" }],
  ["a separator with CSV", { outputFormat: "CSV", columnSeparator: "|" }],
  ["a separator of two characters", { outputFormat: "DSV", columnSeparator: "||" }],
])("%s is refused", async (_name, body) => {
  const res = await t.client.POST("/query/jobs", {
    body: { query: QUERY, compression: "NONE", outputFormat: "CSV", ...body } as Body,
  });
  expect(res.response.status).toBe(400);
});
