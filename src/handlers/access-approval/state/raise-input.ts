/**
 * An approval request as the provider's staff raise it, read from JSON: the body of the admin action
 * `raise-approval-request` and each entry of the fixtures. Both come from outside the validator, so the
 * fields are checked here before they reach the domain.
 */
import { invalid } from "../../../errors/service-error";
import { parseDuration } from "../../../runtime/clock";
import { jsonObject, optionalBoolean, optionalString, requiredString } from "../../../runtime/json-input";
import { type RaiseInput, REASON_TYPES, type ReasonType } from "./approval-requests";

/** The requested access duration when the raiser names none. */
export const DEFAULT_REQUESTED_DURATION = "P7D";

function isReasonType(value: string): value is ReasonType {
  return (REASON_TYPES as readonly string[]).includes(value);
}

/** What a raised request may carry (fixture entries add their outcome beside these). */
export const RAISE_FIELDS = [
  "id",
  "parent",
  "requestedDuration",
  "requestedResourceName",
  "excludesDescendants",
  "requestedReason",
  "requestedLocations",
];

/** The fields of a request as the provider's staff raise it; `where` names the input in errors. */
export function parseRaiseInput(value: unknown, where = "body"): RaiseInput {
  const o = jsonObject(value, where);
  const input: RaiseInput = {
    parent: requiredString(o, "parent", where),
    requestedDurationMs: parseDuration(
      optionalString(o, "requestedDuration", where) ?? DEFAULT_REQUESTED_DURATION,
    ),
  };
  const id = optionalString(o, "id", where);
  if (id !== undefined) input.id = id;
  const resource = optionalString(o, "requestedResourceName", where);
  if (resource !== undefined) input.requestedResourceName = resource;
  const excludesDescendants = optionalBoolean(o, "excludesDescendants", where);
  if (excludesDescendants !== undefined) input.excludesDescendants = excludesDescendants;
  if (o.requestedReason !== undefined) {
    const r = jsonObject(o.requestedReason, `${where}.requestedReason`, ["type", "detail"]);
    const type = optionalString(r, "type", `${where}.requestedReason`);
    if (type !== undefined && !isReasonType(type)) {
      throw invalid(`${where}.requestedReason.type`, `must be one of ${REASON_TYPES.join(", ")}`);
    }
    input.requestedReason = { type, detail: optionalString(r, "detail", `${where}.requestedReason`) };
  }
  if (o.requestedLocations !== undefined) {
    const l = jsonObject(o.requestedLocations, `${where}.requestedLocations`, [
      "principalOfficeCountry",
      "principalPhysicalLocationCountry",
    ]);
    input.requestedLocations = {
      principalOfficeCountry: optionalString(l, "principalOfficeCountry", `${where}.requestedLocations`),
      principalPhysicalLocationCountry: optionalString(
        l,
        "principalPhysicalLocationCountry",
        `${where}.requestedLocations`,
      ),
    };
  }
  return input;
}
