/**
 * What a job shows between its attempts, and jobs/list's filters and order: statuses, the created and updated
 * ranges, orderByField and orderByMethod of Airbyte's JobListRequestBody.
 */
import { advanceClock, type TestGateway } from "../support/gateway";
import { type Client, connection, start } from "./support";

let gw: TestGateway;
let client: Client;

beforeEach(async () => {
  ({ gw, client } = await start());
});
afterEach(() => gw.close());

const status = async (id: number) => (await client.POST("/v1/jobs/get", { body: { id } })).data?.job.status;

test("a job is incomplete between a failed attempt and its retry, running again once the retry starts", async () => {
  // A flaky source fails the first attempt (00:05 to 00:20); the retry starts after a 10 s back-off.
  const flaky = await connection(client, "db-flaky.acme.example");
  const job = (await client.POST("/v1/connections/sync", { body: { connectionId: flaky.connectionId } }))
    .data!.job;
  await advanceClock(gw.url, "PT19S");
  expect(await status(job.id)).toBe("running");
  await advanceClock(gw.url, "PT6S");
  expect(await status(job.id)).toBe("incomplete");
  // An incomplete job has not ended: a second sync of the connection is refused as a running one is.
  const again = await client.POST("/v1/connections/sync", { body: { connectionId: flaky.connectionId } });
  expect(again.response.status).toBe(409);
  await advanceClock(gw.url, "PT6S");
  expect(await status(job.id)).toBe("running");
  await advanceClock(gw.url, "PT5M");
  expect(await status(job.id)).toBe("succeeded");
});

test("jobs/list filters by status and by the created and updated ranges, both ends included", async () => {
  // 00:00:00 a sync of an unreachable source: three failed attempts, the last ending at 00:01:10.
  const ids = await connection(client, "db.unreachable.example");
  const failed = (await client.POST("/v1/connections/sync", { body: { connectionId: ids.connectionId } }))
    .data!.job;
  await advanceClock(gw.url, "PT2M");
  const src = (await client.POST("/v1/sources/get", { body: { sourceId: ids.sourceId } })).data!;
  await client.POST("/v1/sources/update", {
    body: {
      sourceId: ids.sourceId,
      name: src.name,
      connectionConfiguration: { ...src.connectionConfiguration, host: "db.acme.example" },
    },
  });
  // 00:02:00 a sync that succeeds.
  const succeeded = (await client.POST("/v1/connections/sync", { body: { connectionId: ids.connectionId } }))
    .data!.job;
  await advanceClock(gw.url, "PT1H");
  const list = async (filters: Record<string, unknown>) => {
    const res = await client.POST("/v1/jobs/list", {
      body: { configTypes: ["sync"], configId: ids.connectionId, ...filters },
    });
    expect(res.response.status).toBe(200);
    return { ids: res.data!.jobs.map((j) => j.job.id), total: res.data!.totalJobCount };
  };
  expect(await list({})).toEqual({ ids: [succeeded.id, failed.id], total: 2 });
  expect(await list({ statuses: ["failed"] })).toEqual({ ids: [failed.id], total: 1 });
  expect(await list({ statuses: ["succeeded", "cancelled"] })).toEqual({ ids: [succeeded.id], total: 1 });
  expect(await list({ statuses: ["running"] })).toEqual({ ids: [], total: 0 });
  expect(await list({ createdAtStart: "2026-01-01T00:02:00Z" })).toEqual({ ids: [succeeded.id], total: 1 });
  expect(await list({ createdAtEnd: "2026-01-01T00:02:00Z" })).toMatchObject({ total: 2 });
  expect(await list({ createdAtEnd: "2026-01-01T00:01:59Z" })).toEqual({ ids: [failed.id], total: 1 });
  expect(await list({ updatedAtEnd: "2026-01-01T00:01:10Z" })).toEqual({ ids: [failed.id], total: 1 });
  expect(await list({ updatedAtStart: "2026-01-01T00:01:11Z" })).toEqual({ ids: [succeeded.id], total: 1 });
  expect(
    await list({
      statuses: ["failed"],
      createdAtStart: "2026-01-01T00:00:01Z",
      createdAtEnd: "2026-01-02T00:00:00Z",
    }),
  ).toEqual({ ids: [], total: 0 });
});

test("jobs/list orders by Airbyte's orderByField and orderByMethod, newest created first by default", async () => {
  const ids = await connection(client, "db.acme.example");
  const sync = async () =>
    (await client.POST("/v1/connections/sync", { body: { connectionId: ids.connectionId } })).data!.job.id;
  const first = await sync();
  await advanceClock(gw.url, "PT1H");
  const second = await sync();
  await advanceClock(gw.url, "PT1H");
  const third = await sync();
  const list = async (order: Record<string, unknown>) => {
    const res = await client.POST("/v1/jobs/list", {
      body: { configTypes: ["sync"], configId: ids.connectionId, ...order },
    });
    expect(res.response.status).toBe(200);
    return res.data!.jobs.map((j) => j.job.id);
  };
  expect(await list({})).toEqual([third, second, first]);
  expect(await list({ orderByMethod: "ASC" })).toEqual([first, second, third]);
  expect(await list({ orderByField: "createdAt", orderByMethod: "DESC" })).toEqual([third, second, first]);
  expect(await list({ orderByField: "updatedAt", orderByMethod: "ASC" })).toEqual([first, second, third]);
  expect(await list({ orderByField: "updatedAt" })).toEqual([third, second, first]);
  // A page is cut from the ordered list.
  const page = await client.POST("/v1/jobs/list", {
    body: {
      configTypes: ["sync"],
      configId: ids.connectionId,
      orderByMethod: "ASC",
      pagination: { pageSize: 2, rowOffset: 1 },
    },
  });
  expect(page.data!.jobs.map((j) => j.job.id)).toEqual([second, third]);
  // Only the documented values are taken, in Airbyte's 422 record.
  const bad = await client.POST("/v1/jobs/list", {
    body: { configTypes: ["sync"], configId: ids.connectionId, orderByField: "status" as never },
  });
  expect(bad.response.status).toBe(422);
  expect(bad.error).toMatchObject({
    exceptionClassName: "javax.validation.ConstraintViolationException",
    validationErrors: [expect.objectContaining({ propertyPath: "orderByField" })],
  });
});
