/** The resource-based policy's revisions and the 2-channel limit of anomaly notifications (seed). */
import type { TestGateway } from "../support/gateway";
import { createGroup, type ProfilerClient, startProfiler } from "./support";

const G = "orders";
const path = { profilingGroupName: G };
const agentPath = { ...path, actionGroup: "agentPermissions" as const };
const role = (name: string) => `arn:aws:iam::123456789012:role/${name}`;
const topic = (name: string) => `arn:aws:sns:us-east-1:123456789012:${name}`;

let gw: TestGateway;
let client: ProfilerClient;

beforeEach(async () => {
  ({ gw, client } = await startProfiler());
  await createGroup(client, G);
});
afterEach(() => gw.close());

const putPermission = (principals: string[], revisionId?: string) =>
  client.PUT("/profilingGroups/{profilingGroupName}/policy/{actionGroup}", {
    params: { path: agentPath },
    body: revisionId === undefined ? { principals } : { principals, revisionId },
  });
const removePermission = (revisionId: string) =>
  client.DELETE("/profilingGroups/{profilingGroupName}/policy/{actionGroup}", {
    params: { path: agentPath, query: { revisionId } },
  });
const getPolicy = () => client.GET("/profilingGroups/{profilingGroupName}/policy", { params: { path } });

test("policy revisions: none on the first put, the current one after, a stale one is a conflict", async () => {
  expect((await getPolicy()).response.status).toBe(404);

  const first = await putPermission([role("agent")]);
  expect(first.response.status).toBe(200);
  expect(first.data?.revisionId).toMatch(/^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$/);
  expect(JSON.parse(first.data!.policy)).toEqual({
    Version: "2012-10-17",
    Statement: [
      {
        Sid: "agentPermissions",
        Effect: "Allow",
        Principal: { AWS: [role("agent")] },
        Action: ["codeguru-profiler:ConfigureAgent", "codeguru-profiler:PostAgentProfile"],
        Resource: "arn:aws:codeguru-profiler:us-east-1:123456789012:profilingGroup/orders",
      },
    ],
  });
  expect((await getPolicy()).data).toEqual(first.data);

  const withoutRevision = await putPermission([role("other")]);
  expect(withoutRevision.response.status).toBe(409);
  expect(withoutRevision.response.headers.get("x-amzn-errortype")).toBe("ConflictException");

  const second = await putPermission([role("other"), role("agent")], first.data!.revisionId);
  expect(second.response.status).toBe(200);
  expect(second.data!.revisionId).not.toBe(first.data!.revisionId);
  expect(JSON.parse(second.data!.policy).Statement[0].Principal.AWS).toEqual([role("agent"), role("other")]);

  const stale = await putPermission([role("third")], first.data!.revisionId);
  expect(stale.response.status).toBe(409);
  expect(stale.error).toEqual({ message: expect.stringContaining(first.data!.revisionId) });
  expect((await removePermission(first.data!.revisionId)).response.status).toBe(409);

  const removed = await removePermission(second.data!.revisionId);
  expect(removed.response.status).toBe(200);
  expect(JSON.parse(removed.data!.policy)).toEqual({ Version: "2012-10-17", Statement: [] });
  expect((await removePermission(removed.data!.revisionId)).response.status).toBe(404);
  const again = await putPermission([role("agent")], removed.data!.revisionId);
  expect(JSON.parse(again.data!.policy).Statement[0].Principal.AWS).toEqual([role("agent")]);
});

test("a revisionId on the first put is a conflict: there is no revision yet", async () => {
  const res = await putPermission([role("agent")], "8e7b2c1d-0000-4000-8000-000000000000");
  expect(res.response.status).toBe(409);
  expect(res.response.headers.get("x-amzn-errortype")).toBe("ConflictException");
});

