/** The errors of the pipeline-configuration domain, as Airbyte's server reports them. */
import { ServiceError } from "../../../errors/service-error";
import type { ActorKind } from "./configuration-records";

/** Airbyte's 404: ConfigNotFoundException names the config type and the id. */
export function notFound(what: string, id: string | number): ServiceError {
  return new ServiceError("not_found", `Could not find configuration for ${what}: ${id}.`, {
    fields: { id: String(id) },
  });
}

/** A 422 naming the property path (from the request body's root) and the value that failed. */
export function invalidInput(propertyPath: string, message: string, invalidValue?: unknown): ServiceError {
  return invalidProperties([{ propertyPath, message, invalidValue }]);
}

export interface PropertyViolation {
  propertyPath: string;
  message: string;
  invalidValue?: unknown;
}

export function invalidProperties(violations: PropertyViolation[]): ServiceError {
  const invalidValues: Record<string, string> = {};
  for (const v of violations) {
    if (v.invalidValue !== undefined) {
      invalidValues[v.propertyPath] =
        typeof v.invalidValue === "string" ? v.invalidValue : JSON.stringify(v.invalidValue);
    }
  }
  return new ServiceError(
    "invalid_argument",
    violations.map((v) => `${v.propertyPath}: ${v.message}`).join("; "),
    {
      violations: violations.map((v) => ({ field: v.propertyPath, description: v.message })),
      fields: { invalidValues },
    },
  );
}

/** How messages name an actor kind. */
export function label(kind: ActorKind): string {
  return kind === "source" ? "Source" : "Destination";
}
