/**
 * RealWorld's own Postman suite (run by newman, as the project runs it against an implementation) against the
 * stateful mock of RealWorld's own OpenAPI document, with the few lines of hints in conduit.mock.json: a user
 * registers and logs in, writes an article (its author the user), finds it by tag and by author, updates it
 * (a partial PUT that keeps the title),
 * favourites it, finds it among the user's favourites, comments, follows a profile. Every assertion passes.
 */
import path from "node:path";
import newman, { type NewmanRunSummary } from "newman";
import { loadSpecs } from "../../src/any-spec/load";
import type { MountedSpec } from "../../src/any-spec/mounted-spec";
import { mockLines } from "../../src/any-spec/stateful/plan";
import { tempCache } from "../any-spec/support";
import { startGateway, type TestGateway } from "../support/gateway";
import { call, mock, responseViolations } from "./support";

const DIR = path.join(__dirname, "realworld");
const cache = tempCache();
let gw: TestGateway;
let specs: MountedSpec[];
beforeAll(async () => {
  const conduit = mock("conduit", path.join(DIR, "openapi.yml"), {
    mockConfig: path.join(DIR, "conduit.mock.json"),
  });
  specs = await loadSpecs([{ ...conduit, basePath: "/api" }], cache.dir, new Map());
  gw = await startGateway({ services: [], specs });
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

test("the start-up lines list the accounts and the relations the hints name", () => {
  expect(specs.flatMap(mockLines).map((l) => l.trim())).toEqual(
    expect.arrayContaining([
      "accounts: POST /users registers (by username), POST /users/login logs in, /user is the caller's",
      "relation /articles/{slug}/favorite (favorited, favoritesCount, ?favorited=)",
      "relation /profiles/{username}/follow (following)",
    ]),
  );
});

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

test("accounts, a partial PUT, the tag filter, favourites and follows, told through the API", async () => {
  const api = `${gw.url}/api`;
  const register = async (username: string) => {
    const user = { username, email: `${username}@mail.com`, password: "pw" };
    const res = await call(`${api}/users`, "POST", { body: { user } });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ username, email: user.email, token: expect.any(String) });
    return { Authorization: `Token ${res.body.user.token}` };
  };
  const jake = await register("jake");
  const anna = await register("anna");
  expect(
    (await call(`${api}/users`, "POST", { body: { user: { username: "jake", email: "j", password: "p" } } }))
      .status,
  ).toBe(409);
  const login = await call(`${api}/users/login`, "POST", {
    body: { user: { email: "jake@mail.com", password: "pw" } },
  });
  expect(login.body.user.username).toBe("jake");
  expect(
    (await call(`${api}/users/login`, "POST", { body: { user: { email: "jake@mail.com", password: "no" } } }))
      .status,
  ).toBe(401);
  expect((await call(`${api}/user`, "GET", { headers: jake })).body.user.username).toBe("jake");
  expect(
    (await call(`${api}/user`, "PUT", { body: { user: { bio: "I work" } }, headers: jake })).body.user,
  ).toMatchObject({
    username: "jake",
    bio: "I work",
  });

  const article = { title: "Dragons", description: "d", body: "b", tagList: ["dragons", "training"] };
  const slug = (await call(`${api}/articles`, "POST", { body: { article }, headers: jake })).body.article
    .slug;
  await call(`${api}/articles`, "POST", {
    body: { article: { title: "Other", description: "d", body: "b" } },
    headers: jake,
  });
  // UpdateArticle has every field optional: the PUT merges, the title stays.
  const updated = await call(`${api}/articles/${slug}`, "PUT", {
    body: { article: { body: "With two hands" } },
    headers: jake,
  });
  expect(updated.body.article).toMatchObject({
    title: "Dragons",
    body: "With two hands",
    tagList: ["dragons", "training"],
  });
  const tagged = (await call(`${api}/articles?tag=dragons`, "GET")).body;
  expect(tagged.articles.map((a: { slug: string }) => a.slug)).toEqual([slug]);
  // The article's author is the caller's account; `?author=` names it.
  expect(tagged.articles[0].author).toMatchObject({ username: "jake", bio: "I work" });
  expect((await call(`${api}/articles?author=jake`, "GET")).body.articlesCount).toBe(2);
  expect((await call(`${api}/articles?author=anna`, "GET")).body.articlesCount).toBe(0);

  const favourite = `${api}/articles/${slug}/favorite`;
  expect((await call(favourite, "POST", { headers: jake })).body.article).toMatchObject({
    favorited: true,
    favoritesCount: 1,
  });
  const annaSees = await call(`${api}/articles/${slug}`, "GET", { headers: anna });
  expect(annaSees.body.article).toMatchObject({ favorited: false, favoritesCount: 1 });
  expect((await call(favourite, "POST", { headers: anna })).body.article.favoritesCount).toBe(2);
  const byJake = (await call(`${api}/articles?favorited=jake`, "GET")).body;
  expect(byJake.articles.map((a: { slug: string }) => a.slug)).toEqual([slug]);
  expect(byJake.articlesCount).toBe(1);
  expect((await call(favourite, "DELETE", { headers: jake })).body.article).toMatchObject({
    favorited: false,
    favoritesCount: 1,
  });
  expect((await call(`${api}/articles?favorited=jake`, "GET")).body.articlesCount).toBe(0);
  expect((await call(`${api}/articles/no-such/favorite`, "POST", { headers: jake })).status).toBe(404);

  const follow = `${api}/profiles/anna/follow`;
  expect((await call(follow, "POST", { headers: jake })).body.profile).toMatchObject({
    username: "anna",
    following: true,
  });
  expect((await call(`${api}/profiles/anna`, "GET", { headers: jake })).body.profile).toMatchObject({
    username: "anna",
    following: true,
  });
  expect((await call(`${api}/profiles/anna`, "GET", { headers: anna })).body.profile.following).toBe(false);
  expect((await call(follow, "DELETE", { headers: jake })).body.profile.following).toBe(false);
  expect(await responseViolations(gw.url)).toEqual([]);
});
