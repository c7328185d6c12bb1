/**
 * Which operations of a document the stateful mock can answer from stored records, and as what.
 *
 * A resource is a collection path and its item path: `/pets` + `/pets/{id}`, `/v1/Content` + `/v1/Content/{Sid}`;
 * a suffix both paths end with pairs them the same way (Twilio's `/Messages.json` + `/Messages/{Sid}.json`).
 * A collection under an item path (`/articles/{slug}/comments`) belongs to the parent record: its records are
 * kept per parent and go with it. The item path's parameter names the record's key: the record property of
 * that name regardless of case, `_` and `-` (`Sid` ↔ `sid`), else the one it names after the collection's
 * own name (`{issue_number}` of `/issues`: `number`, as GitHub keys issues; `{petId}`: `id`), else `id`. GET on the collection lists, POST
 * creates; GET, PUT, PATCH and DELETE on the item read, replace, merge and remove. Everything else (actions
 * such as `/articles/{slug}/favorite`, `/users/login`) is generated from examples and schemas as before.
 *
 * Where inference fails, hints name a resource (hints.ts); and `x-mock: false` on an operation leaves it
 * generated.
 */
import { deref, isObj, type Obj } from "../../compiler/openapi-document";
import { SpecRefusal } from "../refusal";
import type { AccountsHint, Hints, RelationHint } from "./hints";
import type { DefaultOrder } from "./order";
import { listShapeOf, matchName, normalName, propertiesOf, successOf, wrapperOf } from "./schema";

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
  /** The resource whose item path the collection path is under: a record is made only under one that exists. */
  parent?: Resource;
  /**
   * The resource whose item path the collection path is under but for its parameters' names and its suffix
   * (Twilio's `/Messages/{MessageSid}/Media.json` under `/Messages/{Sid}.json`): its records go with that one's.
   */
  owner?: Resource;
  /** The default order of its lists, when a hint sets it. */
  order?: DefaultOrder;
  /** The property that holds its creator, when a hint names one. */
  creator?: string;
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
  accounts?: AccountsHint;
  relations: RelationHint[];
  stateful: Map<string, StatefulOperation>;
  /** Operations answered from examples and schemas, by label. */
  generated: { operationId: string; label: string }[];
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

const ITEM_METHODS = ["get", "put", "patch", "delete"];

/** The JSON schema of an operation's lowest declared success. */
const successSchema = (doc: Obj, op: unknown) => successOf(doc, op)?.media.schema;

function recordSchema(doc: Obj, collection: Obj, item: Obj): Obj {
  for (const schema of [successSchema(doc, item.get), successSchema(doc, collection.post)])
    if (schema !== undefined) return wrapperOf(doc, schema).inner;
  const listed = listShapeOf(doc, successSchema(doc, collection.get));
  return listed?.item ?? { type: "object" };
}

/** The record property an item path's parameter names (`Sid` → `sid`, `issue_number` of `/issues` → `number`). */
function keyOf(names: readonly string[], param: string, collection: string): string {
  const exact = matchName(names, param);
  if (exact !== undefined) return exact;
  const plural = normalName(
    segments(collection)
      .pop()
      ?.replace(/\.[^.]*$/, "") ?? "",
  );
  const words = param.split(/[_-]|(?<=[a-z0-9])(?=[A-Z])/).filter(Boolean);
  for (let i = 1; i < words.length; i++) {
    const name = matchName(names, words.slice(i).join("_"));
    if (name !== undefined && plural.startsWith(normalName(words.slice(0, i).join("")))) return name;
  }
  return names.includes("id") ? "id" : param;
}

/** A path with its parameters unnamed and a last segment's suffix dropped: `/a/{Sid}.json` → `/a/{}`. */
const shape = (path: string) => path.replace(/\{[^}]+\}[^/]*$/, "{}").replace(/\{[^}]+\}/g, "{}");

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
    key: key ?? keyOf(names, param, collection),
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
      const resource = resourceOf(doc, paths, r.collection, item, r.key, h.source);
      resources.push({
        ...resource,
        ...(r.order ? { order: r.order } : {}),
        ...(r.creator ? { creator: r.creator } : {}),
      });
      claimed.add(r.collection).add(item);
    }
  }
  for (const h of hints) {
    const named = [
      h.accounts?.register,
      h.accounts?.login,
      h.accounts?.current,
      ...h.relations.map((r) => r.path),
    ];
    for (const p of named)
      if (p !== undefined && !isObj(paths[p]))
        throw new SpecRefusal(`${h.source}: ${p} is not a path of the document`);
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
  const itemShapes = new Map(resources.map((r) => [r, shape(r.item)]));
  for (const r of resources) {
    const above = `/${segments(r.collection).slice(0, -1).join("/")}`;
    r.parent = resources.find((p) => p !== r && p.item === above);
    const aboveShape = shape(above);
    if (!r.parent) r.owner = resources.find((p) => p !== r && itemShapes.get(p) === aboveShape);
  }
  // The resources each path is the collection or item path of, in their order: an operation is matched
  // against those only (a large document has hundreds of operations and of resources).
  const atPath = new Map<string, Resource[]>();
  for (const r of resources)
    for (const p of [r.collection, r.item]) atPath.set(p, [...(atPath.get(p) ?? []), r]);
  const stateful = new Map<string, StatefulOperation>();
  const generated: MockPlan["generated"] = [];
  for (const o of operations) {
    const label = `${o.method.toUpperCase()} ${o.path}`;
    const op = operationIn(doc, o.path, o.method);
    const candidates = atPath.get(o.path) ?? [];
    const found = op["x-mock"] === false ? undefined : actionOf(doc, candidates, o.method, o.path, op);
    if (found) stateful.set(o.operationId, { operationId: o.operationId, label, op, ...found });
    else generated.push({ operationId: o.operationId, label });
  }
  const accounts = hints.find((h) => h.accounts)?.accounts;
  return {
    resources,
    stateful,
    generated,
    relations: hints.flatMap((h) => h.relations),
    ...(accounts ? { accounts } : {}),
  };
}

/** The operation object at `path` and `method` of the document, as the plan takes it. */
export function operationIn(doc: Obj, path: string, method: string): Obj {
  const paths = isObj(doc.paths) ? doc.paths : {};
  return isObj(paths[path]) ? deref(doc, (paths[path] as Obj)[method]) : {};
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
