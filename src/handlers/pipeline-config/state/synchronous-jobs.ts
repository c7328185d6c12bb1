/** Check, discover and spec jobs: they run while the request waits, and are kept for the server log. */
import { uuid } from "../../../runtime/ids";
import type { Deps } from "./database";
import type { JobConfigType, SynchronousJobRecord } from "./job-records";

/** The newest this many synchronous jobs are kept (memory is bounded); older ones leave the log. */
export const SYNCHRONOUS_JOBS_KEPT = 1000;
/** How long the stand-in connector takes to answer a check or discover. */
const RUN_MS = 2000;

export class SynchronousJobs {
  constructor(private readonly deps: Deps) {}

  record(
    configType: JobConfigType,
    configId: string,
    succeeded: boolean,
    lines: string[],
  ): SynchronousJobRecord {
    const createdAt = this.deps.clock.now();
    const endedAt = new Date(createdAt.getTime() + RUN_MS);
    const stamp = (d: Date, level: string, text: string) => `${d.toISOString()} ${level} ${text}`;
    const job: SynchronousJobRecord = {
      id: uuid(),
      configType,
      configId,
      createdAt,
      endedAt,
      succeeded,
      logLines: [
        stamp(createdAt, "INFO", `Executing worker wrapper for ${configType} of ${configId}`),
        ...lines.map((l) => stamp(endedAt, succeeded ? "INFO" : "ERROR", l)),
        stamp(endedAt, "INFO", `Completed ${configType}: ${succeeded ? "succeeded" : "failed"}`),
      ],
    };
    const jobs = this.deps.db.synchronousJobs;
    jobs.put(job.id, job);
    if (jobs.size() > SYNCHRONOUS_JOBS_KEPT) {
      const oldest = jobs.list({ limit: 1 }).items[0];
      jobs.delete(oldest.id);
    }
    return job;
  }

  all(): SynchronousJobRecord[] {
    return this.deps.db.synchronousJobs.all();
  }
}
