/**
 * Admin actions of the address-lookup service (`POST /__admin/services/address-lookup/<action>`): what the
 * provider's dashboard does for a customer. Bodies have not been through the validator, so they are read with
 * src/runtime/json-input.ts.
 */
import { invalid } from "../../errors/service-error";
import {
  type Json,
  jsonObject,
  optionalBoolean,
  optionalString,
  requiredString,
} from "../../runtime/json-input";
import type { AdminAction } from "../../runtime/service";
import type { KeyRing } from "./state/keys";
import { keyDetails } from "./wire/keys";

/** A whole number of an admin action's body (json-input.ts reads strings and booleans). */
function count(body: Json, key: string, fallback?: number | null): number | null {
  const v = Object.hasOwn(body, key) ? body[key] : undefined;
  if (v === undefined && fallback !== undefined) return fallback;
  if (v === null && fallback === null) return null;
  if (typeof v !== "number" || !Number.isInteger(v) || v < 0 || v > 1e9) {
    throw invalid(`body.${key}`, "must be a whole number from 0 to 1,000,000,000");
  }
  return v;
}

/**
 * Admin actions: `add-key` issues a key with a balance and daily limit to the owner of a user_token (a new
 * owner for a new token), as the provider's dashboard does; `top-up` adds lookups to a key's balance.
 */
export function adminActions(keys: KeyRing): Record<string, AdminAction> {
  return {
    "add-key": (raw) => {
      const body = jsonObject(raw, "body");
      const key = keys.addKey({
        key: requiredString(body, "key", "body"),
        user_token: requiredString(body, "user_token", "body"),
        email: optionalString(body, "email", "body") ?? "",
        lookups: count(body, "lookups") ?? 0,
        daily_limit: count(body, "daily_limit", null),
        sublicensed: optionalBoolean(body, "sublicensed", "body") ?? false,
      });
      return { key: key.key, ...keyDetails(keys, key) };
    },
    "top-up": (raw) => {
      const body = jsonObject(raw, "body");
      const key = keys.topUp(requiredString(body, "key", "body"), count(body, "lookups") ?? 0);
      return { key: key.key, ...keyDetails(keys, key) };
    },
  };
}
