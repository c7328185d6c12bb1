/**
 * The breaking-change engine: two OpenAPI 3.x documents compared operation by operation, as a client of the
 * old one sees the new one. Operations are matched by method and path shape (`/pets/{id}` and `/pets/{petId}`
 * are one path to a client); everything an operation reaches through `$ref`, `allOf`, `oneOf`, `anyOf`, path
 * parameters, the document's security and servers is compared where the operation uses it.
 */
import { METHODS, type Obj } from "../compiler/openapi-document";
import { compareSchemes, compareSecurity, compareServers } from "./access";
import { compareRequestBody, compareResponses } from "./bodies";
import { type LoadedDoc, linesOf } from "./document";
import { type DiffReport, type Finding, LEVELS, type Level, type OperationName } from "./model";
import { compareParameters, parametersOf } from "./parameters";
import { child, code, type Draft, type Node, newWalk, obj, readable, type Walk } from "./walk";

const shape = (template: string) => template.replace(/\{[^}]*\}/g, "{}");

function operationName(template: string, method: string, op: Node): OperationName {
  const id = obj(op).operationId;
  return {
    method: method.toUpperCase(),
    path: template,
    ...(typeof id === "string" ? { operationId: id } : {}),
  };
}

function compareOperation(
  w: Walk,
  at: { o: Node; n: Node; oItem: Node; nItem: Node; oPath: string; nPath: string },
) {
  const { o, n, oItem, nItem } = at;
  const out: Draft[] = [];
  const params = [parametersOf(w.old, at.oPath, oItem, o), parametersOf(w.new, at.nPath, nItem, n)] as const;
  out.push(...compareParameters(w, params[0], params[1], o, n));
  out.push(...compareRequestBody(w, o, n), ...compareResponses(w, o, n));
  const root = (doc: Obj): Node => ({ value: doc, pointer: "#" });
  // The operation's own requirements, where either version has some; the document's are compared once.
  if (obj(o).security !== undefined || obj(n).security !== undefined) {
    const effective = (op: Node, doc: Obj) =>
      obj(op).security !== undefined ? child(op, "security") : child(root(doc), "security");
    out.push(...compareSecurity(effective(o, w.old), effective(n, w.new), ["security"], false));
  }
  const servers = (op: Node, item: Node, doc: Obj) =>
    obj(op).servers !== undefined
      ? child(op, "servers")
      : obj(item).servers !== undefined
        ? child(item, "servers")
        : child(root(doc), "servers");
  const own = (op: Node, item: Node) => obj(op).servers !== undefined || obj(item).servers !== undefined;
  if (own(o, oItem) || own(n, nItem))
    out.push(...compareServers(servers(o, oItem, w.old), servers(n, nItem, w.new), ["servers"]));
  const [oid, nid] = [obj(o).operationId, obj(n).operationId];
  if (oid !== nid && oid !== undefined)
    out.push({
      rule: nid === undefined ? "api-operation-id-removed" : "api-operation-id-updated",
      level: "compatible",
      action: nid === undefined ? "remove" : "replace",
      where: ["operationId"],
      before: oid,
      after: nid,
      message: `The operationId ${code(oid)} is now ${nid === undefined ? "gone" : code(nid)}: the wire is the same, but code that names the operation's generated types by it must follow.`,
      old: child(o, "operationId").pointer,
      new: child(n, "operationId").pointer,
    });
  return out;
}

function removedOperation(
  template: string,
  method: string,
  op: Node,
  nPaths: Node,
  wholePath: boolean,
): Draft {
  const deprecated = obj(op).deprecated === true;
  return {
    rule: wholePath
      ? deprecated
        ? "api-path-removed-after-deprecation"
        : "api-path-removed-without-deprecation"
      : deprecated
        ? "api-removed-after-deprecation"
        : "api-removed-without-deprecation",
    level: "wire",
    action: "remove",
    where: [],
    message: `${method.toUpperCase()} ${template} was removed${deprecated ? " (it was deprecated)" : ""}: clients that call it get 404 or 405.`,
    old: op.pointer,
    new: nPaths.pointer,
    operation: operationName(template, method, op),
  };
}

interface Located {
  template: string;
  method: string;
  item: Node;
  op: Node;
}

function operationsOf(paths: Node): Located[] {
  return Object.keys(obj(paths)).flatMap((template) => {
    const item = child(paths, template);
    return METHODS.filter((m) => obj(item)[m] !== undefined).map((method) => ({
      template,
      method,
      item,
      op: child(item, method),
    }));
  });
}

/**
 * Old and new operations paired: by method and template as written, then the rest by method and path shape
 * (a path parameter renamed); a document may hold two templates of one shape for different methods.
 */
function pairOperations(olds: Located[], news: Located[]) {
  const pairs: [Located, Located][] = [];
  const unpaired = new Set(news);
  const pairBy = (key: (l: Located) => string, from: Located[]) => {
    const byKey = new Map<string, Located>();
    for (const n of unpaired) if (!byKey.has(key(n))) byKey.set(key(n), n);
    const left: Located[] = [];
    for (const o of from) {
      const n = byKey.get(key(o));
      if (n && unpaired.has(n)) {
        pairs.push([o, n]);
        unpaired.delete(n);
      } else left.push(o);
    }
    return left;
  };
  const exact = pairBy((l) => `${l.method} ${l.template}`, olds);
  const removed = pairBy((l) => `${l.method} ${shape(l.template)}`, exact);
  return { pairs, removed, added: [...unpaired] };
}

