/** One change of a spec as the repository's breaking-change check reads it: an engine finding, placed once. */
import type { Obj } from "../compiler/openapi-document";
import type { Finding, Level, OperationName } from "./model";
import { valueAt } from "./walk";

export interface Change {
  verdict: Level;
  rule: string;
  action: Finding["action"];
  /** The operation a client calls and sees change; absent for document-wide changes. */
  operation?: OperationName;
  /** The changed node inside the operation (or document), readable: `parameters[query pageSize].schema.type`. */
  where: string;
  before?: unknown;
  after?: unknown;
  /** The finding's sentence. */
  description: string;
  /** Where the change is written: in the base version for a removal, in the new one otherwise. */
  pointer: string;
  file: string;
  line: number;
  version: string;
}

/**
 * The finding as a change of `file`, placed in the version where a reader edits it. A node removed or added
 * whole (an operation, a status, a property) carries its value, so that an approval names that very node.
 */
export function changeOf(
  f: Finding,
  file: string,
  labels: { base: string; head: string },
  docs: { base: Obj; head: Obj },
): Change {
  const removed = f.action === "remove";
  const at = removed ? f.old : f.new;
  const before = f.before ?? (removed ? valueAt(docs.base, f.old.pointer) : undefined);
  const after = f.after ?? (f.action === "add" ? valueAt(docs.head, f.new.pointer) : undefined);
  return {
    verdict: f.level,
    rule: f.rule,
    action: f.action,
    ...(f.operation ? { operation: f.operation } : {}),
    where: f.where,
    ...(before !== undefined ? { before } : {}),
    ...(after !== undefined ? { after } : {}),
    description: f.message,
    pointer: at.pointer,
    file,
    line: at.line,
    version: removed ? labels.base : labels.head,
  };
}
