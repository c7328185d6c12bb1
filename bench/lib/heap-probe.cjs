/**
 * Preloaded (`node --require`) into a server the bench measures, and only there: how many bytes the server
 * allocates on V8's heap between two messages from the bench over the IPC channel ("heap-probe:start",
 * "heap-probe:stop"). A V8 GCProfiler runs in between; every collection it reports freed (used heap before
 * it, less after it) bytes that were allocated in the window or before it, so
 *
 *   allocated = used heap at stop - used heap at start + sum over the collections of (before - after)
 *
 * which counts every byte allocated in the window once, whether a collection freed it, promoted it or left
 * it in place. Objects that were already garbage at start and are freed in the window are counted too; the
 * bench collects garbage at start (gc(), when the server runs with --expose-gc) so that there are none.
 * Buffer contents live outside V8's heap and are not counted (their small handles are).
 */
const v8 = require("node:v8");

let profiler;
let usedAtStart = 0;

process.on("message", (message) => {
  if (message === "heap-probe:start") {
    if (typeof globalThis.gc === "function") globalThis.gc();
    profiler = new v8.GCProfiler();
    profiler.start();
    usedAtStart = v8.getHeapStatistics().used_heap_size;
    process.send({ probe: "started" });
  } else if (message === "heap-probe:stop" && profiler) {
    const usedAtStop = v8.getHeapStatistics().used_heap_size;
    const { statistics } = profiler.stop();
    profiler = undefined;
    let freed = 0;
    for (const s of statistics) {
      freed += s.beforeGC.heapStatistics.usedHeapSize - s.afterGC.heapStatistics.usedHeapSize;
    }
    process.send({
      probe: "stopped",
      allocated: usedAtStop - usedAtStart + freed,
      collections: statistics.length,
    });
  }
});
