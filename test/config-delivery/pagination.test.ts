/**
 * Every list pages with either pair of parameters AppConfig documents (`max_results`/`next_token` and
 * `MaxResults`/`NextToken`), answers `Items`/`NextToken`, and takes back only its own opaque tokens.
 */
import request from "supertest";
import { startGateway, type TestGateway } from "../support/gateway";
import { AUTH, BASE, client, putVersion, seedApp } from "./support";

let gw: TestGateway;
const lists: Record<string, string> = {};
let expected: Record<string, unknown[]> = {};

beforeAll(async () => {
  gw = await startGateway({ services: ["config-delivery"] });
  const c = client(gw);
  const { app, env, profile } = await seedApp(c);
  for (const name of ["second", "third"]) {
    await c.POST("/applications", { body: { Name: name } });
    await c.POST("/applications/{ApplicationId}/environments", {
      params: { path: { ApplicationId: app.Id } },
      body: { Name: name },
    });
    await c.POST("/applications/{ApplicationId}/configurationprofiles", {
      params: { path: { ApplicationId: app.Id } },
      body: { Name: name, LocationUri: "hosted", Type: "AWS.AppConfig.FeatureFlags" },
    });
    await c.POST("/deploymentstrategies", {
      body: { Name: name, DeploymentDurationInMinutes: 0, GrowthFactor: 100 },
    });
  }
  for (let i = 1; i <= 4; i++)
    await putVersion(c, { app: app.Id, profile: profile.Id }, { i }, { VersionLabel: `v${i}` });
  for (let i = 1; i <= 3; i++) {
    await c.POST("/applications/{ApplicationId}/environments/{EnvironmentId}/deployments", {
      params: { path: { ApplicationId: app.Id, EnvironmentId: env.Id } },
      body: {
        DeploymentStrategyId: "AppConfig.AllAtOnce",
        ConfigurationProfileId: profile.Id,
        ConfigurationVersion: String(i),
      },
    });
    gw.clock.advance(10 * 60_000);
  }
  const actions = { ON_DEPLOYMENT_START: [{ Name: "a", Uri: "arn:aws:sns:us-east-1:111122223333:t" }] };
  for (const name of ["ext-a", "ext-b"]) {
    const ext = (await c.POST("/extensions", { body: { Name: name, Actions: actions } })).data!;
    await c.POST("/extensionassociations", {
      body: {
        ExtensionIdentifier: ext.Id,
        ResourceIdentifier: `arn:aws:appconfig:us-east-1:111122223333:application/${app.Id}`,
      },
    });
  }
  await c.POST("/extensionassociations", {
    body: {
      ExtensionIdentifier: "ext-a",
      ResourceIdentifier: `arn:aws:appconfig:us-east-1:111122223333:application/${app.Id}/environment/${env.Id}`,
    },
  });
  Object.assign(lists, {
    applications: "/applications",
    environments: `/applications/${app.Id}/environments`,
    profiles: `/applications/${app.Id}/configurationprofiles`,
    hostedVersions: `/applications/${app.Id}/configurationprofiles/${profile.Id}/hostedconfigurationversions`,
    strategies: "/deploymentstrategies",
    deployments: `/applications/${app.Id}/environments/${env.Id}/deployments`,
    extensions: "/extensions",
    associations: "/extensionassociations",
  });
  expected = {};
  for (const [name, path] of Object.entries(lists)) {
    const all = await request(gw.app).get(`${BASE}${path}`).set(AUTH).expect(200);
    expect(all.body.NextToken).toBeUndefined();
    expected[name] = all.body.Items;
  }
});
afterAll(() => gw.close());

async function walk(path: string, size: string, token: string, extra = ""): Promise<unknown[]> {
  const items: unknown[] = [];
  let next: string | undefined;
  do {
    const q = `${size}=2${next ? `&${token}=${encodeURIComponent(next)}` : ""}${extra}`;
    const res = await request(gw.app).get(`${BASE}${path}?${q}`).set(AUTH).expect(200);
    expect(res.body.Items.length).toBeLessThanOrEqual(2);
    items.push(...res.body.Items);
    next = res.body.NextToken;
  } while (next);
  return items;
}

const names = [
  "applications",
  "environments",
  "profiles",
  "hostedVersions",
  "strategies",
  "deployments",
  "extensions",
  "associations",
];

describe.each(names)("%s", (name) => {
  test("pages with max_results and next_token", async () => {
    expect(await walk(lists[name], "max_results", "next_token")).toEqual(expected[name]);
  });
  test("pages with MaxResults and NextToken", async () => {
    expect(await walk(lists[name], "MaxResults", "NextToken")).toEqual(expected[name]);
  });
  test("a forged token is a BadRequestException", async () => {
    const res = await request(gw.app).get(`${BASE}${lists[name]}?next_token=not-a-token`).set(AUTH);
    expect([res.status, res.headers["x-amzn-errortype"]]).toEqual([400, "BadRequestException"]);
  });
});

test("every list has more than two items, so paging is exercised", () => {
  for (const name of names) expect(expected[name].length).toBeGreaterThan(2);
});

test("a token only resumes the listing that issued it", async () => {
  const first = await request(gw.app).get(`${BASE}${lists.applications}?max_results=1`).set(AUTH).expect(200);
  const res = await request(gw.app)
    .get(`${BASE}${lists.strategies}?NextToken=${encodeURIComponent(first.body.NextToken)}`)
    .set(AUTH);
  expect([res.status, res.body.Message]).toEqual([400, "invalid NextToken"]);
});

test("filters page too: profile type, version label prefix, extension name", async () => {
  const flags = await walk(lists.profiles, "MaxResults", "NextToken", "&type=AWS.AppConfig.FeatureFlags");
  expect(flags.map((p) => (p as { Name: string }).Name)).toEqual(["second", "third"]);
  const labelled = await walk(lists.hostedVersions, "max_results", "next_token", "&version_label=v*");
  expect(labelled.map((v) => (v as { VersionNumber: number }).VersionNumber)).toEqual([4, 3, 2, 1]);
  const exact = await request(gw.app)
    .get(`${BASE}${lists.hostedVersions}?version_label=v3`)
    .set(AUTH)
    .expect(200);
  expect(exact.body.Items.map((v: { VersionNumber: number }) => v.VersionNumber)).toEqual([3]);
  const none = await request(gw.app)
    .get(`${BASE}${lists.hostedVersions}?version_label=v`)
    .set(AUTH)
    .expect(200);
  expect(none.body.Items).toEqual([]);
  const ext = await request(gw.app).get(`${BASE}/extensions?name=ext-b`).set(AUTH).expect(200);
  expect(ext.body.Items.map((e: { Name: string }) => e.Name)).toEqual(["ext-b"]);
  const byExt = await request(gw.app)
    .get(`${BASE}/extensionassociations?extension_identifier=ext-a`)
    .set(AUTH)
    .expect(200);
  expect(byExt.body.Items).toHaveLength(2);
});

test("deployments list newest first", () => {
  expect(expected.deployments.map((d) => (d as { DeploymentNumber: number }).DeploymentNumber)).toEqual([
    3, 2, 1,
  ]);
});
