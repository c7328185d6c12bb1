/**
 * The request side: enforce answers an invalid request in Google's dialect and never forwards it; report
 * forwards it byte for byte and records it. What is forwarded: method, re-based raw path and query,
 * headers without hop-by-hop ones, Authorization untouched, X-Forwarded-* and X-Request-Id added.
 */
import type { IncomingHttpHeaders } from "node:http";
import type { TestGateway } from "../support/gateway";
import {
  listen,
  metricsText,
  rawRequest,
  readAll,
  sample,
  startProxy,
  type Upstream,
  violations,
} from "./support";

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  rawHeaders: string[];
  body: Buffer;
}

let upstream: Upstream;
let enforcing: TestGateway;
let reporting: TestGateway;
const seen: Seen[] = [];

beforeAll(async () => {
  upstream = await listen(async (req, res) => {
    const body = await readAll(req);
    seen.push({
      method: req.method ?? "",
      url: req.url ?? "",
      headers: req.headers,
      rawHeaders: req.rawHeaders,
      body,
    });
    // Conforming answers, so that only the request side has something to report.
    const reply =
      req.method === "POST"
        ? { name: "operations/1", done: true }
        : { name: "projects/p1/locations/global/keys/k", displayName: "k" };
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(reply));
  });
  enforcing = await startProxy(`${upstream.url}/base`, { policy: "enforce" });
  reporting = await startProxy(`${upstream.url}/base`, { policy: "report" });
});
afterAll(async () => {
  await enforcing.close();
  await reporting.close();
  await upstream.close();
});

const KEYS = "/api-keys/v2/projects/p1/locations/global/keys";
const AUTH = { Authorization: "Bearer real-upstream-token" };

const INVALID = [
  {
    name: "a path parameter outside its enum",
    method: "GET",
    path: "/api-keys/v2/projects/p1/locations/mars/keys/k",
    status: 400,
    kind: "schema",
    pointer: "/params/location",
  },
  {
    name: "a body that breaks the schema",
    method: "POST",
    path: KEYS,
    type: "application/json",
    body: '{"restrictions":{"nope":true}}',
    status: 400,
    kind: "schema",
    pointer: "/body/restrictions/nope",
  },
  {
    name: "a body that is not JSON",
    method: "POST",
    path: KEYS,
    type: "application/json",
    body: '{"displayName": ',
    status: 400,
    kind: "schema",
    pointer: "/body",
  },
  {
    name: "an undeclared content type",
    method: "POST",
    path: KEYS,
    type: "text/plain",
    body: "displayName=x",
    status: 415,
    kind: "content_type",
    pointer: "/headers/content-type",
  },
  {
    name: "a path no operation has",
    method: "GET",
    path: "/api-keys/v2/nowhere",
    status: 404,
    kind: "unknown_operation",
    pointer: "",
  },
  {
    name: "a method the path does not take",
    method: "PUT",
    path: `${KEYS}/k`,
    type: "application/json",
    body: "{}",
    status: 405,
    kind: "unknown_operation",
    pointer: "",
  },
];

describe.each(INVALID)("$name", (c) => {
  const headers = c.type ? { ...AUTH, "content-type": c.type } : AUTH;

  test(`enforce: ${c.status} in Google's format, never forwarded, recorded`, async () => {
    const before = seen.length;
    const res = await rawRequest(`${enforcing.url}${c.path}`, { method: c.method, headers, body: c.body });
    expect(res.status).toBe(c.status);
    const body = JSON.parse(res.body.toString());
    expect(body).toEqual({ error: expect.objectContaining({ code: c.status, message: expect.any(String) }) });
    expect(seen.length).toBe(before);
    const last = (await violations(enforcing)).recent[0];
    expect(last).toMatchObject({ direction: "request", kind: c.kind, action: "rejected", policy: "enforce" });
    expect(last.errors.map((e) => e.pointer)).toContain(c.pointer);
  });

  test("report: forwarded byte for byte, the upstream's answer returned, recorded", async () => {
    const before = seen.length;
    const res = await rawRequest(`${reporting.url}${c.path}`, { method: c.method, headers, body: c.body });
    expect(res.status).toBe(200);
    expect(seen.length).toBe(before + 1);
    const got = seen[seen.length - 1];
    expect(got.method).toBe(c.method);
    expect(got.url).toBe(c.path.replace(/^\/api-keys/, "/base"));
    expect(got.body.toString()).toBe(c.body ?? "");
    const last = (await violations(reporting)).recent[0];
    expect(last).toMatchObject({ direction: "request", kind: c.kind, action: "forwarded", policy: "report" });
    expect(last.errors.map((e) => e.pointer)).toContain(c.pointer);
  });
});

