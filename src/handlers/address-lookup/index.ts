/**
 * The address-lookup service (Ideal Postcodes API): callers authenticate with an API key, and a key's owner
 * with its `user_token` (./authentication.ts). The handler table is the operations of each spec tag over the
 * service's state (./state), and every success is the provider's envelope `{result, code: 2000, message:
 * "Success"}` (./wire/envelope.ts).
 */
import { fixtureFolder } from "../../runtime/fixtures";
import type { ServiceModule } from "../../runtime/service";
import { adminActions } from "./admin";
import { identify } from "./auth";
import { emailDomains, seedAddressLookup } from "./fixtures";
import { addressesOperations } from "./operations/addresses";
import { configsOperations } from "./operations/configs";
import { identifiersOperations } from "./operations/identifiers";
import { keysOperations } from "./operations/keys";
import { licenseesOperations } from "./operations/licensees";
import { placesOperations } from "./operations/places";
import { validationOperations } from "./operations/validation";
import { keyRing, openState } from "./state/index";

const fixtures = fixtureFolder("address-lookup");

export const addressLookupModule: ServiceModule<"address-lookup"> = {
  authenticate: (credentials, deps) => identify(credentials, keyRing(deps.store, deps.clock).keys),
  // The provider's community test key and the token its examples use for key management.
  devCredentials: () => ({ authorization: 'IDEALPOSTCODES api_key="iddqd" user_token="my_secret_token"' }),
  create: (deps) => {
    const state = openState(deps.store, deps.clock);
    seedAddressLookup(deps.store, fixtures, state);
    return {
      handlers: {
        ...addressesOperations(state),
        ...identifiersOperations(state),
        ...validationOperations(state.lookups, emailDomains(fixtures)),
        ...placesOperations(state),
        ...keysOperations(state),
        ...configsOperations(state),
        ...licenseesOperations(state),
      },
      admin: adminActions(state.keys),
    };
  },
};
