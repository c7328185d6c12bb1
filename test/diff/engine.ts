/**
 * The breaking-change engine, seen through what the labelled cases and the history bench ask of it: every
 * finding with its level, rule and the operation it touches. Only this file knows which engine that is, so
 * the cases and the bench stay the same when the engine changes.
 *
 * The engine here is api-smart-diff under the project's rules (scripts/spec-diff/compare.ts). It has two
 * verdicts a client cares about, breaking and not: a breaking verdict is counted as `wire` (it cannot tell
 * a change that breaks a compile from one that breaks the wire) and everything else as `compatible`.
 */
import { compareSpec } from "../../scripts/spec-diff/compare";

export type Level = "wire" | "client" | "compatible";

export interface Finding {
  level: Level;
  rule: string;
  /** Upper-case method and path template of the operation; absent for a document-wide finding. */
  method?: string;
  path?: string;
}

export interface DocumentText {
  /** Where the text comes from, as the findings name it. */
  file: string;
  text: string;
}

export const ENGINE = "api-smart-diff 1.0.6 under the rules of scripts/spec-diff/compare.ts";

/** api-smart-diff names no rule: its action and the last OpenAPI keyword of the changed node stand in. */
function ruleOf(action: string, where: string): string {
  const keywords = where.split(/[.[\]]/).filter((k) => /^[a-zA-Z$]+$/.test(k) && !/^[A-Z]/.test(k));
  return `${action} ${keywords.at(-1) ?? where}`;
}

/** Every finding of the engine between two documents. */
export function diffDocuments(oldDoc: DocumentText, newDoc: DocumentText): Finding[] {
  const side = (label: string, d: DocumentText) => ({ label, ...d, doc: JSON.parse(d.text) as unknown });
  return compareSpec(side("old", oldDoc), side("new", newDoc)).map((c) => ({
    level: c.verdict === "breaking" ? "wire" : "compatible",
    rule: ruleOf(c.action, c.where),
    method: c.operation?.method,
    path: c.operation?.path,
  }));
}
