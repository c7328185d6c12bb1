/** Credit memos: creation from charges (version-gated fields), the status machine, application, filters and sort. */
import type { components } from "../../generated/billing/types";
import { type BillingTest, NORTHWIND, startBilling, v1Error } from "./support";

const M = NORTHWIND.memos;
const C = NORTHWIND.charges;
const memoPath = "/v1/creditmemos/{creditMemoId}" as const;

let t: BillingTest;
beforeAll(async () => {
  t = await startBilling();
});
beforeEach(() => t.reset());
afterAll(() => t.gw.close());

const at = (version: string) => t.as(NORTHWIND.token, { "billing-version": version });
const memo = (id: string) => ({ params: { path: { creditMemoId: id } } });

describe("create from a charge", () => {
  test("at the default version (186.0) the charge is chargeId, the amount memoItemAmount, the note comment", async () => {
    const res = await t.client.POST("/v1/creditmemos", {
      body: {
        accountId: NORTHWIND.accounts.blueHeron,
        comment: "Downtime credit",
        charges: [{ chargeId: C.standard, memoItemAmount: 10, comment: "Two days of downtime" }],
      },
    });
    expect(res.response.status).toBe(200);
    expect(res.data).toMatchObject({
      success: true,
      number: "CM00000006",
      status: "Draft",
      currency: "USD",
      creditMemoDate: "2026-07-01",
      amountWithoutTax: 10,
      taxAmount: 0.8,
      amount: 10.8,
      appliedAmount: 0,
      unappliedAmount: 10.8,
      refundAmount: 0,
      comment: "Downtime credit",
    });
    const item = await t.client.GET("/v1/creditmemos/{creditMemoId}/items/{cmitemid}", {
      params: { path: { creditMemoId: res.data!.id, cmitemid: res.data!.items![0].id } },
    });
    expect(item.data).toMatchObject({
      amount: 10.8,
      quantity: 1,
      unitPrice: 10,
      comment: "Two days of downtime",
      creditTaxItems: [{ taxCode: "US-SALES", taxRate: 0.08, taxAmount: 0.8 }],
    });
    expect(item.data).not.toHaveProperty("description");
    expect(item.data).not.toHaveProperty("taxationItems");
  });

  test("from 257.0 the charge is productRatePlanChargeId, the amount amount, the note description", async () => {
    const client = at("257.0");
    const res = await client.POST("/v1/creditmemos", {
      body: {
        accountId: NORTHWIND.accounts.kestrel,
        autoPost: true,
        charges: [
          { productRatePlanChargeId: C.implementation, description: "Unused training day" },
          { productRatePlanChargeId: C.premium, amount: 50, quantity: 2 },
        ],
      },
    });
    expect(res.data).toMatchObject({
      status: "Posted",
      amount: 554,
      taxAmount: 4,
      postedOn: t.gw.clock.now().toISOString(),
    });
    const [implementation, premium] = res.data!.items!;
    const item = (id: string) =>
      client.GET("/v1/creditmemos/{creditMemoId}/items/{cmitemid}", {
        params: { path: { creditMemoId: res.data!.id, cmitemid: id } },
      });
    // The implementation fee is not taxable; its price is the item's amount when none is given.
    expect((await item(implementation.id)).data).toMatchObject({
      amount: 500,
      description: "Unused training day",
      taxationItems: { data: [] },
    });
    expect((await item(premium.id)).data).toMatchObject({ amount: 54, unitPrice: 25, quantity: 2 });
    expect((await item(premium.id)).data).not.toHaveProperty("creditTaxItems");
  });

  // Code 500000 + category: 20 invalid value, 22 missing required field.
  test.each<[string, string, Record<string, unknown>, number]>([
    ["amount before 224.0", "223.0", { chargeId: C.standard, amount: 1 }, 50000020],
    ["memoItemAmount from 224.0", "224.0", { chargeId: C.standard, memoItemAmount: 1 }, 50000020],
    ["chargeId from 257.0", "257.0", { chargeId: C.standard }, 50000020],
    ["productRatePlanChargeId before 257.0", "256.0", { productRatePlanChargeId: C.standard }, 50000020],
    ["comment from 257.0", "257.0", { productRatePlanChargeId: C.standard, comment: "x" }, 50000020],
    ["description before 257.0", "256.0", { chargeId: C.standard, description: "x" }, 50000020],
  ])("refuses %s", async (_name, version, charge, code) => {
    const res = await at(version).POST("/v1/creditmemos", {
      // Bodies a generated client would not send: the version rules are not in the body's schema.
      body: {
        accountId: NORTHWIND.accounts.blueHeron,
        charges: [charge as components["schemas"]["CreditMemoChargeInput"]],
      },
    });
    expect(res.response.status).toBe(400);
    expect(res.error).toEqual(v1Error(code));
    expect(res.error?.reasons[0].message).toMatch(/^charges\.0\./);
  });

  test("a charge without a charge id fails the schema, which requires chargeId or productRatePlanChargeId", async () => {
    const res = await at("300.0").POST("/v1/creditmemos", {
      body: {
        accountId: NORTHWIND.accounts.blueHeron,
        charges: [{ amount: 1 } as components["schemas"]["CreditMemoChargeInput"]],
      },
    });
    expect(res.response.status).toBe(400);
    expect(res.error?.reasons).toContainEqual({
      code: 50000022,
      message: expect.stringMatching(/^charges\.0\.productRatePlanChargeId: must have required property/),
    });
  });

  test("refuses discount charges, unknown accounts and dates in closed periods", async () => {
    const create = (body: components["schemas"]["CreditMemoCreate"]) =>
      t.client.POST("/v1/creditmemos", { body });
    const discount = await create({
      accountId: NORTHWIND.accounts.kestrel,
      charges: [{ chargeId: C.loyaltyDiscount }],
    });
    expect(discount.error?.reasons[0].message).toMatch(/discount charge/);
    const unknown = await create({ accountId: "nope", charges: [{ chargeId: C.standard }] });
    expect(unknown.response.status).toBe(404);
    const closed = await create({
      accountId: NORTHWIND.accounts.kestrel,
      effectiveDate: "2026-01-15",
      charges: [{ chargeId: C.standard }],
    });
    expect(closed.error?.reasons[0].message).toMatch(/closed accounting period Jan 2026/);
  });
});

