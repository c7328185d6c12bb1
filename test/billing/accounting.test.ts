/** Accounting periods (status machine, trial balances, dates) and accounting codes, through the generated client. */
import { type BillingTest, NORTHWIND, startBilling, v1Error } from "./support";

const P = NORTHWIND.periods;
const periodPath = "/v1/accounting-periods/{apId}" as const;
type Action = "close" | "pending-close" | "reopen" | "run-trial-balance";

let t: BillingTest;
beforeAll(async () => {
  t = await startBilling();
});
beforeEach(() => t.reset());
afterAll(() => t.gw.close());

async function act(action: Action, id: string) {
  const params = { params: { path: { apId: id } } };
  switch (action) {
    case "close":
      return t.client.PUT("/v1/accounting-periods/{apId}/close", params);
    case "pending-close":
      return t.client.PUT("/v1/accounting-periods/{apId}/pending-close", params);
    case "reopen":
      return t.client.PUT("/v1/accounting-periods/{apId}/reopen", params);
    case "run-trial-balance":
      return t.client.PUT("/v1/accounting-periods/{apId}/run-trial-balance", params);
  }
}

async function period(id: string) {
  const res = await t.client.GET(periodPath, { params: { path: { apId: id } } });
  expect(res.response.status).toBe(200);
  return res.data!;
}

// Fixtures: Jan and Feb closed, Mar pending close, Apr to Jun open.
test.each<[string, Action, string, number, string | undefined]>([
  ["close a pending-close period whose earlier periods are closed", "close", P.mar, 200, "Closed"],
  ["close an already closed period", "close", P.jan, 400, undefined],
  ["close a period while an earlier one is only pending close", "close", P.apr, 400, undefined],
  [
    "set an open period to pending close while an earlier one is not closed",
    "pending-close",
    P.apr,
    400,
    undefined,
  ],
  ["set a pending-close period to pending close again", "pending-close", P.mar, 400, undefined],
  ["set a closed period to pending close", "pending-close", P.feb, 400, undefined],
  ["reopen the pending-close period before the open ones", "reopen", P.mar, 200, "Open"],
  ["reopen a closed period followed by a pending-close one", "reopen", P.feb, 400, undefined],
  ["reopen an open period", "reopen", P.apr, 400, undefined],
  ["run the trial balance of an open period", "run-trial-balance", P.apr, 200, "Open"],
  ["run the trial balance of a pending-close period", "run-trial-balance", P.mar, 400, undefined],
  ["run the trial balance of a closed period", "run-trial-balance", P.jan, 400, undefined],
])("%s", async (_name, action, id, status, after) => {
  const res = await act(action, id);
  expect(res.response.status).toBe(status);
  if (status === 200) {
    expect(res.data).toEqual({ success: true });
    expect((await period(id)).status).toBe(after);
  } else {
    expect(res.error).toEqual(v1Error(50000030));
  }
});

test("periods close in order, and reopen from the latest closed one backwards", async () => {
  expect((await act("close", P.mar)).response.status).toBe(200);
  expect((await act("pending-close", P.apr)).response.status).toBe(200);
  expect((await act("reopen", P.mar)).response.status).toBe(400);
  expect((await act("reopen", P.apr)).response.status).toBe(200);
  expect((await act("reopen", P.mar)).response.status).toBe(200);
  expect((await act("reopen", P.feb)).response.status).toBe(200);
  expect((await period(P.feb)).status).toBe("Open");
});

test("a trial balance runs for 30 seconds of the clock, and a second one waits for it", async () => {
  expect((await period(P.apr)).runTrialBalanceStatus).toBe("Pending");
  expect((await act("run-trial-balance", P.apr)).response.status).toBe(200);
  expect(await period(P.apr)).toMatchObject({
    runTrialBalanceStatus: "Processing",
    runTrialBalanceStart: t.v1Now(),
    runTrialBalanceEnd: null,
  });
  expect((await act("run-trial-balance", P.apr)).response.status).toBe(400);
  // Closing needs the trial balance to be finished, and earlier periods closed.
  const end = t.v1Now(30);
  t.gw.clock.advance(29_999);
  expect((await period(P.apr)).runTrialBalanceStatus).toBe("Processing");
  t.gw.clock.advance(1);
  expect(await period(P.apr)).toMatchObject({ runTrialBalanceStatus: "Completed", runTrialBalanceEnd: end });
  expect((await act("run-trial-balance", P.apr)).response.status).toBe(200);
});

test("setting pending close runs a trial balance, which blocks closing until it is done", async () => {
  expect((await act("close", P.mar)).response.status).toBe(200);
  expect((await act("pending-close", P.apr)).response.status).toBe(200);
  expect((await period(P.apr)).runTrialBalanceStatus).toBe("Processing");
  expect((await act("close", P.apr)).error).toEqual(v1Error(50000030));
  t.gw.clock.advance(30_000);
  expect((await act("close", P.apr)).response.status).toBe(200);
});

