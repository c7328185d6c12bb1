/**
 * A full garbage collection now: for the end of start-up, and for the bench before it times requests.
 * Loading and compiling the specs leaves tens of MB of garbage, which V8 otherwise collects while the first
 * requests are served: measured right after start-up, the first request took 9-12 ms instead of 2-3 ms.
 * Node offers gc() only to a process started with --expose-gc, as `make start` and the bench start theirs;
 * without the flag this does nothing, and the first requests pay for that collection instead.
 */
export function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}
