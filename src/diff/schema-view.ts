/**
 * A schema as a client sees it, for comparison: `allOf` members merged into one view (their properties,
 * required names and constraints, each with the pointer where it is written), the types it admits (OpenAPI
 * 3.0's `nullable` and 3.1's type lists read alike), and its alternatives.
 */
import { isObj, type Obj } from "../compiler/openapi-document";
import { child, type Node, obj, resolve } from "./walk";

export interface SchemaView {
  node: Node;
  /** The JSON types admitted besides null; undefined when any type is. */
  types?: Set<string>;
  nullable: boolean;
  /** Where `type` is written (for a finding about it). */
  typeAt: string;
  properties: Map<string, Node>;
  /** Each required name with the pointer of its entry in a `required` list. */
  required: Map<string, string>;
  /** Keywords that constrain values (`maxLength`, `enum`, `format`, ...): the first writer wins. */
  keywords: Map<string, Node>;
  additional?: Node;
  items?: Node;
  oneOf?: Node;
  anyOf?: Node;
  discriminator?: Node;
  readOnly: boolean;
  writeOnly: boolean;
}

const CONSTRAINTS = [
  "maxLength",
  "minLength",
  "maximum",
  "minimum",
  "exclusiveMaximum",
  "exclusiveMinimum",
  "maxItems",
  "minItems",
  "maxProperties",
  "minProperties",
  "pattern",
  "multipleOf",
  "uniqueItems",
  "format",
  "enum",
  "const",
];

function typesOf(s: Obj): { types?: string[]; nullable: boolean } {
  const t = s.type;
  const list = typeof t === "string" ? [t] : Array.isArray(t) ? t.filter((x) => typeof x === "string") : [];
  const nullable = s.nullable === true || list.includes("null");
  const types = list.filter((x) => x !== "null");
  if (types.length > 0) return { types, nullable };
  // A schema without `type` that states properties or items is read as an object or an array by generators.
  if (isObj(s.properties) || s.additionalProperties !== undefined) return { types: ["object"], nullable };
  if (s.items !== undefined) return { types: ["array"], nullable };
  return { types: undefined, nullable: nullable || list.includes("null") };
}

export function viewOf(doc: Obj, start: Node): SchemaView {
  const node = resolve(doc, start);
  const view: SchemaView = {
    node,
    nullable: false,
    typeAt: `${node.pointer}/type`,
    properties: new Map(),
    required: new Map(),
    keywords: new Map(),
    readOnly: false,
    writeOnly: false,
  };
  let typed = false;
  const seen = new Set<string>();
  const add = (n: Node, depth: number) => {
    if (seen.has(n.pointer) || depth > 16) return;
    seen.add(n.pointer);
    const s = obj(n);
    const { types, nullable } = typesOf(s);
    if (types && !typed) {
      typed = true;
      view.types = new Set(types);
      view.typeAt = `${n.pointer}/type`;
    }
    view.nullable ||= nullable;
    view.readOnly ||= s.readOnly === true;
    view.writeOnly ||= s.writeOnly === true;
    const props = child(n, "properties");
    if (isObj(props.value))
      for (const name of Object.keys(props.value))
        if (!view.properties.has(name)) view.properties.set(name, child(props, name));
    const required = child(n, "required");
    if (Array.isArray(required.value))
      required.value.forEach((name, i) => {
        if (typeof name === "string" && !view.required.has(name))
          view.required.set(name, child(required, i).pointer);
      });
    for (const k of CONSTRAINTS)
      if (s[k] !== undefined && !view.keywords.has(k)) view.keywords.set(k, child(n, k));
    for (const k of ["additionalProperties", "items", "oneOf", "anyOf", "discriminator"] as const) {
      if (s[k] === undefined) continue;
      const field = k === "additionalProperties" ? "additional" : k;
      view[field] ??= child(n, k);
    }
    const allOf = child(n, "allOf");
    if (Array.isArray(allOf.value))
      allOf.value.forEach((_, i) => {
        add(resolve(doc, child(allOf, i)), depth + 1);
      });
  };
  add(node, 0);
  if (!view.types) view.types = alternativeTypes(doc, view, seen);
  return view;
}

/**
 * The types of a schema that states none but is one of its alternatives (`oneOf: [A, B]` of two objects is an
 * object); undefined when an alternative admits any type.
 */
function alternativeTypes(doc: Obj, view: SchemaView, seen: Set<string>): Set<string> | undefined {
  const list = view.oneOf ?? view.anyOf;
  if (!list || !Array.isArray(list.value) || list.value.length === 0) return undefined;
  const types = new Set<string>();
  for (let i = 0; i < list.value.length; i++) {
    const alt = resolve(doc, child(list, i));
    // A recursive alternative says nothing new about the type.
    if (seen.has(alt.pointer)) return undefined;
    const t = typesOf(obj(alt)).types;
    if (!t) return undefined;
    for (const x of t) types.add(x);
  }
  return types;
}

/**
 * An alternative of `oneOf`/`anyOf` as a value must meet it: the alternative's own keywords, then the
 * enclosing schema's where the alternative says nothing.
 */
export function alternativeView(doc: Obj, alternative: Node, enclosing: SchemaView): SchemaView {
  const v = viewOf(doc, alternative);
  if (!v.types) {
    v.types = enclosing.types;
    v.typeAt = enclosing.typeAt;
  }
  v.nullable &&= enclosing.nullable;
  for (const [k, n] of enclosing.properties) if (!v.properties.has(k)) v.properties.set(k, n);
  for (const [k, at] of enclosing.required) if (!v.required.has(k)) v.required.set(k, at);
  for (const [k, n] of enclosing.keywords) if (!v.keywords.has(k)) v.keywords.set(k, n);
  v.additional ??= enclosing.additional;
  v.items ??= enclosing.items;
  return v;
}

/** The JSON types a value of `view` may have, null included; undefined when any. */
export function admitted(view: SchemaView): Set<string> | undefined {
  if (!view.types) return undefined;
  return view.nullable ? new Set([...view.types, "null"]) : view.types;
}

/**
 * Whether every value of the narrower type set is a value of the wider one: an integer is a number, and a
 * parameter's text (query, path, header) is a valid string whatever it held.
 */
export function covers(wider: Set<string> | undefined, narrower: Set<string> | undefined, text: boolean) {
  if (!wider) return true;
  if (!narrower) return false;
  for (const t of narrower) {
    if (wider.has(t)) continue;
    if (t === "integer" && wider.has("number")) continue;
    if (text && wider.has("string") && ["integer", "number", "boolean"].includes(t)) continue;
    return false;
  }
  return true;
}

/** The TypeScript types openapi-typescript writes for a type set (integer and number are both `number`). */
export function tsTypes(types: Set<string> | undefined): Set<string> | undefined {
  return types && new Set([...types].map((t) => (t === "integer" ? "number" : t)));
}

export function subset(a: Set<string> | undefined, b: Set<string> | undefined): boolean {
  if (!b) return true;
  if (!a) return false;
  for (const x of a) if (!b.has(x)) return false;
  return true;
}

export function typeText(view: SchemaView): string {
  const t = admitted(view);
  return t ? [...t].join("|") : "any";
}
