/**
 * Address cleansing as an address matcher: a table of realistic inputs, each with the address it must pick
 * (or no match) and the band of the match; confidences that order the matches as their quality does; and
 * Multiple Residence flats matched when the key has the dataset.
 */
import { startGateway, type TestGateway } from "../support/gateway";
import { ACME_KEY, type Client, clientFor, type UkAddress, ukAddresses } from "./support";

let gw: TestGateway;
let api: Client;
beforeAll(async () => {
  gw = await startGateway({ services: ["address-lookup"] });
  api = clientFor(gw.url);
});
afterAll(() => gw.close());

type Band = "exact" | "high" | "partial" | "none";

/** The one address with this number (or building/organisation) on this street, and this flat if given. */
function address(street: string, premise: string, flat = ""): UkAddress {
  const found = ukAddresses.filter(
    (a) =>
      a.thoroughfare === street &&
      (a.building_number === premise || a.organisation_name === premise) &&
      a.sub_building_name === flat,
  );
  if (found.length !== 1) throw new Error(`${found.length} addresses for ${flat} ${premise} ${street}`);
  return found[0];
}

const downing10 = address("Downing Street", "10");
const hercules2 = address("Hercules Lane", "2");
const flatB = address("Lambeth Walk East", "6", "Flat B");
const albionHouse = address("Lambeth Walk East", "6");
const tower12 = address("Aytoun Walk", "1", "Flat 12");

async function cleanse(body: { query: string; postcode?: string; post_town?: string }, api_key = ACME_KEY) {
  const r = await api.POST("/cleanse/addresses", { params: { query: { api_key } }, body });
  if (!r.data) throw new Error(`cleanse failed: ${JSON.stringify(r.error)}`);
  return r.data.result;
}

const table: [string, { query: string; postcode?: string; post_town?: string }, UkAddress | null, Band][] = [
  ["everything, tidy", { query: "10 Downing Street, London SW1A 2AA" }, downing10, "exact"],
  ["everything, messy", { query: "10 downing st londn sw1a2aa" }, downing10, "exact"],
  [
    "postcode given apart",
    { query: "10 Downing St", postcode: "sw1a 2aa", post_town: "London" },
    downing10,
    "exact",
  ],
  ["no town", { query: "10 Downing Street SW1A 2AA" }, downing10, "high"],
  ["no postcode", { query: "10 Downing Street, London" }, downing10, "high"],
  ["number and street only", { query: "10 Downing Street" }, downing10, "partial"],
  [
    "wrong street type",
    { query: "11 downing road", post_town: "london" },
    address("Downing Street", "11"),
    "partial",
  ],
  ["a lane in SE1", { query: "2 Hercules Lane, London SE1 7PR" }, hercules2, "exact"],
  ["abbreviated, no town", { query: "2 hercules ln se1 7pr" }, hercules2, "high"],
  ["outward code only", { query: "2 Hercules Lane London SE1" }, hercules2, "high"],
  [
    "the right number and postcode on a street that is not there",
    { query: "2 Nowhere Lane, London SE1 7PR" },
    hercules2,
    "partial",
  ],
  ["a street that does not exist", { query: "Nowhere Lane, London" }, null, "none"],
  ["a number the street does not have", { query: "99 Hercules Lane, London SE1 7PR" }, null, "none"],
  ["a street without a number", { query: "Hercules Lane, London" }, null, "none"],
  [
    "a flat of the Multiple Residence data",
    { query: "Flat B, 6 Lambeth Walk East, London SE1 7EL" },
    flatB,
    "exact",
  ],
  [
    "a flat by its building's name",
    { query: "flat b albion house lambeth walk east se1 7el" },
    flatB,
    "high",
  ],
  [
    "the house the flats are in",
    { query: "Albion House, 6 Lambeth Walk East, London SE1 7EL" },
    albionHouse,
    "exact",
  ],
  [
    "a flat the house does not have",
    { query: "Flat D, 6 Lambeth Walk East, London SE1 7EL" },
    albionHouse,
    "partial",
  ],
  [
    "a flat of a tower block",
    { query: "Flat 12 Piccadilly Heights, 1 Aytoun Walk, Manchester M1 3HZ" },
    tower12,
    "exact",
  ],
  ["a tower flat by building and postcode", { query: "Piccadilly Heights flat 12, M1 3HZ" }, tower12, "high"],
  [
    "an organisation",
    { query: "Harbour Lights Cafe, Shore Walk, Leith, Edinburgh EH6 6DE" },
    address("Shore Walk", "Harbour Lights Cafe"),
    "exact",
  ],
  [
    "a dependant locality for the town",
    { query: "16 Shore Walk, Leith" },
    address("Shore Walk", "16"),
    "high",
  ],
  [
    "a street type word inside the name",
    { query: "9 Fog Lane Walk, Didsbury, Manchester M20 2TD" },
    address("Fog Lane Walk", "9"),
    "exact",
  ],
  [
    "an apostrophe left out",
    { query: "5 Jacobs Wells Place, Clifton, Bristol BS8 1YZ" },
    address("Jacob's Wells Place", "5"),
    "exact",
  ],
  ["Oxford", { query: "22 Turl Walk Oxford OX1 2PL" }, address("Turl Walk", "22"), "exact"],
  ["the wrong town", { query: "22 Turl Walk, Cambridge" }, address("Turl Walk", "22"), "partial"],
  ["Belfast", { query: "7 Eglantine Row, Belfast BT9 6DT" }, address("Eglantine Row", "7"), "exact"],
  [
    "Cardiff, with its district",
    { query: "3 Arran Row Roath Cardiff CF24 3YN" },
    address("Arran Row", "3"),
    "exact",
  ],
  ["another country", { query: "1600 Pennsylvania Avenue, Washington" }, null, "none"],
];

