/** The whole-market operations of the market-data service: capitalisation-weighted indices and the market indicator. */
import type { MarketDataHandlers } from "../../../../generated/market-data/handlers";
import { indexDays } from "../state/baskets";
import { DEFAULT_RANGE_DAYS, type MarketHistory } from "../state/history";
import { marketIndicator } from "../state/signals";
import { DEFAULT_LIMIT, envelope, indexDayToWire, listOf, marketIndicatorToWire } from "../wire";

export function indicesOperations(
  history: MarketHistory,
): Pick<MarketDataHandlers, "getIndices" | "getMarketIndicator"> {
  return {
    getIndices: ({ query }) => {
      const range = history.range(query.startDate, query.endDate, DEFAULT_RANGE_DAYS);
      const basket = {
        exchanges: listOf(query.exchanges),
        lowCap: query.lowCap ?? false,
        rebalance: query.timeHorizon ?? "monthly",
      };
      return envelope(indexDays(history, range, basket, query.limit ?? DEFAULT_LIMIT).map(indexDayToWire));
    },

    getMarketIndicator: ({ query }) => {
      const range = history.range(query.startDate, query.endDate, DEFAULT_RANGE_DAYS);
      const days = range ? marketIndicator(history, range).slice(0, query.limit ?? DEFAULT_LIMIT) : [];
      return envelope(days.map(marketIndicatorToWire));
    },
  };
}
