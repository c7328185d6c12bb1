/** The configuration-delivery admin actions, served at POST /__admin/services/<service>/<action>. */
import { jsonObject, optionalString, requiredString } from "../../runtime/json-input";
import type { AdminAction } from "../../runtime/service";
import type { ConfigDelivery } from "./state/index";
import * as wire from "./wire";

export function configDeliveryAdmin(cd: ConfigDelivery): Record<string, AdminAction> {
  return {
    /**
     * An environment alarm goes off: the deployment in progress (DEPLOYING or BAKING) rolls back.
     * Body: {ApplicationId, EnvironmentId, AlarmArn?}; AlarmArn defaults to the first monitor's.
     */
    "trigger-alarm": (body) => {
      const b = jsonObject(body, "body", ["ApplicationId", "EnvironmentId", "AlarmArn"]);
      const rolledBack = cd.deployments.triggerAlarm(
        requiredString(b, "ApplicationId", "body"),
        requiredString(b, "EnvironmentId", "body"),
        optionalString(b, "AlarmArn", "body"),
      );
      return { rolledBack: rolledBack ? wire.deployment(rolledBack) : null };
    },
  };
}
