/**
 * Wire mapping of the address-lookup service (seed part B, service F; Ideal Postcodes API): every success
 * is the provider's envelope `{result, code: 2000, message: "Success"}`, and `filter` trims each address to
 * the fields it names. The domain lives in ./state.
 */
import type { AddressLookupHandlers } from "../../../generated/address-lookup/handlers";
import type { components } from "../../../generated/address-lookup/types";
import { invalid } from "../../errors/service-error";
import type { ServiceModule } from "../../runtime/service";
import { adminActions } from "./admin";
import { credentialsOf, identify } from "./credentials";
import { type AddressLookupState, keyRing, loadState } from "./fixtures";
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
import {
  isTestAddress,
  Lookups,
  TEST_EMPTY_POSTCODE,
  testIdentifierOutcome,
  testPostcodeOutcome,
} from "./state/lookups";
import { validatePhone } from "./state/phone";
import type { Place } from "./state/places";
import { compactPostcode, postcodeInText, terms, titleCase } from "./state/text";

type Suggestion = components["schemas"]["AddressSuggestion"];
type PlaceSuggestion = components["schemas"]["PlaceSuggestion"];

const DEFAULT_LIMIT = 10;

function ok<T>(result: T) {
  return { status: 200 as const, body: { result, code: 2000 as const, message: "Success" as const } };
}

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

