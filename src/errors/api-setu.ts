/**
 * The error body of the national document-exchange (API Setu) certificate APIs: `{error, errorDescription}`,
 * where `error` is one of the documented codes: 400 `missing_parameter`, `invalid_parameter`,
 * `invalid_format`, `invalid_txnid`, `invalid_consentid`; 401 `invalid_authentication`,
 * `invalid_authorization`; 404 `record_not_found`, `url_not_found`; 500 `internal_server_error`;
 * 502 `bad_gatewy` (spelled so in the provider's documentation); 503 `service_unavailable`;
 * 504 `gateway_timeout`. Domain code names a specific code in `details.code`; the table gives each kind's.
 */
import type { ErrorDialect } from "./dialect";
import type { ErrorKind, FieldViolation } from "./service-error";

const ERROR: Record<ErrorKind, { status: number; error: string }> = {
  invalid_argument: { status: 400, error: "invalid_parameter" },
  // A txnId reused for another document is the documented invalid_txnid, with its own description.
  already_exists: { status: 400, error: "invalid_txnid" },
  aborted: { status: 400, error: "invalid_txnid" },
  failed_precondition: { status: 400, error: "invalid_parameter" },
  unauthenticated: { status: 401, error: "invalid_authentication" },
  permission_denied: { status: 401, error: "invalid_authorization" },
  // A path or method the API does not have: the provider answers url_not_found for both.
  not_found: { status: 404, error: "url_not_found" },
  method_not_allowed: { status: 405, error: "url_not_found" },
  // Bodies that are not the JSON the API takes are bad requests in the provider's terms.
  unsupported_media_type: { status: 415, error: "invalid_parameter" },
  not_acceptable: { status: 406, error: "invalid_format" },
  payload_too_large: { status: 413, error: "invalid_parameter" },
  resource_exhausted: { status: 429, error: "service_unavailable" },
  bad_gateway: { status: 502, error: "bad_gatewy" },
  gateway_timeout: { status: 504, error: "gateway_timeout" },
  internal: { status: 500, error: "internal_server_error" },
};

/**
 * The documented 400 code for a rejected input: the wrong `format`, `txnId` or `consentId` each have their
 * own (a missing parameter is `missing_parameter` whichever it is), anything else `invalid_parameter`.
 */
function violationCode(v: FieldViolation): string {
  if (/required property/.test(v.description)) return "missing_parameter";
  if (v.field === "format") return "invalid_format";
  if (v.field === "txnId") return "invalid_txnid";
  if (v.field.endsWith("consentId")) return "invalid_consentid";
  return "invalid_parameter";
}

export const apiSetuDialect: ErrorDialect = {
  render(err) {
    const { status, error } = ERROR[err.kind];
    const first = err.details.violations?.[0];
    if (typeof err.details.code !== "string" && err.kind === "invalid_argument" && first) {
      return {
        status,
        headers: err.details.headers,
        body: { error: violationCode(first), errorDescription: err.message },
      };
    }
    return {
      status,
      headers: err.details.headers,
      body: {
        error: typeof err.details.code === "string" ? err.details.code : error,
        errorDescription: err.message,
      },
    };
  },
};
