/**
 * The rules on the values one schema admits: its type, format, enum and bounds. A request schema breaks
 * clients when it admits less than before (a value a client sent is refused); a response schema when it
 * admits more (a client meets a value it was never promised).
 */
import { canonicalJson } from "./canonical";
import { admitted, covers, type SchemaView, subset, tsTypes, typeText } from "./schema-view";
import { child, code, type Draft, type Node } from "./walk";

export interface SchemaPlace {
  dir: "request" | "response";
  /** `parameter`, `body`, `header` at a schema's root, `property` below it: the rule id's middle word. */
  subject: string;
  /** A parameter's value is text on the wire: an integer sent before is still a valid string. */
  text: boolean;
}

const prefix = (p: SchemaPlace) => `${p.dir}-${p.subject}`;

function draft(p: SchemaPlace, d: Omit<Draft, "rule"> & { rule: string }): Draft {
  return { ...d, rule: `${prefix(p)}-${d.rule}` };
}

export function compareTypes(o: SchemaView, n: SchemaView, p: SchemaPlace): Draft[] {
  const [a, b] = [admitted(o), admitted(n)];
  const same = a === b || (a && b && subset(a, b) && subset(b, a));
  if (same) return [];
  const request = p.dir === "request";
  const wireOk = request ? covers(b, a, p.text) : covers(a, b, false);
  const compiles = request ? subset(tsTypes(a), tsTypes(b)) : subset(tsTypes(b), tsTypes(a));
  const level = !wireOk ? "wire" : !compiles ? "client" : "compatible";
  const onlyNull = o.nullable !== n.nullable && subset(o.types, n.types) && subset(n.types, o.types);
  const rule = onlyNull ? (n.nullable ? "became-nullable" : "became-not-nullable") : "type-changed";
  const what = request ? "accepted" : "returned";
  const why =
    level === "wire"
      ? request
        ? "a value clients sent before is refused now"
        : "clients meet values they were never promised"
      : level === "client"
        ? "the generated client's type changes, so code written against it no longer compiles"
        : "every value valid before is still valid";
  return [
    draft(p, {
      rule,
      level,
      action: "replace",
      where: ["type"],
      before: typeText(o),
      after: typeText(n),
      message: `The ${what} type changed from ${code(typeText(o))} to ${code(typeText(n))}: ${why}.`,
      old: o.typeAt,
      new: n.typeAt,
    }),
  ];
}

function enumDrafts(o: SchemaView, n: SchemaView, p: SchemaPlace): Draft[] {
  const [oe, ne] = [o.keywords.get("enum"), n.keywords.get("enum")];
  const values = (e: Node | undefined) => (Array.isArray(e?.value) ? (e.value as unknown[]) : undefined);
  const [ov, nv] = [values(oe), values(ne)];
  if (!ov && !nv) return [];
  const request = p.dir === "request";
  if (!ov && nv && ne) {
    return [
      draft(p, {
        rule: "became-enum",
        level: request ? "wire" : "compatible",
        action: "add",
        where: ["enum"],
        after: nv,
        message: request
          ? `A free value became an enum of ${nv.length}: any other value clients sent is refused now.`
          : `The value is now one of ${nv.length} listed values.`,
        old: o.node.pointer,
        new: ne.pointer,
      }),
    ];
  }
  if (ov && oe && !nv) {
    return [
      draft(p, {
        rule: "enum-removed",
        level: request ? "compatible" : "client",
        action: "remove",
        where: ["enum"],
        before: ov,
        message: request
          ? "The enum was lifted: any value is accepted."
          : "The enum was lifted: the response may carry values a client's union type does not have.",
        old: oe.pointer,
        new: n.node.pointer,
      }),
    ];
  }
  const key = (v: unknown) => canonicalJson(v);
  const nset = new Set((nv ?? []).map(key));
  const oset = new Set((ov ?? []).map(key));
  const out: Draft[] = [];
  (ov ?? []).forEach((v, i) => {
    if (nset.has(key(v)) || !oe) return;
    out.push(
      draft(p, {
        rule: "enum-value-removed",
        level: request ? "wire" : "compatible",
        action: "remove",
        where: ["enum", `[${i}]`],
        before: v,
        message: request
          ? `The value ${code(v)} is no longer accepted: clients that send it are refused.`
          : `The value ${code(v)} is no longer returned.`,
        old: child(oe, i).pointer,
        new: ne?.pointer ?? n.node.pointer,
      }),
    );
  });
  (nv ?? []).forEach((v, i) => {
    if (oset.has(key(v)) || !ne) return;
    out.push(
      draft(p, {
        rule: "enum-value-added",
        level: request ? "compatible" : "client",
        action: "add",
        where: ["enum", `[${i}]`],
        after: v,
        message: request
          ? `The value ${code(v)} is accepted too.`
          : `The response may now carry ${code(v)}, which a client's exhaustive switch over the old values does not handle.`,
        old: oe?.pointer ?? o.node.pointer,
        new: child(ne, i).pointer,
      }),
    );
  });
  return out;
}

