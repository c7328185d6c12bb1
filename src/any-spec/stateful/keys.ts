/**
 * Integer keys that are never given out twice, as a database's serial column gives them: a client holding the
 * key of a deleted record must not find another record under it. Each collection (each scope of a nested
 * one: a repository's issues) keeps the next number beside its records, in the same store, so a restart on
 * STATE_DIR goes on where it stopped. The counter is written before the record that takes the number: a
 * crash between the two writes leaves a number unused, never one used twice.
 */
import type { Collection } from "../../runtime/store";

export interface KeyCounter {
  next: number;
}

/**
 * Claims the next integer key of a collection's scope: above every number the counter gave, every key the
 * scope holds (records seeded from examples carry their own) and the key schema's `minimum` less one.
 */
export function claimNumber(
  counters: Collection<KeyCounter>,
  scope: string,
  existing: () => unknown[],
  minimum: unknown,
): number {
  const numbers = existing().filter((v): v is number => typeof v === "number" && Number.isFinite(v));
  const floor = typeof minimum === "number" ? Math.ceil(minimum) : 1;
  const next = Math.max(counters.get(scope)?.next ?? floor, floor, ...numbers.map((n) => Math.floor(n) + 1));
  counters.put(scope, { next: next + 1 });
  return next;
}
