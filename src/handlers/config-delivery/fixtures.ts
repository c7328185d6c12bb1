/**
 * Loads the configuration-delivery fixtures into the domain: AppConfig's predefined deployment strategies
 * and its provider-authored extensions, which every account sees.
 */
import type { FixtureFolder } from "../../runtime/fixtures";
import type { ServiceStore } from "../../runtime/store";
import type { ProviderExtension } from "./state/extensions";
import type { ConfigDelivery } from "./state/index";
import type { PredefinedStrategy } from "./state/strategies";

export function loadFixtures(store: ServiceStore, fixtures: FixtureFolder, cd: ConfigDelivery): void {
  store.seed(() => {
    cd.strategies.addPredefined(fixtures.read<PredefinedStrategy[]>("deployment-strategies.json"));
    cd.extensions.addProviderAuthored(fixtures.read<ProviderExtension[]>("extensions.json"));
  });
}
