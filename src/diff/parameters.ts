/**
 * An operation's parameters compared: its own with its path item's (the operation's win where both name one),
 * matched by where they travel and their name; path parameters by their place in the template, so that a
 * renamed `{id}` is the same parameter to a client.
 */
import { isObj } from "../compiler/openapi-document";
import { canonicalJson } from "./canonical";
import { compareSchema } from "./schema";
import { child, code, type Draft, type Node, obj, resolve, under, type Walk } from "./walk";

interface Param {
  node: Node;
  in: string;
  name: string;
  key: string;
}

/** The operation's parameters, each with where it is written; `pathItem` and `operation` as written. */
export function parametersOf(doc: Walk["old"], template: string, pathItem: Node, operation: Node): Param[] {
  const names = [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  const byKey = new Map<string, Param>();
  for (const holder of [pathItem, operation]) {
    const list = child(holder, "parameters");
    if (!Array.isArray(list.value)) continue;
    list.value.forEach((_, i) => {
      const node = resolve(doc, child(list, i));
      const p = obj(node);
      if (typeof p.in !== "string" || typeof p.name !== "string") return;
      const at = names.indexOf(p.name);
      const key =
        p.in === "path" && at >= 0
          ? `path #${at}`
          : `${p.in} ${p.in === "header" ? p.name.toLowerCase() : p.name}`;
      byKey.set(key, { node, in: p.in, name: p.name, key });
    });
  }
  return [...byKey.values()];
}

const label = (p: Param) => `${p.in} parameter ${code(p.name)}`;

/** A parameter's schema: `schema`, or the schema of its one `content` entry. */
function schemaOf(p: Param): Node {
  const direct = child(p.node, "schema");
  if (direct.value !== undefined) return direct;
  const content = child(p.node, "content");
  const media = isObj(content.value) ? Object.keys(content.value)[0] : undefined;
  return media ? child(child(content, media), "schema") : direct;
}

function compareOne(w: Walk, o: Param, n: Param): Draft[] {
  const where = [`parameters[${n.in} ${n.name}]`];
  const out: Draft[] = [];
  const [or, nr] = [obj(o.node).required === true, obj(n.node).required === true];
  if (or !== nr && n.in !== "path") {
    const at = child(n.node, "required");
    out.push({
      rule: nr ? "request-parameter-became-required" : "request-parameter-became-optional",
      level: nr ? "wire" : "compatible",
      action: obj(o.node).required === undefined ? "add" : "replace",
      where: [...where, "required"],
      before: obj(o.node).required,
      after: obj(n.node).required,
      message: nr
        ? `The ${label(n)} became required: requests without it are refused.`
        : `The ${label(n)} became optional.`,
      old: child(o.node, "required").pointer,
      new: at.value === undefined ? n.node.pointer : at.pointer,
    });
  }
  for (const field of ["style", "explode"]) {
    const [ov, nv] = [obj(o.node)[field], obj(n.node)[field]];
    if (canonicalJson(ov) === canonicalJson(nv)) continue;
    out.push({
      rule: `request-parameter-${field}-changed`,
      level: "wire",
      action: ov === undefined ? "add" : nv === undefined ? "remove" : "replace",
      where: [...where, field],
      before: ov,
      after: nv,
      message: `The ${label(n)} is serialised otherwise (${field} ${code(ov ?? "default")} → ${code(nv ?? "default")}): values clients send are read differently.`,
      old: child(o.node, field).pointer,
      new: child(n.node, field).pointer,
    });
  }
  const [os, ns] = [schemaOf(o), schemaOf(n)];
  const place = { dir: "request" as const, subject: "parameter", text: n.in !== "cookie" };
  out.push(...under([...where, "schema"], compareSchema(w, os, ns, place)));
  const [od, nd] = [obj(resolve(w.old, os)).default, obj(resolve(w.new, ns)).default];
  if (!nr && canonicalJson(od) !== canonicalJson(nd)) {
    out.push({
      rule: "request-parameter-default-value-changed",
      level: "wire",
      action: od === undefined ? "add" : nd === undefined ? "remove" : "replace",
      where: [...where, "schema", "default"],
      before: od,
      after: nd,
      message: `Requests that omit the ${label(n)} now mean ${code(nd ?? "no default")} instead of ${code(od ?? "no default")}.`,
      old: child(resolve(w.old, os), "default").pointer,
      new: child(resolve(w.new, ns), "default").pointer,
    });
  }
  return out;
}

export function compareParameters(w: Walk, olds: Param[], news: Param[], oOp: Node, nOp: Node): Draft[] {
  const out: Draft[] = [];
  const newByKey = new Map(news.map((p) => [p.key, p]));
  const oldKeys = new Set(olds.map((p) => p.key));
  for (const o of olds) {
    const n = newByKey.get(o.key);
    if (n) {
      out.push(...compareOne(w, o, n));
      continue;
    }
    const required = obj(o.node).required === true;
    out.push({
      rule: "request-parameter-removed",
      level: "client",
      action: "remove",
      where: [`parameters[${o.in} ${o.name}]`],
      message: `The ${required ? "required" : "optional"} ${label(o)} was removed: clients that pass it no longer compile, and the server ignores or refuses it.`,
      old: o.node.pointer,
      new: nOp.pointer,
    });
  }
  for (const n of news) {
    if (oldKeys.has(n.key)) continue;
    const required = obj(n.node).required === true || n.in === "path";
    out.push({
      rule: required ? "new-required-request-parameter" : "new-optional-request-parameter",
      level: required ? "wire" : "compatible",
      action: "add",
      where: [`parameters[${n.in} ${n.name}]`],
      message: required
        ? `The new ${label(n)} is required: every request made before is refused.`
        : `The new ${label(n)} is optional.`,
      old: oOp.pointer,
      new: n.node.pointer,
    });
  }
  return out;
}
