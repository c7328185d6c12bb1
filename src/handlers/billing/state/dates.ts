/** Calendar dates (`yyyy-mm-dd`) and instants as the billing API writes them. */
import { invalid } from "../../../errors/service-error";
import type { Clock } from "../../../runtime/clock";

/** The v1 API writes instants as `yyyy-mm-dd hh:mm:ss` (UTC). */
export function v1Time(instant: string | Date): string {
  return new Date(instant).toISOString().slice(0, 19).replace("T", " ");
}

export function isoNow(clock: Clock): string {
  return clock.now().toISOString();
}

/** Refuses a `yyyy-mm-dd` that names no calendar day (2026-02-30), which a date format check lets through. */
export function assertDate(field: string, value: string | undefined): void {
  if (value === undefined) return;
  const d = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value)
    throw invalid(field, `${value} is not a calendar date`);
}

/** A calendar date `days` after `date` (both `yyyy-mm-dd`). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The same day `n` months after `date`, or the month's last day when it is shorter. */
export function addMonths(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + n);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString().slice(0, 10);
}
