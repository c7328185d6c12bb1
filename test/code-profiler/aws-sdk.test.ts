/**
 * The official @aws-sdk/client-codeguruprofiler against the gateway on a loopback port, with only its
 * endpoint changed: the agent flow, profiles by period, range, combination and depth, frame metrics, the
 * policy's revisions, the channel limit, and the SDK's own exception classes.
 */
import {
  AddNotificationChannelsCommand,
  BatchGetFrameMetricDataCommand,
  CodeGuruProfilerClient,
  ConfigureAgentCommand,
  ConflictException,
  CreateProfilingGroupCommand,
  DeleteProfilingGroupCommand,
  DescribeProfilingGroupCommand,
  GetPolicyCommand,
  GetProfileCommand,
  ListProfileTimesCommand,
  PostAgentProfileCommand,
  PutPermissionCommand,
  paginateListProfilingGroups,
  RemoveNotificationChannelCommand,
  RemovePermissionCommand,
  ResourceNotFoundException,
  ServiceQuotaExceededException,
  UpdateProfilingGroupCommand,
  ValidationException,
} from "@aws-sdk/client-codeguruprofiler";
import * as ion from "ion-js";
import { startGateway, type TestGateway } from "../support/gateway";
import { agentProfile, ionBytes, MINUTE, type Node, stacksOf } from "./support";

let gw: TestGateway;
let sdk: CodeGuruProfilerClient;
const G = "storefront";

beforeAll(async () => {
  gw = await startGateway({ services: ["code-profiler"] });
  sdk = new CodeGuruProfilerClient({
    endpoint: `${gw.url}/code-profiler`,
    region: "us-east-1",
    credentials: { accessKeyId: "AKIDEXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY" },
    // A quota error is retryable for the SDK; one attempt keeps the test from waiting on backoff.
    maxAttempts: 1,
  });
});
afterAll(async () => {
  sdk.destroy();
  await gw.close();
});

const json = (bytes: Uint8Array | undefined) => JSON.parse(Buffer.from(bytes!).toString("utf8"));

test("an agent's lifecycle: group, configuration, JSON and Ion profiles, aggregated profiles", async () => {
  const created = await sdk.send(
    // This SDK version does not fill in the idempotency token of CreateProfilingGroup by itself.
    new CreateProfilingGroupCommand({
      profilingGroupName: G,
      clientToken: "c0ffee00-0000-4000-8000-000000000001",
      agentOrchestrationConfig: { profilingEnabled: true },
    }),
  );
  expect(created.$metadata.httpStatusCode).toBe(201);
  expect(created.profilingGroup).toMatchObject({
    name: G,
    computePlatform: "Default",
    createdAt: new Date("2026-01-01T00:00:00Z"),
  });

  const config = await sdk.send(
    new ConfigureAgentCommand({ profilingGroupName: G, fleetInstanceId: "i-0123" }),
  );
  expect(config.configuration).toMatchObject({ shouldProfile: true, periodInSeconds: 300 });

  gw.clock.advance(MINUTE);
  await sdk.send(
    new PostAgentProfileCommand({
      profilingGroupName: G,
      contentType: "application/json",
      agentProfile: Buffer.from(JSON.stringify(agentProfile({ "main;serve;render": 3, "main;serve;db": 1 }))),
    }),
  );
  gw.clock.advance(5 * MINUTE);
  // The real agents' name for Ion.
  await sdk.send(
    new PostAgentProfileCommand({
      profilingGroupName: G,
      contentType: "application/x-amzn-ion",
      agentProfile: ionBytes(agentProfile({ "main;serve;db": 4 })),
    }),
  );

  const latest = await sdk.send(
    new GetProfileCommand({ profilingGroupName: G, period: "PT5M", accept: "application/json" }),
  );
  expect(latest.contentType).toMatch(/^application\/json/);
  expect(stacksOf(json(latest.profile).callgraph as Node)).toEqual({ "main;serve;db": 4 });

  const range = await sdk.send(
    new GetProfileCommand({
      profilingGroupName: G,
      startTime: new Date("2026-01-01T00:00:00Z"),
      endTime: new Date("2026-01-01T00:10:00Z"),
      accept: "application/json",
    }),
  );
  const combined = json(range.profile);
  expect(combined.combinedProfiles).toHaveLength(2);
  expect(stacksOf(combined.callgraph)).toEqual({ "main;serve;render": 3, "main;serve;db": 5 });

  const trimmed = await sdk.send(
    new GetProfileCommand({ profilingGroupName: G, period: "PT1H", maxDepth: 2, accept: "application/json" }),
  );
  expect(stacksOf(json(trimmed.profile).callgraph)).toEqual({ "main;serve": 8 });

  const asIon = await sdk.send(new GetProfileCommand({ profilingGroupName: G, period: "PT1H" }));
  expect(asIon.contentType).toBe("application/x-vendor-ion");
  const doc = ion.load(asIon.profile!);
  expect(
    doc
      ?.get("callgraph", "children", "main", "children", "serve", "children", "db", "counts", "WALL_TIME")
      ?.numberValue(),
  ).toBe(5);

  const times = await sdk.send(
    new ListProfileTimesCommand({
      profilingGroupName: G,
      startTime: new Date("2026-01-01T00:00:00Z"),
      endTime: new Date("2026-01-01T01:00:00Z"),
      period: "PT5M",
      orderBy: "TimestampAscending",
    }),
  );
  expect(times.profileTimes).toEqual([
    { start: new Date("2026-01-01T00:00:00Z") },
    { start: new Date("2026-01-01T00:05:00Z") },
  ]);

  const metrics = await sdk.send(
    new BatchGetFrameMetricDataCommand({
      profilingGroupName: G,
      startTime: new Date("2026-01-01T00:00:00Z"),
      endTime: new Date("2026-01-01T00:10:00Z"),
      targetResolution: "PT5M",
      frameMetrics: [{ frameName: "db", type: "AggregatedRelativeTotalTime", threadStates: [] }],
    }),
  );
  expect(metrics).toMatchObject({
    resolution: "PT5M",
    endTimes: [{ value: new Date("2026-01-01T00:05:00Z") }, { value: new Date("2026-01-01T00:10:00Z") }],
    frameMetricData: [{ values: [0.25, 1] }],
  });

  const described = await sdk.send(new DescribeProfilingGroupCommand({ profilingGroupName: G }));
  expect(described.profilingGroup?.profilingStatus).toEqual({
    latestAgentOrchestratedAt: new Date("2026-01-01T00:00:00Z"),
    latestAgentProfileReportedAt: new Date("2026-01-01T00:06:00Z"),
    latestAggregatedProfile: { start: new Date("2026-01-01T00:05:00Z"), period: "PT5M" },
  });
  const disabled = await sdk.send(
    new UpdateProfilingGroupCommand({
      profilingGroupName: G,
      agentOrchestrationConfig: { profilingEnabled: false },
    }),
  );
  expect(disabled.profilingGroup?.agentOrchestrationConfig).toEqual({ profilingEnabled: false });
});

