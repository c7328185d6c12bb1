/**
 * What a read shows of a job at a given time: its status and attempts from the phases the schedule recorded,
 * the stats of a running attempt grown in proportion to the time it has run, the logs of each attempt, and
 * the reports of workers (save_stats, save_sync_config, set_workflow_in_attempt) over what was planned.
 */
import { attemptWindows, RETRY_BACKOFF_MS } from "./job-plans";
import type { AttemptReport, AttemptStats, JobRecord, JobStatus, StreamStats } from "./job-records";

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

const line = (at: Date, level: string, text: string) => `${at.toISOString()} ${level} ${text}`;
const streamName = (s: { name: string; namespace?: string }) =>
  s.namespace ? `${s.namespace}.${s.name}` : s.name;

/** The job as a read at `at` shows it. */
export function jobView(job: JobRecord, at: Date): JobView {
  const now = at.getTime();
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
    const attempt = attemptView(job, n, start, end, finished, cut, emitted);
    attempts.push(attempt);
    scheduler.push(line(new Date(start), "INFO", `Job ${job.id} attempt ${n} started`));
    updatedAt = (attempt.endedAt ?? new Date(cut)).getTime();
    if (attempt.status === "succeeded") status = "succeeded";
    else if (finished && n === job.plans.length - 1) status = "failed";
    // Airbyte marks the job incomplete when an attempt fails and another will follow, until it starts.
    else status = finished ? "incomplete" : "running";
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

/** Attempt `n` of a job that has started it, cut at `cut` while it runs. */
function attemptView(
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
        line(new Date(end), "INFO", `Stream ${streamName(s)}: ${s.records} records (${s.bytes} bytes) read`),
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
        line(new Date(end), "ERROR", `Attempt ${n} failed (${plan.failure.origin}): ${plan.failure.message}`),
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
