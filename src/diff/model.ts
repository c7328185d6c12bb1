/**
 * What the breaking-change engine reads and reports: two loaded documents in, findings out. Each finding names
 * the operation it touches, where it is written in each document (JSON pointer and line), a rule id (oasdiff's
 * name where oasdiff has the rule) and its level.
 */

/**
 * How badly a change breaks a client written against the old document:
 * - `wire`: a request valid before is refused now, or a response a client parsed before now differs
 *   incompatibly (a required property gone, a new type, a success status removed).
 * - `client`: the wire still works for what the old document promised, but a typed client generated from the
 *   new one (openapi-typescript, or a provider's strict SDK) no longer compiles or no longer accepts a response:
 *   a response property removed, a new enum value in a response, a parameter's type replaced.
 * - `compatible`: nothing a client of the old document did stops working.
 */
export type Level = "wire" | "client" | "compatible";

/** The levels from worst to harmless, for sorting and for `--fail-on`. */
export const LEVELS: readonly Level[] = ["wire", "client", "compatible"];

/** True when `level` is at least as bad as `threshold` (`none` is met by nothing). */
export function atLeast(level: Level, threshold: Level | "none"): boolean {
  if (threshold === "none") return false;
  return LEVELS.indexOf(level) <= LEVELS.indexOf(threshold);
}

export interface OperationName {
  /** Upper case: `GET`. */
  method: string;
  /** The path template as the new document writes it (the old one's for an operation removed). */
  path: string;
  operationId?: string;
}

/** A place in one document: the deepest node on the finding's way that this document has. */
export interface Place {
  /** RFC 6901 pointer written as a URI fragment, as `$ref`s are: `#/paths/~1pets/get/parameters/0`. */
  pointer: string;
  /** 1-based line of the pointer's node in the document's text (0 when the text does not show it). */
  line: number;
}

export interface Finding {
  /** Stable id of the rule: `request-parameter-removed`, `response-property-became-optional`, ... */
  rule: string;
  level: Level;
  /** Absent for a document-wide change (the document's `security` or `servers`). */
  operation?: OperationName;
  /** `add` (only in the new document), `remove` (only in the old), or `replace` (a value changed). */
  action: "add" | "remove" | "replace";
  /** The changed node, readable, relative to the operation: `parameters[query limit].schema.maximum`. */
  where: string;
  /** The value in the old document (absent when added). */
  before?: unknown;
  /** The value in the new document (absent when removed). */
  after?: unknown;
  /** One sentence a reviewer understands. */
  message: string;
  old: Place;
  new: Place;
}

export interface DiffReport {
  old: { source: string; title?: string; version?: string };
  new: { source: string; title?: string; version?: string };
  /** Worst first, then by operation and place. */
  findings: Finding[];
  /** How many findings of each level. */
  counts: Record<Level, number>;
  /** The worst level found, or undefined when the documents differ in nothing a client sees. */
  worst?: Level;
}
