/**
 * The request validation of express-openapi-validator 5.6.2 (RequestValidator.buildMiddleware), with the
 * work it repeats on every request done once per operation instead: the parameter schemas are resolved,
 * the known query parameters collected and the ajv validators compiled when the check is built. Per request
 * it keeps the library's steps and order, so every rule, coercion and error message stays the library's:
 * parameter style handling (reserved characters, bracket keys, exploded or delimited values), unknown and
 * empty query parameters, then one ajv pass over parameters and one over the body.
 *
 * Operations whose parameters are all of primitive types (or exploded query arrays) only need the
 * reserved-character check, the bracket-key rewrite and the array wrapping of the library's parameter
 * mutator; others go through the mutator itself.
 */
import url from "node:url";
import type { Request } from "express";
import { error as ValidatorErrors } from "express-openapi-validator";
import { createRequestAjv } from "express-openapi-validator/dist/framework/ajv";
import type {
  AjvInstance,
  OpenAPIV3,
  OpenApiRequest,
  ParametersSchema,
  RequestValidatorOptions,
  ValidationSchema,
} from "express-openapi-validator/dist/framework/types";
import { RequestParameterMutator } from "express-openapi-validator/dist/middlewares/parsers/req.parameter.mutator";
import { ParametersSchemaParser } from "express-openapi-validator/dist/middlewares/parsers/schema.parse";
import {
  dereferenceParameter,
  normalizeParameter,
} from "express-openapi-validator/dist/middlewares/parsers/util";
import {
  ajvErrorsToValidatorError,
  augmentAjvErrors,
  type ContentType,
  useAjvCache,
} from "express-openapi-validator/dist/middlewares/util";

type Schema = Record<string, unknown>;
type ValidateFn = ReturnType<typeof useAjvCache>;

/** The parameter mutator's helpers, private in its typings but stateless. */
interface MutatorInternals {
  parseQueryStringUndecoded(qs: string | null): Map<string, string[]>;
  validateReservedCharacters(name: string, pairs: Map<string, string[]>, allowComma?: boolean): void;
  handleBracketNotationQueryFields(query: Record<string, unknown>): Record<string, unknown>;
}

interface Discriminator {
  options: { option: unknown }[];
  property: string;
  validators: Record<string, ValidateFn>;
}

/** The two ajv instances of the library's RequestValidator, over one (preprocessed) document. */
export class RequestValidation {
  readonly ajv: AjvInstance;
  readonly ajvBody: AjvInstance;
  private readonly compiled = new Map<string, ValidateFn>();

  constructor(
    readonly apiDoc: OpenAPIV3.DocumentV3,
    readonly options: RequestValidatorOptions,
  ) {
    // As the library: examples play no part in validation.
    delete apiDoc.components?.examples;
    // Parameters always arrive as strings, so their validator coerces; the body's follows the options.
    this.ajv = createRequestAjv(apiDoc, options.coerceTypes ? options : { ...options, coerceTypes: true });
    this.ajvBody = createRequestAjv(apiDoc, options);
  }

  /**
   * The validator of `schema`, compiled once for all operations that share it (every operation without a
   * body, operations with the same parameters or the same body): each compilation walks the whole document
   * the schema embeds, which is what makes start-up time grow with the size of a spec.
   */
  validator(ajv: AjvInstance, schema: Schema, key: string): ValidateFn {
    const { paths: _paths, components: _components, ...own } = schema;
    const id = `${ajv === this.ajv ? "parameters" : "body"} ${JSON.stringify(own)}`;
    let validate = this.compiled.get(id);
    if (!validate) {
      validate = useAjvCache(ajv, schema, key);
      this.compiled.set(id, validate);
    }
    return validate;
  }
}

/** The query parameters an operation's security takes (api keys in the query), as the library finds them. */
function securityQueryParams(apiDoc: OpenAPIV3.DocumentV3, op: OpenAPIV3.OperationObject): string[] {
  const used = op.security?.length ? op.security : apiDoc.security?.length ? apiDoc.security : [];
  const schemes = apiDoc.components?.securitySchemes as Record<string, Schema> | undefined;
  if (!schemes) return [];
  return used
    .filter((requirement) => Object.keys(requirement).length !== 0)
    .map((requirement) => schemes[Object.keys(requirement)[0]])
    .filter((scheme) => scheme?.type === "apiKey" && scheme.in === "query")
    .map((scheme) => String(scheme.name));
}

