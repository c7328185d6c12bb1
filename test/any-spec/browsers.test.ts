/**
 * Browsers and HTTP on Twilio's published Content API document (test/corpus/): a CORS preflight is passed to
 * the upstream in proxy mode and answered by the mock, never refused nor recorded as a violation; HEAD on a
 * GET operation is served as that GET without its body. The same for a built-in service in proxy mode, and
 * HEAD for a reference service.
 */
import path from "node:path";
import { loadSpecs } from "../../src/any-spec/load";
import type { SpecMount } from "../../src/config";
import { listen, rawRequest, readAll, startProxy, type Upstream, violations } from "../proxy/support";
import { startGateway, type TestGateway } from "../support/gateway";
import { tempCache } from "./support";

const TWILIO_CONTENT = path.join(__dirname, "../corpus/twilio_content_v1.json");
const ORIGIN = "https://app.example.com";
const PREFLIGHT = {
  origin: ORIGIN,
  "access-control-request-method": "POST",
  "access-control-request-headers": "authorization, content-type",
};
/** A well-formed Content SID (`^HX[0-9a-fA-F]{32}$`). */
const SID = `HX${"0123456789abcdef".repeat(2)}`;

const header = (raw: readonly string[], name: string): string | undefined => {
  for (let i = 0; i < raw.length; i += 2) if (raw[i].toLowerCase() === name) return raw[i + 1];
  return undefined;
};

const cache = tempCache();
const received: { method: string; url: string; headers: Record<string, unknown> }[] = [];
let upstream: Upstream;
let gw: TestGateway;
let builtIn: TestGateway;
let reference: TestGateway;

beforeAll(async () => {
  upstream = await listen(async (req, res) => {
    await readAll(req);
    received.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers });
    if (req.method === "OPTIONS") {
      // The upstream's own CORS policy: the gateway passes it on as it comes.
      res.writeHead(204, {
        "access-control-allow-origin": String(req.headers.origin),
        "access-control-allow-methods": "GET, POST, DELETE",
        "x-upstream": "cors",
      });
      res.end();
      return;
    }
    const body = JSON.stringify({ contents: [], meta: {} });
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    res.end(body);
  });
  const mounts: SpecMount[] = [
    {
      name: "content",
      file: TWILIO_CONTENT,
      basePath: "/content",
      target: { kind: "proxy", upstream: { url: upstream.url, policy: "enforce", timeoutMs: 5000 } },
    },
    {
      name: "content-mock",
      file: TWILIO_CONTENT,
      basePath: "/content-mock",
      // Answers from the document's examples (the stateful mock's records have tests of their own).
      target: { kind: "mock", policy: "enforce", stateless: true },
    },
  ];
  gw = await startGateway({ services: [], specs: await loadSpecs(mounts, cache.dir, new Map()) });
  builtIn = await startProxy(`${upstream.url}/api-keys`);
  reference = await startGateway({ services: ["api-keys"] });
});
afterAll(async () => {
  await Promise.all([gw.close(), builtIn.close(), reference.close(), upstream.close()]);
  cache.remove();
});

