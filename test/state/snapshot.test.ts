/** GET/PUT /__admin/snapshot: every service's state out as one JSON document and back in, or nothing changes. */
import request from "supertest";
import { startGateway, type TestGateway } from "../support/gateway";

const KEYS = "/api-keys/v2/projects/snap/locations/global/keys";
const BEARER = { Authorization: "Bearer dev-token" };
const APPCONFIG = { Authorization: "dev-token" };

let gw: TestGateway;
beforeEach(async () => {
  gw = await startGateway();
});
afterEach(() => gw.close());

async function prepare(): Promise<{ appId: string; keyName: string }> {
  const key = await request(gw.app)
    .post(`${KEYS}?keyId=shared`)
    .set(BEARER)
    .send({ displayName: "Team key" });
  expect(key.status).toBe(200);
  const app = await request(gw.app)
    .post("/config-delivery/applications")
    .set(APPCONFIG)
    .send({ Name: "demo" });
  expect(app.status).toBe(201);
  // Bytes and dates in the records: a hosted configuration version is stored as raw bytes.
  const profile = await request(gw.app)
    .post(`/config-delivery/applications/${app.body.Id}/configurationprofiles`)
    .set(APPCONFIG)
    .send({ Name: "flags", LocationUri: "hosted" });
  expect(profile.status).toBe(201);
  const version = await request(gw.app)
    .post(
      `/config-delivery/applications/${app.body.Id}/configurationprofiles/${profile.body.Id}/hostedconfigurationversions`,
    )
    .set({ ...APPCONFIG, "Content-Type": "application/json" })
    .send('{"beta":true}');
  expect(version.status).toBe(201);
  return { appId: app.body.Id, keyName: key.body.response.name };
}

test("a snapshot taken, then reset, then imported brings every service's state back, bytes and dates included", async () => {
  const { appId } = await prepare();
  const snapshot = await request(gw.app).get("/__admin/snapshot");
  expect(snapshot.status).toBe(200);
  expect(snapshot.body).toMatchObject({ format: "openapi-gateway-snapshot", version: 1 });
  expect(Object.keys(snapshot.body.collections)).toEqual(
    expect.arrayContaining(["api-keys/keys", "config-delivery/applications"]),
  );
  // A Date travels tagged (a configuration profile keeps its creation time as one); the second snapshot below
  // would hold a plain string instead had it not come back as a Date.
  const [[, , stored]] = snapshot.body.collections["config-delivery/configuration-profiles"];
  expect(stored.createdAt).toEqual({ $date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });

  expect((await request(gw.app).post("/__admin/reset")).status).toBe(200);
  expect((await request(gw.app).get(`${KEYS}/shared`).set(BEARER)).status).toBe(404);

  const restored = await request(gw.app).put("/__admin/snapshot").send(snapshot.body);
  expect(restored.status).toBe(200);
  const key = await request(gw.app).get(`${KEYS}/shared`).set(BEARER);
  expect([key.status, key.body.displayName]).toEqual([200, "Team key"]);
  expect(key.body.createTime).toBe(snapshot.body.collections["api-keys/keys"][0][2].createTime);
  const content = await request(gw.app)
    .get(`/config-delivery/applications/${appId}/configurationprofiles`)
    .set(APPCONFIG);
  expect(content.body.Items).toHaveLength(1);
  const profileId = content.body.Items[0].Id;
  const bytes = await request(gw.app)
    .get(
      `/config-delivery/applications/${appId}/configurationprofiles/${profileId}/hostedconfigurationversions/1`,
    )
    .set(APPCONFIG)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => done(null, Buffer.concat(chunks)));
    });
  expect(bytes.status).toBe(200);
  expect((bytes.body as Buffer).toString()).toBe('{"beta":true}');
  // The same document again: nothing was lost or reshaped on the way.
  expect((await request(gw.app).get("/__admin/snapshot")).body.collections).toEqual(
    snapshot.body.collections,
  );
});

test("an imported snapshot wins over fixtures: a changed fixture record stays changed", async () => {
  const settings = "/access-approval/v1/projects/acme-payments-prod/accessApprovalSettings";
  const patched = await request(gw.app)
    .patch(`${settings}?updateMask=notification_emails`)
    .set(BEARER)
    .send({ notificationEmails: ["imported@example.com"] });
  expect(patched.status).toBe(200);
  const snapshot = (await request(gw.app).get("/__admin/snapshot")).body;
  await request(gw.app).post("/__admin/reset");
  expect((await request(gw.app).get(settings).set(BEARER)).body.notificationEmails).not.toEqual([
    "imported@example.com",
  ]);
  await request(gw.app).put("/__admin/snapshot").send(snapshot);
  expect((await request(gw.app).get(settings).set(BEARER)).body.notificationEmails).toEqual([
    "imported@example.com",
  ]);
});

const refused: [string, unknown][] = [
  ["not an object", [1, 2, 3]],
  ["another format", { format: "something-else", version: 1, collections: {} }],
  ["a later version", { format: "openapi-gateway-snapshot", version: 2, collections: {} }],
  ["collections not an object", { format: "openapi-gateway-snapshot", version: 1, collections: [] }],
  [
    "a service this gateway does not serve",
    { format: "openapi-gateway-snapshot", version: 1, collections: { "other-service/things": [] } },
  ],
  [
    "a malformed record",
    { format: "openapi-gateway-snapshot", version: 1, collections: { "api-keys/keys": [["k", "one", {}]] } },
  ],
  [
    "a broken tagged value",
    {
      format: "openapi-gateway-snapshot",
      version: 1,
      collections: { "api-keys/keys": [["k", 1, { createTime: { $date: "yesterday" } }]] },
    },
  ],
  [
    "a duplicate id",
    {
      format: "openapi-gateway-snapshot",
      version: 1,
      collections: {
        "api-keys/keys": [
          ["k", 1, {}],
          ["k", 2, {}],
        ],
      },
    },
  ],
];

test.each(refused)("an import of %s is refused and changes nothing", async (_what, body) => {
  await prepare();
  const before = (await request(gw.app).get("/__admin/snapshot")).body;
  const res = await request(gw.app)
    .put("/__admin/snapshot")
    .send(body as object);
  expect(res.status).toBe(400);
  expect(res.body.error.kind).toBe("invalid_argument");
  expect((await request(gw.app).get("/__admin/snapshot")).body.collections).toEqual(before.collections);
});
