/**
 * AWS AppConfig's errors: the AWS REST-JSON format with `Message` and the exception names and statuses
 * AppConfig documents (BadRequestException 400, ResourceNotFoundException 404, ConflictException 409,
 * ServiceQuotaExceededException 402, PayloadTooLargeException 413, InternalServerException 500). Extra body
 * fields (`Reason`/`Details`, `ResourceName`, `Measure`/`Limit`/`Size`) travel in ServiceError details.fields.
 */
import { awsRestJsonDialect } from "./aws";

export const awsAppConfigDialect = awsRestJsonDialect({
  messageField: "Message",
  names: {
    invalid_argument: "BadRequestException",
    failed_precondition: "BadRequestException",
    // AWS answers a request it cannot read (wrong media type) as a bad request too.
    unsupported_media_type: "BadRequestException",
    not_acceptable: "BadRequestException",
    method_not_allowed: "UnknownOperationException",
    unauthenticated: "UnrecognizedClientException",
    permission_denied: "AccessDeniedException",
    not_found: "ResourceNotFoundException",
    already_exists: "ConflictException",
    aborted: "ConflictException",
    payload_too_large: "PayloadTooLargeException",
    resource_exhausted: "ServiceQuotaExceededException",
    bad_gateway: "InternalServerException",
    gateway_timeout: "InternalServerException",
    internal: "InternalServerException",
  },
  statuses: {
    unsupported_media_type: 400,
    not_acceptable: 400,
    // AWS rejects missing or unrecognised credentials with 403, and AppConfig's quota errors are 402.
    unauthenticated: 403,
    resource_exhausted: 402,
  },
});
