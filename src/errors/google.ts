/**
 * Google's JSON error format: `{error: {code, message, status, details}}` with canonical status names
 * (google.rpc.Code) and, for validation failures, a google.rpc.BadRequest detail listing field violations.
 */
import { DEFAULT_STATUS, type ErrorDialect } from "./dialect";
import { type ErrorKind, ServiceError } from "./service-error";

const CANONICAL: Record<ErrorKind, string> = {
  invalid_argument: "INVALID_ARGUMENT",
  unauthenticated: "UNAUTHENTICATED",
  permission_denied: "PERMISSION_DENIED",
  not_found: "NOT_FOUND",
  // google.rpc.Code has no name for these two transport errors; both are the caller's malformed request.
  method_not_allowed: "INVALID_ARGUMENT",
  unsupported_media_type: "INVALID_ARGUMENT",
  not_acceptable: "INVALID_ARGUMENT",
  already_exists: "ALREADY_EXISTS",
  aborted: "ABORTED",
  failed_precondition: "FAILED_PRECONDITION",
  payload_too_large: "INVALID_ARGUMENT",
  resource_exhausted: "RESOURCE_EXHAUSTED",
  bad_gateway: "UNAVAILABLE",
  gateway_timeout: "DEADLINE_EXCEEDED",
  internal: "INTERNAL",
};

/**
 * Google's system parameters (cloud.google.com/apis/docs/system-parameters), which every Google API takes
 * besides its own and which the googleapis client sends (`$.xgafv`, `prettyPrint`, ...): never unknown.
 */
const SYSTEM_PARAMETERS = new Set([
  "$.xgafv",
  "$alt",
  "$apiFormat",
  "$apiVersion",
  "$callback",
  "$ct",
  "$fields",
  "$httpMethod",
  "$prettyPrint",
  "$quotaUser",
  "$userProject",
  "access_token",
  "alt",
  "callback",
  "fields",
  "key",
  "oauth_token",
  "prettyPrint",
  "quotaUser",
  "upload_protocol",
  "uploadType",
]);

export const googleDialect: ErrorDialect = {
  /** A Google API binds every query parameter to a field of its request message and refuses one it cannot. */
  unknownQueryParameter(name) {
    if (SYSTEM_PARAMETERS.has(name)) return undefined;
    const message = `Invalid JSON payload received. Unknown name "${name}": Cannot bind query parameter. Field '${name}' could not be found in request message.`;
    return new ServiceError("invalid_argument", message, {
      violations: [{ field: name, description: message }],
    });
  },
  render(err) {
    const status = DEFAULT_STATUS[err.kind];
    const details: Record<string, unknown>[] = [];
    if (err.details.violations?.length) {
      details.push({
        "@type": "type.googleapis.com/google.rpc.BadRequest",
        fieldViolations: err.details.violations.map((v) => ({ field: v.field, description: v.description })),
      });
    }
    const body: Record<string, unknown> = { code: status, message: err.message, status: CANONICAL[err.kind] };
    if (details.length > 0) body.details = details;
    return { status, headers: err.details.headers, body: { error: body } };
  },
};
