/**
 * One labelled case run through the engine: the two sides of the change, and for each operation the case
 * names, the worst level the engine gave it and the rules behind it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Json } from "../drift/edits";
import { diffDocuments, type Finding, type Level } from "./engine";
import type { LabelledCase, TwilioDocument } from "./twilio-cases";

export interface Judged {
  operation: string;
  /** Absent when the engine reported nothing on the operation. */
  level?: Level;
  rules: string[];
}

const SEVERITY: Level[] = ["compatible", "client", "wire"];

export function worst(levels: Level[]): Level | undefined {
  return levels.reduce<Level | undefined>(
    (w, l) => (w === undefined || SEVERITY.indexOf(l) > SEVERITY.indexOf(w) ? l : w),
    undefined,
  );
}

const published = new Map<TwilioDocument, string>();

function publishedText(name: TwilioDocument): string {
  let text = published.get(name);
  if (text === undefined) {
    text = readFileSync(path.join(__dirname, "../corpus", `${name}.json`), "utf8");
    published.set(name, text);
  }
  return text;
}

/** The old and the new text of the case's document: one of them is the published document itself. */
export function sides(c: LabelledCase): [string, string] {
  const text = publishedText(c.document);
  const edited = JSON.parse(text) as Json;
  c.apply(edited);
  const editedText = JSON.stringify(edited, null, 2);
  return c.edits === "old" ? [editedText, text] : [text, editedText];
}

export function judge(c: LabelledCase): Judged[] {
  const [oldText, newText] = sides(c);
  const file = `test/corpus/${c.document}.json`;
  const findings: Finding[] = diffDocuments({ file, text: oldText }, { file, text: newText });
  return c.operations.map((op) => {
    const on = findings.filter((f) => `${f.method} ${f.path}` === op);
    return {
      operation: op,
      level: worst(on.map((f) => f.level)),
      rules: [...new Set(on.map((f) => f.rule))],
    };
  });
}
