/**
 * Addresses on the wire: a UK address trimmed to the fields `filter` names, autocomplete suggestions with
 * the URLs that resolve them (Ideal Postcodes' `urls`), and the search criteria read from the query
 * parameters /addresses and /autocomplete/addresses share.
 */
import type { components } from "../../../../generated/address-lookup/types";
import { BIAS_FIELDS, FILTER_FIELDS, type SearchCriteria } from "../state/address-search";
import type { UkAddress, UsAddress } from "../state/delivery-points";
import { terms, titleCase } from "../state/text";

type Suggestion = components["schemas"]["AddressSuggestion"];

/** Only the fields `filter` names (unknown names are ignored); the whole record without a filter. */
export function filtered(address: UkAddress, filter: string | undefined): Partial<UkAddress> {
  if (filter === undefined) return address;
  const wanted = terms(filter);
  return Object.fromEntries(Object.entries(address).filter(([k]) => wanted.includes(k)));
}

export function suggestionOf(a: UkAddress): Suggestion {
  const text = [a.line_1, a.line_2, a.line_3, titleCase(a.post_town), a.postcode].filter(Boolean).join(", ");
  const base = `/v1/autocomplete/addresses/${encodeURIComponent(a.id)}/gbr`;
  return a.dataset === "mr" && typeof a.umprn === "number"
    ? {
        id: a.id,
        suggestion: text,
        udprn: a.udprn,
        umprn: a.umprn,
        urls: { umprn: `/v1/umprn/${a.umprn}`, gbr: base },
      }
    : { id: a.id, suggestion: text, udprn: a.udprn, urls: { udprn: `/v1/udprn/${a.udprn}`, gbr: base } };
}

export function usSuggestionOf(a: UsAddress): Suggestion {
  return {
    id: a.id,
    suggestion: [a.line_1, a.line_2, a.last_line].filter(Boolean).join(", "),
    urls: { usa: `/v1/autocomplete/addresses/${encodeURIComponent(a.id)}/usa` },
  };
}

/** The search criteria of /addresses and /autocomplete/addresses from their shared query parameters. */
export function criteriaOf(query: Record<string, unknown>, text: string | undefined): SearchCriteria {
  const strings = (keys: readonly string[]) =>
    Object.fromEntries(keys.flatMap((k) => (typeof query[k] === "string" ? [[k, query[k] as string]] : [])));
  return {
    text,
    filters: strings([...FILTER_FIELDS, "box"]),
    biases: strings([...BIAS_FIELDS, "bias_lonlat"]),
    point: { lon: query.lon as number | undefined, lat: query.lat as number | undefined },
  };
}
