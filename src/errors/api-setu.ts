/**
 * The error body of the national document-exchange (API Setu) certificate APIs: `{error, errorDescription}`,
 * where `error` is one of the documented codes and `errorDescription` is that code's one fixed text, as the
 * provider answers it (never the particulars of the failure). Statuses: 400 `missing_parameter`,
 * `invalid_parameter`, `invalid_format`, `invalid_txnid`, `invalid_consentid`; 401 `invalid_authentication`,
 * `invalid_authorization`; 404 `record_not_found`, `url_not_found`; 500 `internal_server_error`;
 * 502 `bad_gatewy` (spelled so in the provider's documentation); 503 `service_unavailable`;
 * 504 `gateway_timeout`. Domain code names a specific code in `details.code`; the table gives each kind's.
 */
import type { ErrorDialect } from "./dialect";
import type { ErrorKind, FieldViolation } from "./service-error";

const DESCRIPTION = {
  missing_parameter: "Please provide all mandatory parameters",
  invalid_parameter: "Bad request",
  invalid_format: "The format parameter is invalid",
  invalid_txnid: "The txnId parameter must be in UUID format",
  invalid_consentid: "The consentId parameter must be in UUID format",
  invalid_authentication: "Authentication failed",
  invalid_authorization: "You are not authorized to use this API",
  record_not_found: "No record found",
  url_not_found: "Your API url or path is incorrect",
  internal_server_error: "Internal server error",
  bad_gatewy: "Publisher service returned an invalid response",
  service_unavailable: "Publisher service is temporarily unavailable",
  gateway_timeout: "Publisher service did not respond in time",
} as const;

type ApiSetuError = keyof typeof DESCRIPTION;

const ERROR: Record<ErrorKind, { status: number; error: ApiSetuError }> = {
  invalid_argument: { status: 400, error: "invalid_parameter" },
  // A txnId reused for another request is not a valid txnId for it: the documented invalid_txnid.
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

function isApiSetuError(code: unknown): code is ApiSetuError {
  return typeof code === "string" && Object.hasOwn(DESCRIPTION, code);
}

/**
 * The documented 400 code for a rejected input: the wrong `format`, `txnId` or `consentId` each have their
 * own (a missing parameter is `missing_parameter` whichever it is), anything else `invalid_parameter`.
 */
function violationCode(v: FieldViolation): ApiSetuError {
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
    const code = isApiSetuError(err.details.code)
      ? err.details.code
      : err.kind === "invalid_argument" && first
        ? violationCode(first)
        : error;
    return {
      status,
      headers: err.details.headers,
      body: { error: code, errorDescription: DESCRIPTION[code] },
    };
  },
};
