/** Address search, autocomplete, resolution, postcode and identifier lookups and cleansing, through the generated client. */
import { distanceMiles } from "../../src/runtime/geo";
import { startGateway, type TestGateway } from "../support/gateway";
import { ACME_KEY, type Client, clientFor, ukAddresses } from "./support";

let gw: TestGateway;
let api: Client;
beforeAll(async () => {
  gw = await startGateway({ services: ["address-lookup"] });
  api = clientFor(gw.url);
});
afterAll(() => gw.close());

const api_key = ACME_KEY;

async function search(query: Record<string, string | number>) {
  const { data, error } = await api.GET("/addresses", { params: { query: { api_key, ...query } } });
  if (!data) throw new Error(JSON.stringify(error));
  return data.result;
}

describe("/addresses", () => {
  test("free text ignores case, punctuation and word order", async () => {
    const a = await search({ query: "10 Downing Street, London" });
    const b = await search({ q: "london DOWNING st. 10" });
    expect(a.hits[0]).toMatchObject({ postcode: "SW1A 2AA", line_2: "10 Downing Street" });
    expect(b.hits.map((h) => h.udprn)).toEqual(a.hits.map((h) => h.udprn));
    expect(a).toMatchObject({ page: 0, limit: 10 });
  });

  test("limit and page walk the whole result", async () => {
    const expected = ukAddresses.filter((x) => x.thoroughfare === "Turl Walk").map((x) => x.udprn);
    const seen: number[] = [];
    for (let page = 0; page * 20 < expected.length; page++) {
      const r = await search({ query: "turl walk", limit: 20, page });
      expect(r.total).toBe(expected.length);
      seen.push(...r.hits.map((h) => h.udprn as number));
    }
    expect(seen.sort()).toEqual([...expected].sort());
  });

  test.each([
    [
      "postcode_outward",
      "ox1,ox4",
      (a: (typeof ukAddresses)[number]) => ["OX1", "OX4"].includes(a.postcode_outward),
    ],
    ["postcode_area", "eh", (a: (typeof ukAddresses)[number]) => a.postcode_outward.startsWith("EH")],
    ["postcode_sector", "M20 2", (a: (typeof ukAddresses)[number]) => a.postcode.startsWith("M20 2")],
    [
      "post_town",
      "Bristol,leeds",
      (a: (typeof ukAddresses)[number]) => ["BRISTOL", "LEEDS"].includes(a.post_town),
    ],
    ["country", "wales", (a: (typeof ukAddresses)[number]) => a.country === "Wales"],
    ["postcode_type", "L", (a: (typeof ukAddresses)[number]) => a.postcode_type === "L"],
    [
      "su_organisation_indicator",
      "Y",
      (a: (typeof ukAddresses)[number]) => a.su_organisation_indicator === "Y",
    ],
  ])("filter %s=%s restricts the result", async (field, value, holds) => {
    const r = await search({ [field]: value, limit: 100 });
    const expected = ukAddresses.filter(holds);
    expect(r.total).toBe(expected.length);
    expect(r.total).toBeGreaterThan(0);
    expect(r.hits.every((h) => holds(h as (typeof ukAddresses)[number]))).toBe(true);
  });

  test("postcode and uprn filters find exactly their addresses; filters AND together", async () => {
    const target = ukAddresses.find((a) => a.organisation_name === "Copperleaf Books")!;
    const byPostcode = await search({ postcode: target.postcode.toLowerCase().replace(" ", ""), limit: 100 });
    expect(byPostcode.total).toBe(ukAddresses.filter((a) => a.postcode === target.postcode).length);
    const byUprn = await search({ uprn: target.uprn });
    expect(byUprn.hits.map((h) => h.uprn)).toEqual([target.uprn]);
    const both = await search({ query: "copperleaf", post_town: target.post_town, limit: 100 });
    expect(
      both.hits.every((h) => h.post_town === target.post_town && h.organisation_name === "Copperleaf Books"),
    ).toBe(true);
    const none = await search({ query: "copperleaf", postcode: "SW1A2AAA" });
    expect(none).toMatchObject({ total: 0, hits: [] });
  });

  test("box keeps addresses inside it; lon/lat finds the nearest within 1 km", async () => {
    const r = await search({ box: "-0.13,51.505,-0.125,51.50", limit: 100 });
    expect(r.total).toBeGreaterThan(0);
    for (const h of r.hits) {
      expect(h.longitude).toBeGreaterThanOrEqual(-0.13);
      expect(h.latitude).toBeLessThanOrEqual(51.505);
    }
    const near = await search({ lon: -0.1276, lat: 51.5034, limit: 5 });
    expect(near.hits[0].postcode).toBe("SW1A 2AA");
    const d = near.hits.map((h) =>
      distanceMiles(
        { latitude: 51.5034, longitude: -0.1276 },
        { latitude: h.latitude!, longitude: h.longitude! },
      ),
    );
    expect([...d].sort((x, y) => x - y)).toEqual(d);
  });

  test("biases reorder without excluding; bias_lonlat orders by distance", async () => {
    const plain = await search({ query: "walk", limit: 100 });
    const biased = await search({ query: "walk", bias_post_town: "Belfast", limit: 100 });
    expect(biased.total).toBe(plain.total);
    expect(biased.hits[0].post_town).toBe("BELFAST");
    expect(plain.hits[0].post_town).not.toBe("BELFAST");
    const byArea = await search({ query: "walk", bias_postcode_area: "CF", limit: 5 });
    expect(byArea.hits.every((h) => h.postcode_outward?.startsWith("CF"))).toBe(true);
    const centre = { latitude: 55.9496, longitude: -3.1915 };
    const near = await search({
      query: "walk",
      bias_lonlat: `${centre.longitude},${centre.latitude},2000`,
      limit: 10,
    });
    const d = near.hits.map((h) => distanceMiles(centre, { latitude: h.latitude!, longitude: h.longitude! }));
    expect(d.every((x) => x * 1609.344 <= 2000)).toBe(true);
    expect([...d].sort((x, y) => x - y)).toEqual(d);
  });

  test("filter returns only the listed fields", async () => {
    const r = await search({ query: "10 downing street", filter: "line_1,postcode,udprn" });
    expect(Object.keys(r.hits[0]).sort()).toEqual(["line_1", "postcode", "udprn"]);
  });

  test("the documented test postcodes", async () => {
    expect((await search({ query: "ID1 1QD" })).total).toBe(3);
    expect(await search({ query: "ID1 KFA" })).toMatchObject({ total: 0, hits: [] });
    const clip = await api.GET("/addresses", { params: { query: { api_key, query: "ID1 CLIP" } } });
    expect(clip.response.status).toBe(402);
    expect(clip.error).toMatchObject({ code: 4020 });
  });
});

