/**
 * The changes between two versions of one spec, as a client of the service sees them. Finding and
 * classifying them is api-smart-diff's job (OpenAPI 3 rules: an operation or status removed, a parameter
 * that became required, an enum narrowed or a type changed in a request, a response property no longer
 * promised, security changed...); this module adds where each change is written (JSON pointer and line) and
 * which operation it touches.
 */
import {
  type ActionType,
  allBreaking,
  apiCompare,
  type CompareRules,
  type DiffType,
  openApiSchemaRules,
  openapi3Rules,
} from "api-smart-diff";
import { isMethod, locate, pointerOf, type Segment, SpecText } from "./locate";

export interface SpecVersion {
  /** Where this version comes from: a git ref, or "working tree". */
  label: string;
  /** The spec's path relative to the repository root. */
  file: string;
  text: string;
  doc: unknown;
}

export interface OperationRef {
  method: string;
  path: string;
  operationId?: string;
  pointer: string;
}

export interface Change {
  verdict: DiffType;
  action: ActionType;
  /** The operation a client calls and sees change; absent for document-wide changes. */
  operation?: OperationRef;
  /** The changed node inside the operation (or document), readable: `parameters[query pageSize].schema.type`. */
  where: string;
  before?: unknown;
  after?: unknown;
  /** api-smart-diff's own wording of the change. */
  description?: string;
  /** Where the change is written: in the base version for a removal, in the new one otherwise. */
  pointer: string;
  file: string;
  line: number;
  version: string;
  /** An operation removed at one path and added at another keeps its operationId: this says where it went. */
  note?: string;
}

type RulesKey = `/${string}`;

function rulesAt(rules: CompareRules, keys: RulesKey[]): CompareRules {
  let node: CompareRules = rules;
  for (const key of keys) {
    const next = node[key];
    if (!next || typeof next === "function")
      throw new Error(`api-smart-diff's OpenAPI rules have no ${keys.join("")}`);
    node = next as CompareRules;
  }
  return node;
}

/**
 * api-smart-diff's OpenAPI 3 rules, with two gaps filled through its documented custom-rules option:
 *
 * - It picks the response (reversed) rules for a schema by the schema's path, so a response written as
 *   `$ref: "#/components/responses/..."` (as most of these specs do) is classified as if it were a request:
 *   a property no longer required, or an enum value added, would pass as non-breaking. Under an
 *   operation's `responses` every schema is a response's, so those get the library's response rules.
 * - It classifies a security scheme added to or removed from an operation's requirement (removing one is
 *   breaking) but leaves the same change to the document-wide `security` unclassified: the operation's
 *   rule is reused for it.
 */
function classificationRules(): CompareRules {
  const rules = openapi3Rules();
  const responses = rulesAt(rules, ["/paths", "/*", "/*", "/responses", "/*"]);
  const content = rulesAt(responses, ["/content"]);
  const responseSchema = openApiSchemaRules({ response: true });
  responses["/content"] = {
    ...content,
    "/*": { ...rulesAt(content, ["/*"]), "/schema": () => ({ ...responseSchema, $: allBreaking }) },
  };
  const operationRequirement = rulesAt(rules, ["/paths", "/*", "/*", "/security", "/*"]);
  rulesAt(rules, ["/security", "/*"])["/*"] = operationRequirement["/*"];
  return rules;
}

function get(doc: unknown, path: readonly Segment[]): unknown {
  let node = doc;
  for (const s of path) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[String(s)];
  }
  return node;
}

function operationOf(path: readonly Segment[], docs: unknown[]): OperationRef | undefined {
  if (path[0] !== "paths" || path.length < 3 || !isMethod(path[2])) return undefined;
  const at = ["paths", String(path[1]), String(path[2])];
  const operationId = docs.map((d) => get(d, [...at, "operationId"])).find((id) => typeof id === "string");
  return {
    method: String(path[2]).toUpperCase(),
    path: String(path[1]),
    operationId: operationId as string | undefined,
    pointer: pointerOf(at),
  };
}

/** `parameters[query pageSize].schema.type`: the library's path inside the operation, parameters named. */
function readable(path: readonly Segment[], inOperation: boolean, merged: unknown): string {
  const rel = inOperation ? path.slice(3) : path;
  const parts: string[] = [];
  for (let i = 0; i < rel.length; i++) {
    const s = rel[i];
    if (inOperation && i === 0 && s === "parameters" && typeof rel[1] === "number") {
      const p = get(merged, [...path.slice(0, 4), rel[1]]) as { in?: string; name?: string } | undefined;
      parts.push(p?.name ? `parameters[${p.in} ${p.name}]` : `parameters[${rel[1]}]`);
      i++;
    } else if (typeof s === "number") parts.push(`[${s}]`);
    else parts.push(parts.length ? `.${s}` : s);
  }
  return parts.join("") || (inOperation ? "operation" : "document");
}

function overlaps(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);
}

export function compareSpec(base: SpecVersion, head: SpecVersion): Change[] {
  const { diffs, merged } = apiCompare(base.doc, head.doc, { rules: classificationRules() });
  const texts = { base: new SpecText(base.file, base.text), head: new SpecText(head.file, head.text) };
  const changes: Change[] = diffs.map((d) => {
    const removed = d.action === "remove";
    const side = removed ? base : head;
    const at = locate(side.doc, merged, d.path, removed ? d.before : d.after);
    const operation = operationOf(d.path, [head.doc, base.doc]);
    return {
      verdict: d.type,
      action: d.action,
      operation,
      where: readable(d.path, operation !== undefined, merged),
      before: d.before,
      after: d.after,
      description: d.description || undefined,
      pointer: pointerOf(at),
      file: side.file,
      line: (removed ? texts.base : texts.head).line(at),
      version: side.label,
    };
  });
  noteMovedOperations(changes);
  // No client sees an operationId, but the generated handler table is keyed by it.
  for (const c of changes) {
    if (c.where === "operationId" && c.action === "replace") c.note = "the handler is renamed";
  }
  // A component changes what clients see only through the operations that use it, and those changes are
  // reported (with the library's verdict for a request or a response) where the operation is: a component
  // change already reported through an operation is left out.
  const viaOperations = changes.filter((c) => c.operation);
  return changes.filter(
    (c) =>
      c.operation !== undefined ||
      !c.pointer.startsWith("#/components/") ||
      !viaOperations.some((o) => o.version === c.version && overlaps(o.pointer, c.pointer)),
  );
}

function noteMovedOperations(changes: Change[]): void {
  const whole = (c: Change, action: ActionType) => c.action === action && c.where === "operation";
  for (const gone of changes.filter((c) => whole(c, "remove") && c.operation?.operationId)) {
    const moved = changes.find(
      (c) => whole(c, "add") && c.operation?.operationId === gone.operation?.operationId,
    );
    if (!moved?.operation || !gone.operation) continue;
    gone.note = `${gone.operation.operationId} is now ${moved.operation.method} ${moved.operation.path}`;
    moved.note = `${gone.operation.operationId} was ${gone.operation.method} ${gone.operation.path}`;
  }
}
