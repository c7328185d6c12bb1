/** What every part of the billing domain shares: the scope a request acts in, collections, ids, money, time. */
import { invalid, ServiceError } from "../../../errors/service-error";
import type { Clock } from "../../../runtime/clock";
import { HEX, randomString } from "../../../runtime/ids";
import type { Collection, ServiceStore } from "../../../runtime/store";

export const SLUG = "billing";

/** The tenant, entity and user a request acts as, and the minor version it asked for. */
export interface Scope {
  tenantId: string;
  entityId: string;
  userId: string;
  version: number;
  /** The gateway's root URL as the caller reached it, for links to the gateway's own receivers. */
  gatewayUrl: string;
}

export interface Deps {
  store: ServiceStore;
  clock: Clock;
}

/** Each entity's data lives in its own collections: data is scoped to the entity a request names. */
export function entityCollection<T>(deps: Deps, entityId: string, name: string): Collection<T> {
  return deps.store.collection<T>(`${entityId}/${name}`);
}

/**
 * Where an entity keeps the records of `name` that were deleted: Zuora keeps deleted records readable by data
 * queries with `readDeleted`.
 */
export function deletedCollection<T>(deps: Deps, entityId: string, name: string): Collection<T> {
  return entityCollection<T>(deps, entityId, `${name}.deleted`);
}

/** Zuora's object ids are 32 hexadecimal digits. */
export function objectId(): string {
  return randomString(32, HEX);
}

export function money(n: number): number {
  return Math.round(n * 100) / 100;
}

export function sum(values: number[]): number {
  return money(values.reduce((a, b) => a + b, 0));
}

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

export function notFound(what: string, id: string): ServiceError {
  return new ServiceError("not_found", `${what} ${id} does not exist.`);
}

/** A documented business rule the request breaks (Zuora's "rule restriction" category). */
export function ruleViolation(message: string): ServiceError {
  return new ServiceError("failed_precondition", message);
}

/** Milliseconds since `iso` by the clock. */
export function elapsed(clock: Clock, iso: string): number {
  return clock.now().getTime() - new Date(iso).getTime();
}

/**
 * The status of asynchronous work started at `startedAt`: each step's status holds until its time has
 * passed, then `done`. Asynchronous jobs compute their status this way whenever they are read.
 */
export function phaseOf<S extends string>(
  clock: Clock,
  startedAt: string,
  steps: [untilMs: number, status: S][],
  done: S,
): S {
  const age = elapsed(clock, startedAt);
  return steps.find(([until]) => age < until)?.[1] ?? done;
}
