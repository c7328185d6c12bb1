/**
 * Admin actions of the address-lookup service (`POST /__admin/services/address-lookup/<action>`): what the
 * provider's dashboard does for a customer. Bodies have not been through the validator, so they are read with
 * src/runtime/json-input.ts, and a field an action does not take is refused.
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
import type { Datasets } from "./state/delivery-points";
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

/** At most this many allowed URLs on one key: enough for any site list, and a bound on what a key holds. */
const MAX_ALLOWED_URLS = 100;

/**
 * The key's allowed URLs, under `allowed_urls` or `whitelist` (the name the same list has on a licensee),
 * matched against Origin and Referer as state/restrictions.ts describes; none allows every request.
 */
function allowedUrls(body: Json): string[] {
  if (Object.hasOwn(body, "allowed_urls") && Object.hasOwn(body, "whitelist"))
    throw invalid("body.whitelist", "names the same list as allowed_urls: give one of them");
  const key = Object.hasOwn(body, "whitelist") ? "whitelist" : "allowed_urls";
  const v = Object.hasOwn(body, key) ? body[key] : [];
  if (
    !Array.isArray(v) ||
    v.length > MAX_ALLOWED_URLS ||
    v.some((u) => typeof u !== "string" || u.trim() === "" || u.length > 2048)
  )
    throw invalid(`body.${key}`, `must be a list of at most ${MAX_ALLOWED_URLS} non-empty URLs or domains`);
  return v as string[];
}

const DATASETS = ["paf", "mr", "nyb"] as const;
/** A new key's datasets when none are given, as the provider enables them: PAF and Multiple Residence. */
const DEFAULT_DATASETS: Datasets = { paf: true, mr: true, nyb: false };

/** The datasets enabled on the key: `{paf, mr, nyb}` as booleans, each defaulting as on a new key. */
function datasets(body: Json): Datasets {
  if (!Object.hasOwn(body, "datasets")) return DEFAULT_DATASETS;
  const o = jsonObject(body.datasets, "body.datasets", DATASETS);
  const out = { ...DEFAULT_DATASETS };
  for (const name of DATASETS) out[name] = optionalBoolean(o, name, "body.datasets") ?? out[name];
  return out;
}

const ADD_KEY_FIELDS = [
  "key",
  "user_token",
  "email",
  "lookups",
  "daily_limit",
  "individual_limit",
  "allowed_urls",
  "whitelist",
  "datasets",
  "sublicensed",
];

/**
 * Admin actions: `add-key` issues a key with a balance, daily limit and the restrictions the provider's key
 * settings have (individual limit, allowed URLs, datasets) to the owner of a user_token (a new owner for a
 * new token), as the provider's dashboard does; `top-up` adds lookups to a key's balance.
 */
export function adminActions(keys: KeyRing): Record<string, AdminAction> {
  return {
    "add-key": (raw) => {
      const body = jsonObject(raw, "body", ADD_KEY_FIELDS);
      const key = keys.addKey({
        key: requiredString(body, "key", "body"),
        user_token: requiredString(body, "user_token", "body"),
        email: optionalString(body, "email", "body") ?? "",
        lookups: count(body, "lookups") ?? 0,
        daily_limit: count(body, "daily_limit", null),
        individual_limit: count(body, "individual_limit", null),
        allowed_urls: allowedUrls(body),
        datasets: datasets(body),
        sublicensed: optionalBoolean(body, "sublicensed", "body") ?? false,
      });
      return { key: key.key, ...keyDetails(keys, key) };
    },
    "top-up": (raw) => {
      const body = jsonObject(raw, "body", ["key", "lookups"]);
      const key = keys.topUp(requiredString(body, "key", "body"), count(body, "lookups") ?? 0);
      return { key: key.key, ...keyDetails(keys, key) };
    },
  };
}
