/**
 * The market model behind the price history: how one day of every token's OHLCV, market cap and sentiment
 * follows from the day before. scripts/fixtures/market-data.ts runs it over the committed history; the
 * service runs it on from the end of that history up to the clock's today (continuation.ts). Each day's log
 * return of a token is
 *
 *   r = beta × (drift[regime] + vol[regime] × z_market) + groupLoading × z_group + idio × z_token
 *
 * where the market regime (bull, bear, sideways) follows a Markov chain with sticky transitions, z_group is
 * one shock shared by every token of a category (so that tokens of a group are correlated beyond the market),
 * and z_token is the token's own shock. Stablecoins stay at their peg with a tiny mean-reverting noise.
 * Volume grows with the size of the move; market cap is close × circulating supply, which grows slowly.
 * Sentiments are an AR(1) series per token that leans on its last week's return.
 */
import { seededRandom } from "../../../runtime/seeded-random";

export type Category = "layer-1" | "layer-2" | "defi" | "meme" | "exchange" | "gaming" | "stablecoin";
export type Regime = "bull" | "bear" | "sideways";

/** A token's parameters in the model. */
export interface ModelToken {
  id: number;
  category: Category;
  /** Sensitivity to the market factor. */
  beta: number;
  /** Daily volatility of the token's own shock. */
  idio: number;
}

/** Where the model stands after a day: what the next day starts from, per token in the model's order. */
export interface ModelState {
  regime: Regime;
  close: number[];
  supply: number[];
  /** The sentiments' hidden AR(1) levels, before the logistic squash. */
  news: number[];
  social: number[];
  /** The token's log returns of the last seven days, oldest first. */
  weekReturns: number[][];
}

/** fixtures/market-data/model.json: what the service runs the history on with past its last day. */
export interface ModelFile {
  /** Seeds every day after the history (dayRandom). */
  seed: number;
  tokens: ModelToken[];
  /** The model's state after the history's last day. */
  state: ModelState;
}

/** One token's day. */
export interface ModelDay {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  marketCap: number;
  news: number;
  social: number;
}

/** A token's daily columns, which each simulated day extends by one entry. */
export type PriceColumns = Record<"open" | "high" | "low" | "close" | "volume" | "marketCap", number[]>;
export type SentimentColumns = Record<"news" | "social", number[]>;

/** Appends one simulated day to a token's price and sentiment columns. */
export function appendDay(prices: PriceColumns, sentiment: SentimentColumns, day: ModelDay): void {
  prices.open.push(day.open);
  prices.high.push(day.high);
  prices.low.push(day.low);
  prices.close.push(day.close);
  prices.volume.push(day.volume);
  prices.marketCap.push(day.marketCap);
  sentiment.news.push(day.news);
  sentiment.social.push(day.social);
}

/** Per-category loading of the group shock. */
const GROUP_LOADING: Record<Category, number> = {
  "layer-1": 0.012,
  "layer-2": 0.016,
  defi: 0.017,
  meme: 0.03,
  exchange: 0.01,
  gaming: 0.02,
  stablecoin: 0,
};

const REGIME: Record<Regime, { drift: number; vol: number; next: [Regime, number][] }> = {
  bull: {
    drift: 0.0035,
    vol: 0.028,
    next: [
      ["bull", 0.975],
      ["sideways", 0.02],
      ["bear", 0.005],
    ],
  },
  bear: {
    drift: -0.003,
    vol: 0.034,
    next: [
      ["bear", 0.96],
      ["sideways", 0.03],
      ["bull", 0.01],
    ],
  },
  sideways: {
    drift: 0.0002,
    vol: 0.018,
    next: [
      ["sideways", 0.97],
      ["bull", 0.02],
      ["bear", 0.01],
    ],
  },
};

/** The draws of day `day` of a run seeded with `seed`: a stream of their own, whatever came before. */
export function dayRandom(seed: number, day: number): () => number {
  return seededRandom((seed ^ Math.imul(day + 1, 0x9e3779b1)) >>> 0);
}

/** A standard normal draw (Box-Muller). */
function normal(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

function nextRegime(r: Regime, random: () => number): Regime {
  let u = random();
  for (const [to, p] of REGIME[r].next) {
    if (u < p) return to;
    u -= p;
  }
  return r;
}

/** Six significant digits: plenty for prices spanning 1e-7 to 1e5, and a compact file. */
function sig(x: number): number {
  return Number(x.toPrecision(6));
}

/** Sentiment grades run 0 to 100 around 50: the level squashed by a logistic so it never leaves the range. */
function grade(level: number): number {
  return Math.round(100 / (1 + Math.exp(-level)));
}

/**
 * Moves `state` on by one day with the draws of `random` and returns each token's day. On the `first` day of
 * a history the open is the starting price itself; on every other it is the last close with a small gap.
 */
export function simulateDay(
  tokens: readonly ModelToken[],
  state: ModelState,
  random: () => number,
  first = false,
): ModelDay[] {
  state.regime = nextRegime(state.regime, random);
  const { drift, vol } = REGIME[state.regime];
  const zMarket = normal(random);
  const zGroup = new Map<Category, number>();
  for (const t of tokens) if (!zGroup.has(t.category)) zGroup.set(t.category, normal(random));
  return tokens.map((t, i) => {
    const stable = t.category === "stablecoin";
    const open = first ? state.close[i] : state.close[i] * Math.exp(0.001 * normal(random));
    // A stablecoin is pulled back to the peg: the log distance from 1 shrinks by a fifth each day.
    const r = stable
      ? -0.2 * Math.log(open) + t.idio * normal(random)
      : t.beta * (drift + vol * zMarket) +
        GROUP_LOADING[t.category] * zGroup.get(t.category)! +
        t.idio * normal(random);
    const close = open * Math.exp(r);
    const intraday = stable ? 0.0005 : 0.25 * (vol * Math.max(t.beta, 0.5) + t.idio);
    const high = Math.max(open, close) * Math.exp(Math.abs(normal(random)) * intraday);
    const low = Math.min(open, close) * Math.exp(-Math.abs(normal(random)) * intraday);
    state.supply[i] *= 1 + 0.00004 * (1 + random());
    const turnover = stable ? 0.05 : 0.04 * (1 + 25 * Math.abs(r)) * Math.exp(0.3 * normal(random));
    state.close[i] = sig(close);
    const week = state.weekReturns[i];
    week.push(r);
    if (week.length > 7) week.shift();
    const weekReturn = week.reduce((a, b) => a + b, 0);
    state.news[i] = 0.85 * state.news[i] + 0.15 * (6 * weekReturn) + 0.12 * normal(random);
    state.social[i] = 0.7 * state.social[i] + 0.3 * (9 * weekReturn) + 0.2 * normal(random);
    return {
      open: sig(open),
      high: sig(high),
      low: sig(low),
      close: sig(close),
      volume: Math.round(turnover * close * state.supply[i]),
      marketCap: Math.round(close * state.supply[i]),
      news: grade(state.news[i]),
      social: grade(state.social[i]),
    };
  });
}
