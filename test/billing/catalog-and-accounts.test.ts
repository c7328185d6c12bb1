/** The catalog (rate plans by version), charge revenue summaries, accounts (version-gated fields) and contact scrubbing. */
import { type BillingTest, NORTHWIND, startBilling, v1Error } from "./support";

let t: BillingTest;
beforeAll(async () => {
  t = await startBilling();
});
beforeEach(() => t.reset());
afterAll(() => t.gw.close());

const at = (version: string) => t.as(NORTHWIND.token, { "billing-version": version });
const CLOUD_LEDGER = "2c92c0f94f2acf9f014f2f7d9c1f0b3d";

describe("catalog", () => {
  test.each<[string, string | undefined]>([
    ["without billing-version (186.0)", undefined],
    ["at 229.0", "229.0"],
  ])("%s a product carries its rate plans", async (_name, version) => {
    const client = version ? at(version) : t.client;
    const res = await client.GET("/v1/catalog/product/{productId}", {
      params: { path: { productId: CLOUD_LEDGER } },
    });
    expect(res.data).toMatchObject({ success: true, name: "Cloud Ledger", sku: "SKU-00000001" });
    const plans = res.data?.productRatePlans as {
      name: string;
      productRatePlanCharges: { price: number }[];
    }[];
    expect(plans.map((p) => [p.name, p.productRatePlanCharges[0].price])).toEqual([
      ["Standard Monthly", 49],
      ["Premium Annual", 1188],
    ]);
  });

  test("from 230.0 productRatePlans is the URL of the product's rate plans", async () => {
    const res = await at("230.0").GET("/v1/catalog/product/{productId}", {
      params: { path: { productId: CLOUD_LEDGER } },
    });
    expect(res.data?.productRatePlans).toBe(
      `${t.gw.url}/billing/v1/rateplan/${CLOUD_LEDGER}/productRatePlan`,
    );
  });

  test("products page by page and pageSize", async () => {
    const first = await t.client.GET("/v1/catalog/products", { params: { query: { pageSize: 1 } } });
    expect(first.data?.products.map((p) => p.name)).toEqual(["Cloud Ledger"]);
    expect(new URL(first.data!.nextPage!).searchParams.get("page")).toBe("2");
    const second = await t.client.GET("/v1/catalog/products", {
      params: { query: { pageSize: 1, page: 2 } },
    });
    expect(second.data?.products.map((p) => p.name)).toEqual(["Onboarding Services"]);
    expect(second.data?.nextPage).toBeUndefined();
    expect(
      (await t.client.GET("/v1/catalog/products", { params: { query: { pageSize: 41 } } })).error,
    ).toEqual(v1Error(50000020));
    expect(
      (await t.client.GET("/v1/catalog/product/{productId}", { params: { path: { productId: "nope" } } }))
        .response.status,
    ).toBe(404);
  });
});

describe("charge revenue summaries", () => {
  test("by number: one detail a month, in the accounting period the month starts in", async () => {
    const res = await t.client.GET("/v1/charge-revenue-summaries/{crsNumber}", {
      params: { path: { crsNumber: "CRS-00000001" } },
    });
    expect(res.data).toMatchObject({
      success: true,
      chargeNumber: "C-00000001",
      subscriptionNumber: "A-S00000001",
      currency: "USD",
    });
    expect(res.data?.details).toHaveLength(12);
    expect(res.data?.details.slice(5, 7)).toEqual([
      {
        accountingPeriodName: "Jun 2026",
        startDate: "2026-06-01",
        endDate: "2026-06-30",
        amount: 49,
        accountingCode: "Subscription Revenue",
      },
      {
        accountingPeriodName: "Open-Ended",
        startDate: "2026-07-01",
        endDate: "2026-07-31",
        amount: 49,
        accountingCode: "Subscription Revenue",
      },
    ]);
  });

  test("by subscription charge id or number, with a discount charge's negative amounts", async () => {
    const byId = await t.client.GET("/v1/charge-revenue-summaries/subscription-charges/{chargeKey}", {
      params: { path: { chargeKey: "8a90e5e48c1b1e6b018c1f0c00000303" } },
    });
    const byNumber = await t.client.GET("/v1/charge-revenue-summaries/subscription-charges/{chargeKey}", {
      params: { path: { chargeKey: "C-00000003" } },
    });
    expect(byId.data).toEqual(byNumber.data);
    expect(byId.data?.number).toBe("CRS-00000003");
    expect(byId.data?.details[0]).toMatchObject({
      startDate: "2026-03-15",
      endDate: "2026-04-14",
      amount: -9.9,
      accountingPeriodName: "Mar 2026",
    });
  });

  test("unknown summaries and charges are not found", async () => {
    expect(
      (
        await t.client.GET("/v1/charge-revenue-summaries/{crsNumber}", {
          params: { path: { crsNumber: "CRS-9" } },
        })
      ).error,
    ).toEqual(v1Error(50000040));
    const charge = await t.client.GET("/v1/charge-revenue-summaries/subscription-charges/{chargeKey}", {
      params: { path: { chargeKey: "C-9" } },
    });
    expect(charge.response.status).toBe(404);
  });
});

