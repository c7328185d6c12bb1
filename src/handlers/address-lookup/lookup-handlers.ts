/**
 * The lookups of the address-lookup service (Ideal Postcodes' paid and free lookup operations): each runs
 * through Lookups, which checks the key and its restrictions, charges paid answers and logs them, and each
 * searches only the datasets enabled on the key. `filter` trims each address to the fields it names.
 */
import type { AddressLookupHandlers } from "../../../generated/address-lookup/handlers";
import type { components } from "../../../generated/address-lookup/types";
import type { HandlerContext } from "../../../generated/runtime";
import { invalid } from "../../errors/service-error";
import { credentialsOf } from "./credentials";
import { ok } from "./envelope";
import type { AddressLookupState } from "./fixtures";
import type { UkAddress, UsAddress } from "./state/address-book";
import {
  BIAS_FIELDS,
  FILTER_FIELDS,
  hasSearch,
  type SearchCriteria,
  searchUk,
  searchUs,
} from "./state/address-search";
import { cleanse } from "./state/cleanse";
import { validateEmail } from "./state/email";
import type { Grant } from "./state/keys";
import {
  isTestAddress,
  type LookupMeta,
  Lookups,
  TEST_EMPTY_POSTCODE,
  testIdentifierOutcome,
  testPostcodeOutcome,
} from "./state/lookups";
import { validatePhone } from "./state/phone";
import type { Place } from "./state/places";
import { compactPostcode, postcodeInText, terms, titleCase } from "./state/text";

type LookupOps =
  | "searchAddresses"
  | "autocompleteAddresses"
  | "resolveAddressGbr"
  | "resolveAddressUsa"
  | "cleanseAddress"
  | "validateEmail"
  | "validatePhoneNumber"
  | "searchPlaces"
  | "resolvePlace"
  | "lookupPostcode"
  | "lookupUdprn"
  | "lookupUmprn";

type Suggestion = components["schemas"]["AddressSuggestion"];
type PlaceSuggestion = components["schemas"]["PlaceSuggestion"];

const DEFAULT_LIMIT = 10;

/** Only the fields `filter` names (unknown names are ignored); the whole record without a filter. */
function project(address: UkAddress, filter: string | undefined): Partial<UkAddress> {
  if (filter === undefined) return address;
  const wanted = terms(filter);
  return Object.fromEntries(Object.entries(address).filter(([k]) => wanted.includes(k)));
}

