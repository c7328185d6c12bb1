/**
 * The Open Banking error response (OBErrorResponse1): `{Code, Id, Message, Errors: [{ErrorCode, Message,
 * Path, Url}]}`. `Code` is the high-level category (the HTTP status and its reason, e.g. `400 BadRequest`),
 * `Id` the unique reference of the error instance, and each entry of `Errors` carries one of the standard
 * `UK.OBIE.*` error codes, with `Path` naming the field or parameter in error.
 */
import { DEFAULT_STATUS, type ErrorDialect } from "./dialect";
import type { ErrorKind } from "./service-error";

/**
 * The standard code for each kind. Kinds the standard has no code for (a wrong method, a conflict, an
 * overload, missing credentials on a service that has none) keep their HTTP status and carry
 * UK.OBIE.UnexpectedError, the standard's catch-all.
 */
const ERROR_CODE: Record<ErrorKind, string> = {
  invalid_argument: "UK.OBIE.Field.Invalid",
  unauthenticated: "UK.OBIE.UnexpectedError",
  permission_denied: "UK.OBIE.UnexpectedError",
  not_found: "UK.OBIE.Resource.NotFound",
  method_not_allowed: "UK.OBIE.UnexpectedError",
  already_exists: "UK.OBIE.Rules.ResourceAlreadyExists",
  aborted: "UK.OBIE.UnexpectedError",
  failed_precondition: "UK.OBIE.UnexpectedError",
  payload_too_large: "UK.OBIE.Resource.InvalidFormat",
  unsupported_media_type: "UK.OBIE.Header.Invalid",
  not_acceptable: "UK.OBIE.Header.Invalid",
  resource_exhausted: "UK.OBIE.UnexpectedError",
  bad_gateway: "UK.OBIE.UnexpectedError",
  gateway_timeout: "UK.OBIE.UnexpectedError",
  internal: "UK.OBIE.UnexpectedError",
};

const REASON: Record<number, string> = {
  400: "BadRequest",
  401: "Unauthorized",
  403: "Forbidden",
  404: "NotFound",
  405: "MethodNotAllowed",
  406: "NotAcceptable",
  409: "Conflict",
  413: "PayloadTooLarge",
  415: "UnsupportedMediaType",
  429: "TooManyRequests",
  500: "InternalServerError",
  502: "BadGateway",
  504: "GatewayTimeout",
};

/** The standard's Id and Code hold at most 40 characters; a longer caller-chosen request id is left out. */
const MAX_ID = 40;

export const openBankingDialect: ErrorDialect = {
  render(err, ctx) {
    const status = DEFAULT_STATUS[err.kind];
    const code = typeof err.details.code === "string" ? err.details.code : ERROR_CODE[err.kind];
    const errors = err.details.violations?.length
      ? err.details.violations.map((v) => ({
          ErrorCode: ERROR_CODE.invalid_argument,
          Message: v.description,
          Path: v.field,
        }))
      : [{ ErrorCode: code, Message: err.message }];
    const body: Record<string, unknown> = { Code: `${status} ${REASON[status] ?? "Error"}` };
    if (ctx.requestId && ctx.requestId.length <= MAX_ID) body.Id = ctx.requestId;
    body.Message = err.message;
    body.Errors = errors;
    return { status, headers: err.details.headers, body };
  },
};
