/**
 * The branch-lookup service on the wire: every search answers in the Open Banking v2.2 envelope, `meta`
 * with the total and the licence terms, `data` with the matching branches grouped by brand.
 */
import type { components } from "../../../generated/branch-lookup/types";
import type { Branch } from "./state/branch-data";
import type { BranchRecord } from "./state/branches";

type BranchesResponse = components["schemas"]["BranchesResponse"];
type Meta = components["schemas"]["Meta"];

/** The fixed licence terms every Open Banking open data response carries in `meta`. */
const TERMS: Pick<Meta, "Agreement" | "License" | "TermsOfUse"> = {
  Agreement:
    "Use of the APIs and any related data will be subject to the terms of the Open Licence and subject to terms and conditions",
  License: "https://www.openbanking.org.uk/open-licence",
  TermsOfUse: "https://www.openbanking.org.uk/terms",
};

export function branchesEnvelope(records: BranchRecord[], lastUpdated: string): BranchesResponse {
  const byBrand = new Map<string, Branch[]>();
  for (const r of records) {
    const list = byBrand.get(r.brandName) ?? [];
    list.push(r.branch);
    byBrand.set(r.brandName, list);
  }
  const brands = [...byBrand].map(([BrandName, Branch]) => ({ BrandName, Branch }));
  return {
    meta: { LastUpdated: lastUpdated, TotalResults: records.length, ...TERMS },
    // The data dictionary requires at least one branch per brand and one brand per entry: no match, no entry.
    data: brands.length > 0 ? [{ Brand: brands }] : [],
  };
}