type Bound = "upper" | "lower";
const BOUNDS: [string, Bound, string][] = [
  ["maxLength", "upper", "max-length"],
  ["maximum", "upper", "max"],
  ["exclusiveMaximum", "upper", "exclusive-max"],
  ["maxItems", "upper", "max-items"],
  ["maxProperties", "upper", "max-properties"],
  ["minLength", "lower", "min-length"],
  ["minimum", "lower", "min"],
  ["exclusiveMinimum", "lower", "exclusive-min"],
  ["minItems", "lower", "min-items"],
  ["minProperties", "lower", "min-properties"],
];

function boundDrafts(o: SchemaView, n: SchemaView, p: SchemaPlace): Draft[] {
  const out: Draft[] = [];
  for (const [keyword, bound, name] of BOUNDS) {
    const [ok, nk] = [o.keywords.get(keyword), n.keywords.get(keyword)];
    const [a, b] = [ok?.value, nk?.value];
    // OpenAPI 3.0's boolean exclusiveMaximum modifies maximum; only numbers are bounds here.
    const ov = typeof a === "number" ? a : undefined;
    const nv = typeof b === "number" ? b : undefined;
    if (ov === nv) continue;
    const tighter = nv !== undefined && (ov === undefined || (bound === "upper" ? nv < ov : nv > ov));
    const breaks = p.dir === "request" ? tighter : !tighter;
    const verb = ov === undefined ? "set" : nv === undefined ? "unset" : nv > ov ? "increased" : "decreased";
    const action = ov === undefined ? "add" : nv === undefined ? "remove" : "replace";
    const message =
      p.dir === "request"
        ? breaks
          ? `${keyword} ${ov ?? "(none)"} → ${nv}: values clients sent before are refused now.`
          : `${keyword} ${ov} → ${nv ?? "(none)"}: more values are accepted.`
        : breaks
          ? `${keyword} ${ov} → ${nv ?? "(none)"}: responses may now hold values outside what clients were promised.`
          : `${keyword} ${ov ?? "(none)"} → ${nv}: responses are held to a tighter bound.`;
    out.push(
      draft(p, {
        rule: `${name}-${verb}`,
        level: breaks ? "wire" : "compatible",
        action,
        where: [keyword],
        before: ov,
        after: nv,
        message,
        old: ok?.pointer ?? o.node.pointer,
        new: nk?.pointer ?? n.node.pointer,
      }),
    );
  }
  return out;
}

/** `pattern`, `format`, `multipleOf`, `uniqueItems`, `const`: any new one on a request narrows it. */
function otherDrafts(o: SchemaView, n: SchemaView, p: SchemaPlace): Draft[] {
  const out: Draft[] = [];
  for (const keyword of ["pattern", "format", "multipleOf", "uniqueItems", "const"]) {
    const [ok, nk] = [o.keywords.get(keyword), n.keywords.get(keyword)];
    const [ov, nv] = [ok?.value, nk?.value];
    if (canonicalJson(ov) === canonicalJson(nv)) continue;
    if (keyword === "uniqueItems" && !ov && !nv) continue;
    const request = p.dir === "request";
    // A request breaks on a new or changed rule; a response on one lifted or changed (format: what it parses).
    const breaks = request ? nv !== undefined && nv !== false : ov !== undefined && keyword === "format";
    const name =
      keyword === "multipleOf" ? "multiple-of" : keyword === "uniqueItems" ? "unique-items" : keyword;
    const verb = ov === undefined ? "added" : nv === undefined ? "removed" : "changed";
    out.push(
      draft(p, {
        rule: `${name}-${verb}`,
        level: breaks ? "wire" : "compatible",
        action: ov === undefined ? "add" : nv === undefined ? "remove" : "replace",
        where: [keyword],
        before: ov,
        after: nv,
        message: `${keyword} ${ov === undefined ? "(none)" : code(ov)} → ${nv === undefined ? "(none)" : code(nv)}: ${
          breaks
            ? request
              ? "values clients sent before may be refused now"
              : "clients that parse the old format meet another"
            : "nothing a client did before stops working"
        }.`,
        old: ok?.pointer ?? o.node.pointer,
        new: nk?.pointer ?? n.node.pointer,
      }),
    );
  }
  return out;
}

export function compareValues(o: SchemaView, n: SchemaView, p: SchemaPlace): Draft[] {
  return [...compareTypes(o, n, p), ...enumDrafts(o, n, p), ...boundDrafts(o, n, p), ...otherDrafts(o, n, p)];
}