describe("status machine", () => {
  type Op = "update" | "cancel" | "apply" | "delete";
  const run = (op: Op, id: string) => {
    switch (op) {
      case "update":
        return t.client.PUT(memoPath, { ...memo(id), body: { comment: "edited" } });
      case "cancel":
        return t.client.PUT("/v1/creditmemos/{creditMemoId}/cancel", memo(id));
      case "apply":
        return t.client.PUT("/v1/creditmemos/{creditMemoId}/apply", {
          ...memo(id),
          body: { invoices: [{ invoiceId: NORTHWIND.invoices.kestrelMarch, amount: 1 }] },
        });
      case "delete":
        return t.client.DELETE(memoPath, memo(id));
    }
  };
  test.each<[Op, string, string, number]>([
    ["update", "draft", M.draft, 200],
    ["update", "posted", M.postedRefunded, 400],
    ["update", "canceled", M.canceled, 400],
    ["cancel", "draft", M.draft, 200],
    ["cancel", "posted", M.postedRefunded, 400],
    ["cancel", "canceled", M.canceled, 400],
    ["apply", "draft", M.draft, 400],
    ["apply", "posted", M.postedRefunded, 200],
    ["apply", "canceled", M.canceled, 400],
    ["delete", "draft", M.draft, 400],
    ["delete", "posted", M.postedRefunded, 400],
    ["delete", "canceled", M.canceled, 200],
  ])("%s a %s memo", async (op, _state, id, status) => {
    const res = await run(op, id);
    expect(res.response.status).toBe(status);
    if (status === 400) expect(res.error).toEqual(v1Error(50000030));
  });

  test("a draft is edited, cancelled, then deleted", async () => {
    const edited = await t.client.PUT(memoPath, {
      ...memo(M.draft),
      body: {
        comment: "Goodwill credit, revised",
        items: [{ id: "402890555b7e9a0e015b7ea3ba08002b", amount: 80 }],
      },
    });
    expect(edited.data).toMatchObject({
      comment: "Goodwill credit, revised",
      amountWithoutTax: 80,
      taxAmount: 6.4,
      amount: 86.4,
    });
    const cancelled = await t.client.PUT("/v1/creditmemos/{creditMemoId}/cancel", memo(M.draft));
    expect(cancelled.data).toMatchObject({ status: "Canceled", cancelledOn: t.gw.clock.now().toISOString() });
    expect((await t.client.DELETE(memoPath, memo(M.draft))).data).toEqual({ success: true });
    expect((await t.client.GET(memoPath, memo(M.draft))).error).toEqual(v1Error(50000040));
  });
});

