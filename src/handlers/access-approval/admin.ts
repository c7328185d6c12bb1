/**
 * The access-approval admin actions. Approval requests are raised by the provider's staff, never through the
 * public API: `raise-approval-request` stands in for them. `add-resource` places a project, folder or
 * organization in the resource hierarchy settings are inherited through.
 */
import { jsonObject, optionalString, requiredString } from "../../runtime/json-input";
import type { AdminAction } from "../../runtime/service";
import type { ApprovalRequests } from "./state/approval-requests";
import type { Hierarchy } from "./state/hierarchy";
import { parseRaiseInput, RAISE_FIELDS } from "./state/raise-input";
import { requestToWire } from "./wire";

export function adminActions(requests: ApprovalRequests, hierarchy: Hierarchy): Record<string, AdminAction> {
  return {
    "raise-approval-request": (body) =>
      requestToWire(requests.raise(parseRaiseInput(jsonObject(body, "body", RAISE_FIELDS)))),
    "add-resource": (body) => {
      const o = jsonObject(body, "body", ["name", "parent"]);
      return hierarchy.place(requiredString(o, "name", "body"), optionalString(o, "parent", "body"));
    },
  };
}
