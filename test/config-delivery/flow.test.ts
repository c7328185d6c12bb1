/**
 * The full flow through the generated client: application -> environment -> profile with a JSON
 * Schema validator -> hosted versions with labels and locking -> strategy -> deployment moved along by the
 * clock -> retrieval by several clients mid-rollout -> stopping a second deployment -> tags -> extension
 * versions and associations -> deletes.
 */
import request from "supertest";
import { startGateway, type TestGateway } from "../support/gateway";
import { AUTH, BASE, type Client, client, putVersion, seedApp } from "./support";

let gw: TestGateway;
let c: Client;
beforeAll(async () => {
  gw = await startGateway({ services: ["config-delivery"] });
  c = client(gw);
});
afterAll(() => gw.close());

const SCHEMA = JSON.stringify({
  $schema: "http://json-schema.org/draft-04/schema#",
  type: "object",
  required: ["checkout"],
  properties: { checkout: { type: "object", properties: { maxItems: { type: "integer", minimum: 1 } } } },
});

async function retrieve(app: string, env: string, profile: string, clientId: string, known?: string) {
  const res = await c.GET(
    "/applications/{Application}/environments/{Environment}/configurations/{Configuration}",
    {
      params: {
        path: { Application: app, Environment: env, Configuration: profile },
        query: { client_id: clientId, client_configuration_version: known },
      },
      parseAs: "text",
    },
  );
  expect(res.response.status).toBe(200);
  return {
    version: res.response.headers.get("configuration-version"),
    body: (res.data as unknown as string | undefined) ?? "",
  };
}

