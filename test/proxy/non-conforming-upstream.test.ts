/**
 * A deliberately non-conforming upstream: every way it breaks the API-key spec is recorded (log line,
 * metric, admin summary), and every response still reaches the client exactly as the upstream sent it.
 */
import { gzipSync } from "node:zlib";
import type { TestGateway } from "../support/gateway";
import {
  capturingLogger,
  endToEndHeaders,
  listen,
  metricsText,
  rawRequest,
  sample,
  startProxy,
  type Upstream,
  violations,
  violationsAfter,
} from "./support";

const KEYS = "/v2/projects/p1/locations/global/keys";

interface Canned {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

const json = (status: number, value: unknown, headers: Record<string, string | string[]> = {}): Canned => ({
  status,
  headers: { "Content-Type": "application/json; charset=UTF-8", ...headers },
  body: Buffer.from(JSON.stringify(value)),
});

/** What the upstream answers, by method and path under its base. */
const CANNED: Record<string, Canned> = {
  // 201 where the spec declares 200 (and `default` only for errors).
  [`GET ${KEYS}/wrong-status`]: json(201, { name: "projects/p1/locations/global/keys/wrong-status" }),
  // LookupKeyResponse without its required `parent`.
  "GET /v2/keys:lookupKey?keyString=AIzaX": json(200, { name: "projects/p1/locations/global/keys/k" }),
  // A list that is not JSON at all.
  [`GET ${KEYS}`]: {
    status: 200,
    headers: { "Content-Type": "text/plain" },
    body: Buffer.from("no keys today"),
  },
  // An error that is not in Google's format.
  [`GET ${KEYS}/error-shape`]: json(404, { message: "gone" }),
  // A conforming answer, with headers that must survive: repeated Set-Cookie, and hop-by-hop ones that must not.
  [`GET ${KEYS}/fine`]: json(
    200,
    { name: "projects/p1/locations/global/keys/fine", displayName: "Fine" },
    {
      "Set-Cookie": ["a=1; Path=/", "b=2; Path=/"],
      "X-Upstream": "yes",
      Connection: "keep-alive, X-Hop-Secret",
      "X-Hop-Secret": "for the proxy only",
    },
  ),
};
// An Operation without `done`, gzip-encoded as Google serves it to clients that accept gzip.
CANNED[`POST ${KEYS}`] = {
  status: 200,
  headers: { "Content-Type": "application/json", "Content-Encoding": "gzip", Vary: "Accept-Encoding" },
  body: gzipSync(
    JSON.stringify({
      name: "operations/x",
      response: { "@type": "type.googleapis.com/google.api.apikeys.v2.Key", name: "k" },
    }),
  ),
};

let upstream: Upstream;
let proxy: TestGateway;
const log = capturingLogger();

beforeAll(async () => {
  upstream = await listen((req, res) => {
    const path = (req.url ?? "").replace(/^\/google/, "");
    const canned = CANNED[`${req.method} ${path}`];
    req.resume();
    req.on("end", () => {
      if (!canned) {
        res.writeHead(500).end(`the test upstream has no answer for ${req.method} ${req.url}`);
        return;
      }
      res.writeHead(canned.status, canned.headers);
      res.end(canned.body);
    });
  });
  // The upstream's base path (/google) is not the gateway's (/api-keys): paths are re-based.
  proxy = await startProxy(`${upstream.url}/google`, { policy: "report", logger: log.logger });
});
afterAll(async () => {
  await proxy.close();
  await upstream.close();
});

const auth = { authorization: "Bearer upstream-token" };

/** Calls the proxy and checks the client got exactly what the upstream sent. */
async function passedThrough(method: string, path: string, body?: string) {
  const canned = CANNED[`${method} ${path}`];
  const headers = body === undefined ? auth : { ...auth, "content-type": "application/json" };
  const res = await rawRequest(`${proxy.url}/api-keys${path}`, { method, headers, body });
  expect(res.status).toBe(canned.status);
  expect(res.body.equals(canned.body)).toBe(true);
  const got = endToEndHeaders(res.rawHeaders);
  const expected = Object.entries(canned.headers)
    .filter(([name]) => !["connection", "x-hop-secret"].includes(name.toLowerCase()))
    .flatMap(([name, v]) => (Array.isArray(v) ? v : [v]).map((value) => [name.toLowerCase(), value]));
  for (const pair of expected) expect(got).toContainEqual(pair);
  return { res, requestId: got.find(([n]) => n === "x-request-id")?.[1] };
}

test("a conforming answer passes with its end-to-end headers only, and records nothing", async () => {
  const { res } = await passedThrough("GET", `${KEYS}/fine`);
  const names = endToEndHeaders(res.rawHeaders).map(([n]) => n);
  expect(names).not.toContain("x-hop-secret");
  expect(names.filter((n) => n === "set-cookie")).toHaveLength(2);
  expect((await violations(proxy)).total).toBe(0);
});

test("each violation is passed through unchanged and recorded: log line, metric, admin summary", async () => {
  const cases = [
    {
      method: "GET",
      path: `${KEYS}/wrong-status`,
      operationId: "getKey",
      kind: "status",
      pointer: "/status",
    },
    {
      method: "GET",
      path: "/v2/keys:lookupKey?keyString=AIzaX",
      operationId: "lookupKey",
      kind: "schema",
      pointer: "/body/parent",
    },
    {
      method: "GET",
      path: KEYS,
      operationId: "listKeys",
      kind: "content_type",
      pointer: "/headers/content-type",
    },
    {
      method: "GET",
      path: `${KEYS}/error-shape`,
      operationId: "getKey",
      kind: "schema",
      pointer: "/body/error",
    },
    {
      method: "POST",
      path: KEYS,
      operationId: "createKey",
      kind: "schema",
      pointer: "/body/done",
      body: "{}",
    },
  ];
  const ids: string[] = [];
  for (const c of cases) {
    const { requestId } = await passedThrough(c.method, c.path, c.body);
    ids.push(String(requestId));
  }
  const summary = await violationsAfter(proxy, cases.length);
  expect(summary.total).toBe(cases.length);
  // Newest first.
  const recent = [...summary.recent].reverse();
  cases.forEach((c, i) => {
    expect(recent[i]).toMatchObject({
      service: "api-keys",
      operationId: c.operationId,
      requestId: ids[i],
      direction: "response",
      kind: c.kind,
      policy: "report",
      action: "passed_through",
      errors: expect.arrayContaining([expect.objectContaining({ pointer: c.pointer })]),
    });
  });
  // The gzip'd Operation was decoded for the check: its `@type` is fine, only `done` is missing.
  expect(recent[4].errors).toEqual([
    { pointer: "/body/done", keyword: "required", message: "must have required property 'done'" },
  ]);
  expect(summary.byOperation).toContainEqual({
    service: "api-keys",
    operationId: "getKey",
    direction: "response",
    kind: "schema",
    count: 1,
  });

  const lines = log.lines().filter((l) => l.event === "contract_violation");
  expect(lines).toHaveLength(cases.length);
  cases.forEach((c, i) => {
    expect(lines[i]).toMatchObject({
      level: 40,
      service: "api-keys",
      operationId: c.operationId,
      requestId: ids[i],
      direction: "response",
      kind: c.kind,
      errors: expect.arrayContaining([expect.objectContaining({ pointer: c.pointer })]),
    });
  });

  const metrics = await metricsText(proxy);
  const violationsOf = (operation: string, kind: string) =>
    sample(metrics, "gateway_proxy_violations_total", {
      service: "api-keys",
      operation,
      direction: "response",
      kind,
    });
  expect(violationsOf("getKey", "status")).toBe(1);
  expect(violationsOf("getKey", "schema")).toBe(1);
  expect(violationsOf("lookupKey", "schema")).toBe(1);
  expect(violationsOf("listKeys", "content_type")).toBe(1);
  expect(violationsOf("createKey", "schema")).toBe(1);
  expect(sample(metrics, "gateway_proxy_requests_total", { operation: "getKey", status: "201" })).toBe(1);
});

test("the admin summary can be narrowed to a service and a number of entries", async () => {
  const res = await fetch(`${proxy.url}/__admin/violations?service=api-keys&limit=2`);
  const summary = (await res.json()) as { recent: unknown[]; total: number };
  expect(summary.recent).toHaveLength(2);
  const none = (await (await fetch(`${proxy.url}/__admin/violations?service=billing`)).json()) as {
    recent: unknown[];
  };
  expect(none.recent).toEqual([]);
});