describe("apply", () => {
  const apply = (id: string, invoices: { invoiceId: string; amount: number }[]) =>
    t.client.PUT("/v1/creditmemos/{creditMemoId}/apply", { ...memo(id), body: { invoices } });

  test("keeps amount = applied + unapplied + refund, on the memo and its items", async () => {
    // CM00000004: 200.00, 50.00 refunded, nothing applied.
    const res = await apply(M.postedRefunded, [{ invoiceId: NORTHWIND.invoices.kestrelMarch, amount: 120 }]);
    expect(res.data).toMatchObject({
      amount: 200,
      appliedAmount: 120,
      refundAmount: 50,
      unappliedAmount: 30,
    });
    const item = await t.client.GET("/v1/creditmemos/{creditMemoId}/items/{cmitemid}", {
      params: { path: { creditMemoId: M.postedRefunded, cmitemid: "402890555b7e9a0e015b7ea3ba08004b" } },
    });
    expect(item.data).toMatchObject({ appliedAmount: 120, refundAmount: 50, unappliedAmount: 30 });
    const more = await apply(M.postedRefunded, [{ invoiceId: NORTHWIND.invoices.kestrelMarch, amount: 31 }]);
    expect(more.error?.reasons[0].message).toMatch(/exceeds the unapplied amount 30/);
  });

  test("an invoice takes no more than its balance, must be posted and of the memo's account", async () => {
    // CM00000001 has 7.00 unapplied; INV00000001 has 32.92 open, INV00000002 52.92.
    const over = await apply(M.postedPartlyApplied, [
      { invoiceId: NORTHWIND.invoices.blueHeronMarch, amount: 4 },
      { invoiceId: NORTHWIND.invoices.blueHeronApril, amount: 4 },
    ]);
    expect(over.error?.reasons[0].message).toMatch(/exceeds the unapplied amount 7/);
    const draft = await apply(M.postedRefunded, [{ invoiceId: NORTHWIND.invoices.kestrelDraft, amount: 1 }]);
    expect(draft.error?.reasons[0].message).toMatch(/not posted/);
    const foreign = await apply(M.postedRefunded, [
      { invoiceId: NORTHWIND.invoices.blueHeronMarch, amount: 1 },
    ]);
    expect(foreign.error).toEqual(v1Error(50000020));
    const split = await apply(M.postedPartlyApplied, [
      { invoiceId: NORTHWIND.invoices.blueHeronMarch, amount: 3 },
      { invoiceId: NORTHWIND.invoices.blueHeronApril, amount: 4 },
    ]);
    expect(split.data).toMatchObject({ appliedAmount: 27, unappliedAmount: 0 });
  });
});

