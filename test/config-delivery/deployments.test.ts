/** Deployments follow their strategy on the clock; validators that cannot run here say so. */
import request from "supertest";
import type { DeploymentRecord } from "../../src/handlers/config-delivery/state/database";
import { progressAt, stepPercentages } from "../../src/handlers/config-delivery/state/progress";
import { startGateway, type TestGateway } from "../support/gateway";
import { AUTH, BASE, type Client, client, putVersion, seedApp } from "./support";

let gw: TestGateway;
let c: Client;
beforeAll(async () => {
  gw = await startGateway({ services: ["config-delivery"] });
  c = client(gw);
});
afterAll(() => gw.close());

test("growth: linear adds the factor, exponential doubles it (G*2^N), both end at 100", () => {
  expect(stepPercentages("LINEAR", 20)).toEqual([20, 40, 60, 80, 100]);
  expect(stepPercentages("LINEAR", 30)).toEqual([30, 60, 90, 100]);
  expect(stepPercentages("EXPONENTIAL", 10)).toEqual([10, 20, 40, 80, 100]);
  expect(stepPercentages("EXPONENTIAL", 2)).toEqual([2, 4, 8, 16, 32, 64, 100]);
  expect(stepPercentages("LINEAR", 100)).toEqual([100]);
});

test("the timeline of AppConfig.Canary10Percent20Minutes", () => {
  const start = new Date("2026-01-01T00:00:00Z");
  const d = {
    strategy: {
      id: "AppConfig.Canary10Percent20Minutes",
      durationMinutes: 20,
      growthType: "EXPONENTIAL",
      growthFactor: 10,
      finalBakeMinutes: 10,
    },
    startedAt: start,
    skippedValidators: [],
  } as unknown as DeploymentRecord;
  const at = (minutes: number) => progressAt(d, new Date(start.getTime() + minutes * 60_000));
  expect([at(0).state, at(0).percentage]).toEqual(["DEPLOYING", 10]);
  expect(at(3.9).percentage).toBe(10);
  expect(at(4).percentage).toBe(20);
  expect(at(12).percentage).toBe(80);
  expect(at(16).percentage).toBe(100);
  expect([at(20).state, at(29.9).state, at(30).state]).toEqual(["BAKING", "BAKING", "COMPLETE"]);
  expect(at(30).completedAt).toEqual(new Date("2026-01-01T00:30:00Z"));
  expect(at(30).events.map((e) => e.type)).toEqual([
    "DEPLOYMENT_STARTED",
    ...Array(5).fill("PERCENTAGE_UPDATED"),
    "BAKE_TIME_STARTED",
    "DEPLOYMENT_COMPLETED",
  ]);
});

test("one deployment at a time, revert of a completed one, applied extensions and dynamic parameters", async () => {
  const { app, env, profile } = await seedApp(c);
  const ids = { app: app.Id, profile: profile.Id };
  await putVersion(c, ids, { v: 1 });
  await putVersion(c, ids, { v: 2 });
  const appArn = `arn:aws:appconfig:us-east-1:111122223333:application/${app.Id}`;
  await c.POST("/extensionassociations", {
    body: {
      ExtensionIdentifier: "AWS.AppConfig.DeploymentNotificationsToSqs",
      ResourceIdentifier: appArn,
      Parameters: { queueArn: "arn:aws:sqs:us-east-1:111122223333:deployments" },
    },
  });
  const ext = (
    await c.POST("/extensions", {
      body: {
        Name: "ticket",
        Actions: {
          PRE_START_DEPLOYMENT: [{ Name: "t", Uri: "arn:aws:lambda:us-east-1:111122223333:function:t" }],
        },
        Parameters: { ticket: { Dynamic: true } },
      },
    })
  ).data!;
  await c.POST("/extensionassociations", {
    body: { ExtensionIdentifier: ext.Id, ResourceIdentifier: `${appArn}/environment/${env.Id}` },
  });
  const path = { ApplicationId: app.Id, EnvironmentId: env.Id };
  const first = await c.POST("/applications/{ApplicationId}/environments/{EnvironmentId}/deployments", {
    params: { path },
    body: {
      DeploymentStrategyId: "AppConfig.Linear20PercentEvery6Minutes",
      ConfigurationProfileId: profile.Id,
      ConfigurationVersion: "1",
      DynamicExtensionParameters: { ticket: "CHG-42" },
    },
  });
  expect(first.data?.AppliedExtensions).toEqual([
    expect.objectContaining({ ExtensionId: "AWS.AppConfig.DeploymentNotificationsToSqs", VersionNumber: 1 }),
    expect.objectContaining({ ExtensionId: ext.Id, Parameters: { ticket: "CHG-42" } }),
  ]);
  gw.clock.advance(31 * 60_000);
  const busy = await c.POST("/applications/{ApplicationId}/environments/{EnvironmentId}/deployments", {
    params: { path },
    body: {
      DeploymentStrategyId: "AppConfig.AllAtOnce",
      ConfigurationProfileId: profile.Id,
      ConfigurationVersion: "2",
    },
  });
  expect([busy.response.status, busy.response.headers.get("x-amzn-errortype")]).toEqual([
    409,
    "ConflictException",
  ]);
  gw.clock.advance(30 * 60_000);

  const second = await c.POST("/applications/{ApplicationId}/environments/{EnvironmentId}/deployments", {
    params: { path },
    body: {
      DeploymentStrategyId: "AppConfig.AllAtOnce",
      ConfigurationProfileId: profile.Id,
      ConfigurationVersion: "2",
      LatestDeploymentNumber: 1,
    },
  });
  expect(second.data?.DeploymentNumber).toBe(2);
  gw.clock.advance(10 * 60_000);
  const url = `${BASE}/applications/${app.Id}/environments/${env.Id}/deployments`;
  const noRevert = await request(gw.app).delete(`${url}/1`).set(AUTH).set("Allow-Revert", "true");
  expect(noRevert.status).toBe(400);
  const reverted = await request(gw.app).delete(`${url}/2`).set(AUTH).set("Allow-Revert", "true");
  expect([reverted.status, reverted.body.State, reverted.body.EventLog[0].EventType]).toEqual([
    202,
    "REVERTED",
    "REVERT_COMPLETED",
  ]);
  const env2 = await request(gw.app).get(`${BASE}/applications/${app.Id}/environments/${env.Id}`).set(AUTH);
  expect(env2.body.State).toBe("REVERTED");
  const cfg = await request(gw.app)
    .get(`${BASE}/applications/${app.Id}/environments/${env.Id}/configurations/${profile.Id}?client_id=c1`)
    .set(AUTH);
  expect([cfg.headers["configuration-version"], cfg.text]).toEqual(["1", '{"v":1}']);
});

