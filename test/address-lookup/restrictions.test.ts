/**
 * The restrictions a key's owner sets, as a browser integration meets them: the individual limit per client
 * address and day, the key's allowed URLs and a licensee's whitelist against Origin and Referer (4011), and
 * the datasets enabled on the key deciding which records exist for it.
 */
import { startGateway, type TestGateway } from "../support/gateway";
import {
  ACME_KEY,
  type Client,
  COMMUNITY_KEY,
  clientFor,
  PLATFORM_KEY,
  PLATFORM_OWNER,
  ukAddresses,
} from "./support";

/** Acme's key for its shop pages: allowed URLs, 20 lookups a visitor a day, no Multiple Residence data. */
const WEB_KEY = "ak_acme_web_3f9d62";
const SHOP = "https://shop.acme.example";

let gw: TestGateway;
let api: Client;
beforeEach(async () => {
  gw = await startGateway({ services: ["address-lookup"], trustProxy: true });
  api = clientFor(gw.url);
});
afterEach(() => gw.close());

const lookup = (api_key: string, headers: Record<string, string>, extra: Record<string, string> = {}) =>
  api.GET("/postcodes/{postcode}", {
    params: { path: { postcode: "SW1A 2AA" }, query: { api_key, ...extra } },
    headers,
  });
const outcome = async (r: ReturnType<typeof lookup>) => {
  const { response, error } = await r;
  return response.status === 200 ? 200 : [response.status, error?.code];
};

describe("individual limit", () => {
  test("the community key serves 15 lookups a day to each client address, then 4021 until midnight", async () => {
    const visitor = { "x-forwarded-for": "198.51.100.23" };
    for (let i = 0; i < 15; i++) expect(await outcome(lookup(COMMUNITY_KEY, visitor))).toBe(200);
    expect(await outcome(lookup(COMMUNITY_KEY, visitor))).toEqual([402, 4021]);
    // Another visitor, and the first one's first proxy hop behind a second address, are counted apart.
    expect(await outcome(lookup(COMMUNITY_KEY, { "x-forwarded-for": "198.51.100.24, 198.51.100.23" }))).toBe(
      200,
    );
    // The key's owner sees the limit, and the key is still available to others.
    const details = await api.GET("/keys/{key}/details", {
      params: { path: { key: COMMUNITY_KEY }, query: { user_token: "my_secret_token" } },
    });
    expect(details.data?.result.individual_limit).toEqual({ limit: 15 });
    gw.clock.set(new Date("2026-01-01T23:59:59.999Z"));
    expect(await outcome(lookup(COMMUNITY_KEY, visitor))).toEqual([402, 4021]);
    gw.clock.set(new Date("2026-01-02T00:00:00.000Z"));
    expect(await outcome(lookup(COMMUNITY_KEY, visitor))).toBe(200);
  });

  test("without X-Forwarded-For the connection's address is counted; a key without the limit has none", async () => {
    for (let i = 0; i < 15; i++) expect(await outcome(lookup(COMMUNITY_KEY, {}))).toBe(200);
    expect(await outcome(lookup(COMMUNITY_KEY, {}))).toEqual([402, 4021]);
    for (let i = 0; i < 25; i++) expect(await outcome(lookup(ACME_KEY, {}))).toBe(200);
  });

  test("only paid lookups count: the free test postcode never uses up the limit", async () => {
    const visitor = { "x-forwarded-for": "198.51.100.40" };
    for (let i = 0; i < 20; i++) {
      const free = await api.GET("/postcodes/{postcode}", {
        params: { path: { postcode: "ID1 1QD" }, query: { api_key: COMMUNITY_KEY } },
        headers: visitor,
      });
      expect(free.response.status).toBe(200);
    }
    expect(await outcome(lookup(COMMUNITY_KEY, visitor))).toBe(200);
  });
});