export function createAddressLookupHandlers(s: AddressLookupState): AddressLookupHandlers {
  const lookups = new Lookups(s.keys, s.log);
  return {
    searchAddresses: ({ query }, ctx) => {
      const text = query.query ?? query.q;
      const criteria = criteriaOf(query, text);
      if (!hasSearch(criteria)) throw invalid("query", "a query, a filter or lon and lat is required");
      const limit = query.limit ?? DEFAULT_LIMIT;
      const page = query.page ?? 0;
      return lookups.run(
        credentialsOf(ctx.caller),
        { operation: "Address Lookup", term: text ?? "", tags: query.tags },
        () => {
          if (text !== undefined) testPostcodeOutcome(text);
          const all =
            text !== undefined && compactPostcode(text).includes(TEST_EMPTY_POSTCODE)
              ? []
              : searchUk(s.book.ukEntries(), criteria);
          const hits = all.slice(page * limit, (page + 1) * limit);
          return {
            value: ok({ hits: hits.map((a) => project(a, query.filter)), total: all.length, limit, page }),
            paid: all.length > 0 && !all.every(isTestAddress),
          };
        },
      );
    },

    autocompleteAddresses: ({ query }, ctx) => {
      const text = query.query ?? query.q;
      if (text === undefined || text.trim() === "") throw invalid("query", "is required");
      const limit = query.limit ?? DEFAULT_LIMIT;
      return lookups.run(credentialsOf(ctx.caller), { operation: "Autocomplete", term: text }, () => {
        if ((query.context ?? "gbr").toLowerCase() === "usa") {
          return {
            value: ok({ hits: searchUs(s.book.usEntries(), text).slice(0, limit).map(usSuggestionOf) }),
            paid: false,
          };
        }
        // Seed: with a complete postcode in the query, the whole postcode's list, whatever the limit; the
        // addresses that also match the other words come first.
        const postcode = postcodeInText(text);
        const criteria = criteriaOf(query, text);
        if (postcode !== undefined) {
          const matching = searchUk(s.book.ukEntries(), criteria).filter((a) => a.postcode === postcode);
          const rest = searchUk(s.book.ukEntries(), { ...criteria, text: postcode }).filter(
            (a) => !matching.includes(a),
          );
          return { value: ok({ hits: [...matching, ...rest].map(suggestionOf) }), paid: false };
        }
        return {
          value: ok({ hits: searchUk(s.book.ukEntries(), criteria).slice(0, limit).map(suggestionOf) }),
          paid: false,
        };
      });
    },

    resolveAddressGbr: ({ path, query }, ctx) =>
      lookups.run(
        credentialsOf(ctx.caller),
        { operation: "Address Resolve", term: path.address, tags: query.tags },
        () => {
          const address = s.book.resolveGbr(path.address);
          return { value: ok(address), paid: !isTestAddress(address) };
        },
      ),

    resolveAddressUsa: ({ path, query }, ctx) =>
      lookups.run(
        credentialsOf(ctx.caller),
        { operation: "Address Resolve (USA)", term: path.address, tags: query.tags },
        () => ({
          value: ok(s.book.resolveUsa(path.address)),
          paid: true,
        }),
      ),

    cleanseAddress: ({ query, body }, ctx) =>
      lookups.run(
        credentialsOf(ctx.caller),
        { operation: "Address Cleanse", term: body.query, tags: query.tags },
        () => {
          const { result, address } = cleanse(s.book.ukEntries(), body);
          return { value: ok(result), paid: address !== undefined && !isTestAddress(address) };
        },
      ),

    validateEmail: ({ query }, ctx) =>
      lookups.run(
        credentialsOf(ctx.caller),
        { operation: "Email Validation", term: query.query, tags: query.tags },
        () => ({
          value: ok(validateEmail(query.query, s.emailDomains)),
          paid: true,
        }),
      ),

    validatePhoneNumber: ({ query }, ctx) =>
      lookups.run(
        credentialsOf(ctx.caller),
        { operation: "Phone Number Validation", term: query.query, tags: query.tags },
        () => ({
          value: ok(validatePhone(query.query)),
          paid: true,
        }),
      ),

    searchPlaces: ({ query }, ctx) => {
      const text = query.query ?? query.q;
      if (text === undefined || text.trim() === "") throw invalid("query", "is required");
      return lookups.run(credentialsOf(ctx.caller), { operation: "Place Search", term: text }, () => {
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
      lookups.run(
        credentialsOf(ctx.caller),
        { operation: "Place Resolve", term: path.place, tags: query.tags },
        () => ({
          value: ok(s.places.get(path.place)),
          paid: true,
        }),
      ),

    lookupPostcode: ({ path, query }, ctx) =>
      lookups.run(
        credentialsOf(ctx.caller),
        { operation: "Postcode Lookup", term: path.postcode, tags: query.tags },
        () => {
          testPostcodeOutcome(path.postcode);
          const page = s.book.postcodePage(path.postcode, query.page ?? 0);
          return {
            value: ok(page.map((a) => project(a, query.filter))),
            paid: page.length > 0 && !isTestAddress(page[0]),
          };
        },
      ),

    lookupUdprn: ({ path, query }, ctx) =>
      lookups.run(
        credentialsOf(ctx.caller),
        { operation: "UDPRN Lookup", term: path.udprn, tags: query.tags },
        () => {
          testIdentifierOutcome(path.udprn, "udprn");
          const address = s.book.byUdprn(path.udprn);
          return { value: ok(project(address, query.filter)), paid: !isTestAddress(address) };
        },
      ),

    lookupUmprn: ({ path, query }, ctx) =>
      lookups.run(
        credentialsOf(ctx.caller),
        { operation: "UMPRN Lookup", term: path.umprn, tags: query.tags },
        () => {
          testIdentifierOutcome(path.umprn, "umprn");
          const address = s.book.byUmprn(path.umprn);
          return { value: ok(project(address, query.filter)), paid: !isTestAddress(address) };
        },
      ),

    getKeyAvailability: ({ path, query }) => ok(s.keys.availability(path.key, query.licensee)),

    getKeyDetails: ({ path }, ctx) => ok(s.keys.details(s.keys.owned(path.key, credentialsOf(ctx.caller)))),

    listConfigs: ({ path }, ctx) => {
      const key = s.keys.owned(path.key, credentialsOf(ctx.caller));
      return ok({ configs: s.configs.list(key.key) });
    },

    createConfig: ({ path, body }, ctx) => {
      const key = s.keys.owned(path.key, credentialsOf(ctx.caller));
      return ok(s.configs.create(key.key, body.name, body.payload));
    },

    getConfig: ({ path }) => {
      // Public, so that an integration can read its own configuration; the key must still exist.
      return ok(s.configs.get(s.keys.find(path.key).key, path.config));
    },

    updateConfig: ({ path, body }, ctx) => {
      const key = s.keys.owned(path.key, credentialsOf(ctx.caller));
      return ok(s.configs.update(key.key, path.config, body.payload));
    },

    deleteConfig: ({ path }, ctx) => {
      const key = s.keys.owned(path.key, credentialsOf(ctx.caller));
      return ok(s.configs.delete(key.key, path.config));
    },

    listLicensees: ({ path, query }, ctx) => {
      const key = s.keys.owned(path.key, credentialsOf(ctx.caller));
      return ok(
        s.licensees.list(key, {
          startingAfter: query.starting_after,
          limit: query.limit,
          query: query.query ?? query.q,
        }),
      );
    },

    createLicensee: ({ path, body }, ctx) => {
      const key = s.keys.owned(path.key, credentialsOf(ctx.caller));
      return ok(s.licensees.toWire(s.licensees.create(key, body)));
    },

    getLicensee: ({ path }, ctx) => {
      const key = s.keys.owned(path.key, credentialsOf(ctx.caller));
      return ok(s.licensees.toWire(s.licensees.find(key.key, path.licensee)));
    },

    updateLicensee: ({ path, body }, ctx) => {
      const key = s.keys.owned(path.key, credentialsOf(ctx.caller));
      return ok(s.licensees.toWire(s.licensees.update(key, path.licensee, body)));
    },

    cancelLicensee: ({ path }, ctx) => {
      const key = s.keys.owned(path.key, credentialsOf(ctx.caller));
      return ok(s.licensees.toWire(s.licensees.cancel(key, path.licensee)));
    },

    getKeyLookups: ({ path, query }, ctx) => {
      const key = s.keys.owned(path.key, credentialsOf(ctx.caller));
      if (query.licensee !== undefined) s.licensees.find(key.key, query.licensee);
      return { status: 200, contentType: "text/csv", body: s.log.csv(key.key, query) };
    },

    getKeyUsage: ({ path, query }, ctx) => {
      const key = s.keys.owned(path.key, credentialsOf(ctx.caller));
      if (query.licensee !== undefined) s.licensees.find(key.key, query.licensee);
      return ok(s.log.usage(key.key, query));
    },
  };
}

export const addressLookupModule: ServiceModule<"address-lookup"> = {
  authenticate: (credentials, deps) => identify(credentials, keyRing(deps).keys),
  // The provider's community test key and the token its examples use for key management.
  devCredentials: () => ({ authorization: 'IDEALPOSTCODES api_key="iddqd" user_token="my_secret_token"' }),
  create: (deps) => {
    const state = loadState(deps);
    return { handlers: createAddressLookupHandlers(state), admin: adminActions(state.keys) };
  },
};
