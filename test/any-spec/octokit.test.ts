/**
 * `@octokit/rest` against `--mock` of GitHub's own published document (from @octokit/openapi, fetched into
 * .cache/ the first time): each call gets an answer the client accepts, and an issue without its required
 * title is refused before it reaches the mock. Issues are records, listed in pages linked by `Link` headers.
 */
import { Octokit } from "@octokit/rest";
import { loadSpecs } from "../../src/any-spec/load";
import { githubDocument } from "../corpus/documents";
import { startGateway, type TestGateway } from "../support/gateway";
import { servedLog, tempCache } from "./support";

const cache = tempCache();
let gw: TestGateway;
let octokit: Octokit;
const { served, logger, answered, violations } = servedLog();

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
  gw = await startGateway({ services: [], specs, logger });
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

test("issues.get finds an issue by its number, as GitHub keys issues, numbered per repository", async () => {
  const repo = { owner: "octocat", repo: "numbers" };
  const first = (await octokit.issues.create({ ...repo, title: "first" })).data;
  const second = (await octokit.issues.create({ ...repo, title: "second" })).data;
  expect([first.number, second.number]).toEqual([1, 2]);
  const { data } = await octokit.issues.get({ ...repo, issue_number: second.number });
  expect({ number: data.number, title: data.title, id: data.id }).toEqual({
    number: 2,
    title: "second",
    id: second.id,
  });
}, 60_000);

test("octokit.paginate(issues.listForRepo) follows the Link headers through exactly the issues created", async () => {
  const repo = { owner: "octocat", repo: "paging" };
  const created: { number: number; title: string }[] = [];
  for (let i = 0; i < 5; i++) {
    const { data } = await octokit.issues.create({ ...repo, title: `issue ${i}` });
    created.push({ number: data.number, title: data.title });
  }
  const before = served.length;
  const issues = await octokit.paginate(octokit.issues.listForRepo, { ...repo, per_page: 2 });
  // GitHub's defaults, which the document declares: sort=created, direction=desc.
  expect(issues.map((i) => ({ number: i.number, title: i.title }))).toEqual([...created].reverse());
  const ascending = await octokit.paginate(octokit.issues.listForRepo, {
    ...repo,
    per_page: 2,
    direction: "asc",
  });
  expect(ascending.map((i) => ({ number: i.number, title: i.title }))).toEqual(created);
  expect(answered("issues/list-for-repo", before)).toBe(6);
  expect(violations("POST /repos/{owner}/{repo}/issues", "GET /repos/{owner}/{repo}/issues")).toEqual([]);
  // Each issue is generated from GitHub's large schema and checked: seconds apiece on a loaded machine.
}, 120_000);

test("a middle page links prev, next, last and first on the mock's own origin and base path", async () => {
  const res = await octokit.issues.listForRepo({ owner: "octocat", repo: "paging", per_page: 2, page: 2 });
  const url = (page: number) => `${gw.url}/github/repos/octocat/paging/issues?per_page=2&page=${page}`;
  expect(res.headers.link).toBe(
    `<${url(1)}>; rel="prev", <${url(3)}>; rel="next", <${url(3)}>; rel="last", <${url(1)}>; rel="first"`,
  );
  const last = await octokit.issues.listForRepo({ owner: "octocat", repo: "paging", per_page: 2, page: 3 });
  expect(last.headers.link).toBe(`<${url(2)}>; rel="prev", <${url(1)}>; rel="first"`);
  const one = await octokit.issues.listForRepo({ owner: "octocat", repo: "paging", per_page: 10 });
  expect(one.headers.link).toBeUndefined();
});
