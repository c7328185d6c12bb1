/**
 * GitHub's published document (13 MB, 1,223 operations, fetched from npm's @octokit/openapi into .cache/ the
 * first time) is served under --mock and --proxy: not refused, at most 5% of its operations unchecked, and
 * its mock answers a call with the document's own example.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { githubDocument } from "../corpus/documents";
import { startGateway } from "../support/gateway";
import { type CorpusLoad, loadBothWays } from "./corpus-support";
import { json, tempCache } from "./support";

const cache = tempCache();
let upstream: Server;
let load: CorpusLoad;

beforeAll(async () => {
  upstream = createServer((_req, res) => res.writeHead(404).end());
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  load = await loadBothWays({ name: "github", file: githubDocument(), maxUnchecked: 0.05 }, cache.dir, url);
}, 600_000);
afterAll(() => {
  upstream.close();
  cache.remove();
});

test("is served under --mock and --proxy, every operation with its validators", async () => {
  expect(load.mock.operations).toHaveLength(1223);
  expect(load.proxy.cached).toBe(true);
  expect(load.share > 0.05 ? load.unchecked : []).toEqual([]);
  expect(load.share).toBeLessThanOrEqual(0.05);
  // What the linter finds in it are warnings, each with where it is.
  expect(load.mock.warnings.length).toBeGreaterThan(100);
  for (const w of load.mock.warnings)
    expect(w).toMatchObject({ file: expect.stringMatching(/api\.github\.com\.json$/) });
});

test("what its start report lists as not checked is binary bodies only", () => {
  const problems = load.mock.unchecked.map((u) => `${u.pointer}: ${u.problem}`);
  expect(problems.length).toBeGreaterThan(0);
  for (const p of problems) expect(p).toMatch(/: binary \(format: binary\)$/);
});

test("its mock answers repos.get with the document's example", async () => {
  const gw = await startGateway({ services: [], specs: [load.mock] });
  try {
    const res = await fetch(`${gw.url}/github-mock/repos/octocat/Hello-World`);
    expect(res.status).toBe(200);
    const repo = await json(res);
    expect(repo).toMatchObject({
      full_name: expect.any(String),
      owner: expect.objectContaining({ login: expect.any(String) }),
    });
  } finally {
    await gw.close();
  }
});
