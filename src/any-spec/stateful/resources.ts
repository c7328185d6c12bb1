/**
 * Which operations of a document the stateful mock can answer from stored records, and as what.
 *
 * A resource is a collection path and its item path: `/pets` + `/pets/{id}`, `/v1/Content` + `/v1/Content/{Sid}`;
 * a suffix both paths end with pairs them the same way (Twilio's `/Messages.json` + `/Messages/{Sid}.json`).
 * A collection under an item path (`/articles/{slug}/comments`) belongs to the parent record: its records are
 * kept per parent and go with it. The item path's parameter names the record's key: the record property of
 * that name regardless of case, `_` and `-` (`Sid` ↔ `sid`), else `id`. GET on the collection lists, POST
 * creates; GET, PUT, PATCH and DELETE on the item read, replace, merge and remove. Everything else (actions
 * such as `/articles/{slug}/favorite`, `/users/login`) is generated from examples and schemas as before.
 *
 * Where inference fails, hints name a resource (`x-mock` at the document's root, or `--mock-config`):
 * `{"resources": [{"collection": "/things", "item": "/things/{thingId}", "key": "uuid"}]}`; and `x-mock: false`
 * on an operation leaves it generated.
 */
import { deref, isObj, type Obj } from "../../compiler/openapi-document";
import { SpecRefusal } from "../refusal";
import { listShapeOf, matchName, propertiesOf, successOf, wrapperOf } from "./schema";

export type Action = "list" | "create" | "read" | "replace" | "update" | "delete";

export interface Resource {
  collection: string;
  item: string;
  /** The item path's last parameter. */
  param: string;
  /** The record property that holds the key. */
  key: string;
  /** The collection path's parameters, outermost first: a nested collection's records are kept per their values. */
  scope: string[];
  /** The resource whose item path the collection path is under. */
  parent?: Resource;
  /** The record's schema, unwrapped. */
  record: Obj;
  /** Its collection's name in the store. */
  name: string;
  /** Where it comes from. */
  source: "inferred" | "x-mock" | "mock-config";
}

export interface StatefulOperation {
  operationId: string;
  /** `GET /pets/{id}` */
  label: string;
  action: Action;
  resource: Resource;
  op: Obj;
}

export interface MockPlan {
  resources: Resource[];
  stateful: Map<string, StatefulOperation>;
  /** Operations answered from examples and schemas, by label. */
  generated: { operationId: string; label: string }[];
}

/** A resource named by a user where inference fails. */
export interface ResourceHint {
  collection: string;
  item?: string;
  key?: string;
}

export interface Hints {
  resources: ResourceHint[];
  source: "x-mock" | "mock-config";
}

const segments = (path: string) => path.split("/").filter(Boolean);
const paramOf = (segment: string) => /^\{([^}]+)\}$/.exec(segment)?.[1];

/** An item path's last segment: its parameter and the literal suffix after it (`{Sid}.json` → Sid, `.json`). */
const itemEnd = (segment: string) => {
  const m = /^\{([^}]+)\}([^{}]*)$/.exec(segment);
  return m ? { param: m[1], suffix: m[2] } : undefined;
};

/** The collection path of an item path (`/a/{id}` → `/a`, `/a/{id}.json` → `/a.json`), if it is one. */
function collectionOf(item: string): string | undefined {
  const parts = segments(item);
  const end = itemEnd(parts[parts.length - 1] ?? "");
  if (parts.length < 2 || !end || paramOf(parts[parts.length - 2])) return undefined;
  return `/${[...parts.slice(0, -2), `${parts[parts.length - 2]}${end.suffix}`].join("/")}`;
}

/** Reads hints (the document's `x-mock`, or a `--mock-config` file's JSON); refuses what is not hints. */
export function readHints(value: unknown, source: Hints["source"], where: string): Hints {
  const refuse = (problem: string) => new SpecRefusal(`${where}: ${problem}`);
  if (!isObj(value)) throw refuse('expected an object such as {"resources": [...]}');
  const extra = Object.keys(value).filter((k) => k !== "resources");
  if (extra.length > 0) throw refuse(`unknown key(s) ${extra.join(", ")} (only "resources")`);
  const list = value.resources ?? [];
  if (!Array.isArray(list)) throw refuse("resources must be an array");
  const resources = list.map((r, i) => {
    const at = `resources[${i}]`;
    if (!isObj(r) || typeof r.collection !== "string") throw refuse(`${at}.collection: a path is expected`);
    for (const k of ["item", "key"] as const)
      if (r[k] !== undefined && typeof r[k] !== "string") throw refuse(`${at}.${k}: a string is expected`);
    const unknown = Object.keys(r).filter((k) => !["collection", "item", "key"].includes(k));
    if (unknown.length > 0) throw refuse(`${at}: unknown key(s) ${unknown.join(", ")}`);
    return r as unknown as ResourceHint;
  });
  return { resources, source };
}

