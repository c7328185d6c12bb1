/**
 * Wire mapping of the branch-lookup service: every search answers in the Open Banking v2.2 envelope,
 * `meta` with the total and the licence terms, `data` with the matching branches grouped by brand.
 */
import type { BranchLookupHandlers } from "../../../generated/branch-lookup/handlers";
import type { components } from "../../../generated/branch-lookup/types";
import { loadFixture } from "../../runtime/fixtures";
import type { ServiceModule } from "../../runtime/service";
import { type Branch, type BranchData, BranchDirectory, type BranchRecord, type PostcodeRow } from "./state";

type BranchesResponse = components["schemas"]["BranchesResponse"];
type Meta = components["schemas"]["Meta"];

/** The fixed licence terms every Open Banking open data response carries in `meta`. */
const TERMS: Pick<Meta, "Agreement" | "License" | "TermsOfUse"> = {
  Agreement:
    "Use of the APIs and any related data will be subject to the terms of the Open Licence and subject to terms and conditions",
  License: "https://www.openbanking.org.uk/open-licence",
  TermsOfUse: "https://www.openbanking.org.uk/terms",
};

function envelope(records: BranchRecord[], lastUpdated: string): BranchesResponse {
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

export function createBranchLookupHandlers(directory: BranchDirectory): BranchLookupHandlers {
  const reply = (records: BranchRecord[]) => ({
    status: 200 as const,
    body: envelope(records, directory.lastUpdated()),
  });
  return {
    listBranches: () => reply(directory.all()),
    listBranchesByCountry: ({ path }) => reply(directory.inCountry(path.country)),
    listBranchesByTown: ({ path }) => reply(directory.inTown(path.country, path.town)),
    listBranchesByGeoLocation: ({ path, query }) =>
      reply(directory.near(path.latitude, path.longitude, query.radius)),
    listBranchesByPostcode: ({ path }) => reply(directory.nearPostcode(path.postcode)),
    getBranchBySortCode: ({ path }) => reply([directory.bySortCode(path.sortcode)]),
  };
}

export const branchLookupModule: ServiceModule<"branch-lookup"> = {
  // HSBC's Open Banking branch API is public: no authentication.
  authenticate: () => undefined,
  devCredentials: () => ({}),
  create: (deps) => {
    const directory = new BranchDirectory(deps.store);
    deps.store.seed(() =>
      directory.load(
        loadFixture<BranchData>("branch-lookup", "branches.json"),
        loadFixture<PostcodeRow[]>("branch-lookup", "postcodes.json"),
      ),
    );
    return { handlers: createBranchLookupHandlers(directory) };
  },
};
