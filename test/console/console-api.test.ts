/**
 * The console over HTTP: guarded like the rest of the admin API (its page past the Host and Origin checks, its
 * data behind the token too), its page unframeable and served offline with its chart library, the read-only
 * listings it draws on, and the events stream: the finished requests of the services with credentials
 * redacted and their violations, nothing of the admin API's own calls, and no work on any request while
 * nobody is connected.
 */
import type { RequestHandler } from "express";
import request from "supertest";
import { loadSpecs } from "../../src/any-spec/load";
import { type AppOptions, createApp } from "../../src/app";
import { silentLogger } from "../../src/http/logger";
import { ManualClock } from "../../src/runtime/clock";
import { mocked, tempCache } from "../any-spec/support";
import { startGateway, type TestGateway } from "../support/gateway";

const services = ["api-keys"] as const;
const KEYS = "/api-keys/v2/projects/p1/locations/global/keys";

const gateway = (admin: AppOptions["admin"] = {}) =>
  createApp({ services, clock: new ManualClock(), logger: silentLogger(), admin });

describe("the guard", () => {
  test.each([
    "/__admin/console",
    "/__admin/console/assets/console.js",
    "/__admin/console/events",
  ])("%s refuses a foreign Host and a foreign Origin", async (path) => {
    const app = await gateway();
    const host = await request(app).get(path).set("Host", "console.attacker.example");
    expect(host.status).toBe(403);
    expect(host.body.error.message).toMatch(/does not answer for Host/);
    const origin = await request(app).get(path).set("Origin", "http://attacker.example");
    expect(origin.status).toBe(403);
    const site = await request(app).get(path).set("Sec-Fetch-Site", "cross-site");
    expect(site.status).toBe(403);
  });

  test("a Host named in ADMIN_HOSTS is answered", async () => {
    const app = await gateway({ allowedHosts: ["gateway.staging.internal"] });
    await request(app).get("/__admin/console").set("Host", "gateway.staging.internal:8080").expect(200);
  });

  test("with a token, the page loads without it but every figure and the events need it", async () => {
    const app = await gateway({ token: "s3cret" });
    const page = await request(app).get("/__admin/console").expect(200);
    expect(page.text).toContain("<title>Gateway console</title>");
    await request(app).get("/__admin/console/assets/console.css").expect(200);
    for (const path of [
      "/__admin/console/events",
      "/__admin/services",
      "/__admin/records",
      "/__admin/due-work",
    ]) {
      const refused = await request(app).get(path);
      expect(refused.status).toBe(401);
      expect(refused.body.error.kind).toBe("unauthenticated");
      await request(app).get(path).set("Authorization", "Bearer wrong").expect(401);
    }
    await request(app).get("/__admin/services").set("Authorization", "Bearer s3cret").expect(200);
  });

  test("with the admin API off, there is no console", async () => {
    const app = await gateway({ enabled: false });
    await request(app).get("/__admin/console").expect(404);
  });
});

