/**
 * The agent flow through the generated client: a group, agent configuration, JSON and Ion profiles over
 * several 5-minute periods, then aggregated profiles by period, by range, combined, trimmed, and their times.
 */
import { gzipSync } from "node:zlib";
import * as ion from "ion-js";
import type { TestGateway } from "../support/gateway";
import {
  agentProfile,
  createGroup,
  MINUTE,
  type Node,
  type ProfilerClient,
  postProfile,
  SIGV4,
  stacksOf,
  startProfiler,
} from "./support";

const G = "checkout";
const profilePath = "/profilingGroups/{profilingGroupName}/profile" as const;
const timesPath = "/profilingGroups/{profilingGroupName}/profileTimes" as const;

let gw: TestGateway;
let client: ProfilerClient;

/** 00:01 JSON, 00:02 Ion, 00:07 JSON, 00:12 Ion (the clock starts at 2026-01-01T00:00Z). */
async function postFourProfiles() {
  await client.POST("/profilingGroups/{profilingGroupName}/configureAgent", {
    params: { path: { profilingGroupName: G } },
    body: { fleetInstanceId: "i-0abc", metadata: { AgentId: "agent-1" } },
  });
  gw.clock.advance(1 * MINUTE);
  await postProfile(client, G, agentProfile({ "main;handle;query": 3, "main;handle": 1 }));
  gw.clock.advance(1 * MINUTE);
  await postProfile(client, G, agentProfile({ "main;handle;query": 2, "main;gc": 1 }), { format: "ion" });
  gw.clock.advance(5 * MINUTE);
  await postProfile(client, G, agentProfile({ "main;handle;render": 4 }));
  gw.clock.advance(5 * MINUTE);
  await postProfile(client, G, agentProfile({ "main;gc": 2 }), { format: "ion" });
}

async function profileJson(query: Record<string, string | number>) {
  const res = await client.GET(profilePath, {
    params: { path: { profilingGroupName: G }, query },
    headers: { Accept: "application/json" },
  });
  expect(res.response.status).toBe(200);
  expect(res.response.headers.get("content-type")).toMatch(/^application\/json/);
  return res.data as { start: string; end: string; combinedProfiles: unknown[]; callgraph: Node };
}

beforeEach(async () => {
  ({ gw, client } = await startProfiler());
  await createGroup(client, G);
});
afterEach(() => gw.close());

test("configureAgent hands out the remote configuration from the group's orchestration setting", async () => {
  const configure = () =>
    client.POST("/profilingGroups/{profilingGroupName}/configureAgent", {
      params: { path: { profilingGroupName: G } },
      body: {},
    });
  const on = await configure();
  expect(on.data).toMatchObject({
    shouldProfile: true,
    periodInSeconds: 300,
    agentParameters: { ReportingIntervalInMilliseconds: "300000", MaxStackDepth: "1000" },
  });
  await client.PUT("/profilingGroups/{profilingGroupName}", {
    params: { path: { profilingGroupName: G } },
    body: { agentOrchestrationConfig: { profilingEnabled: false } },
  });
  gw.clock.advance(MINUTE);
  expect((await configure()).data?.shouldProfile).toBe(false);
  const described = await client.GET("/profilingGroups/{profilingGroupName}", {
    params: { path: { profilingGroupName: G } },
  });
  expect(described.data?.profilingStatus.latestAgentOrchestratedAt).toBe("2026-01-01T00:01:00.000Z");
});

test("a period alone returns the latest aggregated profile of that period", async () => {
  await postFourProfiles();
  const latest5m = await profileJson({ period: "PT5M" });
  expect(latest5m).toMatchObject({
    start: "2026-01-01T00:10:00.000Z",
    end: "2026-01-01T00:15:00.000Z",
    combinedProfiles: [{ start: "2026-01-01T00:10:00.000Z", period: "PT5M" }],
  });
  expect(stacksOf(latest5m.callgraph)).toEqual({ "main;gc": 2 });
  const hour = await profileJson({ period: "PT1H" });
  expect(hour.combinedProfiles).toEqual([{ start: "2026-01-01T00:00:00.000Z", period: "PT1H" }]);
  expect(stacksOf(hour.callgraph)).toEqual({
    "main;handle;query": 5,
    "main;handle": 1,
    "main;gc": 3,
    "main;handle;render": 4,
  });
});

