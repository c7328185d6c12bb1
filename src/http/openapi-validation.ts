/**
 * The one place where a spec becomes request and response validators (reference services and proxy mode
 * alike). It uses express-openapi-validator's own loader, schema preprocessor and validators, so every
 * rule and every error message is the library's, but it does their set-up once, at start-up, instead of on
 * the first request to each operation (about 50 ms each, seconds for a large spec), and it finds the
 * operation with a precompiled route table instead of the library's metadata middleware, which compiled
 * every path template of the spec on every request and tried them in turn.
 *
 * The library's internals are reached through `dist/` paths, which its exact version in package.json pins.
 */

import type { Request, Response } from "express";
import { error as ValidatorErrors } from "express-openapi-validator";
import type {
  OpenAPIV3,
  OpenApiRequest,
  OpenApiRequestMetadata,
  OpenApiValidatorOpts,
  ValidateResponseOpts,
} from "express-openapi-validator/dist/framework/types";
import { ResponseValidator } from "express-openapi-validator/dist/middlewares/openapi.response.validator";
import { BodySchemaParser } from "express-openapi-validator/dist/middlewares/parsers/body.parse";
import { SchemaPreprocessor } from "express-openapi-validator/dist/middlewares/parsers/schema.preprocessor";
import { ContentType } from "express-openapi-validator/dist/middlewares/util";
import { OpenApiValidator } from "express-openapi-validator/dist/openapi.validator";
import { loadRoutes, type Route } from "./openapi-load";
import { RequestCheck, RequestValidation } from "./request-check";
import { ResponseValidatorBuilder, type ResponseValidators } from "./response-validators";
import { RouteTable } from "./route-table";

export interface ValidationOptions {
  /** Check every JSON response below 500 against the spec. */
  validateResponses: boolean;
}

/** One operation of the spec, with everything a request to it needs already compiled. */
export interface CompiledOperation {
  operationId: string | undefined;
  method: string;
  /** The OpenAPI path, relative to the base path. */
  path: string;
  schema: OpenAPIV3.OperationObject;
  /** The request check for each distinct body schema (by content type), built at start-up. */
  requestChecks: Map<unknown, RequestCheck>;
  /** Response validators by status and media type; undefined when responses are not validated. */
  responseValidators?: ResponseValidators;
  metadata: Omit<OpenApiRequestMetadata, "pathParams">;
}

export interface OperationMatch {
  operation: CompiledOperation;
  /** The path the errors of this request name (as Express's req.path). */
  path: string;
  /** Path parameters, percent-decoded. */
  pathParams: Record<string, string>;
}

interface PathEntry {
  methods: Map<string, CompiledOperation>;
  /** The 405 answer's Allow header, in the library's order. */
  allow: string;
}

/** How every service validates against its spec, in reference and in proxy mode. */
export function openApiValidatorOptions(
  apiDoc: OpenAPIV3.DocumentV3,
  validateResponses: boolean,
): OpenApiValidatorOpts {
  return {
    apiSpec: apiDoc,
    validateApiSpec: false,
    validateRequests: { allowUnknownQueryParameters: false },
    validateResponses: validateResponses ? { removeAdditional: false } : false,
    validateSecurity: false,
    ignoreUndocumented: false,
    fileUploader: false,
    $refParser: { mode: "bundle" },
  };
}

const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
/** The content types a request check is built for at start-up; others are built on first sight. */
const EXPECTED_CONTENT_TYPES = [undefined, "application/json", "application/json; charset=utf-8"];

export class CompiledSpec {
  private readonly routes = new RouteTable<PathEntry>();
  private readonly operations: CompiledOperation[] = [];
  private readonly bodies = new BodySchemaParser();
  /** Request checks by raw Content-Type header and operation, so that most requests parse no media type. */
  private readonly responseValidators: ResponseValidatorBuilder | undefined;
  private readonly byContentType = new WeakMap<CompiledOperation, Map<string | undefined, RequestCheck>>();

