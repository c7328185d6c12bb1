/** Loads the connector catalogue the deployment ships with (definitions.json): public and private definitions. */
import type { FixtureFolder } from "../../runtime/fixtures";
import type { CatalogueEntry } from "./state/definitions";
import type { PipelineConfig } from "./state/index";

export function loadFixtures(p: PipelineConfig, fixtures: FixtureFolder): void {
  const catalogue = fixtures.read<{ sources: CatalogueEntry[]; destinations: CatalogueEntry[] }>(
    "definitions.json",
  );
  for (const e of catalogue.sources) p.definitions.addToCatalogue("source", e);
  for (const e of catalogue.destinations) p.definitions.addToCatalogue("destination", e);
}
