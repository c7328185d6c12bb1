/**
 * GitHub's published document declares DELETE /orgs/{org}/attestations/{attestation_id} and
 * GET /orgs/{org}/attestations/{subject_digest} (and the same pair under /users/{username}): under --mock
 * each answers a status its own operation declares, not 405.
 */
import { loadSpec } from "../../src/any-spec/load";
import { tempCache } from "../any-spec/support";
import { githubDocument } from "../corpus/documents";
import { startGateway, type TestGateway } from "../support/gateway";

const cache = tempCache();
let gw: TestGateway;

beforeAll(async () => {
  const spec = await loadSpec(
    { name: "github", file: githubDocument(), target: { kind: "mock", policy: "enforce" } },
    cache.dir,
  );
  gw = await startGateway({ services: [], specs: [spec] });
}, 600_000);
afterAll(async () => {
  await gw?.close();
  cache.remove();
});

test.each([
  ["GET", "/orgs/octo-org/attestations/sha256:abc123", [200]],
  ["DELETE", "/orgs/octo-org/attestations/42", [200, 204]],
  ["GET", "/users/octocat/attestations/sha256:abc123", [200]],
  ["DELETE", "/users/octocat/attestations/42", [200, 204]],
])("%s %s answers a declared status", async (method, url, statuses) => {
  const res = await fetch(`${gw.url}/github${url}`, { method });
  await res.arrayBuffer();
  expect(statuses).toContain(res.status);
});
