/**
 * Frame metrics (CodeGuru Profiler: time series of values for a list of frame metrics; frame-metric `period` at most
 * one day; an unavailable target resolution falls back to the most granular available resolution after it). The values
 * are computed from the aggregated profiles of each time step.
 */
import { invalid } from "../../../errors/service-error";
import type { Clock } from "../../../runtime/clock";
import { relativeTotalTime } from "./call-tree";
import {
  AGGREGATION_PERIODS,
  type AggregationPeriod,
  alignDown,
  alignUp,
  DAY_MS,
  isRetained,
  PERIOD_MS,
} from "./periods";
import { durationMs } from "./profile-range";
import type { Profiles } from "./profiles";

export interface FrameMetric {
  frameName: string;
  type: "AggregatedRelativeTotalTime";
  threadStates: string[];
}

export interface FrameMetricsQuery {
  startTime?: Date;
  endTime?: Date;
  /** ISO 8601 duration. */
  period?: string;
  targetResolution?: AggregationPeriod;
  frameMetrics: FrameMetric[];
}

export interface FrameMetricSeries {
  startMs: number;
  endMs: number;
  resolution: AggregationPeriod;
  endTimes: number[];
  data: { metric: FrameMetric; values: number[] }[];
}

/** The requested range: two of startTime, endTime, period (all three must agree); now and one day by default. */
function resolveRange(q: FrameMetricsQuery, nowMs: number): { startMs: number; endMs: number } {
  const start = q.startTime?.getTime();
  const end = q.endTime?.getTime();
  let periodMs = q.period === undefined ? undefined : durationMs("period", q.period);
  if (start !== undefined && end !== undefined) {
    if (end <= start) throw invalid("endTime", "must be after startTime");
    if (periodMs !== undefined && periodMs !== end - start) {
      throw invalid("period", "must equal endTime - startTime when all three are given");
    }
    periodMs = end - start;
  }
  periodMs ??= DAY_MS;
  if (periodMs > DAY_MS) throw invalid("period", "may be at most one day (PT24H or P1D)");
  const endMs = end ?? (start === undefined ? nowMs : start + periodMs);
  return { startMs: start ?? endMs - periodMs, endMs };
}

/** The target resolution, or the most granular one after it whose retention still covers the range. */
function resolutionFor(target: AggregationPeriod, startMs: number, nowMs: number): AggregationPeriod {
  const candidates = AGGREGATION_PERIODS.slice(AGGREGATION_PERIODS.indexOf(target));
  return candidates.find((p) => isRetained(p, alignDown(startMs, p), nowMs)) ?? "P1D";
}

export function frameMetricSeries(
  profiles: Profiles,
  clock: Clock,
  group: string,
  q: FrameMetricsQuery,
): FrameMetricSeries {
  const nowMs = clock.now().getTime();
  const range = resolveRange(q, nowMs);
  const resolution = resolutionFor(q.targetResolution ?? "PT5M", range.startMs, nowMs);
  const startMs = alignDown(range.startMs, resolution);
  const endMs = alignUp(range.endMs, resolution);
  const byStart = new Map(profiles.stored(group, resolution).map((p) => [p.startMs, p.root]));
  const stepStarts: number[] = [];
  for (let t = startMs; t < endMs; t += PERIOD_MS[resolution]) stepStarts.push(t);
  return {
    startMs,
    endMs,
    resolution,
    endTimes: stepStarts.map((t) => t + PERIOD_MS[resolution]),
    data: q.frameMetrics.map((metric) => ({
      metric,
      values: stepStarts.map((t) => {
        const root = byStart.get(t);
        return root ? relativeTotalTime(root, metric.frameName, metric.threadStates) : 0;
      }),
    })),
  };
}
