/**
 * Finds the path template of a request in time that depends on the depth of the path, not on the number
 * of operations: the templates are compiled once into a tree of path segments. It answers as
 * express-openapi-validator's own lookup did (which compiled every template on every request and tried
 * them in turn), with Express's default routing settings:
 * - matching is case-insensitive, and one trailing slash is ignored;
 * - a literal segment wins over a segment with a parameter, and a segment with more literal text wins over
 *   one with less, so `/keys/{key}:undelete` is preferred to `/keys/{key}` for `/keys/k1:undelete`;
 * - parameters match the raw (still percent-encoded) text of one segment, so `k1%3Aundelete` is a key.
 * Templates that differ only in their parameters' names (`/a/{id}` and `/a/{digest}`) have one shape and
 * are one route: the first template added holds it, and `add` hands the later ones its value, so that the
 * caller can keep every template's methods there.
 */

interface PatternChild<T> {
  /** Undefined for a segment that is one parameter and nothing else: it matches any non-empty segment. */
  re: RegExp | undefined;
  /** Characters of literal text in the segment: the more, the earlier it is tried. */
  literal: number;
  node: Node<T>;
}

interface Node<T> {
  statics: Map<string, Node<T>>;
  patterns: Map<string, PatternChild<T>>;
  ordered: PatternChild<T>[];
  leaf?: { value: T };
}

export interface RouteHit<T> {
  value: T;
  /** The raw (undecoded) text each of the template's parameters matched, in order. */
  raw: string[];
}

const newNode = <T>(): Node<T> => ({ statics: new Map(), patterns: new Map(), ordered: [] });
const PARAM = /\{([^}]+)\}/g;
const PARAM_TEST = /\{[^}]+\}/;

/** The parameter names of a path template, in order: `/a/{x}/b{y}` → x, y. */
export const templateParameters = (template: string): string[] =>
  [...template.matchAll(PARAM)].map((m) => m[1]);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export class RouteTable<T> {
  private readonly root = newNode<T>();
  /**
   * The literal segments every template starts with, short of a template's last segment (`2010-04-01` in
   * Twilio's `/2010-04-01/Accounts/{AccountSid}/Messages.json`): what a document keeps of its base path in its
   * paths. Undefined before the first template.
   */
  private prefix: string[] | undefined;

  /**
   * Adds an OpenAPI path template such as `/v2/projects/{project}/keys/{key}:undelete`; returns the value its
   * shape holds: `value`, or that of an earlier template of the same shape.
   */
  add(template: string, value: T): T {
    let node = this.root;
    const segments = template.split("/").slice(1);
    this.prefix = commonPrefix(this.prefix ?? segments.slice(0, -1), segments.slice(0, -1));
    for (const segment of segments) {
      if (!PARAM_TEST.test(segment)) {
        const key = segment.toLowerCase();
        if (!node.statics.has(key)) node.statics.set(key, newNode());
        node = node.statics.get(key)!;
        continue;
      }
      const shape = segment.replace(PARAM, "{}").toLowerCase();
      let child = node.patterns.get(shape);
      if (!child) {
        const literal = shape.replace(/\{\}/g, "").length;
        const source = segment
          .split(PARAM)
          .map((part, i) => (i % 2 === 1 ? "([^/]+?)" : escapeRegExp(part)))
          .join("");
        child = {
          re: shape === "{}" ? undefined : new RegExp(`^${source}$`, "i"),
          literal,
          node: newNode(),
        };
        node.patterns.set(shape, child);
        node.ordered = [...node.patterns.values()].sort((a, b) => b.literal - a.literal);
      }
      node = child.node;
    }
    node.leaf ??= { value };
    return node.leaf.value;
  }

  /** The template matching `path` (no query string), or undefined. */
  find(path: string): RouteHit<T> | undefined {
    const trimmed = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
    const segments = trimmed.split("/");
    const raw: string[] = [];
    const leaf = this.walk(this.root, segments, 1, raw);
    return leaf && { value: leaf.value, raw };
  }

  /**
   * The template a path that matches none was most likely meant for (case and one trailing slash already
   * match): the path without empty segments (a doubled slash, more than one trailing slash), then with the
   * prefix every template shares put in front (a client that left out the part of the base path the
   * document keeps in its paths), then without its first segment (a base path given twice, or a version the
   * base path already holds).
   */
  nearest(path: string): RouteHit<T> | undefined {
    const segments = path.split("/").filter((s) => s !== "");
    const tries = [segments];
    if (this.prefix && this.prefix.length > 0) tries.push([...this.prefix, ...segments]);
    if (segments.length > 1) tries.push(segments.slice(1));
    for (const t of tries) {
      const hit = this.find(`/${t.join("/")}`);
      if (hit) return hit;
    }
    return undefined;
  }

  private walk(node: Node<T>, segments: string[], i: number, raw: string[]): Node<T>["leaf"] {
    if (i === segments.length) return node.leaf;
    const segment = segments[i];
    const exact = node.statics.get(segment.toLowerCase());
    if (exact) {
      const found = this.walk(exact, segments, i + 1, raw);
      if (found) return found;
    }
    if (segment === "") return undefined;
    for (const child of node.ordered) {
      const m = child.re ? child.re.exec(segment) : undefined;
      if (child.re && !m) continue;
      const depth = raw.length;
      if (m) raw.push(...m.slice(1));
      else raw.push(segment);
      const found = this.walk(child.node, segments, i + 1, raw);
      if (found) return found;
      raw.length = depth;
    }
    return undefined;
  }
}

/** The literal segments `a` and `b` both start with. */
function commonPrefix(a: readonly string[], b: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < Math.min(a.length, b.length) && a[i] === b[i] && !PARAM_TEST.test(a[i]); i++)
    out.push(a[i]);
  return out;
}
