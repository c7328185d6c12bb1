/**
 * When a breaking change is allowed: the spec's `info.version` major part was raised, or the spec approves
 * that very change in its `x-breaking-change-approved` note, with a reason:
 *
 *   x-breaking-change-approved:
 *     - operation: createKey                                           # operationId, or "POST /path"
 *       pointer: "#/components/schemas/Key/properties/displayName/maxLength"  # as the report prints it
 *       change: 63 → 40                                                # before → after, or sha256:…
 *       reason: Display names longer than 40 characters are cut by the console.
 *
 * An approval matches a change when all three agree, so another change of the same operation (or the same
 * node changed again) needs its own. `make spec-diff` prints the entry for each unapproved change. An
 * approval matches changes against the base the check compares with; one that matches none is stale.
 */
import { createHash } from "node:crypto";
import { canonicalJson } from "./canonical";
import type { OperationName } from "./model";
import type { Change } from "./spec-change";

export interface Approval {
  /** The operation's operationId (or `METHOD /path` without one); absent for a document-wide change. */
  operation?: string;
  /** The changed node in the spec as written, as the report prints it. */
  pointer: string;
  /** `before → after` (JSON, `(none)` for a side that does not exist), or `sha256:` of both when long. */
  change: string;
  reason: string;
}

/** A readable `before → after` up to this length; a longer one is named by its hash. */
const READABLE_CHANGE = 80;

type Major = { kind: "number"; value: number } | { kind: "date"; value: string };

/**
 * The major part of an `info.version`: the leading number of `v2`, `2.2` or `1.4.0`; an API versioned by
 * date (AWS: `2019-10-09`) publishes a new date for each incompatible version, so the whole date is its major.
 */
export function majorOf(version: unknown): Major | undefined {
  const v = typeof version === "number" ? String(version) : version;
  if (typeof v !== "string") return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return { kind: "date", value: v };
  const m = /^v?(\d+)(?:[.\-_+].*)?$/i.exec(v.trim());
  return m ? { kind: "number", value: Number(m[1]) } : undefined;
}

export function majorRaised(before: unknown, after: unknown): boolean {
  const a = majorOf(before);
  const b = majorOf(after);
  if (!a || !b || a.kind !== b.kind) return false;
  return a.kind === "number" ? (b.value as number) > a.value : (b.value as string) > a.value;
}

export function operationName(op: OperationName | undefined): string | undefined {
  if (!op) return undefined;
  return op.operationId ?? `${op.method} ${op.path}`;
}

/** What an approval's `change` must say for `c`: its values, or their fingerprint when they are long. */
export function changeText(c: Pick<Change, "before" | "after">): string {
  const side = (v: unknown) => (v === undefined ? "(none)" : canonicalJson(v));
  const readable = `${side(c.before)} → ${side(c.after)}`;
  if (readable.length <= READABLE_CHANGE) return readable;
  const hash = createHash("sha256").update(readable).digest("hex");
  return `sha256:${hash.slice(0, 16)}`;
}

/** The entry that approves `c`, for the report to print; its reason is left for a person to write. */
export function approvalEntry(c: Change): Approval {
  const operation = operationName(c.operation);
  return { ...(operation ? { operation } : {}), pointer: c.pointer, change: changeText(c), reason: "" };
}

export function approves(a: Approval, c: Change): boolean {
  return a.operation === operationName(c.operation) && a.pointer === c.pointer && a.change === changeText(c);
}

export function approvalFor(change: Change, approvals: readonly Approval[]): Approval | undefined {
  return approvals.find((a) => approves(a, change));
}

const FIELDS = ["operation", "pointer", "change", "reason"];

/** The root extension that holds a spec's approvals. */
export const NOTE = "x-breaking-change-approved";

/** The note's entries as written (none when it is absent or not a list). */
export function noteOf(doc: unknown): unknown[] {
  const note = (doc as Record<string, unknown> | undefined)?.[NOTE];
  return Array.isArray(note) ? note : [];
}

export interface Approvals {
  /** Each approval with its item's index in the note. */
  approvals: { item: number; approval: Approval }[];
  /** Entries that cannot say which change they approve (item -1: the note itself): each fails the check. */
  problems: { item: number; message: string }[];
}

/**
 * The spec's approvals. An entry without pointer, change and reason (such as one naming only an operation)
 * is a problem, not an approval: it cannot say which change it approves.
 */
export function readApprovals(doc: unknown): Approvals {
  const note = (doc as Record<string, unknown> | undefined)?.[NOTE];
  if (note === undefined) return { approvals: [], problems: [] };
  const shape = `${NOTE} must be a list of {operation, pointer, change, reason}`;
  if (!Array.isArray(note)) return { approvals: [], problems: [{ item: -1, message: shape }] };
  const approvals: Approvals["approvals"] = [];
  const problems: Approvals["problems"] = [];
  note.forEach((entry, i) => {
    const e = (typeof entry === "object" && entry !== null ? entry : {}) as Record<string, unknown>;
    const text = (k: string) => typeof e[k] === "string" && (e[k] as string).trim() !== "";
    const missing = ["pointer", "change", "reason"].filter((k) => !text(k));
    if (e.operation !== undefined && !text("operation")) missing.unshift("operation");
    const unknown = Object.keys(e).filter((k) => !FIELDS.includes(k));
    const wrong = [
      missing.length ? `no ${missing.join(", ")}` : "",
      unknown.length ? `unknown ${unknown.join(", ")}` : "",
    ];
    if (missing.length > 0 || unknown.length > 0) {
      const named = typeof e.change === "string" && !text("pointer") ? ` (change: ${e.change})` : "";
      problems.push({
        item: i,
        message: `approval ${i}${named} has ${wrong.filter(Boolean).join("; ")}: ${shape}`,
      });
      return;
    }
    const approval: Approval = {
      pointer: String(e.pointer),
      change: String(e.change),
      reason: String(e.reason),
    };
    approvals.push({
      item: i,
      approval: e.operation === undefined ? approval : { operation: String(e.operation), ...approval },
    });
  });
  return { approvals, problems };
}
