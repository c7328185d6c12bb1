/**
 * The official Ideal Postcodes clients, `@ideal-postcodes/core-node` (2.1.0, on core-interface 1.x) and
 * `@ideal-postcodes/core-axios` (4.1.9, on core-interface 3.x), against the gateway on a loopback port with
 * only their base URL changed. They send the key only in `Authorization: IDEALPOSTCODES api_key="…"` and
 * turn 4040 into an empty list, 4044/4046 into null, and 4010/4020/4021 into their own error classes.
 */
import * as axiosClient from "@ideal-postcodes/core-axios";
import { Client as NodeClient } from "@ideal-postcodes/core-node";
import { startGateway, type TestGateway } from "../support/gateway";

let gw: TestGateway;
let baseUrl: string;
beforeAll(async () => {
  gw = await startGateway({ services: ["address-lookup"] });
  baseUrl = `${gw.url.replace("http://", "")}/address-lookup`;
});
afterAll(() => gw.close());

const OWNER = 'IDEALPOSTCODES api_key="iddqd" user_token="my_secret_token"';

describe("core-node", () => {
  const client = (api_key = "iddqd") => new NodeClient({ api_key, baseUrl, tls: false });

  test("a new user's flow: key check, postcode, address search, UDPRN and UMPRN, usage", async () => {
    const c = client();
    await expect(c.checkKeyUsability({})).resolves.toMatchObject({ available: true });
    await expect(c.checkKeyUsability({ api_key: "idkfa" })).resolves.toMatchObject({ available: false });

    const downing = await c.lookupPostcode({ postcode: "sw1a2aa" });
    expect(downing).toHaveLength(1);
    expect(downing[0]).toMatchObject({
      line_1: "Prime Minister & First Lord of the Treasury",
      line_2: "10 Downing Street",
      post_town: "LONDON",
      postcode: "SW1A 2AA",
      postcode_outward: "SW1A",
    });
    await expect(c.lookupPostcode({ postcode: "SW1A 9ZZ" })).resolves.toEqual([]);

    const hits = await c.lookupAddress({ query: "10 downing street london" });
    expect(hits[0]).toMatchObject({ postcode: "SW1A 2AA", building_number: "10" });

    const byUdprn = await c.lookupUdprn({ udprn: downing[0].udprn, filter: ["line_2", "postcode"] });
    expect(byUdprn).toEqual({ line_2: "10 Downing Street", postcode: "SW1A 2AA" });
    await expect(c.lookupUdprn({ udprn: -1 })).resolves.toBeNull();
    await expect(c.lookupUdprn({ udprn: 99999999 })).resolves.toBeNull();
    await expect(c.lookupUmprn({ umprn: 0 })).resolves.toMatchObject({ umprn: 0, postcode: "ID1 1QD" });
    await expect(c.lookupUmprn({ umprn: -1 })).resolves.toBeNull();

    const usage = await c.keys.usage("iddqd", { query: {}, header: { Authorization: OWNER } });
    // Paid: the postcode, the address search and UDPRN lookups with results; test inputs and misses are free.
    expect(usage.body.result.total).toBe(3);
  });

  test("errors come back as the client's error classes", async () => {
    const { errors } = NodeClient;
    await expect(client("not-a-key").lookupPostcode({ postcode: "SW1A 2AA" })).rejects.toBeInstanceOf(
      errors.IdpcInvalidKeyError,
    );
    await expect(client().lookupPostcode({ postcode: "ID1 CLIP" })).rejects.toBeInstanceOf(
      errors.IdpcBalanceDepletedError,
    );
    await expect(client().lookupPostcode({ postcode: "ID1 CHOP" })).rejects.toBeInstanceOf(
      errors.IdpcLimitReachedError,
    );
    await expect(client().lookupUdprn({ udprn: -2 })).rejects.toBeInstanceOf(errors.IdpcBalanceDepletedError);
    await expect(client().checkKeyUsability({ api_key: "no-such-key" })).rejects.toBeInstanceOf(
      errors.IdpcKeyNotFoundError,
    );
  });
});

