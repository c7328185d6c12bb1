/**
 * Sync and reset jobs and their attempts. A job moves through its phases by the schedule (job-phases.ts):
 * pending until a worker picks it up, then one attempt after another as planned (job-plans.ts), each
 * running, then failed or succeeded; the job succeeds with its first successful attempt and fails when its
 * last attempt fails. Cancelling stops the running attempt. A read shows the phases the schedule recorded;
 * only the stats of a running attempt grow with the clock. A worker's reports (save_stats, save_sync_config,
 * set_workflow_in_attempt) override or add to what reads show.
 */
import { ServiceError } from "../../../errors/service-error";
import { type Deps, nextNumber } from "./database";
import { notFound } from "./errors";
import { type JobEnded, JobPhases } from "./job-phases";
import { attemptWindows, RETRY_BACKOFF_MS } from "./job-plans";
import type {
  AttemptReport,
  AttemptStats,
  JobConfigType,
  JobRecord,
  JobStatus,
  StreamStats,
} from "./job-records";

/** The platform version the jobs report (JobDebugRead.airbyteVersion). */
export const PLATFORM_VERSION = "0.44.4";

/** Jobs kept per connection; older finished ones are dropped (memory is bounded). */
export const JOBS_KEPT_PER_CONNECTION = 500;

export interface AttemptFailure {
  origin: "source" | "destination";
  type: "system_error" | "transient_error" | "manual_cancellation";
  message: string;
  at: Date;
}

export interface AttemptView {
  number: number;
  status: "running" | "failed" | "succeeded";
  createdAt: Date;
  updatedAt: Date;
  endedAt?: Date;
  totalStats: AttemptStats;
  streamStats: StreamStats[];
  failure?: AttemptFailure;
  logLines: string[];
  report: AttemptReport;
}

export interface JobView {
  job: JobRecord;
  status: JobStatus;
  updatedAt: Date;
  startedAt?: Date;
  attempts: AttemptView[];
  /** Scheduler log lines of the job (created, attempts started, finished). */
  schedulerLines: string[];
}

export type NewJob = Omit<JobRecord, "id" | "createdAt" | "reports" | "phases">;

