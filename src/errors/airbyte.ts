/**
 * The Airbyte Configuration API's error records: `KnownExceptionInfo` (`{message, exceptionClassName,
 * exceptionStack}`), with the missing object's `id` on a 404 (`NotFoundKnownExceptionInfo`) and the failing
 * properties on a 422 (`InvalidInputExceptionInfo.validationErrors[{propertyPath, invalidValue, message}]`).
 * Airbyte answers invalid input with 422, not 400, and a conflicting write (a second sync) with 409.
 * The stack is always empty: a gateway never shows its own.
 */
import { DEFAULT_STATUS, type ErrorDialect } from "./dialect";
import type { ErrorKind } from "./service-error";

const STATUS: Record<ErrorKind, number> = { ...DEFAULT_STATUS, invalid_argument: 422 };

const PACKAGE = "io.airbyte.commons.server.errors";

/** The server's exception class for each kind, as Airbyte's exception mappers name them. */
const EXCEPTION_CLASS: Record<ErrorKind, string> = {
  invalid_argument: "javax.validation.ConstraintViolationException",
  // Airbyte OSS has no authentication of its own; these name what its authenticating proxy answers.
  unauthenticated: `${PACKAGE}.AuthException`,
  permission_denied: `${PACKAGE}.ForbiddenProblem`,
  not_found: `${PACKAGE}.IdNotFoundKnownException`,
  method_not_allowed: `${PACKAGE}.BadRequestException`,
  unsupported_media_type: `${PACKAGE}.BadRequestException`,
  not_acceptable: `${PACKAGE}.BadRequestException`,
  payload_too_large: `${PACKAGE}.BadRequestException`,
  already_exists: `${PACKAGE}.ValueConflictKnownException`,
  aborted: `${PACKAGE}.ValueConflictKnownException`,
  failed_precondition: `${PACKAGE}.BadRequestException`,
  resource_exhausted: `${PACKAGE}.BadRequestException`,
  bad_gateway: `${PACKAGE}.InternalServerKnownException`,
  gateway_timeout: `${PACKAGE}.InternalServerKnownException`,
  internal: `${PACKAGE}.InternalServerKnownException`,
};

export const airbyteDialect: ErrorDialect = {
  render(err) {
    const status = STATUS[err.kind];
    const body: Record<string, unknown> = {
      message: err.message,
      exceptionClassName: typeof err.details.code === "string" ? err.details.code : EXCEPTION_CLASS[err.kind],
      exceptionStack: [],
    };
    if (err.kind === "not_found" && typeof err.details.fields?.id === "string")
      body.id = err.details.fields.id;
    if (status === 422) {
      const invalidValues = (err.details.fields?.invalidValues ?? {}) as Record<string, string>;
      body.validationErrors = (err.details.violations ?? []).map((v) => {
        const property: Record<string, string> = { propertyPath: v.field, message: v.description };
        // Own properties only: a field named `__proto__` (an unknown query parameter) has no invalid value.
        if (Object.hasOwn(invalidValues, v.field)) property.invalidValue = invalidValues[v.field];
        return property;
      });
    }
    return { status, headers: err.details.headers, body };
  },
};
