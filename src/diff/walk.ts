/**
 * The comparison's moving parts: a node of one document with the pointer where it is written (a `$ref`
 * followed moves the pointer to the node it names, so that a finding points where the edit is made), and the
 * draft of a finding before its lines are looked up.
 */
import { isObj, type Obj, pointerToken } from "../compiler/openapi-document";
import type { Finding, OperationName } from "./model";

/** A value of one document and where it is written. */
export interface Node {
  value: unknown;
  pointer: string;
}

/** A finding as the walk makes it: pointers only (lines are looked up once, in bulk), `where` in parts. */
export interface Draft extends Omit<Finding, "where" | "old" | "new" | "operation"> {
  /** Parts of the readable place; a part starting with `[` is joined without a dot (`enum[2]`). */
  where: string[];
  old: string;
  new: string;
  operation?: OperationName;
}

export function child(node: Node, key: string | number): Node {
  const v = node.value;
  const value = Array.isArray(v) && typeof key === "number" ? v[key] : isObj(v) ? v[String(key)] : undefined;
  return { value, pointer: `${node.pointer}/${pointerToken(String(key))}` };
}

/** The value at a local pointer (`#/a/b`) of `doc`; undefined where the document has none. */
export function valueAt(doc: Obj, pointer: string): unknown {
  if (pointer === "#") return doc;
  return pointer
    .slice(2)
    .split("/")
    .map((p) => decodeURIComponent(p).replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce<unknown>(
      (at, key) => (isObj(at) ? at[key] : Array.isArray(at) ? at[Number(key)] : undefined),
      doc,
    );
}

/** The node a local `$ref` names (following chains), with its own pointer; other nodes as they are. */
export function resolve(doc: Obj, node: Node): Node {
  let current = node;
  for (let hops = 0; hops < 32; hops++) {
    const v = current.value;
    if (!isObj(v) || typeof v.$ref !== "string" || !v.$ref.startsWith("#/")) return current;
    current = { value: valueAt(doc, v.$ref), pointer: v.$ref };
  }
  return current;
}

export function obj(node: Node): Obj {
  return isObj(node.value) ? node.value : {};
}

/** The readable form of a draft's place: `parameters[query limit].schema.enum[2]`. */
export function readable(parts: readonly string[]): string {
  let out = "";
  for (const p of parts) out += p.startsWith("[") || out === "" ? p : `.${p}`;
  return out;
}

/** `x` in backticks for a sentence, short. */
export function code(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return `\`${text.length > 60 ? `${text.slice(0, 57)}...` : text}\``;
}

/** What the walk shares: the two documents and the comparisons of shared components it already made. */
export interface Walk {
  old: Obj;
  new: Obj;
  /** Findings of a `$ref`d schema pair, relative to it, by direction and pair of pointers. */
  memo: Map<string, Draft[]>;
  /** Pairs being compared now: a recursive schema meets itself and is taken as equal there. */
  open: Set<string>;
}

export function newWalk(oldDoc: Obj, newDoc: Obj): Walk {
  return { old: oldDoc, new: newDoc, memo: new Map(), open: new Set() };
}

/** The drafts of a sub-comparison, placed under `prefix`. */
export function under(prefix: readonly string[], drafts: readonly Draft[]): Draft[] {
  return drafts.map((d) => ({ ...d, where: [...prefix, ...d.where] }));
}
