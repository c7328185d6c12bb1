/**
 * The gateway's own error format, `{"error": {"kind", "message"}}` at the kind's usual status: for the admin
 * API and for requests outside every service, where no provider's format applies.
 */
import { DEFAULT_STATUS, type ErrorDialect } from "./dialect";

export const gatewayDialect: ErrorDialect = {
  render: (err) => ({
    status: DEFAULT_STATUS[err.kind],
    body: { error: { kind: err.kind, message: err.message } },
  }),
};
