/**
 * FrankieOne's JSON error format (KYC API v1.2 ErrorObject): `{errorCode, errorMsg, httpStatusCode, issues,
 * requestId}`, where `issues` lists `{issue, issueLocation}` pairs naming the inputs that were wrong and
 * `httpStatusCode` repeats the status of the response. A domain rule with its own code (a refused check type,
 * say) passes it in `details.code`; otherwise the code names the kind.
 */
import { DEFAULT_STATUS, type ErrorDialect } from "./dialect";
import type { ErrorKind } from "./service-error";

const CODE: Record<ErrorKind, string> = {
  invalid_argument: "VAL-0400",
  unauthenticated: "AUTH-0401",
  permission_denied: "AUTH-0403",
  not_found: "API-0404",
  method_not_allowed: "API-0405",
  already_exists: "API-0409",
  aborted: "API-0409",
  failed_precondition: "ENT-0400",
  payload_too_large: "API-0413",
  unsupported_media_type: "API-0415",
  not_acceptable: "API-0406",
  resource_exhausted: "API-0429",
  bad_gateway: "SYS-0502",
  gateway_timeout: "SYS-0504",
  internal: "SYS-0500",
};

export const frankieoneDialect: ErrorDialect = {
  render(err, ctx) {
    const status = DEFAULT_STATUS[err.kind];
    const errorCode = typeof err.details.code === "string" ? err.details.code : CODE[err.kind];
    const issues = (err.details.violations ?? []).map((v) => ({
      issue: v.description,
      issueLocation: v.field,
    }));
    return {
      status,
      headers: err.details.headers,
      body: { errorCode, errorMsg: err.message, httpStatusCode: status, issues, requestId: ctx.requestId },
    };
  },
};
