/**
 * Zuora's error formats. The `/v1` operations answer `{success: false, processId, reasons: [{code, message}]}`
 * where `code` is 8 digits: a 6-digit REST resource code and a 2-digit error category. Zuora documents
 * resource code 500000 (unknown object, unknown field) for requests whose payload names no resource, which is
 * what the gateway reports, and 90000011 for an invalid credential. The events, notifications, query and
 * settings operations answer `{reasons: [{code, message}]}` with a textual code.
 */
import { DEFAULT_STATUS, type ErrorDialect } from "./dialect";
import type { ErrorKind } from "./service-error";

const UNKNOWN_RESOURCE = 500000;
const INVALID_CREDENTIAL = 90000011;

/** Zuora's error categories: the last two digits of a v1 code. */
const CATEGORY: Record<ErrorKind, number> = {
  invalid_argument: 20,
  unauthenticated: 11,
  permission_denied: 10,
  not_found: 40,
  // Zuora's "unsupported request" category covers the transport's refusals.
  method_not_allowed: 45,
  unsupported_media_type: 45,
  not_acceptable: 45,
  already_exists: 30,
  failed_precondition: 30,
  aborted: 50,
  payload_too_large: 70,
  resource_exhausted: 70,
  bad_gateway: 61,
  gateway_timeout: 61,
  internal: 60,
};

/** The textual codes of the non-v1 operations. */
const NAME: Record<ErrorKind, string> = {
  invalid_argument: "INVALID_VALUE",
  unauthenticated: "UNAUTHORIZED",
  permission_denied: "FORBIDDEN",
  not_found: "NOT_FOUND",
  method_not_allowed: "METHOD_NOT_ALLOWED",
  unsupported_media_type: "UNSUPPORTED_MEDIA_TYPE",
  not_acceptable: "NOT_ACCEPTABLE",
  already_exists: "DUPLICATE_VALUE",
  failed_precondition: "INVALID_STATE",
  aborted: "LOCK_COMPETITION",
  payload_too_large: "REQUEST_TOO_LARGE",
  resource_exhausted: "REQUEST_EXCEEDED_LIMIT",
  bad_gateway: "UPSTREAM_ERROR",
  gateway_timeout: "UPSTREAM_TIMEOUT",
  internal: "UNKNOWN_ERROR",
};

/** A v1 path: the first segment under the service's base is `v1`. */
function isV1(path: string): boolean {
  return /^\/[^/?]+\/v1(\/|\?|$)/.test(path);
}

/**
 * Category 22 (missing required field) for an absent input. Zuora's 23 (missing required parameter) is not
 * told apart: the validator names a missing query parameter and a missing body field alike.
 */
function categoryOf(kind: ErrorKind, description: string): number {
  return kind === "invalid_argument" && /required/.test(description) ? 22 : CATEGORY[kind];
}

export const zuoraDialect: ErrorDialect = {
  render(err, ctx) {
    const status = DEFAULT_STATUS[err.kind];
    const violations = err.details.violations ?? [];
    if (!isV1(ctx.path)) {
      const code = typeof err.details.code === "string" ? err.details.code : NAME[err.kind];
      const reasons = violations.length
        ? violations.map((v) => ({ code, message: `${v.field}: ${v.description}` }))
        : [{ code, message: err.message }];
      return { status, headers: err.details.headers, body: { reasons } };
    }
    const code = (category: number) =>
      typeof err.details.code === "number"
        ? err.details.code
        : err.kind === "unauthenticated"
          ? INVALID_CREDENTIAL
          : UNKNOWN_RESOURCE * 100 + category;
    const reasons = violations.length
      ? violations.map((v) => ({
          code: code(categoryOf(err.kind, v.description)),
          message: `${v.field}: ${v.description}`,
        }))
      : [{ code: code(CATEGORY[err.kind]), message: err.message }];
    // Zuora's processId is 16 upper-case hex digits; the gateway's request id supplies them.
    const processId = ctx.requestId
      .replace(/[^0-9a-fA-F]/g, "")
      .slice(0, 16)
      .toUpperCase()
      .padEnd(16, "0");
    return { status, headers: err.details.headers, body: { success: false, processId, reasons } };
  },
};
