/**
 * The address-lookup service (Ideal Postcodes API): its handler table, made of the lookups and the key
 * management, and its module. Every success is the provider's envelope `{result, code: 2000, message:
 * "Success"}`. The domain lives in ./state.
 */
import type { AddressLookupHandlers } from "../../../generated/address-lookup/handlers";
import type { ServiceModule } from "../../runtime/service";
import { adminActions } from "./admin";
import { identify } from "./credentials";
import { type AddressLookupState, keyRing, loadState } from "./fixtures";
import { keyHandlers } from "./key-handlers";
import { lookupHandlers } from "./lookup-handlers";

export function createAddressLookupHandlers(s: AddressLookupState): AddressLookupHandlers {
  return { ...lookupHandlers(s), ...keyHandlers(s) };
}

export const addressLookupModule: ServiceModule<"address-lookup"> = {
  authenticate: (credentials, deps) => identify(credentials, keyRing(deps).keys),
  // The provider's community test key and the token its examples use for key management.
  devCredentials: () => ({ authorization: 'IDEALPOSTCODES api_key="iddqd" user_token="my_secret_token"' }),
  create: (deps) => {
    const state = loadState(deps);
    return { handlers: createAddressLookupHandlers(state), admin: adminActions(state.keys) };
  },
};
