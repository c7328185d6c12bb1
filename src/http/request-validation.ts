/**
 * Request validation of one service with its generated validators (generated/<slug>/validation.ts): finds
 * the operation, checks the body's media type, turns parameter text into values (parameters.ts) and runs
 * the generated checks. It answers as express-openapi-validator's middleware does, with the same statuses
 * and failing locations (test/gateway/validation-parity.test.ts holds it to that), except where DESIGN.md
 * section 5 asks for more: a non-finite number never passes a numeric parameter, and an empty query value
 * counts as absent, unless the service's provider refuses it (ValidationOptions).
 *
 * The order of the checks is the library's: 404/405, 415, reserved characters, unknown and empty query
 * parameters, then the schemas of the parameters and of the body.
 */
import type { Request } from "express";
import type { OperationInfo, OperationValidation, Validate, ValidationIssue } from "../../generated/runtime";
import {
  type ParameterTable,
  type ParameterValues,
  parameterTable,
  parameterValues,
  reservedCharacterViolation,
} from "./parameters";
import { RouteTable } from "./route-table";

/** A failed check: the status and the failing inputs, the shape src/http/errors.ts renders. */
export class ValidationError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: { path: string; message: string; errorCode?: string }[] = [],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export interface Operation {
  info: OperationInfo;
  validation: OperationValidation;
  /** Made once, with the route table: what every request's validation looks up. */
  parameters: ParameterTable;
  mediaTypes?: MediaTypes;
}

export interface OperationMatch {
  operation: Operation;
  /** Path parameters, percent-decoded. */
  pathParams: Record<string, string>;
}

/** What a request offers to validation: its parsed parts, as Express has them. */
export interface RequestParts {
  pathParams: Record<string, string>;
  /** The parsed query (Express's req.query). */
  query: Record<string, unknown>;
  /** The query string as it arrived, undecoded: reserved characters are judged on it. */
  rawQuery: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** The parts of an Express request that validation reads. */
export function requestParts(req: Request, pathParams: Record<string, string>): RequestParts {
  const q = req.url.indexOf("?");
  return {
    pathParams,
    query: req.query as Record<string, unknown>,
    rawQuery: q < 0 ? "" : req.url.slice(q + 1),
    headers: req.headers,
    body: req.body,
  };
}

interface PathEntry {
  methods: Map<string, Operation>;
  allow: string;
}

/** The library's error paths: the missing or extra property's own path where there is one. */
export function issuePaths(issues: readonly ValidationIssue[], prefix = "") {
  return issues.map((e) => {
    const extra = e.params.missingProperty ?? e.params.additionalProperty;
    const enumValues = e.keyword === "enum" ? (e.params.allowedValues as unknown[] | undefined) : undefined;
    return {
      path: `${prefix}${e.instancePath}${extra === undefined ? "" : `/${String(extra)}`}`,
      message: enumValues ? `${e.message}: ${enumValues.join(", ")}` : (e.message ?? e.keyword),
      errorCode: `${e.keyword}.openapi.validation`,
    };
  });
}

/** The request parameters and body, as the handler gets them once they are valid. */
export interface ValidRequest extends ParameterValues {
  body: unknown;
}

export interface ValidationOptions {
  /**
   * The error to refuse an empty value of a query parameter that does not declare `allowEmptyValue` with, or
   * undefined to read it as absent (ErrorDialect.emptyQueryValue). Without it every such value is absent.
   */
  emptyQueryValue?: (name: string) => Error | undefined;
}

export class ServiceValidation {
  private readonly routes = new RouteTable<PathEntry>();

  constructor(
    operations: readonly OperationInfo[],
    validation: Readonly<Record<string, OperationValidation>>,
    private readonly options: ValidationOptions = {},
  ) {
    const entries = new Map<string, PathEntry>();
    for (const info of operations) {
      let entry = entries.get(info.path);
      if (!entry) {
        entry = { methods: new Map(), allow: "" };
        entries.set(info.path, entry);
        this.routes.add(info.path, entry);
      }
      const method = info.method.toUpperCase();
      const v = validation[info.operationId];
      entry.methods.set(method, {
        info,
        validation: v,
        parameters: parameterTable(v.parameters),
        mediaTypes: v.body && mediaTypesOf(v.body),
      });
      entry.allow = [...entry.methods.keys()].join(", ");
    }
  }

