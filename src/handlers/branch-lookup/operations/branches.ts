/**
 * The branch searches of the branch-lookup service (Open Banking Open Data v2.2 branches): all, by country,
 * town, distance from a point or a postcode, and by sort code, each in the envelope of ../wire.
 */
import type { BranchLookupHandlers } from "../../../../generated/branch-lookup/handlers";
import type { BranchDirectory, BranchRecord } from "../state/branches";
import { branchesEnvelope } from "../wire";

/**
 * The branches are the service's one group, so the group is typed as the whole handler table: an operation
 * renamed in the spec is then an error at its handler here.
 */
export function branchesOperations(directory: BranchDirectory): BranchLookupHandlers {
  const reply = (records: BranchRecord[]) => ({
    status: 200 as const,
    body: branchesEnvelope(records, directory.lastUpdated()),
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
