/**
 * What the stateful mock reads of an operation's bodies: a request's fields out of the wrapper its schema puts
 * them in, which record fields a request can carry at all (the rest are the server's to assign), whether a
 * PUT's body is a partial view of the record, and the records a resource's examples hold.
 */
import { deref, isObj, type Obj } from "../../compiler/openapi-document";
import type { Resource } from "./resources";
import {
  examplesOf,
  flatten,
  jsonContent,
  listShapeOf,
  matchName,
  propertiesOf,
  successOf,
  wrapperOf,
} from "./schema";

/** A record out of its single-property wrapper, when its schema has one and the value wears it. */
export function unwrapped(doc: Obj, schema: unknown, value: unknown): Obj {
  const { wrapper } = wrapperOf(doc, schema);
  const inner = wrapper && isObj(value) ? value[wrapper] : value;
  return isObj(inner) ? inner : {};
}

/** The media object of an operation's request body: its JSON one, else its first (a form). */
function requestMedia(doc: Obj, op: Obj): Obj | undefined {
  const content = isObj(op.requestBody) ? deref(doc, op.requestBody).content : undefined;
  if (!isObj(content)) return undefined;
  return jsonContent(doc, content)?.media ?? Object.values(content).map((m) => deref(doc, m))[0];
}

/** The request's fields, out of the wrapper the operation's JSON body schema puts them in. */
export function requestFields(doc: Obj, op: Obj, input: unknown): Obj {
  const content = isObj(op.requestBody) ? deref(doc, op.requestBody).content : undefined;
  const schema = jsonContent(doc, content)?.media.schema;
  if (schema === undefined) return isObj(input) ? input : {};
  return unwrapped(doc, schema, input);
}

/** The record properties a request body of `op` can carry: its schema's, under the record's names. */
export function writableFields(doc: Obj, op: Obj, record: Obj): Set<string> {
  const body = wrapperOf(doc, requestMedia(doc, op)?.schema).inner;
  const names = Object.keys(propertiesOf(doc, record));
  const out = new Set<string>();
  for (const [name, p] of Object.entries(propertiesOf(doc, body))) {
    const property = matchName(names, name);
    if (property !== undefined && p.readOnly !== true) out.add(property);
  }
  return out;
}

/**
 * Whether a PUT's body schema is a partial view of the record: a property the record requires is declared
 * optional in the body (RealWorld's `UpdateArticle`), as against a body that is the record (petstore's).
 */
export function isPartialBody(doc: Obj, op: Obj, record: Obj): boolean {
  const body = wrapperOf(doc, requestMedia(doc, op)?.schema).inner;
  const flat = flatten(doc, record);
  const bodyRequired = new Set(Array.isArray(body.required) ? body.required.map(String) : []);
  const declared = Object.keys(propertiesOf(doc, body));
  const recordRequired = Array.isArray(flat.required) ? flat.required.map(String) : [];
  return recordRequired.some((name) => declared.includes(name) && !bodyRequired.has(name));
}

/** The records a resource's examples hold: the item GET's, the create's and the list's (its items). */
export function exampleRecords(doc: Obj, r: Resource): Obj[] {
  const paths = isObj(doc.paths) ? doc.paths : {};
  const collection = deref(doc, paths[r.collection]);
  const item = deref(doc, paths[r.item]);
  const found: Obj[] = [];
  for (const [op, list] of [
    [item.get, false],
    [collection.post, false],
    [collection.get, true],
  ] as const) {
    const media = successOf(doc, op);
    if (!media) continue;
    for (const example of examplesOf(doc, media.media)) {
      if (!list) found.push(unwrapped(doc, media.media.schema, example));
      else {
        const shape = listShapeOf(doc, media.media.schema);
        const items = shape?.itemsProperty ? (isObj(example) ? example[shape.itemsProperty] : []) : example;
        if (Array.isArray(items)) found.push(...items.filter(isObj));
      }
    }
  }
  return found;
}
