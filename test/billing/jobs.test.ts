/** Asynchronous work that follows the clock: data queries, file deletion jobs, order previews, mass actions; and settings batches. */
import { type BillingTest, NORTHWIND, startBilling, v1Error } from "./support";

let t: BillingTest;
beforeAll(async () => {
  t = await startBilling();
});
beforeEach(() => t.reset());
afterAll(() => t.gw.close());

describe("data query jobs", () => {
  const submit = (query: string) =>
    t.client.POST("/query/jobs", { body: { query, outputFormat: "CSV", compression: "NONE" } });
  const job = (id: string) => ({ params: { path: { queryJobId: id } } });

  test("a job is submitted, in progress, then completed with the rows its object holds", async () => {
    const res = await submit("select Id, Name from Account where Currency = 'USD'");
    const id = res.data!.data.id;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.data?.data.queryStatus).toBe("submitted");
    t.gw.clock.advance(1_000);
    expect((await t.client.GET("/query/jobs/{queryJobId}", job(id))).data?.data.queryStatus).toBe(
      "in_progress",
    );
    t.gw.clock.advance(4_000);
    expect((await t.client.GET("/query/jobs/{queryJobId}", job(id))).data?.data).toMatchObject({
      queryStatus: "completed",
      outputRows: 2,
      processingTime: 5_000,
    });
  });

  test("a query of an unknown object fails; a malformed one is refused", async () => {
    const res = await submit("select Id from Spaceship");
    t.gw.clock.advance(5_000);
    expect((await t.client.GET("/query/jobs/{queryJobId}", job(res.data!.data.id))).data?.data).toMatchObject(
      {
        queryStatus: "failed",
        errorMessage: "line 1:16: Table 'Spaceship' does not exist",
      },
    );
    const bad = await submit("drop table Account");
    expect(bad.response.status).toBe(400);
    expect(bad.error).toEqual({ reasons: [expect.objectContaining({ code: "INVALID_VALUE" })] });
  });

  test.each<[string, number, number, string]>([
    ["while submitted", 0, 200, "cancelled"],
    ["while in progress", 1_000, 200, "cancelled"],
    ["once completed", 5_000, 400, "completed"],
  ])("cancel %s", async (_name, after, status, finalStatus) => {
    const id = (await submit("select Id from Invoice")).data!.data.id;
    t.gw.clock.advance(after);
    const cancelled = await t.client.DELETE("/query/jobs/{queryJobId}", job(id));
    expect(cancelled.response.status).toBe(status);
    t.gw.clock.advance(10_000);
    expect((await t.client.GET("/query/jobs/{queryJobId}", job(id))).data?.data.queryStatus).toBe(
      finalStatus,
    );
  });

  test("an unknown job is not found", async () => {
    const res = await t.client.GET("/query/jobs/{queryJobId}", job("0a7a1ad8-5cd3-4a4c-9b49-8e5a3d6ff41e"));
    expect(res.response.status).toBe(404);
  });
});

describe("billing document file deletion jobs", () => {
  test("the files of the accounts are gone once the job completes", async () => {
    const created = await t.client.POST("/v1/accounts/billing-documents/files/deletion-jobs", {
      body: { accountIds: [NORTHWIND.accounts.blueHeron, NORTHWIND.accounts.kestrel] },
    });
    expect(created.response.status).toBe(201);
    expect(created.data).toMatchObject({ success: true, status: "Pending", createdTime: t.v1Now() });
    const id = { params: { path: { jobId: created.data!.id } } };
    t.gw.clock.advance(2_000);
    expect(
      (await t.client.GET("/v1/accounts/billing-documents/files/deletion-jobs/{jobId}", id)).data?.status,
    ).toBe("Processing");
    t.gw.clock.advance(8_000);
    expect(
      (await t.client.GET("/v1/accounts/billing-documents/files/deletion-jobs/{jobId}", id)).data,
    ).toMatchObject({
      status: "Completed",
      deletedFiles: 23,
    });
    const again = await t.client.POST("/v1/accounts/billing-documents/files/deletion-jobs", {
      body: { accountIds: [NORTHWIND.accounts.blueHeron] },
    });
    t.gw.clock.advance(10_000);
    const second = await t.client.GET("/v1/accounts/billing-documents/files/deletion-jobs/{jobId}", {
      params: { path: { jobId: again.data!.id } },
    });
    expect(second.data?.deletedFiles).toBe(0);
  });

  test("refuses unknown accounts", async () => {
    const res = await t.client.POST("/v1/accounts/billing-documents/files/deletion-jobs", {
      body: { accountIds: ["nope"] },
    });
    expect(res.error).toEqual(v1Error(50000020));
  });
});

