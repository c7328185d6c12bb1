/**
 * An index value is a function of its day: whatever range a request asks for, the same day reads the same
 * value, so a history fetched in chunks equals the history fetched at once, in the fixture days and in the
 * days made after them alike.
 */
import { createMarketDataClient } from "../../generated/market-data/client";
import { ManualClock } from "../../src/runtime/clock";
import { startGateway, type TestGateway } from "../support/gateway";
import { DEV_KEY } from "./support";

let gw: TestGateway;
let client: ReturnType<typeof createMarketDataClient>;
beforeAll(async () => {
  gw = await startGateway({ services: ["market-data"], clock: new ManualClock("2026-12-31T08:00:00Z") });
  client = createMarketDataClient(gw.url, { headers: { api_key: DEV_KEY } });
});
afterAll(() => gw.close());

type Horizon = "daily" | "weekly" | "monthly";

async function indices(query: {
  timeHorizon: Horizon;
  startDate?: string;
  endDate?: string;
  lowCap?: boolean;
  exchanges?: string;
}) {
  const { data } = await client.GET("/v1/indices", { params: { query: { ...query, limit: 1000 } } });
  return data!.data;
}

describe.each<[Horizon, boolean, string | undefined]>([
  ["weekly", false, undefined],
  ["monthly", true, undefined],
  ["monthly", false, "binance,gate"],
])("%s rebalancing, lowCap %s, exchanges %s", (timeHorizon, lowCap, exchanges) => {
  const rule = { timeHorizon, lowCap, exchanges };

  test.each(["2024-05-15", "2026-08-20"])("%s reads the same value through three ranges", async (day) => {
    const windows = [
      { startDate: day, endDate: day },
      { startDate: "2024-02-01", endDate: day },
      { startDate: day.replace(/-\d\d$/, "-01"), endDate: "2026-12-30" },
    ];
    const values = await Promise.all(
      windows.map(async (w) => (await indices({ ...rule, ...w })).find((d) => d.DATE === day)),
    );
    expect(values[0]).toBeDefined();
    expect(values[1]).toEqual(values[0]);
    expect(values[2]).toEqual(values[0]);
  });

  test("a history fetched in chunks equals the history fetched at once", async () => {
    const whole = await indices({ ...rule, startDate: "2025-10-01", endDate: "2026-03-31" });
    const chunks = [
      ["2026-02-01", "2026-03-31"],
      ["2025-12-15", "2026-01-31"],
      ["2025-10-01", "2025-12-14"],
    ];
    const joined = [];
    for (const [startDate, endDate] of chunks)
      joined.push(...(await indices({ ...rule, startDate, endDate })));
    expect(whole.length).toBe(182);
    expect(joined).toEqual(whole);
  });
});

test("weekly baskets rebalance on Mondays: members change on no other day", async () => {
  const days = (
    await indices({ timeHorizon: "weekly", lowCap: true, startDate: "2024-01-01", endDate: "2026-12-31" })
  ).reverse();
  let changes = 0;
  for (let i = 1; i < days.length; i++) {
    if (days[i].CONSTITUENTS.join() === days[i - 1].CONSTITUENTS.join()) continue;
    changes++;
    expect(new Date(`${days[i].DATE}T00:00:00Z`).getUTCDay()).toBe(1);
  }
  expect(changes).toBeGreaterThan(0);
});
