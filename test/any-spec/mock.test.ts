/**
 * Mock mode without state (`--mock-stateless`): a spec with no upstream answers from its examples or from
 * data generated from its schemas, honouring Prefer (code, example) and Accept, with the same request
 * validation and problem+json as the proxy.
 */
import type { TestGateway } from "../support/gateway";
import { json, mocked, startSpecs, tempCache } from "./support";

const cache = tempCache();
let gw: TestGateway;
beforeAll(async () => {
  gw = await startSpecs(
    [
      {
        ...mocked("inventory", "inventory.yaml"),
        target: { kind: "mock", policy: "enforce", stateless: true },
      },
      {
        ...mocked("ledger", "ledger.json", "report"),
        target: { kind: "mock", policy: "report", stateless: true },
      },
    ],
    cache.dir,
  );
});
afterAll(async () => {
  await gw.close();
  cache.remove();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${gw.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

test("an operation with examples answers its first one, or the one Prefer names", async () => {
  const first = await post("/inventory/items", { name: "Hex bolt", quantity: 40 });
  expect(first.status).toBe(201);
  expect(first.headers.get("content-type")).toBe("application/json");
  expect(await first.json()).toEqual({ id: "it-1", name: "Hex bolt M8", quantity: 40 });
  const named = await post("/inventory/items", { name: "Washer", quantity: 1 }, { prefer: "example=washer" });
  expect(await named.json()).toEqual({ id: "it-2", name: "Washer M8", quantity: 500 });
  const unknown = await post("/inventory/items", { name: "Washer", quantity: 1 }, { prefer: "example=nut" });
  expect(unknown.status).toBe(400);
  expect((await json(unknown)).detail).toBe("Prefer: example=nut: POST /items has only bolt, washer");
});

test("without examples, data is generated from the schema: valid, and the same on every call", async () => {
  const a = await fetch(`${gw.url}/inventory/items/it-7`);
  expect(a.status).toBe(200);
  const item = await json(a);
  expect(item.id).toMatch(/^it-[0-9]+$/);
  expect(typeof item.name).toBe("string");
  expect(Number.isInteger(item.quantity) && (item.quantity as number) >= 0).toBe(true);
  expect(await json(await fetch(`${gw.url}/inventory/items/it-7`))).toEqual(item);
  // The mock's answers are checked against the spec like an upstream's: these broke nothing.
  const violations = await json(await fetch(`${gw.url}/__admin/violations`));
  expect((violations.recent as { direction: string }[]).filter((v) => v.direction === "response")).toEqual(
    [],
  );
});

test("Prefer: code picks a declared status; an undeclared one is refused", async () => {
  const notFound = await fetch(`${gw.url}/inventory/items/it-7`, { headers: { prefer: "code=404" } });
  expect(notFound.status).toBe(404);
  expect(notFound.headers.get("content-type")).toBe("application/problem+json");
  expect(await json(notFound)).toEqual({ title: expect.any(String), status: expect.any(Number) });
  const undeclared = await fetch(`${gw.url}/inventory/items/it-7`, { headers: { prefer: "code=418" } });
  expect(undeclared.status).toBe(400);
  expect((await json(undeclared)).detail).toBe(
    "Prefer: code=418 is not declared for GET /items/{id} (declared: 200, 404)",
  );
});

test("an answer without content, and an Accept the operation cannot meet", async () => {
  const noBody = await fetch(`${gw.url}/inventory/items/it-7/photo`, {
    method: "PUT",
    headers: { "content-type": "image/png" },
    body: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  });
  expect(noBody.status).toBe(204);
  const xml = await fetch(`${gw.url}/inventory/items/it-7`, { headers: { accept: "application/xml" } });
  expect(xml.status).toBe(406);
  expect(xml.headers.get("content-type")).toMatch(/^application\/problem\+json/);
});

test("request validation as in proxy mode: enforce refuses, report answers and records", async () => {
  const refused = await fetch(`${gw.url}/inventory/items/bolt`);
  expect(refused.status).toBe(400);
  expect((await json(refused)).errors).toEqual([
    { pointer: "/params/id", keyword: "pattern", message: 'must match pattern "^it-[0-9]+$"' },
  ]);
  const reported = await post("/ledger/entries", { amount: -3, memo: "refund" });
  expect(reported.status).toBe(201);
  const entry = await json(reported);
  expect(typeof entry.amount === "number" && entry.amount > 0).toBe(true);
  const grouped = await json(await fetch(`${gw.url}/__admin/violations/summary?service=ledger`));
  expect(grouped.operations).toEqual([
    expect.objectContaining({
      operation: "POST /entries",
      count: 1,
      rules: [
        expect.objectContaining({
          location: "request body",
          pointer: "/amount",
          keyword: "exclusiveMinimum",
        }),
      ],
    }),
  ]);
});
