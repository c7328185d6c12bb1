/**
 * How a bundle tells the launcher (src/launch/code-cache.ts) that its run does work that later starts skip,
 * such as reading a document for the first time, or comparing two (`diff` shares the documents' bundle with
 * `mock` and `proxy`): the bytecode of such a run is not what later starts need.
 * An event on `process`, which the launcher and the bundle share although each holds its own copy of this
 * module.
 */
export const ONE_OFF_WORK_EVENT = "openapi-gateway:one-off-work";

export function markOneOffWork(): void {
  (process as NodeJS.EventEmitter).emit(ONE_OFF_WORK_EVENT);
}
