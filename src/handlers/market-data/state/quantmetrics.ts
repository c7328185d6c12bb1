/**
 * Quantmetrics of the market-data service, tier 1 (return and risk) and tier 2 (market-relative and
 * distribution measures): each figure computed from the token's closes up to a day by the formula the spec's
 * schema describes.
 */
import { marketIndex } from "./baskets";
import type { MarketHistory, TokenInfo } from "./history";
import {
  covariance,
  DAYS_PER_YEAR,
  excessKurtosis,
  maxDrawdown,
  mean,
  pearson,
  quantile,
  round,
  sharpe,
  simpleReturns,
  skewness,
  sortino,
  stdev,
} from "./stats";

/** Figures of one token on one day: the token, the day and how many closes they were computed from. */
export interface TokenDay {
  token: TokenInfo;
  date: string;
  days: number;
}

export interface QuantTier1 extends TokenDay {
  volatility: number;
  allTimeReturn: number;
  cagr: number;
  sharpe: number;
  sortino: number;
  maxDrawdown: number;
  dailyValueAtRisk: number;
}

export interface QuantTier2 extends TokenDay {
  beta: number;
  alpha: number;
  correlationToMarket: number;
  skew: number;
  kurtosis: number;
  tailRatio: number;
  winRate: number;
  profitFactor: number;
  calmar: number;
}

/** Quantmetrics need at least this many closes up to `date`. */
export const MIN_QUANT_DAYS = 30;

/** Closes from day 0 to day `to`, inclusive. */
function closesUpTo(history: MarketHistory, id: number, to: number): number[] {
  return history.series(id).close.slice(0, to + 1);
}

function cagr(closes: number[]): number {
  const years = (closes.length - 1) / DAYS_PER_YEAR;
  return (closes[closes.length - 1] / closes[0]) ** (1 / years) - 1;
}

export function quantTier1(history: MarketHistory, t: TokenInfo, day: number): QuantTier1 {
  const closes = closesUpTo(history, t.id, day);
  const r = simpleReturns(closes);
  return {
    token: t,
    date: history.dateOf(day),
    days: closes.length,
    volatility: round(stdev(r) * Math.sqrt(DAYS_PER_YEAR)),
    allTimeReturn: round(closes[closes.length - 1] / closes[0] - 1),
    cagr: round(cagr(closes)),
    sharpe: round(sharpe(r)),
    sortino: round(sortino(r)),
    maxDrawdown: round(maxDrawdown(closes)),
    dailyValueAtRisk: round(quantile(r, 0.05)),
  };
}

/** Tier 2 of every given token on one day, against one computation of the market index. */
export function quantTier2(history: MarketHistory, tokens: TokenInfo[], day: number): QuantTier2[] {
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
      token: t,
      date: history.dateOf(day),
      days: closes.length,
      beta: round(beta),
      alpha: round((mean(r) - beta * mean(market)) * DAYS_PER_YEAR),
      correlationToMarket: round(pearson(r, market)),
      skew: round(skewness(r)),
      kurtosis: round(excessKurtosis(r)),
      tailRatio: p5 === 0 ? 0 : round(quantile(r, 0.95) / Math.abs(p5)),
      winRate: round(r.filter((x) => x > 0).length / r.length),
      profitFactor: losses === 0 ? 0 : round(gains / losses),
      calmar: mdd === 0 ? 0 : round(cagr(closes) / Math.abs(mdd)),
    };
  });
}
