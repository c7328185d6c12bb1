/**
 * The violation report a team acts on: every violation since start, grouped by operation and by rule (where
 * in the message, the schema keyword, the validator's message), with how often and when first and last. A
 * week of staging traffic becomes a short list of contract bugs, on the client's side (request rules) or the
 * service's (response rules). Array indexes in pointers are folded into `*`, so `/items/0/quantity` and
 * `/items/7/quantity` are one rule. The number of distinct rules kept is bounded; what passes the bound is
 * still counted, in `dropped`.
 */
export type Direction = "request" | "response";

/**
 * unknown_operation: no operation of the spec matches the method and path;
 * status: the upstream answered with a status the operation does not declare;
 * content_type: a media type (or a body) the operation does not declare;
 * schema: parameters, headers or a JSON body that do not match their schema.
 */
/**
 * `unknown_parameter`: a query parameter the operation does not declare, forwarded for the upstream to answer
 * as it does (most ignore one, Google's refuse it): a typo a client author will want to hear of.
 */
export type ViolationKind = "unknown_operation" | "unknown_parameter" | "status" | "content_type" | "schema";

/** One error of a violation, as the log records it. */
export interface GroupedError {
  service: string;
  /**
   * `POST /orders`: the operation's method and path template; for a request no operation matched, `unknown: `
   * and its method and path (without the query), so that a client calling an undeclared path is told which,
   * then the declared path it is nearest to where there is one: `unknown: GET /v1//pets (declared: /v1/pets)`.
   */
  operation: string;
  direction: Direction;
  kind: ViolationKind;
  pointer: string;
  keyword?: string;
  message: string;
  time: string;
  requestId: string;
}

export interface RuleRow {
  /** `request body`, `request query`, `response status`... */
  location: string;
  /** JSON pointer inside that part, array indexes as `*`. */
  pointer: string;
  keyword?: string;
  kind: ViolationKind;
  message: string;
  count: number;
  first: string;
  last: string;
  /** The request id of the latest occurrence, to find it in the logs. */
  lastRequestId: string;
}

export interface OperationRow {
  service: string;
  operation: string;
  count: number;
  rules: RuleRow[];
}

export interface GroupedSummary {
  /** What the counts suggest beyond single rules: an upstream URL that lacks the document's base path. */
  hints: string[];
  /** Errors counted since start (one violation can carry several). */
  total: number;
  /** Errors whose rule was not kept because the bound of distinct rules was reached. */
  dropped: number;
  operations: OperationRow[];
}

const PARTS: Record<string, string> = {
  body: "body",
  query: "query",
  headers: "header",
  params: "path",
  cookies: "cookie",
  status: "status",
};

/** `request` + `/body/items/3/quantity` → `request body`, `/items/*\/quantity`. */
function locate(direction: Direction, pointer: string): { location: string; pointer: string } {
  const m = /^\/([^/]+)(\/.*)?$/.exec(pointer);
  const part = m ? PARTS[m[1]] : undefined;
  if (!m || !part) return { location: direction, pointer: pointer.replace(/\/\d+(?=\/|$)/g, "/*") };
  return { location: `${direction} ${part}`, pointer: (m[2] ?? "").replace(/\/\d+(?=\/|$)/g, "/*") };
}

export class ViolationGroups {
  private readonly rules = new Map<string, RuleRow & { service: string; operation: string }>();
  private total = 0;
  private dropped = 0;

  constructor(private readonly maxRules: number) {}

  add(e: GroupedError): void {
    this.total++;
    const { location, pointer } = locate(e.direction, e.pointer);
    const key = JSON.stringify([e.service, e.operation, location, pointer, e.keyword, e.message]);
    const row = this.rules.get(key);
    if (row) {
      row.count++;
      row.last = e.time;
      row.lastRequestId = e.requestId;
      return;
    }
    if (this.rules.size >= this.maxRules) {
      this.dropped++;
      return;
    }
    this.rules.set(key, {
      service: e.service,
      operation: e.operation,
      location,
      pointer,
      ...(e.keyword ? { keyword: e.keyword } : {}),
      kind: e.kind,
      message: e.message,
      count: 1,
      first: e.time,
      last: e.time,
      lastRequestId: e.requestId,
    });
  }

