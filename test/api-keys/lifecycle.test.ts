/** The API-key lifecycle through the generated client, as a user of the gateway calls it. */
import { createApiKeysClient } from "../../generated/api-keys/client";
import { startGateway, type TestGateway } from "../support/gateway";

const DAY = 24 * 60 * 60 * 1000;
const project = "p1";
const keysPath = "/v2/projects/{project}/locations/{location}/keys" as const;
const keyPath = "/v2/projects/{project}/locations/{location}/keys/{key}" as const;
const parent = { project, location: "global" as const };

let gw: TestGateway;
let client: ReturnType<typeof createApiKeysClient>;

beforeEach(async () => {
  gw = await startGateway({
    services: ["api-keys"],
    callers: [
      { token: "dev-token", id: "developer", permissions: ["*"] },
      { token: "viewer-token", id: "viewer", permissions: ["apikeys.keys.get"] },
    ],
  });
  client = createApiKeysClient(gw.url, { headers: { Authorization: "Bearer dev-token" } });
});
afterEach(() => gw.close());

async function create(keyId?: string, body: Record<string, unknown> = { displayName: `key ${keyId}` }) {
  const res = await client.POST(keysPath, { params: { path: parent, query: keyId ? { keyId } : {} }, body });
  expect(res.response.status).toBe(200);
  return res.data!;
}

const key = (id: string) => ({ params: { path: { ...parent, key: id } } });

