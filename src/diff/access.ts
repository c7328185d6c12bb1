/**
 * How a client reaches an operation: its security requirements and its servers. A requirement list is met
 * by any one of its alternatives; a client that met an old alternative breaks when no new alternative asks
 * only for schemes (and scopes) it already had. A server URL a client was configured with that the new
 * document no longer lists breaks it, as a changed base URL breaks a generated SDK.
 */
import { isObj } from "../compiler/openapi-document";
import { canonicalJson } from "./canonical";
import { child, code, type Draft, type Node, obj, type Walk } from "./walk";

type Alternative = Map<string, string[]>;

function alternativesOf(node: Node): { alt: Alternative; node: Node }[] {
  if (!Array.isArray(node.value) || node.value.length === 0) return [{ alt: new Map(), node }];
  return node.value.map((v, i) => ({
    alt: new Map(
      Object.entries(isObj(v) ? v : {}).map(([k, s]) => [k, Array.isArray(s) ? s.map(String) : []]),
    ),
    node: child(node, i),
  }));
}

/** Whether a client holding `had` can meet `asks` (every scheme, every scope). */
function meets(had: Alternative, asks: Alternative): boolean {
  for (const [scheme, scopes] of asks) {
    const held = had.get(scheme);
    if (!held || scopes.some((s) => !held.includes(s))) return false;
  }
  return true;
}

/** `o` and `n` are the requirement lists in force (an operation's own, or the document's). */
export function compareSecurity(o: Node, n: Node, where: string[], global: boolean): Draft[] {
  const olds = alternativesOf(o);
  const news = alternativesOf(n);
  const out: Draft[] = [];
  const newSchemes = new Set(news.flatMap((x) => [...x.alt.keys()]));
  olds.forEach(({ alt, node }, i) => {
    if (news.some((x) => meets(alt, x.alt))) return;
    const gone = [...alt.keys()].filter((s) => !newSchemes.has(s));
    const at = [...where, `[${i}]`];
    if (gone.length > 0) {
      for (const scheme of gone)
        out.push({
          rule: global ? "api-global-security-removed" : "api-security-removed",
          level: "wire",
          action: "remove",
          where: [...at, scheme],
          before: alt.get(scheme),
          message: `Clients that authenticate with ${code(scheme)} are refused now: no requirement accepts it alone.`,
          old: child(node, scheme).pointer,
          new: n.pointer,
        });
      return;
    }
    out.push({
      rule: alt.size === 0 ? "api-security-added" : "api-security-scope-added",
      level: "wire",
      action: alt.size === 0 ? "add" : "replace",
      where: at,
      before: Object.fromEntries(alt),
      after: news.map((x) => Object.fromEntries(x.alt)),
      message:
        alt.size === 0
          ? "Calls without credentials, accepted before, are refused now."
          : `Clients that meet ${code(Object.fromEntries(alt))} are refused now: every requirement asks for more schemes or scopes.`,
      old: node.pointer,
      new: n.pointer,
    });
  });
  return out;
}

const urlOf = (s: unknown) => (isObj(s) && typeof s.url === "string" ? s.url.replace(/\/+$/, "") : "");

/** `o` and `n` are the server lists in force (an operation's, its path item's, or the document's). */
export function compareServers(o: Node, n: Node, where: string[]): Draft[] {
  const list = (x: Node) => (Array.isArray(x.value) ? x.value : []);
  const [ol, nl] = [list(o), list(n)];
  // No servers means the document's own host (`/`): compared as such.
  if (ol.length === 0 && nl.length === 0) return [];
  const newUrls = new Set(nl.map(urlOf));
  const oldUrls = new Set(ol.map(urlOf));
  const out: Draft[] = [];
  const added = nl.map((s, i) => ({ url: urlOf(s), i })).filter((x) => !oldUrls.has(x.url));
  ol.forEach((s, i) => {
    const url = urlOf(s);
    if (newUrls.has(url)) return;
    const replacement = added.length === 1 && nl.length === ol.length ? added[0] : undefined;
    out.push({
      rule: replacement ? "api-server-url-changed" : "api-server-removed",
      level: "wire",
      action: replacement ? "replace" : "remove",
      where: [...where, `[${i}]`, "url"],
      before: url || "/",
      after: replacement?.url,
      message: replacement
        ? `The server ${code(url || "/")} is now ${code(replacement.url || "/")}: clients configured with the old URL miss.`
        : `The server ${code(url || "/")} is no longer listed: clients configured with it miss.`,
      old: child(child(o, i), "url").pointer,
      new: replacement ? child(child(n, replacement.i), "url").pointer : n.pointer,
    });
  });
  return out;
}

/**
 * A security scheme a requirement names, changed in how a client presents it (its type, where an API key
 * goes and under which name, the HTTP scheme): every client that used it is refused.
 */
export function compareSchemes(w: Walk): Draft[] {
  const schemes = (doc: Walk["old"]) =>
    child(child({ value: doc, pointer: "#" }, "components"), "securitySchemes");
  const [os, ns] = [schemes(w.old), schemes(w.new)];
  const out: Draft[] = [];
  for (const name of isObj(os.value) ? Object.keys(os.value) : []) {
    const [o, n] = [child(os, name), child(ns, name)];
    if (n.value === undefined) continue;
    for (const field of ["type", "in", "name", "scheme"]) {
      const [ov, nv] = [obj(o)[field], obj(n)[field]];
      if (canonicalJson(ov) === canonicalJson(nv)) continue;
      out.push({
        rule: "security-scheme-changed",
        level: "wire",
        action: "replace",
        where: ["components", "securitySchemes", name, field],
        before: ov,
        after: nv,
        message: `The security scheme ${code(name)} changed its ${field} from ${code(ov ?? "(none)")} to ${code(nv ?? "(none)")}: clients present credentials where the server no longer reads them.`,
        old: child(o, field).pointer,
        new: child(n, field).pointer,
      });
    }
  }
  return out;
}
