/**
 * Wire mapping of the market-data service: the Token Metrics envelope `{success, message, length, data}`
 * around the records of state/, each in the spec's upper-case shape with the token's `TOKEN_ID`,
 * `TOKEN_NAME` and `TOKEN_SYMBOL` first.
 */
import type { components } from "../../../generated/market-data/types";
import type { IndexDay } from "./state/baskets";
import type { PricePrediction, ScenarioAnalysis } from "./state/forecasts";
import type { InvestorGrade, TraderGrade } from "./state/grades";
import type { TokenInfo } from "./state/history";
import type { QuantTier1, QuantTier2 } from "./state/quantmetrics";
import type {
  CorrelatedToken,
  Correlation,
  MarketIndicatorDay,
  ResistanceSupport,
  TradingIndicator,
} from "./state/signals";
import type { PriceDay, SentimentDay } from "./state/token-days";

type Schemas = components["schemas"];

/** Token Metrics' default page size; the spec caps `limit` at 1000. */
export const DEFAULT_LIMIT = 50;

export function envelope<T>(data: T[]) {
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

/** A request's comma-separated list, absent when the parameter is. */
export function listOf(value: string | undefined): string[] | undefined {
  return value?.split(",");
}

function tokenRef(t: TokenInfo): Schemas["TokenRef"] {
  return { TOKEN_ID: t.id, TOKEN_NAME: t.name, TOKEN_SYMBOL: t.symbol };
}

export function tokenToWire(t: TokenInfo): Schemas["Token"] {
  return { ...tokenRef(t), CATEGORY_LIST: [t.category], EXCHANGE_LIST: t.exchanges };
}

export function priceToWire(p: PriceDay): Schemas["Price"] {
  return {
    ...tokenRef(p.token),
    DATE: p.date,
    OPEN: p.open,
    HIGH: p.high,
    LOW: p.low,
    CLOSE: p.close,
    VOLUME: p.volume,
    MARKET_CAP: p.marketCap,
  };
}

export function sentimentToWire(s: SentimentDay): Schemas["Sentiment"] {
  return {
    ...tokenRef(s.token),
    DATE: s.date,
    NEWS_SENTIMENT_GRADE: s.news,
    SOCIAL_SENTIMENT_GRADE: s.social,
    SENTIMENT_GRADE: s.grade,
    SENTIMENT_LABEL: s.label,
  };
}

export function traderGradeToWire(g: TraderGrade): Schemas["TraderGrade"] {
  return {
    ...tokenRef(g.token),
    DATE: g.date,
    TA_GRADE: g.taGrade,
    QUANT_GRADE: g.quantGrade,
    TM_TRADER_GRADE: g.traderGrade,
    TM_TRADER_GRADE_24H_PCT_CHANGE: g.traderGrade24hPctChange,
  };
}

export function investorGradeToWire(g: InvestorGrade): Schemas["InvestorGrade"] {
  return {
    ...tokenRef(g.token),
    DATE: g.date,
    FUNDAMENTAL_GRADE: g.fundamentalGrade,
    VALUATION_GRADE: g.valuationGrade,
    LONG_TERM_QUANT_GRADE: g.longTermQuantGrade,
    TM_INVESTOR_GRADE: g.investorGrade,
  };
}

export function quantTier1ToWire(q: QuantTier1): Schemas["QuantmetricsTier1"] {
  return {
    ...tokenRef(q.token),
    DATE: q.date,
    DAYS: q.days,
    VOLATILITY: q.volatility,
    ALL_TIME_RETURN: q.allTimeReturn,
    CAGR: q.cagr,
    SHARPE: q.sharpe,
    SORTINO: q.sortino,
    MAX_DRAWDOWN: q.maxDrawdown,
    DAILY_VALUE_AT_RISK: q.dailyValueAtRisk,
  };
}

export function quantTier2ToWire(q: QuantTier2): Schemas["QuantmetricsTier2"] {
  return {
    ...tokenRef(q.token),
    DATE: q.date,
    DAYS: q.days,
    BETA: q.beta,
    ALPHA: q.alpha,
    CORRELATION_TO_MARKET: q.correlationToMarket,
    SKEW: q.skew,
    KURTOSIS: q.kurtosis,
    TAIL_RATIO: q.tailRatio,
    WIN_RATE: q.winRate,
    PROFIT_FACTOR: q.profitFactor,
    CALMAR: q.calmar,
  };
}

function correlatedToWire(c: CorrelatedToken): Schemas["CorrelatedToken"] {
  return { token_id: c.tokenId, token: c.symbol, correlation: c.correlation };
}

export function correlationToWire(c: Correlation): Schemas["Correlation"] {
  return {
    ...tokenRef(c.token),
    DATE: c.date,
    WINDOW_DAYS: c.windowDays,
    TOP_CORRELATION: c.top.map(correlatedToWire),
    BOTTOM_CORRELATION: c.bottom.map(correlatedToWire),
  };
}

export function tradingIndicatorToWire(i: TradingIndicator): Schemas["TradingIndicator"] {
  return {
    ...tokenRef(i.token),
    DATE: i.date,
    CLOSE: i.close,
    SMA_20: i.sma20,
    SMA_50: i.sma50,
    MOMENTUM_14: i.momentum14,
    RSI_14: i.rsi14,
    TOKEN_TREND: i.trend,
    TRADING_SIGNAL: i.signal,
    TRADING_SIGNALS_RETURNS: i.signalReturns,
    HOLDING_RETURNS: i.holdingReturns,
  };
}

export function marketIndicatorToWire(d: MarketIndicatorDay): Schemas["MarketIndicatorDay"] {
  return {
    DATE: d.date,
    TOTAL_MARKET_CAP: d.totalMarketCap,
    MARKET_INDEX: d.marketIndex,
    PCT_TOKENS_BULLISH: d.pctTokensBullish,
    MARKET_SIGNAL: d.marketSignal,
  };
}

export function resistanceSupportToWire(r: ResistanceSupport): Schemas["ResistanceSupport"] {
  return {
    ...tokenRef(r.token),
    DATE: r.date,
    CLOSE: r.close,
    HISTORICAL_RESISTANCE_SUPPORT_LEVELS: r.levels.map((l) => ({
      level: l.level,
      date: l.date,
      touches: l.touches,
      type: l.type,
    })),
  };
}

export function pricePredictionToWire(p: PricePrediction): Schemas["PricePrediction"] {
  return {
    ...tokenRef(p.token),
    DATE: p.date,
    CLOSE: p.close,
    TREND_SLOPE_DAILY: p.trendSlopeDaily,
    FORECASTS_FOR_NEXT_7_DAYS: p.forecasts.map((f) => ({
      date: f.date,
      forecast: f.forecast,
      lower: f.lower,
      upper: f.upper,
    })),
  };
}

export function scenarioAnalysisToWire(s: ScenarioAnalysis): Schemas["ScenarioAnalysis"] {
  return {
    ...tokenRef(s.token),
    DATE: s.date,
    CLOSE: s.close,
    DAILY_DRIFT: s.dailyDrift,
    DAILY_VOLATILITY: s.dailyVolatility,
    SCENARIO_PREDICTION: s.scenarios.map((c) => ({
      horizon_days: c.horizonDays,
      bear: c.bear,
      base: c.base,
      bull: c.bull,
    })),
  };
}

export function indexDayToWire(d: IndexDay): Schemas["IndexDay"] {
  return {
    DATE: d.date,
    INDEX_VALUE: d.value,
    DAILY_RETURN: d.dailyReturn,
    MARKET_CAP: d.marketCap,
    CONSTITUENTS: d.members,
  };
}