test("created periods must not overlap and must follow the latest period", async () => {
  const create = (body: { name: string; startDate: string; endDate: string; fiscalYear: number }) =>
    t.client.POST("/v1/accounting-periods", { body });
  const overlap = await create({
    name: "Mid Jun",
    startDate: "2026-06-15",
    endDate: "2026-07-15",
    fiscalYear: 2026,
  });
  expect(overlap.response.status).toBe(400);
  const gap = await create({
    name: "Aug 2026",
    startDate: "2026-08-01",
    endDate: "2026-08-31",
    fiscalYear: 2026,
  });
  expect(gap.error?.reasons[0].message).toMatch(/must start on 2026-07-01/);
  const jul = await create({
    name: "Jul 2026",
    startDate: "2026-07-01",
    endDate: "2026-07-31",
    fiscalYear: 2026,
  });
  expect(jul.data).toEqual({ success: true, id: expect.stringMatching(/^[0-9a-f]{32}$/) });
  const list = await t.client.GET("/v1/accounting-periods", { params: { query: { pageSize: 40 } } });
  expect(list.data?.accountingPeriods.map((p) => p.name)).toEqual([
    "Jan 2026",
    "Feb 2026",
    "Mar 2026",
    "Apr 2026",
    "May 2026",
    "Jun 2026",
    "Jul 2026",
  ]);
});

test("changing an open period's end date moves the next period's start", async () => {
  const res = await t.client.PUT(periodPath, {
    params: { path: { apId: P.apr } },
    body: { endDate: "2026-05-03", notes: "Four-four-five calendar" },
  });
  expect(res.data).toEqual({ success: true });
  expect(await period(P.apr)).toMatchObject({ endDate: "2026-05-03", notes: "Four-four-five calendar" });
  expect((await period(P.may)).startDate).toBe("2026-05-04");
  const closed = await t.client.PUT(periodPath, {
    params: { path: { apId: P.jan } },
    body: { endDate: "2026-01-30" },
  });
  expect(closed.error).toEqual(v1Error(50000030));
  const renamed = await t.client.PUT(periodPath, {
    params: { path: { apId: P.jan } },
    body: { name: "January 2026" },
  });
  expect(renamed.response.status).toBe(200);
});

test("only the most recent open period can be deleted", async () => {
  const del = (id: string) => t.client.DELETE(periodPath, { params: { path: { apId: id } } });
  expect((await del(P.may)).error).toEqual(v1Error(50000030));
  expect((await del(P.jun)).data).toEqual({ success: true });
  expect((await t.client.GET(periodPath, { params: { path: { apId: P.jun } } })).error).toEqual(
    v1Error(50000040),
  );
  expect((await del(P.may)).response.status).toBe(200);
});

test("the period list pages with pageSize and an absolute nextPage", async () => {
  const first = await t.client.GET("/v1/accounting-periods", { params: { query: { pageSize: 4 } } });
  expect(first.data?.accountingPeriods).toHaveLength(4);
  const next = new URL(first.data!.nextPage!);
  expect(next.pathname).toBe("/billing/v1/accounting-periods");
  expect(next.searchParams.get("page")).toBe("2");
  const second = await t.client.GET("/v1/accounting-periods", {
    params: { query: { pageSize: 4, page: 2 } },
  });
  expect(second.data?.accountingPeriods.map((p) => p.name)).toEqual(["May 2026", "Jun 2026"]);
  expect(second.data?.nextPage).toBeUndefined();
});

describe("accounting codes", () => {
  const codePath = "/v1/accounting-codes/{acId}" as const;

  test("create, read, update, deactivate and delete a code", async () => {
    const created = await t.client.POST("/v1/accounting-codes", {
      body: { name: "Hardware Revenue", type: "SalesRevenue", glAccountNumber: "4200" },
    });
    const id = created.data!.id;
    const path = { params: { path: { acId: id } } };
    expect((await t.client.GET(codePath, path)).data).toMatchObject({
      success: true,
      name: "Hardware Revenue",
      type: "SalesRevenue",
      category: "Revenue",
      status: "Active",
      createdOn: t.v1Now(),
    });
    expect(
      (await t.client.PUT(codePath, { ...path, body: { type: "OtherLiabilities" } })).response.status,
    ).toBe(200);
    expect((await t.client.GET(codePath, path)).data?.category).toBe("Liabilities");
    expect((await t.client.PUT("/v1/accounting-codes/{acId}/deactivate", path)).data).toEqual({
      success: true,
    });
    expect((await t.client.GET(codePath, path)).data?.status).toBe("Inactive");
    expect((await t.client.PUT("/v1/accounting-codes/{acId}/deactivate", path)).error).toEqual(
      v1Error(50000030),
    );
    expect((await t.client.DELETE(codePath, path)).data).toEqual({ success: true });
    expect((await t.client.GET(codePath, path)).response.status).toBe(404);
  });

  test("names are unique, AccountsReceivable cannot be created, and codes in use cannot be deleted", async () => {
    const dup = await t.client.POST("/v1/accounting-codes", { body: { name: "Cash", type: "Cash" } });
    expect(dup.response.status).toBe(409);
    expect(dup.error).toEqual(v1Error(50000030));
    const ar = await t.client.POST("/v1/accounting-codes", {
      body: { name: "AR 2", type: "AccountsReceivable" },
    });
    expect(ar.error).toEqual(v1Error(50000020));
    // "Subscription Revenue" is the accounting code of the catalog's subscription charges.
    const inUse = await t.client.DELETE(codePath, {
      params: { path: { acId: "8a8081ae5374904f0153832d00000204" } },
    });
    expect(inUse.error?.reasons[0].message).toMatch(/used by product rate plan charges/);
  });

  test("the list shows every code with its category", async () => {
    const list = await t.client.GET("/v1/accounting-codes", { params: { query: { pageSize: 40 } } });
    expect(list.data?.accountingCodes).toHaveLength(8);
    expect(list.data?.accountingCodes.find((c) => c.name === "Sales Tax Payable")?.category).toBe(
      "Liabilities",
    );
  });
});