const BANDS: Band[] = ["none", "partial", "high", "exact"];
const results = new Map<string, { confidence: number; band: Band }>();

test.each(table)("%s", async (name, body, expected, band) => {
  const r = await cleanse(body);
  expect({ id: r.match === null ? null : (r.match as UkAddress).id, band: r.match_level }).toEqual({
    id: expected?.id ?? null,
    band,
  });
  if (band === "exact") expect(r.confidence).toBe(1);
  if (band === "none") expect(r.matched_fields).toEqual([]);
  results.set(name, { confidence: r.confidence, band: r.match_level });
});

test("confidence orders the table's matches as their bands do", () => {
  expect(results.size).toBe(table.length);
  const sorted = [...results.values()].sort((a, b) => a.confidence - b.confidence);
  const ranks = sorted.map((r) => BANDS.indexOf(r.band));
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
});

test("each part taken away from an address lowers the confidence", async () => {
  const chains = [
    [
      "10 Downing Street, London SW1A 2AA",
      "10 Downing Street SW1A 2AA",
      "10 Downing Street London",
      "10 Downing Street",
      "Downing Street",
    ],
    [
      "Flat B, 6 Lambeth Walk East, London SE1 7EL",
      "Flat B, 6 Lambeth Walk East, SE1 7EL",
      "Flat B, 6 Lambeth Walk East",
      "Flat B, Lambeth Walk East",
    ],
  ];
  for (const chain of chains) {
    const confidences: number[] = [];
    for (const query of chain) confidences.push((await cleanse({ query })).confidence);
    for (let i = 1; i < confidences.length; i++) {
      expect([chain[i], confidences[i] < confidences[i - 1]]).toEqual([chain[i], true]);
    }
  }
});

test("without the Multiple Residence dataset the flat is not there, so only its house matches, partially", async () => {
  const r = await cleanse({ query: "Flat B, 6 Lambeth Walk East, London SE1 7EL" }, "ak_acme_trial_01d9");
  expect([(r.match as UkAddress | null)?.id, r.match_level]).toEqual([albionHouse.id, "partial"]);
});
