/** The trader and investor grades of the market-data service: per token and day of a range. */
import type { MarketDataHandlers } from "../../../../generated/market-data/handlers";
import { investorGrader, traderGrades } from "../state/grades";
import { DEFAULT_RANGE_DAYS, type MarketHistory } from "../state/history";
import { perTokenAndDay } from "../state/token-days";
import { DEFAULT_LIMIT, envelope, investorGradeToWire, traderGradeToWire } from "../wire";

export function gradesOperations(
  history: MarketHistory,
): Pick<MarketDataHandlers, "getTraderGrades" | "getInvestorGrades"> {
  return {
    getTraderGrades: ({ query }) => {
      const range = history.range(query.startDate, query.endDate, DEFAULT_RANGE_DAYS);
      const grades = perTokenAndDay(
        history.select(query.tokens),
        range,
        query.limit ?? DEFAULT_LIMIT,
        (t, d) => traderGrades(history, t, d),
      );
      return envelope(grades.map(traderGradeToWire));
    },

    getInvestorGrades: ({ query }) => {
      const range = history.range(query.startDate, query.endDate, DEFAULT_RANGE_DAYS);
      const limit = query.limit ?? DEFAULT_LIMIT;
      const grades = perTokenAndDay(history.select(query.tokens), range, limit, investorGrader(history));
      return envelope(grades.map(investorGradeToWire));
    },
  };
}
