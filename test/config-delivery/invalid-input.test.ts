/** Every rejected input leaves as an AWS REST-JSON error: the exception name in x-amzn-ErrorType, never a 5xx. */
import request from "supertest";
import { startGateway, type TestGateway } from "../support/gateway";
import { AUTH, BASE, client, putVersion, seedApp } from "./support";

let gw: TestGateway;
let a = "";
let e = "";
let p = "";
let extArn = "";

beforeAll(async () => {
  gw = await startGateway({ services: ["config-delivery"] });
  const c = client(gw);
  const seeded = await seedApp(c);
  [a, e, p] = [seeded.app.Id, seeded.env.Id, seeded.profile.Id];
  await putVersion(c, { app: a, profile: p }, { ok: true }, { VersionLabel: "v1" });
  await c.POST("/applications/{ApplicationId}/environments/{EnvironmentId}/deployments", {
    params: { path: { ApplicationId: a, EnvironmentId: e } },
    body: {
      DeploymentStrategyId: "AppConfig.AllAtOnce",
      ConfigurationProfileId: p,
      ConfigurationVersion: "1",
    },
  });
  gw.clock.advance(10 * 60_000);
  const ext = await c.POST("/extensions", {
    body: {
      Name: "needs-param",
      Actions: { ON_DEPLOYMENT_START: [{ Name: "n", Uri: "arn:aws:sns:us-east-1:111122223333:t" }] },
      Parameters: { topic: { Required: true } },
    },
  });
  extArn = ext.data!.Arn;
});
afterAll(() => gw.close());

type Method = "get" | "post" | "patch" | "delete";
interface Case {
  name: string;
  method: Method;
  url: () => string;
  /** A function when the body needs ids created in beforeAll. */
  body?: object | (() => object);
  raw?: { contentType: string; data: string | Buffer };
  headers?: Record<string, string>;
  auth?: Record<string, string> | null;
  status: number;
  type: string;
  message?: RegExp;
  fields?: Record<string, unknown>;
}

const appUrl = () => `/applications/${a}`;
const hostedUrl = () => `/applications/${a}/configurationprofiles/${p}/hostedconfigurationversions`;
const appArn = () => `arn:aws:appconfig:us-east-1:111122223333:application/${a}`;
const tagsUrl = (arn: string) => `/tags/${encodeURIComponent(arn)}`;
const deploy = (body: Record<string, unknown>) => ({
  DeploymentStrategyId: "AppConfig.AllAtOnce",
  ConfigurationProfileId: p,
  ConfigurationVersion: "1",
  ...body,
});
const SIGV4_BAD = "AWS4-HMAC-SHA256 Credential=AKID/20260101/us-east-1/appconfig/aws4_request, Signature=abc";
const manyTags = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, "v"]));

