// generated from specs/branch-lookup.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { OperationInfo } from "../runtime";

/** Every operation of specs/branch-lookup.yaml, in spec order. */
export const branchLookupOperations = [
  { operationId: "listBranches", method: "get", path: "/open-banking/v2.2/branches", body: "none", headerParams: [] },
  { operationId: "listBranchesByCountry", method: "get", path: "/x-open-banking/v2.2/branches/country/{country}", body: "none", headerParams: [] },
  { operationId: "listBranchesByTown", method: "get", path: "/x-open-banking/v2.2/branches/country/{country}/town/{town}", body: "none", headerParams: [] },
  { operationId: "listBranchesByGeoLocation", method: "get", path: "/x-open-banking/v2.2/branches/geo-location/lat/{latitude}/long/{longitude}", body: "none", headerParams: [] },
  { operationId: "listBranchesByPostcode", method: "get", path: "/x-open-banking/v2.2/branches/postcode/{postcode}", body: "none", headerParams: [] },
  { operationId: "getBranchBySortCode", method: "get", path: "/x-open-banking/v2.2/branches/sortcode/{sortcode}", body: "none", headerParams: [] },
] as const satisfies readonly OperationInfo[];
