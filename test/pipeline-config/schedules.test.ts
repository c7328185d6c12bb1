/**
 * Connections that sync by themselves, with the clock moved through the admin API: basic schedules (their
 * first run at creation), Quartz cron schedules in a time zone and their minimum interval, catch-up after a jump, inactive and manual connections, no second job
 * beside a running one, rescheduling on update, and a pending run that survives a snapshot round-trip.
 */
import request from "supertest";
import type { components } from "../../generated/pipeline-config/types";
import { advanceClock, startGateway, type TestGateway } from "../support/gateway";
import { type Client, start, workspaceWithActors } from "./support";

type ConnectionCreate = components["schemas"]["ConnectionCreate"];

let gw: TestGateway;
let client: Client;

beforeEach(async () => {
  ({ gw, client } = await start());
});
afterEach(() => gw.close());

const HOURLY = {
  scheduleType: "basic",
  scheduleData: { basicSchedule: { timeUnit: "hours", units: 1 } },
} satisfies Partial<ConnectionCreate>;

const cron = (cronExpression: string, cronTimeZone = "UTC") =>
  ({
    scheduleType: "cron",
    scheduleData: { cron: { cronExpression, cronTimeZone } },
  }) satisfies Partial<ConnectionCreate>;

/** A Postgres-to-BigQuery connection (created at the clock's start, 2026-01-01T00:00:00Z). */
async function scheduled(fields: Partial<ConnectionCreate>, c: Client = client) {
  const ids = await workspaceWithActors(c);
  const res = await c.POST("/v1/connections/create", {
    body: { sourceId: ids.sourceId, destinationId: ids.destinationId, status: "active", ...fields },
  });
  expect(res.response.status).toBe(200);
  return res.data!.connectionId;
}

/** The connection's sync jobs, newest first, with their creation instants. */
async function syncJobs(connectionId: string, c: Client = client) {
  const res = await c.POST("/v1/jobs/list", { body: { configTypes: ["sync"], configId: connectionId } });
  return (res.data?.jobs ?? []).map((j) => ({
    createdAt: new Date(j.job.createdAt * 1000).toISOString(),
    status: j.job.status,
  }));
}

test("an hourly basic schedule runs at creation, then an hour after its previous run", async () => {
  const connectionId = await scheduled(HOURLY);
  // Airbyte runs a basic schedule's first sync at once: the scheduler ran it before this request.
  expect(await syncJobs(connectionId)).toEqual([
    { createdAt: "2026-01-01T00:00:00.000Z", status: "pending" },
  ]);
  await advanceClock(gw.url, "PT59M59S");
  expect(await syncJobs(connectionId)).toEqual([
    { createdAt: "2026-01-01T00:00:00.000Z", status: "succeeded" },
  ]);
  // The run due at 01:00 is found when the clock lands at 01:05 and starts then, as an overdue run does.
  await advanceClock(gw.url, "PT5M1S");
  expect((await syncJobs(connectionId)).map((j) => j.createdAt)).toEqual([
    "2026-01-01T01:05:00.000Z",
    "2026-01-01T00:00:00.000Z",
  ]);
  await advanceClock(gw.url, "PT1H");
  expect(await syncJobs(connectionId)).toHaveLength(3);
});

test("a basic schedule given to a connection that synced before waits from that sync", async () => {
  const connectionId = await scheduled({ scheduleType: "manual" });
  await advanceClock(gw.url, "PT10M");
  await client.POST("/v1/connections/sync", { body: { connectionId } });
  await advanceClock(gw.url, "PT20M");
  await client.POST("/v1/connections/update", { body: { connectionId, ...HOURLY } });
  expect((await syncJobs(connectionId)).map((j) => j.createdAt)).toEqual(["2026-01-01T00:10:00.000Z"]);
  await advanceClock(gw.url, "PT40M");
  expect((await syncJobs(connectionId)).map((j) => j.createdAt)).toEqual([
    "2026-01-01T01:10:00.000Z",
    "2026-01-01T00:10:00.000Z",
  ]);
});

test("a cron schedule fires at its instant in UTC", async () => {
  const connectionId = await scheduled(cron("0 12 3 * * ?"));
  await advanceClock(gw.url, "PT3H11M59S");
  expect(await syncJobs(connectionId)).toEqual([]);
  await advanceClock(gw.url, "PT1S");
  expect(await syncJobs(connectionId)).toEqual([
    { createdAt: "2026-01-01T03:12:00.000Z", status: "pending" },
  ]);
});

test("a cron schedule is read in its time zone", async () => {
  // 09:30 in New York on 1 January (EST, UTC-5) is 14:30 UTC.
  const connectionId = await scheduled(cron("0 30 9 ? * 5", "America/New_York"));
  await advanceClock(gw.url, "PT14H29M");
  expect(await syncJobs(connectionId)).toEqual([]);
  await advanceClock(gw.url, "PT1M");
  expect((await syncJobs(connectionId)).map((j) => j.createdAt)).toEqual(["2026-01-01T14:30:00.000Z"]);
});

test("a day's jump of an hourly schedule makes one catch-up run, and the next comes an hour later", async () => {
  const connectionId = await scheduled(HOURLY);
  await advanceClock(gw.url, "P1D");
  expect((await syncJobs(connectionId)).map((j) => j.createdAt)).toEqual([
    "2026-01-02T00:00:00.000Z",
    "2026-01-01T00:00:00.000Z",
  ]);
  await advanceClock(gw.url, "PT1H");
  expect(await syncJobs(connectionId)).toHaveLength(3);
});

