/**
 * The config operations of the address-lookup service (Ideal Postcodes' `configs` tag): the named payloads
 * of a key. Reading one is public, so that an integration can configure itself; the rest needs the key
 * owner's `user_token`.
 */
import type { AddressLookupHandlers } from "../../../../generated/address-lookup/handlers";
import { credentialsOf } from "../auth";
import type { AddressLookupState } from "../state/index";
import { ok } from "../wire/envelope";

export function configsOperations(
  s: AddressLookupState,
): Pick<
  AddressLookupHandlers,
  "listConfigs" | "createConfig" | "getConfig" | "updateConfig" | "deleteConfig"
> {
  return {
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
  };
}
