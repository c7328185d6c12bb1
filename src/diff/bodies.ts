/**
 * An operation's request body and responses compared: media types, statuses, response headers, and the
 * schemas of each (requests as sent, responses as read).
 */
import { isObj } from "../compiler/openapi-document";
import { compareSchema } from "./schema";
import { child, code, type Draft, type Node, obj, resolve, under, type Walk } from "./walk";

function keys(node: Node): string[] {
  return isObj(node.value) ? Object.keys(node.value) : [];
}

function compareContent(w: Walk, o: Node, n: Node, dir: "request" | "response", where: string[]): Draft[] {
  const out: Draft[] = [];
  const [oc, nc] = [child(o, "content"), child(n, "content")];
  const newTypes = new Set(keys(nc));
  const subject = "body";
  for (const media of keys(oc)) {
    const [om, nm] = [child(oc, media), child(nc, media)];
    if (!newTypes.has(media)) {
      out.push({
        rule: dir === "request" ? "request-body-media-type-removed" : "response-media-type-removed",
        level: "wire",
        action: "remove",
        where: [...where, "content", media],
        message:
          dir === "request"
            ? `Requests in ${code(media)} are no longer accepted.`
            : `Responses no longer come as ${code(media)}: clients that ask for it get another type or an error.`,
        old: om.pointer,
        new: nc.value === undefined ? n.pointer : nc.pointer,
      });
      continue;
    }
    const [os, ns] = [child(om, "schema"), child(nm, "schema")];
    out.push(
      ...under(
        [...where, "content", media, "schema"],
        compareSchema(w, os, ns, { dir, subject, text: false }),
      ),
    );
  }
  return out;
}

export function compareRequestBody(w: Walk, oOp: Node, nOp: Node): Draft[] {
  const [o, n] = [resolve(w.old, child(oOp, "requestBody")), resolve(w.new, child(nOp, "requestBody"))];
  const where = ["requestBody"];
  const [or, nr] = [obj(o).required === true, obj(n).required === true];
  if (o.value === undefined && n.value === undefined) return [];
  if (o.value === undefined)
    return [
      {
        rule: nr ? "added-required-request-body" : "added-optional-request-body",
        level: nr ? "wire" : "compatible",
        action: "add",
        where,
        message: nr
          ? "A request body is now required: requests without one are refused."
          : "An optional request body was added.",
        old: oOp.pointer,
        new: n.pointer,
      },
    ];
  if (n.value === undefined)
    return [
      {
        rule: "request-body-removed",
        level: "client",
        action: "remove",
        where,
        message:
          "The request body was removed: clients that send one no longer compile, and the server ignores it.",
        old: o.pointer,
        new: nOp.pointer,
      },
    ];
  const out: Draft[] = [];
  if (!or && nr)
    out.push({
      rule: "request-body-became-required",
      level: "wire",
      action: obj(o).required === undefined ? "add" : "replace",
      where: [...where, "required"],
      before: obj(o).required,
      after: true,
      message: "The request body became required: requests without one are refused.",
      old: o.pointer,
      new: child(n, "required").pointer,
    });
  out.push(...compareContent(w, o, n, "request", where));
  return out;
}

const success = (status: string) => /^2(\d\d|XX)$/i.test(status);

function compareHeaders(w: Walk, o: Node, n: Node, where: string[]): Draft[] {
  const out: Draft[] = [];
  const [oh, nh] = [child(o, "headers"), child(n, "headers")];
  const newNames = new Map(keys(nh).map((k) => [k.toLowerCase(), k]));
  for (const name of keys(oh)) {
    const oNode = resolve(w.old, child(oh, name));
    const newName = newNames.get(name.toLowerCase());
    const required = obj(oNode).required === true;
    const at = [...where, "headers", name];
    if (!newName) {
      out.push({
        rule: required ? "response-required-header-removed" : "response-header-removed",
        level: required ? "wire" : "client",
        action: "remove",
        where: at,
        message: `The response header ${code(name)} is no longer sent: clients that read it break.`,
        old: oNode.pointer,
        new: nh.value === undefined ? n.pointer : nh.pointer,
      });
      continue;
    }
    const nNode = resolve(w.new, child(nh, newName));
    if (required && obj(nNode).required !== true)
      out.push({
        rule: "response-header-became-optional",
        level: "wire",
        action: "replace",
        where: [...at, "required"],
        before: true,
        after: obj(nNode).required,
        message: `The response header ${code(name)} is no longer always sent.`,
        old: child(oNode, "required").pointer,
        new: nNode.pointer,
      });
    const place = { dir: "response" as const, subject: "header", text: true };
    out.push(
      ...under([...at, "schema"], compareSchema(w, child(oNode, "schema"), child(nNode, "schema"), place)),
    );
  }
  return out;
}

export function compareResponses(w: Walk, oOp: Node, nOp: Node): Draft[] {
  const [or, nr] = [child(oOp, "responses"), child(nOp, "responses")];
  const newStatuses = new Set(keys(nr));
  const oldStatuses = new Set(keys(or));
  const out: Draft[] = [];
  for (const status of oldStatuses) {
    const o = resolve(w.old, child(or, status));
    const where = ["responses", status];
    if (!newStatuses.has(status)) {
      const ok = success(status);
      out.push({
        rule: ok ? "response-success-status-removed" : "response-non-success-status-removed",
        level: ok ? "wire" : "client",
        action: "remove",
        where,
        message: ok
          ? `The success status ${status} is no longer returned: clients that expect it treat every call as failed.`
          : `The status ${status} is no longer documented: code that handles it no longer compiles against the new types.`,
        // Where the status is listed, not the shared response it names.
        old: child(or, status).pointer,
        new: nr.pointer,
      });
      continue;
    }
    const n = resolve(w.new, child(nr, status));
    out.push(...compareHeaders(w, o, n, where), ...compareContent(w, o, n, "response", where));
  }
  for (const status of newStatuses) {
    if (oldStatuses.has(status)) continue;
    out.push({
      rule: success(status) ? "response-success-status-added" : "response-non-success-status-added",
      level: "compatible",
      action: "add",
      where: ["responses", status],
      message: `The status ${status} is documented now.`,
      old: or.pointer,
      new: child(nr, status).pointer,
    });
  }
  return out;
}
