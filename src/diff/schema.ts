/**
 * Two versions of a schema compared in one direction: what a client sends (request) or reads (response).
 * Properties, required names, items, additional properties and the alternatives of `oneOf`/`anyOf` are
 * compared here; the values one schema admits in schema-values.ts. A schema reached by `$ref` is compared
 * once per direction and pair of places, however many operations use it.
 */
import { discriminatorDrafts } from "./schema-discriminator";
import { compareValues, type SchemaPlace } from "./schema-values";
import { alternativeView, type SchemaView, viewOf } from "./schema-view";
import { child, code, type Draft, type Node, resolve, under, type Walk } from "./walk";

const prop = (p: SchemaPlace): SchemaPlace => ({ ...p, subject: "property", text: false });

function propertyDrafts(w: Walk, o: SchemaView, n: SchemaView, p: SchemaPlace): Draft[] {
  const out: Draft[] = [];
  const request = p.dir === "request";
  const closed = n.additional?.value === false;
  // A client never sends a read-only property, nor reads a write-only one.
  const hidden = (doc: Walk["old"], node: Node) => viewOf(doc, node)[request ? "readOnly" : "writeOnly"];
  for (const [name, oNode] of o.properties) {
    if (n.properties.has(name) || hidden(w.old, oNode)) continue;
    const required = o.required.has(name);
    const level = request ? (closed ? "wire" : "client") : required ? "wire" : "client";
    out.push({
      rule: request
        ? "request-property-removed"
        : required
          ? "response-required-property-removed"
          : "response-property-removed",
      level,
      action: "remove",
      where: ["properties", name],
      message: request
        ? `The property ${code(name)} was removed: clients that send it no longer compile${closed ? ", and the server refuses it" : ""}.`
        : required
          ? `The required property ${code(name)} is no longer returned: clients that read it break.`
          : `The property ${code(name)} is no longer returned: code that reads it no longer compiles.`,
      old: oNode.pointer,
      new: `${n.node.pointer}/properties`,
    });
  }
  for (const [name, nNode] of n.properties) {
    if (o.properties.has(name) || hidden(w.new, nNode)) continue;
    const required = n.required.has(name);
    if (request) {
      out.push({
        rule: required ? "new-required-request-property" : "new-optional-request-property",
        level: required ? "wire" : "compatible",
        action: "add",
        where: ["properties", name],
        message: required
          ? `The new property ${code(name)} is required: requests without it are refused.`
          : `The new property ${code(name)} is optional.`,
        old: `${o.node.pointer}/properties`,
        new: nNode.pointer,
      });
    } else {
      out.push({
        rule: "response-property-added",
        level: "client",
        action: "add",
        where: ["properties", name],
        message: `The response has a new property ${code(name)}: typed SDKs that refuse unknown fields break (openapi-typescript clients compile).`,
        old: `${o.node.pointer}/properties`,
        new: nNode.pointer,
      });
    }
  }
  return out;
}

function requiredDrafts(o: SchemaView, n: SchemaView, p: SchemaPlace): Draft[] {
  const out: Draft[] = [];
  if (p.dir === "request") {
    for (const [name, at] of n.required) {
      if (o.required.has(name) || !o.properties.has(name) || !n.properties.has(name)) continue;
      out.push({
        rule: "request-property-became-required",
        level: "wire",
        action: "add",
        where: ["required", `[${at.slice(at.lastIndexOf("/") + 1)}]`],
        after: name,
        message: `The property ${code(name)} became required: requests without it are refused.`,
        old: o.node.pointer,
        new: at,
      });
    }
    for (const [name, at] of o.required) {
      if (n.required.has(name) || !n.properties.has(name)) continue;
      out.push({
        rule: "request-property-became-optional",
        level: "compatible",
        action: "remove",
        where: ["required", `[${at.slice(at.lastIndexOf("/") + 1)}]`],
        before: name,
        message: `The property ${code(name)} became optional.`,
        old: at,
        new: n.node.pointer,
      });
    }
  } else {
    for (const [name, at] of n.required) {
      if (o.required.has(name) || !o.properties.has(name)) continue;
      out.push({
        rule: "response-property-became-required",
        level: "compatible",
        action: "add",
        where: ["required", `[${at.slice(at.lastIndexOf("/") + 1)}]`],
        after: name,
        message: `The property ${code(name)} is now always returned.`,
        old: o.node.pointer,
        new: at,
      });
    }
    for (const [name, at] of o.required) {
      if (n.required.has(name) || !n.properties.has(name)) continue;
      out.push({
        rule: "response-property-became-optional",
        level: "wire",
        action: "remove",
        where: ["required", `[${at.slice(at.lastIndexOf("/") + 1)}]`],
        before: name,
        message: `The property ${code(name)} is no longer always returned: clients that rely on it break.`,
        old: at,
        new: n.node.pointer,
      });
    }
  }
  return out;
}

/** An alternative's identity across versions: the component it names, its title, or its position. */
function alternativeKey(node: Node, i: number): string {
  const v = node.value as { $ref?: unknown; title?: unknown } | undefined;
  if (typeof v?.$ref === "string") return `ref ${v.$ref.slice(v.$ref.lastIndexOf("/") + 1)}`;
  if (typeof v?.title === "string") return `title ${v.title}`;
  return `#${i}`;
}