describe("core-axios", () => {
  const {
    Client,
    lookupPostcode,
    lookupAddress,
    lookupUdprn,
    checkKeyUsability,
    autocomplete,
    keys,
    errors,
  } = axiosClient;
  const client = (api_key = "ak_acme_live_7b2e4f") => new Client({ api_key, baseUrl, tls: false });

  test("autocomplete, resolve, then the owner reads usage and the lookup log", async () => {
    const c = client();
    await expect(checkKeyUsability({ client: c })).resolves.toMatchObject({ available: true });

    const list = await autocomplete.list(c, {
      query: { query: "10 downing", api_key: "ak_acme_live_7b2e4f" },
      header: {},
    });
    const first = list.body.result.hits[0];
    expect(first.suggestion).toContain("10 Downing Street");
    const resolved = await autocomplete.gbr(c, first.id, {
      query: {},
      header: { Authorization: 'IDEALPOSTCODES api_key="ak_acme_live_7b2e4f"' },
    });
    expect(resolved.body.result).toMatchObject({
      postcode: "SW1A 2AA",
      udprn: Number(first.id.replace("paf_", "")),
    });

    const us = await autocomplete.list(c, {
      query: { query: "mission st san francisco", context: "usa", api_key: "ak_acme_live_7b2e4f" },
      header: {},
    });
    const usa = await autocomplete.usa(c, us.body.result.hits[0].id, {
      query: { api_key: "ak_acme_live_7b2e4f" },
      header: {},
    });
    expect(usa.body.result).toMatchObject({
      city: "SAN FRANCISCO",
      state_abbreviation: "CA",
      zip_code: "94103",
    });

    const oxford = await lookupAddress({
      client: c,
      query: "turl walk oxford",
      limit: 5,
      tags: ["checkout"],
    });
    expect(oxford).toHaveLength(5);
    for (const a of oxford) expect(a).toMatchObject({ thoroughfare: "Turl Walk", post_town: "OXFORD" });
    const postcode = await lookupPostcode({ client: c, postcode: oxford[0].postcode, filter: ["udprn"] });
    expect(postcode.length).toBeGreaterThan(5);
    await expect(lookupUdprn({ client: c, udprn: postcode[0].udprn })).resolves.toMatchObject({
      post_town: "OXFORD",
    });

    const auth = {
      Authorization: 'IDEALPOSTCODES api_key="ak_acme_live_7b2e4f" user_token="uk_acme_0f3c9a2b7d"',
    };
    const usage = await keys.usage(c, "ak_acme_live_7b2e4f", { query: { tags: "checkout" }, header: auth });
    expect(usage.body.result.total).toBe(1);
    const all = await keys.usage(c, "ak_acme_live_7b2e4f", { query: {}, header: auth });
    expect(all.body.result.total).toBe(5);
    const details = await keys.retrieve(c, "ak_acme_live_7b2e4f", { query: {}, header: {} });
    expect(details.body.result).toMatchObject({ available: true });
  });

  test("misses map to empty results, exhausted keys to the client's errors", async () => {
    await expect(lookupPostcode({ client: client(), postcode: "OX1 9ZZ" })).resolves.toEqual([]);
    await expect(lookupUdprn({ client: client(), udprn: 12 })).resolves.toBeNull();
    // ak_acme_trial_01d9 may make 2 lookups a day.
    const trial = client("ak_acme_trial_01d9");
    await lookupPostcode({ client: trial, postcode: "SW1A 2AA" });
    await lookupPostcode({ client: trial, postcode: "SW1A 2AB" });
    await expect(lookupPostcode({ client: trial, postcode: "SW1A 2AG" })).rejects.toBeInstanceOf(
      errors.IdpcLimitReachedError,
    );
    await expect(lookupPostcode({ client: client("idkfa"), postcode: "SW1A 2AA" })).rejects.toBeInstanceOf(
      errors.IdpcBalanceDepletedError,
    );
    await expect(lookupPostcode({ client: client("nope"), postcode: "SW1A 2AA" })).rejects.toBeInstanceOf(
      errors.IdpcInvalidKeyError,
    );
  });
});
