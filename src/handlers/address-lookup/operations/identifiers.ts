/**
 * The identifier lookups of the address-lookup service (Ideal Postcodes' `identifiers` tag): every address
 * of a postcode, and the address of a UDPRN or a UMPRN, each as one lookup (../state/lookups.ts) within the
 * datasets enabled on the key. The documented test postcodes and identifiers answer their documented errors.
 */
import type { AddressLookupHandlers } from "../../../../generated/address-lookup/handlers";
import { lookupRequest } from "../auth";
import type { AddressLookupState } from "../state/index";
import { isTestAddress, testIdentifierOutcome, testPostcodeOutcome } from "../state/lookups";
import { filtered } from "../wire/addresses";
import { ok } from "../wire/envelope";

export function identifiersOperations(
  s: AddressLookupState,
): Pick<AddressLookupHandlers, "lookupPostcode" | "lookupUdprn" | "lookupUmprn"> {
  return {
    lookupPostcode: ({ path, query }, ctx) =>
      s.lookups.run(
        lookupRequest(ctx),
        { operation: "Postcode Lookup", term: path.postcode, tags: query.tags },
        (grant) => {
          testPostcodeOutcome(path.postcode);
          const page = s.book.postcodePage(path.postcode, query.page ?? 0, grant.key.datasets);
          return {
            value: ok(page.map((a) => filtered(a, query.filter))),
            paid: page.length > 0 && !isTestAddress(page[0]),
          };
        },
      ),

    lookupUdprn: ({ path, query }, ctx) =>
      s.lookups.run(
        lookupRequest(ctx),
        { operation: "UDPRN Lookup", term: path.udprn, tags: query.tags },
        (grant) => {
          testIdentifierOutcome(path.udprn, "udprn");
          const address = s.book.byUdprn(path.udprn, grant.key.datasets);
          return { value: ok(filtered(address, query.filter)), paid: !isTestAddress(address) };
        },
      ),

    lookupUmprn: ({ path, query }, ctx) =>
      s.lookups.run(
        lookupRequest(ctx),
        { operation: "UMPRN Lookup", term: path.umprn, tags: query.tags },
        (grant) => {
          testIdentifierOutcome(path.umprn, "umprn");
          const address = s.book.byUmprn(path.umprn, grant.key.datasets);
          return { value: ok(filtered(address, query.filter)), paid: !isTestAddress(address) };
        },
      ),
  };
}
