/** A document the gateway cannot serve, and how a finding in a document is printed. */
import path from "node:path";
import type { DocumentWarning } from "../compiler/openapi-document";

/** A document the gateway cannot serve, with what is wrong in it (file, line, JSON pointer, problem). */
export class SpecRefusal extends Error {
  override readonly name = "SpecRefusal";
}

/** Files under the working directory by their relative path, others by their absolute one. */
export function shownPath(p: string): string {
  const rel = path.relative(process.cwd(), p);
  return rel && !rel.startsWith("..") ? rel : p;
}

/** `file:line:col: pointer: message (rule r)`, as the start-up banner and a refusal print a finding. */
export function findingLine(w: DocumentWarning): string {
  const at = w.line === undefined ? "" : `:${w.line}:${w.col ?? 1}`;
  return `${w.file ?? ""}${at}: ${w.pointer}: ${w.message} (rule ${w.rule})`;
}
