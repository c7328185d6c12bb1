/**
 * Swagger 2.0 documents read as OpenAPI 3.0, converted by swagger2openapi (the converter most OpenAPI tools use;
 * it writes `formData` parameters as a form or multipart request body, a `collectionFormat` as the parameter's
 * `style` and `explode`, `host` and `basePath` as `servers`). Nothing here knows of HTTP: the gateway serves the
 * result, and anything that compares documents can read a Swagger 2.0 one through it too.
 *
 * A finding about the converted document must name the place in the file its author wrote. Before converting,
 * each object the converter carries over with its extensions (path items, operations, parameters, responses,
 * headers, schemas, security schemes) is tagged with its JSON pointer in an extension; after it, the tags are
 * read off into a map from the converted document's pointers to the original's, and removed.
 */
import { convertObj } from "swagger2openapi";
import { type DocumentWarning, isObj, METHODS, type Obj, pointerToken } from "../compiler/openapi-document";
import { formBodies } from "./swagger2-forms";

export interface Swagger2AsOpenApi3 {
  /** The document as OpenAPI 3.0.0. */
  document: Obj;
  /** A JSON pointer into `document`, as the pointer of the original document's place it comes from. */
  originalPointer(pointer: string): string;
  /** What the converter could not carry over as it was (a `collectionFormat` OpenAPI 3 lacks), at the original's pointers. */
  warnings: DocumentWarning[];
}

/** The extension a tagged object carries its original pointer in, through the converter. */
const TAG = "x-gateway-swagger2-pointer";
/** The extension swagger2openapi writes on an object it converted with a loss (its `warnOnly` option). */
const CONVERTER_WARNING = "x-s2o-warning";

export const isSwagger2 = (document: unknown): boolean => isObj(document) && document.swagger === "2.0";

/** Where the converter moves the original's top-level parts; what it does not move keeps its pointer. */
const MOVED: [converted: string, original: string][] = [
  ["#/components/schemas", "#/definitions"],
  ["#/components/securitySchemes", "#/securityDefinitions"],
  ["#/components/requestBodies", "#/parameters"],
  ["#/components/parameters", "#/parameters"],
  ["#/components/responses", "#/responses"],
  ["#/servers", "#/basePath"],
  ["#/openapi", "#/swagger"],
];

/**
 * A response's or a body parameter's schema, which OpenAPI 3 puts under each media type, where Swagger 2.0 has it
 * (a schema the converter could not tag, being a `$ref`, is reached this way).
 */
const unwrapped = (pointer: string) =>
  pointer.replace(/(\/(?:responses|parameters)\/[^/]+)\/content\/[^/]+\/schema(?=\/|$)/, "$1/schema");

/** The members of a response object other than its schema's keywords. */
const RESPONSE_MEMBERS = /^\/(content|headers|description|examples|schema|links|x-[^/]*)(\/|$)/;

/**
 * What the converter writes differently from the original, as the original wrote it: `nullable` for Swagger
 * 2.0's `x-nullable` or a `type` that names "null", and `items: {anyOf: [...]}` for a list of `items`. A finding
 * about such a place is placed where the original has it.
 */
function writtenAs(original: Obj, pointer: string): string {
  if (resolve(original, pointer) !== undefined) return pointer;
  const listed = pointer.replace(/\/items\/anyOf\/(\d+)(?=\/|$)/g, "/items/$1");
  if (!listed.endsWith("/nullable") || resolve(original, listed) !== undefined) return listed;
  const parent = listed.slice(0, -"/nullable".length);
  return resolve(original, `${parent}/x-nullable`) !== undefined ? `${parent}/x-nullable` : `${parent}/type`;
}

const SCHEMA_LISTS = ["allOf", "anyOf", "oneOf"];
const SCHEMA_MAPS = ["properties", "definitions", "patternProperties"];
const SCHEMA_ONES = ["items", "additionalProperties", "not"];

function tag(node: unknown, pointer: string): node is Obj {
  if (!isObj(node) || typeof node.$ref === "string") return false;
  node[TAG] = pointer;
  return true;
}

