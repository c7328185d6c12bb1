/**
 * Free-text address search with the provider's filters and biases (Ideal Postcodes `/addresses` and
 * `/autocomplete/addresses`). Every query word must start a word of the address (case, punctuation and
 * word order do not matter). Filters restrict: the comma separated terms of one filter are OR'ed, filters
 * are AND'ed, at most 10 terms in all. Biases reorder: an address matching more bias terms comes first,
 * unmatched addresses still follow, at most 5 terms in all; `bias_lonlat` puts the addresses within its
 * radius first, nearest first.
 */
import { invalid } from "../../../errors/service-error";
import { distanceMiles, type GeoPoint } from "../../../runtime/geo";
import type { UkEntry, UsEntry } from "./address-book";
import type { UkAddress } from "./delivery-points";
import { compactPostcode, expand, terms, words } from "./text";

export const FILTER_FIELDS = [
  "postcode_outward",
  "postcode",
  "postcode_area",
  "postcode_sector",
  "post_town",
  "uprn",
  "country",
  "postcode_type",
  "su_organisation_indicator",
] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

export const BIAS_FIELDS = [
  "bias_postcode_outward",
  "bias_postcode",
  "bias_postcode_area",
  "bias_postcode_sector",
  "bias_post_town",
  "bias_thoroughfare",
  "bias_country",
] as const;
export type BiasField = (typeof BIAS_FIELDS)[number];

/** Results of a search or a suggestion list when the request sets no `limit` (Ideal Postcodes: 10). */
export const DEFAULT_LIMIT = 10;

/**
 * Documented: at most 10 filter terms and 5 bias terms per request; bias_lonlat's radius at most 50 km. The
 * spec caps each parameter's terms; the totals across parameters are checked here, as it cannot state them.
 */
const MAX_FILTER_TERMS = 10;
const MAX_BIAS_TERMS = 5;
const MAX_BIAS_RADIUS_M = 50_000;
/** `lon` and `lat` search around a point: the addresses within this distance. */
export const POINT_SEARCH_RADIUS_M = 1000;
const METRES_PER_MILE = 1609.344;

export interface SearchCriteria {
  text?: string;
  filters: Partial<Record<FilterField | "box", string>>;
  biases: Partial<Record<BiasField | "bias_lonlat", string>>;
  point?: { lon?: number; lat?: number };
}

interface Circle {
  centre: GeoPoint;
  radiusM: number;
}

const area = (a: UkAddress) => /^[A-Z]+/.exec(a.postcode_outward)?.[0] ?? "";
const sector = (a: UkAddress) => `${a.postcode_outward}${a.postcode_inward.slice(0, 1)}`;
const upper = (s: string) => s.trim().toUpperCase();

/** How one filter or bias field reads a term and an address, both normalised for comparison. */
const FIELD: Record<FilterField, { term: (t: string) => string; of: (a: UkAddress) => string }> = {
  postcode_outward: { term: upper, of: (a) => a.postcode_outward },
  postcode: { term: compactPostcode, of: (a) => compactPostcode(a.postcode) },
  postcode_area: { term: upper, of: area },
  postcode_sector: { term: compactPostcode, of: sector },
  post_town: { term: upper, of: (a) => a.post_town.toUpperCase() },
  uprn: { term: (t) => t.trim(), of: (a) => a.uprn },
  country: { term: upper, of: (a) => a.country.toUpperCase() },
  postcode_type: { term: upper, of: (a) => a.postcode_type },
  su_organisation_indicator: { term: upper, of: (a) => a.su_organisation_indicator },
};

const BIAS_OF: Record<BiasField, { term: (t: string) => string; of: (a: UkAddress) => string }> = {
  bias_postcode_outward: FIELD.postcode_outward,
  bias_postcode: FIELD.postcode,
  bias_postcode_area: FIELD.postcode_area,
  bias_postcode_sector: FIELD.postcode_sector,
  bias_post_town: FIELD.post_town,
  bias_thoroughfare: {
    term: (t) => words(t).map(expand).join(" "),
    of: (a) => words(a.thoroughfare).join(" "),
  },
  bias_country: FIELD.country,
};

function coordinates(value: string, field: string, count: number): number[] {
  const parts = value.split(",").map((p) => p.trim());
  const numbers = parts.map(Number);
  if (parts.length !== count || parts.some((p) => p === "") || numbers.some((n) => !Number.isFinite(n))) {
    throw invalid(field, `must be ${count} comma separated numbers`);
  }
  return numbers;
}

function lonLat(lon: number, lat: number, field: string): GeoPoint {
  if (Math.abs(lon) > 180 || Math.abs(lat) > 90) throw invalid(field, "longitude or latitude out of range");
  return { latitude: lat, longitude: lon };
}

/**
 * `lon,lat[,radius]` of a bias_lonlat; the radius defaults to 50,000 metres. The parameter's pattern bounds
 * each number (the radius to at most 50,000 metres), so the value reaching here parses.
 */
export function parseBiasLonLat(value: string | undefined): Circle | undefined {
  if (value === undefined) return undefined;
  const [lon, lat, radius = MAX_BIAS_RADIUS_M] = value.split(",").map(Number);
  return { centre: { latitude: lat, longitude: lon }, radiusM: radius };
}

export function distanceM(a: GeoPoint, b: GeoPoint): number {
  return distanceMiles(a, b) * METRES_PER_MILE;
}

const pointOf = (a: { latitude?: number; longitude?: number }): GeoPoint => ({
  latitude: a.latitude ?? 0,
  longitude: a.longitude ?? 0,
});

