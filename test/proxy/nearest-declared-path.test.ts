/**
 * The violation report names the declared path a request on an undeclared path most likely meant: the same
 * path with a doubled or repeated trailing slash, without the prefix every declared path starts with, or with
 * one segment too many in front; and, for a method the path does not declare, the template the path was
 * taken for when its text differs by case or a trailing slash. Through the proxy in report mode, to a real
 * upstream on loopback.
 */
import { writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createLogger } from "../../src/http/logger";
import { json, startSpecs, tempCache } from "../any-spec/support";
import type { TestGateway } from "../support/gateway";

const pet = { description: "A pet", content: { "application/json": { schema: { type: "object" } } } };
const document = {
  openapi: "3.0.3",
  info: { title: "Pet shop", version: "1" },
  servers: [{ url: "/" }],
  paths: {
    "/v1/pets": { get: { operationId: "listPets", responses: { "200": pet } } },
    "/v1/pets/{petId}": {
      get: {
        operationId: "getPet",
        parameters: [{ name: "petId", in: "path", required: true, schema: { type: "string" } }],
        responses: { "200": pet },
      },
    },
  },
};

const cache = tempCache();
let upstream: Server;
let gw: TestGateway;
const logged: Record<string, unknown>[] = [];

beforeAll(async () => {
  const file = path.join(cache.dir, "shop.json");
  writeFileSync(file, JSON.stringify(document));
  upstream = createServer((_req, res) =>
    res.writeHead(200, { "content-type": "application/json" }).end("{}"),
  );
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const logger = createLogger("warn", { write: (line: string) => logged.push(JSON.parse(line)) });
  gw = await startSpecs(
    [{ name: "shop", file, target: { kind: "proxy", upstream: { url, policy: "report", timeoutMs: 5000 } } }],
    cache.dir,
    { logger },
  );
});
afterAll(async () => {
  await gw.close();
  upstream.close();
  cache.remove();
});

test("unknown operations are grouped by method and path, with the declared path they are nearest to", async () => {
  const calls: [string, string][] = [
    ["GET", "/shop/v1/pets//"],
    ["GET", "/shop/v1//pets/7?x=1"],
    ["GET", "/shop/pets/7"],
    ["GET", "/shop/shop/v1/pets"],
    ["POST", "/shop/V1/Pets/"],
    ["DELETE", "/shop/v1/pets/7"],
    ["GET", "/shop/nothing/here"],
  ];
  for (const [method, url] of calls) {
    const res = await fetch(`${gw.url}${url}`, { method });
    // Report mode: the upstream answers every one of them.
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  }
  const grouped = await json(await fetch(`${gw.url}/__admin/violations/summary?service=shop`));
  const operations = (grouped.operations as { operation: string }[]).map((o) => o.operation).sort();
  expect(operations).toEqual(
    [
      "unknown: GET /shop/v1/pets// (declared: /v1/pets)",
      "unknown: GET /shop/v1//pets/7 (declared: /v1/pets/{petId})",
      "unknown: GET /shop/pets/7 (declared: /v1/pets/{petId})",
      "unknown: GET /shop/shop/v1/pets (declared: /v1/pets)",
      "unknown: POST /shop/V1/Pets/ (declared: /v1/pets)",
      "unknown: DELETE /shop/v1/pets/7",
      "unknown: GET /shop/nothing/here",
    ].sort(),
  );
  const markdown = await (
    await fetch(`${gw.url}/__admin/violations/summary?service=shop&format=markdown`)
  ).text();
  expect(markdown).toContain("## unknown: GET /shop/pets/7 (declared: /v1/pets/{petId}) (1)");
  // The log line of each violation names it too.
  const lines = logged.filter((l) => l.event === "contract_violation");
  expect(lines).toContainEqual(
    expect.objectContaining({ path: "/shop/v1/pets//", declared: "/v1/pets", kind: "unknown_operation" }),
  );
  expect(lines.find((l) => l.path === "/shop/nothing/here")).not.toHaveProperty("declared");
});
