/**
 * The breaking-change engine, seen through what the labelled cases and the history bench ask of it: every
 * finding with its level, rule and the operation it touches. Only this file knows how the engine is called,
 * so the cases and the bench stay the same when its programmatic interface moves.
 */
import { diffDocuments as diff, type Level, loadedDocument } from "../../src/diff";

export type { Level };

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

export const ENGINE = "the engine of src/diff";

/** Every finding of the engine between two documents, both read from their text. */
export function diffDocuments(oldDoc: DocumentText, newDoc: DocumentText): Finding[] {
  const report = diff(loadedDocument(oldDoc.file, oldDoc.text), loadedDocument(newDoc.file, newDoc.text));
  return report.findings.map((f) => ({
    level: f.level,
    rule: f.rule,
    method: f.operation?.method,
    path: f.operation?.path,
  }));
}