  /** The groups of one service (or all), the most frequent operation and rule first. */
  summary(service?: string): GroupedSummary {
    const operations = new Map<string, OperationRow>();
    for (const { service: s, operation, ...rule } of this.rules.values()) {
      if (service !== undefined && s !== service) continue;
      const key = `${s} ${operation}`;
      const row = operations.get(key) ?? { service: s, operation, count: 0, rules: [] };
      row.count += rule.count;
      row.rules.push(rule);
      operations.set(key, row);
    }
    const rows = [...operations.values()].sort((a, b) => b.count - a.count);
    for (const row of rows) row.rules.sort((a, b) => b.count - a.count);
    return { hints: [], total: this.total, dropped: this.dropped, operations: rows };
  }
}

const inline = (text: string) => `\`${text.replace(/`/g, "'")}\``;

/** The summary as Markdown: a heading per operation, a line per rule. */
export function summaryMarkdown(summary: GroupedSummary, o: { service?: string; now: string }): string {
  const lines = [
    `# Contract violations${o.service ? `: ${o.service}` : ""}`,
    "",
    `${summary.total} violation(s) counted up to ${o.now}, grouped by operation and rule, most frequent first.` +
      (summary.dropped ? ` ${summary.dropped} more fell outside the bound of distinct rules.` : ""),
    "",
  ];
  for (const hint of summary.hints) lines.push(`> ${hint}`, "");
  if (summary.operations.length === 0) lines.push("No violations.", "");
  for (const op of summary.operations) {
    lines.push(`## ${o.service ? "" : `${op.service}: `}${op.operation} (${op.count})`, "");
    for (const r of op.rules) {
      const where = r.pointer ? `${r.location}: ${inline(r.pointer)}` : r.location;
      const rule = r.keyword ? ` (${r.keyword})` : "";
      lines.push(
        `- ${where}: ${r.message}${rule} — ${r.count} time(s), first ${r.first}, last ${r.last} (request ${inline(r.lastRequestId)})`,
      );
    }
    lines.push("");
  }
  return lines.join("\n");
}

/** Upstream answers a service needs before a hint about them is given. */
const HINT_AFTER_ANSWERS = 20;

/**
 * The upstream's answers to requests for operations the document declares, per service: when most are 404,
 * the upstream URL most likely lacks the base path the document's paths sit under (`https://api.example.com`
 * given for `https://api.example.com/v1`), and every call is answered "not found".
 */
export class UpstreamStatuses {
  private readonly counts = new Map<string, { answers: number; notFound: number; hinted: boolean }>();

  /** Counts one answer; returns the hint the first time most of the service's answers are 404. */
  answered(service: string, status: number): string | undefined {
    let c = this.counts.get(service);
    if (!c) {
      c = { answers: 0, notFound: 0, hinted: false };
      this.counts.set(service, c);
    }
    c.answers++;
    if (status === 404) c.notFound++;
    if (c.hinted || !this.suggests(c)) return undefined;
    c.hinted = true;
    return this.hint(service, c);
  }

  /** The hints that hold now, for one service or all. */
  hints(service?: string): string[] {
    return [...this.counts]
      .filter(([s, c]) => (service === undefined || s === service) && this.suggests(c))
      .map(([s, c]) => this.hint(s, c));
  }

  private suggests(c: { answers: number; notFound: number }): boolean {
    return c.answers >= HINT_AFTER_ANSWERS && c.notFound * 2 > c.answers;
  }

  private hint(service: string, c: { answers: number; notFound: number }): string {
    return `${service}: ${c.notFound} of the upstream's ${c.answers} answers to operations the document declares are 404: the upstream URL may lack the document's base path (the path of its servers[0].url)`;
  }
}
