/**
 * Quantmetrics (tier 1 and 2) and the trader and investor grades of the market-data service: each figure
 * computed from the token's closes by the formula the spec's schema describes.
 */
import type { components } from "../../../generated/market-data/types";
import { marketIndex } from "./baskets";
import { isStablecoin, type MarketHistory, type TokenInfo } from "./history";
import {
  covariance,
  DAYS_PER_YEAR,
  excessKurtosis,
  logistic,
  maxDrawdown,
  mean,
  pearson,
  quantile,
  round,
  rsi,
  sharpe,
  simpleReturns,
  skewness,
  sma,
  sortino,
  stdev,
} from "./stats";

type Schemas = components["schemas"];
type TokenRef = Schemas["TokenRef"];

/** Quantmetrics need at least this many closes up to `date`. */
export const MIN_QUANT_DAYS = 30;
/** Window of the trader grades' quant part; of the investor grades' valuation and long-term quant. */
const TRADER_WINDOW = 90;
const INVESTOR_WINDOW = 365;

export function tokenRef(t: TokenInfo): TokenRef {
  return { TOKEN_ID: t.id, TOKEN_NAME: t.name, TOKEN_SYMBOL: t.symbol };
}

function nullable(x: number | undefined): number | null {
  return x === undefined ? null : round(x);
}

/** Closes from day 0 to day `to`, inclusive. */
function closesUpTo(history: MarketHistory, id: number, to: number): number[] {
  return history.series(id).close.slice(0, to + 1);
}

function cagr(closes: number[]): number {
  const years = (closes.length - 1) / DAYS_PER_YEAR;
  return (closes[closes.length - 1] / closes[0]) ** (1 / years) - 1;
}

export function quantTier1(history: MarketHistory, t: TokenInfo, day: number): Schemas["QuantmetricsTier1"] {
  const closes = closesUpTo(history, t.id, day);
  const r = simpleReturns(closes);
  return {
    ...tokenRef(t),
    DATE: history.dateOf(day),
    DAYS: closes.length,
    VOLATILITY: round(stdev(r) * Math.sqrt(DAYS_PER_YEAR)),
    ALL_TIME_RETURN: round(closes[closes.length - 1] / closes[0] - 1),
    CAGR: round(cagr(closes)),
    SHARPE: round(sharpe(r)),
    SORTINO: round(sortino(r)),
    MAX_DRAWDOWN: round(maxDrawdown(closes)),
    DAILY_VALUE_AT_RISK: round(quantile(r, 0.05)),
  };
}

/** Tier 2 of every given token on one day, against one computation of the market index. */
export function quantTier2(
  history: MarketHistory,
  tokens: TokenInfo[],
  day: number,
): Schemas["QuantmetricsTier2"][] {
  const market = marketIndex(history, day).returns;
  return tokens.map((t) => {
    const closes = closesUpTo(history, t.id, day);
    const r = simpleReturns(closes);
    const varM = stdev(market) ** 2;
    const beta = varM === 0 ? 0 : covariance(r, market) / varM;
    const gains = r.filter((x) => x > 0).reduce((a, b) => a + b, 0);
    const losses = -r.filter((x) => x < 0).reduce((a, b) => a + b, 0);
    const mdd = maxDrawdown(closes);
    const p5 = quantile(r, 0.05);
    return {
      ...tokenRef(t),
      DATE: history.dateOf(day),
      DAYS: closes.length,
      BETA: round(beta),
      ALPHA: round((mean(r) - beta * mean(market)) * DAYS_PER_YEAR),
      CORRELATION_TO_MARKET: round(pearson(r, market)),
      SKEW: round(skewness(r)),
      KURTOSIS: round(excessKurtosis(r)),
      TAIL_RATIO: p5 === 0 ? 0 : round(quantile(r, 0.95) / Math.abs(p5)),
      WIN_RATE: round(r.filter((x) => x > 0).length / r.length),
      PROFIT_FACTOR: losses === 0 ? 0 : round(gains / losses),
      CALMAR: mdd === 0 ? 0 : round(cagr(closes) / Math.abs(mdd)),
    };
  });
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

export function traderGrades(history: MarketHistory, t: TokenInfo, day: number): Schemas["TraderGrade"] {
  const closes = history.series(t.id).close;
  const today = traderGrade(closes, day);
  const yesterday = day > 0 ? traderGrade(closes, day - 1) : undefined;
  return {
    ...tokenRef(t),
    DATE: history.dateOf(day),
    TA_GRADE: nullable(taGrade(closes, day)),
    QUANT_GRADE: nullable(quantGrade(closes, day)),
    TM_TRADER_GRADE: nullable(today),
    TM_TRADER_GRADE_24H_PCT_CHANGE:
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
export function investorGrader(
  history: MarketHistory,
): (t: TokenInfo, day: number) => Schemas["InvestorGrade"] {
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
      ...tokenRef(t),
      DATE: history.dateOf(day),
      FUNDAMENTAL_GRADE: round(fundamental),
      VALUATION_GRADE: round(valuation),
      LONG_TERM_QUANT_GRADE: nullable(longTerm),
      TM_INVESTOR_GRADE: nullable(
        longTerm === undefined ? undefined : 0.4 * fundamental + 0.3 * valuation + 0.3 * longTerm,
      ),
    };
  };
}
