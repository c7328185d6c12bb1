/**
 * The stateful mock's paging on a small document of its own: paths that end in a shared suffix pair as a
 * resource; a page envelope of Twilio's shape is filled in consistently and its links (with a `PageToken`)
 * are followed; a list that declares a `Link` header answers RFC 8288 links; every answer passes its check.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadSpecs } from "../../src/any-spec/load";
import { mockLines } from "../../src/any-spec/stateful/plan";
import { call, mock, responseViolations } from "../stateful-mock/support";
import { startGateway, type TestGateway } from "../support/gateway";
import { tempCache } from "./support";

const note = {
  type: "object",
  properties: {
    sid: { type: "string", pattern: "^NO[0-9a-f]{32}$" },
    account_sid: { type: "string" },
    text: { type: "string" },
  },
};
const json = (schema: object, extra: object = {}) => ({
  description: "ok",
  content: { "application/json": { schema } },
  ...extra,
});
const query = (name: string, schema: object) => ({ name, in: "query", schema });
const uri = { type: "string", format: "uri" };
const document = {
  openapi: "3.0.3",
  info: { title: "Notes", version: "1" },
  paths: {
    "/Accounts/{AccountSid}/Notes.json": {
      parameters: [{ name: "AccountSid", in: "path", required: true, schema: { type: "string" } }],
      get: {
        operationId: "listNotes",
        parameters: [
          query("PageSize", { type: "integer", minimum: 1 }),
          query("Page", { type: "integer", minimum: 0 }),
          query("PageToken", { type: "string" }),
        ],
        responses: {
          "200": json({
            type: "object",
            properties: {
              notes: { type: "array", items: note },
              page: { type: "integer" },
              page_size: { type: "integer" },
              start: { type: "integer" },
              end: { type: "integer" },
              uri,
              first_page_uri: uri,
              next_page_uri: { ...uri, nullable: true },
              previous_page_uri: { ...uri, nullable: true },
            },
          }),
        },
      },
      post: { operationId: "createNote", responses: { "201": json(note) } },
    },
    "/Accounts/{AccountSid}/Notes/{Sid}.json": {
      parameters: [
        { name: "AccountSid", in: "path", required: true, schema: { type: "string" } },
        { name: "Sid", in: "path", required: true, schema: { type: "string" } },
      ],
      get: { operationId: "readNote", responses: { "200": json(note) } },
    },
    "/items": {
      get: {
        operationId: "listItems",
        parameters: [query("per_page", { type: "integer", default: 30 }), query("page", { type: "integer" })],
        responses: {
          "200": json(
            { type: "array", items: { $ref: "#/components/schemas/item" } },
            { headers: { Link: { schema: { type: "string" } } } },
          ),
        },
      },
      post: { operationId: "createItem", responses: { "201": json({ $ref: "#/components/schemas/item" }) } },
    },
    "/items/{id}": {
      get: { operationId: "readItem", responses: { "200": json({ $ref: "#/components/schemas/item" }) } },
    },
  },
  components: {
    schemas: { item: { type: "object", properties: { id: { type: "integer" }, name: { type: "string" } } } },
  },
};

const cache = tempCache();
const dir = mkdtempSync(path.join(os.tmpdir(), "stateful-paging-"));
let gw: TestGateway;
let base: string;
let banner: string;

beforeAll(async () => {
  const file = path.join(dir, "notes.json");
  writeFileSync(file, JSON.stringify(document));
  const specs = await loadSpecs([mock("notes", file)], cache.dir, new Map());
  banner = specs.flatMap(mockLines).join("\n");
  gw = await startGateway({ services: [], specs });
  base = `${gw.url}/notes`;
}, 60_000);
afterAll(async () => {
  await gw.close();
  cache.remove();
  rmSync(dir, { recursive: true, force: true });
});

test("paths ending in a shared suffix pair as one resource, kept per account, the account in each record", async () => {
  expect(banner).toContain(
    "stateful /Accounts/{AccountSid}/Notes.json + /Accounts/{AccountSid}/Notes/{Sid}.json (key sid)",
  );
  const made = await call(`${base}/Accounts/AC1/Notes.json`, "POST", { body: { Text: "hello" } });
  expect(made.status).toBe(201);
  expect(made.body).toMatchObject({
    sid: expect.stringMatching(/^NO[0-9a-f]{32}$/),
    text: "hello",
    account_sid: "AC1",
  });
  expect((await call(`${base}/Accounts/AC1/Notes/${made.body.sid}.json`, "GET")).body).toEqual(made.body);
  expect((await call(`${base}/Accounts/AC2/Notes/${made.body.sid}.json`, "GET")).status).toBe(404);
  expect((await call(`${base}/Accounts/AC2/Notes.json`, "GET")).body.notes).toEqual([]);
});

test("a Twilio-style envelope: page, page_size, start, end and absolute page URIs that lead through the list", async () => {
  const sids: string[] = [];
  for (let i = 0; i < 5; i++)
    sids.push((await call(`${base}/Accounts/AC3/Notes.json`, "POST", { body: { Text: `n${i}` } })).body.sid);
  const list = `${base}/Accounts/AC3/Notes.json`;
  const first = (await call(`${list}?PageSize=2`, "GET")).body;
  expect(first).toMatchObject({
    page: 0,
    page_size: 2,
    start: 0,
    end: 1,
    uri: `${list}?PageSize=2`,
    first_page_uri: `${list}?PageSize=2&Page=0`,
    previous_page_uri: null,
  });
  expect(first.next_page_uri).toMatch(new RegExp(`^${list}\\?PageSize=2&Page=1&PageToken=[\\w-]+$`));
  const second = (await call(first.next_page_uri, "GET")).body;
  expect(second).toMatchObject({ page: 1, page_size: 2, start: 2, end: 3 });
  expect(second.previous_page_uri).toBe(`${list}?PageSize=2&Page=0`);
  const third = (await call(second.next_page_uri, "GET")).body;
  expect(third).toMatchObject({ page: 2, start: 4, end: 4, next_page_uri: null });
  expect([first, second, third].flatMap((p) => p.notes.map((n: { sid: string }) => n.sid))).toEqual(sids);
  // Page alone, as Twilio documents it, reaches the same page as its PageToken.
  expect((await call(`${list}?PageSize=2&Page=1`, "GET")).body.notes).toEqual(second.notes);
  expect((await call(`${list}?PageToken=not-ours`, "GET")).status).toBe(400);
  expect(await responseViolations(gw.url)).toEqual([]);
});

test("a list that declares a Link header gets next, last, prev and first when it has more than one page", async () => {
  for (let i = 0; i < 5; i++) await call(`${base}/items`, "POST", { body: { name: `i${i}` } });
  const link = async (q: string) => (await fetch(`${base}/items${q}`)).headers.get("link");
  const url = (page: number) => `<${base}/items?per_page=2&page=${page}>`;
  expect(await link("?per_page=2")).toBe(`${url(2)}; rel="next", ${url(3)}; rel="last"`);
  expect(await link("?per_page=2&page=2")).toBe(
    `${url(1)}; rel="prev", ${url(3)}; rel="next", ${url(3)}; rel="last", ${url(1)}; rel="first"`,
  );
  expect(await link("?per_page=2&page=3")).toBe(`${url(2)}; rel="prev", ${url(1)}; rel="first"`);
  expect(await link("")).toBeNull();
  expect(await responseViolations(gw.url)).toEqual([]);
});
