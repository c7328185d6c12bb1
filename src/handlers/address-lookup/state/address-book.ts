/**
 * The UK and US delivery points the address service serves, loaded from its fixtures, and the lookups by
 * identifier: postcode, UDPRN, UMPRN and autocomplete suggestion id (Ideal Postcodes' `paf_<udprn>`,
 * `mr_<umprn>` and `usps_…`). A key sees only the records of the datasets enabled on it (Ideal Postcodes'
 * key `datasets`: `paf` the Postcode Address File, `mr` Multiple Residence, `nyb` Not Yet Built); the rest
 * do not exist for it.
 */
import type { components } from "../../../../generated/address-lookup/types";
import { ServiceError } from "../../../errors/service-error";
import type { Collection, ServiceStore } from "../../../runtime/store";
import { compactPostcode, formatPostcode, words } from "./text";

export type UkAddress = Required<components["schemas"]["UkAddress"]>;
export type UsAddress = components["schemas"]["UsAddress"];
export type Datasets = components["schemas"]["KeyDetails"]["datasets"];

/** Whether a key with these datasets may see the address. */
export function inDatasets(a: Pick<UkAddress, "dataset">, datasets: Datasets): boolean {
  return datasets[a.dataset] === true;
}

/** A UK record with what searching it needs, worked out once at load. */
export interface UkEntry {
  address: UkAddress;
  /** The words a query is matched against. */
  words: string[];
  /** Position in the data set: the order of equally good matches. */
  order: number;
}

export interface UsEntry {
  address: UsAddress;
  words: string[];
  order: number;
}

/** Addresses a page of a postcode lookup (the provider pages postcodes with more than 100 premises). */
export const POSTCODE_PAGE_SIZE = 100;

/** Ideal Postcodes' codes for missing identifiers, which the official clients turn into empty results. */
export const POSTCODE_NOT_FOUND = 4040;
export const UDPRN_NOT_FOUND = 4044;
export const UMPRN_NOT_FOUND = 4046;

function ukWords(a: UkAddress): string[] {
  return words(
    [
      a.line_1,
      a.line_2,
      a.line_3,
      a.organisation_name,
      a.building_name,
      a.sub_building_name,
      a.thoroughfare,
      a.dependant_locality,
      a.post_town,
      a.postal_county,
      a.postcode,
      compactPostcode(a.postcode),
    ].join(" "),
  );
}

function usWords(a: UsAddress): string[] {
  return words(
    [a.line_1, a.line_2, a.city, a.state, a.state_abbreviation, a.zip_code, a.zip_plus_4_code].join(" "),
  );
}

export class AddressBook {
  private readonly uk: Collection<UkEntry>;
  private readonly us: Collection<UsEntry>;
  /** Compact postcode → ids of its addresses, in data set order. */
  private readonly postcodes: Collection<string[]>;
  private readonly udprns: Collection<string>;

  constructor(store: ServiceStore) {
    this.uk = store.collection("uk-addresses");
    this.us = store.collection("us-addresses");
    this.postcodes = store.collection("postcodes");
    this.udprns = store.collection("udprns");
  }

  load(uk: UkAddress[], us: UsAddress[]): void {
    uk.forEach((address, order) => {
      this.uk.put(address.id, { address, words: ukWords(address), order });
      const key = compactPostcode(address.postcode);
      this.postcodes.put(key, [...(this.postcodes.get(key) ?? []), address.id]);
      // A UDPRN names the delivery point; Multiple Residence flats share their house's UDPRN.
      if (address.dataset === "paf") this.udprns.put(String(address.udprn), address.id);
    });
    us.forEach((address, order) => {
      this.us.put(address.id, { address, words: usWords(address), order });
    });
  }

  ukEntries(datasets: Datasets): UkEntry[] {
    return this.uk.all((e) => inDatasets(e.address, datasets));
  }

  usEntries(): UsEntry[] {
    return this.us.all();
  }

  /** Every address of a postcode in the datasets, in data set order; empty for an unknown postcode. */
  inPostcode(postcode: string, datasets: Datasets): UkAddress[] {
    return (this.postcodes.get(compactPostcode(postcode)) ?? []).flatMap((id) => {
      const entry = this.uk.get(id);
      return entry && inDatasets(entry.address, datasets) ? [entry.address] : [];
    });
  }