const ITEM_METHODS = ["get", "put", "patch", "delete"];

/** The JSON schema of an operation's lowest declared success. */
const successSchema = (doc: Obj, op: unknown) => successOf(doc, op)?.media.schema;

function recordSchema(doc: Obj, collection: Obj, item: Obj): Obj {
  for (const schema of [successSchema(doc, item.get), successSchema(doc, collection.post)])
    if (schema !== undefined) return wrapperOf(doc, schema).inner;
  const listed = listShapeOf(doc, successSchema(doc, collection.get));
  return listed?.item ?? { type: "object" };
}

function resourceOf(
  doc: Obj,
  paths: Obj,
  collection: string,
  item: string,
  key: string | undefined,
  source: Resource["source"],
): Resource {
  const record = recordSchema(
    doc,
    isObj(paths[collection]) ? paths[collection] : {},
    isObj(paths[item]) ? paths[item] : {},
  );
  const param = itemEnd(segments(item).pop() ?? "")?.param ?? "id";
  const names = Object.keys(propertiesOf(doc, record));
  return {
    collection,
    item,
    param,
    key: key ?? matchName(names, param) ?? (names.includes("id") ? "id" : param),
    scope: segments(collection).flatMap((s) => paramOf(s) ?? []),
    record,
    name: collection.replace(/^\/+/, ""),
    source,
  };
}

/** The resources of a document: the hinted ones, then those inferred from its paths. */
export function planMock(
  doc: Obj,
  operations: readonly { operationId: string; method: string; path: string }[],
  hints: readonly Hints[],
): MockPlan {
  const paths = isObj(doc.paths) ? doc.paths : {};
  const resources: Resource[] = [];
  const claimed = new Set<string>();
  for (const h of hints) {
    for (const r of h.resources) {
      if (!isObj(paths[r.collection]))
        throw new SpecRefusal(`${h.source}: ${r.collection} is not a path of the document`);
      const item = r.item ?? Object.keys(paths).find((p) => collectionOf(p) === r.collection);
      if (item === undefined || !isObj(paths[item]))
        throw new SpecRefusal(`${h.source}: no item path for ${r.collection}; name it with "item"`);
      resources.push(resourceOf(doc, paths, r.collection, item, r.key, h.source));
      claimed.add(r.collection).add(item);
    }
  }
  for (const [item, itemOps] of Object.entries(paths)) {
    const collection = collectionOf(item);
    if (collection === undefined) continue;
    const collectionOps = paths[collection];
    if (claimed.has(item) || claimed.has(collection) || !isObj(itemOps) || !isObj(collectionOps)) continue;
    if (!ITEM_METHODS.some((m) => isObj(itemOps[m]))) continue;
    if (!isObj(collectionOps.get) && !isObj(collectionOps.post)) continue;
    resources.push(resourceOf(doc, paths, collection, item, undefined, "inferred"));
  }
  // A collection under another resource's item path belongs to that resource's records. An item path with a
  // suffix (`/Accounts/{Sid}.json`) is not the path a collection is under (`/Accounts/{AccountSid}/Messages.json`):
  // such collections keep their records per the path's values, with no parent record asked for.
  for (const r of resources) {
    const above = `/${segments(r.collection).slice(0, -1).join("/")}`;
    r.parent = resources.find((p) => p !== r && p.item === above);
  }
  const stateful = new Map<string, StatefulOperation>();
  const generated: MockPlan["generated"] = [];
  for (const o of operations) {
    const label = `${o.method.toUpperCase()} ${o.path}`;
    const op = isObj(paths[o.path]) ? deref(doc, (paths[o.path] as Obj)[o.method]) : {};
    const found = op["x-mock"] === false ? undefined : actionOf(doc, resources, o.method, o.path, op);
    if (found) stateful.set(o.operationId, { operationId: o.operationId, label, op, ...found });
    else generated.push({ operationId: o.operationId, label });
  }
  return { resources, stateful, generated };
}

function actionOf(
  doc: Obj,
  resources: readonly Resource[],
  method: string,
  path: string,
  op: Obj,
): { action: Action; resource: Resource } | undefined {
  for (const resource of resources) {
    if (path === resource.collection) {
      // A list the mock cannot shape (no array of records in its answer) stays generated.
      if (method === "get" && listShapeOf(doc, successSchema(doc, op))) return { action: "list", resource };
      if (method === "post") return { action: "create", resource };
    }
    if (path === resource.item) {
      const action = ({ get: "read", put: "replace", patch: "update", delete: "delete" } as const)[
        method as "get"
      ];
      if (action) return { action, resource };
    }
  }
  return undefined;
}