test.each([
  ["a value out of its field's range", "99 * * * * ?"],
  ["'?' in both day fields", "0 0 12 ? * ?"],
  ["a weekday beyond 7", "0 0 12 ? * 8"],
  ["runs every second, closer than Airbyte's minute", "* * * * * ?"],
  ["runs every 30 seconds", "0/30 * * * * ?"],
])("a cron expression with %s is Airbyte's 422", async (_name, expression) => {
  const ids = await workspaceWithActors(client);
  const res = await request(gw.app)
    .post("/pipeline-config/v1/connections/create")
    .set("Authorization", "Bearer dev-token")
    .send({
      sourceId: ids.sourceId,
      destinationId: ids.destinationId,
      status: "active",
      ...cron(expression),
    });
  expect(res.status).toBe(422);
  expect(res.body).toMatchObject({
    message: expect.stringContaining("Invalid cron expression"),
    exceptionClassName: expect.any(String),
    validationErrors: [{ propertyPath: "scheduleData.cron.cronExpression", invalidValue: expression }],
  });
});

test("an inactive connection runs nothing; reactivating it runs the overdue sync and schedules the next", async () => {
  const connectionId = await scheduled({ ...HOURLY, status: "inactive" });
  await advanceClock(gw.url, "PT3H");
  expect(await syncJobs(connectionId)).toEqual([]);
  await client.POST("/v1/connections/update", { body: { connectionId, status: "active" } });
  expect((await syncJobs(connectionId)).map((j) => j.createdAt)).toEqual(["2026-01-01T03:00:00.000Z"]);
  await client.POST("/v1/connections/update", { body: { connectionId, status: "inactive" } });
  await advanceClock(gw.url, "PT5H");
  expect(await syncJobs(connectionId)).toHaveLength(1);
});

test("a manual connection never runs by itself", async () => {
  const connectionId = await scheduled({ scheduleType: "manual" });
  await advanceClock(gw.url, "P7D");
  expect(await syncJobs(connectionId)).toEqual([]);
});

test("a scheduled run that finds a sync running skips; a manual sync beside it is a 409", async () => {
  const connectionId = await scheduled(cron("0 * * * * ?"));
  await advanceClock(gw.url, "PT30S");
  expect((await client.POST("/v1/connections/sync", { body: { connectionId } })).response.status).toBe(200);
  expect((await client.POST("/v1/connections/sync", { body: { connectionId } })).response.status).toBe(409);
  // 00:01:00: the manual sync of 38,571 records still runs, so the scheduled run leaves it alone.
  await advanceClock(gw.url, "PT30S");
  expect(await syncJobs(connectionId)).toEqual([
    { createdAt: "2026-01-01T00:00:30.000Z", status: "running" },
  ]);
  await advanceClock(gw.url, "PT1M");
  expect(await syncJobs(connectionId)).toEqual([
    { createdAt: "2026-01-01T00:02:00.000Z", status: "pending" },
    { createdAt: "2026-01-01T00:00:30.000Z", status: "succeeded" },
  ]);
});

test("changing the schedule reschedules: manual stops the runs, a cron one starts at its instant", async () => {
  const connectionId = await scheduled(cron("0 0 12 * * ?"));
  await client.POST("/v1/connections/update", { body: { connectionId, ...HOURLY } });
  expect((await syncJobs(connectionId)).map((j) => j.createdAt)).toEqual(["2026-01-01T00:00:00.000Z"]);
  await client.POST("/v1/connections/update", { body: { connectionId, scheduleType: "manual" } });
  await advanceClock(gw.url, "PT2H");
  expect(await syncJobs(connectionId)).toHaveLength(1);
  await client.POST("/v1/connections/update", { body: { connectionId, ...cron("0 15 2 * * ?") } });
  await advanceClock(gw.url, "PT15M");
  expect((await syncJobs(connectionId)).map((j) => j.createdAt)).toEqual([
    "2026-01-01T02:15:00.000Z",
    "2026-01-01T00:00:00.000Z",
  ]);
});

test("a pending scheduled run survives a snapshot round-trip into a fresh gateway", async () => {
  const connectionId = await scheduled(cron("0 5 1 * * ?"));
  const snapshot = await request(gw.app).get("/__admin/snapshot").expect(200);
  const restarted = await startGateway({ services: ["pipeline-config"] });
  try {
    await request(restarted.app).put("/__admin/snapshot").send(snapshot.body).expect(200);
    await advanceClock(restarted.url, "PT65M");
    const res = await request(restarted.app)
      .post("/pipeline-config/v1/jobs/list")
      .set("Authorization", "Bearer dev-token")
      .send({ configTypes: ["sync"], configId: connectionId });
    expect(res.body.jobs.map((j: { job: { createdAt: number } }) => j.job.createdAt)).toEqual([
      Date.parse("2026-01-01T01:05:00Z") / 1000,
    ]);
  } finally {
    await restarted.close();
  }
});

test("the health check answers without credentials; other operations still need them", async () => {
  const health = await request(gw.app).get("/pipeline-config/v1/health");
  expect(health.status).toBe(200);
  expect(health.body).toEqual({ available: true });
  expect((await request(gw.app).post("/pipeline-config/v1/workspaces/list").send({})).status).toBe(401);
});