describe("proxy mode", () => {
  test("a preflight goes to the upstream unchecked, its answer comes back as given, nothing is recorded", async () => {
    const before = received.length;
    const res = await rawRequest(`${gw.url}/content/v1/Content`, { method: "OPTIONS", headers: PREFLIGHT });
    expect(res.status).toBe(204);
    expect(header(res.rawHeaders, "access-control-allow-origin")).toBe(ORIGIN);
    expect(header(res.rawHeaders, "x-upstream")).toBe("cors");
    expect(received.slice(before)).toMatchObject([
      {
        method: "OPTIONS",
        url: "/v1/Content",
        headers: { origin: ORIGIN, "access-control-request-method": "POST" },
      },
    ]);
    // A path the document does not declare is the upstream's to answer too.
    const other = await rawRequest(`${gw.url}/content/v1/Elsewhere`, {
      method: "OPTIONS",
      headers: PREFLIGHT,
    });
    expect(other.status).toBe(204);
    expect((await violations(gw)).total).toBe(0);
  });

  test("an OPTIONS that is no preflight is a call of an operation the document does not declare", async () => {
    const res = await rawRequest(`${gw.url}/content/v1/Content`, { method: "OPTIONS" });
    expect(res.status).toBe(405);
    expect((await violations(gw)).total).toBe(1);
  });

  test("HEAD on a GET operation is validated as that GET and forwarded as HEAD", async () => {
    const before = received.length;
    const res = await rawRequest(`${gw.url}/content/v1/Content/${SID}`, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(0);
    expect(received.slice(before)).toMatchObject([{ method: "HEAD", url: `/v1/Content/${SID}` }]);
    // The GET's parameters are checked: PageSize is at most 1000.
    const invalid = await rawRequest(`${gw.url}/content/v1/Content?PageSize=5000`, { method: "HEAD" });
    expect(invalid.status).toBe(400);
    expect(received.length).toBe(before + 1);
    // A path without GET still has no HEAD.
    const post = await rawRequest(`${gw.url}/content/v1/Content/${SID}/ApprovalRequests/whatsapp`, {
      method: "HEAD",
    });
    expect(post.status).toBe(405);
  });

  test("a built-in service in proxy mode passes preflights on and serves HEAD as GET", async () => {
    const before = received.length;
    const keys = "/api-keys/v2/projects/p1/locations/global/keys";
    const preflight = await rawRequest(`${builtIn.url}${keys}`, { method: "OPTIONS", headers: PREFLIGHT });
    expect(preflight.status).toBe(204);
    expect(header(preflight.rawHeaders, "access-control-allow-methods")).toBe("GET, POST, DELETE");
    const head = await rawRequest(`${builtIn.url}${keys}?pageSize=10`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(received.slice(before).map((r) => `${r.method} ${r.url}`)).toEqual([
      "OPTIONS /api-keys/v2/projects/p1/locations/global/keys",
      "HEAD /api-keys/v2/projects/p1/locations/global/keys?pageSize=10",
    ]);
    expect((await violations(builtIn)).total).toBe(0);
  });
});

describe("mock mode", () => {
  test("a preflight is answered with the methods the document declares at the path", async () => {
    const res = await rawRequest(`${gw.url}/content-mock/v1/Content/${SID}`, {
      method: "OPTIONS",
      headers: PREFLIGHT,
    });
    expect(res.status).toBe(204);
    expect(header(res.rawHeaders, "access-control-allow-origin")).toBe(ORIGIN);
    expect(header(res.rawHeaders, "access-control-allow-methods")).toBe("GET, PUT, DELETE");
    expect(header(res.rawHeaders, "access-control-allow-headers")).toBe("authorization, content-type");
    expect(header(res.rawHeaders, "access-control-allow-credentials")).toBe("true");
    // A path the document does not declare: allowed nothing, so the browser does not send the request.
    const unknown = await rawRequest(`${gw.url}/content-mock/v1/Elsewhere`, {
      method: "OPTIONS",
      headers: PREFLIGHT,
    });
    expect(unknown.status).toBe(204);
    expect(header(unknown.rawHeaders, "access-control-allow-origin")).toBeUndefined();
    expect(header(unknown.rawHeaders, "access-control-allow-methods")).toBeUndefined();
    const summary = await violations(gw);
    expect(summary.byOperation.filter((v) => v.service === "content-mock")).toEqual([]);
  });

  test("a browser may read the mock's answers, rejections included", async () => {
    const ok = await rawRequest(`${gw.url}/content-mock/v1/Content`, { headers: { origin: ORIGIN } });
    expect(ok.status).toBe(200);
    expect(header(ok.rawHeaders, "access-control-allow-origin")).toBe(ORIGIN);
    const refused = await rawRequest(`${gw.url}/content-mock/v1/Content?PageSize=5000`, {
      headers: { origin: ORIGIN },
    });
    expect(refused.status).toBe(400);
    expect(header(refused.rawHeaders, "access-control-allow-origin")).toBe(ORIGIN);
    // Without an Origin (no browser), no CORS header.
    const plain = await rawRequest(`${gw.url}/content-mock/v1/Content`);
    expect(header(plain.rawHeaders, "access-control-allow-origin")).toBeUndefined();
  });

  test("HEAD is the GET's answer without its body", async () => {
    const get = await rawRequest(`${gw.url}/content-mock/v1/Content/${SID}`);
    const head = await rawRequest(`${gw.url}/content-mock/v1/Content/${SID}`, { method: "HEAD" });
    expect(get.status).toBe(200);
    expect(get.body.length).toBeGreaterThan(0);
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(header(head.rawHeaders, "content-type")).toBe(header(get.rawHeaders, "content-type"));
    expect(header(head.rawHeaders, "content-length")).toBe(String(get.body.length));
  });
});

test("a reference service answers HEAD on a GET operation as that GET without its body", async () => {
  const list = `${reference.url}/api-keys/v2/projects/p1/locations/global/keys`;
  const keys = `${list}?pageSize=5`;
  const auth = { authorization: "Bearer dev-token" };
  const get = await rawRequest(keys, { headers: auth });
  const head = await rawRequest(keys, { method: "HEAD", headers: auth });
  expect(get.status).toBe(200);
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
  expect(header(head.rawHeaders, "content-length")).toBe(String(get.body.length));
  const invalid = await rawRequest(`${list}?pageSize=x`, { method: "HEAD", headers: auth });
  expect(invalid.status).toBe(400);
});
