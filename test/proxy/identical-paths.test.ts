/**
 * Two path templates that differ only in their parameters' names (`/items/{itemId}` and `/items/{code}`) are
 * one route: every method of both is served, each with its own template's parameter names, and a method
 * both declare is the first template's, with a start-up warning naming the rule and where it is.
 */
import { writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { services } from "../../generated/index";
import { loadSpec } from "../../src/any-spec/load";
import { RouteTable } from "../../src/http/route-table";
import { json, startSpecs, tempCache } from "../any-spec/support";
import type { TestGateway } from "../support/gateway";

const item = {
  type: "object",
  required: ["id"],
  properties: { id: { type: "string" } },
  additionalProperties: false,
};
const ok = (id: string) => ({
  description: "The item",
  content: { "application/json": { schema: item, example: { id } } },
});
const document = {
  openapi: "3.0.3",
  info: { title: "Identical paths", version: "1" },
  servers: [{ url: "/" }],
  paths: {
    "/items/{itemId}": {
      parameters: [{ name: "itemId", in: "path", required: true, schema: { type: "integer" } }],
      get: { operationId: "getItem", responses: { "200": ok("by number") } },
      delete: { operationId: "deleteItem", responses: { "204": { description: "Deleted" } } },
    },
    "/items/{code}": {
      parameters: [
        { name: "code", in: "path", required: true, schema: { type: "string", pattern: "^[a-z]+$" } },
      ],
      get: { operationId: "getItemByCode", responses: { "200": ok("by code") } },
      patch: {
        operationId: "renameItem",
        requestBody: {
          required: true,
          content: { "application/json": { schema: item } },
        },
        responses: { "200": ok("renamed") },
      },
    },
  },
};

const cache = tempCache();
const file = path.join(cache.dir, "identical-paths.json");
let upstream: Server;
const received: string[] = [];
let gw: TestGateway;

beforeAll(async () => {
  writeFileSync(file, JSON.stringify(document));
  upstream = createServer((req, res) => {
    received.push(`${req.method} ${req.url}`);
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id: "upstream" }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  gw = await startSpecs(
    [
      { name: "mock", file, target: { kind: "mock", policy: "enforce", stateless: true } },
      {
        name: "proxy",
        file,
        target: { kind: "proxy", upstream: { url, policy: "enforce", timeoutMs: 5000 } },
      },
    ],
    cache.dir,
  );
});
afterAll(async () => {
  await gw.close();
  upstream.close();
  cache.remove();
});

test("under --mock, every method of both templates answers its declared status", async () => {
  const del = await fetch(`${gw.url}/mock/items/7`, { method: "DELETE" });
  expect(del.status).toBe(204);
  const patch = await fetch(`${gw.url}/mock/items/abc`, {
    method: "PATCH",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ id: "abc" }),
  });
  expect(patch.status).toBe(200);
  expect(await json(patch)).toEqual({ id: "renamed" });
  // GET is declared on both: the first template's operation answers it.
  const get = await fetch(`${gw.url}/mock/items/7`);
  expect(get.status).toBe(200);
  expect(await json(get)).toEqual({ id: "by number" });
});

test("each method's path parameter is checked under its own template's name and schema", async () => {
  const patch = await fetch(`${gw.url}/mock/items/123x`, {
    method: "PATCH",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ id: "x" }),
  });
  expect(patch.status).toBe(400);
  expect(JSON.stringify(await json(patch))).toContain("code");
  const del = await fetch(`${gw.url}/mock/items/abc`, { method: "DELETE" });
  expect(del.status).toBe(400);
  expect(JSON.stringify(await json(del))).toContain("itemId");
});

test("a method neither template declares is 405 with every method of the shape in Allow", async () => {
  const put = await fetch(`${gw.url}/mock/items/7`, { method: "PUT" });
  expect(put.status).toBe(405);
  expect(put.headers.get("allow")).toBe("GET, DELETE, PATCH");
});

test("under --proxy, the second template's method is forwarded", async () => {
  const patch = await fetch(`${gw.url}/proxy/items/abc`, {
    method: "PATCH",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ id: "abc" }),
  });
  expect(patch.status).toBe(200);
  expect(received).toContain("PATCH /items/abc");
});

test("the method both templates declare is a warning of the document, with rule and pointer", async () => {
  const spec = await loadSpec({ name: "mock", file, target: { kind: "mock", policy: "enforce" } }, cache.dir);
  const routes = spec.warnings.filter((w) => w.pointer === "#/paths/~1items~1{code}/get");
  expect(routes).toEqual([
    expect.objectContaining({
      rule: "no-identical-paths",
      message: expect.stringMatching(/GET \/items\/\{code\} .* answered as getItem$/),
    }),
  ]);
});

test("no built-in service declares two templates of one shape: their routing stays the validator library's", () => {
  for (const s of services) {
    const table = new RouteTable<string>();
    for (const op of s.operations)
      expect(`${s.slug} ${table.add(op.path, op.path)}`).toBe(`${s.slug} ${op.path}`);
  }
});
