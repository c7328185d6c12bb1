/**
 * When a breaking change is allowed: the spec's `info.version` major part was raised, or the spec names the
 * change in its `x-breaking-change-approved` note:
 *
 *   x-breaking-change-approved:
 *     - change: getBranchBySortCode                     # an operationId: every change to that operation
 *       reason: Sort codes are looked up by their six digits only.
 *     - change: "#/components/parameters/key/schema/type" # a JSON pointer the report printed (or a prefix)
 *       reason: Key ids became numeric.
 *
 * Each approval needs a reason, so that the spec itself records why its clients were broken.
 */
import type { Change } from "./compare";

export class ApprovalError extends Error {}

export interface Approval {
  change: string;
  reason: string;
}

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

export function readApprovals(doc: unknown, file: string): Approval[] {
  const note = (doc as Record<string, unknown> | undefined)?.["x-breaking-change-approved"];
  if (note === undefined) return [];
  const problem = `${file}: x-breaking-change-approved must be a list of {change, reason}`;
  if (!Array.isArray(note)) throw new ApprovalError(problem);
  return note.map((entry, i) => {
    const e = entry as Record<string, unknown> | null;
    if (
      typeof e?.change !== "string" ||
      e.change === "" ||
      typeof e.reason !== "string" ||
      e.reason.trim() === ""
    )
      throw new ApprovalError(`${problem} (item ${i} needs both)`);
    return { change: e.change, reason: e.reason };
  });
}

function coversPointer(approved: string, pointer: string | undefined): boolean {
  return pointer !== undefined && (pointer === approved || pointer.startsWith(`${approved}/`));
}

export function approvalFor(change: Change, approvals: readonly Approval[]): Approval | undefined {
  return approvals.find((a) =>
    a.change.startsWith("#/")
      ? coversPointer(a.change, change.pointer) || coversPointer(a.change, change.operation?.pointer)
      : a.change === change.operation?.operationId,
  );
}