test("enforce counts rejections, report counts the forwarded requests", async () => {
  const e = await metricsText(enforcing);
  expect(
    sample(e, "gateway_proxy_violations_total", { direction: "request", kind: "schema" }),
  ).toBeGreaterThan(0);
  expect(
    sample(e, "gateway_proxy_requests_total", { operation: "createKey", outcome: "rejected", status: "415" }),
  ).toBe(1);
  const r = await metricsText(reporting);
  expect(
    sample(r, "gateway_proxy_requests_total", {
      operation: "createKey",
      outcome: "forwarded",
      status: "200",
    }),
  ).toBe(3);
});

test("a valid request is forwarded with its raw path, query, body and end-to-end headers", async () => {
  const body = '{"displayName":  "spaced  out",\n "annotations": {"a": "b"}}';
  const res = await rawRequest(`${enforcing.url}${KEYS}?keyId=k-1`, {
    method: "POST",
    headers: {
      ...AUTH,
      "content-type": "application/json",
      "x-goog-user-project": "p1",
      "x-forwarded-for": "203.0.113.9",
      "x-forwarded-proto": "gopher",
      connection: "keep-alive, x-private",
      "x-private": "for the gateway only",
      "keep-alive": "timeout=5",
      "x-request-id": "req-42",
    },
    body,
  });
  expect(res.status).toBe(200);
  const got = seen[seen.length - 1];
  expect(got.url).toBe("/base/v2/projects/p1/locations/global/keys?keyId=k-1");
  expect(got.body.toString()).toBe(body);
  expect(got.headers).toMatchObject({
    authorization: "Bearer real-upstream-token",
    "x-goog-user-project": "p1",
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(body)),
    host: new URL(upstream.url).host,
    // The caller's own claim is dropped: the gateway is the first hop the upstream can trust.
    "x-forwarded-for": "127.0.0.1",
    "x-forwarded-proto": "http",
    "x-forwarded-host": new URL(enforcing.url).host,
    "x-request-id": "req-42",
  });
  expect(got.headers["x-private"]).toBeUndefined();
  expect(got.headers["keep-alive"]).toBeUndefined();
  // Names keep their case.
  expect(got.rawHeaders).toContain("Authorization");
});

test("colons and percent-escapes in the path reach the upstream as sent", async () => {
  await rawRequest(`${enforcing.url}${KEYS}/k%2D1:undelete`, {
    method: "POST",
    headers: { ...AUTH, "content-type": "application/json" },
    body: "{}",
  });
  expect(seen[seen.length - 1].url).toBe("/base/v2/projects/p1/locations/global/keys/k%2D1:undelete");
});

test("the proxy does not authenticate: a request without credentials is the upstream's to judge", async () => {
  const before = seen.length;
  const res = await rawRequest(`${enforcing.url}${KEYS}/k`);
  expect(res.status).toBe(200);
  expect(seen.length).toBe(before + 1);
  expect(seen[seen.length - 1].headers.authorization).toBeUndefined();
});

test("query values go as the upstream reads them: reserved characters raw, + for a space and parameters the spec does not declare pass even under enforce, forwarded as sent and reported", async () => {
  const before = seen.length;
  const query = "pageToken=2026-01-01T00:00:00Z,next&pageSize=5&_=1732560000000&colour=light+blue";
  const res = await rawRequest(`${enforcing.url}${KEYS}?${query}`, { headers: AUTH });
  expect(res.status).toBe(200);
  expect(seen.length).toBe(before + 1);
  expect(seen[seen.length - 1].url).toBe(`/base/v2/projects/p1/locations/global/keys?${query}`);
  // The parameters the spec does not declare are reported, so that a client author hears of a typo.
  const request = (await violations(enforcing)).recent.filter((v) => v.path.includes("colour=light"));
  expect(request).toMatchObject([
    {
      direction: "request",
      kind: "unknown_parameter",
      action: "forwarded",
      errors: [{ pointer: "/query/_" }, { pointer: "/query/colour" }],
    },
  ]);
});

test("a violation keeps its URL without the credentials in it: /__admin/violations serves no key", async () => {
  const res = await rawRequest(`${reporting.url}${KEYS}?pageSize=abc&key=AIzaSyD-violations-secret`, {
    headers: AUTH,
  });
  expect(res.status).toBe(200);
  const last = (await violations(reporting)).recent[0];
  expect(last).toMatchObject({ kind: "schema", path: `${KEYS}?pageSize=abc&key=[redacted]` });
  expect(JSON.stringify(await violations(reporting))).not.toContain("violations-secret");
});
