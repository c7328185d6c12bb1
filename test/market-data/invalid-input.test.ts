/** Rejected market-data requests, table-driven: each answers with its status and the `{success: false, message}` body. */
import request from "supertest";
import { startGateway, type TestGateway } from "../support/gateway";
import { DEV_KEY } from "./support";

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ services: ["market-data"] });
});
afterAll(() => gw.close());

const cases: [string, string, Record<string, string>, number, RegExp][] = [
  ["no API key", "/v1/price", {}, 401, /API key is missing/],
  ["an unknown API key", "/v1/price", { api_key: "nope" }, 401, /Invalid API key/],
  ["a token that is not an id", "/v1/price?tokens=BTC", { api_key: DEV_KEY }, 400, /tokens/],
  ["a limit above the maximum", "/v1/correlation?limit=1001", { api_key: DEV_KEY }, 400, /limit/],
  ["a limit of zero", "/v1/sentiments?limit=0", { api_key: DEV_KEY }, 400, /limit/],
  ["page zero", "/v1/price?page=0", { api_key: DEV_KEY }, 400, /page/],
  ["a malformed date", "/v1/quantmetrics-tier-1?date=31-12-2025", { api_key: DEV_KEY }, 400, /date/],
  ["a day that does not exist", "/v1/price?startDate=2025-02-30", { api_key: DEV_KEY }, 400, /startDate/],
  [
    "a range that ends before it starts",
    "/v1/trader-grades?startDate=2025-12-10&endDate=2025-12-01",
    { api_key: DEV_KEY },
    400,
    /startDate: must be on or before endDate/,
  ],
  ["an unknown time horizon", "/v1/indices?timeHorizon=yearly", { api_key: DEV_KEY }, 400, /timeHorizon/],
  ["an unknown path", "/v1/prices", { api_key: DEV_KEY }, 404, /./],
];

test.each(cases)("%s", async (_name, path, headers, status, message) => {
  const res = await request(gw.app).get(`/market-data${path}`).set(headers);
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ success: false, message: expect.stringMatching(message) });
});

// No parameter takes an empty value: each is refused, never read as absent (`tokens=` is not every token).
const emptyValues: [string, string][] = [
  ["/v1/price", "tokens"],
  ["/v1/price", "limit"],
  ["/v1/price", "page"],
  ["/v1/price", "startDate"],
  ["/v1/sentiments", "endDate"],
  ["/v1/price-prediction", "date"],
  ["/v1/indices", "exchanges"],
  ["/v1/indices", "timeHorizon"],
  ["/v1/indices", "lowCap"],
  ["/v1/tokens", "token_ids"],
  ["/v1/tokens", "token_names"],
  ["/v1/tokens", "token_symbols"],
];

test.each(emptyValues)("%s?%s= is refused", async (path, name) => {
  const res = await request(gw.app).get(`/market-data${path}?${name}=`).set({ api_key: DEV_KEY });
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ success: false, message: `${name}: must not be empty` });
});

test("an empty value next to valid ones is refused too", async () => {
  const res = await request(gw.app)
    .get("/market-data/v1/price?limit=5&tokens=&startDate=2025-12-01")
    .set({ api_key: DEV_KEY });
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ success: false, message: "tokens: must not be empty" });
});

test("a write is not allowed", async () => {
  const res = await request(gw.app).post("/market-data/v1/price").set({ api_key: DEV_KEY }).send({});
  expect(res.status).toBe(405);
  expect(res.body).toEqual({ success: false, message: expect.any(String) });
});
