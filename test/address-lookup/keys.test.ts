/**
 * Keys as their owners see them, told as stories through the generated client: balances and daily limits
 * spent by lookups and reset by the gateway's clock, configs and licensees, usage per day and the lookup
 * log as CSV over clock-driven windows.
 */
import { parse } from "csv-parse/sync";
import { startGateway, type TestGateway } from "../support/gateway";
import {
  ACME_KEY,
  ACME_OWNER,
  type Client,
  COMMUNITY_OWNER,
  clientFor,
  PLATFORM_KEY,
  PLATFORM_OWNER,
} from "./support";

let gw: TestGateway;
let api: Client;
/** A fresh gateway (state and clock at 2026-01-01T00:00Z) for each test of the calling describe block. */
function freshGatewayEachTest() {
  beforeEach(async () => {
    gw = await startGateway({ services: ["address-lookup"], trustProxy: true });
    api = clientFor(gw.url);
  });
  afterEach(() => gw.close());
}

const DAY = 86_400_000;

const postcode = (api_key: string, pc = "SW1A 2AA", extra: Record<string, string> = {}) =>
  api.GET("/postcodes/{postcode}", { params: { path: { postcode: pc }, query: { api_key, ...extra } } });

describe("availability, balance and daily limits", () => {
  freshGatewayEachTest();
  test("the documented test keys, and a key that does not exist", async () => {
    const iddqd = await api.GET("/keys/{key}", { params: { path: { key: "iddqd" } } });
    expect(iddqd.data?.result).toMatchObject({ available: true, context: "GBR" });
    const idkfa = await api.GET("/keys/{key}", { params: { path: { key: "idkfa" } } });
    expect(idkfa.data?.result).toMatchObject({ available: false, reason: "balance_depleted" });
    const none = await api.GET("/keys/{key}", { params: { path: { key: "ak_nothing" } } });
    expect([none.response.status, none.error?.code]).toEqual([404, 4042]);
  });

  test("a trial key spends its daily limit, waits for the next UTC day, then runs out of balance", async () => {
    const trial = "ak_acme_trial_01d9"; // balance 3, 2 a day
    expect((await postcode(trial)).response.status).toBe(200);
    // Misses and the test postcode are free.
    expect((await postcode(trial, "SW1A 9ZZ")).response.status).toBe(404);
    expect((await postcode(trial, "ID1 1QD")).response.status).toBe(200);
    expect((await postcode(trial)).response.status).toBe(200);
    const limited = await postcode(trial);
    expect([limited.response.status, limited.error?.code]).toEqual([402, 4021]);
    const status = await api.GET("/keys/{key}", { params: { path: { key: trial } } });
    expect(status.data?.result).toMatchObject({ available: false, reason: "daily_limit_reached" });

    gw.clock.set(new Date("2026-01-01T23:59:59.999Z"));
    expect((await postcode(trial)).error?.code).toBe(4021);
    gw.clock.set(new Date("2026-01-02T00:00:00.000Z"));
    expect((await postcode(trial)).response.status).toBe(200);
    const depleted = await postcode(trial);
    expect([depleted.response.status, depleted.error?.code]).toEqual([402, 4020]);

    const details = await api.GET("/keys/{key}/details", {
      params: { path: { key: trial }, query: { user_token: ACME_OWNER } },
    });
    expect(details.data?.result).toMatchObject({
      lookups_remaining: 0,
      daily_limit: { limit: 2, consumed: 1 },
      current_purchases: [{ purchased: 3, consumed: 3, expires: null }],
      notifications: { emails: ["dev@acme.example"], enabled: true },
    });
  });

  test("details need the owner's user_token", async () => {
    const anon = await api.GET("/keys/{key}/details", { params: { path: { key: ACME_KEY } } });
    expect([anon.response.status, anon.error?.code]).toEqual([401, 4012]);
    const other = await api.GET("/keys/{key}/details", {
      params: { path: { key: ACME_KEY }, query: { user_token: COMMUNITY_OWNER } },
    });
    expect([other.response.status, other.error?.code]).toEqual([401, 4012]);
    const wrong = await api.GET("/keys/{key}/details", {
      params: { path: { key: ACME_KEY }, query: { user_token: "guess" } },
    });
    expect([wrong.response.status, wrong.error?.code]).toEqual([401, 4012]);
    const header = await api.GET("/keys/{key}/details", {
      params: { path: { key: ACME_KEY } },
      headers: { authorization: `IDEALPOSTCODES api_key="${ACME_KEY}" user_token="${ACME_OWNER}"` },
    });
    expect(header.data?.result.lookups_remaining).toBe(5000);
  });
});

