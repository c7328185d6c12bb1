/**
 * What the stateful mock reads of a document's schemas: a schema's properties with its `allOf` parts merged,
 * property names matched the way APIs spell them differently in paths, queries, bodies and records
 * (`Sid` ↔ `sid`, `FriendlyName` ↔ `friendly_name`), and the envelopes records travel in: a single-property
 * wrapper (`{"article": {...}}`) and a list envelope (an array property beside paging fields).
 */
import { deref, isObj, type Obj } from "../../compiler/openapi-document";
import { isJsonMediaType } from "../../runtime/media-type";

/** A schema with its `$ref` followed and its `allOf` parts' properties and `required` merged into it. */
export function flatten(doc: Obj, schema: unknown, depth = 0): Obj {
  const s = deref(doc, schema);
  if (!Array.isArray(s.allOf) || depth > 16) return s;
  const properties: Obj = { ...(isObj(s.properties) ? s.properties : {}) };
  const required = new Set<string>(Array.isArray(s.required) ? (s.required as string[]) : []);
  let type = s.type;
  for (const part of s.allOf) {
    const f = flatten(doc, part, depth + 1);
    Object.assign(properties, isObj(f.properties) ? f.properties : {});
    for (const r of Array.isArray(f.required) ? f.required : []) required.add(String(r));
    type ??= f.type;
  }
  const { allOf: _parts, ...rest } = s;
  return { ...rest, ...(type === undefined ? {} : { type }), properties, required: [...required] };
}

/** The properties a schema names, each flattened. */
export function propertiesOf(doc: Obj, schema: unknown): Record<string, Obj> {
  const f = flatten(doc, schema);
  const props = isObj(f.properties) ? f.properties : {};
  return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, flatten(doc, v)]));
}

/** A name without case, `_` and `-`: `FriendlyName`, `friendly_name` and `friendly-name` are one name. */
export const normalName = (name: string) => name.toLowerCase().replace(/[_-]/g, "");

/** The one of `names` that is `name`: spelled alike, else alike but for case, `_` and `-`. */
export function matchName(names: Iterable<string>, name: string): string | undefined {
  const list = [...names];
  return list.find((n) => n === name) ?? list.find((n) => normalName(n) === normalName(name));
}

function isObjectSchema(s: Obj): boolean {
  return s.type === "object" || isObj(s.properties);
}

/** A single-property wrapper (`{"article": {...}}`): its property's name and the inner schema. */
export function wrapperOf(doc: Obj, schema: unknown): { wrapper?: string; inner: Obj } {
  const outer = flatten(doc, schema);
  const props = Object.entries(propertiesOf(doc, outer));
  if (props.length === 1 && isObjectSchema(props[0][1])) return { wrapper: props[0][0], inner: props[0][1] };
  return { inner: outer };
}

/** How a list answers: a bare array, or an envelope whose array property `itemsProperty` holds the records. */
export interface ListShape {
  itemsProperty?: string;
  item: Obj;
}

/** The list shape of a schema; undefined when it holds no array of objects. */
export function listShapeOf(doc: Obj, schema: unknown): ListShape | undefined {
  const outer = flatten(doc, schema);
  if (outer.type === "array") {
    const item = flatten(doc, outer.items);
    return isObjectSchema(item) ? { item } : undefined;
  }
  const arrays = Object.entries(propertiesOf(doc, outer)).filter(
    ([, p]) => p.type === "array" && isObjectSchema(flatten(doc, p.items)),
  );
  // Beside paging fields (`meta`, `articlesCount`, `next`), one array is the list; with several, none is.
  if (arrays.length !== 1) return undefined;
  return { itemsProperty: arrays[0][0], item: flatten(doc, arrays[0][1].items) };
}

/** The first JSON media type of a `content` map, with its media object. */
export function jsonContent(doc: Obj, content: unknown): { mediaType: string; media: Obj } | undefined {
  if (!isObj(content)) return undefined;
  const mediaType = Object.keys(content).find(isJsonMediaType);
  return mediaType === undefined ? undefined : { mediaType, media: deref(doc, content[mediaType]) };
}

/** The example values of a media object: its `example` and each of its `examples`. */
export function examplesOf(doc: Obj, media: Obj): unknown[] {
  const out: unknown[] = [];
  if (media.example !== undefined) out.push(media.example);
  for (const e of Object.values(isObj(media.examples) ? media.examples : {})) {
    const value = deref(doc, e).value;
    if (value !== undefined) out.push(value);
  }
  return out;
}

/** The lowest success an operation declares (`200`, `201`, `2XX`). */
export function successCode(op: unknown): string | undefined {
  if (!isObj(op) || !isObj(op.responses)) return undefined;
  return Object.keys(op.responses)
    .filter((c) => /^2(\d\d|XX)$/i.test(c))
    .sort()[0];
}

/** The JSON content of an operation's lowest declared success, with its code. */
export function successOf(
  doc: Obj,
  op: unknown,
): { code: string; mediaType: string; media: Obj } | undefined {
  const code = successCode(op);
  if (code === undefined) return undefined;
  const found = jsonContent(doc, deref(doc, ((op as Obj).responses as Obj)[code]).content);
  return found && { code, ...found };
}
