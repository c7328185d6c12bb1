/**
 * Requests crafted to slip past the validated contract: dot segments that would leave the
 * upstream's base path, and headers that claim another client address or ask for another method or path.
 */
import http, { type IncomingHttpHeaders } from "node:http";
import type { TestGateway } from "../support/gateway";
import { listen, rawRequest, readAll, startProxy, type Upstream } from "./support";

let upstream: Upstream;
const gateways: Record<"enforce" | "report", TestGateway> = {} as never;
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  upstream = await listen(async (req, res) => {
    await readAll(req);
    seen.push({ url: req.url ?? "", headers: req.headers });
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ name: "projects/p1/locations/global/keys/k", displayName: "k" }));
  });
  gateways.enforce = await startProxy(`${upstream.url}/base`, { policy: "enforce" });
  gateways.report = await startProxy(`${upstream.url}/base`, { policy: "report" });
});
afterAll(async () => {
  await gateways.enforce.close();
  await gateways.report.close();
  await upstream.close();
});

/** A GET whose path goes out exactly as written: WHATWG URL parsing would resolve its dot segments. */
function unnormalised(origin: string, path: string): Promise<{ status: number; body: Buffer }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname, port, path, headers: { Authorization: "Bearer t" }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

const KEYS = "/api-keys/v2/projects/p1/locations/global/keys";

describe.each(["enforce", "report"] as const)("%s", (policy) => {
  test.each([
    `${KEYS}/../../../../../../admin/secrets`,
    `${KEYS}/./k`,
    `${KEYS}/%2e%2e/%2E%2E/x`,
    `${KEYS}/.%2e/k`,
    `${KEYS}/k%2f..%2fother`,
    `${KEYS}/k\\..\\other`,
  ])("a path with dot segments (%s) is refused in Google's format and never forwarded", async (path) => {
    const before = seen.length;
    const res = await unnormalised(gateways[policy].url, path);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body.toString())).toEqual({
      error: { code: 400, status: "INVALID_ARGUMENT", message: expect.stringContaining(".. segments") },
    });
    expect(seen.length).toBe(before);
  });
});

test("names that merely contain dots are forwarded", async () => {
  const res = await rawRequest(`${gateways.enforce.url}${KEYS}/k..1`, {
    headers: { Authorization: "Bearer t" },
  });
  expect(res.status).toBe(200);
  expect(seen[seen.length - 1].url).toBe("/base/v2/projects/p1/locations/global/keys/k..1");
});

test("spoofable identity and override headers never reach the upstream", async () => {
  const res = await rawRequest(`${gateways.report.url}${KEYS}/k`, {
    headers: {
      Authorization: "Bearer t",
      "X-Forwarded-For": "203.0.113.9",
      Forwarded: "for=203.0.113.9;proto=https",
      "X-Real-IP": "203.0.113.9",
      "X-Client-IP": "203.0.113.9",
      "X-HTTP-Method-Override": "DELETE",
      "X-HTTP-Method": "DELETE",
      "X-Method-Override": "DELETE",
      "X-Original-URL": "/admin",
      "X-Rewrite-URL": "/admin",
    },
  });
  expect(res.status).toBe(200);
  const got = seen[seen.length - 1].headers;
  expect(got["x-forwarded-for"]).toBe("127.0.0.1");
  for (const name of [
    "forwarded",
    "x-real-ip",
    "x-client-ip",
    "x-http-method-override",
    "x-http-method",
    "x-method-override",
    "x-original-url",
    "x-rewrite-url",
  ])
    expect(got[name]).toBeUndefined();
  expect(got.authorization).toBe("Bearer t");
});