  private constructor(
    private readonly requestValidation: RequestValidation,
    private readonly responseValidator: ResponseValidator | undefined,
  ) {
    this.responseValidators = responseValidator && new ResponseValidatorBuilder(responseValidator);
  }

  /** Loads `apiDoc` (not modified: the library rewrites a copy) and compiles every operation. */
  static async compile(apiDoc: OpenAPIV3.DocumentV3, options: ValidationOptions): Promise<CompiledSpec> {
    // Normalizes the options exactly as the middleware would (formats, serDes, coercion rules).
    const settings = new OpenApiValidator(openApiValidatorOptions(apiDoc, options.validateResponses));
    const { doc, routes } = await loadRoutes(apiDoc);
    const responseOptions = settings.options.validateResponses;
    // Without response validation the preprocessor makes no response copy of the document (false is its "off").
    const { apiDocRes } = new SchemaPreprocessor(
      doc,
      settings.ajvOpts.preprocessor,
      responseOptions as ValidateResponseOpts,
    ).preProcess();
    const compiled = new CompiledSpec(
      new RequestValidation(doc, settings.ajvOpts.request),
      responseOptions
        ? new ResponseValidator(apiDocRes, settings.ajvOpts.response, responseOptions)
        : undefined,
    );
    compiled.addRoutes(doc, apiDocRes as OpenAPIV3.DocumentV3, routes);
    compiled.warmUp();
    return compiled;
  }

  /**
   * Runs every request check on an empty request and every response check on an empty body. Their code
   * is generated at start-up, but V8 compiles a function only when it first runs: without this, the first
   * request to each operation would pay for it.
   */
  private warmUp(): void {
    for (const operation of this.operations) {
      const req = {
        method: operation.method,
        url: "/",
        originalUrl: "/",
        headers: {},
        query: {},
        params: {},
        openapi: { ...operation.metadata, pathParams: {} },
      } as unknown as Request;
      for (const check of operation.requestChecks.values()) {
        try {
          check.run(req, "/");
        } catch {
          // An empty request is expected to be invalid; only running the checks matters.
        }
      }
      for (const declared of Object.keys(operation.responseValidators ?? {})) {
        // "200", "4XX" or "default" as a status code the validator files under that key.
        const statusCode = declared === "default" ? 599 : Number(declared.replace(/XX$/i, "99"));
        try {
          this.responseValidator?._validate({
            validators: operation.responseValidators as never,
            body: {},
            statusCode,
            path: "/",
            accepts: [],
          });
        } catch {
          // As above: an empty body rarely matches, and the outcome does not matter.
        }
      }
    }
  }

  private addRoutes(
    doc: OpenAPIV3.DocumentV3,
    docRes: OpenAPIV3.DocumentV3 | undefined,
    routes: Route[],
  ): void {
    const entries = new Map<string, PathEntry>();
    for (const route of routes) {
      const path = route.openApiRoute.substring(route.basePath.length);
      let entry = entries.get(path);
      if (!entry) {
        entry = { methods: new Map(), allow: "" };
        entries.set(path, entry);
        this.routes.add(path, entry);
      }
      if (entry.methods.has(route.method)) continue;
      const method = route.method.toLowerCase();
      const schema = (doc.paths[path] as Record<string, OpenAPIV3.OperationObject>)[method];
      const key = `${route.method}-${route.expressRoute}`;
      const responses = (docRes?.paths[path] as Record<string, OpenAPIV3.OperationObject> | undefined)?.[
        method
      ]?.responses;
      const operation: CompiledOperation = {
        operationId: schema.operationId,
        method: route.method,
        path,
        schema,
        requestChecks: new Map(),
        responseValidators: responses && this.responseValidators?.build(responses, key),
        metadata: {
          expressRoute: route.expressRoute,
          openApiRoute: route.openApiRoute,
          schema,
          serial: -1,
        },
      };
      for (const contentType of EXPECTED_CONTENT_TYPES) {
        try {
          this.requestCheck(operation, contentType);
        } catch {
          // Not a content type this operation takes: the request that sends it gets the library's 415.
        }
      }
      entry.methods.set(route.method, operation);
      this.operations.push(operation);
      entry.allow = [...entry.methods.keys()]
        .filter((m) => HTTP_METHODS.includes(m.toLowerCase()))
        .join(", ");
    }
  }

