/**
 * The Token Metrics API's error body: `{success: false, message}`, the same envelope its successful answers
 * use with `success` false and no data. A missing or unknown `api_key` is a 401, bad parameters a 400.
 */
import { DEFAULT_STATUS, type ErrorDialect } from "./dialect";
import type { ErrorKind } from "./service-error";

/** The provider documents no distinct statuses beyond these; the rest keep their usual HTTP meaning. */
const STATUS: Record<ErrorKind, number> = {
  ...DEFAULT_STATUS,
  // A rule the request breaks is a bad request to this API (it has no 412-style precondition answers).
  failed_precondition: 400,
};

export const tokenMetricsDialect: ErrorDialect = {
  render(err) {
    return {
      status: STATUS[err.kind],
      headers: err.details.headers,
      body: { success: false, message: err.message },
    };
  },
};
