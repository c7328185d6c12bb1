/**
 * Wire mapping of the market-data service: the Token Metrics envelope `{success, message, length, data}`
 * around records computed from the one price history (history.ts).
 * Time series run newest day first, then in token order, and stop at `limit`.
 */
import type { MarketDataHandlers } from "../../../generated/market-data/handlers";
import type { components } from "../../../generated/market-data/types";
import { ServiceError } from "../../errors/service-error";
import { loadFixture } from "../../runtime/fixtures";
import type { ServiceModule } from "../../runtime/service";
import { type BasketRule, basket, type Rebalance } from "./baskets";
import { pricePrediction, scenarioAnalysis } from "./forecasts";
import {
  type DayRange,
  DEFAULT_RANGE_DAYS,
  isStablecoin,
  MarketHistory,
  type PriceFile,
  type SentimentFile,
  SLUG,
  type TokenInfo,
} from "./history";
import type { ModelFile } from "./market-model";
import { investorGrader, MIN_QUANT_DAYS, quantTier1, quantTier2, tokenRef, traderGrades } from "./measures";
import { correlations, marketIndicator, resistanceSupport, tradingIndicator } from "./signals";
import { round } from "./stats";

type Schemas = components["schemas"];

/** Token Metrics' default page size; the spec caps `limit` at 1000. */
const DEFAULT_LIMIT = 50;
/** Resistance and support look back a year by default: levels need many swings. */
const LEVELS_RANGE_DAYS = 365;
/** An index holds the ten largest tokens, or with `lowCap` every other one. */
const LARGE_CAPS = 10;

interface ApiKey {
  key: string;
  name: string;
}

function envelope<T>(data: T[]) {
  return {
    status: 200 as const,
    body: {
      success: true as const,
      message: data.length > 0 ? "Data fetched successfully" : "No data found",
      length: data.length,
      data,
    },
  };
}

/**
 * Records of each token on each day of the range, newest day first, then in token order, from record
 * `skip` on and at most `limit` of them: computed only for the records returned.
 */