describe("/autocomplete/addresses", () => {
  test("suggestions resolve to the full address", async () => {
    const { data } = await api.GET("/autocomplete/addresses", {
      params: { query: { api_key, query: "piccadilly heights flat 12", limit: 3 } },
    });
    const hit = data!.result.hits[0];
    expect(hit.suggestion).toMatch(/^Flat 12, Piccadilly Heights, 1 Aytoun Walk, Manchester, M1 3HZ$/);
    const resolved = await api.GET("/autocomplete/addresses/{address}/gbr", {
      params: { path: { address: hit.id }, query: { api_key } },
    });
    expect(resolved.data?.result).toMatchObject({
      sub_building_name: "Flat 12",
      udprn: hit.udprn,
      postcode: "M1 3HZ",
    });
    const unknown = await api.GET("/autocomplete/addresses/{address}/gbr", {
      params: { path: { address: "paf_2" }, query: { api_key } },
    });
    expect(unknown.response.status).toBe(404);
    expect(unknown.error).toMatchObject({ code: 4044 });
  });

  test("a complete postcode in the query returns the whole postcode, whatever the limit", async () => {
    const { data } = await api.GET("/autocomplete/addresses", {
      params: { query: { api_key, query: "m1 3hz", limit: 5 } },
    });
    expect(data!.result.hits).toHaveLength(130);
    const flat7 = await api.GET("/autocomplete/addresses", {
      params: { query: { api_key, query: "flat 7 M13HZ", limit: 1 } },
    });
    expect(flat7.data!.result.hits).toHaveLength(130);
    expect(flat7.data!.result.hits[0].suggestion).toMatch(/^Flat 7,/);
    const short = await api.GET("/autocomplete/addresses", {
      params: { query: { api_key, query: "piccadilly heights", limit: 5 } },
    });
    expect(short.data!.result.hits).toHaveLength(5);
  });

  test("the usa context searches US addresses; unknown US ids are 404", async () => {
    const { data } = await api.GET("/autocomplete/addresses", {
      params: { query: { api_key, query: "beacon st boston", context: "usa" } },
    });
    const hit = data!.result.hits[0];
    expect(hit.suggestion).toContain("BEACON ST");
    const us = await api.GET("/autocomplete/addresses/{address}/usa", {
      params: { path: { address: hit.id }, query: { api_key } },
    });
    expect(us.data?.result).toMatchObject({ city: "BOSTON", state_abbreviation: "MA", zip_code: "02108" });
    const missing = await api.GET("/autocomplete/addresses/{address}/usa", {
      params: { path: { address: "usps_nothing" }, query: { api_key } },
    });
    expect(missing.response.status).toBe(404);
  });
});

