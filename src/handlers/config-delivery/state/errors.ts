/** The errors of the configuration-delivery domain, as AppConfig names them. */
import { ServiceError } from "../../../errors/service-error";

/** BadRequestException; `fields` carries AppConfig's `Reason` and `Details` when it gives them. */
export function badRequest(message: string, fields?: Record<string, unknown>): ServiceError {
  return new ServiceError("invalid_argument", message, fields ? { fields } : {});
}

/** ResourceNotFoundException names the kind of resource that is missing in `ResourceName`. */
export function notFound(resourceName: string, message: string): ServiceError {
  return new ServiceError("not_found", message, { fields: { ResourceName: resourceName } });
}

/** ConflictException: a stale version token, a busy environment, a duplicate. */
export function conflict(message: string): ServiceError {
  return new ServiceError("aborted", message);
}
