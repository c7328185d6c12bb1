/** Event triggers, email templates, notification definitions and notification history deletion tasks. */
import { type BillingTest, NORTHWIND, startBilling } from "./support";

let t: BillingTest;
beforeAll(async () => {
  t = await startBilling();
});
beforeEach(() => t.reset());
afterAll(() => t.gw.close());

const error = (code: string) => ({ reasons: [expect.objectContaining({ code })] });

describe("event triggers", () => {
  test("create, read, update, filter and delete", async () => {
    const created = await t.client.POST("/events/event-triggers", {
      body: {
        baseObject: "Payment",
        condition: "changeType == 'INSERT' && Payment.Amount > 1000",
        eventType: { name: "LargePaymentReceived", displayName: "Large payment received" },
      },
    });
    expect(created.data).toMatchObject({
      active: true,
      baseObject: "Payment",
      eventType: { name: "LargePaymentReceived" },
    });
    const id = { params: { path: { id: created.data!.id } } };
    const updated = await t.client.PUT("/events/event-triggers/{id}", {
      ...id,
      body: { active: false, eventType: { description: "Payments above 1000" } },
    });
    expect(updated.data).toMatchObject({
      active: false,
      eventType: {
        name: "LargePaymentReceived",
        displayName: "Large payment received",
        description: "Payments above 1000",
      },
    });
    const inactive = await t.client.GET("/events/event-triggers", { params: { query: { active: false } } });
    expect(inactive.data?.data.map((x) => x.eventType.name)).toEqual([
      "AccountCreated",
      "LargePaymentReceived",
    ]);
    expect((await t.client.DELETE("/events/event-triggers/{id}", id)).response.status).toBe(204);
    expect((await t.client.GET("/events/event-triggers/{id}", id)).error).toEqual(error("NOT_FOUND"));
  });

  test.each<[string, Record<string, unknown>, string[]]>([
    [
      "baseObject",
      { baseObject: "CreditMemo" },
      ["CreditMemoPosted", "CreditMemoCanceled", "CreditMemoApplied"],
    ],
    ["eventTypeName", { eventTypeName: "InvoicePaidInFull" }, ["InvoicePaidInFull"]],
    [
      "active",
      { active: true },
      ["CreditMemoPosted", "InvoicePaidInFull", "CreditMemoCanceled", "CreditMemoApplied"],
    ],
    ["start and limit", { start: 1, limit: 1 }, ["AccountCreated"]],
    [
      "nothing: start 0, limit 10",
      {},
      ["CreditMemoPosted", "AccountCreated", "InvoicePaidInFull", "CreditMemoCanceled", "CreditMemoApplied"],
    ],
  ])("list filtered by %s", async (_name, query, names) => {
    const res = await t.client.GET("/events/event-triggers", { params: { query } });
    expect(res.data?.data.map((x) => x.eventType.name)).toEqual(names);
  });

  test("next carries the filters and the next start", async () => {
    const res = await t.client.GET("/events/event-triggers", {
      params: { query: { active: true, limit: 1 } },
    });
    expect(res.data?.next).toBe("/events/event-triggers?active=true&start=1&limit=1");
  });

  test.each<[string, string, Record<string, unknown>]>([
    [
      "a baseObject not matching ^[A-Z][\\w\\-]*$",
      "POST",
      { baseObject: "creditMemo", condition: "true", eventType: { name: "X" } },
    ],
    [
      "an eventType name not matching ^[A-Za-z]{1,}[\\w\\-]*$",
      "POST",
      { baseObject: "Account", condition: "true", eventType: { name: "1st" } },
    ],
    ["a missing condition", "POST", { baseObject: "Account", eventType: { name: "X" } }],
    ["a negative start", "GET", { start: -1 }],
    ["a baseObject filter not matching the pattern", "GET", { baseObject: "-x" }],
  ])("refuses %s", async (_name, method, input) => {
    const res =
      method === "POST"
        ? await t.client.POST("/events/event-triggers", { body: input as never })
        : await t.client.GET("/events/event-triggers", { params: { query: input } });
    expect(res.response.status).toBe(400);
    expect(res.error).toEqual(error("INVALID_VALUE"));
  });

  test("an event type is defined by one trigger only", async () => {
    const res = await t.client.POST("/events/event-triggers", {
      body: { baseObject: "CreditMemo", condition: "true", eventType: { name: "CreditMemoPosted" } },
    });
    expect(res.response.status).toBe(409);
    expect(res.error).toEqual(error("DUPLICATE_VALUE"));
  });
});

