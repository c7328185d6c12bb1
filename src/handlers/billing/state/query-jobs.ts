/**
 * Data query jobs. A job is `submitted`, `in_progress` a second later and done five seconds after submission,
 * each phase due work on the gateway's schedule. When it is done the query runs against the entity's records
 * as they are then: the job is `completed` with its rows kept for its data file, or `failed` with the query
 * engine's message. Zuora hands out the file as a pre-signed URL that any HTTP client can download until it
 * expires; this gateway signs its own link to the file the same way (src/runtime/signed-links.ts), good for
 * seven days after completion, the time Zuora keeps exported files for download.
 */
import { ServiceError } from "../../../errors/service-error";
import { uuid } from "../../../runtime/ids";
import type { Schedule } from "../../../runtime/scheduler";
import type { LinkSignature, SignedLinks } from "../../../runtime/signed-links";
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
    private readonly links: SignedLinks,
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

  /** The rows of a completed job's data file, while it is kept, to a caller of the job's entity. */
  dataFile(scope: Scope, id: string): QueryJobRecord & { result: QueryResult } {
    return this.completed(this.get(scope, id));
  }

  /**
   * The rows of a data file fetched through its signed link (`path` is the link's path): no credentials, the
   * entity and expiry it names are those it was signed with.
   */
  signedDataFile(
    id: string,
    path: string,
    link: Partial<LinkSignature> & { entity?: string },
  ): QueryJobRecord & { result: QueryResult } {
    const { entity, expires, signature } = link;
    const check =
      entity === undefined || expires === undefined || signature === undefined
        ? "forged"
        : this.links.check(path, { entity }, { expires, signature }, this.deps.clock.now());
    // The object store's answers to a pre-signed URL that is past its expiry, or that was altered.
    if (check === "expired") throw new ServiceError("permission_denied", "Request has expired");
    if (check === "forged" || entity === undefined)
      throw new ServiceError(
        "permission_denied",
        "The request signature we calculated does not match the signature you provided.",
      );
    const job = this.col(entity).get(id);
    if (!job) throw notFound("Query job", id);
    return this.completed(job);
  }

  /** The signed link's parameters for a completed job's data file at `path`, while the file is kept. */
  dataFileLink(
    entityId: string,
    job: QueryJobRecord,
    path: string,
  ): (LinkSignature & { entity: string }) | undefined {
    if (job.status !== "completed" || this.expired(job)) return undefined;
    const fields = { entity: entityId };
    return { ...fields, ...this.links.sign(path, fields, this.keptUntil(job)) };
  }

  private completed(job: QueryJobRecord): QueryJobRecord & { result: QueryResult } {
    if (job.status !== "completed" || !job.result) throw notFound("Data file of query job", job.id);
    // The answer an expired pre-signed URL gets from the object store.
    if (this.expired(job)) throw new ServiceError("permission_denied", "Request has expired");
    return { ...job, result: job.result };
  }

  private keptUntil(job: QueryJobRecord): Date {
    return new Date(Date.parse(job.updatedOn) + DATA_FILE_KEPT_MS);
  }

  /** Whether a completed job's data file is past the time it is kept for. */
  private expired(job: QueryJobRecord): boolean {
    return this.deps.clock.now().getTime() >= this.keptUntil(job).getTime();
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
