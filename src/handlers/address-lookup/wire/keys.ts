/**
 * Keys on the wire: a key's public availability, with the countries it can look up in (Ideal Postcodes'
 * `contexts`), and its details as its owner sees them: balance, limits, settings and current purchase.
 */
import type { components } from "../../../../generated/address-lookup/types";
import type { KeyRecord } from "../state/key-records";
import type { KeyRing, UnavailableReason } from "../state/keys";

type KeyAvailability = components["schemas"]["KeyAvailability"];
type KeyDetails = components["schemas"]["KeyDetails"];

export function availabilityToWire(reason: UnavailableReason | undefined): KeyAvailability {
  return {
    available: reason === undefined,
    ...(reason ? { reason } : {}),
    context: "GBR",
    contexts: [
      { iso_3: "GBR", iso_2: "GB", emoji: "🇬🇧" },
      { iso_3: "USA", iso_2: "US", emoji: "🇺🇸" },
    ],
  };
}

/** The gateway neither expires purchases nor tops keys up by itself: one purchase, no automated top-ups. */
export function keyDetails(keys: KeyRing, key: KeyRecord): KeyDetails {
  const owner = keys.owner(key);
  return {
    lookups_remaining: key.lookups_remaining,
    daily_limit: { limit: key.daily_limit, consumed: keys.consumedToday(key) },
    individual_limit: { limit: key.individual_limit },
    allowed_urls: key.allowed_urls,
    notifications: { emails: owner ? [owner.email] : [], enabled: true },
    datasets: key.datasets,
    automated_topups: { enabled: false },
    current_purchases: [
      { expires: null, purchased: key.purchased, consumed: key.purchased - key.lookups_remaining },
    ],
  };
}