test("the SDK raises its own exception classes with the gateway's messages", async () => {
  const missing = sdk.send(new DescribeProfilingGroupCommand({ profilingGroupName: "missing" }));
  await expect(missing).rejects.toBeInstanceOf(ResourceNotFoundException);
  await expect(missing).rejects.toMatchObject({ message: "Profiling group missing does not exist" });
  await expect(
    sdk.send(
      new GetProfileCommand({
        profilingGroupName: G,
        startTime: new Date("2026-01-01T00:00:00Z"),
        endTime: new Date("2026-01-01T00:10:00Z"),
        period: "PT10M",
      }),
    ),
  ).rejects.toBeInstanceOf(ValidationException);
  await expect(
    sdk.send(new CreateProfilingGroupCommand({ profilingGroupName: G, clientToken: "another-token" })),
  ).rejects.toBeInstanceOf(ConflictException);
});

test("policy revisions and the channel limit through the SDK", async () => {
  const agentRole = "arn:aws:iam::123456789012:role/storefront-agent";
  const first = await sdk.send(
    new PutPermissionCommand({
      profilingGroupName: G,
      actionGroup: "agentPermissions",
      principals: [agentRole],
    }),
  );
  const got = await sdk.send(new GetPolicyCommand({ profilingGroupName: G }));
  expect(got).toMatchObject({ revisionId: first.revisionId, policy: first.policy });
  const second = await sdk.send(
    new PutPermissionCommand({
      profilingGroupName: G,
      actionGroup: "agentPermissions",
      principals: ["arn:aws:iam::123456789012:user/ops"],
      revisionId: first.revisionId,
    }),
  );
  await expect(
    sdk.send(
      new RemovePermissionCommand({
        profilingGroupName: G,
        actionGroup: "agentPermissions",
        revisionId: first.revisionId,
      }),
    ),
  ).rejects.toBeInstanceOf(ConflictException);
  const removed = await sdk.send(
    new RemovePermissionCommand({
      profilingGroupName: G,
      actionGroup: "agentPermissions",
      revisionId: second.revisionId,
    }),
  );
  expect(JSON.parse(removed.policy!).Statement).toEqual([]);

  const channel = (name: string) => ({
    uri: `arn:aws:sns:us-east-1:123456789012:${name}`,
    eventPublishers: ["AnomalyDetection" as const],
  });
  const added = await sdk.send(
    new AddNotificationChannelsCommand({ profilingGroupName: G, channels: [channel("a"), channel("b")] }),
  );
  expect(added.notificationConfiguration?.channels).toHaveLength(2);
  await expect(
    sdk.send(new AddNotificationChannelsCommand({ profilingGroupName: G, channels: [channel("c")] })),
  ).rejects.toBeInstanceOf(ServiceQuotaExceededException);
  const left = await sdk.send(
    new RemoveNotificationChannelCommand({
      profilingGroupName: G,
      channelId: added.notificationConfiguration!.channels![0].id!,
    }),
  );
  expect(left.notificationConfiguration?.channels?.map((c) => c.uri)).toEqual([channel("b").uri]);
});

test("the SDK's paginator follows nextToken; delete answers 204", async () => {
  for (const name of ["p1", "p2", "p3"]) {
    await sdk.send(
      new CreateProfilingGroupCommand({ profilingGroupName: name, clientToken: `token-${name}` }),
    );
  }
  const names: string[] = [];
  for await (const page of paginateListProfilingGroups({ client: sdk, pageSize: 2 }, {})) {
    names.push(...(page.profilingGroupNames ?? []));
  }
  expect(names).toEqual([G, "p1", "p2", "p3"]);
  const deleted = await sdk.send(new DeleteProfilingGroupCommand({ profilingGroupName: "p3" }));
  expect(deleted.$metadata.httpStatusCode).toBe(204);
});
