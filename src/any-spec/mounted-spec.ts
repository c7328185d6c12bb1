/**
 * A mounted spec ready to serve: its validators, compiled on first use, in the shapes the built-in services'
 * generated modules have (OperationInfo, OperationValidation), so that the proxy and the mock run the same
 * request path as a built-in service in proxy mode.
 */
import type { OperationInfo, OperationValidation, Validate } from "../../generated/runtime";
import { type MediaRow, textBodies } from "../compiler/media-rows";
import { type DocumentWarning, pointerToken, type Unchecked } from "../compiler/openapi-document";
import type { Exports } from "../compiler/validators";
import type { SpecMount } from "../config";
import { ServiceValidation } from "../http/request-validation";
import type { CompiledSpec } from "./compile";

export interface MountedSpec {
  name: string;
  /** Where its requests go: an upstream, or its mock. */
  target: SpecMount["target"];
  title: string;
  basePath: string;
  /** The document's entry file. */
  file: string;
  /** What the document is written in when it is not OpenAPI 3 (Swagger 2.0): it is served converted. */
  convertedFrom?: string;
  /** x-error-dialect as the document names it (problem+json when it names none the gateway knows). */
  dialect?: string;
  /** The bundled document, every `$ref` local. */
  document: Record<string, unknown>;
  operations: OperationInfo[];
  validation: Record<string, OperationValidation>;
  /** The route table of its operations, made once: the proxy and the mock match requests with it. */
  routes: ServiceValidation;
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
  /** The directory of its compile cache entry, where what is derived from the document is kept too. */
  cacheEntry?: string;
}

/** The request media types whose bodies a schema describes field by field. */
const CHECKABLE = /^(application\/(json|[^;]*\+json|x-www-form-urlencoded)|multipart\/form-data)\b/i;

/**
 * The validator `name` of `exports`, compiled the first time it runs. One Ajv cannot compile (what no rule of
 * the compiler foresaw; a document read strictly is refused for it at start) is left unchecked: it passes what
 * it is given, and the spec's warnings and unchecked list say where and why from then on.
 */
function lazyValidator(
  exports: Exports,
  name: string,
  found: { warnings: DocumentWarning[]; unchecked: Unchecked[] },
): Validate {
  let compiled: Validate | undefined;
  const compile = (): Validate => {
    try {
      return exports.validator(name);
    } catch (err) {
      const pointer = exports.pointers.get(name) ?? "#";
      const problem = `a schema cannot be compiled (${(err as Error).message}): what it describes is not checked`;
      found.warnings.push({ pointer, rule: "schema-compile", message: problem });
      found.unchecked.push({ pointer, problem });
      return () => true;
    }
  };
  const validate: Validate = (data) => {
    compiled ??= compile();
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  };
  return validate;
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
  o: {
    name: string;
    target: SpecMount["target"];
    file: string;
    basePath?: string;
    cached: boolean;
    cacheEntry?: string;
  },
  compiled: CompiledSpec,
): MountedSpec {
  const validators = new Map<string, Validate>();
  const validator = (exports: Exports, name: string) => {
    let v = validators.get(name);
    if (!v) {
      v = lazyValidator(exports, name, compiled);
      validators.set(name, v);
    }
    return v;
  };
  const req = (name: string) => validator(compiled.table.requests, name);
  const res = (name: string) => validator(compiled.table.responses, name);
  const table = (content: readonly MediaRow[], of: (name: string) => Validate) =>
    Object.fromEntries(
      content.map(([mediaType, name]) => [mediaType, name === undefined ? undefined : of(name)]),
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
  for (const row of compiled.table.operations) {
    const r = row.request;
    const body = r?.body;
    operations.push({
      operationId: row.operationId,
      method: row.method,
      path: row.path,
      body: body === undefined ? "none" : "json",
      headerParams: (r?.parameters ?? []).filter((p) => p.in === "header").map((p) => p.name),
    });
    const at = `#/paths/${pointerToken(row.path)}/${row.method}`;
    if (!r) {
      uncheckedRequests.set(row.operationId, compiled.unchecked.find((u) => u.pointer === at)?.problem ?? "");
    }
    if (!r || uncheckedBodies.has(at)) uncheckedOperations.add(row.operationId);
    const texts = textBodies(body?.content ?? [], row.responses);
    validation[row.operationId] = {
      parameters: r?.parameters ?? [],
      validateParameters: r ? req(r.validateParameters) : uncheckedRequest,
      queryCredentials: r?.queryCredentials ?? [],
      body: body && {
        required: body.required,
        content: table(body.content, req),
        ...(body.forms ? { forms: Object.fromEntries(body.forms) } : {}),
      },
      responses: Object.fromEntries(row.responses.map(([code, content]) => [code, table(content, res)])),
      ...(texts ? { textBodies: texts } : {}),
    };
  }
  const routes = new ServiceValidation(operations, validation);
  // Methods declared on two templates of one shape, which the route table serves as the first's.
  compiled.warnings.push(...routes.warnings);
  return {
    name: o.name,
    target: o.target,
    title: compiled.title,
    basePath: o.basePath ?? compiled.serversPath ?? `/${o.name}`,
    file: o.file,
    ...(compiled.convertedFrom ? { convertedFrom: compiled.convertedFrom } : {}),
    ...(compiled.dialect ? { dialect: compiled.dialect } : {}),
    // Read when first asked for: a proxy never needs it before its docs page is opened.
    get document() {
      return compiled.document;
    },
    operations,
    validation,
    routes,
    uncheckedRequests,
    uncheckedOperations,
    unchecked: compiled.unchecked,
    warnings: compiled.warnings,
    cached: o.cached,
    ...(o.cacheEntry !== undefined ? { cacheEntry: o.cacheEntry } : {}),
  };
}