function comparePaths(w: Walk): Draft[] {
  const [op, np] = [
    child({ value: w.old, pointer: "#" }, "paths"),
    child({ value: w.new, pointer: "#" }, "paths"),
  ];
  const { pairs, removed, added } = pairOperations(operationsOf(op), operationsOf(np));
  const out: Draft[] = [];
  const newShapes = new Set(Object.keys(obj(np)).map(shape));
  for (const o of removed) {
    const gone = !newShapes.has(shape(o.template));
    out.push(removedOperation(o.template, o.method, o.op, np, gone));
  }
  for (const [o, n] of pairs) {
    const name = operationName(n.template, n.method, n.op);
    const at = { o: o.op, n: n.op, oItem: o.item, nItem: n.item, oPath: o.template, nPath: n.template };
    for (const d of compareOperation(w, at)) out.push({ ...d, operation: name });
  }
  const oldTemplates = new Set(Object.keys(obj(op)));
  for (const n of added) {
    const parent = oldTemplates.has(n.template) ? child(op, n.template) : op;
    out.push(addedOperation(n.template, n.method, n.op, parent));
  }
  return out;
}

function addedOperation(template: string, method: string, op: Node, oldParent: Node): Draft {
  return {
    rule: "endpoint-added",
    level: "compatible",
    action: "add",
    where: [],
    message: `${method.toUpperCase()} ${template} is new.`,
    old: oldParent.pointer,
    new: op.pointer,
    operation: operationName(template, method, op),
  };
}

/** An operation removed at one path and added at another under the same operationId: say where it went. */
function noteMoves(drafts: Draft[]): void {
  const added = new Map(
    drafts
      .filter((d) => d.rule === "endpoint-added" && d.operation?.operationId)
      .map((d) => [d.operation?.operationId, d]),
  );
  for (const d of drafts) {
    if (d.action !== "remove" || d.where.length > 0 || !d.operation?.operationId) continue;
    const moved = added.get(d.operation.operationId)?.operation;
    if (moved) d.message += ` ${d.operation.operationId} is now ${moved.method} ${moved.path}.`;
  }
}

function documentDrafts(w: Walk): Draft[] {
  const [o, n] = [
    { value: w.old, pointer: "#" },
    { value: w.new, pointer: "#" },
  ];
  return [
    ...compareSecurity(child(o, "security"), child(n, "security"), ["security"], true),
    ...compareServers(child(o, "servers"), child(n, "servers"), ["servers"]),
    ...compareSchemes(w),
  ];
}

function info(d: LoadedDoc) {
  const i = obj(child({ value: d.doc, pointer: "#" }, "info"));
  return {
    source: d.source,
    ...(typeof i.title === "string" ? { title: i.title } : {}),
    ...(i.version !== undefined ? { version: String(i.version) } : {}),
  };
}

const operationOrder = (f: Finding) => (f.operation ? `${f.operation.path} ${f.operation.method}` : "");

/**
 * Every change between `oldDoc` and `newDoc` that a client of the old document could meet, each with its
 * operation, rule, level, sentence, and place (pointer and line) in both documents.
 */
export function diffDocuments(oldDoc: LoadedDoc, newDoc: LoadedDoc): DiffReport {
  const w = newWalk(oldDoc.doc, newDoc.doc);
  const drafts = [...documentDrafts(w), ...comparePaths(w)];
  noteMoves(drafts);
  // A converted Swagger 2.0 document names each place as its author wrote it.
  for (const d of drafts) {
    if (oldDoc.originalPointer) d.old = oldDoc.originalPointer(d.old);
    if (newDoc.originalPointer) d.new = newDoc.originalPointer(d.new);
  }
  const oldLines = linesOf(
    oldDoc,
    drafts.map((d) => d.old),
  );
  const newLines = linesOf(
    newDoc,
    drafts.map((d) => d.new),
  );
  const findings: Finding[] = drafts.map((d, i) => ({
    rule: d.rule,
    level: d.level,
    ...(d.operation ? { operation: d.operation } : {}),
    action: d.action,
    where: readable(d.where) || (d.operation ? "operation" : "document"),
    ...(d.before !== undefined ? { before: d.before } : {}),
    ...(d.after !== undefined ? { after: d.after } : {}),
    message: d.message,
    old: { pointer: d.old, line: oldLines[i] },
    new: { pointer: d.new, line: newLines[i] },
  }));
  findings.sort(
    (a, b) =>
      LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level) ||
      operationOrder(a).localeCompare(operationOrder(b)) ||
      a.where.localeCompare(b.where),
  );
  const counts: Record<Level, number> = { wire: 0, client: 0, compatible: 0 };
  for (const f of findings) counts[f.level]++;
  const worst = LEVELS.find((l) => counts[l] > 0);
  return { old: info(oldDoc), new: info(newDoc), findings, counts, ...(worst ? { worst } : {}) };
}
