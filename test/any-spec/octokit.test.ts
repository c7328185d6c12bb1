/**
 * `@octokit/rest` against `--mock` of GitHub's own published document (from @octokit/openapi, fetched into
 * .cache/ the first time): each call gets an answer the client accepts, and an issue without its required
 * title is refused before it reaches the mock.
 */
import { Octokit } from "@octokit/rest";
import { loadSpecs } from "../../src/any-spec/load";
import { githubDocument } from "../corpus/documents";
import { startGateway, type TestGateway } from "../support/gateway";
import { tempCache } from "./support";

const cache = tempCache();
let gw: TestGateway;
let octokit: Octokit;

beforeAll(async () => {
  const specs = await loadSpecs(
    [
      {
        name: "github",
        file: githubDocument(),
        basePath: "/github",
        target: { kind: "mock", policy: "enforce" },
      },
    ],
    cache.dir,
    new Map(),
  );
  gw = await startGateway({ services: [], specs });
  octokit = new Octokit({ baseUrl: `${gw.url}/github`, auth: "ghp_test" });
}, 600_000);
afterAll(async () => {
  await gw?.close();
  cache.remove();
});

test("repos.get answers a repository", async () => {
  const { status, data } = await octokit.repos.get({ owner: "octocat", repo: "Hello-World" });
  expect(status).toBe(200);
  expect(data.full_name).toEqual(expect.any(String));
  expect(data.owner.login).toEqual(expect.any(String));
});

test("issues.create answers the created issue; one without its title is refused", async () => {
  const { status, data } = await octokit.issues.create({
    owner: "octocat",
    repo: "Hello-World",
    title: "Found a bug",
  });
  expect(status).toBe(201);
  expect(data.number).toEqual(expect.any(Number));
  // What a hand-written call can send: the client's types would not let it leave out the title.
  const untitled = { owner: "octocat", repo: "Hello-World", body: "no title" };
  const refused = await octokit.issues
    .create(untitled as unknown as Parameters<typeof octokit.issues.create>[0])
    .catch((err: { status?: number }) => err);
  expect(refused).toMatchObject({ status: 400 });
});

test("issues.listForRepo through octokit.paginate", async () => {
  const issues = await octokit.paginate(octokit.issues.listForRepo, {
    owner: "octocat",
    repo: "Hello-World",
    per_page: 2,
  });
  expect(issues.length).toBeGreaterThan(0);
  expect(issues[0].number).toEqual(expect.any(Number));
});