const line = (at: Date, level: string, text: string) => `${at.toISOString()} ${level} ${text}`;
const streamName = (s: { name: string; namespace?: string }) =>
  s.namespace ? `${s.namespace}.${s.name}` : s.name;

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
    const now = this.deps.clock.now().getTime();
    const cancelled = job.cancelledAt?.getTime();
    const scheduler = [
      line(job.createdAt, "INFO", `Job ${job.id} created: ${job.configType} of connection ${job.configId}`),
    ];
    const attempts: AttemptView[] = [];
    const windows = attemptWindows(job.createdAt, job.plans);
    const started = Math.ceil(job.phases / 2);
    let status: JobStatus = started === 0 ? "pending" : "running";
    let updatedAt = job.createdAt.getTime();
    for (let n = 0; n < started; n++) {
      const plan = job.plans[n];
      const { start, end } = windows[n];
      const finished = job.phases >= 2 * n + 2;
      // A running attempt has moved records in proportion to the time it has run so far.
      const cut = finished ? end : Math.min(now, cancelled ?? now);
      const progress = finished ? 1 : Math.min(1, Math.max(0, (cut - start) / plan.durationMs));
      const emitted = plan.streams.map((x) => ({
        ...x,
        records: Math.floor(x.records * progress),
        bytes: Math.floor(x.bytes * progress),
      }));
      const attempt = this.attempt(job, n, start, end, finished, cut, emitted);
      attempts.push(attempt);
      scheduler.push(line(new Date(start), "INFO", `Job ${job.id} attempt ${n} started`));
      updatedAt = (attempt.endedAt ?? new Date(cut)).getTime();
      if (attempt.status === "succeeded") status = "succeeded";
      else if (finished && n === job.plans.length - 1) status = "failed";
    }
    // Only a pending or running job can be cancelled (cancel), so a cancelled job ended cancelled.
    if (cancelled !== undefined) {
      status = "cancelled";
      updatedAt = cancelled;
    }
    if (status === "succeeded" || status === "failed" || status === "cancelled") {
      scheduler.push(
        line(new Date(updatedAt), status === "succeeded" ? "INFO" : "WARN", `Job ${job.id} ${status}`),
      );
    }
    return {
      job,
      status,
      updatedAt: new Date(updatedAt),
      startedAt: attempts[0]?.createdAt,
      attempts,
      schedulerLines: scheduler,
    };
  }

  private attempt(
    job: JobRecord,
    n: number,
    start: number,
    end: number,
    finished: boolean,
    cut: number,
    emitted: { name: string; namespace?: string; records: number; bytes: number }[],
  ): AttemptView {
    const plan = job.plans[n];
    const cancelledNow = !finished && job.cancelledAt !== undefined;
    const failed = (finished && plan.failure !== undefined) || cancelledNow;
    const succeeded = finished && !plan.failure;
    const records = emitted.reduce((x, s) => x + s.records, 0);
    const bytes = emitted.reduce((x, s) => x + s.bytes, 0);
    const plannedRecords = plan.streams.reduce((x, s) => x + s.records, 0);
    const plannedBytes = plan.streams.reduce((x, s) => x + s.bytes, 0);
    const report = job.reports[n] ?? {};
    const committed = succeeded ? records : 0;
    const totalStats: AttemptStats = report.totalStats ?? {
      recordsEmitted: records,
      bytesEmitted: bytes,
      stateMessagesEmitted: succeeded ? emitted.length : 0,
      recordsCommitted: committed,
      estimatedRecords: plannedRecords,
      estimatedBytes: plannedBytes,
    };
    const streamStats: StreamStats[] =
      report.streamStats ??
      emitted.map((s) => ({
        streamName: s.name,
        ...(s.namespace !== undefined ? { streamNamespace: s.namespace } : {}),
        stats: {
          recordsEmitted: s.records,
          bytesEmitted: s.bytes,
          recordsCommitted: succeeded ? s.records : 0,
        },
      }));
    const startedAt = new Date(start);
    const endedAt = finished ? new Date(end) : cancelledNow ? new Date(cut) : undefined;
    const what = job.configType === "sync" ? "replication" : "reset";
    const logLines = [
      line(startedAt, "INFO", `Attempt ${n} of job ${job.id} started: ${what} of connection ${job.configId}`),
      line(startedAt, "INFO", `Source image ${job.sourceImage}; destination image ${job.destinationImage}`),
    ];
    let failure: AttemptFailure | undefined;
    if (cancelledNow) {
      failure = {
        origin: "source",
        type: "manual_cancellation",
        message: "The job was cancelled by the user",
        at: new Date(cut),
      };
      logLines.push(line(new Date(cut), "WARN", `Attempt ${n} cancelled by the user`));
    } else if (finished) {
      for (const s of emitted) {
        logLines.push(
          line(
            new Date(end),
            "INFO",
            `Stream ${streamName(s)}: ${s.records} records (${s.bytes} bytes) read`,
          ),
        );
      }
      if (plan.failure) {
        const retries = n < job.plans.length - 1;
        failure = {
          origin: plan.failure.origin,
          type: retries && job.plans[n + 1].failure === undefined ? "transient_error" : "system_error",
          message: plan.failure.message,
          at: new Date(end),
        };
        logLines.push(
          line(
            new Date(end),
            "ERROR",
            `Attempt ${n} failed (${plan.failure.origin}): ${plan.failure.message}`,
          ),
        );
        if (retries) logLines.push(line(new Date(end), "INFO", `Retrying in ${RETRY_BACKOFF_MS / 1000} s`));
      } else {
        logLines.push(
          line(
            new Date(end),
            "INFO",
            `Attempt ${n} succeeded: ${committed} records (${bytes} bytes) committed`,
          ),
        );
      }
    }
    return {
      number: n,
      status: succeeded ? "succeeded" : failed ? "failed" : "running",
      createdAt: startedAt,
      updatedAt: endedAt ?? new Date(cut),
      endedAt,
      totalStats,
      streamStats,
      failure,
      logLines,
      report,
    };
  }

  /** The connection's job that is pending or running, if any. */
  active(connectionId: string): JobView | undefined {
    return this.forConnection(connectionId)
      .map((j) => this.view(j))
      .find((v) => v.status === "pending" || v.status === "running");
  }

  /** Jobs of a connection, newest first. */
  forConnection(connectionId: string): JobRecord[] {
    return this.deps.db.jobs.all((j) => j.configId === connectionId).reverse();
  }

  /** jobs/list: newest first by createdAt, filtered by config types; `includingJobId` widens the page to it. */
  list(q: {
    configTypes: JobConfigType[];
    configId: string;
    includingJobId?: number;
    pageSize?: number;
    rowOffset?: number;
  }) {
    const matching = this.forConnection(q.configId).filter((j) => q.configTypes.includes(j.configType));
    const offset = q.rowOffset ?? 0;
    let size = q.pageSize ?? 200;
    if (q.includingJobId !== undefined) {
      const at = matching.findIndex((j) => j.id === q.includingJobId);
      if (at >= offset) size = Math.max(size, at - offset + 1);
    }
    return { jobs: matching.slice(offset, offset + size).map((j) => this.view(j)), total: matching.length };
  }

  lastReplication(connectionId: string): JobView | undefined {
    const job = this.forConnection(connectionId).find((j) => j.configType === "sync");
    return job ? this.view(job) : undefined;
  }

  cancel(id: number): JobView {
    const job = this.get(id);
    const v = this.view(job);
    if (v.status !== "pending" && v.status !== "running") {
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
      .all((j) => j.workspaceId === workspaceId && j.configType === "sync")
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
      if (s !== "pending" && s !== "running") this.deps.db.jobs.delete(String(old.id));
    }
  }
}
