/**
 * CodeGuru Profiler's errors: the AWS REST-JSON format with `message` and the exceptions the service model
 * declares (ValidationException 400, ResourceNotFoundException 404, ConflictException 409,
 * ServiceQuotaExceededException 402, ThrottlingException 429, InternalServerException 500). The model has no
 * separate exception for a wrong media type or a bad `Accept`: both are invalid request members
 * (`contentType`, `accept`), hence ValidationException. ThrottlingException has no kind of its own; a
 * ServiceError may name it through details.code.
 */
import { awsRestJsonDialect } from "./aws";

export const awsCodeguruProfilerDialect = awsRestJsonDialect({
  messageField: "message",
  names: {
    invalid_argument: "ValidationException",
    failed_precondition: "ConflictException",
    unsupported_media_type: "ValidationException",
    not_acceptable: "ValidationException",
    payload_too_large: "ValidationException",
    // What the AWS front end answers for a method and path that name no operation.
    method_not_allowed: "UnknownOperationException",
    // What AWS answers a request without an Authorization header; a malformed one is named by the authenticator.
    unauthenticated: "MissingAuthenticationTokenException",
    permission_denied: "AccessDeniedException",
    not_found: "ResourceNotFoundException",
    already_exists: "ConflictException",
    aborted: "ConflictException",
    resource_exhausted: "ServiceQuotaExceededException",
    bad_gateway: "InternalServerException",
    gateway_timeout: "InternalServerException",
    internal: "InternalServerException",
  },
  statuses: {
    failed_precondition: 409,
    unsupported_media_type: 400,
    not_acceptable: 400,
    payload_too_large: 400,
    // AWS rejects missing or malformed credentials with 403; the model gives its quota error 402.
    unauthenticated: 403,
    resource_exhausted: 402,
  },
});
