/**
 * The quantmetrics (tier 1 and 2) and the correlation table of the market-data service: figures of the
 * requested tokens on one day, from the history up to it.
 */
import type { MarketDataHandlers } from "../../../../generated/market-data/handlers";
import type { MarketHistory } from "../state/history";
import { MIN_QUANT_DAYS, quantTier1, quantTier2 } from "../state/quantmetrics";
import { correlations } from "../state/signals";
import { correlationToWire, DEFAULT_LIMIT, envelope, quantTier1ToWire, quantTier2ToWire } from "../wire";

export function quantmetricsOperations(
  history: MarketHistory,
): Pick<MarketDataHandlers, "getQuantmetricsTier1" | "getQuantmetricsTier2" | "getCorrelation"> {
  return {
    getQuantmetricsTier1: ({ query }) =>
      envelope(
        history
          .tokensOn(query.tokens, query.date, MIN_QUANT_DAYS)
          .slice(0, query.limit ?? DEFAULT_LIMIT)
          .map(({ t, day }) => quantTier1ToWire(quantTier1(history, t, day))),
      ),

    getQuantmetricsTier2: ({ query }) => {
      const picked = history
        .tokensOn(query.tokens, query.date, MIN_QUANT_DAYS)
        .slice(0, query.limit ?? DEFAULT_LIMIT);
      if (picked.length === 0) return envelope([]);
      const tier2 = quantTier2(
        history,
        picked.map((p) => p.t),
        picked[0].day,
      );
      return envelope(tier2.map(quantTier2ToWire));
    },

    getCorrelation: ({ query }) => {
      const picked = history.tokensOn(query.tokens, undefined).slice(0, query.limit ?? DEFAULT_LIMIT);
      if (picked.length === 0) return envelope([]);
      const table = correlations(
        history,
        picked.map((p) => p.t),
        picked[0].day,
      );
      return envelope(table.map(correlationToWire));
    },
  };
}
