/** The domain's refusals that recur across resources. */
import { ServiceError } from "../../../errors/service-error";

export function notFound(what: string, id: string): ServiceError {
  return new ServiceError("not_found", `${what} ${id} does not exist.`);
}

/** A documented business rule the request breaks (Zuora's "rule restriction" category). */
export function ruleViolation(message: string): ServiceError {
  return new ServiceError("failed_precondition", message);
}
