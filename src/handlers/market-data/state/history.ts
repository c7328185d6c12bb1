/**
 * The one price history the market-data service serves: the token directory, daily OHLCV and market caps,
 * and the sentiment series, held in the service's store collections and run on past their last stored day
 * up to the clock's today (continuation.ts). Every figure of the other endpoints is computed from these
 * series; this module resolves which tokens and which days a request is about.
 */
import { invalid } from "../../../errors/service-error";
import type { Clock } from "../../../runtime/clock";
import type { Collection, ServiceStore } from "../../../runtime/store";
import { Continuation, type SentimentSeries, type Series } from "./continuation";
import type { ModelFile } from "./market-model";

const DAY_MS = 86_400_000;
/**
 * How far past its stored days the history runs: twenty years. A clock moved further on finds the history
 * ending there, which keeps the memory a process spends on made days bounded (about 20 MB).
 */
const MAX_MADE_DAYS = 20 * 365 + 5;

export interface TokenInfo {
  id: number;
  name: string;
  symbol: string;
  category: string;
  exchanges: string[];
}

/** The files of fixtures/market-data/, as scripts/fixtures/market-data.ts writes them. */
export interface PriceFile {
  start: string;
  end: string;
  series: Series[];
}
export interface SentimentFile {
  start: string;
  series: SentimentSeries[];
}

/** An inclusive range of day indexes. */
export interface DayRange {
  from: number;
  to: number;
}

/** Time series without dates cover this many days up to today. */
export const DEFAULT_RANGE_DAYS = 30;

