/** The billing admin actions: the gateway's callout receiver, token issuance and mass actions. */
import { invalid } from "../../errors/service-error";
import type { Clock } from "../../runtime/clock";
import { jsonObject, optionalString } from "../../runtime/json-input";
import type { AdminAction } from "../../runtime/service";
import type { Billing } from "./state/index";

export function adminActions(billing: Billing, clock: Clock): Record<string, AdminAction> {
  return {
    // The gateway's own callout receiver, the default target of callout notifications: it records whatever
    // payload a notification definition's callout sends, so it takes any body.
    "receive-callout": (body) => billing.callouts.receive(body),
    "received-callouts": (body) => {
      jsonObject(body, "body", []);
      return { callouts: billing.callouts.receivedAll() };
    },
    // Token issuance is not part of this slice: new tokens (after custom events are enabled) come from here.
    "issue-token": (body) => {
      const o = jsonObject(body ?? {}, "body", ["tenantId", "userId", "entityIds"]);
      const tenantId = optionalString(o, "tenantId", "body") ?? "tenant-northwind";
      const userId = optionalString(o, "userId", "body") ?? "api-user";
      if (o.entityIds !== undefined && !Array.isArray(o.entityIds))
        throw invalid("body.entityIds", "must be a list of entity ids");
      const entityIds = Array.isArray(o.entityIds)
        ? o.entityIds.map((e, i) => {
            if (typeof e !== "string") throw invalid(`body.entityIds.${i}`, "must be a string");
            return e;
          })
        : billing.tenants
            .entities(tenantId)
            .map((e) => e.id)
            .slice(0, 1);
      const now = clock.now().toISOString();
      return { token: billing.tenants.issueToken(tenantId, userId, entityIds, now) };
    },
    // Mass actions are started by uploading a file in the real API, which this slice does not carry.
    "start-mass-action": (body) => {
      const o = jsonObject(body ?? {}, "body", ["entityId", "actionType", "totalCount"]);
      const entityId = optionalString(o, "entityId", "body") ?? "ent-northwind";
      if (!billing.tenants.hasEntity(entityId)) throw invalid("body.entityId", `no entity ${entityId}`);
      const actionType = optionalString(o, "actionType", "body") ?? "UpdateAccount";
      const totalCount = o.totalCount;
      if (
        typeof totalCount !== "number" ||
        !Number.isInteger(totalCount) ||
        totalCount < 1 ||
        totalCount > 500_000
      ) {
        throw invalid("body.totalCount", "must be an integer from 1 to 500000");
      }
      return billing.massActions.start(entityId, actionType, totalCount);
    },
  };
}
