/**
 * Aggregation periods (CodeGuru Profiler: aggregated profiles have a UTC-aligned period of PT5M, PT1H or P1D) and how
 * long the profiles of each period are retained (CodeGuru Profiler limits: 15 days, 60 days, 3 years).
 */
import { DateTime, type DurationLikeObject } from "luxon";

export const AGGREGATION_PERIODS = ["PT5M", "PT1H", "P1D"] as const;
export type AggregationPeriod = (typeof AGGREGATION_PERIODS)[number];

const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

export const PERIOD_MS: Record<AggregationPeriod, number> = {
  PT5M: 5 * MINUTE_MS,
  PT1H: 60 * MINUTE_MS,
  P1D: DAY_MS,
};

const RETENTION: Record<AggregationPeriod, DurationLikeObject> = {
  PT5M: { days: 15 },
  PT1H: { days: 60 },
  P1D: { years: 3 },
};

/** When a stored aggregated profile starts, and the period it covers. */
export interface ProfileTime {
  startMs: number;
  period: AggregationPeriod;
}

export const endOf = (p: ProfileTime) => p.startMs + PERIOD_MS[p.period];

/** Coarsest first: the order in which stored profiles are combined so that no sample counts twice. */
export const COARSEST_FIRST: readonly AggregationPeriod[] = ["P1D", "PT1H", "PT5M"];

/** The aggregation period lasting exactly `ms`, if any. */
export function periodOfLength(ms: number): AggregationPeriod | undefined {
  return AGGREGATION_PERIODS.find((p) => PERIOD_MS[p] === ms);
}

/** Start of the UTC-aligned period containing `ms` (epoch milliseconds are UTC, with 24-hour days). */
export function alignDown(ms: number, period: AggregationPeriod): number {
  return ms - (((ms % PERIOD_MS[period]) + PERIOD_MS[period]) % PERIOD_MS[period]);
}

export function alignUp(ms: number, period: AggregationPeriod): number {
  const down = alignDown(ms, period);
  return down === ms ? ms : down + PERIOD_MS[period];
}

/** When a profile of `period` starting at `startMs` is no longer retained. */
export function expiryOf(period: AggregationPeriod, startMs: number): number {
  return DateTime.fromMillis(startMs, { zone: "utc" }).plus(RETENTION[period]).toMillis();
}

/** Whether profiles of `period` starting at `startMs` are still retained at `nowMs`. */
export function isRetained(period: AggregationPeriod, startMs: number, nowMs: number): boolean {
  return nowMs < expiryOf(period, startMs);
}
