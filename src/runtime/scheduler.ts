/**
 * Work that falls due by the gateway's clock: a scheduled sync, a job's next phase, a purge after a retention
 * period, a callout and its retries. A service registers what each kind of work does (`on`) and puts entries
 * on its schedule (`at`); the scheduler runs every entry whose time the clock has reached, earliest first
 * across all services, whether real time passed or the admin API jumped the clock.
 *
 * Entries are records of the service's own namespace (collection `due-work`), so they are kept by STATE_DIR,
 * exported in snapshots and dropped by a reset like every other record, and pending work resumes after a
 * restart. The transport runs due work before it routes each request and right after every clock move, and a
 * timer runs it while nobody asks: its effects are in the store before the next request is answered, and no
 * read has to bring state up to date.
 */
import type { Clock } from "./clock";
import type { Collection, ServiceStore } from "./store";

export interface DueWork<T = unknown> {
  /** Unique within the service, e.g. `sync:<connectionId>`: a new entry under the same key replaces the old. */
  key: string;
  /** When it falls due; after a clock jump it can be earlier than the clock's now. */
  at: Date;
  /** Names the handler registered with `on`. */
  kind: string;
  data: T;
}

export interface Schedule {
  /** Runs `kind`'s handler with `data` once the clock reaches `at`; replaces any pending entry under `key`. */
  at<T>(key: string, at: Date, kind: string, data: T): void;
  /** Drops the pending entry under `key`; true if there was one. */
  cancel(key: string): boolean;
  /** The pending entry under `key`. */
  get<T>(key: string): DueWork<T> | undefined;
  /**
   * What `kind` does when due. It runs synchronously and may put new entries (the next run of a schedule);
   * one that is already due runs in the same pass, so a handler decides how many catch-up runs a jump makes.
   */
  on<T>(kind: string, run: (work: DueWork<T>) => void): void;
}

/** An entry as stored: `order` breaks ties between entries due at the same instant (first put, first run). */
interface StoredWork {
  key: string;
  at: number;
  order: number;
  kind: string;
  data: unknown;
}

/** One place in the queue; stale once its record was replaced or cancelled (the record's order differs). */
interface QueuedWork {
  at: number;
  order: number;
  service: ServiceSchedule;
  generation: number;
  key: string;
}

/** The longest delay a Node timer takes (about 24.8 days); a later entry is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

class ServiceSchedule implements Schedule {
  readonly handlers = new Map<string, (work: DueWork) => void>();
  /** Grows with every rebinding: a queued place of an earlier instance of the service is stale. */
  generation = 0;
  records: Collection<StoredWork>;

  constructor(
    readonly slug: string,
    store: ServiceStore,
    private readonly scheduler: Scheduler,
  ) {
    this.records = store.collection<StoredWork>("due-work");
  }

  /** Points the schedule at the store a new instance of the service is given; its handlers start anew. */
  bind(store: ServiceStore): void {
    this.records = store.collection<StoredWork>("due-work");
    this.handlers.clear();
    this.generation++;
  }

  at<T>(key: string, at: Date, kind: string, data: T): void {
    const record: StoredWork = { key, at: at.getTime(), order: this.scheduler.nextOrder(), kind, data };
    this.records.put(key, record);
    this.scheduler.enqueue(this, record);
  }

  cancel(key: string): boolean {
    return this.records.delete(key);
  }

  get<T>(key: string): DueWork<T> | undefined {
    const r = this.records.get(key);
    return r && { key, at: new Date(r.at), kind: r.kind, data: r.data as T };
  }

  on<T>(kind: string, run: (work: DueWork<T>) => void): void {
    this.handlers.set(kind, run as (work: DueWork) => void);
  }
}

/** One service's queue as `Scheduler.pending` lists it. */
export interface PendingWork {
  service: string;
  count: number;
  next: Omit<DueWork, "data">[];
}

/** Why an entry did not run to its end: its handler threw, or no handler knows its kind. */
export type DueWorkFailure = (slug: string, work: DueWork, error: unknown) => void;

export class Scheduler {
  private readonly schedules = new Map<string, ServiceSchedule>();
  /** A binary min-heap by (at, order); stale places are skipped when they reach the top. */
  private heap: QueuedWork[] = [];
  private order = 0;
  private running = false;
  private timer: NodeJS.Timeout | undefined;
  private timerAt = Number.POSITIVE_INFINITY;

  constructor(
    private readonly clock: Clock,
    private readonly onFailure: DueWorkFailure,
  ) {}

