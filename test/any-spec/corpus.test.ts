/**
 * Every document of the corpus (Twilio's four, a selection of ReadMe's OpenAPI examples) is served under --mock
 * and under --proxy: none is refused, and at most 5% of a document's operations go unchecked (none of
 * Twilio's, whose every request body is a form or JSON). GitHub's document has a file of its own
 * (corpus-github.test.ts): it takes longer.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { corpusDocuments } from "../corpus/documents";
import { startGateway } from "../support/gateway";
import { type CorpusLoad, loadBothWays } from "./corpus-support";
import { json, tempCache } from "./support";

const cache = tempCache();
let upstream: Server;
let upstreamUrl: string;
const loaded = new Map<string, CorpusLoad>();

beforeAll(async () => {
  upstream = createServer((_req, res) =>
    res.writeHead(200, { "content-type": "application/json" }).end("{}"),
  );
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(() => {
  upstream.close();
  cache.remove();
});

describe.each(corpusDocuments().map((d) => [d.name, d] as const))("%s", (_name, doc) => {
  test("is served under --mock and --proxy, with its /healthz entry and docs page", async () => {
    const load = await loadBothWays(doc, cache.dir, upstreamUrl);
    loaded.set(doc.name, load);
    expect(load.mock.operations.length).toBeGreaterThan(0);
    expect(load.proxy.cached).toBe(true);
    const gw = await startGateway({ services: [], specs: [load.mock, load.proxy] });
    try {
      const health = await json(await fetch(`${gw.url}/healthz`));
      expect(health.services).toEqual([
        expect.objectContaining({ slug: `${doc.name}-mock`, mode: "mock" }),
        expect.objectContaining({ slug: `${doc.name}-proxy`, mode: "proxy" }),
      ]);
      expect((await fetch(`${gw.url}/docs/${doc.name}-proxy`)).status).toBe(200);
    } finally {
      await gw.close();
    }
  }, 180_000);

  test(`leaves at most ${doc.maxUnchecked * 100}% of its operations unchecked`, () => {
    const load = loaded.get(doc.name);
    if (!load) throw new Error(`${doc.name} was not loaded`);
    // The operations are the message of a failure: which ones, not only how many.
    expect(load.share > doc.maxUnchecked ? load.unchecked : []).toEqual([]);
  });
});
