/**
 * The Ajv side of the validator generator: the copy of a spec's schema that Ajv compiles (the Ajv instances
 * are made by ajv-instances.ts). OpenAPI 3.0 schemas are JSON Schema draft 4 with OpenAPI's additions;
 * OpenAPI 3.1 schemas are JSON Schema 2020-12, compiled by Ajv's 2020 class. This module loads no Ajv: a
 * start that restores its validators from the compile cache reads them without it.
 */
import { type Direction, PATTERN_WITHOUT_UNICODE, SAFE_INTEGER } from "./ajv-keyword-names";
import {
  type DocumentWarning,
  deref,
  isObj,
  type Obj,
  type SchemaDialect,
  SpecError,
  type Unchecked,
} from "./openapi-document";

/** Keywords that only annotate a schema (or name it, which the generated code does by itself): left out. */
const ANNOTATIONS = new Set([
  "description",
  "example",
  "examples",
  "externalDocs",
  "xml",
  "title",
  "deprecated",
  "$comment",
  "$schema",
  "$id",
]);
const SCHEMA_MAPS = ["properties", "patternProperties", "definitions", "$defs", "dependentSchemas"];
const SCHEMA_LISTS = ["allOf", "anyOf", "oneOf", "prefixItems"];
const SCHEMA_VALUES = [
  "items",
  "additionalProperties",
  "not",
  "additionalItems",
  "contains",
  "propertyNames",
  "if",
  "then",
  "else",
  "unevaluatedItems",
  "unevaluatedProperties",
];

const COMPONENT = /^#\/components\/schemas\/([^/]+)(\/.*)?$/;
export const componentId = (name: string) => `schema:${name}`;

let known: ReadonlySet<string> | undefined;

/**
 * The formats the validators check: ajv-formats' fast ones and the OpenAPI ones; any other is an annotation.
 * Asked of Ajv the first time a schema names a format.
 */
function knownFormats(): ReadonlySet<string> {
  known ??= (require("./ajv-instances") as typeof import("./ajv-instances")).knownFormats();
  return known;
}

/** A schema Ajv cannot compile as written, with where it is: a refusal of a document read strictly. */
export class SchemaError extends SpecError {
  constructor(
    readonly pointer: string,
    readonly rule: string,
    message: string,
  ) {
    super(message);
  }
}

/** The document whose schemas are prepared, and how strictly. */
export interface SchemaContext {
  file: string;
  doc: Obj;
  dialect: SchemaDialect;
  /**
   * Undefined: what the validators cannot check fails generation (the project's own specs). A list: it is
   * recorded there and checked as loosely as it must be, never more strictly (a spec served as it comes).
   */
  unchecked?: Unchecked[];
  /**
   * Set for a document mounted as it comes: what a schema gets wrong in a way Ajv would refuse (an empty
   * enum, an invalid pattern, `nullable` without `type`, the other draft's exclusiveMinimum) is read as its
   * authors meant and recorded here, and a format Ajv does not know is an annotation, recorded once per name.
   * With `strict`, the problems Ajv would refuse throw a SchemaError instead.
   */
  warnings?: DocumentWarning[];
  strict?: boolean;
  /** Unknown formats seen so far, each with the first place it is used and how many schemas use it. */
  unknownFormats?: Map<string, { pointer: string; count: number }>;
}

const JSON_TYPES = new Set(["string", "number", "integer", "boolean", "object", "array", "null"]);

/** The JSON type each keyword's value must have for Ajv to compile it. */
const KEYWORD_TYPES: Record<string, "array" | "number" | "string" | "boolean"> = {
  required: "array",
  enum: "array",
  minimum: "number",
  maximum: "number",
  multipleOf: "number",
  minLength: "number",
  maxLength: "number",
  minItems: "number",
  maxItems: "number",
  minProperties: "number",
  maxProperties: "number",
  pattern: "string",
  uniqueItems: "boolean",
};

const typeOfValue = (v: unknown) => (Array.isArray(v) ? "array" : v === null ? "null" : typeof v);

/** A schema problem: a warning saying how the schema is read, or with `strict` a refusal. */
function tolerate(ctx: SchemaContext, pointer: string, rule: string, problem: string, reading: string): void {
  if (ctx.strict) throw new SchemaError(pointer, rule, `${ctx.file}: ${pointer}: ${problem}`);
  ctx.warnings?.push({ pointer, rule, message: `${problem}: ${reading}` });
}

