/**
 * Background processing (FrankieOne's `X-Kyc-Background: 1`): the request is accepted with a request id, the
 * work runs later and its result is kept for `GET /retrieve/response/{requestId}`, and a notification is
 * POSTed to the customer's callback URL.
 *
 * Both steps are due work on the gateway's schedule. A job accepted at time A completes at A + the customer's
 * `backgroundDelayMs` by the gateway's clock, whether real time passes or the clock is moved; its completion
 * then puts its delivery on the schedule. A delivery POSTs with Node's fetch, never from a request; a failed
 * one is retried after 1, 2, 4 and 8 seconds of the gateway's clock (5 attempts in all), then given up. While
 * a POST is under way a fallback attempt waits on the schedule, so a delivery the process was stopped in the
 * middle of is attempted again after a restart.
 */
import { ServiceError } from "../../../errors/service-error";
import type { Clock } from "../../../runtime/clock";
import { uuid } from "../../../runtime/ids";
import type { Schedule } from "../../../runtime/scheduler";
import type { Collection, ServiceStore } from "../../../runtime/store";
import { type CustomerConfig, canSee, type Owner, type Tenant } from "./tenancy";

export const MAX_DELIVERY_ATTEMPTS = 5;
export const BACKOFF_BASE_MS = 1000;
/** Jobs kept per customer; the oldest finished ones are dropped first. */
export const MAX_JOBS_PER_CUSTOMER = 1000;
export const MAX_RECEIVED = 1000;
/** Jobs a customer may have waiting at once. */
export const MAX_PENDING_PER_CUSTOMER = 100;
const DELIVERY_TIMEOUT_MS = 5000;
const COMPLETE = "complete-job";
const DELIVER = "deliver-notification";

export interface JobResult {
  httpStatusCode: number;
  body: unknown;
}

/** An operation's request as it was accepted, kept to run it later: its parts and the base URL it came to. */
export interface AcceptedRequest {
  path: unknown;
  query: unknown;
  headers: Record<string, string | undefined>;
  body: unknown;
  baseUrl: string;
}

export interface Job {
  requestId: string;
  owner: Owner;
  function: string;
  /** What the work needs to run later: the operation's request as accepted; dropped once it has run. */
  input: AcceptedRequest | null;
  acceptedAt: Date;
  completeAt: Date;
  callbackUrl: string;
  state: "PENDING" | "COMPLETE";
  result?: JobResult;
  completedAt?: Date;
  delivery: {
    attempts: number;
    nextAttemptAt?: Date;
    inFlight: boolean;
    delivered: boolean;
    gaveUp: boolean;
    lastError?: string;
  };
}

export interface Notification {
  requestId: string;
  receivedAt: Date;
  payload: unknown;
}

/** Runs a job's work on its accepted request; a failure is its result (an error body), never an exception. */
export type JobRunner = (job: Job, request: AcceptedRequest) => JobResult;

export class BackgroundQueue {
  readonly jobs: Collection<Job>;
  readonly received: Collection<Notification>;
  /** Deliveries this process has under way: a fallback attempt that finds its job here waits again. */
  private readonly posting = new Set<string>();

  constructor(
    store: ServiceStore,
    private readonly clock: Clock,
    private readonly schedule: Schedule,
    private readonly runner: JobRunner,
  ) {
    this.jobs = store.collection<Job>("jobs", { byCustomer: (j) => j.owner.customerId });
    this.received = store.collection<Notification>("received-notifications", {
      byRequest: (n) => n.requestId,
    });
    schedule.on<{ requestId: string }>(COMPLETE, ({ data, at }) => this.complete(data.requestId, at));
    schedule.on<{ requestId: string }>(DELIVER, ({ data }) => this.deliver(data.requestId));
  }

  accept(
    owner: Owner,
    fn: string,
    input: AcceptedRequest,
    delayMs: number,
    callbackUrl: (requestId: string) => string,
  ): Job {
    const waiting = this.jobs.all((j) => j.state === "PENDING", {
      index: "byCustomer",
      scope: owner.customerId,
    });
    if (waiting.length >= MAX_PENDING_PER_CUSTOMER)
      throw new ServiceError(
        "resource_exhausted",
        `at most ${MAX_PENDING_PER_CUSTOMER} background requests may wait at once`,
      );
    const now = this.clock.now();
    const requestId = uuid();
    const job: Job = {
      requestId,
      owner,
      function: fn,
      input,
      acceptedAt: now,
      completeAt: new Date(now.getTime() + delayMs),
      callbackUrl: callbackUrl(requestId),
      state: "PENDING",
      delivery: { attempts: 0, inFlight: false, delivered: false, gaveUp: false },
    };
    this.trim(owner.customerId);
    this.jobs.put(requestId, job);
    this.schedule.at(`${COMPLETE}:${requestId}`, job.completeAt, COMPLETE, { requestId });
    return job;
  }

  /** A job the tenant may see (its own, or a child's for the customer); any other is not found. */
  find(tenant: Tenant, requestId: string): Job {
    const job = this.jobs.get(requestId);
    if (!job || !canSee(tenant, job.owner)) throw new ServiceError("not_found", `no request ${requestId}`);
    return job;
  }

