/** /healthz, the admin API (clock, reset, guard, switch) and the 500 path of an unexpected exception. */
import { Writable } from "node:stream";
import pino from "pino";
import request from "supertest";
import { createApp } from "../../src/app";
import { silentLogger } from "../../src/http/logger";
import { ManualClock } from "../../src/runtime/clock";
import { MemoryStore } from "../../src/runtime/memory-store";
import type { Collection } from "../../src/runtime/store";

const services = ["api-keys"] as const;

test("healthz lists every mounted service with its base path and mode", async () => {
  const app = await createApp({ services, logger: silentLogger(), clock: new ManualClock() });
  const res = await request(app).get("/healthz").expect(200);
  expect(res.body).toMatchObject({
    status: "ok",
    now: "2026-01-01T00:00:00.000Z",
    services: [{ slug: "api-keys", basePath: "/api-keys", mode: "reference" }],
  });
});

describe("admin clock", () => {
  test("reads, advances by an ISO 8601 duration and sets the clock", async () => {
    const clock = new ManualClock("2026-03-01T00:00:00Z");
    const app = await createApp({ services, clock, logger: silentLogger() });
    await request(app).get("/__admin/clock").expect(200, { now: "2026-03-01T00:00:00.000Z" });
    await request(app)
      .post("/__admin/clock/advance")
      .send({ duration: "P30DT1H" })
      .expect(200, { now: "2026-03-31T01:00:00.000Z" });
    await request(app)
      .put("/__admin/clock")
      .send({ now: "2026-06-01T12:00:00Z" })
      .expect(200, { now: "2026-06-01T12:00:00.000Z" });
    expect(clock.now().toISOString()).toBe("2026-06-01T12:00:00.000Z");
  });

  test.each([
    ["a missing duration", "post", "/__admin/clock/advance", {}, 400],
    ["a duration that is not ISO 8601", "post", "/__admin/clock/advance", { duration: "30 days" }, 400],
    ["a time in the past", "put", "/__admin/clock", { now: "2020-01-01T00:00:00Z" }, 400],
    ["a time that is not a timestamp", "put", "/__admin/clock", { now: "tomorrow" }, 400],
    ["an unknown admin endpoint", "post", "/__admin/nothing", {}, 404],
    ["an unknown service action", "post", "/__admin/services/api-keys/explode", {}, 404],
  ] as const)("rejects %s", async (_name, method, url, body, status) => {
    const app = await createApp({ services, clock: new ManualClock(), logger: silentLogger() });
    const res = await request(app)[method](url).send(body);
    expect(res.status).toBe(status);
    expect(res.body.error).toEqual({ kind: expect.any(String), message: expect.any(String) });
  });
});

describe("admin bodies", () => {
  /**
   * Every action of every service, and the gateway's own commands, refuse a field they do not take, naming
   * it, rather than answer as if they had used it. Billing's `receive-callout` is the receiver of whatever a
   * callout sends, so it takes any body and is not listed.
   */
  const actions: [string, string][] = [
    ["access-approval", "raise-approval-request"],
    ["access-approval", "add-resource"],
    ["address-lookup", "add-key"],
    ["address-lookup", "top-up"],
    ["billing", "received-callouts"],
    ["billing", "issue-token"],
    ["billing", "start-mass-action"],
    ["config-delivery", "trigger-alarm"],
    ["identity-verification", "add-customer"],
    ["identity-verification", "rotate-key"],
    ["identity-verification", "set-callback-url"],
    ["identity-verification", "received-notifications"],
    ["identity-verification", "background-jobs"],
    ["identity-verification", "sent-messages"],
    ["message-content", "add-account"],
    ["message-content", "review-approval"],
    ["pipeline-config", "approve-oauth-consent"],
  ];
  const commands: [string, "post" | "put", string, object][] = [
    ...actions.map(([slug, action]): [string, "post", string, object] => [
      `${slug} ${action}`,
      "post",
      `/__admin/services/${slug}/${action}`,
      {},
    ]),
    ["reset", "post", "/__admin/reset", {}],
    ["clock advance", "post", "/__admin/clock/advance", { duration: "P1D" }],
    ["clock set", "put", "/__admin/clock", { now: "2027-01-01T00:00:00Z" }],
    [
      "snapshot import",
      "put",
      "/__admin/snapshot",
      { format: "openapi-gateway-snapshot", version: 1, collections: {} },
    ],
  ];
  let app: Awaited<ReturnType<typeof createApp>>;
  beforeAll(async () => {
    app = await createApp({ clock: new ManualClock(), logger: silentLogger() });
  });

  test.each(commands)("%s refuses a field it does not take, naming it", async (_name, method, url, body) => {
    const res = await request(app)
      [method](url)
      .send({ ...body, allowed_url: "https://shop.example" });
    expect([res.status, res.body.error.kind]).toEqual([400, "invalid_argument"]);
    expect(res.body.error.message).toMatch(/^body\.allowed_url: is not a field taken here/);
  });

  test("a nested object refuses what it does not take too", async () => {
    const res = await request(app)
      .post("/__admin/services/identity-verification/add-customer")
      .send({
        customerId: "c-9",
        apiKeys: ["key-12345678"],
        children: [{ childId: "x", apiKeys: ["key-12345678"], colour: "red" }],
      });
    expect([res.status, res.body.error.message]).toEqual([
      400,
      expect.stringMatching(/^body\.children\[0\]\.colour:/),
    ]);
  });
});

test("a configured admin token guards every admin endpoint", async () => {
  const app = await createApp({ services, logger: silentLogger(), admin: { token: "s3cret" } });
  await request(app).get("/__admin/clock").expect(401);
  await request(app).get("/__admin/clock").set("Authorization", "Bearer wrong").expect(401);
  await request(app).get("/__admin/clock").set("Authorization", "Bearer s3cret").expect(200);
  await request(app).post("/__admin/reset").set("x-admin-token", "s3cret").expect(200);
});

test("the admin API can be switched off", async () => {
  const app = await createApp({ services, logger: silentLogger(), admin: { enabled: false } });
  await request(app).get("/__admin/clock").expect(404);
});

test("an unexpected exception is a 500 in the dialect, without a stack, logged with its request id", async () => {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const store = new MemoryStore();
  const failing = store.collection("api-keys", "keys") as Collection<unknown>;
  failing.list = () => {
    throw new Error("disk on fire");
  };
  const app = await createApp({ services, store, logger: pino({ level: "info" }, sink) });
  const res = await request(app)
    .get("/api-keys/v2/projects/p1/locations/global/keys")
    .set("Authorization", "Bearer dev-token")
    .set("x-request-id", "req-500");
  expect(res.status).toBe(500);
  expect(res.body).toEqual({
    error: { code: 500, status: "INTERNAL", message: "internal error; request id req-500" },
  });
  expect(JSON.stringify(res.body)).not.toContain("disk on fire");
  const logged = lines.find((l) => l.msg === "unexpected error");
  expect(logged).toMatchObject({ requestId: "req-500", err: { message: "disk on fire" } });
  expect(lines.find((l) => l.requestId === "req-500" && l.status === 500)).toMatchObject({
    method: "GET",
    service: "api-keys",
    operationId: "listKeys",
  });
});

test("paths outside every service answer 404 with the list of base paths", async () => {
  const app = await createApp({ services, logger: silentLogger() });
  const res = await request(app).get("/nowhere").expect(404);
  expect(res.body.services).toEqual(["/api-keys"]);
});