test("a range matching a stored profile returns it; JSON and Ion submissions land in the same period", async () => {
  await postFourProfiles();
  const first = await profileJson({ startTime: "2026-01-01T00:00:00Z", period: "PT5M" });
  expect(first.combinedProfiles).toEqual([{ start: "2026-01-01T00:00:00.000Z", period: "PT5M" }]);
  expect(stacksOf(first.callgraph)).toEqual({ "main;handle;query": 5, "main;handle": 1, "main;gc": 1 });
  const byEnd = await profileJson({ endTime: "2026-01-01T01:00:00Z", period: "PT1H" });
  expect(byEnd.combinedProfiles).toEqual([{ start: "2026-01-01T00:00:00.000Z", period: "PT1H" }]);
});

test("a range without an exact profile combines the stored ones inside it", async () => {
  await postFourProfiles();
  const tenMinutes = await profileJson({
    startTime: "2026-01-01T00:00:00Z",
    endTime: "2026-01-01T00:10:00Z",
  });
  expect(tenMinutes).toMatchObject({
    start: "2026-01-01T00:00:00.000Z",
    end: "2026-01-01T00:10:00.000Z",
    combinedProfiles: [
      { start: "2026-01-01T00:00:00.000Z", period: "PT5M" },
      { start: "2026-01-01T00:05:00.000Z", period: "PT5M" },
    ],
  });
  expect(stacksOf(tenMinutes.callgraph)).toEqual({
    "main;handle;query": 5,
    "main;handle": 1,
    "main;gc": 1,
    "main;handle;render": 4,
  });
});

test("with partial coverage the profile covers the smaller range that exists", async () => {
  await postFourProfiles();
  // Seed example: asked for 00:00-00:20 with profiles at 00:15 and 00:25, the answer covers 00:15-00:20.
  const partial = await profileJson({ startTime: "2025-12-31T23:50:00Z", endTime: "2026-01-01T00:08:00Z" });
  expect(partial).toMatchObject({
    start: "2026-01-01T00:00:00.000Z",
    end: "2026-01-01T00:05:00.000Z",
  });
  const unseen = await client.GET(profilePath, {
    params: {
      path: { profilingGroupName: G },
      query: { startTime: "2025-12-31T20:00:00Z", endTime: "2025-12-31T23:00:00Z" },
    },
  });
  expect(unseen.response.status).toBe(404);
  expect(unseen.response.headers.get("x-amzn-errortype")).toBe("ResourceNotFoundException");
});

test("maxDepth trims the call tree and folds deeper samples into the frame at the cut", async () => {
  await postFourProfiles();
  const depth1 = await profileJson({ period: "PT1H", maxDepth: 1 });
  expect(stacksOf(depth1.callgraph)).toEqual({ main: 13 });
  const depth2 = await profileJson({ period: "PT1H", maxDepth: 2 });
  expect(stacksOf(depth2.callgraph)).toEqual({ "main;handle": 10, "main;gc": 3 });
});

test("Accept picks JSON or Ion; without it the profile is Ion", async () => {
  await postFourProfiles();
  for (const [accept, type] of [
    [undefined, "application/x-vendor-ion"],
    ["application/x-amzn-ion", "application/x-amzn-ion"],
    ["text/html, application/x-vendor-ion;q=0.9", "application/x-vendor-ion"],
  ] as const) {
    const res = await client.GET(profilePath, {
      params: { path: { profilingGroupName: G }, query: { period: "PT5M" } },
      headers: accept ? { Accept: accept } : {},
      parseAs: "arrayBuffer",
    });
    expect(res.response.headers.get("content-type")).toMatch(new RegExp(`^${type}`));
    const profile = ion.load(Buffer.from(res.data as unknown as ArrayBuffer));
    expect(profile?.get("start")?.dateValue()?.toISOString()).toBe("2026-01-01T00:10:00.000Z");
    expect(profile?.get("callgraph", "children", "main", "children", "main;gc")).toBeNull();
    expect(
      profile?.get("callgraph", "children", "main", "children", "gc", "counts", "WALL_TIME")?.numberValue(),
    ).toBe(2);
  }
});

