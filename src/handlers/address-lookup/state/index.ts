/**
 * The state of the address-lookup service over its share of the store: every resource, wired together
 * (the key ring spends through licensees, lookups authorize on the key ring and record in the log).
 */
import type { Clock } from "../../../runtime/clock";
import type { ServiceStore } from "../../../runtime/store";
import { AddressBook } from "./address-book";
import { Configs } from "./configs";
import { KeyRing } from "./keys";
import { Licensees } from "./licensees";
import { LookupLog } from "./lookup-log";
import { Lookups } from "./lookups";
import { Places } from "./places";

export interface AddressLookupState {
  book: AddressBook;
  places: Places;
  keys: KeyRing;
  licensees: Licensees;
  configs: Configs;
  log: LookupLog;
  lookups: Lookups;
}

/** The key ring and its licensees: what the authenticator reads user tokens from. */
export function keyRing(store: ServiceStore, clock: Clock): { keys: KeyRing; licensees: Licensees } {
  const licensees = new Licensees(store, clock);
  return { keys: new KeyRing(store, clock, licensees), licensees };
}

/** Every resource of the service on its store, as the store holds them (fixtures are loaded apart). */
export function openState(store: ServiceStore, clock: Clock): AddressLookupState {
  const { keys, licensees } = keyRing(store, clock);
  const log = new LookupLog(store, clock);
  return {
    book: new AddressBook(store),
    places: new Places(store),
    keys,
    licensees,
    configs: new Configs(store, clock),
    log,
    lookups: new Lookups(keys, log),
  };
}