function perTokenAndDay<T>(
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

function sentimentLabel(grade: number): Schemas["Sentiment"]["SENTIMENT_LABEL"] {
  if (grade < 20) return "very negative";
  if (grade < 40) return "negative";
  if (grade < 60) return "neutral";
  if (grade < 80) return "positive";
  return "very positive";
}

/** The `exchanges` and `lowCap` of an indices request as a basket rule; stablecoins are never members. */
function basketRule(
  history: MarketHistory,
  exchanges: string | undefined,
  lowCap: boolean,
  rebalance: Rebalance,
): BasketRule {
  const wanted = exchanges?.split(",");
  return {
    eligible: history
      .allTokens()
      .filter((t) => !isStablecoin(t) && (!wanted || t.exchanges.some((e) => wanted.includes(e)))),
    pick: (ranked) => (lowCap ? ranked.slice(LARGE_CAPS) : ranked.slice(0, LARGE_CAPS)),
    rebalance,
  };
}

export function createMarketDataHandlers(history: MarketHistory): MarketDataHandlers {
  /** The requested tokens with the day `date` names, when the history has it. */
  const asOf = (tokens: string | undefined, date: string | undefined, minDays = 1) => {
    const day = history.asOf(date);
    return day === undefined || day + 1 < minDays ? [] : history.select(tokens).map((t) => ({ t, day }));
  };
  const today = (tokens: string | undefined) => asOf(tokens, undefined);

  return {
    getTokens: ({ query }) => {
      const ids = query.token_ids?.split(",").map(Number);
      const names = query.token_names?.toLowerCase().split(",");
      const symbols = query.token_symbols?.toLowerCase().split(",");
      const tokens = history
        .allTokens()
        .filter(
          (t) =>
            (!ids || ids.includes(t.id)) &&
            (!names || names.includes(t.name.toLowerCase())) &&
            (!symbols || symbols.includes(t.symbol.toLowerCase())),
        );
      return envelope(
        tokens.map((t) => ({ ...tokenRef(t), CATEGORY_LIST: [t.category], EXCHANGE_LIST: t.exchanges })),
      );
    },

    getPrice: ({ query }) => {
      const limit = query.limit ?? DEFAULT_LIMIT;
      const range = history.range(query.startDate, query.endDate, 1);
      const records = perTokenAndDay(
        history.select(query.tokens),
        range,
        limit,
        (t, d) => {
          const s = history.series(t.id);
          return {
            ...tokenRef(t),
            DATE: history.dateOf(d),
            OPEN: s.open[d],
            HIGH: s.high[d],
            LOW: s.low[d],
            CLOSE: s.close[d],
            VOLUME: s.volume[d],
            MARKET_CAP: s.marketCap[d],
          };
        },
        ((query.page ?? 1) - 1) * limit,
      );
      return envelope(records);
    },

    getSentiments: ({ query }) => {
      const range = history.range(query.startDate, query.endDate, DEFAULT_RANGE_DAYS);
      return envelope(
        perTokenAndDay(history.select(query.tokens), range, query.limit ?? DEFAULT_LIMIT, (t, d) => {
          const s = history.sentiment(t.id);
          const grade = (s.news[d] + s.social[d]) / 2;
          return {
            ...tokenRef(t),
            DATE: history.dateOf(d),
            NEWS_SENTIMENT_GRADE: s.news[d],
            SOCIAL_SENTIMENT_GRADE: s.social[d],
            SENTIMENT_GRADE: round(grade),
            SENTIMENT_LABEL: sentimentLabel(grade),
          };
        }),
      );
    },

    getTraderGrades: ({ query }) => {
      const range = history.range(query.startDate, query.endDate, DEFAULT_RANGE_DAYS);
      return envelope(
        perTokenAndDay(history.select(query.tokens), range, query.limit ?? DEFAULT_LIMIT, (t, d) =>
          traderGrades(history, t, d),
        ),
      );
    },

    getInvestorGrades: ({ query }) => {
      const range = history.range(query.startDate, query.endDate, DEFAULT_RANGE_DAYS);
      return envelope(
        perTokenAndDay(
          history.select(query.tokens),
          range,
          query.limit ?? DEFAULT_LIMIT,
          investorGrader(history),
        ),
      );
    },

    getCorrelation: ({ query }) => {
      const picked = today(query.tokens).slice(0, query.limit ?? DEFAULT_LIMIT);
      return envelope(
        picked.length === 0
          ? []
          : correlations(
              history,
              picked.map((p) => p.t),
              picked[0].day,
            ),
      );
    },

    getQuantmetricsTier1: ({ query }) =>
      envelope(
        asOf(query.tokens, query.date, MIN_QUANT_DAYS)
          .slice(0, query.limit ?? DEFAULT_LIMIT)
          .map(({ t, day }) => quantTier1(history, t, day)),
      ),

    getQuantmetricsTier2: ({ query }) => {
      const picked = asOf(query.tokens, query.date, MIN_QUANT_DAYS).slice(0, query.limit ?? DEFAULT_LIMIT);
      return envelope(
        picked.length === 0
          ? []
          : quantTier2(
              history,
              picked.map((p) => p.t),
              picked[0].day,
            ),
      );
    },

    getTradingIndicator: ({ query }) =>
      envelope(
        today(query.tokens)
          .map(({ t, day }) => tradingIndicator(history, t, day))
          .filter((r) => r !== undefined)
          .slice(0, query.limit ?? DEFAULT_LIMIT),
      ),

    getMarketIndicator: ({ query }) => {
      const range = history.range(query.startDate, query.endDate, DEFAULT_RANGE_DAYS);
      return envelope(range ? marketIndicator(history, range).slice(0, query.limit ?? DEFAULT_LIMIT) : []);
    },

    getResistanceSupport: ({ query }) => {
      const range = history.range(query.startDate, query.endDate, LEVELS_RANGE_DAYS);
      const tokens = range ? history.select(query.tokens).slice(0, query.limit ?? DEFAULT_LIMIT) : [];
      return envelope(tokens.map((t) => resistanceSupport(history, t, range!)));
    },

    getPricePrediction: ({ query }) =>
      envelope(
        asOf(query.tokens, query.date, MIN_QUANT_DAYS)
          .slice(0, query.limit ?? DEFAULT_LIMIT)
          .map(({ t, day }) => pricePrediction(history, t, day)),
      ),

    getScenarioAnalysis: ({ query }) =>
      envelope(
        asOf(query.tokens, undefined, MIN_QUANT_DAYS)
          .slice(0, query.limit ?? DEFAULT_LIMIT)
          .map(({ t, day }) => scenarioAnalysis(history, t, day)),
      ),

    getIndices: ({ query }) => {
      const range = history.range(query.startDate, query.endDate, DEFAULT_RANGE_DAYS);
      const rule = basketRule(
        history,
        query.exchanges,
        query.lowCap ?? false,
        query.timeHorizon ?? "monthly",
      );
      if (!range || rule.eligible.length === 0) return envelope([]);
      // A day the rule leaves without members (say, small caps of an exchange listing few tokens) has no index.
      const days = basket(history, rule, range.to)
        .filter((d) => d.index >= range.from && d.members.length > 0)
        .reverse()
        .slice(0, query.limit ?? DEFAULT_LIMIT);
      return envelope(
        days.map((d) => ({
          DATE: history.dateOf(d.index),
          INDEX_VALUE: round(d.value),
          DAILY_RETURN: round(d.dailyReturn),
          MARKET_CAP: d.marketCap,
          CONSTITUENTS: d.members,
        })),
      );
    },
  };
}

export const marketDataModule: ServiceModule<"market-data"> = {
  // Token Metrics takes the caller's key in the `api_key` header.
  authenticate: (credentials, deps) => {
    const key = credentials.header("api_key");
    if (!key) throw new ServiceError("unauthenticated", "API key is missing: send it in the api_key header");
    const found = deps.store.collection<ApiKey>("api-keys").get(key);
    if (!found) throw new ServiceError("unauthenticated", "Invalid API key");
    return { id: found.name, permissions: ["*"] };
  },
  devCredentials: () => ({ api_key: "tm-dev-key" }),
  create: (deps) => {
    const history = new MarketHistory(deps.store, deps.clock);
    deps.store.seed(() => {
      const keys = deps.store.collection<ApiKey>("api-keys");
      for (const k of loadFixture<ApiKey[]>(SLUG, "api-keys.json")) keys.put(k.key, k);
      history.load(
        loadFixture<TokenInfo[]>(SLUG, "tokens.json"),
        loadFixture<PriceFile>(SLUG, "prices.json"),
        loadFixture<SentimentFile>(SLUG, "sentiments.json"),
        loadFixture<ModelFile>(SLUG, "model.json"),
      );
    });
    return { handlers: createMarketDataHandlers(history) };
  },
};
