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

/** Fetches a data file URL as the API is called: with the bearer token. */
function fetchFile(url: string, token = NORTHWIND.token) {
  const { pathname } = new URL(url);
  return request(t.gw.app)
    .get(pathname)
    .set("Authorization", `Bearer ${token}`)
    .buffer(true)
    .parse((res, done) => {
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

test("the data file needs the API's credentials and expires seven days after completion", async () => {
  const job = await completed({ query: QUERY, outputFormat: "CSV", compression: "NONE" });
  const anonymous = await request(t.gw.app).get(new URL(job.dataFile!).pathname);
  expect(anonymous.status).toBe(401);
  const otherTenant = await fetchFile(job.dataFile!, "contoso-eu-token");
  expect(otherTenant.status).toBe(404);
  await advanceClock(t.gw.url, "P7D");
  const expired = await fetchFile(job.dataFile!);
  expect(expired.status).toBe(403);
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
