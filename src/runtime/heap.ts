/**
 * A full garbage collection now: for the end of start-up, and for the bench before it times requests.
 * Loading and compiling the specs leaves tens of MB of garbage, which V8 otherwise collects while the first
 * requests are served: measured right after start-up, the first request took 9-12 ms instead of 2-3 ms
 * (issue 7: no first-request spikes). Node offers gc() only under --expose-gc, which `make start` does not
 * pass; the flag can be set at run time, and the function is then found in a fresh context.
 */
import v8 from "node:v8";
import vm from "node:vm";

export function collectGarbage(): void {
  v8.setFlagsFromString("--expose-gc");
  (vm.runInNewContext("gc") as () => void)();
}