function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/** A query date must be a real calendar day: `2025-02-30` is refused, not rolled over. */
function checkDate(field: string, date: string | undefined): void {
  if (date === undefined) return;
  const t = Date.parse(`${date}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
    Number.isNaN(t) ||
    new Date(t).toISOString().slice(0, 10) !== date
  ) {
    throw invalid(field, "must be a calendar date, YYYY-MM-DD");
  }
}

export function isStablecoin(token: TokenInfo): boolean {
  return token.category === "stablecoin";
}

export class MarketHistory {
  private readonly tokenTable: Collection<TokenInfo>;
  private readonly seriesTable: Collection<Series>;
  private readonly sentimentTable: Collection<SentimentSeries>;
  private readonly calendar: Collection<{ startDay: number; days: number }>;
  private readonly model: Collection<ModelFile>;
  /** Made on the first read after the history is loaded; kept for the process, never stored. */
  private continuation: Continuation | undefined;

  constructor(
    store: ServiceStore,
    private readonly clock: Clock,
  ) {
    this.tokenTable = store.collection("tokens");
    this.seriesTable = store.collection("series");
    this.sentimentTable = store.collection("sentiments");
    this.calendar = store.collection("calendar");
    this.model = store.collection("model");
  }

  load(tokens: TokenInfo[], prices: PriceFile, sentiments: SentimentFile, model: ModelFile): void {
    for (const t of [...tokens].sort((a, b) => a.id - b.id)) this.tokenTable.put(String(t.id), t);
    for (const s of prices.series) this.seriesTable.put(String(s.id), s);
    for (const s of sentiments.series) this.sentimentTable.put(String(s.id), s);
    this.calendar.put("days", {
      startDay: dayNumber(prices.start),
      days: dayNumber(prices.end) - dayNumber(prices.start) + 1,
    });
    this.model.put("continuation", model);
  }

  private get days(): { startDay: number; days: number } {
    return this.calendar.get("days") ?? { startDay: 0, days: 0 };
  }

  /** Every token, by id. */
  allTokens(): TokenInfo[] {
    return this.tokenTable.all();
  }

  /** The directory's tokens that match every list given: ids, names and symbols (without regard to case). */
  findTokens(
    ids: number[] | undefined,
    names: string[] | undefined,
    symbols: string[] | undefined,
  ): TokenInfo[] {
    const lowerNames = names?.map((n) => n.toLowerCase());
    const lowerSymbols = symbols?.map((s) => s.toLowerCase());
    return this.allTokens().filter(
      (t) =>
        (!ids || ids.includes(t.id)) &&
        (!lowerNames || lowerNames.includes(t.name.toLowerCase())) &&
        (!lowerSymbols || lowerSymbols.includes(t.symbol.toLowerCase())),
    );
  }

  /** The history up to today, its stored days and the days made after them. */
  private history(): Continuation {
    this.continuation ??= new Continuation({
      days: this.days.days,
      series: this.seriesTable.all(),
      sentiments: this.sentimentTable.all(),
      model: this.model.get("continuation"),
    });
    this.continuation.extendTo(this.today());
    return this.continuation;
  }

  /** A token's series, up to today at least. */
  series(id: number): Series {
    return this.history().seriesOf(id)!;
  }

  sentiment(id: number): SentimentSeries {
    return this.history().sentimentOf(id)!;
  }

  /** The calendar day of a day index, YYYY-MM-DD. */
  dateOf(index: number): string {
    return new Date((this.days.startDay + index) * DAY_MS).toISOString().slice(0, 10);
  }

  /** The day index of a date (negative before the history, past the end after it). */
  indexOf(date: string): number {
    return dayNumber(date) - this.days.startDay;
  }

  /**
   * Today: the UTC day of the clock, as a day index; -1 when the clock is before the history. The stored
   * history ends on its last day when no model runs it on, and a made history MAX_MADE_DAYS later.
   */
  today(): number {
    const clockIndex = Math.floor(this.clock.now().getTime() / DAY_MS) - this.days.startDay;
    const last = this.days.days - 1 + (this.model.has("continuation") ? MAX_MADE_DAYS : 0);
    return Math.max(-1, Math.min(clockIndex, last));
  }

  /**
   * The tokens a `tokens` parameter names, in the order given, without repeats; unknown ids are ignored, as
   * the provider answers only for the tokens it has. Every token when absent.
   */
  select(tokens: string | undefined): TokenInfo[] {
    if (tokens === undefined) return this.allTokens();
    const seen = new Set<string>();
    const out: TokenInfo[] = [];
    for (const id of tokens.split(",")) {
      const key = String(Number(id));
      const t = this.tokenTable.get(key);
      if (t && !seen.has(key)) {
        seen.add(key);
        out.push(t);
      }
    }
    return out;
  }

  /**
   * The days from `startDate` to `endDate`, clipped to the history up to today. Without `endDate` the range
   * ends today; without `startDate` it starts `defaultDays` − 1 days before its end. Undefined when no
   * trading day is left.
   */
  range(
    startDate: string | undefined,
    endDate: string | undefined,
    defaultDays: number,
  ): DayRange | undefined {
    checkDate("startDate", startDate);
    checkDate("endDate", endDate);
    if (startDate !== undefined && endDate !== undefined && startDate > endDate) {
      throw invalid("startDate", "must be on or before endDate");
    }
    const today = this.today();
    const end = endDate === undefined ? today : this.indexOf(endDate);
    const start = startDate === undefined ? end - defaultDays + 1 : this.indexOf(startDate);
    const from = Math.max(0, start);
    const to = Math.min(today, end);
    return from <= to ? { from, to } : undefined;
  }

  /** The day index of `date` (today when absent), if the history has it up to today. */
  asOf(date: string | undefined): number | undefined {
    checkDate("date", date);
    const today = this.today();
    const index = date === undefined ? today : this.indexOf(date);
    return index >= 0 && index <= today ? index : undefined;
  }

  /**
   * The tokens a `tokens` parameter names, each with the day `date` names (today when absent); none when the
   * history does not have that day, or has fewer than `minDays` days up to it.
   */
  tokensOn(
    tokens: string | undefined,
    date: string | undefined,
    minDays = 1,
  ): { t: TokenInfo; day: number }[] {
    const day = this.asOf(date);
    return day === undefined || day + 1 < minDays ? [] : this.select(tokens).map((t) => ({ t, day }));
  }
}
