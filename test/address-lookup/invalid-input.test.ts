/** Rejected requests, table-driven: each answers with its documented status and `{code, message}` body. */
import request from "supertest";
import { startGateway, type TestGateway } from "../support/gateway";
import { ACME_KEY, ACME_OWNER } from "./support";

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ services: ["address-lookup"] });
});
afterAll(() => gw.close());

const B = "/address-lookup/v1";
const K = `api_key=${ACME_KEY}`;
const T = `user_token=${ACME_OWNER}`;

interface Case {
  name: string;
  method?: "get" | "post" | "put" | "delete" | "patch";
  url: string;
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
  status: number;
  code: number;
  /** The input a 400 names in `errors`, when it names one. */
  field?: string;
}

const cases: Case[] = [
  { name: "lookup without a key", url: `${B}/postcodes/SW1A2AA`, status: 401, code: 4010 },
  {
    name: "lookup with an unknown key",
    url: `${B}/addresses?api_key=nope&query=downing`,
    status: 401,
    code: 4010,
  },
  {
    name: "unknown key in the header",
    url: `${B}/udprn/0`,
    headers: { authorization: 'IDEALPOSTCODES api_key="nope"' },
    status: 401,
    code: 4010,
  },
  {
    name: "a bad user_token on any request",
    url: `${B}/postcodes/SW1A2AA?${K}&user_token=guess`,
    status: 401,
    code: 4012,
  },
  {
    name: "search with nothing to search",
    url: `${B}/addresses?${K}`,
    status: 400,
    code: 4000,
    field: "query",
  },
  {
    name: "limit above 100",
    url: `${B}/addresses?${K}&query=x&limit=101`,
    status: 400,
    code: 4000,
    field: "limit",
  },
  {
    name: "limit not a number",
    url: `${B}/addresses?${K}&query=x&limit=ten`,
    status: 400,
    code: 4000,
    field: "limit",
  },
  {
    name: "negative page",
    url: `${B}/addresses?${K}&query=x&page=-1`,
    status: 400,
    code: 4000,
    field: "page",
  },
  { name: "lon without lat", url: `${B}/addresses?${K}&lon=-0.12`, status: 400, code: 4000, field: "lat" },
  {
    name: "latitude out of range",
    url: `${B}/addresses?${K}&lon=-0.12&lat=91`,
    status: 400,
    code: 4000,
    field: "lat",
  },
  {
    name: "a box of three numbers",
    url: `${B}/addresses?${K}&box=1,2,3`,
    status: 400,
    code: 4000,
    field: "box",
  },
  {
    name: "more than 10 filter terms",
    url: `${B}/addresses?${K}&postcode_outward=a,b,c,d,e,f&post_town=g,h,i,j,k`,
    status: 400,
    code: 4000,
    field: "filters",
  },
  {
    name: "more than 5 bias terms",
    url: `${B}/addresses?${K}&query=walk&bias_post_town=a,b,c&bias_country=d,e,f`,
    status: 400,
    code: 4000,
    field: "biases",
  },
  {
    name: "bias_lonlat radius over 50 km",
    url: `${B}/addresses?${K}&query=walk&bias_lonlat=-0.1,51.5,60000`,
    status: 400,
    code: 4000,
    field: "bias_lonlat",
  },
  {
    name: "bias_lonlat not numbers",
    url: `${B}/places?${K}&query=london&bias_lonlat=east,north`,
    status: 400,
    code: 4000,
    field: "bias_lonlat",
  },
  {
    name: "autocomplete without a query",
    url: `${B}/autocomplete/addresses?${K}`,
    status: 400,
    code: 4000,
    field: "query",
  },
  {
    name: "autocomplete in an unknown context",
    url: `${B}/autocomplete/addresses?${K}&query=x&context=fra`,
    status: 400,
    code: 4000,
    field: "context",
  },
  { name: "e-mail without a query", url: `${B}/emails?${K}`, status: 400, code: 4000, field: "query" },
  { name: "phone without a query", url: `${B}/phone_numbers?${K}`, status: 400, code: 4000, field: "query" },
  { name: "places without a query", url: `${B}/places?${K}`, status: 400, code: 4000, field: "query" },
  { name: "places with a blank q", url: `${B}/places?${K}&q=%20%20`, status: 400, code: 4000, field: "q" },
  {
    name: "autocomplete with a blank query",
    url: `${B}/autocomplete/addresses?${K}&query=+`,
    status: 400,
    code: 4000,
    field: "query",
  },
  {
    name: "more than 5 terms in one bias",
    url: `${B}/autocomplete/addresses?${K}&query=walk&bias_postcode_area=a,b,c,d,e,f`,
    status: 400,
    code: 4000,
    field: "bias_postcode_area",
  },
  {
    name: "more than 10 terms in one filter",
    url: `${B}/addresses?${K}&postcode_outward=a,b,c,d,e,f,g,h,i,j,k`,
    status: 400,
    code: 4000,
    field: "postcode_outward",
  },
  {
    name: "a key limited to its sites, from another site",
    url: `${B}/postcodes/SW1A2AA?api_key=ak_acme_web_3f9d62`,
    headers: { origin: "https://copycat.example" },
    status: 401,
    code: 4011,
  },
  {
    name: "cleanse without a body",
    method: "post",
    url: `${B}/cleanse/addresses?${K}`,
    status: 415,
    code: 4000,
  },
  {
    name: "cleanse with malformed JSON",
    method: "post",
    url: `${B}/cleanse/addresses?${K}`,
    body: "{",
    contentType: "application/json",
    status: 400,
    code: 4000,
  },
  {
    name: "cleanse without query",
    method: "post",
    url: `${B}/cleanse/addresses?${K}`,
    body: { postcode: "SW1A 2AA" },
    status: 400,
    code: 4000,
    field: "query",
  },
  {
    name: "cleanse with an unknown field",
    method: "post",
    url: `${B}/cleanse/addresses?${K}`,
    body: { query: "x", town: "y" },
    status: 400,
    code: 4000,
  },
  {
    name: "cleanse as text",
    method: "post",
    url: `${B}/cleanse/addresses?${K}`,
    body: "10 downing street",
    contentType: "text/plain",
    status: 415,
    code: 4000,
  },
  {
    name: "config name too long",
    method: "post",
    url: `${B}/keys/${ACME_KEY}/configs?${T}`,
    body: { name: "x".repeat(33), payload: "" },
    status: 400,
    code: 4000,
    field: "name",
  },
  {
    name: "config payload over 4 KB",
    method: "post",
    url: `${B}/keys/${ACME_KEY}/configs?${T}`,
    body: { name: "big", payload: "x".repeat(4097) },
    status: 400,
    code: 4000,
    field: "payload",
  },
  {
    name: "config without a token",
    method: "post",
    url: `${B}/keys/${ACME_KEY}/configs`,
    body: { name: "a", payload: "" },
    status: 401,
    code: 4012,
  },
  { name: "config of an unknown key", url: `${B}/keys/nope/configs?${T}`, status: 404, code: 4042 },
  {
    name: "licensee without a name",
    method: "post",
    url: `${B}/keys/ak_platform_4c8a1e/licensees?user_token=uk_platform_5e1d8c4a90`,
    body: { address: "a", postcode: "b" },
    status: 400,
    code: 4000,
    field: "name",
  },
  {
    name: "licensee limit over 100",
    url: `${B}/keys/ak_platform_4c8a1e/licensees?user_token=uk_platform_5e1d8c4a90&limit=101`,
    status: 400,
    code: 4000,
    field: "limit",
  },
  {
    name: "licensee list after an unknown id",
    url: `${B}/keys/ak_platform_4c8a1e/licensees?user_token=uk_platform_5e1d8c4a90&starting_after=sl_x`,
    status: 400,
    code: 4000,
    field: "starting_after",
  },
  {
    name: "unknown licensee",
    url: `${B}/keys/ak_platform_4c8a1e/licensees/sl_x?user_token=uk_platform_5e1d8c4a90`,
    status: 404,
    code: 4045,
  },
  {
    name: "usage of an unknown licensee",
    url: `${B}/keys/ak_platform_4c8a1e/usage?user_token=uk_platform_5e1d8c4a90&licensee=sl_x`,
    status: 404,
    code: 4045,
  },
  {
    name: "lookups log with a bad start",
    url: `${B}/keys/${ACME_KEY}/lookups?${T}&start=soon`,
    status: 400,
    code: 4005,
  },
  { name: "an unknown path", url: `${B}/nowhere`, status: 404, code: 4040 },
  {
    name: "a method the path does not have",
    method: "patch",
    url: `${B}/emails?${K}&query=a@b.co`,
    status: 405,
    code: 4000,
  },
];

test.each(cases)("$name → $status $code", async (c) => {
  let req = request(gw.app)[c.method ?? "get"](c.url);
  for (const [k, v] of Object.entries(c.headers ?? {})) req = req.set(k, v);
  if (c.contentType) req = req.set("content-type", c.contentType);
  const res = c.body === undefined ? await req : await req.send(c.body as object);
  expect(res.status).toBe(c.status);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  expect(res.body).toMatchObject({ code: c.code, message: expect.any(String) });
  if (c.field)
    expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: c.field })]));
});