const cases: Case[] = [
  {
    // AWS reads an empty value as a present one: `name` needs at least one character.
    name: "an empty extension name filter",
    method: "get",
    url: () => "/extensions?name=",
    status: 400,
    type: "BadRequestException",
  },
  {
    name: "no Authorization header",
    method: "get",
    url: () => "/applications",
    auth: null,
    status: 403,
    type: "MissingAuthenticationTokenException",
  },
  {
    name: "an unknown API key",
    method: "get",
    url: () => "/applications",
    auth: { Authorization: "wrong" },
    status: 403,
    type: "UnrecognizedClientException",
  },
  {
    name: "a malformed SigV4 header",
    method: "get",
    url: () => "/applications",
    auth: { Authorization: SIGV4_BAD },
    status: 403,
    type: "IncompleteSignatureException",
  },
  {
    name: "application without Name",
    method: "post",
    url: () => "/applications",
    body: { Description: "x" },
    status: 400,
    type: "BadRequestException",
    message: /Name/,
  },
  {
    name: "application name over 64 characters",
    method: "post",
    url: () => "/applications",
    body: { Name: "n".repeat(65) },
    status: 400,
    type: "BadRequestException",
  },
  {
    name: "body that is not JSON",
    method: "post",
    url: () => "/applications",
    raw: { contentType: "application/json", data: "{oops" },
    status: 400,
    type: "BadRequestException",
  },
  {
    name: "JSON operation sent as text",
    method: "post",
    url: () => "/applications",
    raw: { contentType: "text/plain", data: "Name=x" },
    status: 400,
    type: "BadRequestException",
  },
  {
    name: "ApplicationId with upper case",
    method: "get",
    url: () => "/applications/ABC1234",
    status: 400,
    type: "BadRequestException",
  },
  {
    name: "unknown application",
    method: "get",
    url: () => "/applications/zzzz999",
    status: 404,
    type: "ResourceNotFoundException",
    fields: { ResourceName: "Application" },
  },
  {
    name: "unknown environment",
    method: "get",
    url: () => `${appUrl()}/environments/zzzz999`,
    status: 404,
    type: "ResourceNotFoundException",
    fields: { ResourceName: "Environment" },
  },
  {
    name: "max_results 0",
    method: "get",
    url: () => "/applications?max_results=0",
    status: 400,
    type: "BadRequestException",
  },
  {
    name: "MaxResults 51",
    method: "get",
    url: () => "/applications?MaxResults=51",
    status: 400,
    type: "BadRequestException",
  },
  {
    name: "six monitors",
    method: "post",
    url: () => `${appUrl()}/environments`,
    body: { Name: "x", Monitors: Array.from({ length: 6 }, () => ({ AlarmArn: "arn:a" })) },
    status: 400,
    type: "BadRequestException",
  },
  {
    name: "profile with an unknown LocationUri scheme",
    method: "post",
    url: () => `${appUrl()}/configurationprofiles`,
    body: { Name: "x", LocationUri: "ftp://host/file" },
    status: 400,
    type: "BadRequestException",
    message: /LocationUri/,
  },
  {
    name: "S3 profile without a retrieval role",
    method: "post",
    url: () => `${appUrl()}/configurationprofiles`,
    body: { Name: "x", LocationUri: "s3://bucket/key.json" },
    status: 400,
    type: "BadRequestException",
    message: /RetrievalRoleArn/,
  },
  {
    name: "feature flags outside the hosted store",
    method: "post",
    url: () => `${appUrl()}/configurationprofiles`,
    body: {
      Name: "x",
      LocationUri: "ssm-parameter://flags",
      RetrievalRoleArn: "arn:aws:iam::111122223333:role/r",
      Type: "AWS.AppConfig.FeatureFlags",
    },
    status: 400,
    type: "BadRequestException",
  },
  {
    name: "unknown profile type",
    method: "post",
    url: () => `${appUrl()}/configurationprofiles`,
    body: { Name: "x", LocationUri: "hosted", Type: "Other" },
    status: 400,
    type: "BadRequestException",
  },
  {
    name: "JSON Schema validator that is not JSON",
    method: "post",
    url: () => `${appUrl()}/configurationprofiles`,
    body: { Name: "x", LocationUri: "hosted", Validators: [{ Type: "JSON_SCHEMA", Content: "{not json" }] },
    status: 400,
    type: "BadRequestException",
    message: /JSON_SCHEMA/,
  },
  {
    name: "JSON Schema validator that is not a schema",
    method: "post",
    url: () => `${appUrl()}/configurationprofiles`,
    body: {
      Name: "x",
      LocationUri: "hosted",
      Validators: [{ Type: "JSON_SCHEMA", Content: '{"type":"nonsense"}' }],
    },
    status: 400,
    type: "BadRequestException",
  },
  {
    name: "LAMBDA validator that is not a function ARN",
    method: "post",
    url: () => `${appUrl()}/configurationprofiles`,
    body: { Name: "x", LocationUri: "hosted", Validators: [{ Type: "LAMBDA", Content: "my-function" }] },
    status: 400,
    type: "BadRequestException",
  },
  {
    name: "three validators",
    method: "post",
    url: () => `${appUrl()}/configurationprofiles`,
    body: {
      Name: "x",
      LocationUri: "hosted",
      Validators: [1, 2, 3].map(() => ({
        Type: "LAMBDA",
        Content: "arn:aws:lambda:us-east-1:111122223333:function:f",
      })),
    },
    status: 400,
    type: "BadRequestException",
  },
  {
    name: "numeric VersionLabel",
    method: "post",
    url: hostedUrl,
    raw: { contentType: "application/json", data: "{}" },
    headers: { VersionLabel: "2024" },
    status: 400,
    type: "BadRequestException",
  },
  {
    name: "stale Latest-Version-Number",
    method: "post",
    url: hostedUrl,
    raw: { contentType: "application/json", data: "{}" },
    headers: { "Latest-Version-Number": "5" },
    status: 409,
    type: "ConflictException",
  },
  {
    name: "Latest-Version-Number that is not a number",
    method: "post",
    url: hostedUrl,
    raw: { contentType: "application/json", data: "{}" },
    headers: { "Latest-Version-Number": "one" },
    status: 400,
    type: "BadRequestException",
  },
  {
    name: "duplicate VersionLabel",
    method: "post",
    url: hostedUrl,
    raw: { contentType: "application/json", data: "{}" },
    headers: { VersionLabel: "v1" },
    status: 409,
    type: "ConflictException",
  },
  {
    name: "content over 2 MB",
    method: "post",
    url: hostedUrl,
    raw: { contentType: "application/octet-stream", data: Buffer.alloc(2 * 1024 * 1024 + 1) },
    status: 413,
    type: "PayloadTooLargeException",
    fields: { Measure: "MEGABYTES", Limit: 2 },
  },
  {
    name: "version number that is not a number",
    method: "get",
    url: () => `${hostedUrl()}/first`,
    status: 400,
    type: "BadRequestException",
  },
  {
    name: "unknown version",
    method: "get",
    url: () => `${hostedUrl()}/99`,
    status: 404,
    type: "ResourceNotFoundException",
    fields: { ResourceName: "HostedConfigurationVersion" },
  },
  {
    name: "validation without configuration_version",
    method: "post",
    url: () => `${appUrl()}/configurationprofiles/${p}/validators`,
    status: 400,
    type: "BadRequestException",
  },
  {
    name: "validation of an unknown version",
    method: "post",
    url: () => `${appUrl()}/configurationprofiles/${p}/validators?configuration_version=v9`,
    status: 404,
    type: "ResourceNotFoundException",
  },
  {
    name: "GrowthFactor 0",
    method: "post",
    url: () => "/deploymentstrategies",
    body: { Name: "s", DeploymentDurationInMinutes: 1, GrowthFactor: 0 },
    status: 400,
    type: "BadRequestException",
  },
  {
    name: "duration over a day",
    method: "post",
    url: () => "/deploymentstrategies",
    body: { Name: "s", DeploymentDurationInMinutes: 1441, GrowthFactor: 10 },
    status: 400,
    type: "BadRequestException",
  },
  {
    name: "unknown GrowthType",
    method: "post",
    url: () => "/deploymentstrategies",
    body: { Name: "s", DeploymentDurationInMinutes: 1, GrowthFactor: 10, GrowthType: "QUADRATIC" },
    status: 400,
    type: "BadRequestException",
  },
  {
    name: "updating a predefined strategy",
    method: "patch",
    url: () => "/deploymentstrategies/AppConfig.AllAtOnce",
    body: { GrowthFactor: 50 },
    status: 400,
    type: "BadRequestException",
    message: /predefined/,
  },
  {
    name: "deleting a predefined strategy",
    method: "delete",
    url: () => "/deployementstrategies/AppConfig.AllAtOnce",
    status: 400,
    type: "BadRequestException",
    message: /predefined/,
  },
  {
    name: "strategy id of the wrong form",
    method: "get",
    url: () => "/deploymentstrategies/Not_An_Id",
    status: 400,
    type: "BadRequestException",
  },
  {
    name: "deleting a strategy on the misspelt path only",
    method: "delete",
    url: () => "/deploymentstrategies/abcd123",
    status: 405,
    type: "UnknownOperationException",
  },
  {
    name: "deployment without ConfigurationVersion",
    method: "post",
    url: () => `${appUrl()}/environments/${e}/deployments`,
    body: { DeploymentStrategyId: "AppConfig.AllAtOnce", ConfigurationProfileId: p },
    status: 400,
    type: "BadRequestException",
  },
  {
    name: "deployment with an unknown strategy",
    method: "post",
    url: () => `${appUrl()}/environments/${e}/deployments`,
    body: () => deploy({ DeploymentStrategyId: "zzzz999" }),
    status: 404,
    type: "ResourceNotFoundException",
    fields: { ResourceName: "DeploymentStrategy" },
  },
  {
    name: "deployment of an unknown version",
    method: "post",
    url: () => `${appUrl()}/environments/${e}/deployments`,
    body: () => deploy({ ConfigurationVersion: "7" }),
    status: 404,
    type: "ResourceNotFoundException",
  },
  {
    name: "deployment with a stale LatestDeploymentNumber",
    method: "post",
    url: () => `${appUrl()}/environments/${e}/deployments`,
    body: () => deploy({ LatestDeploymentNumber: 0 }),
    status: 409,
    type: "ConflictException",
  },
  {
    name: "dynamic parameter no extension declares",
    method: "post",
    url: () => `${appUrl()}/environments/${e}/deployments`,
    body: () => deploy({ DynamicExtensionParameters: { x: "1" } }),
    status: 400,
    type: "BadRequestException",
  },
  {
    name: "stopping a COMPLETE deployment",
    method: "delete",
    url: () => `${appUrl()}/environments/${e}/deployments/1`,
    status: 400,
    type: "BadRequestException",
    message: /DEPLOYING/,
  },
  {
    name: "unknown deployment",
    method: "get",
    url: () => `${appUrl()}/environments/${e}/deployments/42`,
    status: 404,
    type: "ResourceNotFoundException",
    fields: { ResourceName: "Deployment" },
  },
  {
    name: "extension with an unknown action point",
    method: "post",
    url: () => "/extensions",
    body: { Name: "x", Actions: { ON_LUNCH: [{ Name: "n", Uri: "u" }] } },
    status: 400,
    type: "BadRequestException",
    // The spec names every action point (Actions), so the request validator refuses any other.
    message: /^Actions\.ON_LUNCH: must NOT have additional properties/,
  },
  {
    name: "extension name with a slash",
    method: "post",
    url: () => "/extensions",
    body: { Name: "a/b", Actions: {} },
    status: 400,
    type: "BadRequestException",
  },
  {
    name: "second version without Latest-Version-Number",
    method: "post",
    url: () => "/extensions",
    body: { Name: "needs-param", Actions: { ON_DEPLOYMENT_START: [{ Name: "n", Uri: "u" }] } },
    status: 409,
    type: "ConflictException",
  },
  {
    name: "first version with Latest-Version-Number",
    method: "post",
    url: () => "/extensions",
    headers: { "Latest-Version-Number": "1" },
    body: { Name: "brand-new", Actions: { ON_DEPLOYMENT_START: [{ Name: "n", Uri: "u" }] } },
    status: 409,
    type: "ConflictException",
  },
  {
    name: "changing a provider-authored extension",
    method: "patch",
    url: () => "/extensions/AWS.AppConfig.DeploymentNotificationsToSqs",
    body: { Description: "mine" },
    status: 400,
    type: "BadRequestException",
  },
  {
    name: "unknown extension version",
    method: "get",
    url: () => `/extensions/needs-param?version_number=3`,
    status: 404,
    type: "ResourceNotFoundException",
    fields: { ResourceName: "Extension" },
  },
  {
    name: "association without its required parameter",
    method: "post",
    url: () => "/extensionassociations",
    body: () => ({ ExtensionIdentifier: "needs-param", ResourceIdentifier: appArn() }),
    status: 400,
    type: "BadRequestException",
    message: /required parameter topic/,
  },
  {
    name: "association with an unknown parameter",
    method: "post",
    url: () => "/extensionassociations",
    body: () => ({
      ExtensionIdentifier: extArn,
      ResourceIdentifier: appArn(),
      Parameters: { topic: "t", extra: "x" },
    }),
    status: 400,
    type: "BadRequestException",
  },
  {
    name: "association with a deployment strategy",
    method: "post",
    url: () => "/extensionassociations",
    body: () => ({
      ExtensionIdentifier: extArn,
      ResourceIdentifier: "arn:aws:appconfig:us-east-1:111122223333:deploymentstrategy/AppConfig.AllAtOnce",
      Parameters: { topic: "t" },
    }),
    status: 400,
    type: "BadRequestException",
  },
  {
    name: "association with a missing application",
    method: "post",
    url: () => "/extensionassociations",
    body: () => ({
      ExtensionIdentifier: extArn,
      ResourceIdentifier: "arn:aws:appconfig:us-east-1:111122223333:application/zzzz999",
      Parameters: { topic: "t" },
    }),
    status: 404,
    type: "ResourceNotFoundException",
  },
  {
    name: "version filter without extension",
    method: "get",
    url: () => "/extensionassociations?extension_version_number=1",
    status: 400,
    type: "BadRequestException",
  },
  {
    name: "51 tags",
    method: "post",
    url: () => tagsUrl(appArn()),
    body: { Tags: manyTags },
    status: 400,
    type: "BadRequestException",
  },
  {
    name: "a reserved tag key",
    method: "post",
    url: () => tagsUrl(appArn()),
    body: { Tags: { "aws:owner": "me" } },
    status: 400,
    type: "BadRequestException",
    message: /reserved/,
  },
  {
    name: "tags on something that is not an AppConfig ARN",
    method: "get",
    url: () => tagsUrl("arn:aws:s3:::some-bucket-name"),
    status: 400,
    type: "BadRequestException",
  },
  {
    name: "tags on a missing resource",
    method: "get",
    url: () => tagsUrl("arn:aws:appconfig:us-east-1:111122223333:application/zzzz999"),
    status: 404,
    type: "ResourceNotFoundException",
  },
  {
    name: "untag without tagKeys",
    method: "delete",
    url: () => tagsUrl(appArn()),
    status: 400,
    type: "BadRequestException",
  },
  {
    name: "retrieval without client_id",
    method: "get",
    url: () => `/applications/web-shop/environments/Production/configurations/settings`,
    status: 400,
    type: "BadRequestException",
    message: /client_id/,
  },
  {
    name: "retrieval of an unknown application",
    method: "get",
    url: () => `/applications/nope/environments/Production/configurations/settings?client_id=c`,
    status: 404,
    type: "ResourceNotFoundException",
  },
  {
    name: "an unknown path",
    method: "get",
    url: () => "/settings",
    status: 404,
    type: "ResourceNotFoundException",
  },
];

