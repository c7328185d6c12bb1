/**
 * The history follows the gateway's clock: a year after the fixture data, today is the clock's day; moving the
 * clock brings new days, the same on every gateway and after a restart; predictions are about the days after
 * today; the figures of the days made past the fixtures agree with the prices served for them.
 */
import { createMarketDataClient } from "../../generated/market-data/client";
import { ManualClock } from "../../src/runtime/clock";
import { MemoryStore } from "../../src/runtime/memory-store";
import { advanceClock, startGateway, type TestGateway } from "../support/gateway";
import { averageOfLast, correlationOfCloses, DEV_KEY, fixtureTokens, lastDate, series } from "./support";

/** A year after the last fixture day, in the middle of the UTC day. */
const YEAR_LATER = "2026-12-31T15:45:00Z";
const TODAY = "2026-12-31";
const AURUM = 3375;
const ETHERION = 3306;

type Client = ReturnType<typeof createMarketDataClient>;

const open: TestGateway[] = [];
async function gateway(options: Parameters<typeof startGateway>[0] = {}) {
  const gw = await startGateway({
    services: ["market-data"],
    clock: new ManualClock(YEAR_LATER),
    ...options,
  });
  open.push(gw);
  return { gw, client: createMarketDataClient(gw.url, { headers: { api_key: DEV_KEY } }) };
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((gw) => gw.close()));
});

function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Every token's prices from `startDate` on, as served. */
async function pricesFrom(client: Client, startDate: string) {
  const { data } = await client.GET("/v1/price", { params: { query: { startDate, limit: 1000 } } });
  return data!;
}

/** A token's closes from `from` to `to`, oldest first, as served. */
async function closes(client: Client, id: number, from: string, to: string): Promise<number[]> {
  const { data } = await client.GET("/v1/price", {
    params: { query: { tokens: String(id), startDate: from, endDate: to, limit: 1000 } },
  });
  return data!.data.map((r) => r.CLOSE).reverse();
}

test("a year after the fixture data, the latest price is the clock's today and every day before it is served", async () => {
  const { client } = await gateway();
  const latest = await client.GET("/v1/price", { params: { query: { tokens: String(AURUM), limit: 1 } } });
  expect(latest.data!.data.map((r) => r.DATE)).toEqual([TODAY]);
  const midYear = await client.GET("/v1/price", {
    params: { query: { startDate: "2026-06-15", endDate: "2026-06-15" } },
  });
  expect(midYear.data!.length).toBe(fixtureTokens.length);
  const sentiments = await client.GET("/v1/sentiments", { params: { query: { tokens: String(AURUM) } } });
  expect(sentiments.data!.data[0].DATE).toBe(TODAY);
  expect(sentiments.data!.length).toBe(30);
});

test("the days made after the fixtures join them without a jump and keep their bars consistent", async () => {
  const { client } = await gateway();
  const { data } = await client.GET("/v1/price", {
    params: { query: { startDate: lastDate, endDate: addDays(lastDate, 1), limit: 1000 } },
  });
  for (const t of fixtureTokens) {
    const [made, fixed] = data!.data.filter((r) => r.TOKEN_ID === t.id);
    expect(fixed).toMatchObject({ DATE: lastDate, CLOSE: series(t.id).close.at(-1) });
    expect(made.DATE).toBe(addDays(lastDate, 1));
    // The market model opens each day at the last close with a gap of about 0.1%.
    expect(Math.abs(made.OPEN / fixed.CLOSE - 1)).toBeLessThan(0.01);
  }
  for (const r of (await pricesFrom(client, "2026-01-01")).data) {
    expect(r.LOW).toBeLessThanOrEqual(Math.min(r.OPEN, r.CLOSE));
    expect(r.HIGH).toBeGreaterThanOrEqual(Math.max(r.OPEN, r.CLOSE));
    expect(r.MARKET_CAP).toBeGreaterThan(0);
  }
});

