/**
 * Twilio's JSON error format: `{code, message, more_info, status}`, where `code` is a Twilio error code
 * and `more_info` the page documenting it, which the `twilio` client reads into RestException.
 * Twilio's generic REST codes are 20000 plus the HTTP status (20403, 20404, 20429, 20500, 20503), with
 * 20003 for failed authentication, 20004 for a method not allowed and 20422 for an invalid parameter.
 */
import { DEFAULT_STATUS, type ErrorDialect } from "./dialect";
import type { ErrorKind } from "./service-error";

const STATUS: Record<ErrorKind, number> = { ...DEFAULT_STATUS, failed_precondition: 400 };

const CODE: Partial<Record<ErrorKind, number>> = {
  invalid_argument: 20422,
  failed_precondition: 20422,
  unauthenticated: 20003,
  method_not_allowed: 20004,
};

export const twilioDialect: ErrorDialect = {
  render(err, ctx) {
    const status = STATUS[err.kind];
    const code = typeof err.details.code === "number" ? err.details.code : (CODE[err.kind] ?? 20000 + status);
    // Twilio names the missing resource by its path rather than by a domain message.
    const message =
      err.kind === "not_found"
        ? `The requested resource ${ctx.path.split("?")[0]} was not found`
        : err.message;
    return {
      status,
      headers: err.details.headers,
      body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
    };
  },
};
