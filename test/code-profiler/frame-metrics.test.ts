/** Frame metrics computed from the submitted profiles, with the target resolution's fallback (seed). */
import type { TestGateway } from "../support/gateway";
import {
  agentProfile,
  createGroup,
  DAY,
  MINUTE,
  type ProfilerClient,
  postProfile,
  startProfiler,
} from "./support";

const G = "search";
const metricsPath = "/profilingGroups/{profilingGroupName}/frames/-/metrics" as const;
const metric = (frameName: string, threadStates: string[] = []) => ({
  frameName,
  type: "AggregatedRelativeTotalTime" as const,
  threadStates,
});

let gw: TestGateway;
let client: ProfilerClient;

beforeEach(async () => {
  ({ gw, client } = await startProfiler());
  await createGroup(client, G);
  gw.clock.advance(MINUTE);
  await postProfile(client, G, agentProfile({ "main;handle;query": 3, "main;gc": 1 }));
  gw.clock.advance(5 * MINUTE);
  await postProfile(client, G, agentProfile({ "main;handle": 1, "main;handle;query": 1, "main;gc": 2 }), {
    format: "ion",
  });
  gw.clock.advance(14 * MINUTE); // 00:20
});
afterEach(() => gw.close());

function metrics(query: Record<string, string>, frameMetrics = [metric("handle"), metric("gc")]) {
  return client.POST(metricsPath, {
    params: { path: { profilingGroupName: G }, query },
    body: { frameMetrics },
  });
}

test("each step's value is the share of samples whose stack holds the frame", async () => {
  const res = await metrics(
    { startTime: "2026-01-01T00:00:00Z", endTime: "2026-01-01T00:15:00Z", targetResolution: "PT5M" },
    [metric("handle"), metric("gc"), metric("query"), metric("never-seen")],
  );
  expect(res.response.status).toBe(200);
  expect(res.data).toEqual({
    startTime: "2026-01-01T00:00:00.000Z",
    endTime: "2026-01-01T00:15:00.000Z",
    resolution: "PT5M",
    endTimes: [
      { value: "2026-01-01T00:05:00.000Z" },
      { value: "2026-01-01T00:10:00.000Z" },
      { value: "2026-01-01T00:15:00.000Z" },
    ],
    unprocessedEndTimes: {},
    frameMetricData: [
      { frameMetric: metric("handle"), values: [0.75, 0.5, 0] },
      { frameMetric: metric("gc"), values: [0.25, 0.5, 0] },
      { frameMetric: metric("query"), values: [0.75, 0.25, 0] },
      { frameMetric: metric("never-seen"), values: [0, 0, 0] },
    ],
  });
});

test("a recursive frame counts each sample once; threadStates select the counters", async () => {
  gw.clock.advance(5 * MINUTE); // 00:25, a fresh 5-minute period
  await postProfile(client, G, agentProfile({ "main;rec;rec;leaf": 2, "main;other": 2 }));
  await postProfile(client, G, agentProfile({ "main;io": 3 }, "BLOCKED"));
  await postProfile(client, G, agentProfile({ "main;rec": 1 }, "RUNNABLE"));
  const res = await metrics({ startTime: "2026-01-01T00:25:00Z", period: "PT5M" }, [
    metric("rec"),
    metric("io", ["BLOCKED"]),
    metric("io", ["RUNNABLE"]),
    metric("rec", ["RUNNABLE", "WALL_TIME"]),
  ]);
  expect(res.data?.frameMetricData.map((d) => d.values)).toEqual([[3 / 8], [1], [0], [3 / 5]]);
});

test("coarser resolutions aggregate the same samples; the range is aligned to the resolution", async () => {
  const hourly = await metrics({
    startTime: "2026-01-01T00:10:00Z",
    endTime: "2026-01-01T00:50:00Z",
    targetResolution: "PT1H",
  });
  expect(hourly.data).toMatchObject({
    startTime: "2026-01-01T00:00:00.000Z",
    endTime: "2026-01-01T01:00:00.000Z",
    resolution: "PT1H",
    endTimes: [{ value: "2026-01-01T01:00:00.000Z" }],
  });
  expect(hourly.data?.frameMetricData.map((d) => d.values)).toEqual([[5 / 8], [3 / 8]]);
  const defaults = await metrics({});
  expect(defaults.data?.resolution).toBe("PT5M");
  expect(defaults.data?.endTimes).toHaveLength(288);
  expect(defaults.data?.endTimes.at(-1)).toEqual({ value: "2026-01-01T00:20:00.000Z" });
});

test("an expired target resolution falls back to the most granular one still retained", async () => {
  const range = { startTime: "2026-01-01T00:00:00Z", period: "PT1H", targetResolution: "PT5M" };
  gw.clock.set(new Date("2026-01-20T00:00:00Z"));
  const afterFifteenDays = await metrics(range);
  expect(afterFifteenDays.data?.resolution).toBe("PT1H");
  expect(afterFifteenDays.data?.frameMetricData[0].values).toEqual([5 / 8]);
  gw.clock.advance(60 * DAY);
  const afterSixtyDays = await metrics(range);
  expect(afterSixtyDays.data).toMatchObject({
    resolution: "P1D",
    startTime: "2026-01-01T00:00:00.000Z",
    endTime: "2026-01-02T00:00:00.000Z",
  });
  expect(afterSixtyDays.data?.frameMetricData[0].values).toEqual([5 / 8]);
});

test.each([
  ["a period over one day", { period: "P1DT1M" }],
  ["a range over one day", { startTime: "2026-01-01T00:00:00Z", endTime: "2026-01-02T00:00:01Z" }],
  [
    "three values that disagree",
    { startTime: "2026-01-01T00:00:00Z", endTime: "2026-01-01T01:00:00Z", period: "PT2H" },
  ],
  ["an unknown resolution", { targetResolution: "PT10M" }],
  ["a period that is not a duration", { period: "1 day" }],
])("%s is a ValidationException", async (_name, query) => {
  const res = await metrics(query);
  expect(res.response.status).toBe(400);
  expect(res.response.headers.get("x-amzn-errortype")).toBe("ValidationException");
});

test("PT24H and P1D are both the largest period allowed; three values that agree are accepted", async () => {
  expect(
    (await metrics({ period: "PT24H", targetResolution: "PT1H" })).data?.endTimes.length,
  ).toBeGreaterThan(23);
  const agreeing = await metrics({
    startTime: "2026-01-01T00:00:00Z",
    endTime: "2026-01-01T01:00:00Z",
    period: "PT1H",
  });
  expect(agreeing.response.status).toBe(200);
});
