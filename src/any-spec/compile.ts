/**
 * Compiles a bundled OpenAPI document with the generator the built-in services use
 * (src/compiler/validators.ts): the same Ajv options, formats and operation table, in its lenient mode, which
 * lists what it cannot check instead of failing. Every schema is prepared and named at start (which is where
 * the document's flaws are found and warned of); Ajv compiles each validator the first time it runs, in
 * process, so that a document of a thousand operations starts in the time it takes to read it. Read strictly,
 * every validator is compiled at start, and one Ajv cannot compile refuses the document.
 */

import {
  type DocumentWarning,
  isObj,
  METHODS,
  type Obj,
  pointerToken,
  schemaDialectOf,
  type Unchecked,
} from "../compiler/openapi-document";
import { SchemaError } from "../compiler/validator-schemas";
import { restoreTable, type TableData, type ValidatorTable, validatorTable } from "../compiler/validators";
import { SpecRefusal } from "./refusal";

export interface CompiledSpec {
  title: string;
  /** The path of servers[0].url (variables at their defaults); undefined when it names none. */
  serversPath?: string;
  /** x-error-dialect as the document names it. */
  dialect?: string;
  /** What the document was written in when it is not OpenAPI 3 (it is compiled converted to OpenAPI 3.0). */
  convertedFrom?: string;
  /** The bundled document, for /docs/<name> and the mock's examples. */
  document: Obj;
  /** What the validators do not check, with where it is in the document. */
  unchecked: Unchecked[];
  /** What the document gets wrong that the compiler read as its authors meant (pointers into `document`). */
  warnings: DocumentWarning[];
  /**
   * The operation table, and the request validators (defaults filled in) and response validators it names,
   * each compiled by Ajv the first time it is asked for.
   */
  table: ValidatorTable;
}

/** A compiled spec as plain data: the compile cache's entry, from which restoreSpec makes the spec again. */
export type SpecData = Omit<CompiledSpec, "table"> & { table: TableData };

export const specData = (spec: CompiledSpec): SpecData => ({ ...spec, table: spec.table.data() });

/**
 * The spec `data` describes, no schema prepared again. Its properties are taken as they are, not read: the
 * compile cache parses the document when it is first asked for (src/any-spec/cache.ts).
 */
export function restoreSpec(data: SpecData): CompiledSpec {
  const table = { value: restoreTable(data.table), enumerable: true, writable: true, configurable: true };
  return Object.defineProperties({}, { ...Object.getOwnPropertyDescriptors(data), table }) as CompiledSpec;
}

/**
 * A copy of the document in which every operation has an operationId of its own: the one it declares, or
 * `METHOD /path`, which is how the metrics and the violation report name it. An operationId declared twice
 * (OpenAPI requires them unique; tools that generate documents do not always keep to it) names its first
 * operation; the others are named `METHOD /path`, with a warning. Only the path items and operations are
 * copied: the rest (most of a large document) is shared with `document`, which stays as it was declared.
 */
function withOperationIds(document: Obj, warnings: DocumentWarning[]): Obj {
  const taken = new Map<string, string>();
  const paths: Obj = {};
  for (const [path, declaredItem] of Object.entries(isObj(document.paths) ? document.paths : {})) {
    if (!isObj(declaredItem)) continue;
    const item: Obj = { ...declaredItem };
    paths[path] = item;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObj(op)) continue;
      const own = `${method.toUpperCase()} ${path}`;
      const pointer = `#/paths/${pointerToken(path)}/${method}/operationId`;
      const declared = typeof op.operationId === "string" && op.operationId !== "" ? op.operationId : own;
      const first = taken.get(declared);
      if (first !== undefined) {
        warnings.push({
          pointer,
          rule: "operation-operationId-unique",
          message: `operationId ${declared} is also ${first}'s: this operation is named ${own}`,
        });
      }
      const id = first === undefined ? declared : own;
      item[method] = { ...op, operationId: id };
      taken.set(id, own);
    }
  }
  return { ...document, paths };
}

/** The path of servers[0].url, with its variables at their defaults (`https://api.example.com/v1` → /v1). */
function serversPath(doc: Obj): string | undefined {
  const server = Array.isArray(doc.servers) && isObj(doc.servers[0]) ? doc.servers[0] : undefined;
  if (!server || typeof server.url !== "string") return undefined;
  const variables = isObj(server.variables) ? server.variables : {};
  const url = server.url.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const v = variables[name];
    return isObj(v) && typeof v.default === "string" ? v.default : "";
  });
  let pathname: string;
  try {
    pathname = /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? new URL(url).pathname : url.split(/[?#]/)[0];
  } catch {
    return undefined;
  }
  const trimmed = `/${pathname.replace(/^\/+|\/+$/g, "")}`;
  return trimmed === "/" ? undefined : trimmed;
}

/** A refusal of the compiler, with the JSON pointer (into the bundled document) of what it could not compile. */
export class CompileRefusal extends SpecRefusal {
  constructor(
    readonly pointer: string,
    readonly rule: string,
    readonly problem: string,
  ) {
    super(problem);
  }
}

/**
 * Compiles the bundled `document`. Read tolerantly, a schema Ajv would refuse is read as its authors meant
 * (validator-schemas.ts) and warned of; read strictly (`strict`), it refuses the document, naming where it is,
 * and so does a schema Ajv cannot compile (every validator is compiled before the document is served).
 */
export function compileSpec(file: string, document: Obj, o: { strict?: boolean } = {}): CompiledSpec {
  const warnings: DocumentWarning[] = [];
  const doc = withOperationIds(document, warnings);
  if (
    !METHODS.some((m) =>
      Object.values(isObj(doc.paths) ? doc.paths : {}).some((i) => isObj(i) && isObj(i[m])),
    )
  ) {
    throw new CompileRefusal(
      "#/paths",
      "no-operations",
      "the document declares no operation: there is nothing to serve",
    );
  }
  const unchecked: Unchecked[] = [];
  const unknownFormats = new Map<string, { pointer: string; count: number }>();
  let table: ReturnType<typeof validatorTable>;
  try {
    table = validatorTable(
      {
        file,
        doc,
        dialect: schemaDialectOf(doc),
        unchecked,
        warnings,
        strict: o.strict === true,
        unknownFormats,
      },
      { standalone: false },
    );
  } catch (err) {
    if (err instanceof SchemaError)
      throw new CompileRefusal(err.pointer, err.rule, err.message.replace(`${file}: ${err.pointer}: `, ""));
    throw err;
  }
  if (o.strict) {
    for (const exports of [table.requests, table.responses]) {
      for (const name of exports.names.keys()) {
        try {
          exports.validator(name);
        } catch (err) {
          // What no rule of the compiler foresaw: Ajv's own words, at the schema's place.
          throw new CompileRefusal(
            exports.pointers.get(name) ?? "#",
            "schema-compile",
            `a schema cannot be compiled: ${(err as Error).message}`,
          );
        }
      }
    }
  }
  for (const [format, { pointer, count }] of unknownFormats) {
    warnings.push({
      pointer,
      rule: "format-unknown",
      message: `format "${format}" is not one the validators know: read as an annotation (${count} schema(s) use it)`,
    });
  }
  const info = isObj(doc.info) ? doc.info : {};
  const dialect = doc["x-error-dialect"];
  return {
    title: typeof info.title === "string" ? info.title : file,
    serversPath: serversPath(doc),
    ...(typeof dialect === "string" ? { dialect } : {}),
    document,
    unchecked,
    warnings,
    table,
  };
}
