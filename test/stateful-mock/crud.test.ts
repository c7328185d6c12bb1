/**
 * The stateful mock through HTTP, on three documents: the OpenAPI Initiative's petstore-expanded, an
 * articles-and-comments API in the RealWorld style (wrapped bodies, slug keys, token security), and Twilio's
 * Content v1. What POST stores is what GET answers, lists and DELETE removes; every answer passes the
 * document's response check (no response violation is recorded).
 */

import { tempCache } from "../any-spec/support";
import type { TestGateway } from "../support/gateway";
import { ARTICLES, call, mock, PETSTORE, responseViolations, startMocks, TWILIO_CONTENT } from "./support";

const cache = tempCache();
let gw: TestGateway;
beforeAll(async () => {
  gw = await startMocks(
    [mock("petstore", PETSTORE), mock("conduit", ARTICLES), mock("content", TWILIO_CONTENT)],
    cache.dir,
  );
});
afterAll(async () => {
  await gw.close();
  cache.remove();
});
afterEach(async () => {
  expect(await responseViolations(gw.url)).toEqual([]);
});

const TOKEN = { authorization: "Token jwt.for.jake" };
// Twilio's HTTP Basic: the account SID and auth token; the mock accepts any.
const BASIC = { authorization: `Basic ${Buffer.from("AC0123:secret").toString("base64")}` };

describe("petstore-expanded", () => {
  const pets = () => `${gw.url}/petstore/pets`;

  test("create, read, list with a filter and a limit, delete, read again", async () => {
    const rex = await call(pets(), "POST", { body: { name: "Rex", tag: "dog" } });
    expect(rex.status).toBe(200);
    expect(rex.body).toEqual({ id: expect.any(Number), name: "Rex", tag: "dog" });
    const tom = await call(pets(), "POST", { body: { name: "Tom", tag: "cat" } });
    expect(tom.body.id).toBe(rex.body.id + 1);
    expect((await call(`${pets()}/${rex.body.id}`, "GET")).body).toEqual(rex.body);
    expect((await call(pets(), "GET")).body).toEqual([rex.body, tom.body]);
    // `tags` is declared as a filter; it names the records' `tag`.
    expect((await call(`${pets()}?tags=cat`, "GET")).body).toEqual([tom.body]);
    expect((await call(`${pets()}?limit=1`, "GET")).body).toEqual([rex.body]);
    expect((await call(`${pets()}/${rex.body.id}`, "DELETE")).status).toBe(204);
    const gone = await call(`${pets()}/${rex.body.id}`, "GET");
    // The document's `default` response, its Error schema, saying what happened.
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ code: 404, message: `/pets/${rex.body.id} does not exist` });
    expect((await call(pets(), "GET")).body).toEqual([tom.body]);
    expect((await call(`${pets()}/${rex.body.id}`, "DELETE")).status).toBe(404);
  });
});

describe("petstore-expanded, like a service", () => {
  const pets = () => `${gw.url}/petstore/pets`;

  test("a deleted pet's id is never given out again; a pet holds only what was sent and its id", async () => {
    const a1 = await call(pets(), "POST", { body: { name: "a1" } });
    // No `tag`: the client could have sent one and did not.
    expect(a1.body).toEqual({ id: expect.any(Number), name: "a1" });
    const ids = [a1.body.id];
    for (const name of ["a2", "a3"]) ids.push((await call(pets(), "POST", { body: { name } })).body.id);
    expect((await call(`${pets()}/${ids[2]}`, "DELETE")).status).toBe(204);
    const next = await call(pets(), "POST", { body: { name: "a4" } });
    expect(next.body.id).toBe(ids[2] + 1);
    expect((await call(`${pets()}/${ids[2]}`, "GET")).status).toBe(404);
  });
});