/**
 * How well the query words match an address's words: 2 for a whole word, 1 for the start of one, a word
 * as typed or with its abbreviation spelt out; undefined when one query word matches nothing.
 */
export function textScore(query: string[], target: string[]): number | undefined {
  let score = 0;
  for (const q of query) {
    const forms = [q, expand(q)];
    if (forms.some((f) => target.includes(f))) score += 2;
    else if (forms.some((f) => target.some((w) => w.startsWith(f)))) score += 1;
    else return undefined;
  }
  return score;
}

function countTerms<K extends string>(values: Partial<Record<K, string>>, keys: readonly K[]): number {
  return keys.reduce((n, k) => n + terms(values[k]).length, 0);
}

/** The filters as predicates; throws for too many terms or a malformed box. */
function compileFilters(criteria: SearchCriteria): ((a: UkAddress) => boolean)[] {
  if (countTerms(criteria.filters, FILTER_FIELDS) > MAX_FILTER_TERMS) {
    throw invalid("filters", `at most ${MAX_FILTER_TERMS} filter terms are allowed across all filters`);
  }
  const predicates: ((a: UkAddress) => boolean)[] = [];
  for (const field of FILTER_FIELDS) {
    const wanted = terms(criteria.filters[field]).map(FIELD[field].term);
    if (wanted.length > 0) predicates.push((a) => wanted.includes(FIELD[field].of(a)));
  }
  const box = criteria.filters.box;
  if (box !== undefined) {
    // Documented: the top-left and bottom-right corners, lon,lat,lon,lat.
    const [lon1, lat1, lon2, lat2] = coordinates(box, "box", 4);
    lonLat(lon1, lat1, "box");
    lonLat(lon2, lat2, "box");
    const [west, east] = [Math.min(lon1, lon2), Math.max(lon1, lon2)];
    const [south, north] = [Math.min(lat1, lat2), Math.max(lat1, lat2)];
    predicates.push(
      (a) => a.longitude >= west && a.longitude <= east && a.latitude >= south && a.latitude <= north,
    );
  }
  return predicates;
}

function pointSearch(criteria: SearchCriteria): GeoPoint | undefined {
  const { lon, lat } = criteria.point ?? {};
  if (lon === undefined && lat === undefined) return undefined;
  if (lon === undefined || lat === undefined)
    throw invalid(lon === undefined ? "lon" : "lat", "lon and lat go together");
  return lonLat(lon, lat, "lon");
}

interface Ranked<T> {
  item: T;
  bias: number;
  /** Distance to bias_lonlat's centre for items within its radius; Infinity otherwise. */
  near: number;
  score: number;
  order: number;
}

function byRank<T>(a: Ranked<T>, b: Ranked<T>): number {
  return b.bias - a.bias || a.near - b.near || b.score - a.score || a.order - b.order;
}

/** Whether the criteria ask for anything at all: a query, a filter or a point. */
export function hasSearch(criteria: SearchCriteria): boolean {
  return (
    (criteria.text !== undefined && words(criteria.text).length > 0) ||
    FILTER_FIELDS.some((f) => criteria.filters[f] !== undefined) ||
    criteria.filters.box !== undefined ||
    criteria.point?.lon !== undefined ||
    criteria.point?.lat !== undefined
  );
}

/** UK addresses matching the criteria, best first. */
export function searchUk(entries: UkEntry[], criteria: SearchCriteria): UkAddress[] {
  const query = words(criteria.text ?? "");
  const filters = compileFilters(criteria);
  const point = pointSearch(criteria);
  if (countTerms(criteria.biases, BIAS_FIELDS) + (criteria.biases.bias_lonlat ? 1 : 0) > MAX_BIAS_TERMS) {
    throw invalid("biases", `at most ${MAX_BIAS_TERMS} bias terms are allowed across all biases`);
  }
  const biases = BIAS_FIELDS.flatMap((field) => {
    const wanted = terms(criteria.biases[field]).map(BIAS_OF[field].term);
    return wanted.length > 0 ? [(a: UkAddress) => wanted.includes(BIAS_OF[field].of(a))] : [];
  });
  const circle = parseBiasLonLat(criteria.biases.bias_lonlat);
  const ranked: Ranked<UkAddress>[] = [];
  for (const entry of entries) {
    const a = entry.address;
    if (!filters.every((f) => f(a))) continue;
    const score = textScore(query, entry.words);
    if (score === undefined) continue;
    let near = Number.POSITIVE_INFINITY;
    let bias = biases.filter((b) => b(a)).length;
    if (point) {
      const d = distanceM(point, pointOf(a));
      if (d > POINT_SEARCH_RADIUS_M) continue;
      near = d;
    }
    if (circle) {
      const d = distanceM(circle.centre, pointOf(a));
      if (d <= circle.radiusM) {
        bias += 1;
        near = d;
      }
    }
    ranked.push({ item: a, bias, near, score, order: entry.order });
  }
  return ranked.sort(byRank).map((r) => r.item);
}

/** US addresses matching the query words, best first. */
export function searchUs(entries: UsEntry[], text: string): UsEntry["address"][] {
  const query = words(text);
  const ranked: Ranked<UsEntry["address"]>[] = [];
  for (const entry of entries) {
    const score = textScore(query, entry.words);
    if (score !== undefined)
      ranked.push({ item: entry.address, bias: 0, near: 0, score, order: entry.order });
  }
  return ranked.sort(byRank).map((r) => r.item);
}
