/**
 * The market-data figures agree with the one price history: each test recomputes a figure from the fixture
 * prices with the test's own oracle and compares it with what the service answers.
 */
import { createMarketDataClient } from "../../generated/market-data/client";
import { ManualClock } from "../../src/runtime/clock";
import { startGateway, type TestGateway } from "../support/gateway";
import {
  averageOfLast,
  closesUntil,
  correlationOf,
  DEV_KEY,
  drawdownOf,
  fixtureTokens,
  lastDate,
  series,
} from "./support";

let gw: TestGateway;
let client: ReturnType<typeof createMarketDataClient>;
beforeAll(async () => {
  // Today is the clock's day: the last day of the fixture history, whose figures this file recomputes.
  gw = await startGateway({ services: ["market-data"], clock: new ManualClock(`${lastDate}T12:00:00Z`) });
  client = createMarketDataClient(gw.url, { headers: { api_key: DEV_KEY } });
});
afterAll(() => gw.close());

const AURUM = 3375;
const ETHERION = 3306;
const SOLARA = 3408;

test("the token directory filters by ids, names and symbols", async () => {
  const all = await client.GET("/v1/tokens");
  expect(all.data!.length).toBe(fixtureTokens.length);
  const { data } = await client.GET("/v1/tokens", {
    params: { query: { token_symbols: "aur,SLR", token_names: "solara" } },
  });
  expect(data).toEqual({
    success: true,
    message: "Data fetched successfully",
    length: 1,
    data: [
      {
        TOKEN_ID: SOLARA,
        TOKEN_NAME: "Solara",
        TOKEN_SYMBOL: "SLR",
        CATEGORY_LIST: ["layer-1"],
        EXCHANGE_LIST: ["binance", "coinbase", "kraken", "okx"],
      },
    ],
  });
});

test("prices are the fixture's OHLCV, newest first, paged by limit and page", async () => {
  const s = series(ETHERION);
  const n = s.close.length;
  const page1 = await client.GET("/v1/price", {
    params: { query: { tokens: `${ETHERION},${AURUM}`, startDate: "2025-12-20", limit: 3 } },
  });
  const page2 = await client.GET("/v1/price", {
    params: { query: { tokens: `${ETHERION},${AURUM}`, startDate: "2025-12-20", limit: 3, page: 2 } },
  });
  const rows = [...page1.data!.data, ...page2.data!.data].map((r) => [r.DATE, r.TOKEN_ID]);
  expect(rows).toEqual([
    ["2025-12-31", ETHERION],
    ["2025-12-31", AURUM],
    ["2025-12-30", ETHERION],
    ["2025-12-30", AURUM],
    ["2025-12-29", ETHERION],
    ["2025-12-29", AURUM],
  ]);
  expect(page1.data!.data[0]).toMatchObject({
    OPEN: s.open[n - 1],
    HIGH: s.high[n - 1],
    LOW: s.low[n - 1],
    CLOSE: s.close[n - 1],
    VOLUME: s.volume[n - 1],
    MARKET_CAP: s.marketCap[n - 1],
  });
  // Every day of the history is consistent: the low and high bracket the open and the close.
  for (let d = 0; d < n; d++) {
    expect(s.low[d]).toBeLessThanOrEqual(Math.min(s.open[d], s.close[d]));
    expect(s.high[d]).toBeGreaterThanOrEqual(Math.max(s.open[d], s.close[d]));
  }
});

test("correlation is Pearson's r of daily returns over the stated window", async () => {
  const { data } = await client.GET("/v1/correlation", { params: { query: { tokens: String(AURUM) } } });
  const record = data!.data[0];
  expect(record).toMatchObject({ TOKEN_ID: AURUM, DATE: lastDate, WINDOW_DAYS: 90 });
  expect(record.TOP_CORRELATION).toHaveLength(10);
  const top = record.TOP_CORRELATION[0];
  expect(top.correlation).toBeCloseTo(correlationOf(AURUM, top.token_id, lastDate, 90), 5);
  const bottom = record.BOTTOM_CORRELATION[0];
  expect(bottom.correlation).toBeCloseTo(correlationOf(AURUM, bottom.token_id, lastDate, 90), 5);
  expect(bottom.correlation).toBeLessThan(top.correlation);
  // Tokens of one group move together: Aurum's closest peer is another layer-1 token.
  expect(fixtureTokens.find((t) => t.id === top.token_id)!.category).toBe("layer-1");
});

test("maximum drawdown and return are those of the closes up to `date`", async () => {
  const date = "2025-06-30";
  const { data } = await client.GET("/v1/quantmetrics-tier-1", {
    params: { query: { tokens: String(SOLARA), date } },
  });
  const closes = closesUntil(SOLARA, date);
  expect(data!.data[0]).toMatchObject({ DATE: date, DAYS: closes.length });
  expect(data!.data[0].MAX_DRAWDOWN).toBeCloseTo(drawdownOf(closes), 5);
  expect(data!.data[0].ALL_TIME_RETURN).toBeCloseTo(closes[closes.length - 1] / closes[0] - 1, 5);
});

