/** Places on the wire: a place search's suggestion, with the URL that resolves it. */
import type { components } from "../../../../generated/address-lookup/types";
import type { Place } from "../state/places";

type PlaceSuggestion = components["schemas"]["PlaceSuggestion"];

export function placeSuggestionOf(p: Place): PlaceSuggestion {
  return {
    id: p.id,
    suggestion: [p.name, p.area, p.country].join(", "),
    name: p.name,
    place_type: p.place_type,
    country_iso: p.country_iso,
    urls: { place: `/v1/places/${encodeURIComponent(p.id)}` },
  };
}