test("the page may not be framed, runs only its own scripts, and serves Chart.js from the installed package", async () => {
  const app = await gateway();
  const page = await request(app).get("/__admin/console").expect(200);
  expect(page.headers["content-type"]).toMatch(/^text\/html/);
  expect(page.headers["x-frame-options"]).toBe("DENY");
  expect(page.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
  expect(page.headers["content-security-policy"]).toMatch(/script-src 'self'/);
  const scripts = [...page.text.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
  expect(scripts).toEqual(["/__admin/console/vendor/chart.umd.min.js", "/__admin/console/assets/console.js"]);
  for (const src of scripts) {
    const res = await request(app).get(src).expect(200);
    expect(res.headers["content-type"]).toMatch(/javascript/);
  }
  const chart = await request(app).get("/__admin/console/vendor/chart.umd.min.js");
  expect(chart.text).toMatch(/Chart\.js v4\./);
  await request(app).get("/__admin/console/assets/../../admin.ts").expect(404);
});

test("the listings: services with their modes, records per collection, due work soonest first", async () => {
  const app = await gateway();
  const listed = await request(app).get("/__admin/services").expect(200);
  expect(listed.body).toEqual([
    expect.objectContaining({
      name: "api-keys",
      kind: "service",
      basePath: "/api-keys",
      mode: { mode: "reference" },
      docs: "/docs/api-keys",
      spec: "/api-keys/openapi.yaml",
      operations: expect.any(Number),
    }),
  ]);
  await request(app)
    .get("/__admin/records")
    .expect(200, [{ service: "api-keys", records: 0, collections: [] }]);
  const auth = { Authorization: "Bearer dev-token" };
  await request(app).post(`${KEYS}?keyId=k1`).set(auth).send({}).expect(200);
  await request(app).delete(`${KEYS}/k1`).set(auth).expect(200);
  await request(app).post("/__admin/clock/advance").send({ duration: "P1D" }).expect(200);
  await request(app).post(`${KEYS}?keyId=k2`).set(auth).send({}).expect(200);
  await request(app).delete(`${KEYS}/k2`).set(auth).expect(200);
  const records = await request(app).get("/__admin/records").expect(200);
  expect(records.body).toEqual([
    {
      service: "api-keys",
      records: 4,
      collections: expect.arrayContaining([
        { name: "keys", records: 2 },
        { name: "due-work", records: 2 },
      ]),
    },
  ]);
  const due = await request(app).get("/__admin/due-work").expect(200);
  expect(due.body).toEqual([
    {
      service: "api-keys",
      count: 2,
      next: [
        { key: "purge:projects/p1/locations/global/keys/k1", kind: "purge", at: "2026-01-31T00:00:00.000Z" },
        { key: "purge:projects/p1/locations/global/keys/k2", kind: "purge", at: "2026-02-01T00:00:00.000Z" },
      ],
    },
  ]);
});

describe("the events stream", () => {
  const cache = tempCache();
  let gw: TestGateway;
  /** `finish` listeners on each service request's response, as a middleware after the gateway's first sees them. */
  const finishListeners: number[] = [];
  const count: RequestHandler = (_req, res, next) => {
    finishListeners.push(res.listenerCount("finish"));
    next();
  };

  beforeAll(async () => {
    const specs = await loadSpecs([mocked("inventory", "inventory.yaml", "report")], cache.dir, new Map());
    gw = await startGateway({ services, specs, middleware: [count] });
  });
  afterAll(async () => {
    await gw.close();
    cache.remove();
  });

  /** Reads events from an open stream until `until` holds of them (or two seconds pass). */
  async function readEvents(
    reader: ReadableStreamDefaultReader<string>,
    until: (events: { event: string; data: Record<string, unknown> }[]) => boolean,
  ) {
    const events: { event: string; data: Record<string, unknown> }[] = [];
    let buffer = "";
    const deadline = Date.now() + 2000;
    while (!until(events) && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) });
      }
    }
    return events;
  }

  test("a request gets a listener for the console only while one is connected; finished requests arrive with the gateway's time, redacted paths and their violations", async () => {
    finishListeners.length = 0;
    await fetch(`${gw.url}${KEYS}`, { headers: { authorization: "Bearer dev-token" } });
    await fetch(`${gw.url}/inventory/items`);
    const [idle] = finishListeners;
    expect(finishListeners).toEqual([idle, idle]);

    const stop = new AbortController();
    const res = await fetch(`${gw.url}/__admin/console/events`, { signal: stop.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-cache, no-transform");
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    const first = await readEvents(reader, (e) => e.length > 0);
    expect(first[0]).toEqual({ event: "clock", data: { now: "2026-01-01T00:00:00.000Z" } });

    gw.clock.advance(5000);
    finishListeners.length = 0;
    await fetch(`${gw.url}/__admin/clock`);
    const valid = await fetch(`${gw.url}${KEYS}?key=AIzaSecret`, {
      headers: { authorization: "Bearer dev-token" },
    });
    const invalid = await fetch(`${gw.url}/inventory/items`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Washer", quantity: 0 }),
    });
    expect(finishListeners).toEqual([idle + 1, idle + 1, idle + 1]);
    const events = await readEvents(reader, (e) => e.filter((x) => x.event === "request").length >= 2);
    const requests = events.filter((e) => e.event === "request").map((e) => e.data);
    expect(requests).toEqual([
      {
        requestId: valid.headers.get("x-request-id"),
        time: "2026-01-01T00:00:05.000Z",
        method: "GET",
        path: `${KEYS}?key=[redacted]`,
        status: 200,
        service: "api-keys",
        operationId: "listKeys",
        durationMs: expect.any(Number),
        violations: [],
      },
      {
        requestId: invalid.headers.get("x-request-id"),
        time: "2026-01-01T00:00:05.000Z",
        method: "POST",
        path: "/inventory/items",
        status: 201,
        service: "inventory",
        operationId: "createItem",
        durationMs: expect.any(Number),
        violations: [
          {
            direction: "request",
            kind: "schema",
            action: "forwarded",
            errors: [expect.objectContaining({ pointer: "/body/quantity", keyword: "minimum" })],
          },
        ],
      },
    ]);

    stop.abort();
    await reader.cancel().catch(() => undefined);
    // Once the console has gone, requests are back to no listener of its own.
    const deadline = Date.now() + 2000;
    for (;;) {
      finishListeners.length = 0;
      await fetch(`${gw.url}${KEYS}`, { headers: { authorization: "Bearer dev-token" } });
      if (finishListeners[0] === idle || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(finishListeners).toEqual([idle]);
  });
});
