/**
 * The stored price history run on by the market model (market-model.ts) past its last stored day, one day at
 * a time, as far as the clock's today asks. Day d after the stored history is drawn from the continuation's
 * seed and d alone, starting from the model's state after the day before, so its figures depend only on the
 * seed and the days up to d: every process, on every machine, after any restart, makes the same days, however
 * the clock got there. The days made are kept in memory for the process; nothing is written to the store.
 */
import type { ModelFile, ModelState } from "./market-model";
import { appendDay, dayRandom, simulateDay } from "./market-model";

/** One token's daily series, index 0 being the first day of the history. */
export interface Series {
  id: number;
  open: number[];
  high: number[];
  low: number[];
  close: number[];
  volume: number[];
  marketCap: number[];
}

export interface SentimentSeries {
  id: number;
  news: number[];
  social: number[];
}

/** What the store holds: the series of `days` days, and the model that runs them on (absent: no continuation). */
export interface StoredHistory {
  days: number;
  series: Series[];
  sentiments: SentimentSeries[];
  model: ModelFile | undefined;
}

export class Continuation {
  private readonly series = new Map<number, Series>();
  private readonly sentiments = new Map<number, SentimentSeries>();
  private readonly state: ModelState | undefined;
  /** Days held, stored and made. */
  private held: number;

  /** Copies the stored series, so that the days made never reach the store's records. */
  constructor(private readonly stored: StoredHistory) {
    for (const s of stored.series) {
      this.series.set(s.id, {
        id: s.id,
        open: [...s.open],
        high: [...s.high],
        low: [...s.low],
        close: [...s.close],
        volume: [...s.volume],
        marketCap: [...s.marketCap],
      });
    }
    for (const s of stored.sentiments) {
      this.sentiments.set(s.id, { id: s.id, news: [...s.news], social: [...s.social] });
    }
    this.state = stored.model && structuredClone(stored.model.state);
    this.held = stored.days;
  }

  /** Runs the model on until the history holds day index `day`. */
  extendTo(day: number): void {
    const model = this.stored.model;
    if (!model || !this.state) return;
    for (; this.held <= day; this.held++) {
      const days = simulateDay(model.tokens, this.state, dayRandom(model.seed, this.held));
      model.tokens.forEach((t, i) => {
        const s = this.series.get(t.id);
        const m = this.sentiments.get(t.id);
        if (s && m) appendDay(s, m, days[i]);
      });
    }
  }

  seriesOf(id: number): Series | undefined {
    return this.series.get(id);
  }

  sentimentOf(id: number): SentimentSeries | undefined {
    return this.sentiments.get(id);
  }
}