function tagSchema(schema: unknown, pointer: string): void {
  if (!tag(schema, pointer)) return;
  for (const k of SCHEMA_LISTS) {
    const list = schema[k];
    if (Array.isArray(list)) for (const [i, s] of list.entries()) tagSchema(s, `${pointer}/${k}/${i}`);
  }
  for (const k of SCHEMA_MAPS) {
    const map = schema[k];
    if (isObj(map))
      for (const [name, s] of Object.entries(map)) tagSchema(s, `${pointer}/${k}/${pointerToken(name)}`);
  }
  for (const k of SCHEMA_ONES) {
    const one = schema[k];
    if (Array.isArray(one)) for (const [i, s] of one.entries()) tagSchema(s, `${pointer}/${k}/${i}`);
    else tagSchema(one, `${pointer}/${k}`);
  }
}

/**
 * A copy of `document` with every object the converter carries over tagged with its pointer, and the pointers of
 * the parameters and headers whose `type`, `format` and the like OpenAPI 3 moves into a `schema` of their own.
 */
function tagged(document: Obj): { copy: Obj; flat: Set<string>; responses: Set<string> } {
  const copy = structuredClone(document);
  const flat = new Set<string>();
  const responses = new Set<string>();
  const entries = (v: unknown) => (isObj(v) ? Object.entries(v) : []);
  const tagParameter = (parameter: unknown, pointer: string) => {
    if (!tag(parameter, pointer)) return;
    if (parameter.in !== "body") flat.add(pointer);
    tagSchema(parameter.schema, `${pointer}/schema`);
    tagSchema(parameter.items, `${pointer}/items`);
  };
  const tagParameters = (list: unknown, pointer: string) => {
    if (Array.isArray(list)) for (const [i, p] of list.entries()) tagParameter(p, `${pointer}/${i}`);
  };
  const tagResponse = (response: unknown, pointer: string) => {
    if (!tag(response, pointer)) return;
    responses.add(pointer);
    tagSchema(response.schema, `${pointer}/schema`);
    for (const [name, h] of entries(response.headers))
      tagParameter(h, `${pointer}/headers/${pointerToken(name)}`);
  };
  for (const [p, item] of entries(copy.paths)) {
    const at = `#/paths/${pointerToken(p)}`;
    if (!tag(item, at)) continue;
    tagParameters(item.parameters, `${at}/parameters`);
    for (const m of METHODS) {
      const op = item[m];
      if (!tag(op, `${at}/${m}`)) continue;
      tagParameters(op.parameters, `${at}/${m}/parameters`);
      for (const [code, r] of entries(op.responses))
        tagResponse(r, `${at}/${m}/responses/${pointerToken(code)}`);
    }
  }
  for (const [n, s] of entries(copy.definitions)) tagSchema(s, `#/definitions/${pointerToken(n)}`);
  for (const [n, p] of entries(copy.parameters)) tagParameter(p, `#/parameters/${pointerToken(n)}`);
  for (const [n, r] of entries(copy.responses)) tagResponse(r, `#/responses/${pointerToken(n)}`);
  for (const [n, s] of entries(copy.securityDefinitions)) tag(s, `#/securityDefinitions/${pointerToken(n)}`);
  return { copy, flat, responses };
}

/**
 * Takes the tags and the converter's warnings off the converted document, into a map of converted pointers to
 * original ones and a list. The converter may share one object between places: its tag is remembered by object.
 */
