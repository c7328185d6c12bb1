/**
 * Signals and relations read off the price history: the correlation table, the per-token trading
 * indicator, the market indicator and resistance and support levels (formulas in the spec's descriptions).
 */
import { marketIndex } from "./baskets";
import { type DayRange, isStablecoin, type MarketHistory, type TokenInfo } from "./history";
import { pearson, round, rsi, simpleReturns, sma } from "./stats";

export interface CorrelatedToken {
  tokenId: number;
  symbol: string;
  correlation: number;
}

export interface Correlation {
  token: TokenInfo;
  date: string;
  windowDays: number;
  /** The most correlated tokens, most first; the least correlated, least first. */
  top: CorrelatedToken[];
  bottom: CorrelatedToken[];
}

export type Sign = -1 | 0 | 1;

export interface TradingIndicator {
  token: TokenInfo;
  date: string;
  close: number;
  sma20: number;
  sma50: number;
  momentum14: number;
  rsi14: number;
  trend: Sign;
  signal: Sign;
  /** Return of following the signal since the first day it is defined on, and of holding the token. */
  signalReturns: number;
  holdingReturns: number;
}

export interface MarketIndicatorDay {
  date: string;
  totalMarketCap: number;
  marketIndex: number;
  /** Null while no token has 50 days of history. */
  pctTokensBullish: number | null;
  marketSignal: 1 | -1 | null;
}

export interface PriceLevel {
  level: number;
  /** The last day the price turned there. */
  date: string;
  touches: number;
  type: "resistance" | "support";
}

export interface ResistanceSupport {
  token: TokenInfo;
  date: string;
  close: number;
  levels: PriceLevel[];
}

/** Correlation is computed over the daily returns of this many days up to today. */
const CORRELATION_WINDOW_DAYS = 90;
/** How many of the most and of the least correlated tokens a record lists. */
const CORRELATION_LIST = 10;
/** Resistance and support look back a year by default: levels need many swings. */
export const LEVELS_RANGE_DAYS = 365;
const SWING_DAYS = 7;
const CLUSTER_TOLERANCE = 0.03;

function sign(x: number): Sign {
  return x > 0 ? 1 : x < 0 ? -1 : 0;
}

/** Returns of the `window` days ending at `day` (the first of them needs the close before it). */
function windowReturns(history: MarketHistory, id: number, day: number, window: number): number[] {
  return simpleReturns(history.series(id).close.slice(Math.max(0, day - window), day + 1));
}

export function correlations(history: MarketHistory, tokens: TokenInfo[], day: number): Correlation[] {
  const others = history.allTokens().filter((t) => !isStablecoin(t));
  const returns = new Map(
    others.map((t) => [t.id, windowReturns(history, t.id, day, CORRELATION_WINDOW_DAYS)]),
  );
  return tokens.map((t) => {
    const own = returns.get(t.id) ?? windowReturns(history, t.id, day, CORRELATION_WINDOW_DAYS);
    const table = others
      .filter((o) => o.id !== t.id)
      .map((o) => ({ tokenId: o.id, symbol: o.symbol, correlation: round(pearson(own, returns.get(o.id)!)) }))
      .sort((a, b) => b.correlation - a.correlation || a.tokenId - b.tokenId);
    return {
      token: t,
      date: history.dateOf(day),
      windowDays: own.length,
      top: table.slice(0, CORRELATION_LIST),
      bottom: table.slice(-CORRELATION_LIST).reverse(),
    };
  });
}

/** 1 long, −1 short, 0 flat on day `d`: the 20/50-day averages and the 14-day momentum agree. */
function signalOn(closes: number[], d: number): Sign | undefined {
  const sma20 = sma(closes, d, 20);
  const sma50 = sma(closes, d, 50);
  if (sma20 === undefined || sma50 === undefined || d < 14) return undefined;
  const trend = sign(sma20 - sma50);
  return trend !== 0 && trend === sign(closes[d] / closes[d - 14] - 1) ? trend : 0;
}

