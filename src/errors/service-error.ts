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
  /** Where, as a JSON pointer into the request seen as a document (`/query/limit`, `/body/items/0`), when known. */
  pointer?: string;
  /** The schema keyword that failed (`minimum`, `required`...), when a schema check found it. */
  keyword?: string;
}

export interface ErrorDetails {
  /** Which inputs were wrong, for validation failures. */
  violations?: FieldViolation[];
  /** How many more violations were found than `violations` lists (the list is bounded). */
  moreViolations?: number;
  /** A provider-specific error name or code that overrides the dialect's default for the kind. */
  code?: string | number;
  /** Extra body fields some providers document for an error (e.g. AWS `ResourceName`). */
  fields?: Record<string, unknown>;
  /** Response headers the error carries (e.g. `Allow` on a 405). */
  headers?: Record<string, string>;
}

/**
 * A ServiceError is an answer to the caller (a 4xx, or a documented 5xx such as an upstream timeout), never a
 * fault of the gateway's: nothing reads where it was thrown, so it is made without a stack trace, which V8
 * would otherwise capture on every refused request. Unexpected exceptions keep theirs and are logged with it.
 */
export class ServiceError extends Error {
  override readonly name = "ServiceError";
  readonly kind: ErrorKind;
  readonly details: ErrorDetails;

  constructor(kind: ErrorKind, message: string, details: ErrorDetails = {}) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.kind = kind;
    this.details = details;
  }
}

/** An invalid argument naming the one input that is wrong: what a domain rule the spec cannot express throws. */
export function invalid(field: string, description: string): ServiceError {
  return new ServiceError("invalid_argument", `${field}: ${description}`, {
    violations: [{ field, description }],
  });
}
