/**
 * What is stored of a key and its owner, and the daily counts its limits are read from: shared by the key
 * ring and the licensees a sublicensed key looks up for.
 */
import type { Datasets } from "./delivery-points";

export interface User {
  id: string;
  email: string;
  user_token: string;
}

/** Lookups counted against a daily limit: the UTC day they were made and how many. */
export interface DailyCount {
  day: string;
  consumed: number;
}

export interface KeyRecord {
  key: string;
  owner: string;
  /** The balance the key was loaded with, for its current purchase. */
  purchased: number;
  lookups_remaining: number;
  daily_limit: number | null;
  individual_limit: number | null;
  allowed_urls: string[];
  sublicensed: boolean;
  suspended: boolean;
  datasets: Datasets;
  daily: DailyCount;
}

export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Today's count: yesterday's no longer counts. */
export function consumedOn(daily: DailyCount, day: string): number {
  return daily.day === day ? daily.consumed : 0;
}
