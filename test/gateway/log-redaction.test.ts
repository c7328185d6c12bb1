/**
 * No credential reaches the log: every service's own credentials (its module's devCredentials, as headers),
 * API keys in the query (`keyString`, `api_key`, Google's `key`), and whatever a deployment's middleware logs
 * about a request, in reference and proxy mode, on success and on refusal, are written as `[redacted]`.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import type { RequestHandler } from "express";
import request from "supertest";
import { services } from "../../generated/index";
import { serviceModules } from "../../src/handlers";
import { REDACTED, redact, redactText, redactUrl } from "../../src/http/log-redaction";
import { createLogger, type Logger } from "../../src/http/logger";
import { startGateway, type TestGateway } from "../support/gateway";

const KEY_STRING = "AIzaSyD3xampleKeyStringNotForLogs0001";
const QUERY_KEY = "ak_query_key_not_for_logs_0002";
const GOOGLE_KEY = "AIzaSyGoogleSystemKeyNotForLogs0003";
const QUERY = `keyString=${KEY_STRING}&api_key=${QUERY_KEY}&key=${GOOGLE_KEY}`;

/** The secrets a set of credential headers carries: each value, and the parts its scheme wraps. */
function secretsOf(headers: Record<string, string>): string[] {
  const out: string[] = [];
  for (const value of Object.values(headers)) {
    out.push(value);
    const basic = /^Basic (\S+)$/.exec(value);
    if (basic) {
      const decoded = Buffer.from(basic[1], "base64").toString();
      out.push(basic[1], decoded.slice(decoded.indexOf(":") + 1));
    }
    for (const m of value.matchAll(/="([^"]+)"/g)) out.push(m[1]);
    const bearer = /^Bearer (\S+)$/.exec(value);
    if (bearer) out.push(bearer[1]);
    const credential = /Credential=([^/]+)\//.exec(value);
    if (credential) out.push(credential[1]);
  }
  return out;
}

function capture(): { logger: Logger; text: () => string; lines: () => number } {
  const chunks: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger("debug", sink), text: () => chunks.join(""), lines: () => chunks.length };
}

/** What a deployment might add: a middleware that logs each request's URL and headers. */
const logRequests =
  (logger: Logger): RequestHandler =>
  (req, _res, next) => {
    logger.info({ url: req.originalUrl, headers: req.headers }, `incoming ${req.method} ${req.originalUrl}`);
    next();
  };

let gw: TestGateway | undefined;
let upstream: http.Server | undefined;
afterEach(async () => {
  await gw?.close();
  upstream?.close();
});

test("no service's credentials, and no API key in a query, appear in the log", async () => {
  const log = capture();
  gw = await startGateway({ logger: log.logger, middleware: [logRequests(log.logger)] });
  const secrets = [KEY_STRING, QUERY_KEY, GOOGLE_KEY];
  for (const s of services) {
    const headers = serviceModules[s.slug].devCredentials();
    secrets.push(...secretsOf(headers));
    const op = s.operations[0];
    const path = `${s.basePath}${op.path.replace(/\{[^}]+\}/g, "x")}`;
    // Accepted or refused, with the credentials in headers and in the query alike.
    await request(gw.url)[op.method as "get"](`${path}?${QUERY}`).set(headers);
    await request(gw.url).get(`${s.basePath}/no/such/path?${QUERY}`).set(headers);
  }
  await request(gw.url)
    .get(`/api-keys/v2/keys:lookupKey?keyString=${KEY_STRING}`)
    .set({ Authorization: "Bearer dev-token" });
  await request(gw.url).get(
    `/address-lookup/v1/postcodes/SW1A2AA?api_key=${QUERY_KEY}&user_token=${GOOGLE_KEY}`,
  );
  expect(secrets.length).toBeGreaterThan(20);
  expect(log.lines()).toBeGreaterThan(4 * services.length);
  const text = log.text();
  expect(text).toContain(REDACTED);
  for (const secret of secrets)
    expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
});

test("proxy mode: a recorded violation's log line carries no credential either", async () => {
  upstream = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end("{}");
  });
  await new Promise<void>((resolve) => upstream?.listen(0, "127.0.0.1", resolve));
  const log = capture();
  gw = await startGateway({
    services: ["api-keys"],
    logger: log.logger,
    proxy: {
      upstreams: {
        "api-keys": {
          url: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
          policy: "report",
          timeoutMs: 5000,
        },
      },
    },
  });
  const res = await request(gw.url)
    .get(`/api-keys/v2/projects/p1/locations/global/keys?pageSize=many&${QUERY}`)
    .set({ Authorization: "Bearer upstream-oauth-token-not-for-logs" });
  expect(res.status).toBe(200);
  const text = log.text();
  expect(text).toContain("contract_violation");
  for (const secret of [KEY_STRING, QUERY_KEY, GOOGLE_KEY, "upstream-oauth-token-not-for-logs"])
    expect(text).not.toContain(secret);
});