test("the whole configuration lifecycle", async () => {
  const { app, env, profile } = await seedApp(c, [{ Type: "JSON_SCHEMA", Content: SCHEMA }]);
  const ids = { app: app.Id, profile: profile.Id };
  expect(env.State).toBe("READY_FOR_DEPLOYMENT");
  expect(profile).toMatchObject({
    LocationUri: "hosted",
    Type: "AWS.Freeform",
    Validators: [{ Type: "JSON_SCHEMA" }],
  });

  // Hosted versions: raw bytes in and out, labels, and the Latest-Version-Number lock.
  const v1 = await putVersion(
    c,
    ids,
    { checkout: { maxItems: 10 } },
    { VersionLabel: "v1.0", Description: "first" },
  );
  expect(v1.response.status).toBe(201);
  expect(v1.response.headers.get("version-number")).toBe("1");
  expect(v1.response.headers.get("content-type")).toBe("application/json");
  expect(JSON.parse(v1.data as unknown as string)).toEqual({ checkout: { maxItems: 10 } });
  const stale = await putVersion(c, ids, { checkout: {} }, { "Latest-Version-Number": 0 });
  expect(stale.response.status).toBe(409);
  expect(stale.response.headers.get("x-amzn-errortype")).toBe("ConflictException");
  const v2 = await putVersion(
    c,
    ids,
    { checkout: { maxItems: 25 } },
    { VersionLabel: "v1.1", "Latest-Version-Number": 1 },
  );
  expect(v2.response.headers.get("version-number")).toBe("2");
  const bad = await putVersion(
    c,
    ids,
    { checkout: { maxItems: 0 } },
    { VersionLabel: "broken", "Latest-Version-Number": 2 },
  );
  expect(bad.response.headers.get("version-number")).toBe("3");

  const labelled = await c.GET(
    "/applications/{ApplicationId}/configurationprofiles/{ConfigurationProfileId}/hostedconfigurationversions",
    {
      params: {
        path: { ApplicationId: app.Id, ConfigurationProfileId: profile.Id },
        query: { version_label: "v1*" },
      },
    },
  );
  expect(labelled.error).toBeUndefined();
  expect(labelled.data?.Items.map((v) => v.VersionNumber)).toEqual([2, 1]);

  // Validators run for real: version 3 breaks the schema's minimum.
  const validatePath =
    "/applications/{ApplicationId}/configurationprofiles/{ConfigurationProfileId}/validators" as const;
  const failing = await c.POST(validatePath, {
    params: {
      path: { ApplicationId: app.Id, ConfigurationProfileId: profile.Id },
      query: { configuration_version: "3" },
    },
  });
  expect(failing.response.status).toBe(400);
  expect(failing.error).toMatchObject({
    Reason: "InvalidConfiguration",
    Details: {
      InvalidConfiguration: [{ Constraint: "minimum", Location: "$.checkout.maxItems", Type: "JSON_SCHEMA" }],
    },
  });
  const passing = await c.POST(validatePath, {
    params: {
      path: { ApplicationId: app.Id, ConfigurationProfileId: profile.Id },
      query: { configuration_version: "v1.1" },
    },
  });
  expect(passing.response.status).toBe(204);
  expect(passing.response.headers.get("warning")).toBeNull();

  // Version 1 is deployed at once; version 2 rolls out linearly in 4 steps of 25% over 8 minutes.
  const strategy = (
    await c.POST("/deploymentstrategies", {
      body: {
        Name: "quarter-steps",
        DeploymentDurationInMinutes: 8,
        GrowthFactor: 25,
        FinalBakeTimeInMinutes: 5,
      },
    })
  ).data!;
  expect(strategy).toMatchObject({ GrowthType: "LINEAR", ReplicateTo: "NONE" });
  const deploymentsPath = "/applications/{ApplicationId}/environments/{EnvironmentId}/deployments" as const;
  const envPath = { ApplicationId: app.Id, EnvironmentId: env.Id };
  const first = await c.POST(deploymentsPath, {
    params: { path: envPath },
    body: {
      DeploymentStrategyId: "AppConfig.AllAtOnce",
      ConfigurationProfileId: profile.Id,
      ConfigurationVersion: "1",
    },
  });
  expect(first.data).toMatchObject({ DeploymentNumber: 1, State: "BAKING", PercentageComplete: 100 });
  const rejected = await c.POST(deploymentsPath, {
    params: { path: envPath },
    body: {
      DeploymentStrategyId: strategy.Id,
      ConfigurationProfileId: profile.Id,
      ConfigurationVersion: "2",
    },
  });
  expect(rejected.response.status).toBe(409);
  gw.clock.advance(10 * 60_000);
  expect((await retrieve(app.Name, env.Name, profile.Name, "client-0")).version).toBe("1");

  const invalid = await c.POST(deploymentsPath, {
    params: { path: envPath },
    body: {
      DeploymentStrategyId: strategy.Id,
      ConfigurationProfileId: profile.Id,
      ConfigurationVersion: "broken",
    },
  });
  expect(invalid.response.status).toBe(400);
  expect(invalid.error).toMatchObject({ Reason: "InvalidConfiguration" });

  const second = await c.POST(deploymentsPath, {
    params: { path: envPath },
    body: {
      DeploymentStrategyId: strategy.Id,
      ConfigurationProfileId: profile.Id,
      ConfigurationVersion: "v1.1",
    },
  });
  expect(second.data).toMatchObject({
    DeploymentNumber: 2,
    State: "DEPLOYING",
    PercentageComplete: 25,
    ConfigurationVersion: "2",
  });
  expect(
    (await c.GET("/applications/{ApplicationId}/environments/{EnvironmentId}", { params: { path: envPath } }))
      .data?.State,
  ).toBe("DEPLOYING");

  // Mid-rollout (50%): each client gets a stable answer; roughly half of them get version 2.
  gw.clock.advance(2 * 60_000 + 1);
  const clients = Array.from({ length: 60 }, (_, i) => `client-${i}`);
  const atHalf = new Map<string, string | null>();
  for (const id of clients) atHalf.set(id, (await retrieve(app.Id, env.Id, profile.Id, id)).version);
  const onNew = clients.filter((id) => atHalf.get(id) === "2");
  expect(onNew.length).toBeGreaterThan(15);
  expect(onNew.length).toBeLessThan(45);
  for (const id of clients.slice(0, 10))
    expect((await retrieve(app.Id, env.Id, profile.Id, id)).version).toBe(atHalf.get(id));
  // A client already holding its version gets an empty body.
  const current = await retrieve(app.Id, env.Id, profile.Id, onNew[0], "2");
  expect(current).toEqual({ version: "2", body: "" });

  gw.clock.advance(2 * 60_000);
  const at75 = await c.GET(
    "/applications/{ApplicationId}/environments/{EnvironmentId}/deployments/{DeploymentNumber}",
    {
      params: { path: { ...envPath, DeploymentNumber: 2 } },
    },
  );
  expect(at75.data).toMatchObject({ State: "DEPLOYING", PercentageComplete: 75 });
  // Clients in the share stay in it as it grows.
  for (const id of onNew) expect((await retrieve(app.Id, env.Id, profile.Id, id)).version).toBe("2");

  gw.clock.advance(4 * 60_000);
  const baking = await c.GET(
    "/applications/{ApplicationId}/environments/{EnvironmentId}/deployments/{DeploymentNumber}",
    {
      params: { path: { ...envPath, DeploymentNumber: 2 } },
    },
  );
  expect(baking.data).toMatchObject({ State: "BAKING", PercentageComplete: 100 });
  gw.clock.advance(5 * 60_000);
  const done = await c.GET(
    "/applications/{ApplicationId}/environments/{EnvironmentId}/deployments/{DeploymentNumber}",
    {
      params: { path: { ...envPath, DeploymentNumber: 2 } },
    },
  );
  expect(done.data?.State).toBe("COMPLETE");
  expect(done.data?.CompletedAt).toBe("2026-01-01T00:23:00.000Z");
  expect(done.data?.EventLog.map((e) => e.EventType)).toEqual([
    "DEPLOYMENT_COMPLETED",
    "BAKE_TIME_STARTED",
    "PERCENTAGE_UPDATED",
    "PERCENTAGE_UPDATED",
    "PERCENTAGE_UPDATED",
    "PERCENTAGE_UPDATED",
    "DEPLOYMENT_STARTED",
  ]);
  expect((await retrieve(app.Id, env.Id, profile.Id, "anyone")).version).toBe("2");

  // A third deployment is stopped while DEPLOYING: ROLLED_BACK, and clients keep version 2.
  const third = await c.POST(deploymentsPath, {
    params: { path: envPath },
    body: {
      DeploymentStrategyId: strategy.Id,
      ConfigurationProfileId: profile.Id,
      ConfigurationVersion: "1",
      Description: "roll back to v1",
    },
  });
  expect(third.data?.DeploymentNumber).toBe(3);
  gw.clock.advance(60_000);
  const stopped = await c.DELETE(
    "/applications/{ApplicationId}/environments/{EnvironmentId}/deployments/{DeploymentNumber}",
    {
      params: { path: { ...envPath, DeploymentNumber: 3 } },
    },
  );
  expect(stopped.response.status).toBe(202);
  expect(stopped.data).toMatchObject({ State: "ROLLED_BACK", PercentageComplete: 25 });
  expect(stopped.data?.EventLog[0]).toMatchObject({ EventType: "ROLLBACK_COMPLETED", TriggeredBy: "USER" });
  const again = await c.DELETE(
    "/applications/{ApplicationId}/environments/{EnvironmentId}/deployments/{DeploymentNumber}",
    {
      params: { path: { ...envPath, DeploymentNumber: 3 } },
    },
  );
  expect(again.response.status).toBe(400);
  expect((await retrieve(app.Id, env.Id, profile.Id, "anyone")).version).toBe("2");
  const listed = await c.GET(deploymentsPath, { params: { path: envPath } });
  expect(listed.data?.Items.map((d) => [d.DeploymentNumber, d.State])).toEqual([
    [3, "ROLLED_BACK"],
    [2, "COMPLETE"],
    [1, "COMPLETE"],
  ]);
  expect(
    (await c.GET("/applications/{ApplicationId}/environments/{EnvironmentId}", { params: { path: envPath } }))
      .data?.State,
  ).toBe("ROLLED_BACK");

  // Tags by ARN, percent-encoded in one path segment.
  const appArn = `arn:aws:appconfig:us-east-1:111122223333:application/${app.Id}`;
  expect(
    (
      await c.POST("/tags/{ResourceArn}", {
        params: { path: { ResourceArn: appArn } },
        body: { Tags: { team: "shop", tier: "1" } },
      })
    ).response.status,
  ).toBe(204);
  await c.DELETE("/tags/{ResourceArn}", {
    params: { path: { ResourceArn: appArn }, query: { tagKeys: ["tier"] } },
  });
  expect((await c.GET("/tags/{ResourceArn}", { params: { path: { ResourceArn: appArn } } })).data).toEqual({
    Tags: { team: "shop" },
  });

  // Extension versions and an association.
  const action = {
    PRE_START_DEPLOYMENT: [{ Name: "check", Uri: "arn:aws:lambda:us-east-1:111122223333:function:check" }],
  };
  const ext1 = (
    await c.POST("/extensions", {
      body: { Name: "guard", Actions: action, Parameters: { level: { Required: true } } },
    })
  ).data!;
  const ext2 = (
    await c.POST("/extensions", {
      params: { header: { "Latest-Version-Number": 1 } },
      body: { Name: "guard", Actions: action, Description: "v2" },
    })
  ).data!;
  expect([ext1.VersionNumber, ext2.VersionNumber, ext2.Id]).toEqual([1, 2, ext1.Id]);
  const assoc = await c.POST("/extensionassociations", {
    body: {
      ExtensionIdentifier: "guard",
      ExtensionVersionNumber: 1,
      ResourceIdentifier: appArn,
      Parameters: { level: "strict" },
    },
  });
  expect(assoc.data).toMatchObject({
    ExtensionVersionNumber: 1,
    ResourceArn: appArn,
    ExtensionArn: ext1.Arn,
  });
  const refused = await c.DELETE("/extensions/{ExtensionIdentifier}", {
    params: { path: { ExtensionIdentifier: ext1.Id } },
  });
  expect(refused.response.status).toBe(400);
  await c.DELETE("/extensionassociations/{ExtensionAssociationId}", {
    params: { path: { ExtensionAssociationId: assoc.data!.Id } },
  });
  expect(
    (await c.GET("/extensions/{ExtensionIdentifier}", { params: { path: { ExtensionIdentifier: "guard" } } }))
      .data?.VersionNumber,
  ).toBe(2);

  // Deletes, in the order AppConfig requires.
  const raw = request(gw.app);
  expect((await raw.delete(`${BASE}/extensions/guard`).set(AUTH)).status).toBe(204);
  expect(
    (await c.GET("/extensions/{ExtensionIdentifier}", { params: { path: { ExtensionIdentifier: "guard" } } }))
      .data?.VersionNumber,
  ).toBe(1);
  expect((await raw.delete(`${BASE}/applications/${app.Id}`).set(AUTH)).status).toBe(400);
  const profileUrl = `${BASE}/applications/${app.Id}/configurationprofiles/${profile.Id}`;
  expect((await raw.delete(profileUrl).set(AUTH)).status).toBe(400);
  for (const n of [1, 2, 3])
    expect((await raw.delete(`${profileUrl}/hostedconfigurationversions/${n}`).set(AUTH)).status).toBe(204);
  expect((await raw.delete(profileUrl).set(AUTH)).status).toBe(204);
  expect((await raw.delete(`${BASE}/applications/${app.Id}/environments/${env.Id}`).set(AUTH)).status).toBe(
    204,
  );
  expect((await raw.delete(`${BASE}/deployementstrategies/${strategy.Id}`).set(AUTH)).status).toBe(204);
  expect((await raw.delete(`${BASE}/deploymentstrategies/${strategy.Id}`).set(AUTH)).status).toBe(405);
  expect((await raw.delete(`${BASE}/applications/${app.Id}`).set(AUTH)).status).toBe(204);
  const gone = await raw.get(`${BASE}/tags/${encodeURIComponent(appArn)}`).set(AUTH);
  expect([gone.status, gone.headers["x-amzn-errortype"]]).toEqual([404, "ResourceNotFoundException"]);
});
