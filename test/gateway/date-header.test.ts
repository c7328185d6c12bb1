/**
 * Every answer's `Date` is the gateway clock's: a service's answer and its errors, an unknown path, the admin
 * API, /healthz, and a request Node's parser refuses. Moved 30 days ahead, the answers say so.
 */
import type { AddressInfo } from "node:net";
import request from "supertest";
import { createApp, listen } from "../../src/app";
import { silentLogger } from "../../src/http/logger";
import { ManualClock } from "../../src/runtime/clock";
import { listen as listenUpstream, startProxy } from "../proxy/support";
import { sendRaw } from "../support/raw-http";

const START = "2026-03-01T08:30:00Z";
const KEYS = "/api-keys/v2/projects/p1/locations/global/keys";
const BEARER = { Authorization: "Bearer dev-token" };

test("moved 30 days ahead through the admin API, every kind of answer carries the clock's date", async () => {
  const clock = new ManualClock(START);
  const app = await createApp({ services: ["api-keys", "message-content"], clock, logger: silentLogger() });
  expect((await request(app).get(KEYS).set(BEARER)).headers.date).toBe("Sun, 01 Mar 2026 08:30:00 GMT");

  const moved = await request(app).post("/__admin/clock/advance").send({ duration: "P30D" });
  expect(moved.headers.date).toBe("Tue, 31 Mar 2026 08:30:00 GMT");
  const set = await request(app).put("/__admin/clock").send({ now: "2026-03-31T08:30:00Z" });
  expect(set.headers.date).toBe("Tue, 31 Mar 2026 08:30:00 GMT");
  const answers = await Promise.all([
    request(app).get(KEYS).set(BEARER),
    request(app).get(KEYS),
    request(app).get("/api-keys/v2/nothing-here").set(BEARER),
    request(app).get("/no-such-service"),
    request(app).get("/healthz"),
    request(app).get("/__admin/clock"),
    request(app).get("/message-content/v1/Content"),
  ]);
  expect(answers.map((a) => a.status)).toEqual([200, 401, 404, 404, 200, 200, 401]);
  for (const a of answers) expect(a.headers.date).toBe("Tue, 31 Mar 2026 08:30:00 GMT");
});

test("a request the HTTP parser refuses is dated by the clock too", async () => {
  const clock = new ManualClock("2027-07-04T12:00:00Z");
  const server = listen(
    await createApp({ services: ["api-keys"], clock, logger: silentLogger() }),
    0,
    "127.0.0.1",
  );
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const answer = String(
      await sendRaw(
        `http://127.0.0.1:${port}`,
        `GET ${KEYS}/${"a".repeat(17_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
      ),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toContain("\r\nDate: Sun, 04 Jul 2027 12:00:00 GMT\r\n");
  } finally {
    server.close();
  }
});

test("in proxy mode the upstream's answer keeps the upstream's Date; the gateway's own answers carry its clock's", async () => {
  const upstream = await listenUpstream((_req, res) => {
    res.writeHead(200, { "content-type": "application/json", date: "Mon, 01 Jan 2001 00:00:00 GMT" });
    res.end(JSON.stringify({ keys: [] }));
  });
  const proxy = await startProxy(`${upstream.url}/api-keys`);
  try {
    const proxied = await request(proxy.url).get(KEYS).set(BEARER);
    expect([proxied.status, proxied.headers.date]).toEqual([200, "Mon, 01 Jan 2001 00:00:00 GMT"]);
    const own = await request(proxy.url).get("/healthz");
    expect(own.headers.date).toBe(proxy.clock.now().toUTCString());
  } finally {
    await proxy.close();
    await upstream.close();
  }
});
