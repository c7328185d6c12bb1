/**
 * Capitalisation-weighted baskets over the price history: the `indices` endpoint's baskets and the market
 * index that beta, the market indicator and the trader grades are measured against.
 *
 * On a rebalancing day t the weights become the members' market caps at the close of day t − 1 over their
 * sum; between rebalancings each weight drifts with its token's return. The basket's return on day t is
 * Σ w_i × r_i(t), its value the running product of (1 + return).
 */
import { isStablecoin, type MarketHistory, type TokenInfo } from "./history";

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

/** The value a basket starts from on the day before its first day. */
const BASE_VALUE = 1000;

function isRebalanceDay(history: MarketHistory, rule: Rebalance, t: number, first: number): boolean {
  if (t === first || rule === "daily") return true;
  if (rule === "weekly") return (t - first) % 7 === 0;
  return history.dateOf(t).slice(0, 7) !== history.dateOf(t - 1).slice(0, 7);
}

/** The basket's days `from` to `to` (day 0 has no previous close: a basket starts on day 1 at the earliest). */
export function basket(history: MarketHistory, rule: BasketRule, from: number, to: number): BasketDay[] {
  const first = Math.max(1, from);
  const series = new Map(rule.eligible.map((t) => [t.id, history.series(t.id)]));
  let weights = new Map<number, number>();
  let value = BASE_VALUE;
  const out: BasketDay[] = [];
  for (let t = first; t <= to; t++) {
    if (isRebalanceDay(history, rule.rebalance, t, first)) {
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
  const days = basket(history, rule, 1, to);
  return {
    values: [BASE_VALUE, ...days.map((d) => d.value)],
    returns: days.map((d) => d.dailyReturn),
  };
}