describe("articles and comments (RealWorld style)", () => {
  const articles = () => `${gw.url}/conduit/articles`;
  const newArticle = {
    title: "Stateful Mocks, Explained!",
    description: "why",
    body: "It remembers.",
    tagList: ["mocks"],
  };

  test("the document's example is a record from the start", async () => {
    const seeded = await call(`${articles()}/how-to-train-your-dragon`, "GET");
    expect(seeded.status).toBe(200);
    expect(seeded.body.article.title).toBe("How to train your dragon");
  });

  test("writes need the token: 401 in the document's words without it", async () => {
    const refused = await call(articles(), "POST", { body: { article: newArticle } });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ errors: { body: ["missing authorization credentials"] } });
    const del = await call(`${articles()}/how-to-train-your-dragon`, "DELETE");
    expect(del.status).toBe(401);
    // Reading is public (`security: []`), and the refused calls changed nothing.
    expect((await call(`${articles()}/how-to-train-your-dragon`, "GET")).status).toBe(200);
    expect((await call(articles(), "GET")).body.articlesCount).toBe(1);
  });

  test("create (wrapped, slug from the title), read, replace, merge, patch, list, delete", async () => {
    gw.clock.set(new Date("2026-03-01T10:00:00Z"));
    const created = await call(articles(), "POST", { body: { article: newArticle }, headers: TOKEN });
    expect(created.status).toBe(201);
    const article = created.body.article;
    expect(article).toMatchObject({ ...newArticle, slug: "stateful-mocks-explained" });
    expect(article.createdAt).toBe("2026-03-01T10:00:00.000Z");
    expect(article.updatedAt).toBe("2026-03-01T10:00:00.000Z");
    // Server fields the request does not carry are generated to the schema.
    expect(typeof article.favoritesCount).toBe("number");
    expect(typeof article.author.username).toBe("string");
    const url = `${articles()}/${article.slug}`;
    expect((await call(url, "GET")).body).toEqual({ article });

    // The same title again: a slug of its own.
    const twin = await call(articles(), "POST", { body: { article: newArticle }, headers: TOKEN });
    expect(twin.body.article.slug).toBe("stateful-mocks-explained-2");

    gw.clock.set(new Date("2026-03-02T10:00:00Z"));
    const replaced = await call(url, "PUT", {
      body: { article: { title: "Replaced", description: "d2", body: "b2" } },
      headers: TOKEN,
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.article).toMatchObject({
      slug: article.slug,
      title: "Replaced",
      description: "d2",
      body: "b2",
      createdAt: "2026-03-01T10:00:00.000Z",
      updatedAt: "2026-03-02T10:00:00.000Z",
    });
    expect((await call(url, "GET")).body).toEqual(replaced.body);

    const merged = await fetch(url, {
      method: "PATCH",
      headers: { ...TOKEN, "content-type": "application/merge-patch+json" },
      body: JSON.stringify({ description: "merged", tagList: ["a", "b"] }),
    });
    expect(merged.status).toBe(200);
    const afterMerge = ((await merged.json()) as { article: Record<string, unknown> }).article;
    expect(afterMerge).toMatchObject({ title: "Replaced", description: "merged", tagList: ["a", "b"] });

    const patched = await fetch(url, {
      method: "PATCH",
      headers: { ...TOKEN, "content-type": "application/json-patch+json" },
      body: JSON.stringify([
        { op: "test", path: "/title", value: "Replaced" },
        { op: "replace", path: "/body", value: "patched" },
        { op: "add", path: "/tagList/-", value: "c" },
      ]),
    });
    expect(patched.status).toBe(200);
    const afterPatch = ((await patched.json()) as { article: Record<string, unknown> }).article;
    expect(afterPatch).toMatchObject({ body: "patched", tagList: ["a", "b", "c"], description: "merged" });
    expect((await call(url, "GET")).body.article).toEqual(afterPatch);

    // A JSON Patch whose test fails changes nothing: 409, in the document's error schema.
    const conflict = await fetch(url, {
      method: "PATCH",
      headers: { ...TOKEN, "content-type": "application/json-patch+json" },
      body: JSON.stringify([
        { op: "test", path: "/title", value: "Not the title" },
        { op: "replace", path: "/body", value: "lost" },
      ]),
    });
    expect(conflict.status).toBe(409);
    expect((await call(url, "GET")).body.article.body).toBe("patched");

    const listed = await call(`${articles()}?tag=c`, "GET");
    expect(listed.body).toEqual({ articles: [afterPatch], articlesCount: 1 });
    const paged = await call(`${articles()}?limit=1&offset=1`, "GET");
    expect(paged.body.articlesCount).toBe(3);
    expect(paged.body.articles.map((a: { slug: string }) => a.slug)).toEqual([article.slug]);

    expect((await call(url, "DELETE", { headers: TOKEN })).status).toBe(204);
    const gone = await call(url, "GET");
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ errors: { body: expect.any(Array) } });
    expect((await call(url, "PUT", { body: { article: { title: "x" } }, headers: TOKEN })).status).toBe(404);
  });

  test("comments belong to their article and go with it", async () => {
    const created = await call(articles(), "POST", {
      body: { article: { title: "With comments", description: "d", body: "b" } },
      headers: TOKEN,
    });
    const comments = `${articles()}/${created.body.article.slug}/comments`;
    const first = await call(comments, "POST", { body: { comment: { body: "First!" } }, headers: TOKEN });
    expect(first.status).toBe(200);
    expect(first.body.comment).toMatchObject({ body: "First!", id: expect.any(Number) });
    const second = await call(comments, "POST", { body: { comment: { body: "Second" } }, headers: TOKEN });
    // Comments carry their creation time: newest first (created within one tick, the later one leads).
    expect((await call(comments, "GET")).body).toEqual({
      comments: [second.body.comment, first.body.comment],
    });
    // Another article's comments are its own.
    expect((await call(`${articles()}/how-to-train-your-dragon/comments`, "GET")).body).toEqual({
      comments: [],
    });
    // No comment can be added to an article that does not exist.
    const orphan = await call(`${articles()}/no-such-article/comments`, "POST", {
      body: { comment: { body: "?" } },
      headers: TOKEN,
    });
    expect(orphan.status).toBe(404);

    expect((await call(`${comments}/${first.body.comment.id}`, "DELETE", { headers: TOKEN })).status).toBe(
      200,
    );
    expect((await call(comments, "GET")).body).toEqual({ comments: [second.body.comment] });
    expect((await call(`${comments}/${first.body.comment.id}`, "DELETE", { headers: TOKEN })).status).toBe(
      404,
    );

    await call(`${articles()}/${created.body.article.slug}`, "DELETE", { headers: TOKEN });
    expect((await call(comments, "GET")).status).toBe(404);
  });

  test("what it cannot place is generated as before; Prefer keeps working", async () => {
    const favorite = await call(`${articles()}/how-to-train-your-dragon/favorite`, "POST", {
      headers: TOKEN,
    });
    expect(favorite.status).toBe(200);
    expect(typeof favorite.body.article.slug).toBe("string");
    const asked = await call(`${articles()}/how-to-train-your-dragon`, "GET", {
      headers: { prefer: "code=404" },
    });
    expect(asked.status).toBe(404);
    const stateless = await call(`${articles()}/not-stored`, "GET", { headers: { prefer: "stateless" } });
    expect(stateless.status).toBe(200);
    expect(typeof stateless.body.article.title).toBe("string");
  });
});

