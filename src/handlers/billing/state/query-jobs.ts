/**
 * Data query jobs. A job is `submitted`, `in_progress` a second later and done five seconds after submission,
 * each phase due work on the gateway's schedule. When it is done the query runs against the entity's records
 * as they are then: the job is `completed` with its rows kept for its data file, or `failed` with the query
 * engine's message. Zuora hands out the file as a pre-signed URL that stops working after a while; this
 * gateway serves it for seven days after completion, the time Zuora keeps exported files for download.
 */
import { ServiceError } from "../../../errors/service-error";
import { uuid } from "../../../runtime/ids";
import type { Schedule } from "../../../runtime/scheduler";
import { QueryFailure, type QueryResult, runQuery, type Table } from "./data-query";
import { isoNow } from "./dates";
import { notFound, ruleViolation } from "./errors";
import type { OutputOptions } from "./query-output";
import { type Deps, entityCollection, type Scope } from "./scope";

export const QUERY_STARTS_MS = 1_000;
export const QUERY_DONE_MS = 5_000;
export const DATA_FILE_KEPT_MS = 7 * 24 * 3_600_000;
const START = "query-start";
const FINISH = "query-finish";

export type QueryStatus = "submitted" | "in_progress" | "completed" | "failed" | "cancelled";

export interface QueryJobRecord extends OutputOptions {
  id: string;
  query: string;
  readDeleted: boolean;
  status: QueryStatus;
  createdBy: string;
  createdOn: string;
  updatedOn: string;
  /** What the query selected, once completed. */
  result?: QueryResult;
  errorMessage?: string;
}

export type QueryInput = OutputOptions & { query: string; readDeleted?: boolean };

interface Due {
  entityId: string;
  id: string;
}

export class QueryJobs {
  constructor(
    private readonly deps: Deps,
    private readonly schedule: Schedule,
    private readonly tables: Readonly<Record<string, Table>>,
  ) {
    schedule.on<Due>(START, ({ data, at }) => this.advance(data, at, "in_progress"));
    schedule.on<Due>(FINISH, ({ data, at }) => this.finish(data, at));
  }

  private col(entityId: string) {
    return entityCollection<QueryJobRecord>(this.deps, entityId, "queryJobs");
  }

  submit(scope: Scope, input: QueryInput): QueryJobRecord {
    const now = isoNow(this.deps.clock);
    const job: QueryJobRecord = {
      id: uuid(),
      query: input.query,
      outputFormat: input.outputFormat,
      compression: input.compression,
      columnSeparator: input.columnSeparator,
      readDeleted: input.readDeleted ?? false,
      status: "submitted",
      createdBy: scope.userId,
      createdOn: now,
      updatedOn: now,
    };
    this.col(scope.entityId).put(job.id, job);
    const due: Due = { entityId: scope.entityId, id: job.id };
    const start = Date.parse(now);
    this.schedule.at(`${START}:${job.id}`, new Date(start + QUERY_STARTS_MS), START, due);
    this.schedule.at(`${FINISH}:${job.id}`, new Date(start + QUERY_DONE_MS), FINISH, due);
    return job;
  }

  get(scope: Scope, id: string): QueryJobRecord {
    const job = this.col(scope.entityId).get(id);
    if (!job) throw notFound("Query job", id);
    return job;
  }

  /** Zuora: only a job that has not finished can be cancelled. */
  cancel(scope: Scope, id: string): QueryJobRecord {
    const job = this.get(scope, id);
    if (job.status !== "submitted" && job.status !== "in_progress")
      throw ruleViolation(`Query job ${id} is ${job.status} and can no longer be cancelled.`);
    this.schedule.cancel(`${START}:${id}`);
    this.schedule.cancel(`${FINISH}:${id}`);
    const cancelled: QueryJobRecord = { ...job, status: "cancelled", updatedOn: isoNow(this.deps.clock) };
    this.col(scope.entityId).put(id, cancelled);
    return cancelled;
  }

  /** The rows of a completed job's data file, while its URL is valid. */
  dataFile(scope: Scope, id: string): QueryJobRecord & { result: QueryResult } {
    const job = this.get(scope, id);
    if (job.status !== "completed" || !job.result) throw notFound("Data file of query job", id);
    // The answer an expired pre-signed URL gets from the object store.
    if (this.expired(job)) throw new ServiceError("permission_denied", "Request has expired");
    return { ...job, result: job.result };
  }

  /** Whether a completed job's data file URL has expired. */
  expired(job: QueryJobRecord): boolean {
    return this.deps.clock.now().getTime() >= Date.parse(job.updatedOn) + DATA_FILE_KEPT_MS;
  }

  private advance(due: Due, at: Date, status: QueryStatus, more: Partial<QueryJobRecord> = {}): void {
    const job = this.col(due.entityId).get(due.id);
    if (!job || job.status === "cancelled") return;
    this.col(due.entityId).put(due.id, { ...job, ...more, status, updatedOn: at.toISOString() });
  }

  private finish(due: Due, at: Date): void {
    const job = this.col(due.entityId).get(due.id);
    if (!job) return;
    try {
      const result = runQuery(job.query, this.tables, due.entityId, job.readDeleted);
      this.advance(due, at, "completed", { result });
    } catch (err) {
      if (!(err instanceof QueryFailure)) throw err;
      this.advance(due, at, "failed", { errorMessage: err.message });
    }
  }
}