test("a LAMBDA validator is reported as not run, in the validation reply and the deployment's start event", async () => {
  const fn = "arn:aws:lambda:us-east-1:111122223333:function:check-config";
  const { app, env, profile } = await seedApp(c, [
    { Type: "LAMBDA", Content: fn },
    { Type: "JSON_SCHEMA", Content: '{"type":"object"}' },
  ]);
  await putVersion(c, { app: app.Id, profile: profile.Id }, { fine: true });
  const res = await request(gw.app)
    .post(
      `${BASE}/applications/${app.Id}/configurationprofiles/${profile.Id}/validators?configuration_version=1`,
    )
    .set(AUTH);
  expect(res.status).toBe(204);
  expect(res.headers.warning).toBe(
    `299 - "LAMBDA validator ${fn} was not run: serverless functions cannot run on this gateway"`,
  );
  const started = await c.POST("/applications/{ApplicationId}/environments/{EnvironmentId}/deployments", {
    params: { path: { ApplicationId: app.Id, EnvironmentId: env.Id } },
    body: {
      DeploymentStrategyId: "AppConfig.AllAtOnce",
      ConfigurationProfileId: profile.Id,
      ConfigurationVersion: "1",
    },
  });
  expect(started.data?.EventLog.at(-1)?.Description).toContain(`LAMBDA validator ${fn} was not run`);
});

test("the alarm admin action: only the environment's monitors, and only a running deployment rolls back", async () => {
  const { app, env } = await seedApp(c);
  const trigger = (body: object) =>
    request(gw.app).post("/__admin/services/config-delivery/trigger-alarm").send(body);
  const idle = await trigger({ ApplicationId: app.Id, EnvironmentId: env.Id });
  expect([idle.status, idle.body]).toEqual([200, { rolledBack: null }]);
  const other = await trigger({
    ApplicationId: app.Id,
    EnvironmentId: env.Id,
    AlarmArn: "arn:aws:cloudwatch:us-east-1:111122223333:alarm:other",
  });
  expect(other.status).toBe(400);
  const missing = await trigger({ ApplicationId: app.Id });
  expect(missing.status).toBe(400);
});

test("non-hosted sources are stored, but cannot be deployed from this gateway", async () => {
  const { app, env } = await seedApp(c);
  const s3 = (
    await c.POST("/applications/{ApplicationId}/configurationprofiles", {
      params: { path: { ApplicationId: app.Id } },
      body: {
        Name: "from-s3",
        LocationUri: "s3://configs/app.json",
        RetrievalRoleArn: "arn:aws:iam::111122223333:role/reader",
      },
    })
  ).data!;
  expect(s3.LocationUri).toBe("s3://configs/app.json");
  const res = await c.POST("/applications/{ApplicationId}/environments/{EnvironmentId}/deployments", {
    params: { path: { ApplicationId: app.Id, EnvironmentId: env.Id } },
    body: {
      DeploymentStrategyId: "AppConfig.AllAtOnce",
      ConfigurationProfileId: s3.Id,
      ConfigurationVersion: "1",
    },
  });
  expect(res.response.status).toBe(400);
  expect(res.error?.Message).toMatch(/cannot reach/);
});
