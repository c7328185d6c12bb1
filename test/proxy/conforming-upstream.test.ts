/**
 * The gateway's own reference app on another loopback port is a conforming upstream: a realistic API-key
 * flow through the proxy records no violation, and every response reaches the client byte for byte.
 */
import type { ServerResponse } from "node:http";
import { google } from "googleapis";
import { createApiKeysClient } from "../../generated/api-keys/client";
import { createApp } from "../../src/app";
import { silentLogger } from "../../src/http/logger";
import { ManualClock } from "../../src/runtime/clock";
import { startGateway, type TestGateway } from "../support/gateway";
import {
  endToEndHeaders,
  listen,
  metricsText,
  rawRequest,
  sample,
  startProxy,
  type Upstream,
  violations,
} from "./support";

let upstream: Upstream;
let proxy: TestGateway;
/** The bytes the upstream wrote for each request id. */
const sent = new Map<string, Buffer>();

/** Records what the upstream app writes, keyed by the request id the proxy forwards. */
function tap(res: ServerResponse, id: string): void {
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown) => {
    if (typeof chunk === "string" || Buffer.isBuffer(chunk)) chunks.push(Buffer.from(chunk));
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk);
    return write(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk);
    sent.set(id, Buffer.concat(chunks));
    return end(chunk, ...rest);
  }) as typeof res.end;
}

beforeAll(async () => {
  const app = await createApp({ services: ["api-keys"], clock: new ManualClock(), logger: silentLogger() });
  upstream = await listen((req, res) => {
    tap(res, String(req.headers["x-request-id"]));
    app(req, res);
  });
  proxy = await startProxy(`${upstream.url}/api-keys`, { policy: "enforce" });
});
afterAll(async () => {
  await proxy.close();
  await upstream.close();
});

test("healthz shows the proxied service, its upstream and its policy", async () => {
  const health = (await (await fetch(`${proxy.url}/healthz`)).json()) as { services: unknown[] };
  expect(health.services).toEqual([
    expect.objectContaining({
      slug: "api-keys",
      mode: "proxy",
      upstream: `${upstream.url}/api-keys`,
      policy: "enforce",
    }),
  ]);
});