function alternatives(w: Walk, o: SchemaView, n: SchemaView, p: SchemaPlace, k: "oneOf" | "anyOf"): Draft[] {
  const [oa, na] = [o[k], n[k]];
  if (!oa && !na) return [];
  const list = (a: Node | undefined) =>
    Array.isArray(a?.value) ? (a.value as unknown[]).map((_, i) => child(a, i)) : [];
  const [ol, nl] = [list(oa), list(na)];
  if (!oa && p.dir === "request") return newAlternatives(w, o, n, p, k, nl);
  const nByKey = new Map(nl.map((x, i) => [alternativeKey(x, i), { x, i }]));
  const oKeys = new Set(ol.map((x, i) => alternativeKey(x, i)));
  const name = k === "oneOf" ? "one-of" : "any-of";
  const out: Draft[] = [];
  ol.forEach((x, i) => {
    const match = nByKey.get(alternativeKey(x, i));
    if (match) {
      out.push(...under([`${k}[${match.i}]`], compareSchema(w, x, match.x, p)));
      return;
    }
    if (na === undefined && oa !== undefined && nl.length === 0) return;
    out.push({
      rule: `${p.dir}-${p.subject}-${name}-removed`,
      level: p.dir === "request" ? "wire" : "compatible",
      action: "remove",
      where: [`${k}[${i}]`],
      message:
        p.dir === "request"
          ? `The alternative ${alternativeKey(x, i)} of ${k} was removed: requests of that shape are refused.`
          : `The alternative ${alternativeKey(x, i)} of ${k} is no longer returned.`,
      old: x.pointer,
      new: na?.pointer ?? n.node.pointer,
    });
  });
  nl.forEach((x, i) => {
    if (oKeys.has(alternativeKey(x, i))) return;
    out.push({
      rule: `${p.dir}-${p.subject}-${name}-added`,
      level: p.dir === "request" ? "compatible" : "client",
      action: "add",
      where: [`${k}[${i}]`],
      message:
        p.dir === "request"
          ? `Requests may take the new alternative ${alternativeKey(x, i)} of ${k}.`
          : `Responses may take the new alternative ${alternativeKey(x, i)} of ${k}, which clients do not handle.`,
      old: oa?.pointer ?? o.node.pointer,
      new: x.pointer,
    });
  });
  return out;
}

/**
 * A request schema that gains `oneOf`/`anyOf` now also demands one of them: what each alternative asks beyond
 * the old schema is reported inside it (a property required there, a bound it sets). Where an alternative
 * repeats a property the enclosing schema declares, its own keywords stand for it, so only what narrows
 * requests is kept.
 */
function newAlternatives(
  w: Walk,
  o: SchemaView,
  n: SchemaView,
  p: SchemaPlace,
  k: string,
  nl: Node[],
): Draft[] {
  return nl.flatMap((x, i) =>
    under(
      [`${k}[${i}]`],
      compareViews(w, o, alternativeView(w.new, x, n), p).filter((d) => d.level !== "compatible"),
    ),
  );
}

function additionalDrafts(w: Walk, o: SchemaView, n: SchemaView, p: SchemaPlace): Draft[] {
  const [oa, na] = [o.additional, n.additional];
  if (p.dir === "request" && na?.value === false && oa?.value !== false)
    return [
      {
        rule: "request-property-additional-properties-closed",
        level: "wire",
        action: oa ? "replace" : "add",
        where: ["additionalProperties"],
        before: oa?.value,
        after: false,
        message: "Properties the schema does not list are refused now.",
        old: oa?.pointer ?? o.node.pointer,
        new: na.pointer,
      },
    ];
  if (typeof oa?.value === "object" && typeof na?.value === "object" && oa && na)
    return under(["additionalProperties"], compareSchema(w, oa, na, prop(p)));
  return [];
}

function compareViews(w: Walk, o: SchemaView, n: SchemaView, p: SchemaPlace): Draft[] {
  const out = compareValues(o, n, p);
  out.push(...requiredDrafts(o, n, p), ...propertyDrafts(w, o, n, p));
  for (const [name, oNode] of o.properties) {
    const nNode = n.properties.get(name);
    if (nNode) out.push(...under(["properties", name], compareSchema(w, oNode, nNode, prop(p))));
  }
  if (o.items && n.items) out.push(...under(["items"], compareSchema(w, o.items, n.items, prop(p))));
  out.push(...additionalDrafts(w, o, n, p));
  out.push(...alternatives(w, o, n, p, "oneOf"), ...alternatives(w, o, n, p, "anyOf"));
  out.push(...discriminatorDrafts(o, n, p));
  return out;
}

/** The findings between two versions of a schema, placed relative to it. */
export function compareSchema(w: Walk, oStart: Node, nStart: Node, p: SchemaPlace): Draft[] {
  const o = resolve(w.old, oStart);
  const n = resolve(w.new, nStart);
  if (o.value === undefined || n.value === undefined) return [];
  const key = `${p.dir} ${p.subject} ${p.text} ${o.pointer} ${n.pointer}`;
  const known = w.memo.get(key);
  if (known) return known;
  if (w.open.has(key)) return [];
  w.open.add(key);
  const [ov, nv] = [viewOf(w.old, o), viewOf(w.new, n)];
  // A client neither sends read-only properties nor reads write-only ones: their changes reach no client.
  const hidden = p.dir === "request" ? ov.readOnly && nv.readOnly : ov.writeOnly && nv.writeOnly;
  const drafts = hidden ? [] : compareViews(w, ov, nv, p);
  w.open.delete(key);
  w.memo.set(key, drafts);
  return drafts;
}
