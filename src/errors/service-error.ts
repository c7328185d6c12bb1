/**
 * The one error type of domain code. Domain code names a kind, never an HTTP status;
 * each dialect in src/errors maps kinds to its provider's statuses and body.
 */

export const ERROR_KINDS = [
  "invalid_argument",
  "unauthenticated",
  "permission_denied",
  "not_found",
  "method_not_allowed",
  "already_exists",
  "aborted",
  "failed_precondition",
  "payload_too_large",
  "unsupported_media_type",
  "not_acceptable",
  "resource_exhausted",
  "bad_gateway",
  "gateway_timeout",
  "internal",
] as const;

export type ErrorKind = (typeof ERROR_KINDS)[number];

export interface FieldViolation {
  /** Where: a parameter name or a JSON pointer into the body. */
  field: string;
  description: string;
}

export interface ErrorDetails {
  /** Which inputs were wrong, for validation failures. */
  violations?: FieldViolation[];
  /** A provider-specific error name or code that overrides the dialect's default for the kind. */
  code?: string | number;
  /** Extra body fields some providers document for an error (e.g. AWS `ResourceName`). */
  fields?: Record<string, unknown>;
  /** Response headers the error carries (e.g. `Allow` on a 405). */
  headers?: Record<string, string>;
}

export class ServiceError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = "ServiceError";
  }
}

/** An invalid argument naming the one input that is wrong: what a domain rule the spec cannot express throws. */
export function invalid(field: string, description: string): ServiceError {
  return new ServiceError("invalid_argument", `${field}: ${description}`, {
    violations: [{ field, description }],
  });
}
