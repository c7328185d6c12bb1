/** The token directory and the daily price and sentiment series of the market-data service. */
import type { MarketDataHandlers } from "../../../../generated/market-data/handlers";
import { DEFAULT_RANGE_DAYS, type MarketHistory } from "../state/history";
import { perTokenAndDay, priceDay, sentimentDay } from "../state/token-days";
import { DEFAULT_LIMIT, envelope, listOf, priceToWire, sentimentToWire, tokenToWire } from "../wire";

export function pricesOperations(
  history: MarketHistory,
): Pick<MarketDataHandlers, "getTokens" | "getPrice" | "getSentiments"> {
  return {
    getTokens: ({ query }) =>
      envelope(
        history
          .findTokens(
            listOf(query.token_ids)?.map(Number),
            listOf(query.token_names),
            listOf(query.token_symbols),
          )
          .map(tokenToWire),
      ),

    getPrice: ({ query }) => {
      const limit = query.limit ?? DEFAULT_LIMIT;
      const range = history.range(query.startDate, query.endDate, 1);
      const skip = ((query.page ?? 1) - 1) * limit;
      return envelope(
        perTokenAndDay(history.select(query.tokens), range, limit, priceDay(history), skip).map(priceToWire),
      );
    },

    getSentiments: ({ query }) => {
      const range = history.range(query.startDate, query.endDate, DEFAULT_RANGE_DAYS);
      const limit = query.limit ?? DEFAULT_LIMIT;
      return envelope(
        perTokenAndDay(history.select(query.tokens), range, limit, sentimentDay(history)).map(
          sentimentToWire,
        ),
      );
    },
  };
}