describe("asynchronous order preview", () => {
  test("the job's result, once completed, is the previewed charges", async () => {
    const accepted = await t.client.POST("/v1/async/orders/preview", {
      body: {
        orderDate: "2026-07-01",
        existingAccountNumber: "A00000002",
        subscriptions: [
          {
            orderActions: [
              {
                type: "CreateSubscription",
                createSubscription: {
                  subscribeToRatePlans: [
                    { productRatePlanId: "2c92c0f94f2acf9f014f2f7da1b20b41" },
                    { productRatePlanId: "2c92c0f94f2acf9f014f2f7da1b20c41" },
                    { productRatePlanId: "2c92c0f94f2acf9f014f2f7da1b20c51" },
                  ],
                },
              },
            ],
          },
        ],
        previewOptions: { previewThruType: "NumberOfPeriods", previewNumberOfPeriods: 2 },
      },
    });
    expect(accepted.response.status).toBe(202);
    const job = { params: { path: { jobId: accepted.data!.jobId } } };
    expect((await t.client.GET("/v1/async-jobs/{jobId}", job)).data).toEqual({
      success: true,
      status: "Processing",
    });
    t.gw.clock.advance(3_000);
    const done = await t.client.GET("/v1/async-jobs/{jobId}", job);
    const invoice = done.data?.result?.previewResult.invoices[0];
    expect(
      invoice?.invoiceItems.map((i) => [i.chargeName, i.serviceStartDate, i.serviceEndDate, i.amount]),
    ).toEqual([
      ["Standard Subscription Fee", "2026-07-01", "2026-07-31", 49],
      ["Standard Subscription Fee", "2026-08-01", "2026-08-31", 49],
      ["Implementation Fee", "2026-07-01", "2026-07-01", 500],
      ["Loyalty Discount 10%", "2026-07-01", "2026-07-31", -54.9],
      ["Loyalty Discount 10%", "2026-08-01", "2026-08-31", -4.9],
    ]);
    expect(invoice?.amount).toBe(538.2);
  });

  test("refuses an unknown account or rate plan", async () => {
    const preview = (account: string, ratePlan: string) =>
      t.client.POST("/v1/async/orders/preview", {
        body: {
          orderDate: "2026-07-01",
          existingAccountNumber: account,
          subscriptions: [
            {
              orderActions: [
                {
                  type: "CreateSubscription",
                  createSubscription: { subscribeToRatePlans: [{ productRatePlanId: ratePlan }] },
                },
              ],
            },
          ],
        },
      });
    expect((await preview("A99999999", "2c92c0f94f2acf9f014f2f7da1b20b41")).error).toEqual(v1Error(50000040));
    expect((await preview("A00000001", "nope")).error).toEqual(v1Error(50000040));
  });
});

