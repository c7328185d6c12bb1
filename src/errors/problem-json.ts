/**
 * RFC 9457 problem details (`application/problem+json`), the error format of a mounted spec that names no
 * dialect of its own. `type` is the RFC 9110 section that defines the status (as ASP.NET Core does), `title`
 * its reason phrase, `detail` what went wrong with this request; a validation failure adds an `errors`
 * extension member with one entry per violation: the JSON pointer into the request seen as a document
 * (`/query/limit`, `/headers/x-request-id`, `/body/items/0/quantity`), the schema keyword that failed, and
 * the validator's message. Every violation is listed up to a bound (20); `moreErrors` counts the others.
 */
import { DEFAULT_STATUS, type ErrorDialect } from "./dialect";
import type { ErrorKind } from "./service-error";

/** RFC 9110's section for each status a kind maps to, and the status's reason phrase. */
const STATUS: Record<ErrorKind, { section: string; title: string }> = {
  invalid_argument: { section: "15.5.1", title: "Bad Request" },
  unauthenticated: { section: "15.5.2", title: "Unauthorized" },
  permission_denied: { section: "15.5.4", title: "Forbidden" },
  not_found: { section: "15.5.5", title: "Not Found" },
  method_not_allowed: { section: "15.5.6", title: "Method Not Allowed" },
  not_acceptable: { section: "15.5.7", title: "Not Acceptable" },
  already_exists: { section: "15.5.10", title: "Conflict" },
  aborted: { section: "15.5.10", title: "Conflict" },
  // A precondition the request itself cannot meet: the 400 that DEFAULT_STATUS gives it.
  failed_precondition: { section: "15.5.1", title: "Bad Request" },
  payload_too_large: { section: "15.5.14", title: "Content Too Large" },
  unsupported_media_type: { section: "15.5.16", title: "Unsupported Media Type" },
  // RFC 6585 defines 429, outside RFC 9110.
  resource_exhausted: { section: "", title: "Too Many Requests" },
  internal: { section: "15.6.1", title: "Internal Server Error" },
  bad_gateway: { section: "15.6.3", title: "Bad Gateway" },
  gateway_timeout: { section: "15.6.5", title: "Gateway Timeout" },
};

export const PROBLEM_JSON = "application/problem+json";

function typeOf(kind: ErrorKind): string {
  const { section } = STATUS[kind];
  return section
    ? `https://www.rfc-editor.org/rfc/rfc9110#section-${section}`
    : "https://www.rfc-editor.org/rfc/rfc6585#section-4";
}

export const problemJsonDialect: ErrorDialect = {
  render(err, ctx) {
    const status = DEFAULT_STATUS[err.kind];
    const body: Record<string, unknown> = {
      type: typeOf(err.kind),
      title: STATUS[err.kind].title,
      status,
      detail: err.message,
      instance: ctx.path,
    };
    const violations = err.details.violations ?? [];
    if (violations.length > 0) {
      body.errors = violations.map((v) => ({
        pointer: v.pointer ?? "",
        keyword: v.keyword ?? "invalid",
        message: v.description,
      }));
      if (err.details.moreViolations) body.moreErrors = err.details.moreViolations;
    }
    return { status, headers: { ...err.details.headers, "Content-Type": PROBLEM_JSON }, body };
  },
};