describe("allowed URLs", () => {
  test.each([
    ["its origin", { origin: SHOP }, 200],
    ["a page of it as referer", { referer: `${SHOP}/basket?step=2` }, 200],
    ["a subdomain of a wildcard entry", { origin: "https://pay.acme-checkout.example" }, 200],
    ["the wildcard's own domain", { referer: "https://acme-checkout.example/" }, 200],
    ["another site", { origin: "https://copycat.example" }, [401, 4011]],
    ["a look-alike of the wildcard domain", { origin: "https://notacme-checkout.example" }, [401, 4011]],
    [
      "the allowed URL inside another site's path",
      { referer: `https://copycat.example/?u=${SHOP}` },
      [401, 4011],
    ],
    [
      "a page of another site with an allowed Origin",
      { origin: SHOP, referer: "https://copycat.example/" },
      200,
    ],
    ["no Origin or Referer (not a browser)", {}, [401, 4011]],
  ])("the web key from %s", async (_, headers, expected) => {
    expect(await outcome(lookup(WEB_KEY, headers as Record<string, string>))).toEqual(expected);
  });

  test("a key with an empty list allows every site", async () => {
    expect(await outcome(lookup(ACME_KEY, { origin: "https://copycat.example" }))).toBe(200);
  });

  test("a refused request costs nothing and the key's details list the allowed URLs", async () => {
    const owner = { user_token: "uk_acme_0f3c9a2b7d" };
    await lookup(WEB_KEY, { origin: "https://copycat.example" });
    const details = await api.GET("/keys/{key}/details", {
      params: { path: { key: WEB_KEY }, query: owner },
    });
    expect(details.data?.result).toMatchObject({
      allowed_urls: [SHOP, "*.acme-checkout.example"],
      lookups_remaining: 5000,
      daily_limit: { limit: 500, consumed: 0 },
    });
  });
});

describe("a licensee's whitelist", () => {
  const asLicensee = (licensee: string, headers: Record<string, string>) =>
    outcome(lookup(PLATFORM_KEY, headers, { licensee }));

  test("Hartley Estates may look up only from its own site; Riverside, with an empty whitelist, from anywhere", async () => {
    expect(await asLicensee("sl_hartley_estates", { origin: "https://hartley.example" })).toBe(200);
    expect(await asLicensee("sl_hartley_estates", { referer: "https://hartley.example/valuation" })).toBe(
      200,
    );
    expect(await asLicensee("sl_hartley_estates", { origin: "https://riverside.example" })).toEqual([
      401, 4011,
    ]);
    expect(await asLicensee("sl_riverside_lettings", { origin: "https://riverside.example" })).toBe(200);
  });

  test("the owner changes the whitelist and the next lookup follows it", async () => {
    const path = { key: PLATFORM_KEY, licensee: "sl_riverside_lettings" };
    const updated = await api.PUT("/keys/{key}/licensees/{licensee}", {
      params: { path, query: { user_token: PLATFORM_OWNER } },
      body: { whitelist: ["*.riverside.example"] },
    });
    expect(updated.data?.result.whitelist).toEqual(["*.riverside.example"]);
    expect(await asLicensee("sl_riverside_lettings", { origin: "https://www.riverside.example" })).toBe(200);
    expect(await asLicensee("sl_riverside_lettings", { origin: "https://hartley.example" })).toEqual([
      401, 4011,
    ]);
  });
});

describe("datasets", () => {
  // A house divided into flats that only the Multiple Residence dataset knows.
  const flat = ukAddresses.find((a) => a.dataset === "mr" && a.postcode !== "ID1 1QD")!;
  const inPostcode = ukAddresses.filter((a) => a.postcode === flat.postcode);

  test("a key without Multiple Residence sees the house, not its flats", async () => {
    const shop = { origin: SHOP };
    const web = await api.GET("/postcodes/{postcode}", {
      params: { path: { postcode: flat.postcode }, query: { api_key: WEB_KEY } },
      headers: shop,
    });
    expect(web.data?.result.map((a) => a.id)).toEqual(
      inPostcode.filter((a) => a.dataset === "paf").map((a) => a.id),
    );
    const full = await api.GET("/postcodes/{postcode}", {
      params: { path: { postcode: flat.postcode }, query: { api_key: ACME_KEY } },
    });
    expect(full.data?.result.map((a) => a.id)).toEqual(inPostcode.map((a) => a.id));

    const umprn = await api.GET("/umprn/{umprn}", {
      params: { path: { umprn: String(flat.umprn) }, query: { api_key: WEB_KEY } },
      headers: shop,
    });
    expect([umprn.response.status, umprn.error?.code]).toEqual([404, 4046]);
    const resolve = await api.GET("/autocomplete/addresses/{address}/gbr", {
      params: { path: { address: flat.id }, query: { api_key: WEB_KEY } },
      headers: shop,
    });
    expect([resolve.response.status, resolve.error?.code]).toEqual([404, 4046]);

    const suggestions = await api.GET("/autocomplete/addresses", {
      params: { query: { api_key: WEB_KEY, query: `${flat.line_1} ${flat.postcode}` } },
      headers: shop,
    });
    const ids = suggestions.data?.result.hits.map((h) => h.id) ?? [];
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.some((id) => id.startsWith("mr_"))).toBe(false);
    const search = await api.GET("/addresses", {
      params: { query: { api_key: ACME_KEY, query: `${flat.sub_building_name} ${flat.postcode}` } },
    });
    expect(search.data?.result.hits.map((h) => h.id)).toContain(flat.id);
  });
});

