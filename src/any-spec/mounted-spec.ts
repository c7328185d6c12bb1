/**
 * A mounted spec ready to serve: its validators instantiated from the compiled (or cached) code, in the
 * shapes the built-in services' generated modules have (OperationInfo, OperationValidation), so that the
 * proxy and the mock run the same request path as a built-in service in proxy mode.
 */
import type { OperationInfo, OperationValidation, Validate } from "../../generated/runtime";
import { type DocumentWarning, FORMATS_MODULE, type Unchecked } from "../compiler/openapi-document";
import type { MediaRow } from "../compiler/validators";
import type { SpecMount } from "../config";
import type { CompiledSpec } from "./compile";

/**
 * What Ajv's standalone code of a JSON Schema may require: the formats module the built-in services'
 * validators use, and Ajv's run-time helpers. Named one by one so that the compiled bundle carries them.
 */
const MODULES: Record<string, unknown> = {
  [FORMATS_MODULE]: require("../../generated/formats"),
  "ajv/dist/runtime/equal": require("ajv/dist/runtime/equal"),
  "ajv/dist/runtime/ucs2length": require("ajv/dist/runtime/ucs2length"),
  "ajv/dist/runtime/uri": require("ajv/dist/runtime/uri"),
  "ajv/dist/runtime/validation_error": require("ajv/dist/runtime/validation_error"),
};

function requireModule(id: string): unknown {
  if (!Object.hasOwn(MODULES, id)) throw new Error(`compiled validators require an unknown module ${id}`);
  return MODULES[id];
}

export interface MountedSpec {
  name: string;
  /** Where its requests go: an upstream, or its mock. */
  target: SpecMount["target"];
  title: string;
  basePath: string;
  /** The document's entry file. */
  file: string;
  /** x-error-dialect as the document names it (problem+json when it names none the gateway knows). */
  dialect?: string;
  /** The bundled document, every `$ref` local. */
  document: Record<string, unknown>;
  operations: OperationInfo[];
  validation: Record<string, OperationValidation>;
  /** Operations whose requests cannot be checked, by operationId, with why. */
  uncheckedRequests: ReadonlyMap<string, string>;
  /**
   * Operations some of whose requests go unchecked, by operationId: those above, and those with a JSON, form or
   * multipart request body left unchecked (bytes no schema can describe, such as an image, are not counted).
   */
  uncheckedOperations: ReadonlySet<string>;
  /** Everything the validators do not check, for the start-up listing. */
  unchecked: readonly Unchecked[];
  /** What the document gets wrong and how it is read, with file, line and pointer: printed at start, on /docs. */
  warnings: readonly DocumentWarning[];
  /** Whether the validators came from the compile cache. */
  cached: boolean;
}

/** The request media types whose bodies a schema describes field by field. */
const CHECKABLE = /^(application\/(json|[^;]*\+json|x-www-form-urlencoded)|multipart\/form-data)\b/i;

/** Runs Ajv's standalone code (a CommonJS module) and returns its exports. */
function instantiate(code: string): Record<string, Validate> {
  const module = { exports: {} as Record<string, Validate> };
  const load = new Function("module", "exports", "require", code);
  load(module, module.exports, requireModule);
  return module.exports;
}

/**
 * The proxy and the mock pass an unchecked operation's request on before any validation (and count it); run
 * anyway (the warm-up does), this refuses rather than passes.
 */
const uncheckedRequest: Validate = Object.assign(() => false, {
  errors: [
    {
      instancePath: "",
      keyword: "unchecked",
      params: {},
      message: "this operation's request cannot be checked",
    },
  ],
});

export function mountCompiled(
  o: { name: string; target: SpecMount["target"]; file: string; basePath?: string; cached: boolean },
  compiled: CompiledSpec,
): MountedSpec {
  const req = instantiate(compiled.requestCode);
  const res = instantiate(compiled.responseCode);
  const table = (content: readonly MediaRow[], fns: Record<string, Validate>) =>
    Object.fromEntries(
      content.map(([mediaType, name]) => [mediaType, name === undefined ? undefined : fns[name]]),
    );
  const operations: OperationInfo[] = [];
  const validation: Record<string, OperationValidation> = {};
  const uncheckedRequests = new Map<string, string>();
  const uncheckedOperations = new Set<string>();
  const uncheckedBodies = new Set(
    compiled.unchecked
      .map((u) => /^(.*)\/requestBody\/content\/([^/]+)$/.exec(u.pointer))
      .filter((m) => m !== null && CHECKABLE.test(m[2].replace(/~1/g, "/")))
      .map((m) => m![1]),
  );
  for (const row of compiled.operations) {
    const r = row.request;
    const body = r?.body;
    operations.push({
      operationId: row.operationId,
      method: row.method,
      path: row.path,
      body: body === undefined ? "none" : "json",
      headerParams: (r?.parameters ?? []).filter((p) => p.in === "header").map((p) => p.name),
    });
    const at = `#/paths/${row.path.replace(/~/g, "~0").replace(/\//g, "~1")}/${row.method}`;
    if (!r) {
      uncheckedRequests.set(row.operationId, compiled.unchecked.find((u) => u.pointer === at)?.problem ?? "");
    }
    if (!r || uncheckedBodies.has(at)) uncheckedOperations.add(row.operationId);
    validation[row.operationId] = {
      parameters: r?.parameters ?? [],
      validateParameters: r ? req[r.validateParameters] : uncheckedRequest,
      queryCredentials: r?.queryCredentials ?? [],
      body: body && {
        required: body.required,
        content: table(body.content, req),
        ...(body.forms ? { forms: Object.fromEntries(body.forms) } : {}),
      },
      responses: Object.fromEntries(row.responses.map(([code, content]) => [code, table(content, res)])),
    };
  }
  return {
    name: o.name,
    target: o.target,
    title: compiled.title,
    basePath: o.basePath ?? compiled.serversPath ?? `/${o.name}`,
    file: o.file,
    ...(compiled.dialect ? { dialect: compiled.dialect } : {}),
    document: compiled.document,
    operations,
    validation,
    uncheckedRequests,
    uncheckedOperations,
    unchecked: compiled.unchecked,
    warnings: compiled.warnings,
    cached: o.cached,
  };
}