/**
 * What a published document writes that Ajv would refuse or misread, read as its authors meant (a mounted
 * document only; `out` is the prepared copy, `where` its pointer). Each change is a warning.
 */
function normalise(ctx: SchemaContext, schema: Obj, out: Obj, where: string): Obj {
  for (const [k, expected] of Object.entries(KEYWORD_TYPES)) {
    if (!(k in out) || typeOfValue(out[k]) === expected) continue;
    if (
      expected === "number" &&
      typeof out[k] === "string" &&
      out[k] !== "" &&
      Number.isFinite(Number(out[k]))
    ) {
      tolerate(
        ctx,
        `${where}/${k}`,
        "keyword-type",
        `${k} is the string ${JSON.stringify(out[k])}`,
        "read as the number",
      );
      out[k] = Number(out[k]);
      continue;
    }
    tolerate(
      ctx,
      `${where}/${k}`,
      "keyword-type",
      `${k} must be ${expected === "array" ? "an" : "a"} ${expected}`,
      "not checked",
    );
    delete out[k];
  }
  if (Array.isArray(out.enum) && out.enum.length === 0) {
    tolerate(ctx, `${where}/enum`, "enum-empty", "an empty enum refuses every value", "not checked");
    delete out.enum;
  }
  if (typeof out.pattern === "string") unicodeLessPattern(ctx, out, where);
  if (out.type !== undefined) {
    const types = Array.isArray(out.type) ? out.type : [out.type];
    const known = types.filter((t) => typeof t === "string" && JSON_TYPES.has(t));
    if (known.length < types.length) {
      tolerate(
        ctx,
        `${where}/type`,
        "type-unknown",
        `type ${JSON.stringify(out.type)} names no JSON type`,
        `only ${JSON.stringify(known)} is checked`,
      );
      if (known.length === 0) delete out.type;
      else out.type = known.length === 1 ? known[0] : known;
    }
  }
  if (typeof out.format === "string" && !knownFormats().has(out.format)) {
    const seen = ctx.unknownFormats?.get(out.format);
    if (seen) seen.count++;
    else ctx.unknownFormats?.set(out.format, { pointer: `${where}/format`, count: 1 });
    delete out.format;
  }
  exclusiveBounds(ctx, out, where);
  if (out.nullable !== undefined && out.type === undefined) {
    // OpenAPI 3.0.3 says nullable only widens `type`; the documents that write it alone mean "or null".
    const { nullable, ...rest } = out;
    if (nullable !== true) return rest;
    tolerate(
      ctx,
      `${where}/nullable`,
      "nullable-without-type",
      "nullable without type",
      'read as "null, or what the rest of the schema allows"',
    );
    return Object.keys(rest).length === 0 ? rest : { anyOf: [{ type: "null" }, rest] };
  }
  if (schema.nullable === true && ctx.dialect === "2020-12" && out.type !== undefined) {
    // Not a keyword of 3.1 (where "null" is a type): written by documents converted from 3.0, and meant.
    ctx.warnings?.push({
      pointer: `${where}/nullable`,
      rule: "nullable-in-3.1",
      message: 'nullable is an OpenAPI 3.0 keyword: read as adding "null" to type, as in 3.0',
    });
  }
  return out;
}

/**
 * A pattern Ajv cannot compile with the `u` flag it always sets. ECMA-262 without `u` reads more patterns
 * (`\:` is an identity escape there), and published documents mean those: such a pattern is checked without
 * the flag; only one that fails both ways is a warning, and not checked.
 */
function unicodeLessPattern(ctx: SchemaContext, out: Obj, where: string): void {
  const pattern = String(out.pattern);
  try {
    new RegExp(pattern, "u");
    return;
  } catch (err) {
    delete out.pattern;
    try {
      new RegExp(pattern);
      out[PATTERN_WITHOUT_UNICODE] = pattern;
    } catch {
      tolerate(
        ctx,
        `${where}/pattern`,
        "pattern-invalid",
        `pattern ${JSON.stringify(pattern)} is not a valid ECMA-262 regular expression (${(err as Error).message})`,
        "not checked",
      );
    }
  }
}

/**
 * exclusiveMinimum/exclusiveMaximum in the other draft's form: a number in an OpenAPI 3.0 document (draft 4
 * wants a boolean beside minimum), a boolean in a 3.1 document (2020-12 wants the bound itself).
 */
