/**
 * The licensee operations of the address-lookup service (Ideal Postcodes' `licensees` tag): the licensees
 * of a sublicensed key, managed by the key's owner (the `user_token`).
 */
import type { AddressLookupHandlers } from "../../../../generated/address-lookup/handlers";
import { credentialsOf } from "../auth";
import type { AddressLookupState } from "../state/index";
import type { LicenseeRecord } from "../state/licensees";
import { ok } from "../wire/envelope";
import { licenseeToWire } from "../wire/licensees";

export function licenseesOperations(
  s: AddressLookupState,
): Pick<
  AddressLookupHandlers,
  "listLicensees" | "createLicensee" | "getLicensee" | "updateLicensee" | "cancelLicensee"
> {
  const wire = (r: LicenseeRecord) => licenseeToWire(s.licensees, r);
  return {
    listLicensees: ({ path, query }, ctx) => {
      const key = s.keys.owned(path.key, credentialsOf(ctx.caller));
      const page = s.licensees.list(key, {
        startingAfter: query.starting_after,
        limit: query.limit,
        query: query.query ?? query.q,
      });
      return ok({ licensees: page.licensees.map(wire), hasMore: page.hasMore });
    },

    createLicensee: ({ path, body }, ctx) => {
      const key = s.keys.owned(path.key, credentialsOf(ctx.caller));
      return ok(wire(s.licensees.create(key, body)));
    },

    getLicensee: ({ path }, ctx) => {
      const key = s.keys.owned(path.key, credentialsOf(ctx.caller));
      return ok(wire(s.licensees.find(key.key, path.licensee)));
    },

    updateLicensee: ({ path, body }, ctx) => {
      const key = s.keys.owned(path.key, credentialsOf(ctx.caller));
      return ok(wire(s.licensees.update(key, path.licensee, body)));
    },

    cancelLicensee: ({ path }, ctx) => {
      const key = s.keys.owned(path.key, credentialsOf(ctx.caller));
      return ok(wire(s.licensees.cancel(key, path.licensee)));
    },
  };
}
