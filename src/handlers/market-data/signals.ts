/**
 * Signals and relations read off the price history: the correlation table, the per-token trading
 * indicator, the market indicator and resistance and support levels (formulas in the spec's descriptions).
 */
import type { components } from "../../../generated/market-data/types";
import { marketIndex } from "./baskets";
import { type DayRange, isStablecoin, type MarketHistory, type TokenInfo } from "./history";
import { tokenRef } from "./measures";
import { pearson, round, rsi, simpleReturns, sma } from "./stats";

type Schemas = components["schemas"];

/** Correlation is computed over the daily returns of this many days up to today. */
const CORRELATION_WINDOW_DAYS = 90;
/** How many of the most and of the least correlated tokens a record lists. */
const CORRELATION_LIST = 10;
const SWING_DAYS = 7;
const CLUSTER_TOLERANCE = 0.03;

function sign(x: number): -1 | 0 | 1 {
  return x > 0 ? 1 : x < 0 ? -1 : 0;
}

/** Returns of the `window` days ending at `day` (the first of them needs the close before it). */
function windowReturns(history: MarketHistory, id: number, day: number, window: number): number[] {
  return simpleReturns(history.series(id).close.slice(Math.max(0, day - window), day + 1));
}

export function correlations(
  history: MarketHistory,
  tokens: TokenInfo[],
  day: number,
): Schemas["Correlation"][] {
  const others = history.allTokens().filter((t) => !isStablecoin(t));
  const returns = new Map(
    others.map((t) => [t.id, windowReturns(history, t.id, day, CORRELATION_WINDOW_DAYS)]),
  );
  return tokens.map((t) => {
    const own = returns.get(t.id) ?? windowReturns(history, t.id, day, CORRELATION_WINDOW_DAYS);
    const table = others
      .filter((o) => o.id !== t.id)
      .map((o) => ({ token_id: o.id, token: o.symbol, correlation: round(pearson(own, returns.get(o.id)!)) }))
      .sort((a, b) => b.correlation - a.correlation || a.token_id - b.token_id);
    return {
      ...tokenRef(t),
      DATE: history.dateOf(day),
      WINDOW_DAYS: own.length,
      TOP_CORRELATION: table.slice(0, CORRELATION_LIST),
      BOTTOM_CORRELATION: table.slice(-CORRELATION_LIST).reverse(),
    };
  });
}

/** 1 long, −1 short, 0 flat on day `d`: the 20/50-day averages and the 14-day momentum agree. */
function signalOn(closes: number[], d: number): -1 | 0 | 1 | undefined {
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
): Schemas["TradingIndicator"] | undefined {
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
    ...tokenRef(t),
    DATE: history.dateOf(day),
    CLOSE: closes[day],
    SMA_20: round(sma20),
    SMA_50: round(sma50),
    MOMENTUM_14: round(closes[day] / closes[day - 14] - 1),
    RSI_14: round(rsi(closes, day, 14)!),
    TOKEN_TREND: sign(sma20 - sma50),
    TRADING_SIGNAL: signal,
    TRADING_SIGNALS_RETURNS: round(strategy - 1),
    HOLDING_RETURNS: round(closes[day] / closes[first] - 1),
  };
}

/** The market indicator of each day of the range, newest first. */
export function marketIndicator(history: MarketHistory, range: DayRange): Schemas["MarketIndicatorDay"][] {
  const index = marketIndex(history, range.to).values;
  const tokens = history.allTokens().filter((t) => !isStablecoin(t));
  const closes = tokens.map((t) => history.series(t.id).close);
  const caps = history.allTokens().map((t) => history.series(t.id).marketCap);
  const out: Schemas["MarketIndicatorDay"][] = [];
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
      DATE: history.dateOf(d),
      TOTAL_MARKET_CAP: caps.reduce((sum, c) => sum + c[d], 0),
      MARKET_INDEX: round(index[d]),
      PCT_TOKENS_BULLISH:
        known.length === 0 ? null : round((100 * known.filter(Boolean).length) / known.length),
      MARKET_SIGNAL: m20 === undefined || m50 === undefined ? null : m20 > m50 ? 1 : -1,
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
export function resistanceSupport(
  history: MarketHistory,
  t: TokenInfo,
  range: DayRange,
): Schemas["ResistanceSupport"] {
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
    .map((c) => {
      const level = round(c.sum / c.touches);
      return {
        level,
        date: history.dateOf(c.last),
        touches: c.touches,
        type: level > close ? ("resistance" as const) : ("support" as const),
      };
    })
    .sort((a, b) => b.level - a.level);
  return {
    ...tokenRef(t),
    DATE: history.dateOf(range.to),
    CLOSE: close,
    HISTORICAL_RESISTANCE_SUPPORT_LEVELS: levels,
  };
}