  /** The schedule of service `slug`: one object for the app's life, bound to each new instance's store. */
  scheduleOf(slug: string, store: ServiceStore): Schedule {
    let schedule = this.schedules.get(slug);
    if (!schedule) {
      schedule = new ServiceSchedule(slug, store, this);
      this.schedules.set(slug, schedule);
    }
    return schedule;
  }

  /**
   * Binds service `slug`'s schedule to the store its new instance is given (at a start, a reset, a restore),
   * before the instance registers its handlers. Call `reindex` once every service is built.
   */
  bind(slug: string, store: ServiceStore): void {
    this.schedules.get(slug)?.bind(store);
  }

  /** Rebuilds the queue from what every schedule holds. */
  reindex(): void {
    this.heap = [];
    for (const schedule of this.schedules.values())
      for (const record of schedule.records.all()) this.queue(schedule, record);
    this.arm();
  }

  /**
   * What every service has queued, each service's entries earliest first (at most `limit` of them, with the
   * count of all): read from the schedules' records, so it changes nothing and shows what a snapshot carries.
   */
  pending(limit = Number.POSITIVE_INFINITY): PendingWork[] {
    return [...this.schedules.values()].map((schedule) => {
      const records = schedule.records.all().sort((a, b) => a.at - b.at || a.order - b.order);
      return {
        service: schedule.slug,
        count: records.length,
        next: records.slice(0, limit).map((r) => ({ key: r.key, kind: r.kind, at: new Date(r.at) })),
      };
    });
  }

  nextOrder(): number {
    return this.order++;
  }

  enqueue(service: ServiceSchedule, record: StoredWork): void {
    this.queue(service, record);
    this.arm();
  }

  private queue(service: ServiceSchedule, record: StoredWork): void {
    this.order = Math.max(this.order, record.order + 1);
    this.push({
      at: record.at,
      order: record.order,
      service,
      generation: service.generation,
      key: record.key,
    });
  }

  /** Runs every entry the clock has reached, earliest first, including those the handlers put meanwhile. */
  runDue(): void {
    if (this.running || this.heap.length === 0) return;
    this.running = true;
    try {
      const now = this.clock.now().getTime();
      while (this.heap.length > 0 && this.heap[0].at <= now) {
        const next = this.pop();
        const record = next.service.records.get(next.key);
        if (!record || this.isStale(next)) continue;
        next.service.records.delete(next.key);
        const work: DueWork = {
          key: next.key,
          at: new Date(record.at),
          kind: record.kind,
          data: record.data,
        };
        const run = next.service.handlers.get(record.kind);
        try {
          if (!run) throw new Error(`no handler for due work of kind ${record.kind}`);
          run(work);
        } catch (err) {
          this.onFailure(next.service.slug, work, err);
        }
      }
    } finally {
      this.running = false;
    }
    this.arm();
  }

  /** Stops the timer; due work still runs when asked. */
  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.timerAt = Number.POSITIVE_INFINITY;
  }

  /** Keeps one unref'd timer set for the earliest entry, so work falls due while no request comes. */
  private arm(): void {
    while (this.heap.length > 0 && this.isStale(this.heap[0])) this.pop();
    const next = this.heap[0]?.at ?? Number.POSITIVE_INFINITY;
    if (next >= this.timerAt || next === Number.POSITIVE_INFINITY) return;
    this.stop();
    const delay = Math.min(Math.max(next - this.clock.now().getTime(), 0), MAX_TIMER_MS);
    this.timerAt = next;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.timerAt = Number.POSITIVE_INFINITY;
      this.runDue();
    }, delay);
    this.timer.unref();
  }

  private isStale(q: QueuedWork): boolean {
    return q.generation !== q.service.generation || q.service.records.get(q.key)?.order !== q.order;
  }

  private before(a: QueuedWork, b: QueuedWork): boolean {
    return a.at < b.at || (a.at === b.at && a.order < b.order);
  }

  private push(q: QueuedWork): void {
    const h = this.heap;
    h.push(q);
    let i = h.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(h[i], h[parent])) break;
      [h[i], h[parent]] = [h[parent], h[i]];
      i = parent;
    }
  }

  private pop(): QueuedWork {
    const h = this.heap;
    const top = h[0];
    const last = h.pop() as QueuedWork;
    if (h.length > 0) {
      h[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let least = i;
        if (l < h.length && this.before(h[l], h[least])) least = l;
        if (r < h.length && this.before(h[r], h[least])) least = r;
        if (least === i) break;
        [h[i], h[least]] = [h[least], h[i]];
        i = least;
      }
    }
    return top;
  }
}
