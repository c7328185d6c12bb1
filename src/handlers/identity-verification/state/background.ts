/**
 * Background processing (seed part C, `X-Kyc-Background: 1`): the request is accepted with a request id,
 * the work runs later and its result is kept for `GET /retrieve/response/{requestId}`, and a notification is
 * POSTed to the customer's callback URL.
 *
 * When work completes: a job accepted at time A completes at A + the customer's `backgroundDelayMs`, by the
 * gateway's clock. The queue settles due jobs (runs them, in acceptance order) at the start of every request
 * to the service and on every tick of its timer, so a read or a tick at or after the completion time sees the
 * job done. Delivery: a completed job is POSTed to its callback URL with Node's fetch from the timer, never
 * from a request; a failed delivery is retried after 1, 2, 4 and 8 seconds of the gateway's clock (5 attempts
 * in all), then given up. The timer runs only while there is work, is unref'd, and stops for good when the
 * service is reset (a newer instance owns the store) or stopped.
 */
import { ServiceError } from "../../../errors/service-error";
import type { Clock } from "../../../runtime/clock";
import { uuid } from "../../../runtime/ids";
import type { Collection, Store } from "../../../runtime/store";
import { SLUG } from "./slug";
import type { Owner } from "./tenancy";

export const MAX_DELIVERY_ATTEMPTS = 5;
export const BACKOFF_BASE_MS = 1000;
/** Jobs kept per customer; the oldest finished ones are dropped first. */
export const MAX_JOBS_PER_CUSTOMER = 1000;
export const MAX_RECEIVED = 1000;
/** Jobs a customer may have waiting at once. */
export const MAX_PENDING_PER_CUSTOMER = 100;
/** Real time between ticks while work is outstanding. */
const TICK_MS = 50;
const DELIVERY_TIMEOUT_MS = 5000;

export interface JobResult {
  httpStatusCode: number;
  body: unknown;
}

export interface Job {
  requestId: string;
  owner: Owner;
  function: string;
  /** What the work needs to run later: the operation's request as accepted; dropped once it has run. */
  input: unknown;
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

/** Runs a job's work; a failure is its result (an error body), never an exception. */
export type JobRunner = (job: Job) => JobResult;

export class BackgroundQueue {
  readonly jobs: Collection<Job>;
  readonly received: Collection<Notification>;
  private readonly instance: Collection<{ token: string }>;
  private readonly token = uuid();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    store: Store,
    private readonly clock: Clock,
    private readonly runner: JobRunner,
  ) {
    this.jobs = store.collection<Job>(SLUG, "jobs");
    this.received = store.collection<Notification>(SLUG, "received-notifications");
    this.instance = store.collection<{ token: string }>(SLUG, "queue-owner");
    this.instance.put("owner", { token: this.token });
  }

  accept(
    owner: Owner,
    fn: string,
    input: unknown,
    delayMs: number,
    callbackUrl: (requestId: string) => string,
  ): Job {
    const waiting = this.jobs.all((j) => j.state === "PENDING" && j.owner.customerId === owner.customerId);
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
    this.wake();
    return job;
  }

  /** Runs every job whose completion time has come, in acceptance order. */
  settle(): void {
    const now = this.clock.now();
    for (const job of this.jobs.all(
      (j) => j.state === "PENDING" && j.completeAt.getTime() <= now.getTime(),
    )) {
      const result = this.runner(job);
      this.jobs.put(job.requestId, {
        ...job,
        input: null,
        state: "COMPLETE",
        result,
        completedAt: now,
        delivery: { ...job.delivery, nextAttemptAt: now },
      });
    }
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

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Outstanding work: a job to complete, a delivery under way or due later. */
  private busy(): boolean {
    return (
      this.jobs.all((j) => j.state === "PENDING" || (!j.delivery.delivered && !j.delivery.gaveUp)).length > 0
    );
  }

  private owned(): boolean {
    return !this.stopped && this.instance.get("owner")?.token === this.token;
  }

  wake(): void {
    if (this.timer || !this.owned()) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.owned()) return;
      this.settle();
      this.deliverDue();
      if (this.busy()) this.wake();
    }, TICK_MS);
    this.timer.unref();
  }

  private deliverDue(): void {
    const now = this.clock.now().getTime();
    for (const job of this.jobs.all(
      (j) =>
        j.state === "COMPLETE" &&
        !j.delivery.delivered &&
        !j.delivery.gaveUp &&
        !j.delivery.inFlight &&
        (j.delivery.nextAttemptAt?.getTime() ?? 0) <= now,
    )) {
      this.jobs.put(job.requestId, { ...job, delivery: { ...job.delivery, inFlight: true } });
      void this.deliver(job);
    }
  }

  private async deliver(job: Job): Promise<void> {
    let error: string | undefined;
    try {
      const res = await fetch(job.callbackUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(notificationOf(job)),
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await res.arrayBuffer();
      if (!res.ok) error = `the receiver answered ${res.status}`;
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    const current = this.jobs.get(job.requestId);
    if (!current || !this.owned()) return;
    const attempts = current.delivery.attempts + 1;
    const delivery = error
      ? {
          attempts,
          inFlight: false,
          delivered: false,
          gaveUp: attempts >= MAX_DELIVERY_ATTEMPTS,
          lastError: error,
          nextAttemptAt: new Date(this.clock.now().getTime() + BACKOFF_BASE_MS * 2 ** (attempts - 1)),
        }
      : { attempts, inFlight: false, delivered: true, gaveUp: false };
    this.jobs.put(job.requestId, { ...current, delivery });
    this.wake();
  }

  private trim(customerId: string): void {
    const mine = this.jobs.all((j) => j.owner.customerId === customerId);
    const excess = mine.length - MAX_JOBS_PER_CUSTOMER + 1;
    if (excess <= 0) return;
    const finished = mine.filter((j) => j.state === "COMPLETE" && !j.delivery.inFlight);
    for (const j of finished.slice(0, excess)) this.jobs.delete(j.requestId);
  }
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
