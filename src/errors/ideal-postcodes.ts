/**
 * The Ideal Postcodes error format: `{code, message}`, where `code` is the provider's 4-digit API code whose
 * first three digits are the HTTP status (4010 invalid key, 4020 balance depleted, 4040 postcode not found,
 * ...). The official clients map specific codes to results (4040 to an empty list, 4044 and 4046 to null)
 * and fall back to the HTTP status otherwise. A 400 lists the failing inputs in `errors`; a 4040 carries
 * `suggestions`, passed by the domain in `details.fields`.
 */
import type { ErrorDialect } from "./dialect";
import type { ErrorKind } from "./service-error";

/** [HTTP status, default API code] per kind; a domain error names a more specific code in details.code. */
const STATUS_AND_CODE: Record<ErrorKind, [number, number]> = {
  invalid_argument: [400, 4000],
  // The provider documents no 403: a rejected credential is a 401, failed user authentication 4012.
  permission_denied: [401, 4012],
  unauthenticated: [401, 4010],
  not_found: [404, 4040],
  // The provider documents no codes for these transport errors; each is the caller's malformed request.
  method_not_allowed: [405, 4000],
  unsupported_media_type: [415, 4000],
  not_acceptable: [406, 4000],
  payload_too_large: [413, 4001],
  already_exists: [400, 4001],
  aborted: [400, 4001],
  failed_precondition: [400, 4001],
  // Out of lookups for today: 4021; an exhausted balance names 4020 in details.code.
  resource_exhausted: [402, 4021],
  bad_gateway: [503, 5000],
  gateway_timeout: [500, 5002],
  internal: [500, 5000],
};

export const idealPostcodesDialect: ErrorDialect = {
  render(err) {
    const [status, defaultCode] = STATUS_AND_CODE[err.kind];
    const code = typeof err.details.code === "number" ? err.details.code : defaultCode;
    const body: Record<string, unknown> = { code, message: err.message, ...err.details.fields };
    if (err.details.violations?.length) {
      body.errors = err.details.violations.map((v) => ({ field: v.field, message: v.description }));
    }
    return { status, headers: err.details.headers, body };
  },
};
