/**
 * Reads change nothing: the state (GET /__admin/snapshot) is the same before and after reading a history
 * deletion task, a file deletion job or the payment terms, at every phase of the jobs; the jobs move on by
 * the clock alone.
 */
import { advanceClock } from "../support/gateway";
import { type BillingTest, NORTHWIND, startBilling } from "./support";

let t: BillingTest;
beforeAll(async () => {
  t = await startBilling();
});
beforeEach(() => t.reset());
afterAll(() => t.gw.close());

async function snapshot(): Promise<unknown> {
  const res = await fetch(`${t.gw.url}/__admin/snapshot`);
  expect(res.status).toBe(200);
  return res.json();
}

/** Runs `read` between two snapshots and expects them equal; returns what it read. */
async function readsOnly<T>(read: () => Promise<T>): Promise<T> {
  const before = await snapshot();
  const result = await read();
  expect(await snapshot()).toEqual(before);
  return result;
}

test("reading a notification history deletion task writes nothing; the task completes by the clock", async () => {
  const created = await t.client.DELETE("/notifications/history", {
    params: { query: { accountId: NORTHWIND.accounts.blueHeron } },
  });
  const id = created.data!.id;
  const read = () => t.client.GET("/notifications/history/tasks/{id}", { params: { path: { id } } });
  expect((await readsOnly(read)).data?.status).toBe("Pending");
  await advanceClock(t.gw.url, "PT2S");
  expect((await readsOnly(read)).data?.status).toBe("Processing");
  await advanceClock(t.gw.url, "PT8S");
  expect((await readsOnly(read)).data).toMatchObject({
    status: "Completed",
    completedOn: expect.any(String),
  });
});

test("reading a file deletion job writes nothing; the files go when it completes by the clock", async () => {
  const created = await t.client.POST("/v1/accounts/billing-documents/files/deletion-jobs", {
    body: { accountIds: [NORTHWIND.accounts.kestrel] },
  });
  const jobId = created.data!.id;
  const read = () =>
    t.client.GET("/v1/accounts/billing-documents/files/deletion-jobs/{jobId}", {
      params: { path: { jobId } },
    });
  expect((await readsOnly(read)).data?.status).toBe("Pending");
  await advanceClock(t.gw.url, "PT10S");
  // Completed without having been read in between.
  expect((await readsOnly(read)).data).toMatchObject({
    status: "Completed",
    deletedFiles: expect.any(Number),
  });
});

test("reading the payment terms writes nothing, and adding one keeps the defaults", async () => {
  const get = () =>
    t.client.POST("/settings/batch-requests", {
      body: { requests: [{ id: "1", method: "GET", url: "/payment-terms" }] },
    });
  const first = await readsOnly(get);
  const names = (first.data?.responses[0].response as { paymentTerms: { name: string }[] }).paymentTerms.map(
    (p) => p.name,
  );
  expect(names).toEqual(["Due Upon Receipt", "Net 30", "Net 45"]);
  await t.client.POST("/settings/batch-requests", {
    body: {
      requests: [{ id: "2", method: "POST", url: "/payment-terms", body: { name: "Net 60", dueDays: 60 } }],
    },
  });
  const after = await readsOnly(get);
  expect(
    (after.data?.responses[0].response as { paymentTerms: { name: string }[] }).paymentTerms.map(
      (p) => p.name,
    ),
  ).toEqual([...names, "Net 60"]);
});

test("reading a data query job writes nothing; it completes by the clock", async () => {
  const submitted = await t.client.POST("/query/jobs", {
    body: { query: "select id from Invoice", outputFormat: "CSV", compression: "NONE" },
  });
  const read = () =>
    t.client.GET("/query/jobs/{queryJobId}", { params: { path: { queryJobId: submitted.data!.data.id } } });
  expect((await readsOnly(read)).data?.data.queryStatus).toBe("submitted");
  await advanceClock(t.gw.url, "PT5S");
  expect((await readsOnly(read)).data?.data.queryStatus).toBe("completed");
});
