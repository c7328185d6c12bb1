/** Each tenant setting changes what it names; every link the API returns resolves. */
import request from "supertest";
import { type BillingTest, NORTHWIND, startBilling, v1Error } from "./support";

let t: BillingTest;
beforeAll(async () => {
  t = await startBilling();
});
beforeEach(() => t.reset());
afterAll(() => t.gw.close());

async function set(url: string, body: Record<string, boolean>) {
  const res = await t.client.POST("/settings/batch-requests", {
    body: { requests: [{ id: "1", method: "PUT", url, body }] },
  });
  expect(res.data?.responses[0].status).toBe("200 OK");
}

const memo = (body: Record<string, unknown> = {}) =>
  t.client.POST("/v1/creditmemos", {
    body: {
      accountId: NORTHWIND.accounts.blueHeron,
      charges: [{ chargeId: NORTHWIND.charges.standard }],
      ...body,
    },
  });

test("allowCreationInClosedPeriod: a memo dated in a closed period is refused unless allowed", async () => {
  const periods = await t.client.GET("/v1/accounting-periods", { params: {} });
  const closed = periods.data!.accountingPeriods.find((p) => p.status === "Closed")!;
  expect((await memo({ effectiveDate: closed.startDate })).error).toEqual(v1Error(50000020));
  await set("/accounting-rules", { allowCreationInClosedPeriod: true });
  const allowed = await memo({ effectiveDate: closed.startDate });
  expect(allowed.data?.creditMemoDate).toBe(closed.startDate);
});

test("creditMemoReasonCodeRequired: a memo without a reason code is refused when required", async () => {
  expect((await memo()).data?.reasonCode).toBe("Correcting invoice error");
  await set("/billing-rules", { creditMemoReasonCodeRequired: true });
  const refused = await memo();
  expect(refused.error).toEqual(v1Error(50000022));
  expect(refused.error?.reasons[0].message).toMatch(/reasonCode/);
  expect((await memo({ reasonCode: "Write-off" })).data?.reasonCode).toBe("Write-off");
});

test("allowBlankAccountingCodes: a memo from a charge without an accounting code needs it", async () => {
  // A catalog whose standard charge has no accounting code, imported as a snapshot.
  const snapshot = await (await fetch(`${t.gw.url}/__admin/snapshot`)).text();
  const blank = snapshot.replace(',"accountingCode":"Subscription Revenue"', "");
  expect(blank).not.toBe(snapshot);
  const put = await fetch(`${t.gw.url}/__admin/snapshot`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: blank,
  });
  expect(put.status).toBeLessThan(300);
  const refused = await memo();
  expect(refused.error).toEqual(v1Error(50000020));
  expect(refused.error?.reasons[0].message).toMatch(/accounting code/);
  await set("/accounting-rules", { allowBlankAccountingCodes: true });
  expect((await memo()).response.status).toBe(200);
});

test("generateInvoiceForZeroAmount: a preview of a zero-amount order shows an invoice only when set", async () => {
  const preview = async () => {
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
                  subscribeToRatePlans: [{ productRatePlanId: "2c92c0f94f2acf9f014f2f7da1b20c51" }],
                },
              },
            ],
          },
        ],
      },
    });
    t.gw.clock.advance(3_000);
    const done = await t.client.GET("/v1/async-jobs/{jobId}", {
      params: { path: { jobId: accepted.data!.jobId } },
    });
    return done.data?.result?.previewResult.invoices;
  };
  expect(await preview()).toEqual([]);
  await set("/billing-rules", { generateInvoiceForZeroAmount: true });
  expect(await preview()).toEqual([{ amount: 0, invoiceItems: [] }]);
});

test("a setting the rules do not have is refused", async () => {
  const res = await t.client.POST("/settings/batch-requests", {
    body: {
      requests: [{ id: "1", method: "PUT", url: "/billing-rules", body: { daysInMonth: "UseActualDays" } }],
    },
  });
  expect(res.data?.responses[0].status).toBe("400 BAD_REQUEST");
});

describe("links resolve", () => {
  const follow = (url: string) =>
    request(t.gw.app)
      .get(new URL(url).pathname + new URL(url).search)
      .set("Authorization", "Bearer dev-token");

  test("a product's productRatePlans URL (from version 230.0) lists its rate plans", async () => {
    const product = await t.client.GET("/v1/catalog/product/{productId}", {
      params: { path: { productId: "2c92c0f94f2acf9f014f2f7d9c1f0b3d" } },
      headers: { "billing-version": "230.0" },
    });
    const url = product.data!.productRatePlans as string;
    const inline = await t.client.GET("/v1/catalog/product/{productId}", {
      params: { path: { productId: "2c92c0f94f2acf9f014f2f7d9c1f0b3d" } },
      headers: { "billing-version": "229.0" },
    });
    const res = await follow(url);
    expect(res.status).toBe(200);
    expect(res.body.productRatePlans).toEqual(inline.data!.productRatePlans);
  });

  test("nextPage and next links answer the next page", async () => {
    const codes = await t.client.GET("/v1/accounting-codes", { params: { query: { pageSize: 2 } } });
    const next = await follow(codes.data!.nextPage!);
    expect(next.status).toBe(200);
    const triggers = await t.client.GET("/events/event-triggers", { params: { query: { limit: 1 } } });
    const more = await request(t.gw.app)
      .get(`/billing${triggers.data!.next!}`)
      .set("Authorization", "Bearer dev-token");
    expect(more.status).toBe(200);
    expect(more.body.data[0].id).not.toBe(triggers.data!.data[0].id);
  });
});
