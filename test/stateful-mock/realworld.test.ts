/**
 * RealWorld's own Postman suite (run by newman, as the project runs it against an implementation) against the
 * stateful mock of RealWorld's own OpenAPI document, with the few lines of hints in conduit.mock.json: a user
 * registers and logs in, writes an article, finds it by tag, updates it (a partial PUT that keeps the title),
 * favourites it, finds it among the user's favourites, comments, follows a profile. Every assertion passes.
 */
import path from "node:path";
import newman, { type NewmanRunSummary } from "newman";
import { tempCache } from "../any-spec/support";
import type { TestGateway } from "../support/gateway";
import { mock, responseViolations, startMocks } from "./support";

const DIR = path.join(__dirname, "realworld");
const cache = tempCache();
let gw: TestGateway;
beforeAll(async () => {
  gw = await startMocks(
    [
      {
        ...mock("conduit", path.join(DIR, "openapi.yml"), {
          mockConfig: path.join(DIR, "conduit.mock.json"),
        }),
        basePath: "/api",
      },
    ],
    cache.dir,
  );
});
afterAll(async () => {
  await gw.close();
  cache.remove();
});

function run(apiUrl: string): Promise<NewmanRunSummary> {
  const user = `u${Date.now()}`;
  return new Promise((resolve, reject) =>
    newman.run(
      {
        collection: path.join(DIR, "Conduit.postman_collection.json"),
        envVar: [
          { key: "APIURL", value: apiUrl },
          { key: "USERNAME", value: user },
          { key: "EMAIL", value: `${user}@mail.com` },
          { key: "PASSWORD", value: "password" },
        ],
        // Bounded: the whole run, and each request.
        timeout: 90_000,
        timeoutRequest: 10_000,
        reporters: [],
      },
      (err, summary) => (err ? reject(err) : resolve(summary)),
    ),
  );
}

test("the Postman suite passes whole: every request answered, every test script run, every assertion true", async () => {
  const summary = await run(`${gw.url}/api`);
  const failures = summary.run.failures.map((f) => `${f.source?.name}: ${f.error.name}: ${f.error.message}`);
  expect(failures).toEqual([]);
  const { requests, testScripts, assertions } = summary.run.stats;
  expect({ requests, testScripts, assertions }).toEqual({
    requests: { total: 32, pending: 0, failed: 0 },
    testScripts: { total: 48, pending: 0, failed: 0 },
    assertions: { total: 331, pending: 0, failed: 0 },
  });
  expect(await responseViolations(gw.url)).toEqual([]);
}, 120_000);
