/**
 * Request validation of one service with its generated validators (generated/<slug>/validation.ts): finds
 * the operation (HEAD finds a path's GET), checks the body's media type, turns parameter text into values
 * (parameters.ts) and runs the generated checks. It answers as express-openapi-validator's middleware does,
 * with the same statuses and failing locations (test/gateway/validation-parity.test.ts holds it to that),
 * except where the providers answer otherwise:
 * - a non-finite number never passes a numeric parameter, and an empty query value is read as the document
 *   says (parameters.ts: a present "" that the schema decides on, unless `x-empty-query-value` says otherwise);
 * - a query value is read as servers read it (parameters.ts): reserved characters are not refused;
 * - every violation is listed, not only the first (at most MAX_LISTED, with the count of the others);
 * - a query parameter the operation does not declare is answered as the provider answers it (the service's
 *   error dialect says how): most providers ignore it, Google refuses it.
 * - path templates that differ only in their parameters' names (`/a/{id}` and `/a/{digest}`, as published
 *   documents such as GitHub's declare) are one path offering every template's methods, where the library
 *   offered the first template's alone; no built-in spec declares two such templates.
 *
 * The order of the checks is the library's: 404/405, 415, unknown query parameters, then the schemas of the
 * parameters and of the body.
 */
import type { Request } from "express";
import type {
  FormInfo,
  OperationInfo,
  OperationValidation,
  Validate,
  ValidationIssue,
} from "../../generated/runtime";
import { type DocumentWarning, pointerToken } from "../compiler/openapi-document";
import { bareMediaType, normalizeMediaType, rangeCovers } from "../runtime/media-type";
import { FormFields, formValue } from "./form-body";
import {
  NO_NAMES,
  type ParameterTable,
  type ParameterValues,
  parameterTable,
  parameterValues,
} from "./parameters";
import { RouteTable, templateParameters } from "./route-table";

/**
 * A failed check: the status and the failing inputs, the shape src/http/errors.ts renders. It is an expected
 * answer, not a fault, so it is no Error: an invalid request does not pay for a stack trace it never shows.
 */
export class ValidationError {
  constructor(
    readonly status: number,
    readonly message: string,
    readonly errors: { path: string; message: string; errorCode?: string }[] = [],
    readonly headers?: Record<string, string>,
    /** Violations found beyond the listed `errors`. */
    readonly moreErrors = 0,
    /**
     * For a 404 or 405, the declared path template the request's path is nearest to, when its text is not
     * that template's (RouteTable.nearest): what the violation report names beside the path.
     */
    readonly declared?: string,
  ) {}
}

/** Violations listed per request or response; the count of the others is given beside them. */
export const MAX_LISTED = 20;

type Issue = { path: string; message: string; errorCode?: string };

/** A 400 or 500 listing at most MAX_LISTED of `issues`, its message naming them. */
export function violationError(status: number, issues: readonly Issue[], prefix: string): ValidationError {
  const listed = issues.slice(0, MAX_LISTED);
  const more = issues.length - listed.length;
  const message = `${listed.map((i) => `${prefix}${i.path} ${i.message}`).join(", ")}${more > 0 ? ` (and ${more} more)` : ""}`;
  return new ValidationError(status, message, listed, undefined, more);
}

export interface Operation {
  info: OperationInfo;
  validation: OperationValidation;
  /** Made once, with the route table: what every request's validation looks up. */
  parameters: ParameterTable;
  mediaTypes?: MediaTypes;
  /** The parameter names of the operation's own path template, in order. */
  pathNames: readonly string[];
}

export interface OperationMatch {
  operation: Operation;
  /** Path parameters as they appear in the path (the parameter reader decodes them by their style). */
  pathParams: Record<string, string>;
}

/** What a request offers to validation: its parameters' text and its body as the body reader left it. */
export interface RequestParts {
  /** As they appear in the path, percent-encoded. */
  pathParams: Record<string, string>;
  /** The raw query string, without `?`. */
  query: string;
  headers: Record<string, string | string[] | undefined>;
  /** A JSON value, a form body's fields (FormFields), bytes, or undefined. */
  body: unknown;
}

/** The raw query string of a request URL. */
export function rawQuery(url: string): string {
  const q = url.indexOf("?");
  return q < 0 ? "" : url.slice(q + 1);
}

