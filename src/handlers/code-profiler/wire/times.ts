/** Times as CodeGuru Profiler's JSON writes them: ISO 8601 timestamps, and an aggregated profile's start and period. */
import type { components } from "../../../../generated/code-profiler/types";
import type { ProfileTime } from "../state/periods";

export const iso = (ms: number | Date) => new Date(ms).toISOString();

/** An optional ISO 8601 query parameter as a Date. */
export const dateOf = (value: string | undefined) => (value === undefined ? undefined : new Date(value));

export function aggregatedProfileTime(t: ProfileTime): components["schemas"]["AggregatedProfileTime"] {
  return { start: iso(t.startMs), period: t.period };
}
