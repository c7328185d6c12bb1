/** The per-token signals of the market-data service: today's trading indicator, resistance and support levels. */
import type { MarketDataHandlers } from "../../../../generated/market-data/handlers";
import type { MarketHistory } from "../state/history";
import { LEVELS_RANGE_DAYS, resistanceSupport, tradingIndicator } from "../state/signals";
import { DEFAULT_LIMIT, envelope, resistanceSupportToWire, tradingIndicatorToWire } from "../wire";

export function signalsOperations(
  history: MarketHistory,
): Pick<MarketDataHandlers, "getTradingIndicator" | "getResistanceSupport"> {
  return {
    getTradingIndicator: ({ query }) =>
      envelope(
        history
          .tokensOn(query.tokens, undefined)
          .map(({ t, day }) => tradingIndicator(history, t, day))
          .filter((r) => r !== undefined)
          .slice(0, query.limit ?? DEFAULT_LIMIT)
          .map(tradingIndicatorToWire),
      ),

    getResistanceSupport: ({ query }) => {
      const range = history.range(query.startDate, query.endDate, LEVELS_RANGE_DAYS);
      if (!range) return envelope([]);
      const tokens = history.select(query.tokens).slice(0, query.limit ?? DEFAULT_LIMIT);
      return envelope(tokens.map((t) => resistanceSupportToWire(resistanceSupport(history, t, range))));
    },
  };
}