test("create answers with a done operation carrying the key, without its key string", async () => {
  const op = await create("web-key", { displayName: "Web key", annotations: { team: "web" } });
  expect(op.done).toBe(true);
  expect(op.name).toMatch(/^operations\//);
  expect(op.response).toMatchObject({
    "@type": "type.googleapis.com/google.api.apikeys.v2.Key",
    name: "projects/p1/locations/global/keys/web-key",
    displayName: "Web key",
    annotations: { team: "web" },
    createTime: "2026-01-01T00:00:00.000Z",
  });
  expect(op.response).not.toHaveProperty("keyString");
  expect(op.response?.uid).toMatch(/^[0-9a-f-]{36}$/);
});

test("a key created without keyId gets a generated UUID id as the last part of its name", async () => {
  const op = await create(undefined, { displayName: "anonymous" });
  expect(op.response?.name).toMatch(/^projects\/p1\/locations\/global\/keys\/[0-9a-f]{8}-[0-9a-f-]{27}$/);
});

test("a keyId is unique within its project but may repeat in another project", async () => {
  await create("dup");
  const again = await client.POST(keysPath, { params: { path: parent, query: { keyId: "dup" } }, body: {} });
  expect(again.response.status).toBe(409);
  expect(again.error).toMatchObject({ error: { code: 409, status: "ALREADY_EXISTS" } });
  const other = await client.POST(keysPath, {
    params: { path: { project: "p2", location: "global" }, query: { keyId: "dup" } },
    body: {},
  });
  expect(other.response.status).toBe(200);
});

test("only getKeyString reveals the key string; get and list never do", async () => {
  await create("secret");
  const got = await client.GET(keyPath, key("secret"));
  expect(got.data).not.toHaveProperty("keyString");
  const listed = await client.GET(keysPath, { params: { path: parent } });
  expect(listed.data?.keys?.[0]).not.toHaveProperty("keyString");
  const ks = await client.GET(`${keyPath}/keyString`, key("secret"));
  expect(ks.data?.keyString).toMatch(/^AIza[A-Za-z0-9_-]{35}$/);
});

test("list pages in a stable order with opaque tokens until the last page", async () => {
  for (const id of ["k-a", "k-b", "k-c", "k-d", "k-e"]) await create(id);
  const seen: string[] = [];
  let pageToken: string | undefined;
  let pages = 0;
  do {
    const res = await client.GET(keysPath, { params: { path: parent, query: { pageSize: 2, pageToken } } });
    expect(res.response.status).toBe(200);
    seen.push(...(res.data?.keys ?? []).map((k) => k.name!.split("/").pop()!));
    pageToken = res.data?.nextPageToken;
    pages++;
  } while (pageToken);
  expect(pages).toBe(3);
  expect(seen).toEqual(["k-a", "k-b", "k-c", "k-d", "k-e"]);
});

test("a page token survives the deletion of the last key of the previous page", async () => {
  for (const id of ["k-a", "k-b", "k-c"]) await create(id);
  const first = await client.GET(keysPath, { params: { path: parent, query: { pageSize: 2 } } });
  await client.DELETE(keyPath, key("k-b"));
  const second = await client.GET(keysPath, {
    params: { path: parent, query: { pageSize: 2, pageToken: first.data?.nextPageToken } },
  });
  expect(second.data?.keys?.map((k) => k.name)).toEqual(["projects/p1/locations/global/keys/k-c"]);
});

describe("patch", () => {
  const restrictions = { serverKeyRestrictions: { allowedIps: ["10.0.0.1"] } };
  beforeEach(() => create("patched", { displayName: "before", annotations: { a: "1" }, restrictions }));

  test("without a mask, only the allowed fields set on the wire change, and the etag changes", async () => {
    const before = await client.GET(keyPath, key("patched"));
    const res = await client.PATCH(keyPath, { ...key("patched"), body: { displayName: "after" } });
    expect(res.data?.response).toMatchObject({ displayName: "after", annotations: { a: "1" }, restrictions });
    expect(res.data?.response?.etag).not.toBe(before.data?.etag);
    expect(res.data?.response).not.toHaveProperty("keyString");
  });

  test("output-only fields in the body are ignored when there is no mask", async () => {
    const before = await client.GET(keyPath, key("patched"));
    const res = await client.PATCH(keyPath, {
      ...key("patched"),
      body: { ...before.data, displayName: "round trip" },
    });
    expect(res.response.status).toBe(200);
    expect(res.data?.response?.name).toBe(before.data?.name);
    expect(res.data?.response?.displayName).toBe("round trip");
  });

  test("the mask * replaces every mutable field, clearing the absent ones", async () => {
    const res = await client.PATCH(keyPath, {
      params: { path: { ...parent, key: "patched" }, query: { updateMask: "*" } },
      body: { displayName: "only this" },
    });
    expect(res.data?.response?.displayName).toBe("only this");
    expect(res.data?.response).not.toHaveProperty("annotations");
    expect(res.data?.response).not.toHaveProperty("restrictions");
  });

  test.each([
    ["display_name,annotations"],
    ["displayName,annotations"],
  ])("the mask %s names fields in either case and leaves the others alone", async (updateMask) => {
    const res = await client.PATCH(keyPath, {
      params: { path: { ...parent, key: "patched" }, query: { updateMask } },
      body: { displayName: "masked", annotations: { b: "2" }, restrictions: {} },
    });
    expect(res.data?.response).toMatchObject({
      displayName: "masked",
      annotations: { b: "2" },
      restrictions,
    });
  });

  test("a field in the mask but absent from the body is cleared", async () => {
    const res = await client.PATCH(keyPath, {
      params: { path: { ...parent, key: "patched" }, query: { updateMask: "restrictions" } },
      body: {},
    });
    expect(res.data?.response).not.toHaveProperty("restrictions");
    expect(res.data?.response?.displayName).toBe("before");
  });
});

test("delete honours the etag, hides the key from list, and undelete restores it", async () => {
  await create("victim");
  const stale = await client.DELETE(keyPath, {
    params: { path: { ...parent, key: "victim" }, query: { etag: 'W/"stale"' } },
  });
  expect(stale.response.status).toBe(409);
  expect(stale.error).toMatchObject({ error: { code: 409, status: "ABORTED" } });

  const current = await client.GET(keyPath, key("victim"));
  const deleted = await client.DELETE(keyPath, {
    params: { path: { ...parent, key: "victim" }, query: { etag: current.data!.etag } },
  });
  expect(deleted.data?.response?.deleteTime).toBe("2026-01-01T00:00:00.000Z");

  const visible = await client.GET(keysPath, { params: { path: parent } });
  expect(visible.data?.keys ?? []).toHaveLength(0);
  const withDeleted = await client.GET(keysPath, { params: { path: parent, query: { showDeleted: true } } });
  expect(withDeleted.data?.keys?.map((k) => k.name)).toEqual(["projects/p1/locations/global/keys/victim"]);

  const again = await client.DELETE(keyPath, key("victim"));
  expect(again.error).toMatchObject({ error: { status: "FAILED_PRECONDITION" } });

  const restored = await client.POST(`${keyPath}:undelete`, { ...key("victim"), body: {} });
  expect(restored.data?.response).not.toHaveProperty("deleteTime");
  const listed = await client.GET(keysPath, { params: { path: parent } });
  expect(listed.data?.keys).toHaveLength(1);

  const notDeleted = await client.POST(`${keyPath}:undelete`, { ...key("victim"), body: {} });
  expect(notDeleted.error).toMatchObject({ error: { code: 400, status: "FAILED_PRECONDITION" } });
});

test("a deleted key is recoverable for 30 days and then purged; lookup then names only the project", async () => {
  await create("short-lived");
  const { data } = await client.GET(`${keyPath}/keyString`, key("short-lived"));
  const keyString = data!.keyString;
  await client.DELETE(keyPath, key("short-lived"));

  gw.clock.advance(30 * DAY - 1);
  expect((await client.GET(keyPath, key("short-lived"))).response.status).toBe(200);
  const beforePurge = await client.GET("/v2/keys:lookupKey", { params: { query: { keyString } } });
  expect(beforePurge.data).toEqual({
    parent: "projects/p1/locations/global",
    name: "projects/p1/locations/global/keys/short-lived",
  });

  gw.clock.advance(1);
  const gone = await client.GET(keyPath, key("short-lived"));
  expect(gone.response.status).toBe(404);
  expect(gone.error).toMatchObject({ error: { code: 404, status: "NOT_FOUND" } });
  const undelete = await client.POST(`${keyPath}:undelete`, { ...key("short-lived"), body: {} });
  expect(undelete.response.status).toBe(404);
  const lookup = await client.GET("/v2/keys:lookupKey", { params: { query: { keyString } } });
  expect(lookup.data).toEqual({ parent: "projects/p1/locations/global" });

  // The id is free again once the key is purged.
  await create("short-lived");
});

test("an undeleted key survives past the 30-day window", async () => {
  await create("saved");
  await client.DELETE(keyPath, key("saved"));
  gw.clock.advance(29 * DAY);
  await client.POST(`${keyPath}:undelete`, { ...key("saved"), body: {} });
  gw.clock.advance(60 * DAY);
  const got = await client.GET(keyPath, key("saved"));
  expect(got.response.status).toBe(200);
  expect(got.data).not.toHaveProperty("deleteTime");
});

test("lookupKey needs the apikeys.keys.lookup permission", async () => {
  await create("looked-up");
  const { data } = await client.GET(`${keyPath}/keyString`, key("looked-up"));
  const viewer = createApiKeysClient(gw.url, { headers: { Authorization: "Bearer viewer-token" } });
  const denied = await viewer.GET("/v2/keys:lookupKey", {
    params: { query: { keyString: data!.keyString } },
  });
  expect(denied.response.status).toBe(403);
  expect(denied.error).toMatchObject({ error: { code: 403, status: "PERMISSION_DENIED" } });
  const unknown = await client.GET("/v2/keys:lookupKey", { params: { query: { keyString: "AIzaNotAKey" } } });
  expect(unknown.response.status).toBe(404);
});

test("the admin reset drops every key", async () => {
  await create("ephemeral");
  const reset = await fetch(`${gw.url}/__admin/reset`, { method: "POST" });
  expect(reset.status).toBe(200);
  expect((await client.GET(keyPath, key("ephemeral"))).response.status).toBe(404);
});