test("redact: secret fields by name, secret pairs and schemes in text, the rest as it is", () => {
  const err = new Error(`lookup of /v2/keys:lookupKey?keyString=${KEY_STRING} failed`);
  expect(
    redact({
      headers: {
        authorization: "Basic QUMxOnNlY3JldA==",
        "x-gateway-apikey": "k1",
        accept: "application/json",
      },
      path: "/x?sort=-a,-b&api_key=k2",
      note: 'IDEALPOSTCODES api_key="k3" user_token="k4"',
      err,
    }),
  ).toEqual({
    headers: { authorization: REDACTED, "x-gateway-apikey": REDACTED, accept: "application/json" },
    path: `/x?sort=-a,-b&api_key=${REDACTED}`,
    note: `IDEALPOSTCODES api_key=${REDACTED} user_token=${REDACTED}`,
    err: expect.objectContaining({ message: `lookup of /v2/keys:lookupKey?keyString=${REDACTED} failed` }),
  });
  expect(redact("Bearer abc.def")).toBe(`Bearer ${REDACTED}`);
  const at = new Date(0);
  expect(redact({ at })).toEqual({ at });
});

test("redactUrl: what redactText makes of a request URL, the URL itself when it carries no secret", () => {
  const urls = [
    "/api-keys/v2/projects/p/locations/global/keys?pageSize=10&showDeleted=false",
    `/v2/keys:lookupKey?keyString=${KEY_STRING}`,
    `/x?a=1&API_KEY=${QUERY_KEY}&b=2`,
    `/x;key=${GOOGLE_KEY}`,
    `/x?%6Bey=${GOOGLE_KEY}`,
    `/x?q=a,key=${GOOGLE_KEY}`,
    `/x?q="quoted"&token="${QUERY_KEY}"`,
    "/x?=empty&==&a==b",
    `/x?note=Bearer\tabc.def`,
    "/plain/path",
  ];
  for (const url of urls) expect(redactUrl(url)).toBe(redactText(url));
  const clean = urls[0];
  expect(redactUrl(clean)).toBe(clean);
  expect(redactUrl(urls[1])).not.toContain(KEY_STRING);
});

test("the request log's line is redacted where it is made and keeps its fields", async () => {
  const log = capture();
  gw = await startGateway({ logger: log.logger, services: ["api-keys"] });
  await request(gw.url)
    .get(`/api-keys/v2/projects/p/locations/global/keys?pageSize=5&keyString=${KEY_STRING}`)
    .set("authorization", "Bearer dev-token")
    .set("x-request-id", "trace-1");
  const line = log
    .text()
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l))
    .find((l) => l.requestId === "trace-1");
  expect(line).toEqual({
    level: 30,
    time: expect.any(Number),
    requestId: "trace-1",
    method: "GET",
    path: `/api-keys/v2/projects/p/locations/global/keys?pageSize=5&keyString=${REDACTED}`,
    // Google's services refuse a query parameter the operation does not declare.
    status: 400,
    service: "api-keys",
    operationId: "listKeys",
    durationMs: expect.any(Number),
  });
});

test("the request log's line is byte for byte what pino writes for the same fields", async () => {
  const log = capture();
  gw = await startGateway({ logger: log.logger, services: ["api-keys"] });
  await request(gw.url)
    .get(`/api-keys/v2/projects/p/locations/global/keys?pageSize=5&keyString=${KEY_STRING}`)
    .set("authorization", "Bearer dev-token")
    .set("x-request-id", "trace-2");
  // No service and no operation: those fields are left out, as pino leaves out an undefined field.
  await request(gw.url).get("/no-such-service/x?name=%22%C3%A9%22").set("x-request-id", "trace-3");
  const written = log
    .text()
    .split("\n")
    .filter((l) => /"requestId":"trace-[23]"/.test(l));
  expect(written).toHaveLength(2);
  const time = (l: string) => l.replace(/"time":\d+/, '"time":0');
  for (const line of written) {
    const { level: _, time: __, ...fields } = JSON.parse(line);
    const byPino = capture();
    byPino.logger.info(fields);
    expect(time(line)).toBe(time(byPino.text().trimEnd()));
  }
  expect(JSON.parse(written[1])).not.toHaveProperty("service");
});