describe("postcodes, UDPRN and UMPRN", () => {
  test("a postcode is space and case insensitive, paged by 100, filterable", async () => {
    const first = await api.GET("/postcodes/{postcode}", {
      params: { path: { postcode: "m13hz" }, query: { api_key } },
    });
    expect(first.data!.result).toHaveLength(100);
    const second = await api.GET("/postcodes/{postcode}", {
      params: { path: { postcode: "M1 3HZ" }, query: { api_key, page: 1, filter: "sub_building_name" } },
    });
    expect(second.data!.result).toEqual(
      Array.from({ length: 30 }, (_, i) => ({ sub_building_name: `Flat ${101 + i}` })),
    );
  });

  test("an unknown postcode is 4040 with suggestions", async () => {
    const r = await api.GET("/postcodes/{postcode}", {
      params: { path: { postcode: "SW1A 2AO" }, query: { api_key } },
    });
    expect(r.response.status).toBe(404);
    expect(r.error).toMatchObject({ code: 4040, message: "Postcode not found" });
    expect(r.error?.suggestions).toContain("SW1A 2AA");
    const far = await api.GET("/postcodes/{postcode}", {
      params: { path: { postcode: "nothing" }, query: { api_key } },
    });
    expect(far.error).toMatchObject({ code: 4040, suggestions: [] });
  });

  test("UDPRN and UMPRN, their test values and misses", async () => {
    const mr = ukAddresses.find((a) => a.dataset === "mr" && a.postcode !== "ID1 1QD")!;
    const house = await api.GET("/udprn/{udprn}", {
      params: { path: { udprn: String(mr.udprn) }, query: { api_key } },
    });
    expect(house.data?.result).toMatchObject({ dataset: "paf", udprn: mr.udprn, umprn: "" });
    const flat = await api.GET("/umprn/{umprn}", {
      params: {
        path: { umprn: String(mr.umprn) },
        query: { api_key, filter: "sub_building_name,udprn,umprn" },
      },
    });
    expect(flat.data?.result).toEqual({
      sub_building_name: mr.sub_building_name,
      udprn: mr.udprn,
      umprn: mr.umprn,
    });
    const zero = await api.GET("/udprn/{udprn}", { params: { path: { udprn: "0" }, query: { api_key } } });
    expect(zero.data?.result).toMatchObject({ udprn: 0, postcode: "ID1 1QD" });
    for (const [id, status, code] of [
      ["-1", 404, 4044],
      ["-2", 402, 4020],
      ["-3", 402, 4021],
      ["abc", 404, 4044],
    ] as const) {
      const r = await api.GET("/udprn/{udprn}", { params: { path: { udprn: id }, query: { api_key } } });
      expect([r.response.status, r.error?.code]).toEqual([status, code]);
    }
    const noMr = await api.GET("/umprn/{umprn}", { params: { path: { umprn: "-1" }, query: { api_key } } });
    expect([noMr.response.status, noMr.error?.code]).toEqual([404, 4046]);
  });
});

describe("/cleanse/addresses", () => {
  test("a messy address finds its best match, with how good it is", async () => {
    const r = await api.POST("/cleanse/addresses", {
      params: { query: { api_key } },
      body: { query: "10 downing st, londn SW1A2AA" },
    });
    expect(r.data?.result).toMatchObject({
      match: { postcode: "SW1A 2AA", building_number: "10" },
      match_level: "exact",
      confidence: 1,
    });
    expect(r.data?.result.matched_fields).toEqual(
      expect.arrayContaining(["premise", "thoroughfare", "post_town", "postcode"]),
    );
    const partial = await api.POST("/cleanse/addresses", {
      params: { query: { api_key } },
      body: { query: "11 downing road", post_town: "london" },
    });
    expect(partial.data?.result).toMatchObject({ match: { line_2: "11 Downing Street" } });
    expect(partial.data?.result.match_level).not.toBe("exact");
    const none = await api.POST("/cleanse/addresses", {
      params: { query: { api_key } },
      body: { query: "1600 pennsylvania avenue washington" },
    });
    expect(none.data?.result).toMatchObject({ match: null, match_level: "none", matched_fields: [] });
  });
});

describe("/places", () => {
  test("search with country restriction and biases, then resolve", async () => {
    const all = await api.GET("/places", { params: { query: { api_key, query: "richmond" } } });
    expect(all.data!.result.hits.map((h) => h.country_iso).sort()).toEqual(["GBR", "GBR", "USA"]);
    const us = await api.GET("/places", {
      params: { query: { api_key, q: "richmond", country_iso: "USA" } },
    });
    expect(us.data!.result.hits.map((h) => h.suggestion)).toEqual(["Richmond, Virginia, United States"]);
    const biased = await api.GET("/places", {
      params: { query: { api_key, q: "richmond", bias_country_iso: "USA" } },
    });
    expect(biased.data!.result.hits[0].country_iso).toBe("USA");
    const nearLondon = await api.GET("/places", {
      params: { query: { api_key, q: "richmond", bias_lonlat: "-0.1276,51.5072,50000" } },
    });
    expect(nearLondon.data!.result.hits[0].suggestion).toBe("Richmond, Greater London, United Kingdom");
    const place = await api.GET("/places/{place}", {
      params: { path: { place: nearLondon.data!.result.hits[0].id }, query: { api_key } },
    });
    expect(place.data?.result).toMatchObject({
      name: "Richmond",
      area: "Greater London",
      latitude: 51.4613,
      longitude: -0.3037,
    });
    const missing = await api.GET("/places/{place}", {
      params: { path: { place: "geonames_1" }, query: { api_key } },
    });
    expect(missing.response.status).toBe(404);
  });
});