describe("a key issued through the admin API with restrictions", () => {
  const addKey = (body: object) =>
    fetch(`${gw.url}/__admin/services/address-lookup/add-key`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ user_token: "uk_new_shop", lookups: 100, ...body }),
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> }));

  test("allowed URLs, an individual limit and datasets apply as the fixtures' keys do", async () => {
    const added = await addKey({
      key: "ak_new_web",
      allowed_urls: ["https://new-shop.example"],
      individual_limit: 2,
      datasets: { mr: false },
    });
    expect(added).toMatchObject({
      status: 200,
      body: {
        allowed_urls: ["https://new-shop.example"],
        individual_limit: { limit: 2 },
        datasets: { paf: true, mr: false, nyb: false },
      },
    });
    const visitor = { origin: "https://new-shop.example", "x-forwarded-for": "198.51.100.77" };
    expect(await outcome(lookup("ak_new_web", { origin: "https://copycat.example" }))).toEqual([401, 4011]);
    expect(await outcome(lookup("ak_new_web", visitor))).toBe(200);
    expect(await outcome(lookup("ak_new_web", visitor))).toBe(200);
    expect(await outcome(lookup("ak_new_web", visitor))).toEqual([402, 4021]);

    const flat = ukAddresses.find((a) => a.dataset === "mr" && a.postcode !== "ID1 1QD")!;
    const other = { origin: "https://new-shop.example", "x-forwarded-for": "198.51.100.78" };
    const umprn = await api.GET("/umprn/{umprn}", {
      params: { path: { umprn: String(flat.umprn) }, query: { api_key: "ak_new_web" } },
      headers: other,
    });
    expect(umprn.response.status).toBe(404);
    await addKey({ key: "ak_new_all" });
    const withFlats = await api.GET("/umprn/{umprn}", {
      params: { path: { umprn: String(flat.umprn) }, query: { api_key: "ak_new_all" } },
    });
    expect(withFlats.response.status).toBe(200);
  });

  test("`whitelist` names the same list; a key without restrictions has none", async () => {
    const added = await addKey({ key: "ak_new_wl", whitelist: ["*.new-shop.example"] });
    expect(added.body.allowed_urls).toEqual(["*.new-shop.example"]);
    expect(await outcome(lookup("ak_new_wl", { origin: "https://pay.new-shop.example" }))).toBe(200);
    expect(await outcome(lookup("ak_new_wl", {}))).toEqual([401, 4011]);
    const plain = await addKey({ key: "ak_new_plain" });
    expect(plain.body).toMatchObject({
      allowed_urls: [],
      individual_limit: { limit: null },
      datasets: { paf: true, mr: true, nyb: false },
    });
  });

  test.each([
    ["an unknown field", { allowed_url: ["https://x.example"] }, "body.allowed_url"],
    ["both names of the URL list", { allowed_urls: [], whitelist: [] }, "body.whitelist"],
    ["URLs that are not a list of strings", { allowed_urls: "https://x.example" }, "body.allowed_urls"],
    ["a negative individual limit", { individual_limit: -1 }, "body.individual_limit"],
    ["an unknown dataset", { datasets: { paf: true, osm: true } }, "body.datasets.osm"],
    ["a dataset that is not a boolean", { datasets: { mr: "yes" } }, "body.datasets.mr"],
  ])("refuses %s, naming the field", async (_name, body, field) => {
    const res = await addKey({ key: "ak_refused", ...body });
    expect(res.status).toBe(400);
    expect((res.body as { error: { message: string } }).error.message.startsWith(`${field}:`)).toBe(true);
  });
});