test("create, list, get, patch, delete, undelete, lookup: no violation, every body byte-identical", async () => {
  const received: { id: string; body: Buffer }[] = [];
  const client = createApiKeysClient(proxy.url, {
    headers: { authorization: "Bearer dev-token" },
    // Keeps the bytes as they arrived, before the client parses them.
    fetch: async (request: Request) => {
      const res = await fetch(request);
      const body = Buffer.from(await res.arrayBuffer());
      received.push({ id: res.headers.get("x-request-id") ?? "", body });
      return new Response(body, { status: res.status, headers: res.headers });
    },
  });
  const path = { project: "staging", location: "global" as const };
  const key = { ...path, key: "proxied" };

  const created = await client.POST("/v2/projects/{project}/locations/{location}/keys", {
    params: { path, query: { keyId: "proxied" } },
    body: { displayName: "Through the proxy", annotations: { team: "payments" } },
  });
  expect(created.data?.response?.name).toBe("projects/staging/locations/global/keys/proxied");

  const listed = await client.GET("/v2/projects/{project}/locations/{location}/keys", {
    params: { path, query: { pageSize: 10 } },
  });
  expect(listed.data?.keys?.map((k) => k.name)).toEqual(["projects/staging/locations/global/keys/proxied"]);

  const got = await client.GET("/v2/projects/{project}/locations/{location}/keys/{key}", {
    params: { path: key },
  });
  expect(got.data?.displayName).toBe("Through the proxy");

  const patched = await client.PATCH("/v2/projects/{project}/locations/{location}/keys/{key}", {
    params: { path: key, query: { updateMask: "displayName" } },
    body: { displayName: "Renamed" },
  });
  expect(patched.data?.response?.displayName).toBe("Renamed");

  const keyString = await client.GET("/v2/projects/{project}/locations/{location}/keys/{key}/keyString", {
    params: { path: key },
  });
  expect(keyString.data?.keyString).toMatch(/^AIza/);

  const deleted = await client.DELETE("/v2/projects/{project}/locations/{location}/keys/{key}", {
    params: { path: key, query: { etag: got.data?.etag } },
  });
  expect(deleted.error).toMatchObject({ error: { code: 409, status: "ABORTED" } });
  const current = await client.GET("/v2/projects/{project}/locations/{location}/keys/{key}", {
    params: { path: key },
  });
  const deletedNow = await client.DELETE("/v2/projects/{project}/locations/{location}/keys/{key}", {
    params: { path: key, query: { etag: current.data?.etag } },
  });
  expect(deletedNow.data?.response?.deleteTime).toBeDefined();

  const undeleted = await client.POST("/v2/projects/{project}/locations/{location}/keys/{key}:undelete", {
    params: { path: key },
    body: {},
  });
  expect(undeleted.data?.response?.deleteTime).toBeUndefined();

  const lookup = await client.GET("/v2/keys:lookupKey", {
    params: { query: { keyString: keyString.data?.keyString ?? "" } },
  });
  expect(lookup.data).toEqual({
    parent: "projects/staging/locations/global",
    name: created.data?.response?.name,
  });

  const missing = await client.GET("/v2/projects/{project}/locations/{location}/keys/{key}", {
    params: { path: { ...path, key: "missing" } },
  });
  expect(missing.error).toMatchObject({ error: { code: 404, status: "NOT_FOUND" } });

  expect(received).toHaveLength(11);
  for (const r of received) expect(r.body.equals(sent.get(r.id) ?? Buffer.alloc(0))).toBe(true);
  const summary = await violations(proxy);
  expect(summary).toMatchObject({ total: 0, recent: [] });

  const metrics = await metricsText(proxy);
  expect(
    sample(metrics, "gateway_proxy_requests_total", {
      operation: "createKey",
      outcome: "forwarded",
      status: "200",
    }),
  ).toBe(1);
  expect(sample(metrics, "gateway_proxy_requests_total", { operation: "deleteKey", status: "409" })).toBe(1);
  expect(sample(metrics, "gateway_proxy_upstream_latency_seconds_count", { operation: "getKey" })).toBe(3);
  expect(metrics).not.toMatch(/^gateway_proxy_violations_total\{/m);
});

test("a call through the proxy and the same call to the upstream directly get identical responses", async () => {
  const paths = [
    "/api-keys/v2/projects/staging/locations/global/keys?pageSize=5",
    "/api-keys/v2/projects/staging/locations/global/keys/proxied",
    "/api-keys/v2/projects/staging/locations/global/keys/missing",
    "/api-keys/v2/projects/staging/locations/global/keys?showDeleted=true",
  ];
  for (const [i, path] of paths.entries()) {
    const headers = { authorization: "Bearer dev-token", "x-request-id": `same-call-${i}` };
    const direct = await rawRequest(`${upstream.url}${path}`, { headers });
    const proxied = await rawRequest(`${proxy.url}${path}`, { headers });
    expect(proxied.status).toBe(direct.status);
    expect(proxied.statusMessage).toBe(direct.statusMessage);
    expect(endToEndHeaders(proxied.rawHeaders)).toEqual(endToEndHeaders(direct.rawHeaders));
    expect(proxied.body.equals(direct.body)).toBe(true);
  }
  expect((await violations(proxy)).total).toBe(0);
});

test("the googleapis client works through the proxy unchanged but for its root URL", async () => {
  const auth = new google.auth.OAuth2();
  auth.setCredentials({ access_token: "dev-token" });
  const keys = google.apikeys({ version: "v2", auth, rootUrl: `${proxy.url}/api-keys/` }).projects.locations
    .keys;
  const parent = "projects/staging/locations/global";
  const created = await keys.create({ parent, keyId: "from-googleapis", requestBody: { displayName: "g" } });
  expect(created.data.done).toBe(true);
  const listed = await keys.list({ parent });
  expect(listed.data.keys?.map((k) => k.name)).toContain(`${parent}/keys/from-googleapis`);
  await expect(keys.get({ name: `${parent}/keys/nope` })).rejects.toMatchObject({ status: 404 });
  expect((await violations(proxy)).total).toBe(0);
});

test("one service proxied while another stays the reference implementation in the same gateway", async () => {
  const mixed = await startGateway({
    services: ["api-keys", "access-approval"],
    proxy: {
      upstreams: { "api-keys": { url: `${upstream.url}/api-keys`, policy: "report", timeoutMs: 5000 } },
    },
  });
  try {
    const health = (await (await fetch(`${mixed.url}/healthz`)).json()) as { services: { slug: string }[] };
    expect(health.services).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ slug: "api-keys", mode: "proxy", policy: "report" }),
        expect.objectContaining({ slug: "access-approval", mode: "reference" }),
      ]),
    );
    const forwardedBefore = sent.size;
    // The reference service answers itself (here: no credentials) and nothing reaches the upstream.
    const own = await fetch(`${mixed.url}/access-approval/v1/projects/p1/approvalRequests`);
    expect(own.status).toBe(401);
    expect(sent.size).toBe(forwardedBefore);
    const proxied = await fetch(`${mixed.url}/api-keys/v2/projects/staging/locations/global/keys/proxied`, {
      headers: { authorization: "Bearer dev-token" },
    });
    expect(proxied.status).toBe(200);
    expect(sent.size).toBe(forwardedBefore + 1);
  } finally {
    await mixed.close();
  }
});
