/**
 * Callout notifications: an HTTP POST of the event to the notification definition's URL, or by default to the
 * gateway's own receiver (`POST /__admin/services/billing/receive-callout`, read back with
 * `received-callouts`). Each attempt is due work on the gateway's schedule and POSTs with Node's fetch,
 * never from a request; its outcome is recorded in the history entry when it settles. Zuora retries a failed
 * callout; here after 1, 2, 4 and 8 seconds of the gateway's clock (5 attempts), then it is given up.
 */
import type { Schedule } from "../../../runtime/scheduler";
import { objectId } from "./ids";
import type { NotificationHistoryRecord } from "./notification-records";
import { type Deps, entityCollection } from "./scope";

export const MAX_CALLOUT_ATTEMPTS = 5;
const BACKOFF_MS = 1_000;
const TIMEOUT_MS = 5_000;
const MAX_RECEIVED = 1_000;
const DELIVER = "deliver-callout";

interface Due {
  entityId: string;
  id: string;
}

export interface ReceivedCallout {
  id: string;
  receivedAt: string;
  payload: unknown;
}

export class Callouts {
  /** Callouts this process has under way: a fallback attempt that finds its callout here waits again. */
  private readonly posting = new Set<string>();

  constructor(
    private readonly deps: Deps,
    private readonly schedule: Schedule,
  ) {
    schedule.on<Due>(DELIVER, ({ data }) => this.deliver(data));
  }

  private history(entityId: string) {
    return entityCollection<NotificationHistoryRecord>(this.deps, entityId, "notificationHistory");
  }

  private get received() {
    return this.deps.store.collection<ReceivedCallout>("received-callouts");
  }

  /** Puts a recorded callout's first attempt on the schedule, due now. */
  start(entityId: string, id: string): void {
    this.schedule.at(`${DELIVER}:${id}`, this.deps.clock.now(), DELIVER, { entityId, id });
  }

  /** The gateway's own receiver: keeps the latest MAX_RECEIVED payloads. */
  receive(payload: unknown): ReceivedCallout {
    const received = this.received;
    if (received.size() >= MAX_RECEIVED) {
      const oldest = received.list({ limit: 1 }).items[0];
      if (oldest) received.delete(oldest.id);
    }
    const r: ReceivedCallout = { id: objectId(), receivedAt: this.deps.clock.now().toISOString(), payload };
    received.put(r.id, r);
    return r;
  }

  /** What the receiver got, oldest first. */
  receivedAll(): ReceivedCallout[] {
    return this.received.all();
  }

  /**
   * One attempt. A fallback attempt waits on the schedule while the POST is under way, so that a callout the
   * process was stopped in the middle of is attempted again after a restart.
   */
  private deliver(due: Due): void {
    const entry = this.history(due.entityId).get(due.id);
    if (!entry?.callout || entry.callout.status !== "Pending") return;
    const fallback = new Date(this.deps.clock.now().getTime() + TIMEOUT_MS);
    this.schedule.at(`${DELIVER}:${due.id}`, fallback, DELIVER, due);
    if (this.posting.has(due.id)) return;
    this.posting.add(due.id);
    const { url, payload } = entry.callout;
    void post(url, payload).then((outcome) => this.settled(due, outcome));
  }

  private settled(due: Due, outcome: { code?: number; error?: string }): void {
    this.posting.delete(due.id);
    const entry = this.history(due.entityId).get(due.id);
    if (!entry?.callout) return;
    const attempts = entry.callout.attempts + 1;
    const ok = outcome.code !== undefined && outcome.code >= 200 && outcome.code < 300;
    const status = ok ? "Delivered" : attempts >= MAX_CALLOUT_ATTEMPTS ? "Failed" : "Pending";
    this.history(due.entityId).put(due.id, {
      ...entry,
      callout: {
        ...entry.callout,
        attempts,
        status,
        responseCode: outcome.code,
        error: outcome.error,
        lastAttemptOn: this.deps.clock.now().toISOString(),
      },
    });
    if (status === "Pending") {
      const at = new Date(this.deps.clock.now().getTime() + BACKOFF_MS * 2 ** (attempts - 1));
      this.schedule.at(`${DELIVER}:${due.id}`, at, DELIVER, due);
    } else this.schedule.cancel(`${DELIVER}:${due.id}`);
  }
}

async function post(url: string, payload: unknown): Promise<{ code?: number; error?: string }> {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.arrayBuffer();
    return { code: res.status };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}