function untag(document: Obj): {
  origins: Map<string, string>;
  lossy: { pointer: string; message: string }[];
} {
  const origins = new Map<string, string>();
  const lossy: { pointer: string; message: string }[] = [];
  const seen = new WeakMap<object, string>();
  const visit = (node: unknown, pointer: string): void => {
    if (Array.isArray(node)) {
      node.forEach((v, i) => {
        visit(v, `${pointer}/${i}`);
      });
      return;
    }
    if (!isObj(node)) return;
    const origin = typeof node[TAG] === "string" ? node[TAG] : seen.get(node);
    if (origin !== undefined) {
      origins.set(pointer, origin);
      seen.set(node, origin);
      delete node[TAG];
    }
    if (typeof node[CONVERTER_WARNING] === "string") {
      lossy.push({ pointer, message: node[CONVERTER_WARNING] });
      delete node[CONVERTER_WARNING];
    }
    for (const [k, v] of Object.entries(node)) visit(v, `${pointer}/${pointerToken(k)}`);
  };
  visit(document, "#");
  return { origins, lossy };
}

function resolve(document: Obj, pointer: string): unknown {
  return pointer
    .split("/")
    .slice(1)
    .map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce<unknown>(
      (node, key) => (isObj(node) || Array.isArray(node) ? (node as Obj)[key] : undefined),
      document,
    );
}

/**
 * A finding about a parameter as the compiler names it (`#/paths/~1a/get parameter id/format`: the operation, the
 * parameter's name, the place in its schema) as a JSON pointer to that place: in the operation's parameters,
 * else in its path item's. The finding as it is when it names no parameter or the parameter is not found.
 */
function parameterPointer(document: Obj, finding: string): string {
  const named = /^(#\/paths\/[^/ ]+)(\/[a-z]+) parameter ([^/]*)(.*)$/.exec(finding);
  if (!named) return finding;
  const [, item, method, name, rest] = named;
  for (const list of [`${item}${method}/parameters`, `${item}/parameters`]) {
    const parameters = resolve(document, list);
    if (!Array.isArray(parameters)) continue;
    const i = parameters.findIndex((p) => isObj(p) && p.name === name);
    if (i === -1) continue;
    const p = parameters[i] as Obj;
    // A parameter by `$ref` is found where it is defined.
    const at = typeof p.$ref === "string" && p.$ref.startsWith("#/") ? p.$ref : `${list}/${i}`;
    return `${at}/schema${rest}`;
  }
  return finding;
}

/**
 * Reads a Swagger 2.0 document (every `$ref` local, as a bundler leaves it) as OpenAPI 3.0, with the way back
 * from each place of the result to the original's. Minor errors the converter knows how to mend (a `$ref` with
 * siblings, a missing `type`) are mended, as its `patch` option does; `document` is left as it is.
 */
export async function swagger2ToOpenApi3(document: Obj): Promise<Swagger2AsOpenApi3> {
  const { copy, flat, responses } = tagged(document);
  const converted = await convertObj(copy as never, {
    patch: true,
    warnOnly: true,
    resolveInternal: false,
  });
  const openapi = converted.openapi as unknown as Obj;
  const { origins, lossy } = untag(openapi);
  const forms = formBodies(document, openapi, origins);
  const originalPointer = (finding: string): string => {
    const pointer = parameterPointer(openapi, finding);
    for (let p = pointer; p.includes("/"); p = p.slice(0, p.lastIndexOf("/"))) {
      const origin = origins.get(p);
      if (origin === undefined) continue;
      let rest = pointer.slice(p.length);
      if (flat.has(origin)) rest = rest.replace(/^\/schema(?=\/|$)/, "");
      // The compiler names a place in a response's schema from the response, leaving out its media type.
      if (responses.has(origin) && rest !== "" && !RESPONSE_MEMBERS.test(rest)) rest = `/schema${rest}`;
      return writtenAs(document, unwrapped(origin + rest));
    }
    const moved = MOVED.find(([to]) => pointer === to || pointer.startsWith(`${to}/`));
    return writtenAs(document, unwrapped(moved ? moved[1] + pointer.slice(moved[0].length) : pointer));
  };
  const warnings = lossy.map((w) => ({
    pointer: originalPointer(w.pointer),
    rule: "swagger2-conversion",
    message: `${w.message}: served as the converted document declares it (its /docs page shows it)`,
  }));
  return { document: openapi, originalPointer, warnings: [...warnings, ...forms] };
}
