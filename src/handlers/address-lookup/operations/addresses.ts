/**
 * The address operations of the address-lookup service (Ideal Postcodes' `addresses` tag): search,
 * autocomplete, resolving a suggestion to a UK or US address, and cleansing. Each runs as one lookup
 * (../state/lookups.ts), which checks the key and its restrictions, charges paid answers and logs them, and
 * each searches only the datasets enabled on the key.
 */
import type { AddressLookupHandlers } from "../../../../generated/address-lookup/handlers";
import { invalid } from "../../../errors/service-error";
import { lookupRequest } from "../auth";
import { DEFAULT_LIMIT, hasSearch, searchUk, searchUs } from "../state/address-search";
import { cleanse } from "../state/cleanse";
import type { AddressLookupState } from "../state/index";
import { isTestAddress, TEST_EMPTY_POSTCODE, testPostcodeOutcome } from "../state/lookups";
import { compactPostcode, postcodeInText } from "../state/text";
import { criteriaOf, filtered, suggestionOf, usSuggestionOf } from "../wire/addresses";
import { ok } from "../wire/envelope";

export function addressesOperations(
  s: AddressLookupState,
): Pick<
  AddressLookupHandlers,
  "searchAddresses" | "autocompleteAddresses" | "resolveAddressGbr" | "resolveAddressUsa" | "cleanseAddress"
> {
  return {
    searchAddresses: ({ query }, ctx) => {
      const text = query.query ?? query.q;
      const criteria = criteriaOf(query, text);
      if (!hasSearch(criteria)) throw invalid("query", "a query, a filter or lon and lat is required");
      const limit = query.limit ?? DEFAULT_LIMIT;
      const page = query.page ?? 0;
      const meta = { operation: "Address Lookup", term: text ?? "", tags: query.tags };
      return s.lookups.run(lookupRequest(ctx), meta, (grant) => {
        if (text !== undefined) testPostcodeOutcome(text);
        const all =
          text !== undefined && compactPostcode(text).includes(TEST_EMPTY_POSTCODE)
            ? []
            : searchUk(s.book.ukEntries(grant.key.datasets), criteria);
        const hits = all.slice(page * limit, (page + 1) * limit);
        return {
          value: ok({ hits: hits.map((a) => filtered(a, query.filter)), total: all.length, limit, page }),
          paid: all.length > 0 && !all.every(isTestAddress),
        };
      });
    },

    autocompleteAddresses: ({ query }, ctx) => {
      const text = query.query ?? query.q;
      // The spec refuses a blank query but cannot require one of two parameters (`query` or its alias `q`).
      if (text === undefined) throw invalid("query", "is required");
      const limit = query.limit ?? DEFAULT_LIMIT;
      return s.lookups.run(lookupRequest(ctx), { operation: "Autocomplete", term: text }, (grant) => {
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
      s.lookups.run(
        lookupRequest(ctx),
        { operation: "Address Resolve", term: path.address, tags: query.tags },
        (grant) => {
          const address = s.book.resolveGbr(path.address, grant.key.datasets);
          return { value: ok(address), paid: !isTestAddress(address) };
        },
      ),

    resolveAddressUsa: ({ path, query }, ctx) =>
      s.lookups.run(
        lookupRequest(ctx),
        { operation: "Address Resolve (USA)", term: path.address, tags: query.tags },
        () => ({ value: ok(s.book.resolveUsa(path.address)), paid: true }),
      ),

    cleanseAddress: ({ query, body }, ctx) =>
      s.lookups.run(
        lookupRequest(ctx),
        { operation: "Address Cleanse", term: body.query, tags: query.tags },
        (grant) => {
          const { result, address } = cleanse(s.book.ukEntries(grant.key.datasets), body);
          return { value: ok(result), paid: address !== undefined && !isTestAddress(address) };
        },
      ),
  };
}
