/**
 * The key operations of the address-lookup service (Ideal Postcodes' `keys` tag): a key's public
 * availability, and for its owner (the `user_token`) its details, its lookup log as CSV and its usage.
 */
import type { AddressLookupHandlers } from "../../../../generated/address-lookup/handlers";
import { credentialsOf } from "../auth";
import type { AddressLookupState } from "../state/index";
import { ok } from "../wire/envelope";
import { availabilityToWire, keyDetails } from "../wire/keys";

export function keysOperations(
  s: AddressLookupState,
): Pick<AddressLookupHandlers, "getKeyAvailability" | "getKeyDetails" | "getKeyLookups" | "getKeyUsage"> {
  return {
    getKeyAvailability: ({ path, query }) =>
      ok(availabilityToWire(s.keys.availability(path.key, query.licensee))),

    getKeyDetails: ({ path }, ctx) =>
      ok(keyDetails(s.keys, s.keys.owned(path.key, credentialsOf(ctx.caller)))),

    getKeyLookups: ({ path, query }, ctx) => {
      const key = s.keys.owned(path.key, credentialsOf(ctx.caller));
      if (query.licensee !== undefined) s.licensees.find(key.key, query.licensee);
      return { status: 200, contentType: "text/csv", body: s.log.csv(key.key, query) };
    },

    getKeyUsage: ({ path, query }, ctx) => {
      const key = s.keys.owned(path.key, credentialsOf(ctx.caller));
      if (query.licensee !== undefined) s.licensees.find(key.key, query.licensee);
      return ok(s.log.usage(key.key, query));
    },
  };
}
