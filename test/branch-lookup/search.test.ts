/** Every branch-lookup endpoint through the generated client, with the distance rules checked on their edges. */
import { createBranchLookupClient } from "../../generated/branch-lookup/client";
import { startGateway, type TestGateway } from "../support/gateway";
import {
  type Branch,
  branchesOf,
  branchLocation,
  brandName,
  fixtureBranches,
  haversineMiles,
  northOf,
  postcodeLocation,
  sortCodes,
} from "./support";

let gw: TestGateway;
let client: ReturnType<typeof createBranchLookupClient>;
beforeAll(async () => {
  gw = await startGateway({ services: ["branch-lookup"] });
  client = createBranchLookupClient(gw.url);
});
afterAll(() => gw.close());

const GEO = "/x-open-banking/v2.2/branches/geo-location/lat/{latitude}/long/{longitude}" as const;
const POSTCODE = "/x-open-banking/v2.2/branches/postcode/{postcode}" as const;

function byName(name: string): Branch {
  const found = fixtureBranches.find((b) => b.Name === name);
  if (!found) throw new Error(`no fixture branch ${name}`);
  return found;
}

async function near(point: { lat: number; lon: number }, radius?: number) {
  const { data, response } = await client.GET(GEO, {
    params: {
      path: { latitude: point.lat.toFixed(7), longitude: point.lon.toFixed(7) },
      query: radius === undefined ? {} : { radius },
    },
  });
  expect(response.status).toBe(200);
  return data!;
}

/** The sort codes of every fixture branch within `miles` of `point`, by the test's own haversine. */
function expectedWithin(point: { lat: number; lon: number }, miles: number): string[] {
  return fixtureBranches
    .map((b) => ({ b, d: haversineMiles(point, branchLocation(b)) }))
    .filter(({ d }) => d <= miles)
    .sort((x, y) => x.d - y.d)
    .map(({ b }) => b.SortCode![0]);
}

describe("all branches", () => {
  test("the Open Banking envelope: meta with the total and the licence terms, data by brand", async () => {
    const { data, response } = await client.GET("/open-banking/v2.2/branches");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(data!.meta).toEqual({
      LastUpdated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      TotalResults: fixtureBranches.length,
      Agreement: expect.stringContaining("Open Licence"),
      License: "https://www.openbanking.org.uk/open-licence",
      TermsOfUse: "https://www.openbanking.org.uk/terms",
    });
    expect(data!.data).toHaveLength(1);
    expect(data!.data[0].Brand.map((b) => b.BrandName)).toEqual([brandName]);
    expect(sortCodes(data)).toEqual(fixtureBranches.map((b) => b.SortCode![0]));
  });

  test("the data is a realistic, consistent UK network of one brand", async () => {
    const { data } = await client.GET("/open-banking/v2.2/branches");
    const branches = branchesOf(data);
    expect(branches.length).toBeGreaterThanOrEqual(60);
    expect(new Set(branches.map((b) => b.PostalAddress.TownName)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(branches.map((b) => b.SortCode![0])).size).toBe(branches.length);
    for (const b of branches) {
      expect(b.SortCode).toEqual([expect.stringMatching(/^\d{6}$/)]);
      expect(b.Identification).toBe(b.SortCode![0]);
      expect(b.PostalAddress.Country).toBe("GB");
      expect(b.PostalAddress.PostCode).toMatch(/^[A-Z]{1,2}\d[A-Z\d]? \d[ABD-HJLNP-UW-Z]{2}$/);
      // Within the United Kingdom's extent, and the branch's own postcode resolves to where the branch is.
      const at = branchLocation(b);
      expect(at.lat).toBeGreaterThan(49.8);
      expect(at.lat).toBeLessThan(60.9);
      expect(at.lon).toBeGreaterThan(-8.7);
      expect(at.lon).toBeLessThan(1.8);
      expect(haversineMiles(at, postcodeLocation(b.PostalAddress.PostCode))).toBe(0);
      expect(b.Availability!.StandardAvailability.Day.length).toBeGreaterThanOrEqual(5);
      expect(b.ServiceAndFacility!.length).toBeGreaterThan(0);
      expect(b.ContactInfo![0]).toMatchObject({
        ContactType: "Phone",
        ContactContent: expect.stringMatching(/^\+44-\d{10}$/),
      });
    }
    // Branches of one town lie within a few miles of each other.
    const towns = new Map<string, Branch[]>();
    for (const b of branches)
      towns.set(b.PostalAddress.TownName!, [...(towns.get(b.PostalAddress.TownName!) ?? []), b]);
    for (const [, list] of towns) {
      for (const b of list)
        expect(haversineMiles(branchLocation(list[0]), branchLocation(b))).toBeLessThan(10);
    }
  });
});

describe("by country and town", () => {
  test("GB has every branch; another ISO country none", async () => {
    const gb = await client.GET("/x-open-banking/v2.2/branches/country/{country}", {
      params: { path: { country: "GB" } },
    });
    expect(gb.data!.meta.TotalResults).toBe(fixtureBranches.length);
    const fr = await client.GET("/x-open-banking/v2.2/branches/country/{country}", {
      params: { path: { country: "FR" } },
    });
    expect(fr.response.status).toBe(200);
    expect(fr.data).toMatchObject({ meta: { TotalResults: 0 }, data: [] });
  });

  test.each([
    ["Manchester"],
    ["manchester"],
    ["MANCHESTER"],
    ["Newcastle upon Tyne"],
    ["newcastle  UPON tyne"],
  ])("the town is not case sensitive: %s", async (town) => {
    const wanted = town.replace(/\s+/g, " ").toLowerCase();
    const expected = fixtureBranches
      .filter((b) => b.PostalAddress.TownName!.toLowerCase() === wanted)
      .map((b) => b.SortCode![0]);
    expect(expected.length).toBeGreaterThan(0);
    const { data } = await client.GET("/x-open-banking/v2.2/branches/country/{country}/town/{town}", {
      params: { path: { country: "GB", town } },
    });
    expect(sortCodes(data)).toEqual(expected);
    expect(data!.meta.TotalResults).toBe(expected.length);
  });

  test("a town elsewhere, or a town in another country, finds nothing", async () => {
    for (const [country, town] of [
      ["GB", "Truro"],
      ["IE", "Belfast"],
    ]) {
      const { data } = await client.GET("/x-open-banking/v2.2/branches/country/{country}/town/{town}", {
        params: { path: { country, town } },
      });
      expect(data).toMatchObject({ meta: { TotalResults: 0 }, data: [] });
    }
  });
});

describe("by geo-location", () => {
  const kensington = branchLocation(byName("Kensington"));

  test.each([
    [undefined, 0.99, true],
    [undefined, 1.01, false],
    [1, 0.999, true],
    [1, 1.001, false],
    [3, 2.99, true],
    [3, 3.01, false],
    [10, 9.99, true],
    [10, 10.01, false],
  ])("radius %s: a branch %s miles away is found: %s", async (radius, miles, found) => {
    const data = await near(northOf(kensington, miles), radius);
    expect(sortCodes(data).includes(byName("Kensington").SortCode![0])).toBe(found);
  });

  test("results are exactly the branches within the radius by great-circle distance, nearest first", async () => {
    for (const [point, radius] of [
      [postcodeLocation("SE24 9PB"), 5],
      [{ lat: 53.4808, lon: -2.2426 }, 3],
      [{ lat: 55.9533, lon: -3.1883 }, 10],
      [{ lat: 51.4816, lon: -3.1791 }, 1],
    ] as const) {
      const data = await near(point, radius);
      expect(sortCodes(data)).toEqual(expectedWithin(point, radius));
      expect(data.meta.TotalResults).toBe(sortCodes(data).length);
    }
  });

  test("signed decimal degrees: a leading + and whole degrees are accepted", async () => {
    const { data, response } = await client.GET(GEO, {
      params: { path: { latitude: "+56", longitude: "-5" }, query: { radius: 10 } },
    });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ meta: { TotalResults: 0 }, data: [] });
  });
});

