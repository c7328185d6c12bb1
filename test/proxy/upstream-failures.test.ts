/**
 * Upstreams that fail: one that never answers (504 after the configured idle timeout), one that is down
 * (502), one that breaks off mid-body; and a client that goes away, which aborts the upstream call.
 * Gateway-made answers are in Google's format, the dialect of the API-key service.
 */
import http from "node:http";
import type { TestGateway } from "../support/gateway";
import { closedPort, listen, metricsText, rawRequest, sample, startProxy, type Upstream } from "./support";

const KEY = "/api-keys/v2/projects/p1/locations/global/keys/k";
const AUTH = { authorization: "Bearer t" };

describe("an upstream that hangs", () => {
  let upstream: Upstream;
  let proxy: TestGateway;
  beforeAll(async () => {
    // Takes the request and never answers.
    upstream = await listen((req) => req.resume());
    proxy = await startProxy(upstream.url, { timeoutMs: 200 });
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  test("is a 504 DEADLINE_EXCEEDED once the timeout passes", async () => {
    const res = await rawRequest(`${proxy.url}${KEY}`, { headers: AUTH });
    expect(res.status).toBe(504);
    expect(JSON.parse(res.body.toString())).toEqual({
      error: { code: 504, status: "DEADLINE_EXCEEDED", message: expect.stringContaining("200 ms") },
    });
    const metrics = await metricsText(proxy);
    expect(
      sample(metrics, "gateway_proxy_requests_total", { outcome: "upstream_timeout", status: "504" }),
    ).toBe(1);
  });
});

describe("an upstream that is down", () => {
  let proxy: TestGateway;
  beforeAll(async () => {
    proxy = await startProxy(`http://127.0.0.1:${await closedPort()}`);
  });
  afterAll(() => proxy.close());

  test("is a 502 UNAVAILABLE", async () => {
    const res = await rawRequest(`${proxy.url}${KEY}`, { headers: AUTH });
    expect(res.status).toBe(502);
    expect(JSON.parse(res.body.toString())).toEqual({
      error: { code: 502, status: "UNAVAILABLE", message: expect.stringContaining("ECONNREFUSED") },
    });
    const metrics = await metricsText(proxy);
    expect(
      sample(metrics, "gateway_proxy_requests_total", { outcome: "upstream_unreachable", status: "502" }),
    ).toBe(1);
  });
});

describe("an upstream that breaks off mid-body", () => {
  let upstream: Upstream;
  let proxy: TestGateway;
  beforeAll(async () => {
    upstream = await listen((_req, res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": "1000" });
      res.write('{"name":"projects/p1/locations/global/keys/k",', () => res.socket?.destroy());
    });
    proxy = await startProxy(upstream.url);
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  test("breaks the client's response off too, rather than completing it", async () => {
    await expect(rawRequest(`${proxy.url}${KEY}`, { headers: AUTH })).rejects.toThrow();
    const metrics = await metricsText(proxy);
    expect(sample(metrics, "gateway_proxy_requests_total", { outcome: "upstream_aborted" })).toBe(1);
  });
});

describe("a client that aborts", () => {
  let upstream: Upstream;
  let proxy: TestGateway;
  let arrived: () => void;
  let aborted: () => void;
  const arrival = new Promise<void>((r) => {
    arrived = r;
  });
  const abort = new Promise<void>((r) => {
    aborted = r;
  });
  beforeAll(async () => {
    upstream = await listen((req, res) => {
      req.resume();
      arrived();
      // The upstream is still working on the answer when its caller goes away.
      res.on("close", () => {
        if (!res.writableFinished) aborted();
      });
    });
    proxy = await startProxy(upstream.url, { timeoutMs: 20_000 });
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  test("aborts the upstream call", async () => {
    const req = http.request(`${proxy.url}${KEY}`, { headers: AUTH, agent: false });
    req.on("error", () => undefined);
    req.end();
    await arrival;
    req.destroy();
    await abort;
    const metrics = await metricsText(proxy);
    expect(sample(metrics, "gateway_proxy_requests_total", { outcome: "client_aborted" })).toBe(1);
  });
});
