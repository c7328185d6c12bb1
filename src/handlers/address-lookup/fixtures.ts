/**
 * The data of the address-lookup service from fixtures/address-lookup/ (written by
 * scripts/fixtures/address-lookup.ts): the UK and US delivery points, places, e-mail domain lists, and the
 * users, keys, licensees and configs. Records use the provider's field names.
 */
import type { FixtureFolder } from "../../runtime/fixtures";
import type { ServiceStore } from "../../runtime/store";
import type { ConfigRecord } from "./state/configs";
import type { UkAddress, UsAddress } from "./state/delivery-points";
import type { EmailDomains } from "./state/email";
import type { AddressLookupState } from "./state/index";
import type { KeysFixture } from "./state/keys";
import type { LicenseeFixture } from "./state/licensees";
import type { Place } from "./state/places";

interface KeysFile extends KeysFixture {
  licensees: LicenseeFixture[];
  configs: ConfigRecord[];
}

/** Loads the addresses, places, users, keys, licensees and configs into a store that holds none yet. */
export function seedAddressLookup(store: ServiceStore, fixtures: FixtureFolder, s: AddressLookupState): void {
  store.seed(() => {
    s.book.load(
      fixtures.read<UkAddress[]>("uk-addresses.json"),
      fixtures.read<UsAddress[]>("us-addresses.json"),
    );
    s.places.load(fixtures.read<Place[]>("places.json"));
    const file = fixtures.read<KeysFile>("keys.json");
    s.keys.load(file);
    s.licensees.load(file.licensees);
    s.configs.load(file.configs);
  });
}

/**
 * The disposable, free and role lists e-mail validation reads: reference data read from the fixture on
 * every build of the service, never stored.
 */
export function emailDomains(fixtures: FixtureFolder): EmailDomains {
  return fixtures.read<EmailDomains>("email-domains.json");
}
