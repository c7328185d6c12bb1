/**
 * GetProfile's time range (CodeGuru Profiler: 1 or 2 of startTime, endTime and an ISO 8601 period, at most 7 days),
 * resolved against the stored profiles when period alone is given; and the ISO 8601 periods it and
 * BatchGetFrameMetricData take.
 */
import { invalid, ServiceError } from "../../../errors/service-error";
import { parseDuration } from "../../../runtime/clock";
import { AGGREGATION_PERIODS, DAY_MS, endOf, type ProfileTime, periodOfLength } from "./periods";

export interface TimeRange {
  startMs: number;
  endMs: number;
}

export interface RangeQuery {
  startTime?: Date;
  endTime?: Date;
  /** ISO 8601 duration. */
  period?: string;
}

/** An aggregated-profile time range is at most 7 days. */
export const MAX_PROFILE_RANGE_MS = 7 * DAY_MS;

/** A positive ISO 8601 duration in milliseconds. */
export function durationMs(field: string, iso: string): number {
  const ms = parseDuration(iso);
  if (!(ms > 0)) throw invalid(field, "must be a positive ISO 8601 duration");
  return ms;
}

/**
 * GetProfile's range (CodeGuru Profiler): 1 or 2 of startTime, endTime, period; period alone names the latest
 * stored profiles (`stored`, oldest first); at most 7 days.
 */
export function profileRange(q: RangeQuery, stored: readonly ProfileTime[]): TimeRange {
  const start = q.startTime?.getTime();
  const end = q.endTime?.getTime();
  const given = [start, end, q.period].filter((v) => v !== undefined).length;
  if (given === 0) throw invalid("period", "give 1 or 2 of startTime, endTime and period");
  if (given === 3) throw invalid("period", "startTime, endTime and period cannot all be given");
  let startMs: number;
  let endMs: number;
  if (q.period === undefined) {
    if (start === undefined || end === undefined) {
      const [field, other] = start === undefined ? ["endTime", "startTime"] : ["startTime", "endTime"];
      throw invalid(field, `requires period or ${other}`);
    }
    startMs = start;
    endMs = end;
  } else {
    const periodMs = durationMs("period", q.period);
    if (start !== undefined) {
      startMs = start;
      endMs = start + periodMs;
    } else if (end !== undefined) {
      startMs = end - periodMs;
      endMs = end;
    } else {
      ({ startMs, endMs } = latestRange(stored, periodMs));
    }
  }
  if (endMs <= startMs) throw invalid("endTime", "must be after startTime");
  if (endMs - startMs > MAX_PROFILE_RANGE_MS) throw invalid("period", "the time range may be at most 7 days");
  return { startMs, endMs };
}

/**
 * The range `period` alone names: the latest stored profile of that aggregation period when `period` is one,
 * otherwise `period` ending where the latest profiling data ends (the end of the latest profile of the finest
 * period still retained).
 */
function latestRange(stored: readonly ProfileTime[], periodMs: number): TimeRange {
  const exact = periodOfLength(periodMs);
  const ofExact = stored.filter((p) => p.period === exact);
  if (ofExact.length > 0) {
    const latest = ofExact[ofExact.length - 1];
    return { startMs: latest.startMs, endMs: endOf(latest) };
  }
  for (const period of AGGREGATION_PERIODS) {
    const ofPeriod = stored.filter((p) => p.period === period);
    if (ofPeriod.length > 0) {
      const endMs = endOf(ofPeriod[ofPeriod.length - 1]);
      return { startMs: endMs - periodMs, endMs };
    }
  }
  throw new ServiceError("not_found", "No aggregated profile exists for this profiling group yet");
}
