/**
 * The data of the branch-lookup service from fixtures/branch-lookup/: the published branches and the
 * postcode-to-location table, loaded only into an empty store.
 */
import type { FixtureFolder } from "../../runtime/fixtures";
import type { ServiceStore } from "../../runtime/store";
import type { BranchData, PostcodeRow } from "./state/branch-data";
import type { BranchDirectory } from "./state/branches";

export function seedBranches(store: ServiceStore, fixtures: FixtureFolder, directory: BranchDirectory): void {
  store.seed(() =>
    directory.load(
      fixtures.read<BranchData>("branches.json"),
      fixtures.read<PostcodeRow[]>("postcodes.json"),
    ),
  );
}