/** Characters the legacy URL parser escapes, which changes the raw query the library inspects. */
const AUTO_ESCAPED = /['\s"<>\\^`{|}]/;

/** The raw query as the library takes it from url.parse(originalUrl), without parsing the whole URL. */
function rawQuery(originalUrl: string): string | null {
  if (AUTO_ESCAPED.test(originalUrl)) return url.parse(originalUrl).query as string | null;
  const hash = originalUrl.indexOf("#");
  const withoutHash = hash < 0 ? originalUrl : originalUrl.slice(0, hash);
  const q = withoutHash.indexOf("?");
  return q < 0 ? null : withoutHash.slice(q + 1);
}

/**
 * Whether the library's mutator does nothing to this parameter beyond the reserved-character check, or
 * (exploded query arrays) wrapping a single value in an array.
 */
function isPlain(p: OpenAPIV3.ParameterObject, schema: Schema | undefined): boolean {
  if (p.content) return false;
  if (!schema) return true;
  if (schema.$ref || schema.allOf || schema.oneOf || schema.anyOf || schema.type === "object") return false;
  return schema.type !== "array" || (p.in === "query" && !!p.explode);
}

export class RequestCheck {
  private readonly validatorGeneral: ValidateFn;
  private readonly validatorBody: ValidateFn;
  private readonly mutator: RequestParameterMutator;
  /** Undefined when a parameter needs the full mutator (objects, delimited arrays, content, references). */
  private readonly reserved: { name: string; allowComma: boolean }[] | undefined;
  /** Exploded query arrays: a single value becomes an array of one. */
  private readonly arrays: string[] = [];
  /** Undefined when unknown query parameters are allowed. */
  private readonly knownQuery: Set<string> | undefined;
  private readonly allowEmpty: Set<string> | undefined;
  private readonly multipart: boolean;
  private readonly bodySchema: Schema;
  private readonly discriminator: Discriminator | undefined;

  /**
   * `body` is the body schema the library's BodySchemaParser chose for the request's content type
   * (`{}` for none); `key` names the compiled validators in ajv's cache.
   */
  constructor(
    private readonly v: RequestValidation,
    path: string,
    op: OpenAPIV3.OperationObject,
    contentType: ContentType,
    body: Schema,
    key: string,
  ) {
    const { apiDoc, ajv, ajvBody } = v;
    // Also gives every parameter its default style and explode, which the checks below read.
    const parameters = new ParametersSchemaParser(ajv, apiDoc).parse(
      path,
      op.parameters as OpenAPIV3.ParameterObject[],
    ) as ParametersSchema & Record<string, Schema>;
    const isBinary = body.format === "binary";
    const bodyProps = isBinary ? {} : body;
    const common = { paths: apiDoc.paths, components: apiDoc.components };
    this.validatorGeneral = v.validator(
      ajv,
      { ...common, required: ["query", "headers", "params"], properties: { ...parameters, body: {} } },
      key,
    );
    this.validatorBody = v.validator(
      ajvBody,
      {
        ...common,
        properties: { query: {}, headers: {}, params: {}, cookies: {}, body: bodyProps },
        ...(body.required && !isBinary ? { required: ["body"] } : {}),
      },
      key,
    );
    const all = { ...parameters, body: bodyProps } as unknown as ValidationSchema;
    this.mutator = new RequestParameterMutator(ajv as never, apiDoc, path, all);
    this.bodySchema = bodyProps;
    this.discriminator = (bodyProps as { _discriminator?: Discriminator })._discriminator;
    this.multipart = contentType.mediaType === "multipart/form-data";

    const params = ((op.parameters ?? []) as OpenAPIV3.ParameterObject[]).map((p) =>
      dereferenceParameter(apiDoc, p),
    );
    const schemas = params.map((p) => normalizeParameter(ajv as never, p).schema as Schema | undefined);
    const simple = params.every((p, i) => isPlain(p, schemas[i]));
    this.arrays = params
      .filter((p, i) => p.in === "query" && schemas[i]?.type === "array")
      .map((p) => p.name);
    this.reserved = simple
      ? params
          .filter((p) => p.in === "query" && !p.allowReserved)
          .map((p) => ({ name: p.name, allowComma: !p.explode }))
      : undefined;

    const extension = op as Schema;
    const allowUnknown = !!(
      extension["x-eov-allow-unknown-query-parameters"] ??
      extension["x-allow-unknown-query-parameters"] ??
      v.options.allowUnknownQueryParameters
    );
    const query = parameters.query as { properties?: Record<string, Schema>; allowEmptyValue?: Set<string> };
    const props = Object.values(query.properties ?? {});
    // The library stops checking query names when one parameter is an open object.
    const open = props.some((p) => p.type === "object" && p.additionalProperties);
    this.knownQuery =
      allowUnknown || open
        ? undefined
        : new Set([...Object.keys(query.properties ?? {}), ...securityQueryParams(apiDoc, op)]);
    this.allowEmpty = query.allowEmptyValue;
  }

  /**
   * Validates (and coerces) `req`, whose `openapi` metadata and parsed body are set; throws the library's
   * 400 naming `path` (the request's path, as Express's req.path).
   */
  run(req: Request, path: string): void {
    const r = req as OpenApiRequest & { cookies?: object; signedCookies?: object };
    // As the library: Express 5's req.query is a getter that parses anew; it becomes a plain, mutable value.
    const descriptor = Object.getOwnPropertyDescriptor(r, "query");
    Object.defineProperty(r, "query", { writable: true, value: r.query });
    this.mutate(r);
    if (this.knownQuery) this.checkQueryNames(r.query as Record<string, unknown>);
    if (this.multipart) this.parseMultipartFields(r);
    if (descriptor) Object.defineProperty(r, "query", descriptor);
    const data = {
      query: r.query ?? {},
      headers: r.headers,
      params: r.params,
      cookies: r.cookies ? { ...r.cookies, ...r.signedCookies } : undefined,
      body: r.body,
    };
    const discriminated = this.discriminatorValidator(r, path);
    const validatorBody = discriminated ?? this.validatorBody;
    const valid = this.validatorGeneral(data);
    const validBody = validatorBody(discriminated ? data.body : data);
    if (valid && validBody) return;
    const errors = augmentAjvErrors([
      ...(this.validatorGeneral.errors ?? []),
      ...(validatorBody.errors ?? []),
    ] as never[]);
    const error = new ValidatorErrors.BadRequest({
      path,
      message: this.v.ajv.errorsText(errors, { dataVar: "request" }),
    });
    error.errors = ajvErrorsToValidatorError(400, errors).errors;
    throw error;
  }

  private mutate(r: OpenApiRequest): void {
    if (!this.reserved) {
      this.mutator.modifyRequest(r);
      return;
    }
    const m = this.mutator as unknown as MutatorInternals;
    const query = r.query as Record<string, unknown>;
    // Rewrites `a[b]=c` keys in place; a query without brackets is left as it is.
    if (Object.keys(query).some((k) => k.includes("["))) m.handleBracketNotationQueryFields(query);
    if (this.reserved.length > 0) {
      const pairs = m.parseQueryStringUndecoded(rawQuery(r.originalUrl));
      for (const { name, allowComma } of this.reserved) m.validateReservedCharacters(name, pairs, allowComma);
    }
    for (const name of this.arrays)
      if (query[name] && !Array.isArray(query[name])) query[name] = [query[name]];
  }

  private checkQueryNames(query: Record<string, unknown>): void {
    for (const q of Object.keys(query)) {
      if (!this.knownQuery?.has(q)) {
        throw new ValidatorErrors.BadRequest({
          path: `/query/${q}`,
          message: `Unknown query parameter '${q}'`,
        });
      }
      if (!this.allowEmpty?.has(q) && query[q] === "") {
        throw new ValidatorErrors.BadRequest({
          path: `/query/${q}`,
          message: `Empty value found for query parameter '${q}'`,
        });
      }
    }
  }

  /** Multipart fields declared as arrays or objects arrive as JSON text. */
  private parseMultipartFields(r: OpenApiRequest): void {
    r.body ??= {};
    const props = (this.bodySchema.properties ?? {}) as Record<string, Schema>;
    for (const key of Object.keys(r.body)) {
      if (props[key]?.type !== "array" && props[key]?.type !== "object") continue;
      try {
        r.body[key] = JSON.parse(r.body[key]);
      } catch {
        // As the library: a field that is not JSON is left for the schema check to report.
      }
    }
  }

  private discriminatorValidator(r: OpenApiRequest, path: string): ValidateFn | undefined {
    if (!this.discriminator) return undefined;
    const { options, property, validators } = this.discriminator;
    const value = r.body[property];
    if (options.find((o) => o.option === value)) return validators[value];
    throw new ValidatorErrors.BadRequest({
      path,
      message: `'${property}' must be equal to one of the allowed values: ${options.map((o) => o.option).join(", ")}.`,
    });
  }
}
