/**
 * The market-data service, mirroring the Token Metrics data API: 14 read-only operations over one price
 * history (state/history.ts) that runs on up to the clock's today; every other figure is computed from it
 * (state/), answered by the groups of operations/ in the envelope of wire.ts.
 */
import { fixtureFolder } from "../../runtime/fixtures";
import type { ServiceModule } from "../../runtime/service";
import { loadFixtures } from "./fixtures";
import { forecastsOperations } from "./operations/forecasts";
import { gradesOperations } from "./operations/grades";
import { indicesOperations } from "./operations/indices";
import { pricesOperations } from "./operations/prices";
import { quantmetricsOperations } from "./operations/quantmetrics";
import { signalsOperations } from "./operations/signals";
import { presentedKey } from "./state/api-keys";
import { MarketHistory } from "./state/history";

const fixtures = fixtureFolder("market-data");

export const marketDataModule: ServiceModule<"market-data"> = {
  // Token Metrics takes the caller's key in the `api_key` header; a key may call every operation.
  authenticate: (credentials, deps) => ({
    id: presentedKey(deps.store, credentials.header("api_key")).name,
    permissions: ["*"],
  }),
  devCredentials: () => ({ api_key: "tm-dev-key" }),
  create: (deps) => {
    const history = new MarketHistory(deps.store, deps.clock);
    deps.store.seed(() => loadFixtures(deps.store, history, fixtures));
    return {
      handlers: {
        ...pricesOperations(history),
        ...gradesOperations(history),
        ...quantmetricsOperations(history),
        ...signalsOperations(history),
        ...forecastsOperations(history),
        ...indicesOperations(history),
      },
    };
  },
};
