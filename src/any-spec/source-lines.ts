/**
 * The line and column of JSON pointers in a document's source file, for findings that name where they are.
 * A JSON file is read by a scanner that builds no tree (jsonc-parser's visitor), in one pass for all the
 * pointers asked at once: a published document of 13 MB makes a YAML syntax tree of a few hundred MB, and
 * its findings number in the hundreds. A YAML file is parsed into its syntax tree (yaml-ast-parser, as the
 * linter does), once.
 */
import { getAstNodeByPointer } from "@redocly/openapi-core";
import { visit } from "jsonc-parser";
import { safeLoad, type YAMLNode } from "yaml-ast-parser";
import { pointerToken } from "../compiler/openapi-document";

export interface Place {
  line: number;
  col: number;
}

export interface PlaceQuery {
  /** A JSON pointer (`#/paths/~1pets/get`). */
  pointer: string;
  /** The place of the member's name rather than of its value. */
  reportOnKey?: boolean;
}

/** `#/a/b/c`, then `#/a/b`, `#/a` and `#`. */
function* pointerAndParents(pointer: string): Generator<string> {
  for (let p = pointer; ; p = p.slice(0, p.lastIndexOf("/"))) {
    yield p;
    if (!p.includes("/")) return;
  }
}

/**
 * Where each query's pointer is in a JSON text (1-based): the member it names, or the deepest member on its
 * way that the text has (a finding about a schema as the bundled document inlines it points past the text).
 */
export function jsonPlaces(text: string, queries: readonly PlaceQuery[]): (Place | undefined)[] {
  // The pointers of the members on the way to a wanted one: only those are spelt out as the scanner goes.
  const onTheWay = new Set(queries.flatMap((q) => [...pointerAndParents(q.pointer)]));
  const values = new Map<string, Place>();
  const keys = new Map<string, Place>();
  // One frame per open object or array: its pointer when it is on the way to a wanted member, else null.
  const frames: { pointer: string | null; index: number; key: string | undefined }[] = [];
  const child = (): string | null => {
    const top = frames.at(-1);
    if (!top) return "#";
    if (top.pointer === null) return null;
    const segment = top.key === undefined ? String(top.index++) : pointerToken(top.key);
    const pointer = `${top.pointer}/${segment}`;
    return onTheWay.has(pointer) ? pointer : null;
  };
  const value = (line: number, character: number): string | null => {
    const pointer = child();
    if (pointer !== null) values.set(pointer, { line: line + 1, col: character + 1 });
    return pointer;
  };
  visit(
    text,
    {
      onObjectBegin: (_o, _l, line, character) => {
        frames.push({ pointer: value(line, character), index: 0, key: undefined });
      },
      onArrayBegin: (_o, _l, line, character) => {
        frames.push({ pointer: value(line, character), index: 0, key: undefined });
      },
      onObjectEnd: () => {
        frames.pop();
      },
      onArrayEnd: () => {
        frames.pop();
      },
      onObjectProperty: (property, _o, _l, line, character) => {
        const top = frames.at(-1);
        if (!top) return;
        top.key = property;
        if (top.pointer === null) return;
        const pointer = `${top.pointer}/${pointerToken(property)}`;
        if (onTheWay.has(pointer)) keys.set(pointer, { line: line + 1, col: character + 1 });
      },
      onLiteralValue: (_v, _o, _l, line, character) => {
        value(line, character);
      },
    },
    { allowTrailingComma: true, disallowComments: false },
  );
  return queries.map((q) => {
    for (const p of pointerAndParents(q.pointer)) {
      const place = (q.reportOnKey ? keys.get(p) : undefined) ?? values.get(p);
      if (place) return place;
    }
    return undefined;
  });
}

/** Where each query's pointer is in a YAML text (1-based), from its syntax tree. */
export function yamlPlaces(text: string, queries: readonly PlaceQuery[]): (Place | undefined)[] {
  const ast: YAMLNode = safeLoad(text);
  let starts: number[] | undefined;
  return queries.map((q) => {
    // Redocly declares the AST by its own copy of yaml-ast-parser's types: the same package, version and shape.
    const node = getAstNodeByPointer(
      ast as Parameters<typeof getAstNodeByPointer>[0],
      q.pointer,
      q.reportOnKey === true,
    );
    if (!node) return undefined;
    if (!starts) {
      starts = [0];
      for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
    }
    const pos = node.startPosition;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= pos) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: pos - starts[lo] + 1 };
  });
}

/** Where each query's pointer is in a document's source text (JSON or YAML). */
export function sourcePlaces(text: string, queries: readonly PlaceQuery[]): (Place | undefined)[] {
  if (queries.length === 0) return [];
  return /^\s*[{[]/.test(text) ? jsonPlaces(text, queries) : yamlPlaces(text, queries);
}