describe("Twilio Content v1", () => {
  const contents = () => `${gw.url}/content/v1/Content`;
  const newContent = {
    friendly_name: "order_update",
    language: "en",
    variables: { "1": "name" },
    types: { "twilio/text": { body: "Hi {{1}}, your order shipped." } },
  };

  test("401 without Basic credentials, in the spec's error format", async () => {
    const refused = await call(contents(), "GET");
    expect(refused.status).toBe(401);
    expect(refused.type).toBe("application/problem+json");
    expect((await call(contents(), "GET", { headers: { authorization: "Bearer x" } })).status).toBe(401);
  });

  test("create, fetch by Sid, update, list in pages, delete, fetch again", async () => {
    const created = await call(contents(), "POST", { body: newContent, headers: BASIC });
    expect(created.status).toBe(201);
    const sid = created.body.sid;
    expect(sid).toMatch(/^HX[0-9a-fA-F]{32}$/);
    expect(created.body).toMatchObject(newContent);
    // Its `url` is where it is read, as Twilio's resources give theirs.
    expect(created.body.url).toBe(`${contents()}/${sid}`);
    const item = `${contents()}/${sid}`;
    expect((await call(item, "GET", { headers: BASIC })).body).toEqual(created.body);

    const updated = await call(item, "PUT", {
      body: { friendly_name: "order_update_v2", language: "en", types: newContent.types },
      headers: BASIC,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      sid,
      friendly_name: "order_update_v2",
      date_created: created.body.date_created,
    });
    expect((await call(item, "GET", { headers: BASIC })).body).toEqual(updated.body);

    // This one and the seeded example (created in 2015), a page of one at a time, as Twilio pages (Page
    // from 0) and lists (newest first).
    const first = await call(`${contents()}?PageSize=1`, "GET", { headers: BASIC });
    expect(first.body.contents).toEqual([updated.body]);
    expect(first.body.meta).toMatchObject({
      page: 0,
      page_size: 1,
      key: "contents",
      previous_page_url: null,
    });
    const next = await call(first.body.meta.next_page_url, "GET", { headers: BASIC });
    expect(next.body.contents.map((c: { sid: string }) => c.sid)).toEqual([
      "HXaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
    ]);
    expect(next.body.meta).toMatchObject({ page: 1, next_page_url: null });

    expect((await call(item, "DELETE", { headers: BASIC })).status).toBe(204);
    const gone = await call(item, "GET", { headers: BASIC });
    expect(gone.status).toBe(404);
    expect(gone.type).toBe("application/problem+json");
    const all = await call(contents(), "GET", { headers: BASIC });
    expect(all.body.contents.map((c: { sid: string }) => c.sid)).not.toContain(sid);
  });
});
