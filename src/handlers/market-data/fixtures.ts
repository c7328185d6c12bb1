/**
 * Loads fixtures/market-data/: the API keys, the token directory, the price and sentiment history and the
 * model that runs the history on (written by scripts/fixtures/market-data.ts).
 */
import type { FixtureFolder } from "../../runtime/fixtures";
import type { ServiceStore } from "../../runtime/store";
import { type ApiKey, addApiKeys } from "./state/api-keys";
import type { MarketHistory, PriceFile, SentimentFile, TokenInfo } from "./state/history";
import type { ModelFile } from "./state/market-model";

export function loadFixtures(store: ServiceStore, history: MarketHistory, fixtures: FixtureFolder): void {
  addApiKeys(store, fixtures.read<ApiKey[]>("api-keys.json"));
  history.load(
    fixtures.read<TokenInfo[]>("tokens.json"),
    fixtures.read<PriceFile>("prices.json"),
    fixtures.read<SentimentFile>("sentiments.json"),
    fixtures.read<ModelFile>("model.json"),
  );
}