  /** One page of a postcode's addresses; an unknown postcode is 4040 with up to 5 close known postcodes. */
  postcodePage(postcode: string, page: number, datasets: Datasets): UkAddress[] {
    const all = this.inPostcode(postcode, datasets);
    if (all.length === 0) {
      throw new ServiceError("not_found", "Postcode not found", {
        code: POSTCODE_NOT_FOUND,
        fields: { suggestions: this.suggestPostcodes(postcode) },
      });
    }
    return all.slice(page * POSTCODE_PAGE_SIZE, (page + 1) * POSTCODE_PAGE_SIZE);
  }

  byUdprn(udprn: string, datasets: Datasets): UkAddress {
    const id = /^[0-9]{1,10}$/.test(udprn) ? this.udprns.get(String(Number(udprn))) : undefined;
    const entry = id === undefined ? undefined : this.uk.get(id);
    if (!entry || !inDatasets(entry.address, datasets))
      throw new ServiceError("not_found", "UDPRN not found", { code: UDPRN_NOT_FOUND });
    return entry.address;
  }

  byUmprn(umprn: string, datasets: Datasets): UkAddress {
    const entry = /^[0-9]{1,10}$/.test(umprn) ? this.uk.get(`mr_${Number(umprn)}`) : undefined;
    if (!entry || !inDatasets(entry.address, datasets))
      throw new ServiceError("not_found", "UMPRN not found", { code: UMPRN_NOT_FOUND });
    return entry.address;
  }

  /** The UK address of an autocomplete suggestion id. */
  resolveGbr(id: string, datasets: Datasets): UkAddress {
    const entry = this.uk.get(id);
    if (!entry || !inDatasets(entry.address, datasets)) {
      const code = id.startsWith("mr_") ? UMPRN_NOT_FOUND : UDPRN_NOT_FOUND;
      throw new ServiceError("not_found", `Address ${id} not found`, { code });
    }
    return entry.address;
  }

  /** The US address of an autocomplete suggestion id. */
  resolveUsa(id: string): UsAddress {
    const entry = this.us.get(id);
    if (!entry) throw new ServiceError("not_found", `Address ${id} not found`, { code: UDPRN_NOT_FOUND });
    return entry.address;
  }

  /**
   * Up to 5 known postcodes close to one that is not known (the provider's 4040 `suggestions`): first the
   * postcode with the letters O and I read as the digits 0 and 1 (and back), then postcodes of the same
   * sector, then of the same outward code. Empty when the input is too far from a postcode's format.
   */
  suggestPostcodes(postcode: string): string[] {
    const compact = compactPostcode(postcode).replace(/[^A-Z0-9]/g, "");
    if (compact.length < 5 || compact.length > 7) return [];
    const out: string[] = [];
    const add = (candidate: string | undefined) => {
      if (
        candidate &&
        out.length < 5 &&
        !out.includes(candidate) &&
        this.postcodes.has(compactPostcode(candidate))
      ) {
        out.push(candidate);
      }
    };
    const inward = compact.slice(-3);
    const outward = compact.slice(0, -3);
    // Digits belong at the start of the inward code, letters at its end: swap look-alikes accordingly.
    const fixedInward =
      inward[0].replace("O", "0").replace("I", "1") + inward.slice(1).replace(/0/g, "O").replace(/1/g, "I");
    add(formatPostcode(outward.replace(/O/g, "0").replace(/I/g, "1") + fixedInward));
    add(formatPostcode(outward + fixedInward));
    const sector = `${outward}${fixedInward[0]}`;
    const known = this.knownPostcodes();
    for (const p of known)
      if (compactPostcode(p).startsWith(sector) && compactPostcode(p).length === compact.length) add(p);
    for (const p of known) if (compactPostcode(p).slice(0, -3) === outward) add(p);
    return out;
  }

  private knownPostcodes(): string[] {
    return this.postcodes.all().flatMap((ids) => {
      const entry = this.uk.get(ids[0]);
      return entry ? [entry.address.postcode] : [];
    });
  }
}