describe("configs", () => {
  freshGatewayEachTest();
  test("create, list, read without a token, update, delete", async () => {
    const q = { user_token: ACME_OWNER };
    const created = await api.POST("/keys/{key}/configs", {
      params: { path: { key: ACME_KEY }, query: q },
      body: { name: "address-finder", payload: '{"limit":5}' },
    });
    expect(created.data?.result).toEqual({
      name: "address-finder",
      payload: '{"limit":5}',
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    });
    const again = await api.POST("/keys/{key}/configs", {
      params: { path: { key: ACME_KEY }, query: q },
      body: { name: "address-finder", payload: "" },
    });
    expect([again.response.status, again.error?.code]).toEqual([400, 4001]);
    const list = await api.GET("/keys/{key}/configs", { params: { path: { key: ACME_KEY }, query: q } });
    expect(list.data?.result.configs.map((c) => c.name)).toEqual(["checkout", "address-finder"]);

    gw.clock.advance(60_000);
    const updated = await api.POST("/keys/{key}/configs/{config}", {
      params: { path: { key: ACME_KEY, config: "address-finder" }, query: q },
      body: { payload: '{"limit":8}' },
    });
    expect(updated.data?.result).toMatchObject({
      payload: '{"limit":8}',
      updatedAt: "2026-01-01T00:01:00.000Z",
      createdAt: "2026-01-01T00:00:00.000Z",
    });
    const read = await api.GET("/keys/{key}/configs/{config}", {
      params: { path: { key: ACME_KEY, config: "address-finder" } },
    });
    expect(read.data?.result.payload).toBe('{"limit":8}');

    const stranger = await api.DELETE("/keys/{key}/configs/{config}", {
      params: { path: { key: ACME_KEY, config: "address-finder" }, query: { user_token: COMMUNITY_OWNER } },
    });
    expect(stranger.error?.code).toBe(4012);
    const deleted = await api.DELETE("/keys/{key}/configs/{config}", {
      params: { path: { key: ACME_KEY, config: "address-finder" }, query: q },
    });
    expect(deleted.data?.result.name).toBe("address-finder");
    const gone = await api.GET("/keys/{key}/configs/{config}", {
      params: { path: { key: ACME_KEY, config: "address-finder" } },
    });
    expect(gone.response.status).toBe(404);
  });
});

