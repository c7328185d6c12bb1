/**
 * Where a change is written in the spec. api-smart-diff reports each change by its path in a merged,
 * dereferenced view of the two documents, in which every operation also carries its path item's parameters
 * and every `$ref` is inlined. A reader needs the place to edit instead: this walks that path through the
 * document as written, following `$ref`s and finding parameters by `in` and `name`, and stops at the
 * deepest node that exists there.
 */
import { getLineColLocation, Source } from "@redocly/openapi-core";

export type Segment = string | number;

const METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);

type Obj = Record<string, unknown>;

function isObj(v: unknown): v is Obj {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

export function isMethod(segment: Segment | undefined): boolean {
  return typeof segment === "string" && METHODS.has(segment);
}

/** RFC 6901 pointer, written as a URI fragment as `$ref`s are. */
export function pointerOf(segments: readonly Segment[]): string {
  return `#${segments.map((s) => `/${String(s).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("")}`;
}

function segmentsOfRef(ref: string): string[] {
  return ref
    .slice(2)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
}

function child(node: unknown, segment: Segment): unknown {
  if (Array.isArray(node) && typeof segment === "number") return node[segment];
  if (isObj(node)) return node[String(segment)];
  return undefined;
}

/** Follows local `$ref`s (the specs are single documents) to the node they name. */
function deref(doc: unknown, node: unknown, at: Segment[]): [unknown, Segment[]] {
  const seen = new Set<string>();
  let current = node;
  let where = at;
  while (isObj(current) && typeof current.$ref === "string" && current.$ref.startsWith("#/")) {
    if (seen.has(current.$ref)) break;
    seen.add(current.$ref);
    where = segmentsOfRef(current.$ref);
    current = where.reduce<unknown>(child, doc);
  }
  return [current, where];
}

function paramIdentity(doc: unknown, param: unknown): string | undefined {
  const [p] = deref(doc, param, []);
  return isObj(p) && typeof p.in === "string" && typeof p.name === "string" ? `${p.in} ${p.name}` : undefined;
}

function findParam(
  doc: unknown,
  holder: unknown,
  at: Segment[],
  identity: string,
): [unknown, Segment[]] | undefined {
  const list = isObj(holder) ? holder.parameters : undefined;
  if (!Array.isArray(list)) return undefined;
  const i = list.findIndex((p) => paramIdentity(doc, p) === identity);
  return i < 0 ? undefined : [list[i], [...at, "parameters", i]];
}

/** Path templates that differ only in their parameters' names are the same path to a client. */
function samePathTemplate(a: string, b: string): boolean {
  const shape = (p: string) => p.replace(/\{[^}]*\}/g, "{}");
  return shape(a) === shape(b);
}

function isPrimitive(v: unknown): boolean {
  return v === null || ["string", "number", "boolean"].includes(typeof v);
}

/**
 * The segments of the deepest node of `doc` on the way to the change at `path`. `view` is the library's
 * merged document; `value` the changed value on this side (it finds an enum or `required` item whose
 * index moved).
 */
export function locate(doc: unknown, view: unknown, path: readonly Segment[], value: unknown): Segment[] {
  let node: unknown = doc;
  let at: Segment[] = [];
  let viewNode: unknown = view;
  let pathItem: [unknown, Segment[]] | undefined;
  for (let i = 0; i < path.length; i++) {
    const segment = path[i];
    [node, at] = deref(doc, node, at);
    if (i === 2 && path[0] === "paths") pathItem = [node, at];
    let next: [unknown, Segment[]] | undefined;
    let consumed = 1;
    if (segment === "parameters" && i === 3 && path[0] === "paths" && isMethod(path[2])) {
      // The library appends the path item's parameters to each operation's: find the parameter where it
      // is declared, by its identity in the merged view (or the changed value when the change is the
      // whole parameter).
      const merged = child(child(viewNode, "parameters"), path[i + 1] ?? -1);
      const identity = paramIdentity(doc, merged ?? (i + 2 === path.length ? value : undefined));
      if (identity && path.length > i + 1) {
        next =
          findParam(doc, node, at, identity) ??
          (pathItem ? findParam(doc, pathItem[0], pathItem[1], identity) : undefined);
        consumed = 2;
      }
    } else if (Array.isArray(node)) {
      const wanted = i === path.length - 1 ? value : child(viewNode, segment);
      const j = isPrimitive(wanted) && node.includes(wanted) ? node.indexOf(wanted) : segment;
      if (typeof j === "number" && j < node.length) next = [node[j], [...at, j]];
    } else if (isObj(node)) {
      const key = String(segment);
      if (key in node) next = [node[key], [...at, key]];
      else if (i === 1 && path[0] === "paths") {
        const same = Object.keys(node).find((p) => samePathTemplate(p, key));
        if (same) next = [node[same], [...at, same]];
      }
    }
    if (!next) break;
    [node, at] = next;
    for (let k = 0; k < consumed; k++) viewNode = child(viewNode, path[i + k]);
    i += consumed - 1;
  }
  return at;
}

/** A spec's text, for line numbers of JSON pointers. */
export class SpecText {
  private readonly source: Source;

  constructor(
    readonly file: string,
    readonly text: string,
  ) {
    this.source = new Source(file, text);
  }

  line(segments: readonly Segment[]): number {
    if (segments.length === 0) return 1;
    // Redocly decodes pointer segments as URI components, so a literal % must be encoded for it.
    const pointer = pointerOf(segments).replace(/%/g, "%25");
    const loc = getLineColLocation({ source: this.source, pointer, reportOnKey: true });
    return loc.start.line;
  }
}