test("a retried submission with the same profileToken is counted once", async () => {
  const profile = agentProfile({ "main;work": 5 });
  await postProfile(client, G, profile, { profileToken: "0f8e4c7a-retry" });
  await postProfile(client, G, profile, { profileToken: "0f8e4c7a-retry" });
  await postProfile(client, G, profile, { profileToken: "1a2b3c4d-other" });
  expect(stacksOf((await profileJson({ period: "PT5M" })).callgraph)).toEqual({ "main;work": 10 });
});

test("a gzip-compressed JSON profile is inflated, with or without Content-Encoding", async () => {
  const body = gzipSync(JSON.stringify(agentProfile({ "main;zip": 2 })));
  // Sent with fetch: supertest would re-serialize a Buffer declared as JSON.
  for (const headers of [{}, { "Content-Encoding": "gzip" }] as Record<string, string>[]) {
    const res = await fetch(`${gw.url}/code-profiler/profilingGroups/${G}/agentProfile`, {
      method: "POST",
      headers: { Authorization: SIGV4, "Content-Type": "application/json", ...headers },
      body,
    });
    expect(res.status).toBe(204);
  }
  expect(stacksOf((await profileJson({ period: "PT5M" })).callgraph)).toEqual({ "main;zip": 4 });
});

test("profileTimes lists start times of one period, newest first by default, in pages", async () => {
  await postFourProfiles();
  const list = (query: Record<string, string | number>) =>
    client.GET(timesPath, {
      params: {
        path: { profilingGroupName: G },
        query: {
          startTime: "2026-01-01T00:00:00Z",
          endTime: "2026-01-01T01:00:00Z",
          period: "PT5M",
          ...query,
        },
      },
    });
  const desc = await list({});
  expect(desc.data?.profileTimes.map((t) => t.start)).toEqual([
    "2026-01-01T00:10:00.000Z",
    "2026-01-01T00:05:00.000Z",
    "2026-01-01T00:00:00.000Z",
  ]);
  const page1 = await list({ orderBy: "TimestampAscending", maxResults: 2 });
  expect(page1.data?.profileTimes.map((t) => t.start)).toEqual([
    "2026-01-01T00:00:00.000Z",
    "2026-01-01T00:05:00.000Z",
  ]);
  const page2 = await list({
    orderBy: "TimestampAscending",
    maxResults: 2,
    nextToken: page1.data!.nextToken!,
  });
  expect(page2.data).toEqual({ profileTimes: [{ start: "2026-01-01T00:10:00.000Z" }] });
  const hours = await list({ period: "PT1H", orderBy: "TIMESTAMP_ASCENDING" });
  expect(hours.data?.profileTimes).toEqual([{ start: "2026-01-01T00:00:00.000Z" }]);
  const reused = await list({ period: "PT1H", nextToken: page1.data!.nextToken! });
  expect(reused.response.status).toBe(400);
});

test("the group's profiling status follows the agents", async () => {
  await postFourProfiles();
  const described = await client.GET("/profilingGroups/{profilingGroupName}", {
    params: { path: { profilingGroupName: G } },
  });
  expect(described.data?.profilingStatus).toEqual({
    latestAgentOrchestratedAt: "2026-01-01T00:00:00.000Z",
    latestAgentProfileReportedAt: "2026-01-01T00:12:00.000Z",
    latestAggregatedProfile: { start: "2026-01-01T00:10:00.000Z", period: "PT5M" },
  });
});
