// generated from specs/address-lookup.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { OperationInfo } from "../runtime";

/** Every operation of specs/address-lookup.yaml, in spec order. */
export const addressLookupOperations = [
  { operationId: "searchAddresses", method: "get", path: "/addresses", body: "none", headerParams: [] },
  { operationId: "autocompleteAddresses", method: "get", path: "/autocomplete/addresses", body: "none", headerParams: [] },
  { operationId: "resolveAddressGbr", method: "get", path: "/autocomplete/addresses/{address}/gbr", body: "none", headerParams: [] },
  { operationId: "resolveAddressUsa", method: "get", path: "/autocomplete/addresses/{address}/usa", body: "none", headerParams: [] },
  { operationId: "cleanseAddress", method: "post", path: "/cleanse/addresses", body: "json", headerParams: [] },
  { operationId: "validateEmail", method: "get", path: "/emails", body: "none", headerParams: [] },
  { operationId: "validatePhoneNumber", method: "get", path: "/phone_numbers", body: "none", headerParams: [] },
  { operationId: "searchPlaces", method: "get", path: "/places", body: "none", headerParams: [] },
  { operationId: "resolvePlace", method: "get", path: "/places/{place}", body: "none", headerParams: [] },
  { operationId: "lookupPostcode", method: "get", path: "/postcodes/{postcode}", body: "none", headerParams: [] },
  { operationId: "lookupUdprn", method: "get", path: "/udprn/{udprn}", body: "none", headerParams: [] },
  { operationId: "lookupUmprn", method: "get", path: "/umprn/{umprn}", body: "none", headerParams: [] },
  { operationId: "getKeyAvailability", method: "get", path: "/keys/{key}", body: "none", headerParams: [] },
  { operationId: "getKeyDetails", method: "get", path: "/keys/{key}/details", body: "none", headerParams: [] },
  { operationId: "listConfigs", method: "get", path: "/keys/{key}/configs", body: "none", headerParams: [] },
  { operationId: "createConfig", method: "post", path: "/keys/{key}/configs", body: "json", headerParams: [] },
  { operationId: "getConfig", method: "get", path: "/keys/{key}/configs/{config}", body: "none", headerParams: [] },
  { operationId: "updateConfig", method: "post", path: "/keys/{key}/configs/{config}", body: "json", headerParams: [] },
  { operationId: "deleteConfig", method: "delete", path: "/keys/{key}/configs/{config}", body: "none", headerParams: [] },
  { operationId: "listLicensees", method: "get", path: "/keys/{key}/licensees", body: "none", headerParams: [] },
  { operationId: "createLicensee", method: "post", path: "/keys/{key}/licensees", body: "json", headerParams: [] },
  { operationId: "getLicensee", method: "get", path: "/keys/{key}/licensees/{licensee}", body: "none", headerParams: [] },
  { operationId: "updateLicensee", method: "put", path: "/keys/{key}/licensees/{licensee}", body: "json", headerParams: [] },
  { operationId: "cancelLicensee", method: "delete", path: "/keys/{key}/licensees/{licensee}", body: "none", headerParams: [] },
  { operationId: "getKeyLookups", method: "get", path: "/keys/{key}/lookups", body: "none", headerParams: [] },
  { operationId: "getKeyUsage", method: "get", path: "/keys/{key}/usage", body: "none", headerParams: [] },
] as const satisfies readonly OperationInfo[];
