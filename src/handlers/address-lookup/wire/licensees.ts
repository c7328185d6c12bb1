/** Licensees on the wire: a licensee with today's lookups against its daily limit. */
import type { components } from "../../../../generated/address-lookup/types";
import type { LicenseeRecord, Licensees } from "../state/licensees";

type Licensee = components["schemas"]["Licensee"];

export function licenseeToWire(licensees: Licensees, r: LicenseeRecord): Licensee {
  return {
    id: r.id,
    key: r.key,
    name: r.name,
    address: r.address,
    postcode: r.postcode,
    whitelist: r.whitelist,
    daily: { limit: r.daily.limit, consumed: licensees.consumedToday(r) },
    createdAt: r.createdAt,
    cancelled: r.cancelled,
  };
}
