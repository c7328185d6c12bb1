/** GetProfile's time-range rules (seed) as a table, and retention by moving the clock (seed limits). */
import type { TestGateway } from "../support/gateway";
import {
  agentProfile,
  createGroup,
  MINUTE,
  type Node,
  type ProfilerClient,
  postProfile,
  stacksOf,
  startProfiler,
} from "./support";

const G = "billing";
const profilePath = "/profilingGroups/{profilingGroupName}/profile" as const;

let gw: TestGateway;
let client: ProfilerClient;

beforeEach(async () => {
  ({ gw, client } = await startProfiler());
  await createGroup(client, G);
});
afterEach(() => gw.close());

function getProfile(query: Record<string, string | number>) {
  return client.GET(profilePath, {
    params: { path: { profilingGroupName: G }, query },
    headers: { Accept: "application/json" },
  });
}

describe("time-range rules", () => {
  beforeEach(async () => {
    // Profiles at 00:00, 00:05 and 00:10; the clock ends at 00:12.
    for (let i = 0; i < 3; i++) {
      if (i > 0) gw.clock.advance(5 * MINUTE);
      await postProfile(client, G, agentProfile({ [`main;step${i}`]: 1 }));
    }
    gw.clock.advance(2 * MINUTE);
  });

  const start = "2026-01-01T00:00:00Z";
  const end = "2026-01-01T00:10:00Z";
  test.each([
    ["period alone: the latest profile", { period: "PT5M" }, 200, "2026-01-01T00:10:00.000Z"],
    ["startTime and endTime", { startTime: start, endTime: end }, 200, "2026-01-01T00:00:00.000Z"],
    ["startTime and period", { startTime: start, period: "PT10M" }, 200, "2026-01-01T00:00:00.000Z"],
    ["endTime and period", { endTime: end, period: "PT5M" }, 200, "2026-01-01T00:05:00.000Z"],
    [
      "a period that is not an aggregation period, alone",
      { period: "PT10M" },
      200,
      "2026-01-01T00:05:00.000Z",
    ],
    ["exactly 7 days", { endTime: end, period: "P7D" }, 200, "2026-01-01T00:00:00.000Z"],
    ["all three", { startTime: start, endTime: end, period: "PT10M" }, 400, "ValidationException"],
    ["startTime alone", { startTime: start }, 400, "ValidationException"],
    ["endTime alone", { endTime: end }, 400, "ValidationException"],
    ["none of them", {}, 400, "ValidationException"],
    ["more than 7 days", { startTime: start, period: "P7DT1S" }, 400, "ValidationException"],
    ["endTime before startTime", { startTime: end, endTime: start }, 400, "ValidationException"],
    ["a period that is not a duration", { period: "five minutes" }, 400, "ValidationException"],
    ["a zero period", { period: "PT0S", startTime: start }, 400, "ValidationException"],
    ["maxDepth 0", { period: "PT5M", maxDepth: 0 }, 400, "ValidationException"],
  ])("%s", async (_name, query, status, expected) => {
    const res = await getProfile(query);
    expect(res.response.status).toBe(status);
    if (status === 200) {
      expect((res.data as { start: string }).start).toBe(expected);
    } else {
      expect(res.response.headers.get("x-amzn-errortype")).toBe(expected);
      expect(res.error).toEqual({ message: expect.any(String) });
    }
  });
});

test("retention: 5-minute profiles last 15 days, hourly 60 days, daily 3 years", async () => {
  gw.clock.set(new Date("2026-01-01T10:02:00Z"));
  await postProfile(client, G, agentProfile({ "main;old": 7 }));
  const exact = (startTime: string, period: string) => getProfile({ startTime, period });
  const list = async (period: string) => {
    const res = await client.GET("/profilingGroups/{profilingGroupName}/profileTimes", {
      params: {
        path: { profilingGroupName: G },
        query: {
          startTime: "2026-01-01T00:00:00Z",
          endTime: "2026-01-02T00:00:00Z",
          period: period as "PT5M",
        },
      },
    });
    return res.data?.profileTimes.map((t) => t.start);
  };
  expect(await list("PT5M")).toEqual(["2026-01-01T10:00:00.000Z"]);

  gw.clock.set(new Date("2026-01-16T09:59:59Z"));
  expect((await exact("2026-01-01T10:00:00Z", "PT5M")).response.status).toBe(200);
  gw.clock.advance(1000);
  expect((await exact("2026-01-01T10:00:00Z", "PT5M")).response.status).toBe(404);
  expect(await list("PT5M")).toEqual([]);
  // The 5-minute profile is gone; the same range is still answered by the coarser hourly profile.
  const fromHour = await getProfile({ startTime: "2026-01-01T10:00:00Z", period: "PT1H" });
  expect((fromHour.data as { combinedProfiles: unknown }).combinedProfiles).toEqual([
    { start: "2026-01-01T10:00:00.000Z", period: "PT1H" },
  ]);
  expect(stacksOf((fromHour.data as { callgraph: Node }).callgraph)).toEqual({ "main;old": 7 });

  gw.clock.set(new Date("2026-03-02T10:00:00Z")); // 60 days after 10:00 on Jan 1
  expect(await list("PT1H")).toEqual([]);
  expect((await exact("2026-01-01T00:00:00Z", "P1D")).response.status).toBe(200);

  gw.clock.set(new Date("2028-12-31T23:59:59Z"));
  expect(await list("P1D")).toEqual(["2026-01-01T00:00:00.000Z"]);
  gw.clock.advance(1000); // 2029-01-01: three years after the daily profile's start
  expect(await list("P1D")).toEqual([]);
  expect((await getProfile({ period: "P1D" })).response.status).toBe(404);
});

test("profiles are aggregated into UTC-aligned periods", async () => {
  gw.clock.set(new Date("2026-01-01T23:59:00Z"));
  await postProfile(client, G, agentProfile({ "main;late": 1 }));
  gw.clock.advance(2 * MINUTE);
  await postProfile(client, G, agentProfile({ "main;early": 1 }));
  const days = await client.GET("/profilingGroups/{profilingGroupName}/profileTimes", {
    params: {
      path: { profilingGroupName: G },
      query: { startTime: "2026-01-01T00:00:00Z", endTime: "2026-01-03T00:00:00Z", period: "P1D" },
    },
  });
  expect(days.data?.profileTimes).toEqual([
    { start: "2026-01-02T00:00:00.000Z" },
    { start: "2026-01-01T00:00:00.000Z" },
  ]);
  const lastHour = await getProfile({ startTime: "2026-01-01T23:00:00Z", period: "PT1H" });
  expect(stacksOf((lastHour.data as { callgraph: Node }).callgraph)).toEqual({ "main;late": 1 });
});
