/** The progress of asynchronous work, read from the clock. */
import type { Clock } from "../../../runtime/clock";

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