describe("email templates", () => {
  test("create, read, update, filter and delete", async () => {
    const created = await t.client.POST("/notifications/email-templates", {
      body: {
        name: "Large payment",
        eventTypeName: "LargePaymentReceived",
        emailSubject: "We received your payment",
        emailBody: "Thank you for your payment of <Payment.Amount>.",
        toEmailType: "SpecificEmails",
        toEmailAddress: "ar@northwind.example",
      },
    });
    expect(created.data).toMatchObject({
      active: true,
      fromEmailType: "TenantEmail",
      createdOn: t.gw.clock.now().toISOString(),
    });
    const id = { params: { path: { id: created.data!.id } } };
    const updated = await t.client.PUT("/notifications/email-templates/{id}", {
      ...id,
      body: { emailSubject: "Payment received" },
    });
    expect(updated.data?.emailSubject).toBe("Payment received");
    expect(
      (await t.client.GET("/notifications/email-templates", { params: { query: { name: "Large payment" } } }))
        .data?.data,
    ).toHaveLength(1);
    expect((await t.client.DELETE("/notifications/email-templates/{id}", id)).response.status).toBe(204);
    expect((await t.client.GET("/notifications/email-templates/{id}", id)).response.status).toBe(404);
  });

  test("a template in use by a notification definition cannot be deleted", async () => {
    const res = await t.client.DELETE("/notifications/email-templates/{id}", {
      params: { path: { id: "6e569e1e05f040eda51a927b140c0ac1" } },
    });
    expect(res.response.status).toBe(400);
    expect(res.error).toEqual(error("INVALID_STATE"));
  });

  test("names are unique and a specific sender needs an address", async () => {
    const base = { eventTypeName: "CreditMemoPosted", emailSubject: "s", emailBody: "b" };
    const dup = await t.client.POST("/notifications/email-templates", {
      body: { ...base, name: "Invoice paid" },
    });
    expect(dup.response.status).toBe(409);
    const noSender = await t.client.POST("/notifications/email-templates", {
      body: { ...base, name: "New", fromEmailType: "SpecificEmail" },
    });
    expect(noSender.error).toEqual({
      reasons: [
        { code: "INVALID_VALUE", message: "fromEmailAddress: required when fromEmailType is SpecificEmail" },
      ],
    });
  });

  test("list by eventTypeName", async () => {
    const res = await t.client.GET("/notifications/email-templates", {
      params: { query: { eventTypeName: "InvoicePaidInFull" } },
    });
    expect(res.data?.data.map((x) => x.name)).toEqual(["Invoice paid"]);
  });
});

test.each<[string, Record<string, unknown>, string[]]>([
  ["profileId", { profileId: "2c92c0f8644612e9016446a4d1dd0002" }, ["Posted credit memo callout to ERP"]],
  [
    "eventTypeName",
    { eventTypeName: "CreditMemoPosted" },
    ["Notify customer of posted credit memo", "Posted credit memo callout to ERP"],
  ],
  [
    "emailTemplateId",
    { emailTemplateId: "7f67af2f16a141fea62ba38c251d1bd2" },
    ["Invoice paid in full email"],
  ],
  ["limit", { limit: 1 }, ["Notify customer of posted credit memo"]],
])("notification definitions filtered by %s", async (_name, query, names) => {
  const res = await t.client.GET("/notifications/notification-definitions", { params: { query } });
  expect(res.data?.data.map((d) => d.name)).toEqual(names);
});

describe("notification history deletion", () => {
  const start = (accountId: string) =>
    t.client.DELETE("/notifications/history", { params: { query: { accountId } } });
  const task = (id: string) =>
    t.client.GET("/notifications/history/tasks/{id}", { params: { path: { id } } });

  test("runs as a task whose status advances with the clock", async () => {
    const started = await start(NORTHWIND.accounts.blueHeron);
    expect(started.data).toMatchObject({
      status: "Pending",
      deletedRecords: 3,
      accountId: NORTHWIND.accounts.blueHeron,
    });
    const id = started.data!.id;
    t.gw.clock.advance(2_000);
    expect((await task(id)).data?.status).toBe("Processing");
    expect((await start(NORTHWIND.accounts.blueHeron)).error).toEqual(error("INVALID_STATE"));
    t.gw.clock.advance(8_000);
    expect((await task(id)).data).toMatchObject({
      status: "Completed",
      completedOn: t.gw.clock.now().toISOString(),
    });
    // The history is gone: a second deletion finds nothing to delete.
    expect((await start(NORTHWIND.accounts.blueHeron)).data?.deletedRecords).toBe(0);
    expect((await start(NORTHWIND.accounts.kestrel)).data?.deletedRecords).toBe(2);
  });

  test("needs an existing account and a known task", async () => {
    expect((await start("nope")).error).toEqual(error("NOT_FOUND"));
    expect((await task("nope")).response.status).toBe(404);
    const missing = await t.client.DELETE("/notifications/history", {
      params: { query: {} as { accountId: string } },
    });
    expect(missing.response.status).toBe(400);
  });
});