function exclusiveBounds(ctx: SchemaContext, out: Obj, where: string): void {
  for (const [exclusive, bound] of [
    ["exclusiveMinimum", "minimum"],
    ["exclusiveMaximum", "maximum"],
  ] as const) {
    const v = out[exclusive];
    if (v === undefined) continue;
    if (ctx.dialect === "draft-04" && typeof v === "number") {
      tolerate(
        ctx,
        `${where}/${exclusive}`,
        "exclusive-bound-form",
        `${exclusive} is a number (the 3.1 form)`,
        `read as ${bound} ${v}, exclusive`,
      );
      delete out[exclusive];
      const own = { [bound]: v, [exclusive]: true };
      if (out[bound] === undefined) Object.assign(out, own);
      else out.allOf = [...(Array.isArray(out.allOf) ? out.allOf : []), own];
    } else if (ctx.dialect === "2020-12" && typeof v === "boolean") {
      tolerate(
        ctx,
        `${where}/${exclusive}`,
        "exclusive-bound-form",
        `${exclusive} is a boolean (the 3.0 form)`,
        `read with ${bound} as the 3.0 form means`,
      );
      delete out[exclusive];
      if (v && typeof out[bound] === "number") {
        out[exclusive] = out[bound];
        delete out[bound];
      }
    }
  }
}

/** The property flag a direction refuses (readOnly in requests, writeOnly in responses). */
const REFUSED: Record<Direction, "readOnly" | "writeOnly"> = { request: "readOnly", response: "writeOnly" };

/**
 * A copy of `schema` for Ajv, as `direction` reads it: component references point at the component's own
 * compiled schema of that direction (shared), other local references are inlined, annotations are dropped.
 * OpenAPI's readOnly and writeOnly are read as express-openapi-validator reads them: a request view refuses a
 * readOnly property and never requires one, a response view does the same with writeOnly; the other flag is an
 * annotation there. A request view also refuses an integer no JavaScript number holds exactly.
 */
export function prepare(
  ctx: SchemaContext,
  direction: Direction,
  schema: unknown,
  where: string,
  depth = 0,
): unknown {
  if (!isObj(schema)) return schema;
  if (depth > 64) throw new SpecError(`${ctx.file}: ${where}: schema nested too deeply`);
  if (typeof schema.$ref === "string") {
    const { $ref, ...siblings } = schema;
    // JSON Schema 2020-12 lets a reference stand beside other keywords, which apply too.
    const checked = Object.keys(siblings).filter((k) => !ANNOTATIONS.has(k) && !k.startsWith("x-"));
    if (ctx.dialect === "2020-12" && checked.length > 0) {
      return {
        allOf: [
          prepare(ctx, direction, { $ref }, where, depth + 1),
          prepare(ctx, direction, siblings, where, depth + 1),
        ],
      };
    }
    const m = COMPONENT.exec($ref);
    if (m) return { $ref: `${componentId(decodeURIComponent(m[1]))}${m[2] ? `#${m[2]}` : ""}` };
    return prepare(ctx, direction, deref(ctx.doc, schema), where, depth + 1);
  }
  const refused = REFUSED[direction];
  const out: Obj = {};
  for (const [k, v] of Object.entries(schema)) {
    if (ANNOTATIONS.has(k) || k.startsWith("x-") || k === "readOnly" || k === "writeOnly") continue;
    if (SCHEMA_MAPS.includes(k) && isObj(v)) {
      out[k] = Object.fromEntries(
        Object.entries(v).map(([name, s]) => [
          name,
          prepare(ctx, direction, s, `${where}/${k}/${name}`, depth + 1),
        ]),
      );
    } else if (SCHEMA_LISTS.includes(k) && Array.isArray(v)) {
      out[k] = v.map((s, i) => prepare(ctx, direction, s, `${where}/${k}/${i}`, depth + 1));
    } else if (SCHEMA_VALUES.includes(k)) {
      out[k] = prepare(ctx, direction, v, `${where}/${k}`, depth + 1);
    } else out[k] = v;
  }
  if (schema[refused] === true) out[refused] = true;
  if (Array.isArray(out.required) && isObj(schema.properties)) {
    const properties = schema.properties;
    const required = out.required.filter(
      (name) => deref(ctx.doc, properties[String(name)])[refused] !== true,
    );
    if (required.length > 0) out.required = required;
    else delete out.required;
  }
  const prepared = ctx.warnings ? normalise(ctx, schema, out, where) : out;
  const types = Array.isArray(prepared.type) ? prepared.type : [prepared.type];
  if (direction === "request" && types.includes("integer")) prepared[SAFE_INTEGER] = true;
  return prepared;
}
