/**
 * AppConfig Data's configuration sessions: the official client (@aws-sdk/client-appconfigdata) with only its
 * endpoint changed, then the token rules, the poll interval and the gradual rollout on the wire.
 */
import {
  AppConfigDataClient,
  BadRequestException,
  GetLatestConfigurationCommand,
  ResourceNotFoundException,
  StartConfigurationSessionCommand,
} from "@aws-sdk/client-appconfigdata";
import request from "supertest";
import { startGateway, type TestGateway } from "../support/gateway";
import { AUTH, awsClientConfig, BASE, type Client, client, putVersion, seedApp, text } from "./support";

let gw: TestGateway;
let c: Client;
let data: AppConfigDataClient;
beforeAll(async () => {
  gw = await startGateway({ services: ["config-delivery"] });
  c = client(gw);
  data = new AppConfigDataClient(awsClientConfig(gw));
});
afterAll(() => gw.close());

const DEPLOYMENTS = "/applications/{ApplicationId}/environments/{EnvironmentId}/deployments";

async function deploy(ids: { app: string; env: string; profile: string }, version: string, strategy: string) {
  const res = await c.POST(DEPLOYMENTS, {
    params: { path: { ApplicationId: ids.app, EnvironmentId: ids.env } },
    body: {
      DeploymentStrategyId: strategy,
      ConfigurationProfileId: ids.profile,
      ConfigurationVersion: version,
    },
  });
  expect(res.response.status).toBe(201);
  // AppConfig.AllAtOnce bakes for 10 minutes; the environment takes the next deployment after that.
  if (strategy === "AppConfig.AllAtOnce") gw.clock.advance(10 * 60_000);
}

/** An application named `name` with a hosted profile, versions 1 and 2 stored, version 1 deployed. */
async function deployed(name: string) {
  const seeded = await seedApp(c);
  const app = (
    await c.PATCH("/applications/{ApplicationId}", {
      params: { path: { ApplicationId: seeded.app.Id } },
      body: { Name: name },
    })
  ).data!;
  const { env, profile } = seeded;
  const ids = { app: app.Id, env: env.Id, profile: profile.Id };
  await putVersion(c, ids, { colour: "blue" }, { VersionLabel: "v1-blue" });
  await putVersion(c, ids, { colour: "green" }, { VersionLabel: "v2-green" });
  await deploy(ids, "1", "AppConfig.AllAtOnce");
  return { app, env, profile, ids };
}

const session = (app: string, env: string, profile: string, extra: object = {}) =>
  request(gw.app)
    .post(`${BASE}/configurationsessions`)
    .set(AUTH)
    .send({
      ApplicationIdentifier: app,
      EnvironmentIdentifier: env,
      ConfigurationProfileIdentifier: profile,
      ...extra,
    });
const poll = (token: string) =>
  request(gw.app).get(`${BASE}/configuration`).query({ configuration_token: token }).set(AUTH);

test("the AWS SDK reads a deployed configuration through a session, then only what changed", async () => {
  const { app, env, profile, ids } = await deployed("sdk-flow");
  const started = await data.send(
    new StartConfigurationSessionCommand({
      ApplicationIdentifier: app.Name,
      EnvironmentIdentifier: env.Name,
      ConfigurationProfileIdentifier: profile.Name,
    }),
  );
  expect(started.$metadata.httpStatusCode).toBe(201);
  const first = await data.send(
    new GetLatestConfigurationCommand({ ConfigurationToken: started.InitialConfigurationToken }),
  );
  expect([
    text(first.Configuration),
    first.ContentType,
    first.VersionLabel,
    first.NextPollIntervalInSeconds,
  ]).toEqual(['{"colour":"blue"}', "application/json", "v1-blue", 60]);
  expect(first.NextPollConfigurationToken).toBeTruthy();

  const unchanged = await data.send(
    new GetLatestConfigurationCommand({ ConfigurationToken: first.NextPollConfigurationToken }),
  );
  expect([text(unchanged.Configuration), unchanged.VersionLabel]).toEqual(["", undefined]);

  await deploy(ids, "2", "AppConfig.AllAtOnce");
  const changed = await data.send(
    new GetLatestConfigurationCommand({ ConfigurationToken: unchanged.NextPollConfigurationToken }),
  );
  expect([text(changed.Configuration), changed.VersionLabel]).toEqual(['{"colour":"green"}', "v2-green"]);

  // The token of a finished call is spent.
  const reused = await data
    .send(new GetLatestConfigurationCommand({ ConfigurationToken: unchanged.NextPollConfigurationToken }))
    .catch((e: unknown) => e);
  expect(reused).toBeInstanceOf(BadRequestException);
  expect(reused).toMatchObject({
    Reason: "InvalidParameters",
    Details: { InvalidParameters: { ConfigurationToken: { Problem: "Expired" } } },
    $metadata: { httpStatusCode: 400 },
  });

  const missing = await data
    .send(
      new StartConfigurationSessionCommand({
        ApplicationIdentifier: app.Id,
        EnvironmentIdentifier: "Staging",
        ConfigurationProfileIdentifier: profile.Id,
      }),
    )
    .catch((e: unknown) => e);
  expect(missing).toBeInstanceOf(ResourceNotFoundException);
  expect(missing).toMatchObject({ ResourceType: "Environment", $metadata: { httpStatusCode: 404 } });
});