function suggestionOf(a: UkAddress): Suggestion {
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

function usSuggestionOf(a: UsAddress): Suggestion {
  return {
    id: a.id,
    suggestion: [a.line_1, a.line_2, a.last_line].filter(Boolean).join(", "),
    urls: { usa: `/v1/autocomplete/addresses/${encodeURIComponent(a.id)}/usa` },
  };
}

function placeSuggestionOf(p: Place): PlaceSuggestion {
  return {
    id: p.id,
    suggestion: [p.name, p.area, p.country].join(", "),
    name: p.name,
    place_type: p.place_type,
    country_iso: p.country_iso,
    urls: { place: `/v1/places/${encodeURIComponent(p.id)}` },
  };
}

/** The search criteria of /addresses and /autocomplete/addresses from their shared query parameters. */
function criteriaOf(query: Record<string, unknown>, text: string | undefined): SearchCriteria {
  const strings = (keys: readonly string[]) =>
    Object.fromEntries(keys.flatMap((k) => (typeof query[k] === "string" ? [[k, query[k] as string]] : [])));
  return {
    text,
    filters: strings([...FILTER_FIELDS, "box"]),
    biases: strings([...BIAS_FIELDS, "bias_lonlat"]),
    point: { lon: query.lon as number | undefined, lat: query.lat as number | undefined },
  };
}

export function lookupHandlers(s: AddressLookupState): Pick<AddressLookupHandlers, LookupOps> {
  const lookups = new Lookups(s.keys, s.log);
  /** One lookup for the request's caller, from where the request comes (none for queued work). */
  const run = <T>(
    ctx: HandlerContext,
    meta: LookupMeta,
    compute: (grant: Grant) => { value: T; paid: boolean },
  ): T => lookups.run(credentialsOf(ctx.caller), ctx.client ?? { address: "" }, meta, compute);
  return {
    searchAddresses: ({ query }, ctx) => {
      const text = query.query ?? query.q;
      const criteria = criteriaOf(query, text);
      if (!hasSearch(criteria)) throw invalid("query", "a query, a filter or lon and lat is required");
      const limit = query.limit ?? DEFAULT_LIMIT;
      const page = query.page ?? 0;
      return run(ctx, { operation: "Address Lookup", term: text ?? "", tags: query.tags }, (grant) => {
        if (text !== undefined) testPostcodeOutcome(text);
        const all =
          text !== undefined && compactPostcode(text).includes(TEST_EMPTY_POSTCODE)
            ? []
            : searchUk(s.book.ukEntries(grant.key.datasets), criteria);
        const hits = all.slice(page * limit, (page + 1) * limit);
        return {
          value: ok({ hits: hits.map((a) => project(a, query.filter)), total: all.length, limit, page }),
          paid: all.length > 0 && !all.every(isTestAddress),
        };
      });
    },

    autocompleteAddresses: ({ query }, ctx) => {
      const text = query.query ?? query.q;
      // The spec refuses a blank query but cannot require one of two parameters (`query` or its alias `q`).
      if (text === undefined) throw invalid("query", "is required");
      const limit = query.limit ?? DEFAULT_LIMIT;
      return run(ctx, { operation: "Autocomplete", term: text }, (grant) => {
        if ((query.context ?? "gbr").toLowerCase() === "usa") {
          return {
            value: ok({ hits: searchUs(s.book.usEntries(), text).slice(0, limit).map(usSuggestionOf) }),
            paid: false,
          };
        }
        // Documented: with a complete postcode in the query, the whole postcode's list, whatever the limit; the
        // addresses that also match the other words come first.
        const postcode = postcodeInText(text);
        const criteria = criteriaOf(query, text);
        const entries = s.book.ukEntries(grant.key.datasets);
        if (postcode !== undefined) {
          const matching = searchUk(entries, criteria).filter((a) => a.postcode === postcode);
          const rest = searchUk(entries, { ...criteria, text: postcode }).filter(
            (a) => !matching.includes(a),
          );
          return { value: ok({ hits: [...matching, ...rest].map(suggestionOf) }), paid: false };
        }
        return {
          value: ok({ hits: searchUk(entries, criteria).slice(0, limit).map(suggestionOf) }),
          paid: false,
        };
      });
    },

    resolveAddressGbr: ({ path, query }, ctx) =>
      run(ctx, { operation: "Address Resolve", term: path.address, tags: query.tags }, (grant) => {
        const address = s.book.resolveGbr(path.address, grant.key.datasets);
        return { value: ok(address), paid: !isTestAddress(address) };
      }),

    resolveAddressUsa: ({ path, query }, ctx) =>
      run(ctx, { operation: "Address Resolve (USA)", term: path.address, tags: query.tags }, () => ({
        value: ok(s.book.resolveUsa(path.address)),
        paid: true,
      })),

    cleanseAddress: ({ query, body }, ctx) =>
      run(ctx, { operation: "Address Cleanse", term: body.query, tags: query.tags }, (grant) => {
        const { result, address } = cleanse(s.book.ukEntries(grant.key.datasets), body);
        return { value: ok(result), paid: address !== undefined && !isTestAddress(address) };
      }),

    validateEmail: ({ query }, ctx) =>
      run(ctx, { operation: "Email Validation", term: query.query, tags: query.tags }, () => ({
        value: ok(validateEmail(query.query, s.emailDomains)),
        paid: true,
      })),

    validatePhoneNumber: ({ query }, ctx) =>
      run(ctx, { operation: "Phone Number Validation", term: query.query, tags: query.tags }, () => ({
        value: ok(validatePhone(query.query)),
        paid: true,
      })),

    searchPlaces: ({ query }, ctx) => {
      const text = query.query ?? query.q;
      // The spec refuses a blank query but cannot require one of two parameters (`query` or its alias `q`).
      if (text === undefined) throw invalid("query", "is required");
      return run(ctx, { operation: "Place Search", term: text }, () => {
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
      run(ctx, { operation: "Place Resolve", term: path.place, tags: query.tags }, () => ({
        value: ok(s.places.get(path.place)),
        paid: true,
      })),

    lookupPostcode: ({ path, query }, ctx) =>
      run(ctx, { operation: "Postcode Lookup", term: path.postcode, tags: query.tags }, (grant) => {
        testPostcodeOutcome(path.postcode);
        const page = s.book.postcodePage(path.postcode, query.page ?? 0, grant.key.datasets);
        return {
          value: ok(page.map((a) => project(a, query.filter))),
          paid: page.length > 0 && !isTestAddress(page[0]),
        };
      }),

    lookupUdprn: ({ path, query }, ctx) =>
      run(ctx, { operation: "UDPRN Lookup", term: path.udprn, tags: query.tags }, (grant) => {
        testIdentifierOutcome(path.udprn, "udprn");
        const address = s.book.byUdprn(path.udprn, grant.key.datasets);
        return { value: ok(project(address, query.filter)), paid: !isTestAddress(address) };
      }),

    lookupUmprn: ({ path, query }, ctx) =>
      run(ctx, { operation: "UMPRN Lookup", term: path.umprn, tags: query.tags }, (grant) => {
        testIdentifierOutcome(path.umprn, "umprn");
        const address = s.book.byUmprn(path.umprn, grant.key.datasets);
        return { value: ok(project(address, query.filter)), paid: !isTestAddress(address) };
      }),
  };
}
