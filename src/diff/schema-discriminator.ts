/**
 * A discriminator compared: the property that names the variant, and the mapping from its values to
 * variants. A request breaks when a value it sent no longer names a variant; a response when it may name one
 * a client has no type for.
 */
import { isObj } from "../compiler/openapi-document";
import { canonicalJson } from "./canonical";
import type { SchemaPlace } from "./schema-values";
import type { SchemaView } from "./schema-view";
import { child, code, type Draft, type Node } from "./walk";

function mappingOf(d: Node): Map<string, Node> {
  const m = child(d, "mapping");
  return new Map(isObj(m.value) ? Object.keys(m.value).map((k) => [k, child(m, k)]) : []);
}

export function discriminatorDrafts(o: SchemaView, n: SchemaView, p: SchemaPlace): Draft[] {
  const [od, nd] = [o.discriminator, n.discriminator];
  if (!od || !nd) return [];
  const name = (d: Node) => (d.value as { propertyName?: unknown } | undefined)?.propertyName;
  const prefix = `${p.dir}-${p.subject}-discriminator`;
  if (canonicalJson(name(od)) !== canonicalJson(name(nd)))
    return [
      {
        rule: `${prefix}-property-name-changed`,
        level: "wire",
        action: "replace",
        where: ["discriminator", "propertyName"],
        before: name(od),
        after: name(nd),
        message: `The discriminator moved from ${code(name(od))} to ${code(name(nd))}: clients pick the wrong variant.`,
        old: child(od, "propertyName").pointer,
        new: child(nd, "propertyName").pointer,
      },
    ];
  const [om, nm] = [mappingOf(od), mappingOf(nd)];
  const request = p.dir === "request";
  const out: Draft[] = [];
  for (const [value, at] of om) {
    const now = nm.get(value);
    if (now && canonicalJson(now.value) === canonicalJson(at.value)) continue;
    out.push({
      rule: now ? `${prefix}-mapping-changed` : `${prefix}-mapping-deleted`,
      level: request || now ? "wire" : "compatible",
      action: now ? "replace" : "remove",
      where: ["discriminator", "mapping", value],
      before: at.value,
      ...(now ? { after: now.value } : {}),
      message: now
        ? `${code(value)} now names another variant (${code(now.value)}): the body is read as another type.`
        : request
          ? `${code(value)} no longer names a variant: requests that send it are refused.`
          : `${code(value)} is no longer returned as a variant.`,
      old: at.pointer,
      new: now?.pointer ?? nd.pointer,
    });
  }
  for (const [value, at] of nm) {
    if (om.has(value)) continue;
    out.push({
      rule: `${prefix}-mapping-added`,
      level: request ? "compatible" : "client",
      action: "add",
      where: ["discriminator", "mapping", value],
      after: at.value,
      message: request
        ? `${code(value)} names a new variant requests may send.`
        : `Responses may carry the new variant ${code(value)}, which clients have no type for.`,
      old: od.pointer,
      new: at.pointer,
    });
  }
  return out;
}
