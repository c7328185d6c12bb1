/**
 * The document openapi-typescript turns into types. One form is rewritten for it first: an object schema
 * with `properties` and, beside them, an `anyOf` of required sets (`anyOf: [{required: [a]}, {required: [b]}]`,
 * "a, b or both"). openapi-typescript unites the `anyOf` members with the object, and a member without a
 * type of its own is `unknown`, so the whole body would type as `unknown`. Rewritten, each member is an
 * object type requiring its properties (their schemas taken from beside the `anyOf`), intersected with the
 * object: `{a?: string; b?: string} & ({a: string} | {b: string})`. The validators read the document as
 * written; only the types see the rewrite.
 */

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/** Keys a required set may carry: what it requires, narrower schemas for those properties, a note. */
const REQUIRED_SET_KEYS = new Set(["required", "properties", "description"]);

function isRequiredSet(member: unknown): member is { required: string[] } {
  return (
    isObj(member) &&
    Array.isArray(member.required) &&
    member.required.every((r) => typeof r === "string") &&
    Object.keys(member).every((k) => REQUIRED_SET_KEYS.has(k))
  );
}

/** The schema with its `anyOf` of required sets as an intersected union of object types, if it has one. */
function withTypedRequiredSets(schema: Obj): Obj {
  const { anyOf, properties } = schema;
  if (!Array.isArray(anyOf) || !isObj(properties) || !anyOf.every(isRequiredSet)) return schema;
  const members = anyOf.map((m) => ({
    type: "object",
    required: m.required,
    properties: Object.fromEntries(m.required.map((name) => [name, properties[name] ?? {}])),
  }));
  const rewritten: Obj = { ...schema };
  delete rewritten.anyOf;
  const allOf = Array.isArray(schema.allOf) ? schema.allOf : [];
  return { ...rewritten, allOf: [...allOf, { anyOf: members }] };
}

/** A copy of the document for openapi-typescript, with every such schema rewritten. */
export function typeDocument<T>(doc: T): T {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isObj(node)) return node;
    const copy: Obj = {};
    for (const [k, v] of Object.entries(node)) copy[k] = walk(v);
    return withTypedRequiredSets(copy);
  };
  return walk(doc) as T;
}
