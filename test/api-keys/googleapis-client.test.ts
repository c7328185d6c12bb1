/** The official Google client (googleapis v178) against the gateway, with only its root URL changed. */
import { google } from "googleapis";
import { startGateway, type TestGateway } from "../support/gateway";

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ services: ["api-keys"] });
});
afterAll(() => gw.close());

function apikeys() {
  const auth = new google.auth.OAuth2();
  auth.setCredentials({ access_token: "dev-token" });
  return google.apikeys({ version: "v2", auth, rootUrl: `${gw.url}/api-keys/` });
}

test("create → list → get → keyString → patch → delete with etag → undelete → lookup", async () => {
  const keys = apikeys().projects.locations.keys;
  const parent = "projects/my-project/locations/global";

  const created = await keys.create({
    parent,
    keyId: "client-key",
    requestBody: { displayName: "From the client" },
  });
  expect(created.status).toBe(200);
  expect(created.data.done).toBe(true);
  const name = created.data.response?.name as string;
  expect(name).toBe(`${parent}/keys/client-key`);

  const listed = await keys.list({ parent, pageSize: 10 });
  expect(listed.data.keys?.map((k) => k.name)).toEqual([name]);

  const got = await keys.get({ name });
  expect(got.data.displayName).toBe("From the client");
  expect(got.data.keyString).toBeUndefined();

  const keyString = (await keys.getKeyString({ name })).data.keyString as string;
  expect(keyString).toMatch(/^AIza/);

  const patched = await keys.patch({
    name,
    updateMask: "displayName,restrictions",
    requestBody: {
      displayName: "Renamed",
      restrictions: { apiTargets: [{ service: "translate.googleapis.com" }] },
    },
  });
  expect(patched.data.response).toMatchObject({
    displayName: "Renamed",
    restrictions: { apiTargets: [{ service: "translate.googleapis.com" }] },
  });

  const etag = (await keys.get({ name })).data.etag as string;
  await expect(keys.delete({ name, etag: 'W/"outdated"' })).rejects.toMatchObject({
    status: 409,
    response: { data: { error: { code: 409, status: "ABORTED", message: expect.stringContaining("etag") } } },
  });
  const deleted = await keys.delete({ name, etag });
  expect(deleted.data.response?.deleteTime).toBeDefined();

  const shown = await keys.list({ parent, showDeleted: true });
  expect(shown.data.keys?.[0].deleteTime).toBeDefined();

  const undeleted = await keys.undelete({ name, requestBody: {} });
  expect(undeleted.data.response?.deleteTime).toBeUndefined();

  const lookup = await apikeys().keys.lookupKey({ keyString });
  expect(lookup.data).toEqual({ parent, name });
});

test("errors reach the client as Google errors", async () => {
  const keys = apikeys().projects.locations.keys;
  await expect(keys.get({ name: "projects/my-project/locations/global/keys/missing" })).rejects.toMatchObject(
    {
      status: 404,
      response: { data: { error: { code: 404, status: "NOT_FOUND" } } },
    },
  );
});
