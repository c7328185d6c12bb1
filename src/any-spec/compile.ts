/**
 * Compiles a bundled OpenAPI document with the generator the built-in services use
 * (src/compiler/validators.ts): the same Ajv options, formats and standalone code, in its lenient mode,
 * which lists what it cannot check instead of failing. The result is plain data and code, kept in the
 * compile cache (cache.ts) and turned into validators by instantiate.ts.
 */

import { isObj, type Obj, schemaDialectOf, type Unchecked } from "../compiler/openapi-document";
import { compileValidators, type OperationRow } from "../compiler/validators";
import { bareMediaType, isJsonMediaType } from "../runtime/media-type";
import { SpecRefusal } from "./refusal";

export interface CompiledSpec {
  title: string;
  /** The path of servers[0].url (variables at their defaults); undefined when it names none. */
  serversPath?: string;
  /** x-error-dialect as the document names it. */
  dialect?: string;
  /** The bundled document, for /docs/<name> and the mock's examples. */
  document: Obj;
  operations: OperationRow[];
  /** What the validators do not check, with where it is in the document. */
  unchecked: Unchecked[];
  /** Ajv's standalone modules: request validators (defaults filled in) and response validators. */
  requestCode: string;
  responseCode: string;
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

function isJson(mediaType: string): boolean {
  return isJsonMediaType(mediaType) || bareMediaType(mediaType) === "*/*";
}

/**
 * A copy of the document in which every operation has an operationId: the one it declares, or
 * `METHOD /path`, which is how the metrics and the violation report name it.
 */
function withOperationIds(document: Obj): Obj {
  const doc = structuredClone(document);
  for (const [path, item] of Object.entries(isObj(doc.paths) ? doc.paths : {})) {
    if (!isObj(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (isObj(op) && (typeof op.operationId !== "string" || op.operationId === ""))
        op.operationId = `${method.toUpperCase()} ${path}`;
    }
  }
  return doc;
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

/**
 * Bodies of a media type other than JSON and forms (XML, binary): relayed, their schema unchecked; listed so
 * nobody takes them as checked.
 */
function uncheckedMediaTypes(rows: readonly OperationRow[]): Unchecked[] {
  const out: Unchecked[] = [];
  for (const row of rows) {
    const where = `#/paths/${row.path.replace(/~/g, "~0").replace(/\//g, "~1")}/${row.method}`;
    const forms = new Set((row.request?.body?.forms ?? []).map(([mediaType]) => mediaType));
    for (const [mediaType] of row.request?.body?.content ?? []) {
      if (isJson(mediaType) || forms.has(mediaType)) continue;
      out.push({
        pointer: `${where}/requestBody/content/${mediaType.replace(/\//g, "~1")}`,
        problem: `${mediaType} request bodies are forwarded with their schema unchecked (JSON and form bodies are validated)`,
      });
    }
    for (const [code, content] of row.responses) {
      for (const [mediaType] of content) {
        if (isJson(mediaType)) continue;
        out.push({
          pointer: `${where}/responses/${code}/content/${mediaType.replace(/\//g, "~1")}`,
          problem: `${mediaType} response bodies are relayed with their schema unchecked (only JSON bodies are validated)`,
        });
      }
    }
  }
  return out;
}

export function compileSpec(file: string, document: Obj): CompiledSpec {
  const doc = withOperationIds(document);
  const unchecked: Unchecked[] = [];
  let compiled: ReturnType<typeof compileValidators>;
  try {
    compiled = compileValidators({ file, doc, dialect: schemaDialectOf(doc), unchecked });
  } catch (err) {
    // A schema Ajv cannot compile (an invalid pattern, a reference to nothing) is the document's problem.
    throw new SpecRefusal(`${file}: a schema cannot be compiled: ${(err as Error).message}`);
  }
  const info = isObj(doc.info) ? doc.info : {};
  const dialect = doc["x-error-dialect"];
  return {
    title: typeof info.title === "string" ? info.title : file,
    serversPath: serversPath(doc),
    ...(typeof dialect === "string" ? { dialect } : {}),
    document,
    operations: compiled.operations,
    unchecked: [...unchecked, ...uncheckedMediaTypes(compiled.operations)],
    requestCode: compiled.request,
    responseCode: compiled.response,
  };
}
