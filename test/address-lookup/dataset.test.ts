/**
 * The UK address data is one coherent dataset: every address's eastings and northings are its longitude and
 * latitude on the national grid (British National Grid, EPSG:27700; Irish Grid, EPSG:29903, in Northern
 * Ireland, as the provider reports them), recomputed here with proj4 from EPSG's published parameters; and
 * the district each address names is the one its outward code lies in.
 */
import proj4 from "proj4";
import { BRITISH_NATIONAL_GRID, IRISH_GRID } from "../../scripts/fixtures/national-grids";
import { type UkAddress, ukAddresses } from "./support";

function grid(a: Pick<UkAddress, "country" | "longitude" | "latitude">): [number, number] {
  const def = a.country === "Northern Ireland" ? IRISH_GRID : BRITISH_NATIONAL_GRID;
  const [e, n] = proj4("WGS84", def, [a.longitude, a.latitude]);
  return [e, n];
}

test("the grid definitions put each grid's true origin where EPSG defines it, and Big Ben in its square", () => {
  // The projections alone, from each grid's own datum: the true origin maps to the false easting and northing.
  const osgb36 = "+proj=longlat +ellps=airy +no_defs";
  const ire65 = "+proj=longlat +ellps=mod_airy +no_defs";
  const bngOrigin = proj4(osgb36, BRITISH_NATIONAL_GRID.replace(/\+towgs84=\S+ /, ""), [-2, 49]);
  expect(bngOrigin.map((v) => Math.round(v))).toEqual([400000, -100000]);
  const igOrigin = proj4(ire65, IRISH_GRID.replace(/\+towgs84=\S+ /, ""), [-8, 53.5]);
  expect(igOrigin.map((v) => Math.round(v))).toEqual([200000, 250000]);
  // With the datum shift from WGS84: Big Ben (Elizabeth Tower) is at TQ 30268 79640; the seven-parameter
  // Helmert shift is good to a few metres.
  const [e, n] = grid({ country: "England", longitude: -0.124625, latitude: 51.500729 });
  expect(Math.hypot(e - 530268, n - 179640)).toBeLessThan(25);
});

test("every address's eastings and northings agree with its longitude and latitude within a metre", () => {
  expect(ukAddresses.length).toBeGreaterThan(3000);
  const off = ukAddresses.flatMap((a) => {
    const [e, n] = grid(a);
    const metres = Math.hypot(e - a.eastings, n - a.northings);
    return metres <= 1 ? [] : [`${a.id} ${a.postcode}: ${metres.toFixed(1)} m`];
  });
  expect(off).toEqual([]);
});

/** The local authority district(s) each outward code of the data lies in. */
const DISTRICTS: Record<string, string[]> = {
  SW1A: ["Westminster"],
  SW1P: ["Westminster"],
  SE1: ["Southwark", "Lambeth"],
  N1: ["Islington"],
  E1: ["Tower Hamlets"],
  M1: ["Manchester"],
  M4: ["Manchester"],
  M20: ["Manchester"],
  EH1: ["City of Edinburgh"],
  EH3: ["City of Edinburgh"],
  EH6: ["City of Edinburgh"],
  CF10: ["Cardiff"],
  CF24: ["Cardiff"],
  BS1: ["Bristol, City of"],
  BS8: ["Bristol, City of"],
  OX1: ["Oxford"],
  OX4: ["Oxford"],
  LS1: ["Leeds"],
  LS6: ["Leeds"],
  BT1: ["Belfast"],
  BT9: ["Belfast"],
  ID1: ["Tower Hamlets"],
};

test("each address names the district of its outward code, and SE1 spans Southwark and Lambeth", () => {
  const wrong = ukAddresses.filter((a) => !DISTRICTS[a.postcode_outward]?.includes(a.district));
  expect(wrong.map((a) => `${a.postcode} ${a.district}`)).toEqual([]);
  const se1 = new Set(ukAddresses.filter((a) => a.postcode_outward === "SE1").map((a) => a.district));
  expect([...se1].sort()).toEqual(["Lambeth", "Southwark"]);
  expect(ukAddresses.every((a) => a.ward !== "")).toBe(true);
});

test("one sector's addresses share a district and ward and lie within 2 km of each other", () => {
  const bySector = new Map<string, UkAddress[]>();
  for (const a of ukAddresses) {
    const sector = `${a.postcode_outward} ${a.postcode_inward[0]}`;
    bySector.set(sector, [...(bySector.get(sector) ?? []), a]);
  }
  for (const [sector, addresses] of bySector) {
    expect([sector, new Set(addresses.map((a) => `${a.district}/${a.ward}`)).size]).toEqual([sector, 1]);
    const es = addresses.map((a) => a.eastings);
    const ns = addresses.map((a) => a.northings);
    const spread = Math.hypot(Math.max(...es) - Math.min(...es), Math.max(...ns) - Math.min(...ns));
    expect([sector, spread < 2000]).toEqual([sector, true]);
  }
});
