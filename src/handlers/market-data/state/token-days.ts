/**
 * The daily records of the market-data service's time series: prices and sentiments of each token on each
 * day of a range, newest day first, then in token order, as Token Metrics pages them.
 */
import type { DayRange, MarketHistory, TokenInfo } from "./history";
import { round } from "./stats";

export interface PriceDay {
  token: TokenInfo;
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  marketCap: number;
}

export type SentimentLabel = "very negative" | "negative" | "neutral" | "positive" | "very positive";

export interface SentimentDay {
  token: TokenInfo;
  date: string;
  news: number;
  social: number;
  /** The mean of the news and social grades, and its label. */
  grade: number;
  label: SentimentLabel;
}

/**
 * Records of each token on each day of the range, newest day first, then in token order, from record
 * `skip` on and at most `limit` of them: computed only for the records returned.
 */
export function perTokenAndDay<T>(
  tokens: TokenInfo[],
  range: DayRange | undefined,
  limit: number,
  record: (t: TokenInfo, day: number) => T,
  skip = 0,
): T[] {
  if (!range || tokens.length === 0) return [];
  const total = (range.to - range.from + 1) * tokens.length;
  const out: T[] = [];
  for (let k = skip; k < total && out.length < limit; k++) {
    out.push(record(tokens[k % tokens.length], range.to - Math.floor(k / tokens.length)));
  }
  return out;
}

export function priceDay(history: MarketHistory): (t: TokenInfo, day: number) => PriceDay {
  return (t, d) => {
    const s = history.series(t.id);
    return {
      token: t,
      date: history.dateOf(d),
      open: s.open[d],
      high: s.high[d],
      low: s.low[d],
      close: s.close[d],
      volume: s.volume[d],
      marketCap: s.marketCap[d],
    };
  };
}

function sentimentLabel(grade: number): SentimentLabel {
  if (grade < 20) return "very negative";
  if (grade < 40) return "negative";
  if (grade < 60) return "neutral";
  if (grade < 80) return "positive";
  return "very positive";
}

export function sentimentDay(history: MarketHistory): (t: TokenInfo, day: number) => SentimentDay {
  return (t, d) => {
    const s = history.sentiment(t.id);
    const grade = (s.news[d] + s.social[d]) / 2;
    return {
      token: t,
      date: history.dateOf(d),
      news: s.news[d],
      social: s.social[d],
      grade: round(grade),
      label: sentimentLabel(grade),
    };
  };
}
