/**
 * Admin actions of the pipeline-configuration service, served at `POST /__admin/services/<slug>/<action>`.
 * Their bodies have not been through the validator, so they are read with src/runtime/json-input.ts.
 */
import { jsonObject, requiredString } from "../../runtime/json-input";
import type { AdminAction } from "../../runtime/service";
import type { OAuthFlows } from "./state/oauth";

export function adminActions(oauth: OAuthFlows): Record<string, AdminAction> {
  return {
    // Stands in for the provider's consent screen: the user consents, the provider issues a code for the
    // consent's state and redirects to the redirect URL with it.
    "approve-oauth-consent": (raw) =>
      oauth.consent(requiredString(jsonObject(raw, "body", ["state"]), "state", "body")),
  };
}
