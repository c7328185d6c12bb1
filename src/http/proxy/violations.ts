/**
 * Where contract violations go: one structured log line each, the violation
 * counter of /metrics, and a bounded ring buffer that GET /__admin/violations summarises.
 */
import type { Policy } from "../../config";
import type { Clock } from "../../runtime/clock";
import { redactText } from "../log-redaction";
import type { Logger } from "../logger";
import type { ProxyMetrics } from "./metrics";
import {
  type Direction,
  type GroupedSummary,
  summaryMarkdown,
  UpstreamStatuses,
  ViolationGroups,
  type ViolationKind,
} from "./violation-summary";

export type { Direction, ViolationKind } from "./violation-summary";

export interface ViolationError {
  /**
   * JSON pointer into the message seen as a document: `/query/pageSize`, `/params/key`, `/headers/content-type`
   * and `/body/...` on the request side; `/status`, `/headers/content-type` and `/body/...` on the response side.
   */
  pointer: string;
  message: string;
  /** The schema keyword that failed (`minimum`, `required`...), when a schema check names one. */
  keyword?: string;
}

/** What a check found; the proxy adds where and when. */
export interface Finding {
  kind: ViolationKind;
  errors: ViolationError[];
  /** Violations the check found beyond those `errors` lists (it lists a bounded number). */
  moreErrors?: number;
  /**
   * For an unknown operation, the declared path template its path is nearest to, when the path differs from
   * it (ServiceValidation.match): `/pets` for `GET /Pets//`.
   */
  declared?: string;
}

export interface Violation extends Finding {
  time: string;
  service: string;
  /** Absent when the request matched no operation. */
  operationId?: string;
  /** The operation's method and path template (`POST /orders`), when one matched. */
  operation?: string;
  requestId: string;
  direction: Direction;
  method: string;
  path: string;
  /** The upstream's status, for response violations. */
  status?: number;
  policy: Policy;
  /** What the proxy did with the message: a violation never changes a response, only enforce rejects a request. */
  action: "rejected" | "forwarded" | "passed_through";
}

/** Errors kept per violation; the count of the others is in `moreErrors`. */
const MAX_ERRORS = 20;

/** Distinct rules the grouped summary keeps (each a few hundred bytes). */
const MAX_RULES = 10_000;

export interface ViolationSummary {
  /** Violations since the app started. */
  total: number;
  capacity: number;
  /** Counts over the retained violations, most frequent first. */
  byOperation: {
    service: string;
    operationId: string;
    direction: Direction;
    kind: ViolationKind;
    count: number;
  }[];
  /** The retained violations, newest first. */
  recent: (Violation & { moreErrors?: number })[];
}

export class ViolationLog {
  private readonly ring: (Violation & { moreErrors?: number })[] = [];
  private next = 0;
  private total = 0;
  private readonly groups = new ViolationGroups(MAX_RULES);
  private readonly statuses = new UpstreamStatuses();

  constructor(
    private readonly o: { capacity: number; logger: Logger; metrics: ProxyMetrics; clock: Clock },
  ) {}

  record(v: Omit<Violation, "time">): void {
    // Kept and served by /__admin/violations: a credential in the URL is not.
    const entry: Violation & { moreErrors?: number } = {
      time: this.o.clock.now().toISOString(),
      ...v,
      path: redactText(v.path),
    };
    if (v.errors.length > MAX_ERRORS) {
      entry.errors = v.errors.slice(0, MAX_ERRORS);
      entry.moreErrors = v.errors.length - MAX_ERRORS + (v.moreErrors ?? 0);
    }
    // pino stamps the line with its own time.
    const { time: _time, ...line } = entry;
    this.o.logger.warn(
      { event: "contract_violation", ...line },
      `${v.direction} violates the spec: ${v.kind}`,
    );
    this.o.metrics.violations.inc({
      service: v.service,
      operation: v.operationId ?? "unknown",
      direction: v.direction,
      kind: v.kind,
    });
    if (this.ring.length < this.o.capacity) this.ring.push(entry);
    else this.ring[this.next] = entry;
    this.next = (this.next + 1) % this.o.capacity;
    this.total++;
    for (const e of v.errors) {
      this.groups.add({
        ...e,
        service: v.service,
        operation:
          v.operation ??
          `unknown: ${v.method} ${entry.path.split("?")[0]}${v.declared ? ` (declared: ${v.declared})` : ""}`,
        direction: v.direction,
        kind: v.kind,
        time: entry.time,
        requestId: v.requestId,
      });
    }
  }

  /** An upstream answered a request for an operation the document declares; logs the base-path hint once. */
  upstreamAnswered(service: string, status: number): void {
    const hint = this.statuses.answered(service, status);
    if (hint) this.o.logger.warn({ event: "upstream_not_found", service }, hint);
  }

  /**
   * Every violation since start grouped by operation and rule (`service` narrows it to one service); as
   * Markdown with `format=markdown`.
   */
  grouped(query: { service?: unknown; format?: unknown } = {}): GroupedSummary | string {
    const service = typeof query.service === "string" && query.service !== "" ? query.service : undefined;
    const summary = { ...this.groups.summary(service), hints: this.statuses.hints(service) };
    if (query.format === "markdown")
      return summaryMarkdown(summary, { service, now: this.o.clock.now().toISOString() });
    return summary;
  }

  /** `service` narrows the summary to one service; `limit` caps `recent` (default: all retained). */
  summary(query: { service?: unknown; limit?: unknown } = {}): ViolationSummary {
    const ordered = [...this.ring.slice(this.next), ...this.ring.slice(0, this.next)].reverse();
    const selected =
      typeof query.service === "string" ? ordered.filter((v) => v.service === query.service) : ordered;
    const counts = new Map<string, ViolationSummary["byOperation"][number]>();
    for (const v of selected) {
      const operationId = v.operationId ?? "unknown";
      const key = [v.service, operationId, v.direction, v.kind].join(" ");
      const row = counts.get(key) ?? {
        service: v.service,
        operationId,
        direction: v.direction,
        kind: v.kind,
        count: 0,
      };
      row.count++;
      counts.set(key, row);
    }
    const limit = Number(query.limit);
    return {
      total: this.total,
      capacity: this.o.capacity,
      byOperation: [...counts.values()].sort((a, b) => b.count - a.count),
      recent: Number.isInteger(limit) && limit >= 0 ? selected.slice(0, limit) : selected,
    };
  }
}
