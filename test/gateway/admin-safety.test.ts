/**
 * The admin API is safe by default: the clock never leaves the representable range, reset always
 * works, only loopback or configured Hosts, no foreign Origin, JSON bodies only, own-property action lookup,
 * and no account silently replaced.
 */
import request from "supertest";
import { createApp } from "../../src/app";
import { silentLogger } from "../../src/http/logger";
import { LATEST_INSTANT, ManualClock } from "../../src/runtime/clock";

const services = ["api-keys", "message-content"] as const;

const gateway = (options: Parameters<typeof createApp>[0] = {}) =>
  createApp({ services, clock: new ManualClock(), logger: silentLogger(), ...options });

describe("the clock stays in the representable range", () => {
  test.each([
    [
      "advance by a duration no Date can span",
      "post",
      "/__admin/clock/advance",
      { duration: "P99999999999999999999D" },
    ],
    ["advance past year 9000", "post", "/__admin/clock/advance", { duration: "P3000000D" }],
    ["set to the last instant a Date holds", "put", "/__admin/clock", { now: "+275760-09-13T00:00:00Z" }],
    ["set past year 9000", "put", "/__admin/clock", { now: "9500-01-01T00:00:00Z" }],
  ] as const)("%s: a 400 that changes nothing", async (_name, method, url, body) => {
    const app = await gateway();
    const res = await request(app)[method](url).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ kind: "invalid_argument", message: expect.any(String) });
    await request(app).get("/__admin/clock").expect(200, { now: "2026-01-01T00:00:00.000Z" });
    const health = await request(app).get("/healthz").expect(200);
    expect(health.body.now).toBe("2026-01-01T00:00:00.000Z");
    await request(app)
      .post("/api-keys/v2/projects/p1/locations/global/keys")
      .set("Authorization", "Bearer dev-token")
      .send({})
      .expect(200);
    await request(app).post("/__admin/reset").expect(200);
  });

  test("the clock can be moved to its last instant, and everything still answers and resets", async () => {
    const clock = new ManualClock();
    const app = await gateway({ clock });
    await request(app)
      .put("/__admin/clock")
      .send({ now: new Date(LATEST_INSTANT).toISOString() })
      .expect(200, { now: "9000-01-01T00:00:00.000Z" });
    await request(app).post("/__admin/clock/advance").send({ duration: "PT0.001S" }).expect(400);
    await request(app).get("/healthz").expect(200);
    await request(app)
      .post("/api-keys/v2/projects/p1/locations/global/keys")
      .set("Authorization", "Bearer dev-token")
      .send({})
      .expect(200);
    await request(app).post("/__admin/reset").expect(200);
  });
});

test("an error outside every service is JSON without a stack, never Express's HTML page", async () => {
  const clock = new ManualClock();
  const app = await gateway({ clock });
  clock.now = () => {
    throw new RangeError("Invalid time value");
  };
  const res = await request(app).get("/healthz");
  expect(res.status).toBe(500);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  expect(res.body).toEqual({
    error: { kind: "internal", message: expect.stringMatching(/^internal error/) },
  });
  expect(res.text).not.toMatch(/RangeError|at |\.ts/);
});

describe("who may call the admin API", () => {
  test.each([
    ["a loopback IPv4 Host", { host: "127.0.0.1:8080" }, 200],
    ["localhost", { host: "localhost:8080" }, 200],
    ["loopback IPv6", { host: "[::1]:8080" }, 200],
    ["a foreign Host (DNS rebinding)", { host: "attacker.example:8080" }, 403],
    ["a configured staging host", { host: "gateway.staging.internal" }, 200],
    ["a same-origin Origin", { host: "localhost:8080", origin: "http://localhost:8080" }, 200],
    ["a foreign Origin", { host: "localhost:8080", origin: "https://evil.example" }, 403],
    ["another local origin", { host: "localhost:8080", origin: "http://localhost:3000" }, 403],
    ["an opaque Origin", { host: "localhost:8080", origin: "null" }, 403],
    ["a cross-site fetch without Origin", { host: "localhost:8080", "sec-fetch-site": "cross-site" }, 403],
  ] as const)("%s", async (_name, headers, status) => {
    const app = await gateway({ admin: { allowedHosts: ["gateway.staging.internal"] } });
    const res = await request(app).post("/__admin/reset").set(headers);
    expect(res.status).toBe(status);
    if (status !== 200)
      expect(res.body.error).toEqual({ kind: "permission_denied", message: expect.any(String) });
  });

  test("a cross-site text/plain POST resets nothing, even from a loopback page without Origin", async () => {
    const app = await gateway();
    const created = await request(app)
      .post("/api-keys/v2/projects/p1/locations/global/keys?keyId=kept")
      .set("Authorization", "Bearer dev-token")
      .send({})
      .expect(200);
    expect(created.body.done).toBe(true);
    const plain = await request(app).post("/__admin/reset").set("content-type", "text/plain").send("x");
    expect(plain.status).toBe(415);
    expect(plain.body.error.kind).toBe("unsupported_media_type");
    const form = await request(app).post("/__admin/reset").type("form").send({ a: "1" });
    expect(form.status).toBe(415);
    await request(app)
      .get("/api-keys/v2/projects/p1/locations/global/keys/kept")
      .set("Authorization", "Bearer dev-token")
      .expect(200);
  });

  test("a JSON body and a body-less POST are both admin requests", async () => {
    const app = await gateway();
    await request(app).post("/__admin/reset").expect(200);
    await request(app).post("/__admin/reset").send({}).expect(200);
    await request(app)
      .post("/__admin/clock/advance")
      .set("content-type", "application/merge-patch+json")
      .send(JSON.stringify({ duration: "PT1M" }))
      .expect(200, { now: "2026-01-01T00:01:00.000Z" });
  });
});

test.each([
  "__proto__",
  "toString",
  "__defineGetter__",
  "constructor",
  "hasOwnProperty",
])("admin action %s is a 404: only the service's own actions run", async (action) => {
  const app = await gateway();
  const res = await request(app).post(`/__admin/services/message-content/${action}`).send({});
  expect(res.status).toBe(404);
  expect(res.body.error).toEqual({ kind: "not_found", message: expect.stringContaining(action) });
});

test("add-account with an existing account SID is a conflict that keeps the account's token", async () => {
  const app = await gateway();
  const sid = `AC${"0123456789abcdef".repeat(2)}`;
  const add = (token: string) =>
    request(app)
      .post("/__admin/services/message-content/add-account")
      .send({ account_sid: sid, auth_token: token, friendly_name: "Shop" });
  await add("first-token-0123456789").expect(200);
  const again = await add("attacker-token-9876543210");
  expect(again.status).toBe(409);
  expect(again.body.error).toEqual({ kind: "already_exists", message: expect.stringContaining(sid) });
  const basic = (token: string) => `Basic ${Buffer.from(`${sid}:${token}`).toString("base64")}`;
  await request(app)
    .get("/message-content/v1/Content")
    .set("Authorization", basic("first-token-0123456789"))
    .expect(200);
  await request(app)
    .get("/message-content/v1/Content")
    .set("Authorization", basic("attacker-token-9876543210"))
    .expect(401);
});