  /** The notifications the default receiver recorded, of one request or of all. */
  receivedFor(requestId: string | undefined): Notification[] {
    return requestId === undefined
      ? this.received.all()
      : this.received.all(undefined, { index: "byRequest", scope: requestId });
  }

  record(requestId: string, payload: unknown): Notification {
    if (this.received.size() >= MAX_RECEIVED) {
      const oldest = this.received.list({ limit: 1 }).items[0];
      if (oldest) this.received.delete(`${oldest.requestId}@${oldest.receivedAt.getTime()}`);
    }
    const n: Notification = { requestId, receivedAt: this.clock.now(), payload };
    this.received.put(`${requestId}@${n.receivedAt.getTime()}`, n);
    return n;
  }

  /** Runs the job's work as of its completion time, then puts its notification on the schedule. */
  private complete(requestId: string, at: Date): void {
    const job = this.jobs.get(requestId);
    if (!job || job.state !== "PENDING" || !job.input) return;
    const result = this.runner(job, job.input);
    this.jobs.put(requestId, {
      ...job,
      input: null,
      state: "COMPLETE",
      result,
      completedAt: at,
      delivery: { ...job.delivery, nextAttemptAt: at },
    });
    this.schedule.at(`${DELIVER}:${requestId}`, at, DELIVER, { requestId });
  }

  private retryAt(requestId: string, at: Date): void {
    this.schedule.at(`${DELIVER}:${requestId}`, at, DELIVER, { requestId });
  }

  private deliver(requestId: string): void {
    const job = this.jobs.get(requestId);
    if (!job || job.delivery.delivered || job.delivery.gaveUp) return;
    const fallback = new Date(this.clock.now().getTime() + DELIVERY_TIMEOUT_MS);
    this.retryAt(requestId, fallback);
    if (this.posting.has(requestId)) return;
    this.posting.add(requestId);
    this.jobs.put(requestId, { ...job, delivery: { ...job.delivery, inFlight: true } });
    void this.post(job).then((error) => this.settled(requestId, error));
  }

  /** POSTs the notification; the error that kept it from being received, if any. */
  private async post(job: Job): Promise<string | undefined> {
    try {
      const res = await fetch(job.callbackUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(notificationOf(job)),
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await res.arrayBuffer();
      return res.ok ? undefined : `the receiver answered ${res.status}`;
    } catch (err) {
      return err instanceof Error ? err.message : String(err);
    }
  }

  private settled(requestId: string, error: string | undefined): void {
    this.posting.delete(requestId);
    const current = this.jobs.get(requestId);
    if (!current) return;
    const attempts = current.delivery.attempts + 1;
    const gaveUp = error !== undefined && attempts >= MAX_DELIVERY_ATTEMPTS;
    const nextAttemptAt =
      error === undefined || gaveUp
        ? undefined
        : new Date(this.clock.now().getTime() + BACKOFF_BASE_MS * 2 ** (attempts - 1));
    this.jobs.put(requestId, {
      ...current,
      delivery: {
        attempts,
        inFlight: false,
        delivered: error === undefined,
        gaveUp,
        ...(error === undefined ? {} : { lastError: error }),
        ...(nextAttemptAt ? { nextAttemptAt } : {}),
      },
    });
    if (nextAttemptAt) this.retryAt(requestId, nextAttemptAt);
    else this.schedule.cancel(`${DELIVER}:${requestId}`);
  }

  private trim(customerId: string): void {
    const mine = this.jobs.all(undefined, { index: "byCustomer", scope: customerId });
    const excess = mine.length - MAX_JOBS_PER_CUSTOMER + 1;
    if (excess <= 0) return;
    const finished = mine.filter((j) => j.state === "COMPLETE" && !j.delivery.inFlight);
    for (const j of finished.slice(0, excess)) this.jobs.delete(j.requestId);
  }
}

/**
 * Where a job's notification goes: the customer's callback URL, with `{requestId}` filled in or the id
 * appended; without one, the gateway's own receiver at `<baseUrl>/your/configured/path/<requestId>`.
 */
export function callbackUrlOf(account: CustomerConfig, baseUrl: string, requestId: string): string {
  if (account.callbackUrl === null) return `${baseUrl}/your/configured/path/${requestId}`;
  return account.callbackUrl.includes("{requestId}")
    ? account.callbackUrl.replace("{requestId}", requestId)
    : `${account.callbackUrl.replace(/\/$/, "")}/${requestId}`;
}

/** The notification posted on completion: which request, what function, how it ended, what it touched. */
export function notificationOf(job: Job) {
  const body = (job.result?.body ?? {}) as Record<string, unknown>;
  const pick = (k: string) => (typeof body[k] === "string" ? (body[k] as string) : undefined);
  const status = job.result?.httpStatusCode ?? 0;
  return {
    requestId: job.requestId,
    function: job.function,
    functionResult: status >= 200 && status < 300 ? "COMPLETE" : "FAILED",
    httpStatusCode: status,
    entityId: pick("entityId"),
    documentId: pick("documentId"),
    checkId: pick("checkId"),
    completedAt: job.completedAt?.toISOString(),
  };
}
