/**
 * A spec the project has never seen, proxied to an upstream started by the test (loopback): enforce and
 * report, problem+json, response checks, unchecked operations, metrics, /healthz, /docs and the grouped summary.
 */
import {
  capturingLogger,
  listen,
  metricsText,
  readAll,
  sample,
  type Upstream,
  violationsAfter,
} from "../proxy/support";
import type { TestGateway } from "../support/gateway";
import { json, proxied, startSpecs, tempCache } from "./support";

const cache = tempCache();
let upstream: Upstream;
const received: { method: string; url: string; body: string }[] = [];
let gw: TestGateway;
const log = capturingLogger();

beforeAll(async () => {
  upstream = await listen(async (req, res) => {
    const body = (await readAll(req)).toString();
    received.push({ method: req.method ?? "", url: req.url ?? "", body });
    res.setHeader("content-type", "application/json");
    if (req.url === "/inventory/items" && req.method === "POST") {
      res.statusCode = 201;
      // The service forgets `id`: a bug on its side of the contract.
      res.end(JSON.stringify({ name: "Hex bolt", quantity: 4 }));
      return;
    }
    if (req.url?.startsWith("/inventory/search")) return void res.end("[]");
    res.end(JSON.stringify({ items: [{ id: "it-1", name: "Hex bolt", quantity: 40 }] }));
  });
  gw = await startSpecs(
    [
      proxied("inventory", "inventory.yaml", `${upstream.url}/inventory`),
      proxied("ledger", "ledger.json", upstream.url, "report"),
    ],
    cache.dir,
    { logger: log.logger },
  );
});
afterAll(async () => {
  await gw.close();
  await upstream.close();
  cache.remove();
});

