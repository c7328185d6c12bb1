/**
 * Sync and reset jobs and their attempts. A job moves through its phases by the schedule (job-phases.ts):
 * pending until a worker picks it up, then one attempt after another as planned (job-plans.ts), each
 * running, then failed or succeeded; the job succeeds with its first successful attempt and fails when its
 * last attempt fails. Cancelling stops the running attempt. A read shows the job as job-views.ts computes it
 * from the phases the schedule recorded; a worker's reports are kept on the job for it.
 */
import { ServiceError } from "../../../errors/service-error";
import { type Deps, nextNumber, scope } from "./database";
import { notFound } from "./errors";
import { type JobEnded, JobPhases } from "./job-phases";
import type { AttemptReport, JobConfigType, JobRecord, JobStatus } from "./job-records";
import { type JobView, jobView } from "./job-views";

/** The platform version the jobs report (JobDebugRead.airbyteVersion). */
export const PLATFORM_VERSION = "0.44.4";

/** Jobs kept per connection; older finished ones are dropped (memory is bounded). */
export const JOBS_KEPT_PER_CONNECTION = 500;

/** Whether a job has reached one of its final states. */
const ended = (s: JobStatus) => s === "succeeded" || s === "failed" || s === "cancelled";

export interface JobQuery {
  configTypes: JobConfigType[];
  configId: string;
  includingJobId?: number;
  pageSize?: number;
  rowOffset?: number;
  statuses?: JobStatus[];
  createdAtStart?: Date;
  createdAtEnd?: Date;
  updatedAtStart?: Date;
  updatedAtEnd?: Date;
  /** The time ordered by and its direction: createdAt, DESC (Airbyte's defaults) when not given. */
  orderByField?: "createdAt" | "updatedAt";
  orderByMethod?: "ASC" | "DESC";
}

export type NewJob = Omit<JobRecord, "id" | "createdAt" | "reports" | "phases">;

export class Jobs {
  private readonly phases: JobPhases;

  constructor(
    private readonly deps: Deps,
    ended: JobEnded,
  ) {
    this.phases = new JobPhases(deps.db, deps.schedule, ended);
  }

  create(input: NewJob): JobRecord {
    const job: JobRecord = {
      ...input,
      id: nextNumber(this.deps.db, "job"),
      createdAt: this.deps.clock.now(),
      phases: 0,
      reports: {},
    };
    this.deps.db.jobs.put(String(job.id), job);
    this.phases.start(job);
    this.trim(job.configId);
    return job;
  }

  get(id: number): JobRecord {
    const job = this.deps.db.jobs.get(String(id));
    if (!job) throw notFound("job", id);
    return job;
  }
  view(job: JobRecord): JobView {
    return jobView(job, this.deps.clock.now());
  }

  /** The connection's job that has not ended (pending, running or incomplete), if any. */
  active(connectionId: string): JobView | undefined {
    return this.forConnection(connectionId)
      .map((j) => this.view(j))
      .find((v) => !ended(v.status));
  }

  /** Jobs of a connection, newest first. */
  forConnection(connectionId: string): JobRecord[] {
    return this.deps.db.jobs.all(undefined, scope.connection(connectionId)).reverse();
  }

  /**
   * jobs/list: filtered by config types, statuses and the created and updated ranges (both ends included, as
   * Airbyte's job history query compares them), ordered by `orderByField` in `orderByMethod`'s direction
   * (newest first by createdAt when not given; jobs of one time in the order of their ids); `includingJobId`
   * widens the page to it.
   */
  list(q: JobQuery) {
    const within = (t: Date, start?: Date, end?: Date) =>
      (!start || t.getTime() >= start.getTime()) && (!end || t.getTime() <= end.getTime());
    const matching = this.forConnection(q.configId)
      .filter((j) => q.configTypes.includes(j.configType))
      .map((j) => this.view(j))
      .filter(
        (v) =>
          (!q.statuses || q.statuses.includes(v.status)) &&
          within(v.job.createdAt, q.createdAtStart, q.createdAtEnd) &&
          within(v.updatedAt, q.updatedAtStart, q.updatedAtEnd),
      );
    const time = (v: JobView) => (q.orderByField === "updatedAt" ? v.updatedAt : v.job.createdAt).getTime();
    const sign = q.orderByMethod === "ASC" ? 1 : -1;
    matching.sort((a, b) => sign * (time(a) - time(b) || a.job.id - b.job.id));
    const offset = q.rowOffset ?? 0;
    let size = q.pageSize ?? 200;
    if (q.includingJobId !== undefined) {
      const at = matching.findIndex((v) => v.job.id === q.includingJobId);
      if (at >= offset) size = Math.max(size, at - offset + 1);
    }
    return { jobs: matching.slice(offset, offset + size), total: matching.length };
  }

  lastReplication(connectionId: string): JobView | undefined {
    const job = this.forConnection(connectionId).find((j) => j.configType === "sync");
    return job ? this.view(job) : undefined;
  }

  cancel(id: number): JobView {
    const job = this.get(id);
    const v = this.view(job);
    if (ended(v.status)) {
      throw new ServiceError(
        "failed_precondition",
        `Job ${id} is already ${v.status} and cannot be cancelled`,
      );
    }
    const cancelled = { ...job, cancelledAt: this.deps.clock.now() };
    this.deps.db.jobs.put(String(id), cancelled);
    this.phases.stop(id);
    return this.view(cancelled);
  }

  /** A worker's report on an attempt that has started. */
  report(jobId: number, attemptNumber: number, patch: AttemptReport): void {
    const job = this.get(jobId);
    if (!this.view(job).attempts.some((a) => a.number === attemptNumber)) {
      throw notFound("attempt", `${jobId}/${attemptNumber}`);
    }
    const reports = { ...job.reports, [attemptNumber]: { ...job.reports[attemptNumber], ...patch } };
    this.deps.db.jobs.put(String(jobId), { ...job, reports });
  }

  /** Whether any sync of the workspace has succeeded (WorkspaceRead.firstCompletedSync). */
  anySucceeded(workspaceId: string): boolean {
    return this.deps.db.jobs
      .all((j) => j.configType === "sync", scope.workspace(workspaceId))
      .some((j) => this.view(j).status === "succeeded");
  }

  /** Every job's lines of the given log, by job. */
  logLines(log: "server" | "scheduler"): string[] {
    return this.deps.db.jobs.all().flatMap((j) => {
      const v = this.view(j);
      return log === "scheduler" ? v.schedulerLines : v.attempts.flatMap((a) => a.logLines);
    });
  }

  /** Drops the oldest finished jobs of a connection beyond JOBS_KEPT_PER_CONNECTION. */
  private trim(connectionId: string): void {
    const jobs = this.forConnection(connectionId);
    for (const old of jobs.slice(JOBS_KEPT_PER_CONNECTION)) {
      const s = this.view(old).status;
      if (ended(s)) this.deps.db.jobs.delete(String(old.id));
    }
  }
}
