/**
 * The validation operations of the address-lookup service (Ideal Postcodes' `validation` tag): an e-mail
 * address and a phone number, each a paid lookup (../state/lookups.ts) computed without a network lookup.
 */
import type { AddressLookupHandlers } from "../../../../generated/address-lookup/handlers";
import { lookupRequest } from "../auth";
import { type EmailDomains, validateEmail } from "../state/email";
import type { Lookups } from "../state/lookups";
import { validatePhone } from "../state/phone";
import { ok } from "../wire/envelope";

export function validationOperations(
  lookups: Lookups,
  emailDomains: EmailDomains,
): Pick<AddressLookupHandlers, "validateEmail" | "validatePhoneNumber"> {
  return {
    validateEmail: ({ query }, ctx) =>
      lookups.run(
        lookupRequest(ctx),
        { operation: "Email Validation", term: query.query, tags: query.tags },
        () => ({ value: ok(validateEmail(query.query, emailDomains)), paid: true }),
      ),

    validatePhoneNumber: ({ query }, ctx) =>
      lookups.run(
        lookupRequest(ctx),
        { operation: "Phone Number Validation", term: query.query, tags: query.tags },
        () => ({ value: ok(validatePhone(query.query)), paid: true }),
      ),
  };
}