  /** The library's check for `contentType`, shared by all content types that select the same body schema. */
  private requestCheck(op: CompiledOperation, contentType: string | undefined): RequestCheck {
    let byHeader = this.byContentType.get(op);
    if (!byHeader) {
      byHeader = new Map();
      this.byContentType.set(op, byHeader);
    }
    const known = byHeader.get(contentType);
    if (known) return known;
    const type = ContentType.fromString(contentType as string);
    // Throws the library's 415 when the operation takes no body of this type.
    const bodySchema = this.bodies.parse(op.metadata.expressRoute, op.schema, type);
    const isEmpty = typeof bodySchema === "object" && Object.keys(bodySchema).length === 0;
    const identity = `${isEmpty ? "none" : ""}|${type.mediaType === "multipart/form-data"}`;
    const schemaKey = isEmpty ? identity : bodySchema;
    let check = op.requestChecks.get(schemaKey);
    if (!check) {
      const key = `${op.method}-${op.metadata.expressRoute}-${type.normalize() ?? "not_provided"}`;
      check = new RequestCheck(
        this.requestValidation,
        op.metadata.expressRoute,
        op.schema,
        type,
        bodySchema as Record<string, unknown>,
        key,
      );
      op.requestChecks.set(schemaKey, check);
    }
    // Bounded: a client cycling through made-up content types must not grow this without limit.
    if (byHeader.size < 32) byHeader.set(contentType, check);
    return check;
  }

  /**
   * The operation at `method path` (path relative to the base path, without the query). Throws the
   * library's errors: 404 for no path, 405 (with Allow) for a path without this method, 400 for a path
   * parameter that is not valid percent-encoding. `reqPath` is what those errors name.
   */
  match(method: string, path: string, reqPath: string): OperationMatch {
    const hit = this.routes.find(path);
    if (!hit) throw new ValidatorErrors.NotFound({ path: reqPath, message: "not found" });
    const pathParams: Record<string, string> = {};
    try {
      for (let i = 0; i < hit.names.length; i++) pathParams[hit.names[i]] = decodeURIComponent(hit.raw[i]);
    } catch {
      throw new ValidatorErrors.BadRequest({ path: reqPath, message: "malformed uri'" });
    }
    const operation = hit.value.methods.get(method);
    if (!operation) {
      throw new ValidatorErrors.MethodNotAllowed({
        path: reqPath,
        message: `${method} method not allowed`,
        headers: { Allow: hit.value.allow },
      });
    }
    return { operation, path: reqPath, pathParams };
  }

  /**
   * Validates (and, as the library does, coerces) path parameters, query, headers and body of a request
   * whose body is already parsed. Throws the library's 400 or 415 errors.
   */
  validateRequest(req: Request, match: OperationMatch): void {
    const r = req as OpenApiRequest;
    r.openapi = { ...match.operation.metadata, pathParams: match.pathParams };
    r.params = match.pathParams;
    this.requestCheck(match.operation, req.headers["content-type"]).run(req, match.path);
  }

  /**
   * Checks a JSON response body against the operation's responses, as the library's response middleware
   * did for res.json (5xx answers are not checked). Throws the library's 500 error on a violation.
   */
  validateResponse(req: Request, res: Response, operation: CompiledOperation, body: unknown): void {
    if (!this.responseValidator || !operation.responseValidators || res.statusCode >= 500) return;
    const contentType = res.getHeader("content-type");
    const accept = req.headers.accept;
    this.responseValidator._validate({
      validators: operation.responseValidators as never,
      body: body as object,
      statusCode: res.statusCode,
      path: req.originalUrl,
      accepts: contentType ? [String(contentType)] : accept ? accept.split(",").map((h) => h.trim()) : [],
    });
  }
}
