/**
 * The violation summary names what it saw: requests for undeclared paths by method and path, and, when most
 * of an upstream's answers to declared operations are 404, that its URL may lack the document's base path
 * (in the summary and once in the log).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { loadSpecs } from "../../src/any-spec/load";
import { createLogger } from "../../src/http/logger";
import { startGateway, type TestGateway } from "../support/gateway";
import { json, proxied, tempCache } from "./support";

const cache = tempCache();
let upstream: Server;
let gw: TestGateway;
const logged: string[] = [];

beforeAll(async () => {
  // An upstream whose every answer is 404: what a URL without the base path gets.
  upstream = createServer((_req, res) =>
    res.writeHead(404, { "content-type": "text/plain" }).end("no such path"),
  );
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const specs = await loadSpecs(
    [proxied("inventory", "inventory.yaml", url, "report")],
    cache.dir,
    new Map(),
  );
  const logger = createLogger("warn", { write: (line: string) => logged.push(line) });
  gw = await startGateway({ services: [], specs, logger });
});
afterAll(async () => {
  await gw.close();
  upstream.close();
  cache.remove();
});

test("undeclared paths are grouped by method and path; a mostly-404 upstream gets the base-path hint", async () => {
  await fetch(`${gw.url}/inventory/itemz?limit=3`);
  await fetch(`${gw.url}/inventory/itemz?limit=4`);
  for (let i = 0; i < 19; i++) await fetch(`${gw.url}/inventory/items`);
  let grouped = await json(await fetch(`${gw.url}/__admin/violations/summary?service=inventory`));
  expect(grouped.hints).toEqual([]);
  const operations = grouped.operations as { operation: string; count: number }[];
  expect(operations).toContainEqual(
    expect.objectContaining({ operation: "unknown: GET /inventory/itemz", count: 2 }),
  );

  await fetch(`${gw.url}/inventory/items`);
  grouped = await json(await fetch(`${gw.url}/__admin/violations/summary?service=inventory`));
  expect(grouped.hints).toEqual([
    expect.stringMatching(
      /^inventory: 20 of the upstream's 20 answers .* are 404: the upstream URL may lack the document's base path/,
    ),
  ]);
  const markdown = await (
    await fetch(`${gw.url}/__admin/violations/summary?service=inventory&format=markdown`)
  ).text();
  expect(markdown).toMatch(/^> inventory: 20 of the upstream's 20 answers/m);
  expect(markdown).toMatch(/^## unknown: GET \/inventory\/itemz \(2\)$/m);
  const hints = logged.filter((l) => l.includes('"event":"upstream_not_found"'));
  expect(hints).toHaveLength(1);
});
