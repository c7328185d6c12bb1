/**
 * The place operations of the address-lookup service (Ideal Postcodes' `places` tag): suggestions of towns,
 * cities and landmarks for a query, free, and resolving one, a paid lookup (../state/lookups.ts).
 */
import type { AddressLookupHandlers } from "../../../../generated/address-lookup/handlers";
import { invalid } from "../../../errors/service-error";
import { lookupRequest } from "../auth";
import { DEFAULT_LIMIT } from "../state/address-search";
import type { AddressLookupState } from "../state/index";
import { ok } from "../wire/envelope";
import { placeSuggestionOf } from "../wire/places";

export function placesOperations(
  s: AddressLookupState,
): Pick<AddressLookupHandlers, "searchPlaces" | "resolvePlace"> {
  return {
    searchPlaces: ({ query }, ctx) => {
      const text = query.query ?? query.q;
      // The spec refuses a blank query but cannot require one of two parameters (`query` or its alias `q`).
      if (text === undefined) throw invalid("query", "is required");
      return s.lookups.run(lookupRequest(ctx), { operation: "Place Search", term: text }, () => {
        const found = s.places.search({
          text,
          countryIso: query.country_iso,
          biasCountryIso: query.bias_country_iso,
          biasLonLat: query.bias_lonlat,
        });
        return {
          value: ok({ hits: found.slice(0, query.limit ?? DEFAULT_LIMIT).map(placeSuggestionOf) }),
          paid: false,
        };
      });
    },

    resolvePlace: ({ path, query }, ctx) =>
      s.lookups.run(
        lookupRequest(ctx),
        { operation: "Place Resolve", term: path.place, tags: query.tags },
        () => ({ value: ok(s.places.get(path.place)), paid: true }),
      ),
  };
}
