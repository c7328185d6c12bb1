/**
 * The record of paid lookups per key, with licensee and tags, and the two reports on it: usage per UTC day
 * and the lookup log as CSV (Ideal Postcodes `/keys/{key}/usage` and `/keys/{key}/lookups`). Both read the
 * gateway's clock. Documented rules: `start` and `end` are UNIX milliseconds; without `end`, now; without
 * `start`, 21 days before `end`; at most 90 days (4005 bad start, 4006 bad end, 4007 start after end,
 * 4008 longer than 90 days); at most 3 tags (4009), and a lookup counts when it carries every tag asked for.
 */
import { stringify } from "csv-stringify/sync";
import type { components } from "../../../../generated/address-lookup/types";
import { ServiceError } from "../../../errors/service-error";
import type { Clock } from "../../../runtime/clock";
import type { Collection, ServiceStore } from "../../../runtime/store";
import type { Grant } from "./keys";
import type { RequestSource } from "./restrictions";
import { terms } from "./text";

type KeyUsage = components["schemas"]["KeyUsage"];

export interface LookupEntry {
  seq: number;
  at: number;
  key: string;
  licensee?: string;
  /** The client's address and the page it looked up from (Referer, else Origin; empty from a server). */
  ip: string;
  url: string;
  term: string;
  operation: string;
  tags: string[];
}

export interface ReportQuery {
  start?: string;
  end?: string;
  licensee?: string;
  tags?: string;
}

const DAY_MS = 86_400_000;
const DEFAULT_WINDOW_MS = 21 * DAY_MS;
const MAX_WINDOW_MS = 90 * DAY_MS;
const MAX_TAGS = 3;
/** A ceiling on the entries kept: the oldest go first, so that memory stays bounded. */
export const MAX_LOG_ENTRIES = 100_000;

function badQuery(code: number, message: string): ServiceError {
  return new ServiceError("invalid_argument", message, { code });
}

function millis(value: string, code: number, what: string): number {
  if (!/^[0-9]{1,15}$/.test(value))
    throw badQuery(code, `Invalid ${what} date. Provide a UTC timestamp in milliseconds`);
  return Number(value);
}

export class LookupLog {
  private readonly entries: Collection<LookupEntry>;
  private readonly counter: Collection<number>;

  constructor(
    store: ServiceStore,
    private readonly clock: Clock,
  ) {
    this.entries = store.collection("lookups");
    this.counter = store.collection("lookup-sequence");
  }

  /** Records one paid lookup at the gateway's current time. */
  record(
    grant: Grant,
    source: RequestSource,
    lookup: { operation: string; term: string; tags?: string },
  ): void {
    const seq = (this.counter.get("next") ?? 0) + 1;
    this.counter.put("next", seq);
    this.entries.put(String(seq), {
      seq,
      at: this.clock.now().getTime(),
      key: grant.key.key,
      ...(grant.licensee ? { licensee: grant.licensee.id } : {}),
      ip: source.address,
      url: source.referer || source.origin || "",
      term: lookup.term,
      operation: lookup.operation,
      tags: terms(lookup.tags),
    });
    if (this.entries.size() > MAX_LOG_ENTRIES) {
      const oldest = this.entries.list({ limit: 1 }).items[0];
      if (oldest) this.entries.delete(String(oldest.seq));
    }
  }

  private window(q: ReportQuery): { start: number; end: number } {
    const end = q.end === undefined ? this.clock.now().getTime() : millis(q.end, 4006, "end");
    const start = q.start === undefined ? end - DEFAULT_WINDOW_MS : millis(q.start, 4005, "start");
    if (start > end)
      throw badQuery(4007, "Invalid date range. The start date must not be after the end date");
    if (end - start > MAX_WINDOW_MS)
      throw badQuery(4008, "Invalid date range. The range must be 90 days or less");
    return { start, end };
  }

  private select(key: string, q: ReportQuery, window: { start: number; end: number }): LookupEntry[] {
    const tags = terms(q.tags);
    if (tags.length > MAX_TAGS) throw badQuery(4009, `Too many tags. Specify no more than ${MAX_TAGS} tags`);
    return this.entries.all(
      (e) =>
        e.key === key &&
        e.at >= window.start &&
        e.at <= window.end &&
        (q.licensee === undefined || e.licensee === q.licensee) &&
        tags.every((t) => e.tags.includes(t)),
    );
  }

  usage(key: string, q: ReportQuery): KeyUsage {
    const window = this.window(q);
    const selected = this.select(key, q, window);
    const firstDay = Math.floor(window.start / DAY_MS);
    const lastDay = Math.floor(window.end / DAY_MS);
    const counts = new Map<number, number>();
    for (const e of selected) {
      const day = Math.floor(e.at / DAY_MS);
      counts.set(day, (counts.get(day) ?? 0) + 1);
    }
    const dailyCount: KeyUsage["dailyCount"] = [];
    for (let day = firstDay; day <= lastDay; day++) {
      dailyCount.push({ date: new Date(day * DAY_MS).toISOString(), count: counts.get(day) ?? 0 });
    }
    return {
      start: new Date(window.start).toISOString(),
      end: new Date(window.end).toISOString(),
      total: selected.length,
      dailyCount,
    };
  }

  /**
   * The log as CSV without a header, as the provider sends it: time, IP, search term, URL, operation, tags
   * (comma separated in one field).
   */
  csv(key: string, q: ReportQuery): string {
    const selected = this.select(key, q, this.window(q));
    return stringify(
      selected.map((e) => [new Date(e.at).toISOString(), e.ip, e.term, e.url, e.operation, e.tags.join(",")]),
    );
  }
}