test.each([
  ["a wildcard principal", ["arn:aws:iam::123456789012:role/*"]],
  ["a principal that is not an IAM ARN", ["arn:aws:s3:::bucket"]],
  ["no principal", []],
])("%s is a ValidationException", async (_name, principals) => {
  const res = await putPermission(principals);
  expect(res.response.status).toBe(400);
  expect(res.response.headers.get("x-amzn-errortype")).toBe("ValidationException");
});

const channelsPath = "/profilingGroups/{profilingGroupName}/notificationConfiguration" as const;
const addChannels = (channels: { id?: string; uri: string }[]) =>
  client.POST(channelsPath, {
    params: { path },
    body: { channels: channels.map((c) => ({ ...c, eventPublishers: ["AnomalyDetection" as const] })) },
  });

test("at most 2 notification channels; removing one makes room", async () => {
  expect((await client.GET(channelsPath, { params: { path } })).data).toEqual({
    notificationConfiguration: {},
  });
  const first = await addChannels([{ uri: topic("oncall") }]);
  expect(first.data?.notificationConfiguration.channels).toEqual([
    {
      id: expect.stringMatching(/^[a-f0-9-]{36}$/),
      uri: topic("oncall"),
      eventPublishers: ["AnomalyDetection"],
    },
  ]);
  const chosenId = "4f1c2e3d-5a6b-4c7d-8e9f-0a1b2c3d4e5f";
  const second = await addChannels([{ id: chosenId, uri: topic("team") }]);
  expect(second.data?.notificationConfiguration.channels?.map((c) => c.id)).toEqual([
    first.data?.notificationConfiguration.channels?.[0].id,
    chosenId,
  ]);
  // The same topic again updates its channel instead of taking a third place.
  expect((await addChannels([{ uri: topic("team") }])).data?.notificationConfiguration.channels).toHaveLength(
    2,
  );

  const third = await addChannels([{ uri: topic("extra") }]);
  expect(third.response.status).toBe(402);
  expect(third.response.headers.get("x-amzn-errortype")).toBe("ServiceQuotaExceededException");
  expect(
    (await client.GET(channelsPath, { params: { path } })).data?.notificationConfiguration.channels,
  ).toHaveLength(2);

  const removed = await client.DELETE(`${channelsPath}/{channelId}`, {
    params: { path: { ...path, channelId: chosenId } },
  });
  expect(removed.data?.notificationConfiguration.channels?.map((c) => c.uri)).toEqual([topic("oncall")]);
  expect((await addChannels([{ uri: topic("extra") }])).response.status).toBe(200);
  const unknown = await client.DELETE(`${channelsPath}/{channelId}`, {
    params: { path: { ...path, channelId: chosenId } },
  });
  expect(unknown.response.status).toBe(404);
});

test.each([
  ["three channels in one request", [{ uri: topic("a") }, { uri: topic("b") }, { uri: topic("c") }], 400],
  ["a uri that is not an SNS topic", [{ uri: "https://example.com/hook" }], 400],
  ["the same topic twice", [{ uri: topic("a") }, { uri: topic("a") }], 400],
  ["an id that is not a UUID", [{ id: "channel-1", uri: topic("a") }], 400],
])("%s is rejected", async (_name, channels, status) => {
  const res = await addChannels(channels);
  expect(res.response.status).toBe(status);
  expect(res.response.headers.get("x-amzn-errortype")).toBe("ValidationException");
});

test("deleting a group deletes its policy and channels with it", async () => {
  await putPermission([role("agent")]);
  await addChannels([{ uri: topic("oncall") }]);
  expect(
    (await client.DELETE("/profilingGroups/{profilingGroupName}", { params: { path } })).response.status,
  ).toBe(204);
  await createGroup(client, G);
  expect((await getPolicy()).response.status).toBe(404);
  expect((await client.GET(channelsPath, { params: { path } })).data).toEqual({
    notificationConfiguration: {},
  });
  expect((await putPermission([role("agent")])).response.status).toBe(200);
});