describe("mass actions", () => {
  async function startMassAction(totalCount: number): Promise<string> {
    const res = await fetch(`${t.gw.url}/__admin/services/billing/start-mass-action`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ actionType: "UpdateAccount", totalCount }),
    });
    return ((await res.json()) as { bulkKey: string }).bulkKey;
  }
  const key = (bulkKey: string) => ({ params: { path: { bulkKey: bulkKey } } });

  test("a mass action processes ten records a second and can be stopped while it runs", async () => {
    const bulkKey = await startMassAction(100);
    expect(bulkKey).toMatch(/^[A-Za-z0-9]{32}$/);
    expect((await t.client.GET("/v1/bulk/{bulkKey}", key(bulkKey))).data).toMatchObject({
      status: "Pending",
      processedCount: 0,
    });
    t.gw.clock.advance(5_000);
    expect((await t.client.GET("/v1/bulk/{bulkKey}", key(bulkKey))).data).toMatchObject({
      status: "Processing",
      processedCount: 30,
    });
    expect((await t.client.PUT("/v1/bulk/{bulkKey}/stop", key(bulkKey))).data).toEqual({ success: true });
    t.gw.clock.advance(60_000);
    expect((await t.client.GET("/v1/bulk/{bulkKey}", key(bulkKey))).data).toMatchObject({
      status: "Stopped",
      processedCount: 30,
    });
    expect((await t.client.PUT("/v1/bulk/{bulkKey}/stop", key(bulkKey))).error).toEqual(v1Error(50000030));
  });

  test("a completed mass action cannot be stopped", async () => {
    const bulkKey = "4a6bd8e1f25c4b0e9d3a7f8c61e2b5d0";
    expect((await t.client.GET("/v1/bulk/{bulkKey}", key(bulkKey))).data).toMatchObject({
      status: "Completed",
      processedCount: 120,
    });
    expect((await t.client.PUT("/v1/bulk/{bulkKey}/stop", key(bulkKey))).response.status).toBe(400);
  });

  test("the bulk key has 32 characters", async () => {
    expect((await t.client.PUT("/v1/bulk/{bulkKey}/stop", key("short"))).response.status).toBe(400);
    expect((await t.client.PUT("/v1/bulk/{bulkKey}/stop", key("x".repeat(32)))).response.status).toBe(404);
  });
});

test("a settings batch answers each request in order with its own status", async () => {
  const res = await t.client.POST("/settings/batch-requests", {
    body: {
      requests: [
        { id: "1", method: "GET", url: "/billing-rules" },
        { id: "2", method: "PUT", url: "/billing-rules", body: { generateInvoiceForZeroAmount: true } },
        { id: "3", method: "PUT", url: "/billing-rules", body: { colour: "blue" } },
        { id: "4", method: "POST", url: "/payment-terms", body: { name: "Net 60", dueDays: 60 } },
        { id: "5", method: "GET", url: "/payment-terms/net-30" },
        { id: "6", method: "DELETE", url: "/accounting-rules" },
        { id: "7", method: "GET", url: "/no-such-setting" },
        { id: "8", method: "GET", url: "/billing-rules" },
      ],
    },
  });
  expect(res.data?.responses.map((r) => [r.id, r.status])).toEqual([
    ["1", "200 OK"],
    ["2", "200 OK"],
    ["3", "400 BAD_REQUEST"],
    ["4", "201 CREATED"],
    ["5", "200 OK"],
    ["6", "405 METHOD_NOT_ALLOWED"],
    ["7", "404 NOT_FOUND"],
    ["8", "200 OK"],
  ]);
  expect(res.data?.responses[0].response?.generateInvoiceForZeroAmount).toBe(false);
  expect(res.data?.responses[7].response?.generateInvoiceForZeroAmount).toBe(true);
  expect(res.data?.responses[4].response).toEqual({
    id: "net-30",
    name: "Net 30",
    dueDays: 30,
    active: true,
  });
  const terms = await t.client.POST("/settings/batch-requests", {
    body: { requests: [{ id: "a", method: "GET", url: "/payment-terms" }] },
  });
  expect(
    (terms.data?.responses[0].response?.paymentTerms as { name: string }[]).map((p) => p.name),
  ).toContain("Net 60");
});
