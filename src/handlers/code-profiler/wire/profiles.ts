/**
 * Profiles on the wire: GetProfile's aggregated profile (the same shape agents submit, with the range it covers),
 * ListProfileTimes' pages, and BatchGetFrameMetricData's series.
 */
import type { components, operations } from "../../../../generated/code-profiler/types";
import type { FrameMetricSeries } from "../state/frame-metrics";
import type { AggregatedResult } from "../state/profiles";
import { iso } from "./times";

type Schemas = components["schemas"];
type ProfileTimesPage = operations["listProfileTimes"]["responses"][200]["content"]["application/json"];

/** The aggregated profile with its times as `toTime` writes them: strings for JSON, Dates for Ion timestamps. */
export function profileDocument<T extends string | Date>(p: AggregatedResult, toTime: (ms: number) => T) {
  return {
    start: toTime(p.startMs),
    end: toTime(p.endMs),
    combinedProfiles: p.combined.map((t) => ({ start: toTime(t.startMs), period: t.period })),
    callgraph: p.root,
  };
}

/** ListProfileTimes orders by TimestampDescending unless asked otherwise (either spelling of the value). */
export function isAscending(orderBy: string | undefined): boolean {
  return orderBy === "TimestampAscending" || orderBy === "TIMESTAMP_ASCENDING";
}

export function profileTimesPage(page: { times: number[]; nextToken?: string }): ProfileTimesPage {
  const body: ProfileTimesPage = { profileTimes: page.times.map((t) => ({ start: iso(t) })) };
  if (page.nextToken) body.nextToken = page.nextToken;
  return body;
}

export function frameMetricData(series: FrameMetricSeries): Schemas["BatchGetFrameMetricDataResponse"] {
  return {
    startTime: iso(series.startMs),
    endTime: iso(series.endMs),
    resolution: series.resolution,
    endTimes: series.endTimes.map((t) => ({ value: iso(t) })),
    // Every step is computed from the stored profiles, so no end time is left unprocessed.
    unprocessedEndTimes: {},
    frameMetricData: series.data.map((d) => ({ frameMetric: d.metric, values: d.values })),
  };
}