test("two days on the clock bring two new days, the same on fresh gateways and after a restart", async () => {
  const store = new MemoryStore();
  const a = await gateway({ store });
  const b = await gateway();
  const tomorrow = addDays(TODAY, 1);
  expect((await pricesFrom(a.client, tomorrow)).message).toBe("No data found");
  await advanceClock(a.gw.url, "P2D");
  await advanceClock(b.gw.url, "P2D");
  const fromA = await pricesFrom(a.client, tomorrow);
  expect(fromA.length).toBe(2 * fixtureTokens.length);
  expect([...new Set(fromA.data.map((r) => r.DATE))]).toEqual([addDays(TODAY, 2), tomorrow]);
  expect(await pricesFrom(b.client, tomorrow)).toEqual(fromA);
  // A restart on the same store, with the clock where it was left: the days are made again, identical.
  const restarted = await gateway({ store, clock: new ManualClock(a.gw.clock.now()) });
  expect(await pricesFrom(restarted.client, tomorrow)).toEqual(fromA);
});

test("price predictions are about the seven days after today, and move with the clock", async () => {
  const { gw, client } = await gateway();
  const forecastDates = async () => {
    const { data } = await client.GET("/v1/price-prediction", {
      params: { query: { tokens: String(AURUM) } },
    });
    const p = data!.data[0];
    return [p.DATE, p.FORECASTS_FOR_NEXT_7_DAYS.map((f) => f.date)] as const;
  };
  expect(await forecastDates()).toEqual([TODAY, [1, 2, 3, 4, 5, 6, 7].map((k) => addDays(TODAY, k))]);
  await advanceClock(gw.url, "P3D");
  const [day, dates] = await forecastDates();
  expect(day).toBe(addDays(TODAY, 3));
  expect(dates.every((d) => d > day)).toBe(true);
});

test("figures of the made days agree with the prices served for them", async () => {
  const { client } = await gateway();
  const from = addDays(TODAY, -90);
  const aurum = await closes(client, AURUM, from, TODAY);
  const { data: correlation } = await client.GET("/v1/correlation", {
    params: { query: { tokens: String(AURUM) } },
  });
  const record = correlation!.data[0];
  expect(record).toMatchObject({ DATE: TODAY, WINDOW_DAYS: 90 });
  for (const peer of [record.TOP_CORRELATION[0], record.BOTTOM_CORRELATION[0]]) {
    const other = await closes(client, peer.token_id, from, TODAY);
    expect(peer.correlation).toBeCloseTo(correlationOfCloses(aurum, other, 90), 5);
  }

  const { data: indicator } = await client.GET("/v1/trading-indicator", {
    params: { query: { tokens: String(ETHERION) } },
  });
  const etherion = await closes(client, ETHERION, addDays(TODAY, -49), TODAY);
  expect(indicator!.data[0].SMA_20 / averageOfLast(etherion, 20)).toBeCloseTo(1, 5);
  expect(indicator!.data[0].SMA_50 / averageOfLast(etherion, 50)).toBeCloseTo(1, 5);

  // The daily-rebalanced index's return of today: the members' returns weighted by yesterday's caps.
  const { data: index } = await client.GET("/v1/indices", {
    params: { query: { timeHorizon: "daily", startDate: TODAY } },
  });
  const { data: prices } = await client.GET("/v1/price", {
    params: { query: { startDate: addDays(TODAY, -1), limit: 1000 } },
  });
  const on = (id: number, date: string) => prices!.data.find((r) => r.TOKEN_ID === id && r.DATE === date)!;
  const today = index!.data[0];
  const caps = today.CONSTITUENTS.map((id) => on(id, addDays(TODAY, -1)).MARKET_CAP);
  const total = caps.reduce((s, c) => s + c, 0);
  const expected = today.CONSTITUENTS.reduce(
    (s, id, i) => s + (caps[i] / total) * (on(id, TODAY).CLOSE / on(id, addDays(TODAY, -1)).CLOSE - 1),
    0,
  );
  expect(today.DAILY_RETURN).toBeCloseTo(expected, 6);
});
