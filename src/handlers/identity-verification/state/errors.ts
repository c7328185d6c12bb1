/** The service's own error codes on invalid arguments (FrankieOne's CHK-, BUS-, DOC-, ENT- codes). */
import { ServiceError } from "../../../errors/service-error";

/** An invalid argument with the service's own error code for the rule it breaks (e.g. CHK-0003). */
export function refuse(code: string, field: string, message: string): ServiceError {
  return new ServiceError("invalid_argument", message, {
    code,
    violations: [{ field, description: message }],
  });
}