describe("licensees", () => {
  freshGatewayEachTest();
  const q = { user_token: PLATFORM_OWNER };
  const path = { key: PLATFORM_KEY };

  test("a sublicensed key looks up only on behalf of an active licensee", async () => {
    const without = await postcode(PLATFORM_KEY);
    expect([without.response.status, without.error?.code]).toEqual([401, 4013]);
    expect(
      (await postcode(PLATFORM_KEY, "SW1A 2AA", { licensee: "sl_riverside_lettings" })).response.status,
    ).toBe(200);
    const unknown = await postcode(PLATFORM_KEY, "SW1A 2AA", { licensee: "sl_nobody" });
    expect([unknown.response.status, unknown.error?.code]).toEqual([404, 4045]);

    const cancelled = await api.DELETE("/keys/{key}/licensees/{licensee}", {
      params: { path: { ...path, licensee: "sl_riverside_lettings" }, query: q },
    });
    expect(cancelled.data?.result).toMatchObject({
      id: "sl_riverside_lettings",
      cancelled: true,
      daily: { consumed: 1 },
    });
    const after = await postcode(PLATFORM_KEY, "SW1A 2AA", { licensee: "sl_riverside_lettings" });
    expect([after.response.status, after.error?.code]).toEqual([404, 4045]);
    const availability = await api.GET("/keys/{key}", {
      params: { path, query: { licensee: "sl_riverside_lettings" } },
    });
    expect(availability.data?.result).toMatchObject({ available: false, reason: "licensee_cancelled" });
    const list = await api.GET("/keys/{key}/licensees", { params: { path, query: q } });
    expect(list.data?.result.licensees.map((l) => l.id)).toEqual(["sl_hartley_estates"]);
    // Its usage stays in the key's reports.
    const usage = await api.GET("/keys/{key}/usage", {
      params: { path, query: { ...q, licensee: "sl_riverside_lettings" } },
    });
    expect(usage.data?.result.total).toBe(1);
  });

  test("create, page with starting_after and limit, search by name, update", async () => {
    const ids: string[] = ["sl_riverside_lettings", "sl_hartley_estates"];
    for (let i = 1; i <= 5; i++) {
      const r = await api.POST("/keys/{key}/licensees", {
        params: { path, query: q },
        body: {
          name: `Tenant ${i} Lettings`,
          address: `${i} Quay Walk, Cardiff`,
          postcode: "CF10 1AA",
          daily: { limit: 10 },
        },
      });
      expect(r.data?.result).toMatchObject({
        key: PLATFORM_KEY,
        name: `Tenant ${i} Lettings`,
        cancelled: false,
        whitelist: [],
        createdAt: "2026-01-01T00:00:00.000Z",
      });
      ids.push(r.data!.result.id);
    }
    const first = await api.GET("/keys/{key}/licensees", { params: { path, query: { ...q, limit: 3 } } });
    expect(first.data?.result).toMatchObject({ hasMore: true });
    expect(first.data?.result.licensees.map((l) => l.id)).toEqual(ids.slice(0, 3));
    const next = await api.GET("/keys/{key}/licensees", {
      params: { path, query: { ...q, limit: 3, starting_after: ids[2] } },
    });
    expect(next.data?.result.licensees.map((l) => l.id)).toEqual(ids.slice(3, 6));
    const last = await api.GET("/keys/{key}/licensees", {
      params: { path, query: { ...q, starting_after: ids[5] } },
    });
    expect(last.data?.result).toMatchObject({ hasMore: false });
    expect(last.data?.result.licensees.map((l) => l.id)).toEqual(ids.slice(6));
    const lettings = await api.GET("/keys/{key}/licensees", {
      params: { path, query: { ...q, query: "LETTINGS" } },
    });
    expect(lettings.data?.result.licensees).toHaveLength(6);

    const updated = await api.PUT("/keys/{key}/licensees/{licensee}", {
      params: { path: { ...path, licensee: ids[2] }, query: q },
      body: { name: "Tenant One Homes", whitelist: ["https://one.example"] },
    });
    expect(updated.data?.result).toMatchObject({
      name: "Tenant One Homes",
      whitelist: ["https://one.example"],
      address: "1 Quay Walk, Cardiff",
    });
    const read = await api.GET("/keys/{key}/licensees/{licensee}", {
      params: { path: { ...path, licensee: ids[2] }, query: q },
    });
    expect(read.data?.result.name).toBe("Tenant One Homes");

    const notSublicensed = await api.POST("/keys/{key}/licensees", {
      params: { path: { key: ACME_KEY }, query: { user_token: ACME_OWNER } },
      body: { name: "X", address: "Y", postcode: "OX1 2AB" },
    });
    expect([notSublicensed.response.status, notSublicensed.error?.code]).toEqual([400, 4001]);
  });

  test("a licensee's own daily limit", async () => {
    const r = await api.POST("/keys/{key}/licensees", {
      params: { path, query: q },
      body: { name: "Small", address: "1 Ship Row", postcode: "OX1 2AB", daily: { limit: 1 } },
    });
    const licensee = r.data!.result.id;
    expect((await postcode(PLATFORM_KEY, "SW1A 2AA", { licensee })).response.status).toBe(200);
    const second = await postcode(PLATFORM_KEY, "SW1A 2AA", { licensee });
    expect([second.response.status, second.error?.code]).toEqual([402, 4021]);
    gw.clock.advance(DAY);
    expect((await postcode(PLATFORM_KEY, "SW1A 2AA", { licensee })).response.status).toBe(200);
  });
});