test("the trading indicator's moving averages and signal follow from the closes", async () => {
  const { data } = await client.GET("/v1/trading-indicator", {
    params: { query: { tokens: String(ETHERION) } },
  });
  const closes = closesUntil(ETHERION, lastDate);
  const r = data!.data[0];
  const sma20 = averageOfLast(closes, 20);
  const sma50 = averageOfLast(closes, 50);
  expect(r.SMA_20).toBeCloseTo(sma20, 2);
  expect(r.SMA_50).toBeCloseTo(sma50, 2);
  expect(r.TOKEN_TREND).toBe(Math.sign(sma20 - sma50));
  const momentum = closes[closes.length - 1] / closes[closes.length - 15] - 1;
  expect(r.TRADING_SIGNAL).toBe(Math.sign(sma20 - sma50) === Math.sign(momentum) ? Math.sign(momentum) : 0);
});

test("a daily-rebalanced index of the ten largest moves by their cap-weighted return", async () => {
  const { data } = await client.GET("/v1/indices", {
    params: { query: { timeHorizon: "daily", startDate: "2025-12-30", endDate: "2025-12-31" } },
  });
  const [last, first] = data!.data;
  // The value moves by the day's return from the day before (both rounded to six significant digits).
  expect(last.INDEX_VALUE / (first.INDEX_VALUE * (1 + last.DAILY_RETURN))).toBeCloseTo(1, 5);
  const d = series(AURUM).close.length - 1;
  const caps = last.CONSTITUENTS.map((id) => series(id).marketCap[d - 1]);
  const total = caps.reduce((a, b) => a + b, 0);
  const expected = last.CONSTITUENTS.reduce((sum, id, i) => {
    const c = series(id).close;
    return sum + (caps[i] / total) * (c[d] / c[d - 1] - 1);
  }, 0);
  expect(last.DAILY_RETURN).toBeCloseTo(expected, 6);
  expect(last.CONSTITUENTS).toHaveLength(10);
  expect(last.MARKET_CAP).toBe(last.CONSTITUENTS.reduce((sum, id) => sum + series(id).marketCap[d], 0));
});

test("grades, levels, forecasts and sentiments are computed for the requested tokens", async () => {
  const q = { params: { query: { tokens: `${AURUM},999999` } } };
  const [trader, investor, levels, prediction, scenarios, sentiment, tier2] = await Promise.all([
    client.GET("/v1/trader-grades", { params: { query: { tokens: String(AURUM), limit: 2 } } }),
    client.GET("/v1/investor-grades", q),
    client.GET("/v1/resistance-support", q),
    client.GET("/v1/price-prediction", q),
    client.GET("/v1/scenario-analysis", q),
    client.GET("/v1/sentiments", { params: { query: { tokens: String(AURUM), startDate: "2025-12-01" } } }),
    client.GET("/v1/quantmetrics-tier-2", q),
  ]);
  const [today, yesterday] = trader.data!.data;
  expect(today.TM_TRADER_GRADE!).toBeCloseTo(0.6 * today.TA_GRADE! + 0.4 * today.QUANT_GRADE!, 3);
  expect(today.TM_TRADER_GRADE_24H_PCT_CHANGE!).toBeCloseTo(
    (today.TM_TRADER_GRADE! / yesterday.TM_TRADER_GRADE! - 1) * 100,
    2,
  );
  // The unknown token 999999 is ignored: one record per operation, for Aurum.
  expect(investor.data!.length).toBe(30);
  const close = series(AURUM).close.at(-1)!;
  for (const level of levels.data!.data[0].HISTORICAL_RESISTANCE_SUPPORT_LEVELS) {
    expect(level.type).toBe(level.level > close ? "resistance" : "support");
  }
  const forecasts = prediction.data!.data[0].FORECASTS_FOR_NEXT_7_DAYS;
  expect(forecasts.map((f) => f.date)[0]).toBe("2026-01-01");
  expect(forecasts[0].lower).toBeLessThan(forecasts[0].forecast);
  const [month] = scenarios.data!.data[0].SCENARIO_PREDICTION;
  expect(month.bear).toBeLessThan(month.base);
  expect(month.base).toBeLessThan(month.bull);
  expect(sentiment.data!.length).toBe(31);
  expect(tier2.data!.data[0].BETA).toBeGreaterThan(0.5);
});

test("an unknown token or a range without data answers with no data", async () => {
  for (const query of [
    { tokens: "999999" },
    { tokens: String(AURUM), startDate: "2020-01-01", endDate: "2020-12-31" },
  ]) {
    const { data, response } = await client.GET("/v1/price", { params: { query } });
    expect(response.status).toBe(200);
    expect(data).toEqual({ success: true, message: "No data found", length: 0, data: [] });
  }
});
