/**
 * A sync or reset job moves through its phases by the gateway's clock: a worker picks it up, each attempt
 * starts and ends as planned (job-plans.ts), and the job ends with its first successful attempt or its last
 * failed one. Each change is due work on the service's schedule (`job:<id>`) that counts the change into
 * the job's record, so reads only look at what the schedule wrote; cancelling drops the pending change.
 */
import type { Schedule } from "../../../runtime/scheduler";
import type { Db } from "./database";
import { attemptWindows } from "./job-plans";
import type { JobRecord } from "./job-records";

export const JOB_PHASE = "job-phase";

export type JobEnded = (job: JobRecord, status: "succeeded" | "failed", at: Date) => void;

interface PhaseChange {
  jobId: number;
}

const keyOf = (jobId: number) => `job:${jobId}`;

/** When the job's change number `phase` (from 1) happens: odd ones start an attempt, even ones end it. */
function changeAt(job: JobRecord, phase: number): Date {
  const window = attemptWindows(job.createdAt, job.plans)[Math.floor((phase - 1) / 2)];
  return new Date(phase % 2 === 1 ? window.start : window.end);
}

export class JobPhases {
  constructor(
    private readonly db: Db,
    private readonly schedule: Schedule,
    /** Called once, at the instant it happens, when a job's attempt succeeds or its last one fails. */
    private readonly ended: JobEnded,
  ) {
    schedule.on<PhaseChange>(JOB_PHASE, (work) => this.advance(work.data.jobId, work.at));
  }

  /** Puts the first change of a new job: a worker picks it up. */
  start(job: JobRecord): void {
    this.next(job, 1);
  }

  /** Drops the pending change of a cancelled job. */
  stop(jobId: number): void {
    this.schedule.cancel(keyOf(jobId));
  }

  private next(job: JobRecord, phase: number): void {
    this.schedule.at<PhaseChange>(keyOf(job.id), changeAt(job, phase), JOB_PHASE, { jobId: job.id });
  }

  private advance(jobId: number, at: Date): void {
    const job = this.db.jobs.get(String(jobId));
    if (!job || job.cancelledAt) return;
    const updated: JobRecord = { ...job, phases: job.phases + 1 };
    this.db.jobs.put(String(jobId), updated);
    if (updated.phases % 2 === 1) {
      this.next(updated, updated.phases + 1);
      return;
    }
    const attempt = updated.phases / 2 - 1;
    if (!updated.plans[attempt].failure) this.ended(updated, "succeeded", at);
    else if (attempt === updated.plans.length - 1) this.ended(updated, "failed", at);
    else this.next(updated, updated.phases + 1);
  }
}