describe("usage and the lookup log", () => {
  freshGatewayEachTest();
  const path = { key: ACME_KEY };
  const q = { user_token: ACME_OWNER };

  test("lookups over three days: usage per UTC day with tags, and the CSV log", async () => {
    // Looked up from a shop page, through a proxy that names the visitor's address first.
    await api.GET("/postcodes/{postcode}", {
      params: { path: { postcode: "SW1A 2AA" }, query: { api_key: ACME_KEY, tags: "web,checkout" } },
      headers: { "x-forwarded-for": "203.0.113.7, 10.0.0.1", referer: "https://shop.acme.example/checkout" },
    });
    await api.GET("/postcodes/{postcode}", {
      params: { path: { postcode: "SW1A 2AB" }, query: { api_key: ACME_KEY, tags: "web" } },
      headers: { origin: "https://shop.acme.example" },
    });
    gw.clock.advance(DAY + 3_600_000);
    await api.GET("/addresses", {
      params: { query: { api_key: ACME_KEY, query: "10 downing street", tags: "crm" } },
    });
    await api.GET("/emails", { params: { query: { api_key: ACME_KEY, query: "jane@acme.co.uk" } } });
    gw.clock.advance(DAY);
    await api.GET("/udprn/{udprn}", { params: { path: { udprn: "0" }, query: { api_key: ACME_KEY } } });

    const usage = await api.GET("/keys/{key}/usage", { params: { path, query: q } });
    expect(usage.data?.result).toMatchObject({
      start: "2025-12-13T01:00:00.000Z",
      end: "2026-01-03T01:00:00.000Z",
      total: 4,
    });
    const days = usage.data!.result.dailyCount;
    expect(days).toHaveLength(22);
    expect(days.slice(-3)).toEqual([
      { date: "2026-01-01T00:00:00.000Z", count: 2 },
      { date: "2026-01-02T00:00:00.000Z", count: 2 },
      { date: "2026-01-03T00:00:00.000Z", count: 0 },
    ]);
    const web = await api.GET("/keys/{key}/usage", { params: { path, query: { ...q, tags: "web" } } });
    expect(web.data?.result.total).toBe(2);
    const both = await api.GET("/keys/{key}/usage", {
      params: { path, query: { ...q, tags: "web,checkout" } },
    });
    expect(both.data?.result.total).toBe(1);
    const window = await api.GET("/keys/{key}/usage", {
      params: {
        path,
        query: {
          ...q,
          start: String(Date.parse("2026-01-02T00:00:00Z")),
          end: String(Date.parse("2026-01-02T23:59:59Z")),
        },
      },
    });
    expect(window.data?.result).toMatchObject({
      total: 2,
      dailyCount: [{ date: "2026-01-02T00:00:00.000Z", count: 2 }],
    });

    const log = await api.GET("/keys/{key}/lookups", { params: { path, query: q }, parseAs: "text" });
    expect(log.response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(parse(log.data as string)).toEqual([
      [
        "2026-01-01T00:00:00.000Z",
        "203.0.113.7",
        "SW1A 2AA",
        "https://shop.acme.example/checkout",
        "Postcode Lookup",
        "web,checkout",
      ],
      [
        "2026-01-01T00:00:00.000Z",
        "127.0.0.1",
        "SW1A 2AB",
        "https://shop.acme.example",
        "Postcode Lookup",
        "web",
      ],
      ["2026-01-02T01:00:00.000Z", "127.0.0.1", "10 downing street", "", "Address Lookup", "crm"],
      ["2026-01-02T01:00:00.000Z", "127.0.0.1", "jane@acme.co.uk", "", "Email Validation", ""],
    ]);
    const later = await api.GET("/keys/{key}/lookups", {
      params: { path, query: { ...q, start: String(Date.parse("2026-01-02T00:00:00Z")) } },
      parseAs: "text",
    });
    expect(parse(later.data as string)).toHaveLength(2);
  });
});

describe("usage windows and tags that are rejected", () => {
  const path = { key: ACME_KEY };
  const q = { user_token: ACME_OWNER };
  beforeAll(async () => {
    gw = await startGateway({ services: ["address-lookup"], trustProxy: true });
    api = clientFor(gw.url);
  });
  afterAll(() => gw.close());

  test.each([
    [{ start: "yesterday" }, 4005],
    [{ end: "-5" }, 4006],
    [{ start: "1767225600001", end: "1767225600000" }, 4007],
    [{ start: "0", end: String(91 * DAY) }, 4008],
    [{ tags: "a,b,c,d" }, 4009],
  ])("usage with %j is 400 %i", async (query, code) => {
    const r = await api.GET("/keys/{key}/usage", { params: { path, query: { ...q, ...query } } });
    expect([r.response.status, r.error?.code]).toEqual([400, code]);
  });
});

describe("keys issued through the admin API", () => {
  freshGatewayEachTest();
  const admin = async (action: string, body: unknown) => {
    const res = await fetch(`${gw.url}/__admin/services/address-lookup/${action}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  test("add-key issues a key to a new owner; top-up refills it; an existing key is never overwritten", async () => {
    const added = await admin("add-key", {
      key: "ak_new_1",
      user_token: "uk_new_owner",
      email: "new@shop.example",
      lookups: 1,
      daily_limit: null,
    });
    expect(added).toMatchObject({
      status: 200,
      body: { key: "ak_new_1", lookups_remaining: 1, daily_limit: { limit: null, consumed: 0 } },
    });
    expect((await postcode("ak_new_1")).response.status).toBe(200);
    expect((await postcode("ak_new_1")).error?.code).toBe(4020);
    expect((await admin("top-up", { key: "ak_new_1", lookups: 10 })).body).toMatchObject({
      lookups_remaining: 10,
    });
    expect((await postcode("ak_new_1")).response.status).toBe(200);
    const details = await api.GET("/keys/{key}/details", {
      params: { path: { key: "ak_new_1" }, query: { user_token: "uk_new_owner" } },
    });
    expect(details.data?.result).toMatchObject({
      lookups_remaining: 9,
      notifications: { emails: ["new@shop.example"] },
    });

    expect((await admin("add-key", { key: "iddqd", user_token: "uk_x", lookups: 5 })).status).toBe(409);
    expect((await admin("add-key", { key: "ak_bad", user_token: "uk_x", lookups: -1 })).status).toBe(400);
    expect((await admin("top-up", { key: "ak_missing", lookups: 1 })).status).toBe(404);
  });
});
