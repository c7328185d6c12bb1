/**
 * The data of the address-lookup service from fixtures/address-lookup/ (written by
 * scripts/fixtures/address-lookup.ts): the UK and US delivery points, places, e-mail domain lists, and the
 * users, keys, licensees and configs. Records use the provider's field names.
 */
import { loadFixture } from "../../runtime/fixtures";
import type { ServiceDeps } from "../../runtime/service";
import { AddressBook, type UkAddress, type UsAddress } from "./state/address-book";
import { type ConfigFixture, Configs } from "./state/configs";
import type { EmailDomains } from "./state/email";
import { KeyRing, type KeysFixture } from "./state/keys";
import { type LicenseeFixture, Licensees } from "./state/licensees";
import { LookupLog } from "./state/lookup-log";
import { type Place, Places } from "./state/places";

interface KeysFile extends KeysFixture {
  licensees: LicenseeFixture[];
  configs: ConfigFixture[];
}

export interface AddressLookupState {
  book: AddressBook;
  places: Places;
  keys: KeyRing;
  licensees: Licensees;
  configs: Configs;
  log: LookupLog;
  emailDomains: EmailDomains;
}

/** The key ring over the service's store: what the authenticator reads user tokens from. */
export function keyRing(deps: ServiceDeps): { keys: KeyRing; licensees: Licensees } {
  const licensees = new Licensees(deps.store, deps.clock);
  return { keys: new KeyRing(deps.store, deps.clock, licensees), licensees };
}

/** The service's state on `deps.store`, loaded with its fixtures. */
export function loadState(deps: ServiceDeps): AddressLookupState {
  const { keys, licensees } = keyRing(deps);
  const book = new AddressBook(deps.store);
  const places = new Places(deps.store);
  const configs = new Configs(deps.store, deps.clock);
  deps.store.seed(() => {
    book.load(
      loadFixture<UkAddress[]>("address-lookup", "uk-addresses.json"),
      loadFixture<UsAddress[]>("address-lookup", "us-addresses.json"),
    );
    places.load(loadFixture<Place[]>("address-lookup", "places.json"));
    const file = loadFixture<KeysFile>("address-lookup", "keys.json");
    keys.load(file);
    licensees.load(file.licensees);
    configs.load(file.configs);
  });
  return {
    book,
    places,
    keys,
    licensees,
    configs,
    log: new LookupLog(deps.store, deps.clock),
    emailDomains: loadFixture<EmailDomains>("address-lookup", "email-domains.json"),
  };
}