describe("list", () => {
  const numbers = async (query: Record<string, unknown>) => {
    const res = await t.client.GET("/v1/creditmemos", { params: { query } });
    expect(res.response.status).toBe(200);
    return res.data!.creditmemos.map((m) => m.number.replace("CM0000000", ""));
  };

  test.each<[string, string | undefined, string[]]>([
    ["default: descending by number", undefined, ["5", "4", "3", "2", "1"]],
    ["- is ascending", "-number", ["1", "2", "3", "4", "5"]],
    ["+ is descending", "+amount", ["4", "2", "5", "3", "1"]],
    ["no operator is descending", "amount", ["4", "2", "5", "3", "1"]],
    ["two fields, the second breaking ties", "-status,-creditMemoDate", ["3", "2", "1", "4", "5"]],
    ["ties fall back to descending number", "-accountId", ["3", "1", "4", "2", "5"]],
  ])("sort: %s", async (_name, sort, expected) => {
    expect(await numbers(sort === undefined ? {} : { sort })).toEqual(expected);
  });

  test.each<[string, string]>([
    ["three fields", "-amount,-number,-status"],
    ["a field that is not sortable", "-currency"],
    ["a filter-only field", "+updatedById"],
    ["a malformed term", "*amount"],
    ["an unknown field", "-colour"],
  ])("sort refuses %s", async (_name, sort) => {
    const res = await t.client.GET("/v1/creditmemos", { params: { query: { sort } } });
    expect(res.response.status).toBe(400);
    expect(res.error).toEqual(v1Error(50000020));
  });

  test.each<[string, Record<string, unknown>, string[]]>([
    ["status", { status: "Posted" }, ["5", "4", "1"]],
    ["accountId", { accountId: NORTHWIND.accounts.blueHeron }, ["3", "1"]],
    ["amount", { amount: 27 }, ["1"]],
    ["appliedAmount", { appliedAmount: 20 }, ["1"]],
    ["unappliedAmount", { unappliedAmount: 150 }, ["4"]],
    ["refundAmount", { refundAmount: 50 }, ["4"]],
    ["taxAmount", { taxAmount: 9 }, ["5"]],
    ["currency", { currency: "EUR" }, ["5"]],
    ["autoApplyUponPosting", { autoApplyUponPosting: true }, ["2"]],
    ["excludeFromAutoApplyRules", { excludeFromAutoApplyRules: true }, ["3"]],
    ["transferredToAccounting", { transferredToAccounting: "Yes" }, ["4"]],
    ["creditMemoDate", { creditMemoDate: "2026-03-20" }, ["4"]],
    ["targetDate", { targetDate: "2026-03-31" }, ["4"]],
    ["number", { number: "CM00000002" }, ["2"]],
    ["referredInvoiceId", { referredInvoiceId: NORTHWIND.invoices.blueHeronMarch }, ["1"]],
    ["createdById", { createdById: "2c92c0f9556b4c7c01557ad9a5f40002" }, ["4", "2"]],
    ["updatedById", { updatedById: "2c92c0f9556b4c7c01557ad9a5f40001" }, ["5", "3", "1"]],
    ["createdDate", { createdDate: "2026-04-02T11:05:00Z" }, ["2"]],
    ["updatedDate", { updatedDate: "2026-02-12T09:00:00.000Z" }, ["3"]],
    ["totalTaxExemptAmount", { totalTaxExemptAmount: 0 }, ["5", "4", "3", "2", "1"]],
    ["two filters together", { status: "Posted", currency: "USD" }, ["4", "1"]],
  ])("filter by %s", async (_name, query, expected) => {
    expect(await numbers(query)).toEqual(expected);
  });

  test("pages keep the filters and sort in nextPage", async () => {
    const res = await t.client.GET("/v1/creditmemos", {
      params: { query: { pageSize: 2, sort: "-number", currency: "USD" } },
    });
    expect(res.data?.creditmemos.map((m) => m.number)).toEqual(["CM00000001", "CM00000002"]);
    const next = new URL(res.data!.nextPage!);
    expect(Object.fromEntries(next.searchParams)).toEqual({
      pageSize: "2",
      sort: "-number",
      currency: "USD",
      page: "2",
    });
  });
});
