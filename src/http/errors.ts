/**
 * Turns anything thrown on a service's request path into a ServiceError and renders it in the service's
 * dialect: validation failures, body-parser failures, domain errors and unexpected exceptions alike.
 */
import type { ErrorRequestHandler } from "express";
import type { ErrorDialect } from "../errors/dialect";
import { type ErrorKind, type FieldViolation, ServiceError } from "../errors/service-error";
import type { Logger } from "./logger";
import { sendJson } from "./send-json";

const KIND_BY_STATUS: Record<number, ErrorKind> = {
  400: "invalid_argument",
  401: "unauthenticated",
  403: "permission_denied",
  404: "not_found",
  405: "method_not_allowed",
  406: "not_acceptable",
  413: "payload_too_large",
  415: "unsupported_media_type",
};

/** What validation (request-validation.ts) and body-parser throw: an HTTP status and the failing inputs. */
export interface ValidatorError {
  status: number;
  message: string;
  errors?: { path?: string; message?: string; errorCode?: string }[];
  headers?: Record<string, string>;
  /** Violations found beyond those `errors` lists (request-validation.ts MAX_LISTED). */
  moreErrors?: number;
  /** For a 404 or 405, the declared path template the request's path is nearest to. */
  declared?: string;
}

export function isValidatorError(err: unknown): err is ValidatorError {
  return typeof err === "object" && err !== null && typeof (err as ValidatorError).status === "number";
}

/** Validation names inputs as pointers such as `/query/pageSize` or `/body/name`; callers know them as names. */
function fieldOf(path: string | undefined): string {
  if (!path) return "request";
  return path.replace(/^[./](query|params|path|headers|body)[./]?/, "").replace(/[./]/g, ".") || "body";
}

/** Maps a thrown value to a ServiceError; undefined for an unexpected exception. */
export function toServiceError(err: unknown): ServiceError | undefined {
  if (err instanceof ServiceError) return err;
  if (!isValidatorError(err)) return undefined;
  const e = err as ValidatorError & { type?: string };
  // body-parser: malformed JSON, oversize or undecodable bodies are the caller's mistake.
  if (e.type === "entity.parse.failed") {
    return new ServiceError("invalid_argument", "request body is not valid JSON", {
      violations: [{ field: "body", description: e.message }],
    });
  }
  if (e.type === "entity.too.large")
    return new ServiceError("payload_too_large", "request body is too large");
  if (e.type === "encoding.unsupported" || e.type === "charset.unsupported") {
    return new ServiceError("unsupported_media_type", e.message);
  }
  const kind = KIND_BY_STATUS[e.status];
  if (!kind) return undefined;
  // Only 400s name inputs; for 404, 405 and 415 the validator's "path" is the URL, not a field.
  const violations: FieldViolation[] = (e.status === 400 ? (e.errors ?? []) : []).map((v) => ({
    field: fieldOf(v.path),
    description: v.message ?? "invalid",
    ...(v.path?.startsWith("/") ? { pointer: v.path } : {}),
    // The validator's codes are `<keyword>.openapi.validation`.
    ...(v.errorCode ? { keyword: v.errorCode.replace(/\.openapi\.validation$/, "") } : {}),
  }));
  // The validator names the request's media type, which is "undefined" when the header is missing.
  const own = e.message.replace(
    /unsupported media type undefined$/,
    "request body has no Content-Type header",
  );
  const more = e.status === 400 && e.moreErrors ? e.moreErrors : 0;
  const message =
    violations.length > 0
      ? `${violations.map((v) => `${v.field}: ${v.description}`).join("; ")}${more > 0 ? `; and ${more} more` : ""}`
      : own;
  return new ServiceError(kind, message, {
    violations,
    headers: e.headers,
    ...(more > 0 ? { moreViolations: more } : {}),
  });
}

/**
 * The one end of every error path (service routers, the admin API, the app's last handler): the thrown value
 * as a ServiceError (an unexpected one logged, and answered without its cause), rendered by `dialect` and
 * written as JSON with the dialect's headers.
 */
export function dialectErrorHandler(dialect: ErrorDialect, logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const requestId = String(res.locals.requestId ?? "");
    let serviceError = toServiceError(err);
    if (!serviceError) {
      logger.error(
        { requestId, err: err instanceof Error ? { message: err.message, stack: err.stack } : err },
        "unexpected error",
      );
      serviceError = new ServiceError("internal", `internal error; request id ${requestId}`);
    }
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const rendered = dialect.render(serviceError, { requestId, path: req.originalUrl });
    if (rendered.headers) for (const name in rendered.headers) res.setHeader(name, rendered.headers[name]);
    sendJson(res, rendered.status, rendered.body);
  };
}
