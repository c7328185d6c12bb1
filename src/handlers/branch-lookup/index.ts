/**
 * The branch-lookup service (HSBC's Open Banking branch locator): the branch searches of
 * ./operations/branches.ts over the directory of ./state/branches.ts, seeded from the service's fixtures.
 */
import { fixtureFolder } from "../../runtime/fixtures";
import type { ServiceModule } from "../../runtime/service";
import { seedBranches } from "./fixtures";
import { branchesOperations } from "./operations/branches";
import { BranchDirectory } from "./state/branches";

const fixtures = fixtureFolder("branch-lookup");

export const branchLookupModule: ServiceModule<"branch-lookup"> = {
  // HSBC's Open Banking branch API is public: no authentication.
  authenticate: () => undefined,
  devCredentials: () => ({}),
  create: (deps) => {
    const directory = new BranchDirectory(deps.store);
    seedBranches(deps.store, fixtures, directory);
    return { handlers: branchesOperations(directory) };
  },
};