  /**
   * The operation at `method path` (path relative to the base path, without the query). Throws 404 for no
   * path, 405 (with Allow) for a path without this method, 400 for a path that is not valid percent-encoding.
   */
  match(method: string, path: string): OperationMatch {
    const hit = this.routes.find(path);
    if (!hit) throw new ValidationError(404, "not found");
    const pathParams: Record<string, string> = {};
    try {
      for (let i = 0; i < hit.names.length; i++) pathParams[hit.names[i]] = decodeURIComponent(hit.raw[i]);
    } catch {
      throw new ValidationError(400, "malformed uri");
    }
    const operation = hit.value.methods.get(method);
    if (!operation) {
      throw new ValidationError(405, `${method} method not allowed`, [], { Allow: hit.value.allow });
    }
    return { operation, pathParams };
  }

  /** Validates a request to `operation`; returns its typed parameters and body, or throws a 400 or 415. */
  validate(operation: Operation, parts: RequestParts, contentType: string | undefined): ValidRequest {
    const v = operation.validation;
    const validateBody = bodyValidator(operation, contentType);
    const reserved = reservedCharacterViolation(operation.parameters, parts.rawQuery);
    if (reserved) {
      const { name, message } = reserved;
      throw new ValidationError(400, message, [{ path: `/query/${name}`, message }]);
    }
    const { values, unknown, empty } = parameterValues(operation.parameters, parts);
    for (const name of unknown) {
      if (v.queryCredentials.includes(name)) continue;
      const message = `Unknown query parameter '${name}'`;
      throw new ValidationError(400, message, [{ path: `/query/${name}`, message }]);
    }
    for (const name of empty) {
      const refusal = this.options.emptyQueryValue?.(name);
      if (refusal) throw refusal;
    }
    const issues = runValidator(v.validateParameters, values, "");
    if (v.body?.required && parts.body === undefined) {
      issues.push({
        path: "/body",
        message: "must have required property 'body'",
        errorCode: "required.openapi.validation",
      });
    } else if (validateBody && parts.body !== undefined) {
      issues.push(...runValidator(validateBody, parts.body, "/body"));
    }
    if (issues.length > 0) {
      throw new ValidationError(400, issues.map((i) => `request${i.path} ${i.message}`).join(", "), issues);
    }
    return { ...values, body: parts.body };
  }
}

function runValidator(validate: Validate, data: unknown, prefix: string) {
  return validate(data) ? [] : issuePaths(validate.errors ?? [], prefix);
}

/**
 * The body validator for the request's Content-Type, matched as the library matches it: the exact type, the
 * type without parameters or with charset=utf-8, then `*\/*` and `type/*` wildcards. Undefined when the
 * operation takes no body or the matched media type has no checkable schema. Throws 415 when the operation
 * takes a body and none of its media types matches (a missing Content-Type passes only an optional body).
 */
function bodyValidator(operation: Operation, contentType: string | undefined): Validate | undefined {
  const { body } = operation.validation;
  if (!body || !operation.mediaTypes) return undefined;
  const { normalized, wildcardOrder } = operation.mediaTypes;
  const request = contentType === undefined ? undefined : normalizeMediaType(contentType);
  if (request !== undefined) {
    const bare = request.split(";")[0];
    const withCharset = request === bare ? `${bare}; charset=utf-8` : undefined;
    const exact = normalized.find(([, n]) => n === request || n === bare || n === withCharset);
    if (exact !== undefined) return body.content[exact[0]];
  }
  for (const d of wildcardOrder) {
    if (d === "*/*") return body.content[d];
    const wildcard = /^([a-z]+)\/\*$/.exec(d);
    if (wildcard && request !== undefined && request.startsWith(`${wildcard[1]}/`)) return body.content[d];
  }
  if (request === undefined && !body.required) return undefined;
  throw new ValidationError(415, `unsupported media type ${request}`);
}

/** An operation's declared media types, normalized, and in the order wildcards are tried. */
interface MediaTypes {
  normalized: [declared: string, normalized: string][];
  wildcardOrder: string[];
}

function mediaTypesOf(body: NonNullable<OperationValidation["body"]>): MediaTypes {
  const declared = Object.keys(body.content);
  return {
    normalized: declared.map((d) => [d, normalizeMediaType(d)]),
    wildcardOrder: [...declared].sort().reverse(),
  };
}

/** Media type in lower case, then its parameters sorted by name, without `boundary`; charset in lower case. */
function normalizeMediaType(contentType: string): string {
  const [type, ...rest] = contentType.split(";");
  const params = rest
    .map((p) => p.trim())
    .filter((p) => p.includes("="))
    .map((p) => {
      const i = p.indexOf("=");
      const key = p.slice(0, i).trim().toLowerCase();
      const value = p.slice(i + 1);
      return [key, key === "charset" ? value.toLowerCase() : value] as const;
    })
    .filter(([key]) => key !== "boundary")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return type.trim().toLowerCase() + params.map(([k, v]) => `; ${k}=${v}`).join("");
}