/** The parts of an Express request that validation reads. */
export function requestParts(req: Request, pathParams: Record<string, string>): RequestParts {
  return {
    pathParams,
    query: rawQuery(req.url),
    headers: req.headers,
    body: req.body,
  };
}

/** The operations of one path shape: of every template of that shape, by method. */
interface PathEntry {
  /** The shape's first template. */
  template: string;
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
  /** Query parameters the operation does not declare, which the provider ignores: not passed on. */
  ignored: readonly string[];
}

export interface ValidationOptions {
  /**
   * The error to refuse a query parameter the operation does not declare with, or undefined to ignore it
   * (ErrorDialect.unknownQueryParameter). Without it every such parameter is ignored, as in proxy mode,
   * where the upstream itself answers it.
   */
  unknownQueryParameter?: (name: string) => Error | undefined;
}

export class ServiceValidation {
  private readonly routes = new RouteTable<PathEntry>();
  /**
   * Methods declared on two templates that differ only in their parameters' names (`GET /a/{id}` and
   * `GET /a/{digest}`): no request can tell them apart, so the first template's serves it.
   */
  readonly warnings: DocumentWarning[] = [];

  constructor(
    operations: readonly OperationInfo[],
    validation: Readonly<Record<string, OperationValidation>>,
    private readonly options: ValidationOptions = {},
  ) {
    const entries = new Map<string, PathEntry>();
    for (const info of operations) {
      let entry = entries.get(info.path);
      if (!entry) {
        // A template of a shape already added shares that shape's entry: its methods are reachable too.
        entry = this.routes.add(info.path, { template: info.path, methods: new Map(), allow: "" });
        entries.set(info.path, entry);
      }
      const method = info.method.toUpperCase();
      const first = entry.methods.get(method);
      if (first) {
        this.warnings.push({
          pointer: `#/paths/${pointerToken(info.path)}/${info.method.toLowerCase()}`,
          rule: "no-identical-paths",
          message: `${method} ${info.path} differs from ${method} ${first.info.path} only in parameter names: requests to it are answered as ${first.info.operationId}`,
        });
        continue;
      }
      const v = validation[info.operationId];
      entry.methods.set(method, {
        info,
        validation: v,
        parameters: parameterTable(v.parameters),
        mediaTypes: v.body && mediaTypesOf(v.body),
        pathNames: templateParameters(info.path),
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
    if (!hit) {
      const near = this.routes.nearest(path);
      const declared = near && (near.value.methods.get(method)?.info.path ?? near.value.template);
      throw new ValidationError(404, "not found", [], undefined, 0, declared);
    }
    try {
      for (const raw of hit.raw) decodeURIComponent(raw);
    } catch {
      throw new ValidationError(400, "malformed uri");
    }
    // RFC 9110 section 9.3.2: HEAD is GET without the content, so a path that declares GET and no HEAD
    // answers HEAD as its GET (Node's server then leaves the body out).
    const operation =
      hit.value.methods.get(method) ?? (method === "HEAD" ? hit.value.methods.get("GET") : undefined);
    if (!operation) {
      // A path taken for its template only by case or a trailing slash names the template.
      let i = 0;
      const literal = hit.value.template.replace(/\{[^}]+\}/g, () => hit.raw[i++]);
      throw new ValidationError(
        405,
        `${method} method not allowed`,
        [],
        { Allow: hit.value.allow },
        0,
        literal === path ? undefined : hit.value.template,
      );
    }
    // Named as the operation's own template names them: the shape's templates may name them differently.
    const pathParams: Record<string, string> = {};
    for (let i = 0; i < operation.pathNames.length; i++) pathParams[operation.pathNames[i]] = hit.raw[i];
    return { operation, pathParams };
  }

  /**
   * Whether a request body of `contentType` to `method path` is checked against a schema (false where the
   * operation is not found, takes no such body, or leaves it unchecked, as a binary one).
   */
  checksBody(method: string, path: string, contentType: string | undefined): boolean {
    try {
      return bodyValidator(this.match(method, path).operation, contentType)?.validate !== undefined;
    } catch {
      return false;
    }
  }

  /** The methods declared at `path` ("GET, POST"), or undefined when no operation has that path. */
  methodsAt(path: string): string | undefined {
    return this.routes.find(path)?.value.allow;
  }

  /** Validates a request to `operation`; returns its typed parameters and body, or throws a 400 or 415. */
  validate(operation: Operation, parts: RequestParts, contentType: string | undefined): ValidRequest {
    const v = operation.validation;
    const body = bodyValidator(operation, contentType);
    const { values, unknown, issues: read } = parameterValues(operation.parameters, parts);
    let ignored = NO_NAMES;
    for (const name of unknown) {
      if (v.queryCredentials.includes(name)) continue;
      const refusal = this.options.unknownQueryParameter?.(name);
      if (refusal) throw refusal;
      ignored = [...ignored, name];
    }
    let issues: Issue[] | undefined = read.length > 0 ? [...read] : undefined;
    if (!v.validateParameters(values))
      issues = [...(issues ?? []), ...issuePaths(v.validateParameters.errors ?? [], "")];
    let value = parts.body;
    let unreadable = false;
    if (body?.validate && Buffer.isBuffer(value) && value.length > 0) {
      const read = readBytes(value, body.asText);
      if ("issue" in read) {
        issues = [...(issues ?? []), read.issue];
        unreadable = true;
      } else value = read.value;
    }
    if (body?.form && value instanceof FormFields) {
      const form = formValue(value, body.form);
      value = form.value;
      if (form.issues.length > 0) issues = [...(issues ?? []), ...form.issues];
    }
    // A body that cannot be read as its schema needs has said what it breaks.
    if (!unreadable && v.body?.required && value === undefined) {
      issues = [
        ...(issues ?? []),
        {
          path: "/body",
          message: "must have required property 'body'",
          errorCode: "required.openapi.validation",
        },
      ];
    } else if (!unreadable && body?.validate && value !== undefined && !body.validate(value)) {
      issues = [...(issues ?? []), ...issuePaths(body.validate.errors ?? [], "/body")];
    }
    if (issues !== undefined) throw violationError(400, issues, "request");
    return { ...values, body: value, ignored };
  }
}

/** The body validator of the matched media type, and how a form body becomes the value it checks. */
interface BodyCheck {
  validate: Validate | undefined;
  form: FormInfo | undefined;
  /** The body is read as text (a non-JSON body whose schema is a string); otherwise bytes are read as JSON. */
  asText: boolean;
}

/**
 * A body that arrived as bytes (a media type other than JSON and forms) as its validator reads it: UTF-8 text,
 * or JSON, which a body whose schema is an object or an array must be, whatever its media type says.
 */
function readBytes(bytes: Buffer, asText: boolean): { value: unknown } | { issue: Issue } {
  const text = bytes.toString("utf8");
  if (asText) return { value: text };
  try {
    return { value: JSON.parse(text) };
  } catch (err) {
    return {
      issue: {
        path: "/body",
        message: `is not valid JSON, which its schema needs: ${(err as Error).message}`,
        errorCode: "type.openapi.validation",
      },
    };
  }
}

/**
 * The body validator for the request's Content-Type, matched as the library matches it: the exact type, the
 * type without parameters or with charset=utf-8, then `*\/*` and `type/*` wildcards. Undefined when the
 * operation takes no body or the matched media type has no checkable schema. Throws 415 when the operation
 * takes a body and none of its media types matches (a missing Content-Type passes only an optional body).
 */
function bodyValidator(operation: Operation, contentType: string | undefined): BodyCheck | undefined {
  const { body } = operation.validation;
  if (!body || !operation.mediaTypes) return undefined;
  const { normalized, wildcardOrder } = operation.mediaTypes;
  const request = contentType === undefined ? undefined : normalizeMediaType(contentType);
  const texts = operation.validation.textBodies?.request;
  const check = (declared: string): BodyCheck => ({
    validate: body.content[declared],
    form: body.forms?.[declared],
    asText: texts?.includes(declared) === true,
  });
  if (request !== undefined) {
    const bare = bareMediaType(request);
    const withCharset = request === bare ? `${bare}; charset=utf-8` : undefined;
    const exact = normalized.find(([, n]) => n === request || n === bare || n === withCharset);
    if (exact !== undefined) return check(exact[0]);
  }
  for (const d of wildcardOrder) {
    if (d === "*/*") return check(d);
    if (request !== undefined && d.endsWith("/*") && rangeCovers(d, bareMediaType(request))) return check(d);
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