describe("by postcode", () => {
  test("within 5 miles: a branch 4.97 miles away is found, one 5.06 miles away is not", async () => {
    const home = postcodeLocation("SE24 9PB");
    const inside = byName("Wimbledon");
    const outside = byName("Canary Wharf");
    expect(haversineMiles(home, branchLocation(inside))).toBeCloseTo(4.97, 2);
    expect(haversineMiles(home, branchLocation(outside))).toBeCloseTo(5.06, 2);

    const { data } = await client.GET(POSTCODE, { params: { path: { postcode: "SE249PB" } } });
    const found = sortCodes(data);
    expect(found).toContain(inside.SortCode![0]);
    expect(found).not.toContain(outside.SortCode![0]);
    expect(found).toEqual(expectedWithin(home, 5));
  });

  test("a branch's own postcode, in any case, finds it first", async () => {
    const hove = byName("Hove");
    const { data } = await client.GET(POSTCODE, { params: { path: { postcode: "bn32eb" } } });
    expect(sortCodes(data)[0]).toBe(hove.SortCode![0]);
    expect(sortCodes(data)).toEqual(expectedWithin(branchLocation(hove), 5));
  });

  test("a postcode district stands for the mean position of its known postcodes", async () => {
    const { data } = await client.GET(POSTCODE, { params: { path: { postcode: "M1" } } });
    expect(sortCodes(data)).toEqual(expectedWithin(postcodeLocation("M1"), 5));
    expect(branchesOf(data).map((b) => b.PostalAddress.TownName)).toContain("Salford");
  });

  test("a known postcode with no branch within 5 miles finds none", async () => {
    const { data, response } = await client.GET(POSTCODE, { params: { path: { postcode: "PH336AN" } } });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ meta: { TotalResults: 0 }, data: [] });
  });

  test("an unknown postcode is not found", async () => {
    const { error, response } = await client.GET(POSTCODE, { params: { path: { postcode: "ZZ99ZZ" } } });
    expect(response.status).toBe(404);
    expect(error).toMatchObject({
      Code: "404 NotFound",
      Errors: [{ ErrorCode: "UK.OBIE.Resource.NotFound", Message: expect.stringContaining("ZZ99ZZ") }],
    });
  });
});

describe("by sort code", () => {
  test("one branch", async () => {
    const leith = byName("Leith");
    const { data } = await client.GET("/x-open-banking/v2.2/branches/sortcode/{sortcode}", {
      params: { path: { sortcode: leith.SortCode![0] } },
    });
    expect(data!.meta.TotalResults).toBe(1);
    expect(data!.data).toEqual([{ Brand: [{ BrandName: brandName, Branch: [leith] }] }]);
  });

  test("an unused sort code is not found", async () => {
    const { error, response } = await client.GET("/x-open-banking/v2.2/branches/sortcode/{sortcode}", {
      params: { path: { sortcode: "999999" } },
    });
    expect(response.status).toBe(404);
    expect(error).toEqual({
      Code: "404 NotFound",
      Id: response.headers.get("x-request-id"),
      Message: "no branch has sort code 999999",
      Errors: [{ ErrorCode: "UK.OBIE.Resource.NotFound", Message: "no branch has sort code 999999" }],
    });
  });
});
