import type { ErrorKind, ServiceError } from "./service-error";

export interface RenderedError {
  status: number;
  headers?: Record<string, string>;
  body: unknown;
}

export interface ErrorContext {
  requestId: string;
  /** The request path, for dialects that echo it. */
  path: string;
}

/** Renders a ServiceError in one provider's format. One status table and one renderer per dialect. */
export interface ErrorDialect {
  render(err: ServiceError, ctx: ErrorContext): RenderedError;
  /**
   * The error the provider answers a query parameter the operation does not declare with, in its own words;
   * undefined where it ignores the parameter. A dialect without this method ignores every such parameter, as
   * most providers do (AWS, Twilio, Zuora, Ideal Postcodes, Token Metrics, API Setu).
   */
  unknownQueryParameter?(name: string): ServiceError | undefined;
}

/** The HTTP statuses most providers use for each kind; a dialect overrides where its provider differs. */
export const DEFAULT_STATUS: Record<ErrorKind, number> = {
  invalid_argument: 400,
  unauthenticated: 401,
  permission_denied: 403,
  not_found: 404,
  method_not_allowed: 405,
  already_exists: 409,
  aborted: 409,
  failed_precondition: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  not_acceptable: 406,
  resource_exhausted: 429,
  bad_gateway: 502,
  gateway_timeout: 504,
  internal: 500,
};
