/**
 * A full garbage collection now, for the bench before it times requests, so that collecting its own
 * garbage does not land inside a timed request. Node offers gc() only to a process started with
 * --expose-gc, as the bench starts itself; without the flag this does nothing. The gateway does not call
 * it: a collection forced at the end of start-up made no difference to its first requests that the bench
 * could tell from noise.
 */
export function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}
