/**
 * Capitalisation-weighted baskets over the price history: the `indices` endpoint's baskets (the days of the
 * basket a request describes, indexDays) and the market index that beta, the market indicator and the trader
 * grades are measured against.
 *
 * On a rebalancing day t the weights become the members' market caps at the close of day t − 1 over their
 * sum; between rebalancings each weight drifts with its token's return. The basket's return on day t is
 * Σ w_i × r_i(t), its value the running product of (1 + return).
 *
 * Every basket starts from the same base on the history's first day and rebalances on a fixed calendar, so a
 * day's value is a function of the day alone: whatever window a request asks for, it reads the same values,
 * and a history fetched in chunks equals the history fetched at once.
 */
import { type DayRange, isStablecoin, type MarketHistory, type TokenInfo } from "./history";
import { round } from "./stats";

export type Rebalance = "daily" | "weekly" | "monthly";

export interface BasketDay {
  index: number;
  value: number;
  dailyReturn: number;
  marketCap: number;
  members: number[];
}

export interface BasketRule {
  /** Tokens that may be members. */
  eligible: TokenInfo[];
  /** Picks the members among the eligible tokens, ranked by market cap (largest first). */
  pick(rankedIds: number[]): number[];
  rebalance: Rebalance;
}

/** The value of every basket on the history's first day. */
const BASE_VALUE = 1000;
/** Day 0 has no previous close: a basket's first return, and its first rebalancing, is day 1's. */
const FIRST_DAY = 1;
const MONDAY = 1;

/** A basket rebalances on its first day, then every day, every Monday, or on the first day of each month. */
function isRebalanceDay(history: MarketHistory, rule: Rebalance, t: number): boolean {
  if (t === FIRST_DAY || rule === "daily") return true;
  const date = history.dateOf(t);
  if (rule === "weekly") return new Date(`${date}T00:00:00Z`).getUTCDay() === MONDAY;
  return date.slice(0, 7) !== history.dateOf(t - 1).slice(0, 7);
}

/** The basket's days from the first up to day `to`. */
export function basket(history: MarketHistory, rule: BasketRule, to: number): BasketDay[] {
  const series = new Map(rule.eligible.map((t) => [t.id, history.series(t.id)]));
  let weights = new Map<number, number>();
  let value = BASE_VALUE;
  const out: BasketDay[] = [];
  for (let t = FIRST_DAY; t <= to; t++) {
    if (isRebalanceDay(history, rule.rebalance, t)) {
      const ranked = [...series.values()]
        .sort((a, b) => b.marketCap[t - 1] - a.marketCap[t - 1] || a.id - b.id)
        .map((s) => s.id);
      const members = rule.pick(ranked);
      const total = members.reduce((sum, id) => sum + series.get(id)!.marketCap[t - 1], 0);
      weights = new Map(members.map((id) => [id, total > 0 ? series.get(id)!.marketCap[t - 1] / total : 0]));
    }
    let dailyReturn = 0;
    const returns = new Map<number, number>();
    for (const id of weights.keys()) {
      const close = series.get(id)!.close;
      const r = close[t] / close[t - 1] - 1;
      returns.set(id, r);
      dailyReturn += weights.get(id)! * r;
    }
    for (const [id, w] of weights) weights.set(id, (w * (1 + returns.get(id)!)) / (1 + dailyReturn));
    value *= 1 + dailyReturn;
    const members = [...weights.keys()];
    out.push({
      index: t,
      value,
      dailyReturn,
      marketCap: members.reduce((sum, id) => sum + series.get(id)!.marketCap[t], 0),
      members,
    });
  }
  return out;
}

/**
 * The market: every non-stablecoin token, rebalanced daily, from the first day of the history up to day
 * `to`: `values[t]` is its value on day t (1000 on day 0), `returns[t − 1]` its return on day t.
 */
export function marketIndex(history: MarketHistory, to: number): { values: number[]; returns: number[] } {
  const rule: BasketRule = {
    eligible: history.allTokens().filter((t) => !isStablecoin(t)),
    pick: (ranked) => ranked,
    rebalance: "daily",
  };
  const days = basket(history, rule, to);
  return {
    values: [BASE_VALUE, ...days.map((d) => d.value)],
    returns: days.map((d) => d.dailyReturn),
  };
}

/** An index holds the ten largest tokens, or with `lowCap` every other one. */
const LARGE_CAPS = 10;

/** One day of an `indices` basket. */
export interface IndexDay {
  date: string;
  value: number;
  dailyReturn: number;
  marketCap: number;
  members: number[];
}

/**
 * The days of the range of the basket an indices request describes, newest first and at most `limit`: the
 * ten largest tokens (or with `lowCap` the others) listed on one of `exchanges` (any when absent), never a
 * stablecoin.
 */
export function indexDays(
  history: MarketHistory,
  range: DayRange | undefined,
  basketOf: { exchanges: string[] | undefined; lowCap: boolean; rebalance: Rebalance },
  limit: number,
): IndexDay[] {
  const { exchanges, lowCap, rebalance } = basketOf;
  const rule: BasketRule = {
    eligible: history
      .allTokens()
      .filter((t) => !isStablecoin(t) && (!exchanges || t.exchanges.some((e) => exchanges.includes(e)))),
    pick: (ranked) => (lowCap ? ranked.slice(LARGE_CAPS) : ranked.slice(0, LARGE_CAPS)),
    rebalance,
  };
  if (!range || rule.eligible.length === 0) return [];
  // A day the rule leaves without members (say, small caps of an exchange listing few tokens) has no index.
  return basket(history, rule, range.to)
    .filter((d) => d.index >= range.from && d.members.length > 0)
    .reverse()
    .slice(0, limit)
    .map((d) => ({
      date: history.dateOf(d.index),
      value: round(d.value),
      dailyReturn: round(d.dailyReturn),
      marketCap: d.marketCap,
      members: d.members,
    }));
}
