/** Rejected requests, table-driven: each answers the AWS REST-JSON error (x-amzn-ErrorType, {message}). */
import request from "supertest";
import type { TestGateway } from "../support/gateway";
import { agentProfile, createGroup, ionBytes, type ProfilerClient, SIGV4, startProfiler } from "./support";

let gw: TestGateway;
let client: ProfilerClient;

beforeAll(async () => {
  ({ gw, client } = await startProfiler());
  await createGroup(client, "app");
});
afterAll(() => gw.close());

const base = "/code-profiler/profilingGroups";
const json = "application/json";
const deep = () => {
  const root: Record<string, unknown> = {};
  let node = root;
  for (let i = 0; i < 1002; i++) {
    const child = {};
    node.children = { [`f${i}`]: child };
    node = child;
  }
  return { callgraph: root };
};

interface Case {
  method: "get" | "post" | "put" | "delete";
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  status: number;
  type: string;
}

const cases: [string, Case][] = [
  [
    "no Authorization header",
    {
      method: "get",
      path: base,
      headers: { Authorization: "" },
      status: 403,
      type: "MissingAuthenticationTokenException",
    },
  ],
  [
    "a bearer token instead of a signature",
    {
      method: "get",
      path: base,
      headers: { Authorization: "Bearer abc" },
      status: 403,
      type: "IncompleteSignatureException",
    },
  ],
  [
    "a signature without SignedHeaders",
    {
      method: "get",
      path: base,
      headers: {
        Authorization:
          "AWS4-HMAC-SHA256 Credential=AKID/20260101/us-east-1/codeguru-profiler/aws4_request, Signature=abc",
      },
      status: 403,
      type: "IncompleteSignatureException",
    },
  ],
  [
    "an unknown group",
    { method: "get", path: `${base}/nope`, status: 404, type: "ResourceNotFoundException" },
  ],
  [
    "a group name outside [\\w-]",
    { method: "get", path: `${base}/bad.name`, status: 400, type: "ValidationException" },
  ],
  ["maxResults 0", { method: "get", path: `${base}?maxResults=0`, status: 400, type: "ValidationException" }],
  // AWS reads an empty value as a present one, which the model's range refuses, as it refuses `abc`.
  [
    "maxResults empty",
    { method: "get", path: `${base}?maxResults=`, status: 400, type: "ValidationException" },
  ],
  [
    "maxResults abc",
    { method: "get", path: `${base}?maxResults=abc`, status: 400, type: "ValidationException" },
  ],
  [
    "maxResults 1001",
    { method: "get", path: `${base}?maxResults=1001`, status: 400, type: "ValidationException" },
  ],
  [
    "includeDescription not a boolean",
    { method: "get", path: `${base}?includeDescription=maybe`, status: 400, type: "ValidationException" },
  ],
  [
    "create without clientToken",
    {
      method: "post",
      path: base,
      body: JSON.stringify({ profilingGroupName: "x" }),
      status: 400,
      type: "ValidationException",
    },
  ],
  [
    "create without a name",
    { method: "post", path: `${base}?clientToken=t1`, body: "{}", status: 400, type: "ValidationException" },
  ],
  [
    "create with an unknown platform",
    {
      method: "post",
      path: `${base}?clientToken=t1`,
      body: JSON.stringify({ profilingGroupName: "x", computePlatform: "EC2" }),
      status: 400,
      type: "ValidationException",
    },
  ],
  [
    "create with malformed JSON",
    { method: "post", path: `${base}?clientToken=t1`, body: "{", status: 400, type: "ValidationException" },
  ],
  [
    "update without agentOrchestrationConfig",
    { method: "put", path: `${base}/app`, body: "{}", status: 400, type: "ValidationException" },
  ],
  [
    "a profile as text/plain",
    {
      method: "post",
      path: `${base}/app/agentProfile`,
      headers: { "Content-Type": "text/plain" },
      body: "hello",
      status: 400,
      type: "ValidationException",
    },
  ],
  [
    "an empty profile",
    { method: "post", path: `${base}/app/agentProfile`, body: "", status: 400, type: "ValidationException" },
  ],
  [
    "a profile that is not JSON",
    {
      method: "post",
      path: `${base}/app/agentProfile`,
      body: "{callgraph",
      status: 400,
      type: "ValidationException",
    },
  ],
  [
    "a profile without callgraph",
    {
      method: "post",
      path: `${base}/app/agentProfile`,
      body: JSON.stringify({ start: 1 }),
      status: 400,
      type: "ValidationException",
    },
  ],
  [
    "a negative sample count",
    {
      method: "post",
      path: `${base}/app/agentProfile`,
      body: JSON.stringify({ callgraph: { children: { a: { counts: { WALL_TIME: -1 } } } } }),
      status: 400,
      type: "ValidationException",
    },
  ],
  [
    "children that are not an object",
    {
      method: "post",
      path: `${base}/app/agentProfile`,
      body: JSON.stringify({ callgraph: { children: ["a"] } }),
      status: 400,
      type: "ValidationException",
    },
  ],
  [
    "a call tree deeper than 1000 frames",
    {
      method: "post",
      path: `${base}/app/agentProfile`,
      body: JSON.stringify(deep()),
      status: 400,
      type: "ValidationException",
    },
  ],
  [
    "Ion that does not parse",
    {
      method: "post",
      path: `${base}/app/agentProfile`,
      headers: { "Content-Type": "application/x-vendor-ion" },
      body: "{callgraph: ",
      status: 400,
      type: "ValidationException",
    },
  ],
  [
    "two Ion values",
    {
      method: "post",
      path: `${base}/app/agentProfile`,
      headers: { "Content-Type": "application/x-amzn-ion" },
      body: "{callgraph: {}} {callgraph: {}}",
      status: 400,
      type: "ValidationException",
    },
  ],
  [
    "a profileToken with spaces",
    {
      method: "post",
      path: `${base}/app/agentProfile?profileToken=a%20b`,
      body: JSON.stringify(agentProfile({ a: 1 })),
      status: 400,
      type: "ValidationException",
    },
  ],
  [
    "a profile for an unknown group",
    {
      method: "post",
      path: `${base}/nope/agentProfile`,
      body: JSON.stringify(agentProfile({ a: 1 })),
      status: 404,
      type: "ResourceNotFoundException",
    },
  ],
  [
    "Accept that is neither JSON nor Ion",
    {
      method: "get",
      path: `${base}/app/profile?period=PT5M`,
      headers: { Accept: "text/html" },
      status: 400,
      type: "ValidationException",
    },
  ],
  [
    "maxDepth 10001",
    {
      method: "get",
      path: `${base}/app/profile?period=PT5M&maxDepth=10001`,
      status: 400,
      type: "ValidationException",
    },
  ],
  [
    "startTime that is not a timestamp",
    {
      method: "get",
      path: `${base}/app/profile?startTime=yesterday&period=PT5M`,
      status: 400,
      type: "ValidationException",
    },
  ],
  [
    "profileTimes without period",
    {
      method: "get",
      path: `${base}/app/profileTimes?startTime=2026-01-01T00:00:00Z&endTime=2026-01-02T00:00:00Z`,
      status: 400,
      type: "ValidationException",
    },
  ],
  [
    "profileTimes with period PT10M",
    {
      method: "get",
      path: `${base}/app/profileTimes?startTime=2026-01-01T00:00:00Z&endTime=2026-01-02T00:00:00Z&period=PT10M`,
      status: 400,
      type: "ValidationException",
    },
  ],
  [
    "profileTimes ending before they start",
    {
      method: "get",
      path: `${base}/app/profileTimes?startTime=2026-01-02T00:00:00Z&endTime=2026-01-01T00:00:00Z&period=PT5M`,
      status: 400,
      type: "ValidationException",
    },
  ],
  [
    "profileTimes with an unknown orderBy",
    {
      method: "get",
      path: `${base}/app/profileTimes?startTime=2026-01-01T00:00:00Z&endTime=2026-01-02T00:00:00Z&period=PT5M&orderBy=newest`,
      status: 400,
      type: "ValidationException",
    },
  ],
  [
    "a frame metric of an unknown type",
    {
      method: "post",
      path: `${base}/app/frames/-/metrics`,
      body: JSON.stringify({ frameMetrics: [{ frameName: "a", type: "SelfTime", threadStates: [] }] }),
      status: 400,
      type: "ValidationException",
    },
  ],
  [
    "a frame metric without threadStates",
    {
      method: "post",
      path: `${base}/app/frames/-/metrics`,
      body: JSON.stringify({ frameMetrics: [{ frameName: "a", type: "AggregatedRelativeTotalTime" }] }),
      status: 400,
      type: "ValidationException",
    },
  ],
  [
    "an unknown action group",
    {
      method: "put",
      path: `${base}/app/policy/adminPermissions`,
      body: JSON.stringify({ principals: ["arn:aws:iam::123456789012:root"] }),
      status: 400,
      type: "ValidationException",
    },
  ],
  [
    "removePermission without revisionId",
    {
      method: "delete",
      path: `${base}/app/policy/agentPermissions`,
      status: 400,
      type: "ValidationException",
    },
  ],
  [
    "removePermission with a revisionId that is not a UUID",
    {
      method: "delete",
      path: `${base}/app/policy/agentPermissions?revisionId=1`,
      status: 400,
      type: "ValidationException",
    },
  ],
  [
    "removePermission when there is no policy",
    {
      method: "delete",
      path: `${base}/app/policy/agentPermissions?revisionId=8e7b2c1d-0000-4000-8000-000000000000`,
      status: 404,
      type: "ResourceNotFoundException",
    },
  ],
  [
    "no channels",
    {
      method: "post",
      path: `${base}/app/notificationConfiguration`,
      body: JSON.stringify({ channels: [] }),
      status: 400,
      type: "ValidationException",
    },
  ],
  [
    "a channel with an unknown event publisher",
    {
      method: "post",
      path: `${base}/app/notificationConfiguration`,
      body: JSON.stringify({
        channels: [{ uri: "arn:aws:sns:us-east-1:123456789012:t", eventPublishers: ["Billing"] }],
      }),
      status: 400,
      type: "ValidationException",
    },
  ],
  [
    "a channel id that is not a UUID",
    {
      method: "delete",
      path: `${base}/app/notificationConfiguration/abc`,
      status: 400,
      type: "ValidationException",
    },
  ],
  [
    "a method the path does not take",
    {
      method: "post",
      path: `${base}/app/policy`,
      body: "{}",
      status: 405,
      type: "UnknownOperationException",
    },
  ],
];

test.each(cases)("%s", async (_name, c) => {
  let req = request(gw.app)[c.method](c.path).set("Authorization", SIGV4).set("Content-Type", json);
  for (const [k, v] of Object.entries(c.headers ?? {})) req = v === "" ? req.unset(k) : req.set(k, v);
  const res = c.body === undefined ? await req : await req.send(c.body);
  expect({ status: res.status, type: res.headers["x-amzn-errortype"] }).toEqual({
    status: c.status,
    type: c.type,
  });
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  expect(res.body).toEqual({ message: expect.any(String) });
});

test("corrupt binary Ion is a ValidationException, never a 5xx", async () => {
  const res = await request(gw.app)
    .post(`${base}/app/agentProfile`)
    .set({ Authorization: SIGV4, "Content-Type": "application/x-vendor-ion" })
    .send(Buffer.concat([ionBytes(agentProfile({ a: 1 })).subarray(0, 20), Buffer.from([0xff, 0xff])]));
  expect(res.status).toBe(400);
  expect(res.headers["x-amzn-errortype"]).toBe("ValidationException");
});