test.each(cases)("$name -> $status $type", async (k) => {
  let req = request(gw.app)[k.method](`${BASE}${k.url()}`);
  if (k.auth !== null) req = req.set(k.auth ?? AUTH);
  for (const [name, value] of Object.entries(k.headers ?? {})) req = req.set(name, value);
  if (k.raw) req = req.set("Content-Type", k.raw.contentType).send(k.raw.data);
  else if (k.body !== undefined) req = req.send(typeof k.body === "function" ? k.body() : k.body);
  const res = await req;
  expect(res.status).toBe(k.status);
  expect(res.headers["x-amzn-errortype"]).toBe(k.type);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  expect(typeof res.body.Message).toBe("string");
  if (k.message) expect(res.body.Message).toMatch(k.message);
  if (k.fields) expect(res.body).toMatchObject(k.fields);
});

test("quotas are ServiceQuotaExceededException (402): at most 20 environments per application", async () => {
  const c = client(gw);
  const app = (await c.POST("/applications", { body: { Name: "crowded" } })).data!;
  for (let i = 0; i < 20; i++) {
    await c.POST("/applications/{ApplicationId}/environments", {
      params: { path: { ApplicationId: app.Id } },
      body: { Name: `env-${i}` },
    });
  }
  const res = await request(gw.app)
    .post(`${BASE}/applications/${app.Id}/environments`)
    .set(AUTH)
    .send({ Name: "one-too-many" });
  expect([res.status, res.headers["x-amzn-errortype"]]).toEqual([402, "ServiceQuotaExceededException"]);
});
