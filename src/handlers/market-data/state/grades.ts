/**
 * The trader grades (short-term: technical analysis and a 90-day quant part) and the investor grades
 * (long-term: fundamentals ranked among the directory, valuation and a one-year quant part) of the
 * market-data service, computed from the token's series by the formulas the spec's schemas describe.
 */
import { isStablecoin, type MarketHistory, type TokenInfo } from "./history";
import { logistic, maxDrawdown, mean, round, rsi, sharpe, simpleReturns, sma } from "./stats";

/** Window of the trader grades' quant part; of the investor grades' valuation and long-term quant. */
const TRADER_WINDOW = 90;
const INVESTOR_WINDOW = 365;

/** A grade is null on a day whose history is too short for it. */
export interface TraderGrade {
  token: TokenInfo;
  date: string;
  taGrade: number | null;
  quantGrade: number | null;
  traderGrade: number | null;
  traderGrade24hPctChange: number | null;
}

export interface InvestorGrade {
  token: TokenInfo;
  date: string;
  fundamentalGrade: number;
  valuationGrade: number;
  longTermQuantGrade: number | null;
  investorGrade: number | null;
}

function nullable(x: number | undefined): number | null {
  return x === undefined ? null : round(x);
}

/** TA part of the trader grade on day `d`: trend, 14-day momentum and RSI (schema TraderGrade). */
function taGrade(closes: number[], d: number): number | undefined {
  const sma20 = sma(closes, d, 20);
  const sma50 = sma(closes, d, 50);
  const r = rsi(closes, d, 14);
  if (sma20 === undefined || sma50 === undefined || r === undefined) return undefined;
  const trend = (closes[d] > sma20 ? 0.5 : 0) + (sma20 > sma50 ? 0.5 : 0);
  const momentum = logistic(10 * (closes[d] / closes[d - 14] - 1));
  return 100 * (0.4 * trend + 0.3 * momentum + 0.3 * (r / 100));
}

/** Quant part of the trader grade on day `d`: Sharpe and drawdown over the last 90 days. */
function quantGrade(closes: number[], d: number): number | undefined {
  if (d < TRADER_WINDOW) return undefined;
  const window = closes.slice(d - TRADER_WINDOW, d + 1);
  return 100 * (0.6 * logistic(sharpe(simpleReturns(window))) + 0.4 * (1 + maxDrawdown(window)));
}

function traderGrade(closes: number[], d: number): number | undefined {
  const ta = taGrade(closes, d);
  const quant = quantGrade(closes, d);
  return ta === undefined || quant === undefined ? undefined : 0.6 * ta + 0.4 * quant;
}

export function traderGrades(history: MarketHistory, t: TokenInfo, day: number): TraderGrade {
  const closes = history.series(t.id).close;
  const today = traderGrade(closes, day);
  const yesterday = day > 0 ? traderGrade(closes, day - 1) : undefined;
  return {
    token: t,
    date: history.dateOf(day),
    taGrade: nullable(taGrade(closes, day)),
    quantGrade: nullable(quantGrade(closes, day)),
    traderGrade: nullable(today),
    traderGrade24hPctChange:
      today === undefined || yesterday === undefined || yesterday === 0
        ? null
        : round((today / yesterday - 1) * 100),
  };
}

/** Percentile rank of `value` among `values` (share of values strictly below it, ties half), 0 to 1. */
function percentileRank(value: number, values: number[]): number {
  if (values.length <= 1) return 1;
  let below = 0;
  let equal = 0;
  for (const v of values) {
    if (v < value) below++;
    else if (v === value) equal++;
  }
  return (below + (equal - 1) / 2) / (values.length - 1);
}

function turnover(history: MarketHistory, id: number, day: number): number {
  const s = history.series(id);
  const from = Math.max(0, day - 29);
  const ratios: number[] = [];
  for (let d = from; d <= day; d++) ratios.push(s.volume[d] / s.marketCap[d]);
  return mean(ratios);
}

/**
 * A function giving a token's investor grades on a day. The fundamental grade ranks the token among the
 * non-stablecoin tokens of the directory that day; their caps and turnovers are worked out once per day.
 */
export function investorGrader(history: MarketHistory): (t: TokenInfo, day: number) => InvestorGrade {
  const peers = history.allTokens().filter((p) => !isStablecoin(p));
  const byDay = new Map<number, { caps: number[]; turnovers: number[] }>();
  return (t, day) => {
    let ranks = byDay.get(day);
    if (!ranks) {
      ranks = {
        caps: peers.map((p) => history.series(p.id).marketCap[day]),
        turnovers: peers.map((p) => turnover(history, p.id, day)),
      };
      byDay.set(day, ranks);
    }
    const s = history.series(t.id);
    const fundamental =
      100 *
      (0.7 * percentileRank(s.marketCap[day], ranks.caps) +
        0.3 * percentileRank(turnover(history, t.id, day), ranks.turnovers));
    const window = s.close.slice(Math.max(0, day - INVESTOR_WINDOW + 1), day + 1);
    const discount = 1 - s.close[day] / Math.max(...window);
    const valuation = 100 * Math.min(1, discount / 0.75);
    const longTerm = day >= INVESTOR_WINDOW - 1 ? 100 * logistic(sharpe(simpleReturns(window))) : undefined;
    return {
      token: t,
      date: history.dateOf(day),
      fundamentalGrade: round(fundamental),
      valuationGrade: round(valuation),
      longTermQuantGrade: nullable(longTerm),
      investorGrade: nullable(
        longTerm === undefined ? undefined : 0.4 * fundamental + 0.3 * valuation + 0.3 * longTerm,
      ),
    };
  };
}