describe("accounts", () => {
  const account = {
    name: "Fabrikam Ltd",
    currency: "USD",
    billCycleDay: 1,
    billToContact: {
      firstName: "Ada",
      lastName: "Lovelace",
      workEmail: "ada@fabrikam.example",
      city: "London",
      country: "United Kingdom",
    },
  };

  test("an account is created with its bill-to contact, which also sells to unless given", async () => {
    const res = await t.client.POST("/v1/accounts", { body: account });
    expect(res.data).toMatchObject({ success: true, accountNumber: "A00000004" });
    expect(res.data?.billToContactId).toBe(res.data?.soldToContactId);
    const contact = await t.client.GET("/v1/contacts/{contactId}", {
      params: { path: { contactId: res.data!.billToContactId } },
    });
    expect(contact.data).toMatchObject({ accountId: res.data?.accountId, firstName: "Ada", city: "London" });
    const dup = await t.client.POST("/v1/accounts", { body: { ...account, accountNumber: "A00000001" } });
    expect(dup.response.status).toBe(409);
  });

  test.each<[string, string | undefined, Record<string, unknown>, number]>([
    ["invoice without billing-version", undefined, { invoice: true }, 400],
    ["invoice at 196.0", "196.0", { invoice: true }, 200],
    ["invoice at 207.0", "207.0", { invoice: true }, 200],
    ["invoice at 211.0", "211.0", { invoice: true }, 400],
    ["collect at 195.0", "195.0", { collect: false }, 400],
    ["collect at 196.0", "196.0", { collect: false }, 200],
    ["runBilling at 207.0", "207.0", { runBilling: true }, 400],
    ["runBilling at 211.0", "211.0", { runBilling: true }, 200],
    ["targetDate at 210.0", "210.0", { targetDate: "2026-07-31" }, 400],
    ["targetDate at 211.0", "211.0", { targetDate: "2026-07-31" }, 200],
  ])("%s", async (_name, version, fields, status) => {
    const client = version ? at(version) : t.client;
    const res = await client.POST("/v1/accounts", { body: { ...account, ...fields } });
    expect(res.response.status).toBe(status);
    if (status === 400) expect(res.error).toEqual(v1Error(50000020));
  });

  test("a scrubbed contact keeps its ids but not its personal data", async () => {
    const contactId = "2c92c0f86a8dd422016a9e7a70196b1f";
    expect(
      (await t.client.PUT("/v1/contacts/{contactId}/scrub", { params: { path: { contactId } } })).data,
    ).toEqual({ success: true });
    const after = await t.client.GET("/v1/contacts/{contactId}", { params: { path: { contactId } } });
    expect(after.data).toEqual({
      success: true,
      id: contactId,
      accountId: NORTHWIND.accounts.kestrel,
      firstName: "xxxxx",
      lastName: "xxxxx",
      nickname: "xxxxx",
      workEmail: "xxxxx",
      personalEmail: "xxxxx",
      mobilePhone: "xxxxx",
      address1: "xxxxx",
      address2: "xxxxx",
      city: "xxxxx",
      state: "xxxxx",
      county: "xxxxx",
      zipCode: "xxxxx",
      country: "United States",
      taxRegion: "IL",
    });
    expect(
      (await t.client.PUT("/v1/contacts/{contactId}/scrub", { params: { path: { contactId: "nope" } } }))
        .response.status,
    ).toBe(404);
  });
});
