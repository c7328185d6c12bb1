/** Events: triggers fire on record changes, definitions send emails and callouts, custom events retire tokens. */
import request from "supertest";
import { advanceClock } from "../support/gateway";
import { type BillingTest, NORTHWIND, startBilling, v1Error } from "./support";

let t: BillingTest;
beforeAll(async () => {
  t = await startBilling();
});
beforeEach(() => t.reset());
afterAll(() => t.gw.close());

const postedMemo = () =>
  t.client.POST("/v1/creditmemos", {
    body: {
      accountId: NORTHWIND.accounts.blueHeron,
      autoPost: true,
      charges: [{ chargeId: NORTHWIND.charges.standard, memoItemAmount: 10 }],
    },
  });

const query = { params: { query: { accountId: NORTHWIND.accounts.blueHeron } } };
const emails = async () => (await t.client.GET("/v1/notification-history/email", query)).data!.emailHistories;
const callouts = async () =>
  (await t.client.GET("/v1/notification-history/callout", query)).data!.calloutHistories;

async function received(): Promise<{ payload: Record<string, unknown> }[]> {
  const res = await fetch(`${t.gw.url}/__admin/services/billing/received-callouts`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  return ((await res.json()) as { callouts: { payload: Record<string, unknown> }[] }).callouts;
}

/** Lets the callout's POST settle: it runs off the request path, in real time. */
async function settle(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
}

test("posting a credit memo fires CreditMemoPosted: an email and a callout that reaches the receiver", async () => {
  const emailsBefore = (await emails()).length;
  const memo = await postedMemo();
  expect(memo.response.status).toBe(200);
  const sent = await emails();
  expect(sent).toHaveLength(emailsBefore + 1);
  expect(sent[0]).toMatchObject({
    eventCategory: "CreditMemoPosted",
    notification: "Notify customer of posted credit memo",
    toEmail: expect.stringContaining("@"),
    subject: expect.any(String),
    result: "Sent",
  });
  await settle(async () => (await received()).length > 0);
  expect((await received()).map((r) => r.payload)).toEqual([
    expect.objectContaining({
      eventType: "CreditMemoPosted",
      objectId: memo.data!.id,
      accountId: NORTHWIND.accounts.blueHeron,
      changeType: "INSERT",
    }),
  ]);
  await settle(async () => (await callouts())[0]?.status === "Delivered");
  expect((await callouts())[0]).toMatchObject({
    eventCategory: "CreditMemoPosted",
    status: "Delivered",
    attemptedNum: 1,
    responseCode: 200,
    requestUrl: `${t.gw.url}/__admin/services/billing/receive-callout`,
  });
});

test("a draft memo raises no posted event; cancelling it raises CreditMemoCanceled only when defined", async () => {
  const before = (await emails()).length;
  const draft = await t.client.POST("/v1/creditmemos", {
    body: {
      accountId: NORTHWIND.accounts.blueHeron,
      charges: [{ chargeId: NORTHWIND.charges.standard }],
    },
  });
  expect(await emails()).toHaveLength(before);
  await t.client.PUT("/v1/creditmemos/{creditMemoId}/cancel", {
    params: { path: { creditMemoId: draft.data!.id } },
  });
  // The trigger fires, but no definition sends anything for CreditMemoCanceled.
  expect(await emails()).toHaveLength(before);
});

test("a failing callout is retried by the clock and recorded, then given up after five attempts", async () => {
  // Point the callout at a port nobody listens on by way of a definition that names its URL.
  const admin = await fetch(`${t.gw.url}/__admin/snapshot`);
  const snapshot = (await admin.json()) as Record<string, unknown>;
  const text = JSON.stringify(snapshot).replace(
    '"calloutActive":true,',
    '"calloutActive":true,"calloutUrl":"http://127.0.0.1:9/unreachable",',
  );
  const put = await fetch(`${t.gw.url}/__admin/snapshot`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: text,
  });
  expect(put.status).toBeLessThan(300);
  await postedMemo();
  for (let attempt = 1; attempt <= 5; attempt++) {
    await settle(async () => (await callouts())[0]?.attemptedNum === attempt);
    expect((await callouts())[0]).toMatchObject({ attemptedNum: attempt });
    await advanceClock(t.gw.url, "PT8S");
  }
  expect((await callouts())[0]).toMatchObject({
    status: "Failed",
    attemptedNum: 5,
    requestUrl: "http://127.0.0.1:9/unreachable",
    errorMessage: expect.any(String),
  });
  expect(await received()).toEqual([]);
});

describe("custom events", () => {
  const enable = () =>
    t.client.POST("/settings/batch-requests", {
      body: { requests: [{ id: "1", method: "PUT", url: "/custom-events", body: { enabled: true } }] },
    });

  test("enabling them retires the tokens issued before; a token issued after works", async () => {
    expect((await enable()).data?.responses[0]).toMatchObject({
      status: "200 OK",
      response: { enabled: true },
    });
    const old = await request(t.gw.app)
      .get("/billing/v1/accounting-codes")
      .set("Authorization", "Bearer dev-token");
    expect(old.status).toBe(401);
    expect(old.body).toEqual(v1Error(90000011));
    expect(old.body.reasons[0].message).toMatch(/generate a new token/);
    const issued = await fetch(`${t.gw.url}/__admin/services/billing/issue-token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ tenantId: "tenant-northwind", entityIds: ["ent-northwind"] }),
    });
    const { token } = (await issued.json()) as { token: string };
    const fresh = await request(t.gw.app)
      .get("/billing/v1/accounting-codes")
      .set("Authorization", `Bearer ${token}`);
    expect(fresh.status).toBe(200);
    // Another tenant's tokens are untouched.
    const contoso = await request(t.gw.app)
      .get("/billing/v1/catalog/products")
      .set("Authorization", "Bearer contoso-eu-token");
    expect(contoso.status).toBe(200);
  });

  test("they cannot be turned off", async () => {
    const res = await t.client.POST("/settings/batch-requests", {
      body: { requests: [{ id: "1", method: "PUT", url: "/custom-events", body: { enabled: false } }] },
    });
    expect(res.data?.responses[0].status).toBe("400 BAD_REQUEST");
  });
});
