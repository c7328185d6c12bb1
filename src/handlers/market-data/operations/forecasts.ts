/** The forecasts of the market-data service: the seven-day price prediction and the scenario analysis. */
import type { MarketDataHandlers } from "../../../../generated/market-data/handlers";
import { pricePrediction, scenarioAnalysis } from "../state/forecasts";
import type { MarketHistory } from "../state/history";
import { MIN_QUANT_DAYS } from "../state/quantmetrics";
import { DEFAULT_LIMIT, envelope, pricePredictionToWire, scenarioAnalysisToWire } from "../wire";

export function forecastsOperations(
  history: MarketHistory,
): Pick<MarketDataHandlers, "getPricePrediction" | "getScenarioAnalysis"> {
  return {
    getPricePrediction: ({ query }) =>
      envelope(
        history
          .tokensOn(query.tokens, query.date, MIN_QUANT_DAYS)
          .slice(0, query.limit ?? DEFAULT_LIMIT)
          .map(({ t, day }) => pricePredictionToWire(pricePrediction(history, t, day))),
      ),

    getScenarioAnalysis: ({ query }) =>
      envelope(
        history
          .tokensOn(query.tokens, undefined, MIN_QUANT_DAYS)
          .slice(0, query.limit ?? DEFAULT_LIMIT)
          .map(({ t, day }) => scenarioAnalysisToWire(scenarioAnalysis(history, t, day))),
      ),
  };
}
