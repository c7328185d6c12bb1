/**
 * Key management of the address-lookup service (Ideal Postcodes' keys, configs, licensees and reports):
 * everything but a key's public availability and a config's read needs the owner's `user_token`.
 */
import type { AddressLookupHandlers } from "../../../generated/address-lookup/handlers";
import { credentialsOf } from "./credentials";
import { ok } from "./envelope";
import type { AddressLookupState } from "./fixtures";

type KeyOps =
  | "getKeyAvailability"
  | "getKeyDetails"
  | "listConfigs"
  | "createConfig"
  | "getConfig"
  | "updateConfig"
  | "deleteConfig"
  | "listLicensees"
  | "createLicensee"
  | "getLicensee"
  | "updateLicensee"
  | "cancelLicensee"
  | "getKeyLookups"
  | "getKeyUsage";

export function keyHandlers(s: AddressLookupState): Pick<AddressLookupHandlers, KeyOps> {
  return {
    getKeyAvailability: ({ path, query }) => ok(s.keys.availability(path.key, query.licensee)),

    getKeyDetails: ({ path }, ctx) => ok(s.keys.details(s.keys.owned(path.key, credentialsOf(ctx.caller)))),

    listConfigs: ({ path }, ctx) => {
      const key = s.keys.owned(path.key, credentialsOf(ctx.caller));
      return ok({ configs: s.configs.list(key.key) });
    },

    createConfig: ({ path, body }, ctx) => {
      const key = s.keys.owned(path.key, credentialsOf(ctx.caller));
      return ok(s.configs.create(key.key, body.name, body.payload));
    },

    getConfig: ({ path }) => {
      // Public, so that an integration can read its own configuration; the key must still exist.
      return ok(s.configs.get(s.keys.find(path.key).key, path.config));
    },

    updateConfig: ({ path, body }, ctx) => {
      const key = s.keys.owned(path.key, credentialsOf(ctx.caller));
      return ok(s.configs.update(key.key, path.config, body.payload));
    },

    deleteConfig: ({ path }, ctx) => {
      const key = s.keys.owned(path.key, credentialsOf(ctx.caller));
      return ok(s.configs.delete(key.key, path.config));
    },

    listLicensees: ({ path, query }, ctx) => {
      const key = s.keys.owned(path.key, credentialsOf(ctx.caller));
      return ok(
        s.licensees.list(key, {
          startingAfter: query.starting_after,
          limit: query.limit,
          query: query.query ?? query.q,
        }),
      );
    },

    createLicensee: ({ path, body }, ctx) => {
      const key = s.keys.owned(path.key, credentialsOf(ctx.caller));
      return ok(s.licensees.toWire(s.licensees.create(key, body)));
    },

    getLicensee: ({ path }, ctx) => {
      const key = s.keys.owned(path.key, credentialsOf(ctx.caller));
      return ok(s.licensees.toWire(s.licensees.find(key.key, path.licensee)));
    },

    updateLicensee: ({ path, body }, ctx) => {
      const key = s.keys.owned(path.key, credentialsOf(ctx.caller));
      return ok(s.licensees.toWire(s.licensees.update(key, path.licensee, body)));
    },

    cancelLicensee: ({ path }, ctx) => {
      const key = s.keys.owned(path.key, credentialsOf(ctx.caller));
      return ok(s.licensees.toWire(s.licensees.cancel(key, path.licensee)));
    },

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
