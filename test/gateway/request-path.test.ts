/**
 * Service requests take one path through Express, like every other request: middleware the app runs after
 * the request log sees every service path (base path, root alias, unknown operation, admin, health), and
 * the app's Express settings ("trust proxy") reach the handlers.
 */
import type { RequestHandler } from "express";
import { services } from "../../generated/index";
import { serviceModules } from "../../src/handlers";
import { startGateway, type TestGateway } from "../support/gateway";

const seen: { url: string; requestId: unknown }[] = [];
const tracing: RequestHandler = (req, res, next) => {
  seen.push({ url: req.originalUrl, requestId: res.locals.requestId });
  res.setHeader("x-traced", "1");
  next();
};

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway({ middleware: [tracing] });
});
afterAll(() => gateway.close());
beforeEach(() => {
  seen.length = 0;
});

const KEYS = "/v2/projects/p1/locations/global/keys";

/** One URL per operation of every service, with its parameters filled in, plus the non-service paths. */
const urls = [
  ...services.flatMap((s) =>
    s.operations.map((op) => ({
      url: `${s.basePath}${op.path.replace(/\{[^}]+\}/g, "x1")}`,
      method: op.method.toUpperCase(),
      headers: serviceModules[s.slug].devCredentials(),
    })),
  ),
  { url: KEYS, method: "GET", headers: serviceModules["api-keys"].devCredentials() },
  { url: `/api-keys${KEYS}/nothing/here`, method: "GET", headers: {} },
  { url: "/healthz", method: "GET", headers: {} },
  { url: "/__admin/clock", method: "GET", headers: {} },
  { url: "/no-such-service", method: "GET", headers: {} },
];

test.each(
  urls.map((u) => [`${u.method} ${u.url}`, u]),
)("%s passes through the middleware after the request log", async (_name, u) => {
  const res = await fetch(`${gateway.url}${u.url}`, { method: u.method, headers: u.headers });
  await res.arrayBuffer();
  expect(res.headers.get("x-traced")).toBe("1");
  expect(seen).toEqual([{ url: u.url, requestId: res.headers.get("x-request-id") }]);
});

test("the root alias is rewritten after the middleware, and served by the service", async () => {
  const res = await fetch(`${gateway.url}${KEYS}`, { headers: serviceModules["api-keys"].devCredentials() });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ keys: [] });
});

test("the app's Express settings reach service handlers: trust proxy shapes absolute page URLs", async () => {
  const { app, url } = gateway;
  const headers = {
    ...serviceModules["message-content"].devCredentials(),
    "x-forwarded-proto": "https",
    "x-forwarded-host": "api.example.com",
  };
  const page = async () =>
    (
      (await (await fetch(`${url}/message-content/v1/Content?PageSize=1`, { headers })).json()) as {
        meta: { url: string };
      }
    ).meta.url;
  expect(await page()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/message-content\/v1\/Content\?/);
  app.set("trust proxy", true);
  try {
    expect(await page()).toMatch(/^https:\/\/api\.example\.com\/message-content\/v1\/Content\?/);
  } finally {
    app.set("trust proxy", false);
  }
});
