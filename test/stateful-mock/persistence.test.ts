/**
 * The stateful mock's records live in the gateway's store like a reference service's state: in the spec's own
 * namespace, kept across a restart on STATE_DIR, cleared by POST /__admin/reset (back to the document's
 * examples), carried by snapshots; `--mock-stateless` keeps none.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadSpecs } from "../../src/any-spec/load";
import type { MountedSpec } from "../../src/any-spec/mounted-spec";
import { StateDir } from "../../src/runtime/state-dir";
import { tempCache } from "../any-spec/support";
import { startGateway } from "../support/gateway";
import { ARTICLES, call, mock, PETSTORE, TWILIO_CONTENT } from "./support";

const cache = tempCache();
let specs: MountedSpec[];
const work = mkdtempSync(path.join(os.tmpdir(), "stateful-mock-"));
beforeAll(async () => {
  specs = await loadSpecs(
    [mock("petstore", PETSTORE), mock("conduit", ARTICLES), mock("content", TWILIO_CONTENT)],
    cache.dir,
    new Map(),
  );
});
afterAll(() => {
  cache.remove();
  rmSync(work, { recursive: true, force: true });
});

const TOKEN = { authorization: "Token jwt" };
const BASIC = { authorization: `Basic ${Buffer.from("AC1:t").toString("base64")}` };
const article = { title: "Kept", description: "d", body: "b" };
const content = { language: "en", types: { "twilio/text": { body: "kept" } } };

test("records survive a restart on STATE_DIR; reset clears them back to the examples", async () => {
  const dir = path.join(work, "state");
  let state = await StateDir.open(dir);
  let gw = await startGateway({ services: [], specs, store: state.store });
  const pet = (await call(`${gw.url}/petstore/pets`, "POST", { body: { name: "Rex" } })).body;
  const created = (await call(`${gw.url}/conduit/articles`, "POST", { body: { article }, headers: TOKEN }))
    .body.article;
  const comment = (
    await call(`${gw.url}/conduit/articles/${created.slug}/comments`, "POST", {
      body: { comment: { body: "still here" } },
      headers: TOKEN,
    })
  ).body.comment;
  const sid = (await call(`${gw.url}/content/v1/Content`, "POST", { body: content, headers: BASIC })).body
    .sid;
  // The example deleted before the restart stays deleted after it.
  await call(`${gw.url}/conduit/articles/how-to-train-your-dragon`, "DELETE", { headers: TOKEN });
  await gw.close();
  await state.close();

  state = await StateDir.open(dir);
  gw = await startGateway({ services: [], specs, store: state.store });
  try {
    expect((await call(`${gw.url}/petstore/pets/${pet.id}`, "GET")).body).toEqual(pet);
    expect((await call(`${gw.url}/conduit/articles/${created.slug}`, "GET")).body.article).toEqual(created);
    expect((await call(`${gw.url}/conduit/articles/${created.slug}/comments`, "GET")).body.comments).toEqual([
      comment,
    ]);
    expect((await call(`${gw.url}/content/v1/Content/${sid}`, "GET", { headers: BASIC })).body.sid).toBe(sid);
    expect((await call(`${gw.url}/conduit/articles/how-to-train-your-dragon`, "GET")).status).toBe(404);

    const reset = await fetch(`${gw.url}/__admin/reset`, { method: "POST" });
    expect(reset.status).toBe(200);
    expect((await call(`${gw.url}/petstore/pets/${pet.id}`, "GET")).status).toBe(404);
    expect((await call(`${gw.url}/conduit/articles/${created.slug}`, "GET")).status).toBe(404);
    expect((await call(`${gw.url}/content/v1/Content/${sid}`, "GET", { headers: BASIC })).status).toBe(404);
    // Back to what the document's examples hold.
    const listed = await call(`${gw.url}/conduit/articles`, "GET");
    expect(listed.body.articles.map((a: { slug: string }) => a.slug)).toEqual(["how-to-train-your-dragon"]);
  } finally {
    await gw.close();
    await state.close();
  }
});

test("a snapshot carries the records into another gateway", async () => {
  const a = await startGateway({ services: [], specs });
  const b = await startGateway({ services: [], specs });
  try {
    const created = (await call(`${a.url}/conduit/articles`, "POST", { body: { article }, headers: TOKEN }))
      .body.article;
    const snapshot = await (await fetch(`${a.url}/__admin/snapshot`)).json();
    expect(Object.keys((snapshot as { collections: object }).collections)).toContain("conduit/articles");
    const put = await fetch(`${b.url}/__admin/snapshot`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(snapshot),
    });
    expect(put.status).toBe(200);
    expect((await call(`${b.url}/conduit/articles/${created.slug}`, "GET")).body.article).toEqual(created);
  } finally {
    await a.close();
    await b.close();
  }
});

test("mocked stateless, nothing is kept and no credentials are asked for", async () => {
  const [stateless] = await loadSpecs([mock("conduit", ARTICLES, { stateless: true })], cache.dir, new Map());
  const gw = await startGateway({ services: [], specs: [stateless] });
  try {
    const created = await call(`${gw.url}/conduit/articles`, "POST", { body: { article } });
    expect(created.status).toBe(201);
    const slug = created.body.article.slug;
    // Generated from the schema, the same on every call: not the record just posted.
    expect(created.body.article.title).not.toBe("Kept");
    expect((await call(`${gw.url}/conduit/articles/${slug}`, "DELETE")).status).toBe(204);
    expect((await call(`${gw.url}/conduit/articles/${slug}`, "GET")).status).toBe(200);
    const snapshot = (await (await fetch(`${gw.url}/__admin/snapshot`)).json()) as { collections: object };
    expect(snapshot.collections).toEqual({});
  } finally {
    await gw.close();
  }
});
