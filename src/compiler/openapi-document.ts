/**
 * What the validator generator and a mounted spec read of an OpenAPI document, with no dependency: plain
 * objects, local `$ref`s, the JSON Schema dialect of its schemas, and what the validators leave unchecked.
 * A gateway started from its compile cache needs these without loading Ajv's compiler.
 */
/** A document the generator or the compiler cannot read as it must, with where (file and JSON pointer). */
export class SpecError extends Error {}

/** The methods a path item can hold an operation for. */
export const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/** The JSON Schema dialect of a document's schemas: draft 4 for OpenAPI 3.0, 2020-12 for OpenAPI 3.1. */
export type SchemaDialect = "draft-04" | "2020-12";

export function schemaDialectOf(doc: Obj): SchemaDialect {
  return typeof doc.openapi === "string" && doc.openapi.startsWith("3.1") ? "2020-12" : "draft-04";
}

/** The module the generated code requires its formats from (generated/formats.js, one level up). */
export const FORMATS_MODULE = "../formats";

/** A key as one token of a JSON pointer (RFC 6901: `~` as `~0`, `/` as `~1`). */
export const pointerToken = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

export function deref(doc: Obj, value: unknown): Obj {
  let v = value;
  for (let hops = 0; isObj(v) && typeof v.$ref === "string"; hops++) {
    if (hops > 32) throw new SpecError(`$ref cycle at ${v.$ref}`);
    v = (v.$ref as string)
      .slice(2)
      .split("/")
      .map((p) => decodeURIComponent(p).replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce<unknown>((node, key) => (isObj(node) ? node[key] : undefined), doc);
  }
  return isObj(v) ? v : {};
}

/** An operation's parameters with its path item's (the operation's win where both name one), dereferenced. */
export function mergedParameters(doc: Obj, pathLevel: unknown, opLevel: unknown): Obj[] {
  const byKey = new Map<string, Obj>();
  for (const p of [
    ...(Array.isArray(pathLevel) ? pathLevel : []),
    ...(Array.isArray(opLevel) ? opLevel : []),
  ]) {
    const d = deref(doc, p);
    byKey.set(`${String(d.in)}:${String(d.name)}`, d);
  }
  return [...byKey.values()];
}

/**
 * A flaw of a document that is served anyway (a mounted document read tolerantly): where it is (a JSON pointer
 * into the bundled document), the rule it breaks, and what the gateway makes of it.
 */
export interface DocumentWarning {
  pointer: string;
  rule: string;
  message: string;
  /** The file and line it is at, once located (a place only the bundled document has no line). */
  file?: string;
  line?: number;
  col?: number;
}

/** Something of a document the validators do not check, and where (a JSON pointer into the document). */
export interface Unchecked {
  pointer: string;
  problem: string;
}