const post = (path: string, body: unknown) =>
  fetch(`${gw.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

test("enforce: an invalid request is answered with problem+json and never forwarded", async () => {
  const before = received.length;
  const res = await post("/inventory/items", { name: "Hex bolt", quantity: 0 });
  expect(res.status).toBe(400);
  expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  const body = await json(res);
  expect(body).toMatchObject({
    type: "https://www.rfc-editor.org/rfc/rfc9110#section-15.5.1",
    title: "Bad Request",
    status: 400,
    instance: "/inventory/items",
  });
  expect(body.errors).toEqual([{ pointer: "/body/quantity", keyword: "minimum", message: "must be >= 1" }]);
  const extra = await json(await post("/inventory/items", { name: "Hex bolt", quantity: 1, colour: "red" }));
  expect(extra.errors).toEqual([
    {
      pointer: "/body/colour",
      keyword: "additionalProperties",
      message: "must NOT have additional properties",
    },
  ]);
  expect(received.length).toBe(before);
});

test("parameters are checked too, with their pointer", async () => {
  const res = await fetch(`${gw.url}/inventory/items?limit=500`);
  expect(res.status).toBe(400);
  expect((await json(res)).errors).toEqual([
    { pointer: "/query/limit", keyword: "maximum", message: "must be <= 50" },
  ]);
});

test("a valid request is forwarded under the upstream's base path, and its answer relayed", async () => {
  const res = await fetch(`${gw.url}/inventory/items?limit=5`);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ items: [{ id: "it-1", name: "Hex bolt", quantity: 40 }] });
  expect(received.at(-1)).toMatchObject({ method: "GET", url: "/inventory/items?limit=5" });
});

test("a response that breaks the spec is relayed unchanged and recorded", async () => {
  const res = await post("/inventory/items", { name: "Hex bolt", quantity: 4 });
  expect(res.status).toBe(201);
  expect(await res.json()).toEqual({ name: "Hex bolt", quantity: 4 });
  const summary = await violationsAfter(gw, 4);
  expect(summary.recent[0]).toMatchObject({
    service: "inventory",
    operationId: "createItem",
    operation: "POST /items",
    direction: "response",
    errors: [{ pointer: "/body/id", keyword: "required", message: "must have required property 'id'" }],
  });
});

test("report (OpenAPI 3.1): an invalid request is forwarded and recorded", async () => {
  const before = received.length;
  const res = await post("/ledger/entries", { amount: 0, memo: null });
  expect(res.status).toBe(200);
  expect(received.length).toBe(before + 1);
  expect(received.at(-1)?.url).toBe("/entries");
  // 3.1's numeric exclusiveMinimum and type lists are JSON Schema 2020-12's.
  expect((await post("/ledger/entries", { amount: 1.5, memo: null })).status).toBe(200);
  const summary = await violationsAfter(gw, 5);
  const ledger = summary.recent.filter((v) => v.service === "ledger" && v.direction === "request");
  expect(ledger).toHaveLength(1);
  expect(ledger[0]).toMatchObject({
    action: "forwarded",
    operationId: "POST /entries",
    errors: [{ pointer: "/body/amount", keyword: "exclusiveMinimum" }],
  });
});

test("an operation the gateway cannot check is listed, forwarded unchecked and counted", async () => {
  const res = await fetch(`${gw.url}/inventory/search?filter[name]=bolt`);
  expect(res.status).toBe(200);
  const health = await json(await fetch(`${gw.url}/healthz`));
  expect(health.services).toEqual([
    expect.objectContaining({
      slug: "inventory",
      basePath: "/inventory",
      mode: "proxy",
      policy: "enforce",
      uncheckedOperations: 1,
    }),
    expect.objectContaining({
      slug: "ledger",
      basePath: "/ledger",
      mode: "proxy",
      policy: "report",
      uncheckedOperations: 0,
    }),
  ]);
  const metrics = await metricsText(gw);
  expect(
    sample(metrics, "gateway_proxy_unchecked_requests_total", {
      service: "inventory",
      operation: "searchItems",
    }),
  ).toBe(1);
  expect(
    sample(metrics, "gateway_proxy_requests_total", {
      service: "inventory",
      operation: "createItem",
      outcome: "rejected",
      status: "400",
    }),
  ).toBe(2);
  expect(
    sample(metrics, "gateway_proxy_violations_total", {
      service: "inventory",
      operation: "createItem",
      direction: "response",
      kind: "schema",
    }),
  ).toBe(1);
});

test("the summary groups violations by operation and rule, also as Markdown", async () => {
  for (const quantity of [0, -1, 0]) await post("/inventory/items", { name: "Nut", quantity });
  const grouped = await json(await fetch(`${gw.url}/__admin/violations/summary?service=inventory`));
  const ops = grouped.operations as { operation: string; count: number; rules: Record<string, unknown>[] }[];
  expect(ops[0]).toMatchObject({ operation: "POST /items", count: 6 });
  expect(ops[0].rules[0]).toMatchObject({
    location: "request body",
    pointer: "/quantity",
    keyword: "minimum",
    message: "must be >= 1",
    count: 4,
  });
  expect(ops[0].rules).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ location: "response body", pointer: "/id", keyword: "required", count: 1 }),
    ]),
  );
  expect(ops.map((o) => o.operation)).toContain("GET /items");
  const md = await (
    await fetch(`${gw.url}/__admin/violations/summary?service=inventory&format=markdown`)
  ).text();
  expect(md).toMatch(/^# Contract violations: inventory/);
  expect(md).toMatch(
    /## POST \/items \(6\)\n\n- request body: `\/quantity`: must be >= 1 \(minimum\) — 4 time\(s\), first /,
  );
});

test("/docs/<name> shows the spec, served by the gateway", async () => {
  expect((await fetch(`${gw.url}/docs/inventory`)).status).toBe(200);
  const doc = await json(await fetch(`${gw.url}/inventory/openapi.json`));
  expect(doc.servers).toEqual([{ url: "/inventory" }]);
  expect(Object.keys(doc.paths as object)).toContain("/items/{id}/photo");
});