/** The trading indicator on `day`; undefined when the history before it is too short for a 50-day average. */
export function tradingIndicator(
  history: MarketHistory,
  t: TokenInfo,
  day: number,
): TradingIndicator | undefined {
  const closes = history.series(t.id).close;
  const signal = signalOn(closes, day);
  if (signal === undefined) return undefined;
  const sma20 = sma(closes, day, 20)!;
  const sma50 = sma(closes, day, 50)!;
  const first = 49;
  let strategy = 1;
  for (let d = first + 1; d <= day; d++)
    strategy *= 1 + signalOn(closes, d - 1)! * (closes[d] / closes[d - 1] - 1);
  return {
    token: t,
    date: history.dateOf(day),
    close: closes[day],
    sma20: round(sma20),
    sma50: round(sma50),
    momentum14: round(closes[day] / closes[day - 14] - 1),
    rsi14: round(rsi(closes, day, 14)!),
    trend: sign(sma20 - sma50),
    signal,
    signalReturns: round(strategy - 1),
    holdingReturns: round(closes[day] / closes[first] - 1),
  };
}

/** The market indicator of each day of the range, newest first. */
export function marketIndicator(history: MarketHistory, range: DayRange): MarketIndicatorDay[] {
  const index = marketIndex(history, range.to).values;
  const tokens = history.allTokens().filter((t) => !isStablecoin(t));
  const closes = tokens.map((t) => history.series(t.id).close);
  const caps = history.allTokens().map((t) => history.series(t.id).marketCap);
  const out: MarketIndicatorDay[] = [];
  for (let d = range.to; d >= range.from; d--) {
    const trends = closes.map((c) => {
      const a = sma(c, d, 20);
      const b = sma(c, d, 50);
      return a === undefined || b === undefined ? undefined : a > b;
    });
    const known = trends.filter((x) => x !== undefined);
    const m20 = sma(index, d, 20);
    const m50 = sma(index, d, 50);
    out.push({
      date: history.dateOf(d),
      totalMarketCap: caps.reduce((sum, c) => sum + c[d], 0),
      marketIndex: round(index[d]),
      pctTokensBullish:
        known.length === 0 ? null : round((100 * known.filter(Boolean).length) / known.length),
      marketSignal: m20 === undefined || m50 === undefined ? null : m20 > m50 ? 1 : -1,
    });
  }
  return out;
}

interface Cluster {
  sum: number;
  touches: number;
  last: number;
}

/** Resistance and support levels of one token over the range (swing points clustered within 3%). */
export function resistanceSupport(history: MarketHistory, t: TokenInfo, range: DayRange): ResistanceSupport {
  const s = history.series(t.id);
  const clusters: Cluster[] = [];
  const add = (price: number, day: number) => {
    const near = clusters.find((c) => Math.abs(price / (c.sum / c.touches) - 1) <= CLUSTER_TOLERANCE);
    if (near) {
      near.sum += price;
      near.touches++;
      near.last = Math.max(near.last, day);
    } else clusters.push({ sum: price, touches: 1, last: day });
  };
  for (let d = range.from; d <= range.to; d++) {
    const lo = Math.max(range.from, d - SWING_DAYS);
    const hi = Math.min(range.to, d + SWING_DAYS);
    let isHigh = true;
    let isLow = true;
    for (let k = lo; k <= hi; k++) {
      if (s.high[k] > s.high[d]) isHigh = false;
      if (s.low[k] < s.low[d]) isLow = false;
    }
    if (isHigh) add(s.high[d], d);
    if (isLow) add(s.low[d], d);
  }
  const close = s.close[range.to];
  const levels = clusters
    .filter((c) => c.touches >= 2)
    .map((c): PriceLevel => {
      const level = round(c.sum / c.touches);
      return {
        level,
        date: history.dateOf(c.last),
        touches: c.touches,
        type: level > close ? "resistance" : "support",
      };
    })
    .sort((a, b) => b.level - a.level);
  return {
    token: t,
    date: history.dateOf(range.to),
    close,
    levels,
  };
}