test("a token is good for one call and 24 hours by the gateway clock, then its session is dropped", async () => {
  const { app, env, profile } = await deployed("token-rules");
  const problem = (res: request.Response) => [
    res.status,
    res.headers["x-amzn-errortype"],
    res.body.Reason,
    res.body.Details?.InvalidParameters?.ConfigurationToken?.Problem,
  ];

  const initial = (await session(app.Id, env.Id, profile.Id)).body.InitialConfigurationToken as string;
  const first = await poll(initial);
  expect([first.status, first.text, first.headers["version-label"]]).toEqual([
    200,
    '{"colour":"blue"}',
    "v1-blue",
  ]);
  expect(problem(await poll(initial))).toEqual([400, "BadRequestException", "InvalidParameters", "Expired"]);

  // Unchanged configuration: an empty body, no version label, a new token each time.
  const next = first.headers["next-poll-configuration-token"];
  const empty = await poll(next);
  expect([empty.status, empty.text, empty.headers["version-label"]]).toEqual([200, "", undefined]);
  expect(empty.headers["next-poll-configuration-token"]).not.toBe(next);

  // 24 hours after it was issued, the token is expired, also once the session itself has been dropped.
  const late = empty.headers["next-poll-configuration-token"];
  const sessionIds = async () =>
    (
      (await request(gw.app).get("/__admin/snapshot")).body.collections[
        "config-delivery/configuration-sessions"
      ] ?? []
    ).map(([id]: [string]) => id);
  const id = Buffer.from(late, "base64url").toString("utf8").split(".")[0];
  gw.clock.advance(24 * 60 * 60_000 - 1);
  expect(await sessionIds()).toContain(id);
  gw.clock.advance(1);
  expect(problem(await poll(late))).toEqual([400, "BadRequestException", "InvalidParameters", "Expired"]);
  expect(await sessionIds()).not.toContain(id);

  for (const forged of ["bm90LWEtdG9rZW4", Buffer.from("nope.nonce.x").toString("base64url")]) {
    expect(problem(await poll(forged))).toEqual([
      400,
      "BadRequestException",
      "InvalidParameters",
      "Corrupted",
    ]);
  }
});

test("the session's minimum poll interval is the next wait, and a sooner poll is refused without spending the token", async () => {
  const { app, env, profile } = await deployed("poll-interval");
  const started = await session(app.Name, env.Id, profile.Name, { RequiredMinimumPollIntervalInSeconds: 30 });
  expect(started.status).toBe(201);
  const first = await poll(started.body.InitialConfigurationToken);
  expect(first.headers["next-poll-interval-in-seconds"]).toBe("30");
  const token = first.headers["next-poll-configuration-token"];
  gw.clock.advance(29_000);
  const early = await poll(token);
  expect([early.status, early.body.Details.InvalidParameters.ConfigurationToken.Problem]).toEqual([
    400,
    "PollIntervalNotSatisfied",
  ]);
  gw.clock.advance(1_000);
  const onTime = await poll(token);
  expect([onTime.status, onTime.text]).toEqual([200, ""]);

  const tooShort = await session(app.Id, env.Id, profile.Id, { RequiredMinimumPollIntervalInSeconds: 14 });
  expect([tooShort.status, tooShort.headers["x-amzn-errortype"]]).toEqual([400, "BadRequestException"]);
});

test("nothing deployed yet, unknown resources and a deleted environment answer ResourceNotFoundException", async () => {
  const { app, env, profile } = await seedApp(c);
  const started = await session(app.Id, env.Id, profile.Id);
  const token = started.body.InitialConfigurationToken as string;
  const none = await poll(token);
  expect([none.status, none.body.ResourceType]).toEqual([404, "Deployment"]);
  expect((await session("no-such-app", env.Id, profile.Id)).body.ResourceType).toBe("Application");
  expect((await session(app.Id, env.Id, "no-such-profile")).body.ResourceType).toBe("ConfigurationProfile");

  const del = await request(gw.app).delete(`${BASE}/applications/${app.Id}/environments/${env.Id}`).set(AUTH);
  expect(del.status).toBe(204);
  const gone = await poll(token);
  expect([gone.status, gone.body.ResourceType]).toEqual([404, "Environment"]);
});

test("during a gradual deployment a stable share of sessions, growing with it, receives the new version", async () => {
  const { ids } = await deployed("rollout");
  const strategy = await c.POST("/deploymentstrategies", {
    body: {
      Name: "halves",
      DeploymentDurationInMinutes: 4,
      GrowthFactor: 50,
      GrowthType: "LINEAR",
      FinalBakeTimeInMinutes: 0,
      ReplicateTo: "NONE",
    },
  });
  const tokens: string[] = [];
  for (let i = 0; i < 60; i++) {
    const first = await poll((await session(ids.app, ids.env, ids.profile)).body.InitialConfigurationToken);
    expect(first.text).toBe('{"colour":"blue"}');
    tokens.push(first.headers["next-poll-configuration-token"]);
  }
  await deploy(ids, "2", strategy.data!.Id);

  const answers = [];
  for (const [i, token] of tokens.entries()) {
    const res = await poll(token);
    answers.push(res.text);
    tokens[i] = res.headers["next-poll-configuration-token"];
  }
  const onNew = answers.flatMap((body, i) => (body === '{"colour":"green"}' ? [i] : []));
  expect(onNew.length).toBeGreaterThan(15);
  expect(onNew.length).toBeLessThan(45);
  expect(answers.filter((body) => body === "").length).toBe(60 - onNew.length);

  // The share is stable per session, and the sessions in it stay in as it grows to all.
  for (const [i, token] of tokens.entries()) {
    const res = await poll(token);
    expect(res.text).toBe("");
    tokens[i] = res.headers["next-poll-configuration-token"];
  }
  gw.clock.advance(4 * 60_000);
  for (const [i, token] of tokens.entries()) {
    const res = await poll(token);
    expect([i, res.text]).toEqual([i, onNew.includes(i) ? "" : '{"colour":"green"}']);
  }
});
