/**
 * The stateful mock behaves like the service a document stands for, on a small document of its own: integer
 * keys are never given out twice; nothing the client did not send is made up; a PUT whose body is a partial
 * view merges, one whose body is the record replaces; declared sort parameters are honoured and lists
 * default to newest first; an item is keyed by the name its path uses (`{issue_number}` → `number`); children
 * go with their owner (suffixed paths, Twilio's style); a filter matches an element of an array field; a
 * relation hinted in `x-mock` is held, asked and ended per caller.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadSpecs } from "../../src/any-spec/load";
import { tempCache } from "../any-spec/support";
import { startGateway, type TestGateway } from "../support/gateway";
import { call, mock, responseViolations } from "./support";

const json = (schema: object) => ({ description: "ok", content: { "application/json": { schema } } });
const body = (schema: object) => ({ required: true, content: { "application/json": { schema } } });
const query = (name: string, schema: object) => ({ name, in: "query", schema });
const pathParam = (name: string, schema: object = { type: "string" }) => ({
  name,
  in: "path",
  required: true,
  schema,
});
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const dated = { type: "string", format: "date-time" };

const document = {
  openapi: "3.0.3",
  info: { title: "Service-like", version: "1" },
  paths: {
    "/repos/{owner}/issues": {
      parameters: [pathParam("owner")],
      get: {
        operationId: "listIssues",
        parameters: [
          query("labels", { type: "string" }),
          query("sort", { type: "string", enum: ["created", "updated", "comments"], default: "created" }),
          query("direction", { type: "string", enum: ["asc", "desc"], default: "desc" }),
        ],
        responses: { "200": json({ type: "array", items: ref("issue") }) },
      },
      post: {
        operationId: "createIssue",
        requestBody: body(ref("newIssue")),
        responses: { "201": json(ref("issue")) },
      },
    },
    "/repos/{owner}/issues/{issue_number}": {
      parameters: [pathParam("owner"), pathParam("issue_number", { type: "integer" })],
      get: { operationId: "getIssue", responses: { "200": json(ref("issue")) } },
      put: {
        operationId: "replaceIssue",
        requestBody: body(ref("newIssue")),
        responses: { "200": json(ref("issue")) },
      },
      patch: {
        operationId: "editIssue",
        requestBody: body(ref("issueUpdate")),
        responses: { "200": json(ref("issue")) },
      },
      delete: { operationId: "deleteIssue", responses: { "204": { description: "gone" } } },
    },
    "/notes": {
      get: {
        operationId: "listNotes",
        parameters: [
          query("order", { type: "string", enum: ["asc", "desc"] }),
          query("ordering", { type: "string" }),
        ],
        responses: { "200": json({ type: "array", items: ref("note") }) },
      },
      post: {
        operationId: "createNote",
        requestBody: body(ref("note")),
        responses: { "201": json(ref("note")) },
      },
    },
    "/notes/{id}": {
      parameters: [pathParam("id", { type: "integer" })],
      get: { operationId: "getNote", responses: { "200": json(ref("note")) } },
      put: {
        operationId: "updateNote",
        requestBody: body(ref("noteUpdate")),
        responses: { "200": json(ref("note")) },
      },
      delete: { operationId: "deleteNote", responses: { "204": { description: "gone" } } },
    },
    "/user/following/{username}": {
      parameters: [pathParam("username")],
      get: {
        operationId: "checkFollowing",
        responses: { "204": { description: "followed" }, "404": { description: "not" } },
      },
      put: { operationId: "follow", responses: { "204": { description: "followed" } } },
      delete: { operationId: "unfollow", responses: { "204": { description: "unfollowed" } } },
    },
    "/Messages.json": {
      get: {
        operationId: "listMessages",
        responses: { "200": json({ type: "array", items: ref("message") }) },
      },
      post: {
        operationId: "createMessage",
        requestBody: body(ref("message")),
        responses: { "201": json(ref("message")) },
      },
    },
    "/Messages/{Sid}.json": {
      parameters: [pathParam("Sid")],
      get: { operationId: "getMessage", responses: { "200": json(ref("message")) } },
      delete: { operationId: "deleteMessage", responses: { "204": { description: "gone" } } },
    },
    "/Messages/{MessageSid}/Media.json": {
      parameters: [pathParam("MessageSid")],
      get: {
        operationId: "listMedia",
        responses: {
          "200": json({ type: "object", properties: { media_list: { type: "array", items: ref("media") } } }),
        },
      },
      post: {
        operationId: "createMedia",
        requestBody: body(ref("media")),
        responses: { "201": json(ref("media")) },
      },
    },
    "/Messages/{MessageSid}/Media/{Sid}.json": {
      parameters: [pathParam("MessageSid"), pathParam("Sid")],
      get: { operationId: "getMedia", responses: { "200": json(ref("media")) } },
    },
  },
  "x-mock": {
    resources: [{ collection: "/Messages.json", item: "/Messages/{Sid}.json", order: "oldest-first" }],
    relations: [{ path: "/user/following/{username}" }],
  },
  components: {
    schemas: {
      newIssue: {
        type: "object",
        required: ["title"],
        properties: {
          title: { type: "string" },
          body: { type: "string" },
          labels: { type: "array", items: { type: "string" } },
        },
      },
      issueUpdate: { type: "object", properties: { title: { type: "string" }, body: { type: "string" } } },
      issue: {
        type: "object",
        required: ["id", "number", "title", "created_at"],
        properties: {
          id: { type: "integer", readOnly: true },
          number: { type: "integer" },
          title: { type: "string" },
          body: { type: "string" },
          labels: { type: "array", items: { type: "string" } },
          comments: { type: "integer" },
          created_at: dated,
          updated_at: dated,
        },
      },
      note: {
        type: "object",
        required: ["id", "text"],
        properties: {
          id: { type: "integer", readOnly: true },
          text: { type: "string" },
          tag: { type: "string" },
          rank: { type: "integer" },
        },
      },
      noteUpdate: {
        type: "object",
        properties: { text: { type: "string" }, tag: { type: "string" }, rank: { type: "integer" } },
      },
      message: {
        type: "object",
        properties: { sid: { type: "string" }, body: { type: "string" }, date_created: dated },
      },
      media: { type: "object", properties: { sid: { type: "string" }, content_type: { type: "string" } } },
    },
  },
};

const cache = tempCache();
const dir = mkdtempSync(path.join(os.tmpdir(), "service-like-"));
let gw: TestGateway;
let base: string;
beforeAll(async () => {
  const file = path.join(dir, "service.json");
  writeFileSync(file, JSON.stringify(document));
  const specs = await loadSpecs([mock("svc", file)], cache.dir, new Map());
  gw = await startGateway({ services: [], specs });
  base = `${gw.url}/svc`;
}, 60_000);
afterAll(async () => {
  await gw.close();
  cache.remove();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(async () => {
  expect(await responseViolations(gw.url)).toEqual([]);
});

test("an integer key is never given out again, whichever record was deleted", async () => {
  const ids: number[] = [];
  for (const text of ["a", "b", "c"])
    ids.push((await call(`${base}/notes`, "POST", { body: { text } })).body.id);
  expect(ids).toEqual([1, 2, 3]);
  // The newest one deleted: a counter that read the highest key left would give 3 again.
  expect((await call(`${base}/notes/3`, "DELETE")).status).toBe(204);
  expect((await call(`${base}/notes`, "POST", { body: { text: "d" } })).body.id).toBe(4);
  await call(`${base}/notes/4`, "DELETE");
  await call(`${base}/notes/2`, "DELETE");
  expect((await call(`${base}/notes`, "POST", { body: { text: "e" } })).body.id).toBe(5);
  expect((await call(`${base}/notes/3`, "GET")).status).toBe(404);
});

test("a created record holds what the client sent and what the server assigns, nothing made up", async () => {
  const created = await call(`${base}/notes`, "POST", { body: { text: "only this" } });
  expect(created.body).toEqual({ id: expect.any(Number), text: "only this" });
  expect((await call(`${base}/notes/${created.body.id}`, "GET")).body).toEqual(created.body);
  const issue = await call(`${base}/repos/octo/issues`, "POST", { body: { title: "Bug" } });
  // No `body` nor `labels`, which the client could have sent: `id` and `comments` are the server's (the
  // request cannot carry them), `number` the key, `created_at` and `updated_at` the clock's.
  expect(Object.keys(issue.body).sort()).toEqual([
    "comments",
    "created_at",
    "id",
    "number",
    "title",
    "updated_at",
  ]);
});

test("PUT merges a partial body (every field optional) and replaces with one that is the record", async () => {
  const note = (await call(`${base}/notes`, "POST", { body: { text: "kept", tag: "t", rank: 1 } })).body;
  const merged = await call(`${base}/notes/${note.id}`, "PUT", { body: { rank: 2 } });
  expect(merged.body).toEqual({ ...note, rank: 2 });

  const issue = (await call(`${base}/repos/octo/issues`, "POST", { body: { title: "Old", body: "text" } }))
    .body;
  const replaced = await call(`${base}/repos/octo/issues/${issue.number}`, "PUT", { body: { title: "New" } });
  // `newIssue` requires the title: it is the record as the client writes it, so the body is gone; what the
  // server owns (`id`, `comments`, the creation time) stays.
  const { body: _gone, ...kept } = issue;
  expect(replaced.body).toEqual({ ...kept, title: "New" });
});

test("issues are keyed by their number, as their path names it, counted per repository", async () => {
  const first = (await call(`${base}/repos/keyed/issues`, "POST", { body: { title: "One" } })).body;
  const second = (await call(`${base}/repos/keyed/issues`, "POST", { body: { title: "Two" } })).body;
  const elsewhere = (await call(`${base}/repos/other/issues`, "POST", { body: { title: "Else" } })).body;
  expect([first.number, second.number, elsewhere.number]).toEqual([1, 2, 1]);
  expect((await call(`${base}/repos/keyed/issues/2`, "GET")).body).toEqual(second);
});

test("declared sort parameters are honoured; lists of dated records default to newest first", async () => {
  const repo = `${base}/repos/sorted/issues`;
  const a = (await call(repo, "POST", { body: { title: "b-first", labels: ["x"] } })).body;
  gw.clock.advance(60_000);
  const b = (await call(repo, "POST", { body: { title: "a-second", labels: ["x", "dragons"] } })).body;
  gw.clock.advance(60_000);
  const c = (await call(repo, "POST", { body: { title: "c-third" } })).body;
  const numbers = async (q: string) =>
    (await call(`${repo}${q}`, "GET")).body.map((i: { number: number }) => i.number);
  // GitHub's defaults: sort=created, direction=desc.
  expect(await numbers("")).toEqual([c.number, b.number, a.number]);
  expect(await numbers("?direction=asc")).toEqual([a.number, b.number, c.number]);
  gw.clock.advance(60_000);
  await call(`${repo}/${a.number}`, "PATCH", { body: { body: "touched" } });
  expect(await numbers("?sort=updated")).toEqual([a.number, c.number, b.number]);
  // A filter on an array field keeps the records whose array holds the value.
  expect(await numbers("?labels=dragons")).toEqual([b.number]);

  const notes = `${base}/notes`;
  const texts = async (q: string) =>
    (await call(`${notes}${q}`, "GET")).body
      .map((n: { text: string }) => n.text)
      .filter((t: string) => /^z/.test(t));
  for (const [text, rank] of [
    ["z1", 3],
    ["z2", 1],
    ["z3", 2],
  ] as const)
    await call(notes, "POST", { body: { text, rank } });
  // Notes carry no creation time: in the order they were made, unless asked otherwise.
  expect(await texts("")).toEqual(["z1", "z2", "z3"]);
  expect(await texts("?order=desc")).toEqual(["z3", "z2", "z1"]);
  expect(await texts("?ordering=rank")).toEqual(["z2", "z3", "z1"]);
  expect(await texts("?ordering=-rank")).toEqual(["z1", "z3", "z2"]);
});

test("deleting a message removes its media, as Twilio does", async () => {
  const message = (await call(`${base}/Messages.json`, "POST", { body: { body: "hi" } })).body;
  const media = `${base}/Messages/${message.sid}/Media`;
  const picture = (await call(`${media}.json`, "POST", { body: { content_type: "image/png" } })).body;
  expect((await call(`${media}/${picture.sid}.json`, "GET")).status).toBe(200);
  expect((await call(`${base}/Messages/${message.sid}.json`, "DELETE")).status).toBe(204);
  expect((await call(`${media}/${picture.sid}.json`, "GET")).status).toBe(404);
  expect((await call(`${media}.json`, "GET")).body.media_list).toEqual([]);
});

test("a relation kept GitHub's way: PUT to hold it, GET to ask (204 or 404), DELETE to end it; per caller", async () => {
  const me = { authorization: "Bearer me" };
  const following = `${base}/user/following/octocat`;
  expect((await call(following, "GET", { headers: me })).status).toBe(404);
  expect((await call(following, "PUT", { headers: me })).status).toBe(204);
  expect((await call(following, "GET", { headers: me })).status).toBe(204);
  expect((await call(following, "GET", { headers: { authorization: "Bearer someone-else" } })).status).toBe(
    404,
  );
  expect((await call(following, "DELETE", { headers: me })).status).toBe(204);
  expect((await call(following, "GET", { headers: me })).status).toBe(404);
});

test("a resource hint's order wins over the newest-first default of dated records", async () => {
  const first = (await call(`${base}/Messages.json`, "POST", { body: { body: "one" } })).body;
  gw.clock.advance(60_000);
  const second = (await call(`${base}/Messages.json`, "POST", { body: { body: "two" } })).body;
  expect(second.date_created > first.date_created).toBe(true);
  const sids = (await call(`${base}/Messages.json`, "GET")).body.map((m: { sid: string }) => m.sid);
  expect(sids.filter((sid: string) => sid === first.sid || sid === second.sid)).toEqual([
    first.sid,
    second.sid,
  ]);
});
