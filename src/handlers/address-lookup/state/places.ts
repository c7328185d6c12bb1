/**
 * Places (cities, towns, villages, landmarks) for the place search: every query word must start a word of
 * the place's name or area. `country_iso` restricts to countries; `bias_country_iso` and `bias_lonlat`
 * move matching places first, the latter nearest first within its radius.
 */
import type { components } from "../../../../generated/address-lookup/types";
import { ServiceError } from "../../../errors/service-error";
import type { Collection, ServiceStore } from "../../../runtime/store";
import { distanceM, parseBiasLonLat, textScore } from "./address-search";
import { terms, words } from "./text";

export type Place = components["schemas"]["Place"];

export interface PlaceQuery {
  text: string;
  countryIso?: string;
  biasCountryIso?: string;
  biasLonLat?: string;
}

export class Places {
  private readonly places: Collection<Place>;

  constructor(store: ServiceStore) {
    this.places = store.collection("places");
  }

  load(places: Place[]): void {
    for (const p of places) this.places.put(p.id, p);
  }

  get(id: string): Place {
    const place = this.places.get(id);
    if (!place) throw new ServiceError("not_found", `Place ${id} not found`);
    return place;
  }

  search(q: PlaceQuery): Place[] {
    const query = words(q.text);
    const countries = terms(q.countryIso).map((c) => c.toUpperCase());
    const biasCountries = terms(q.biasCountryIso).map((c) => c.toUpperCase());
    const circle = parseBiasLonLat(q.biasLonLat);
    return this.places
      .all((p) => countries.length === 0 || countries.includes(p.country_iso))
      .flatMap((p, order) => {
        const score = textScore(query, words(`${p.name} ${p.area}`));
        if (score === undefined) return [];
        const d = circle ? distanceM(circle.centre, p) : Number.POSITIVE_INFINITY;
        const near = d <= (circle?.radiusM ?? 0) ? d : Number.POSITIVE_INFINITY;
        const bias = (biasCountries.includes(p.country_iso) ? 1 : 0) + (Number.isFinite(near) ? 1 : 0);
        return [{ p, bias, near, score, order }];
      })
      .sort((a, b) => b.bias - a.bias || a.near - b.near || b.score - a.score || a.order - b.order)
      .map((r) => r.p);
  }
}
