/**
 * A proxied service and mounted documents are lanes of the app's front door (src/http/front-door.ts): their
 * requests are served without Express's router, and what the upstream gets (method and URL) and what the
 * client gets (status, body) are what they were when each was an Express layer at its base path. An app with a
 * deployment's middleware sends every request through Express: it is the reference here. A document mounted
 * at the root is no lane: its requests, and those of documents mounted after it, take Express's way.
 */
import type { Express, RequestHandler } from "express";
import request from "supertest";
import { loadSpecs } from "../../src/any-spec/load";
import { type AppOptions, createApp } from "../../src/app";
import { silentLogger } from "../../src/http/logger";
import { ManualClock } from "../../src/runtime/clock";
import { mocked, proxied, tempCache } from "../any-spec/support";
import { listen, type Upstream } from "./support";

const passThrough: RequestHandler = (_req, _res, next) => next();

/** An app, and the requests its Express router handled (each test clears them). */
interface Routed {
  app: Express;
  viaRouter: jest.SpyInstance;
}

async function app(options: AppOptions): Promise<Routed> {
  const built = await createApp({ clock: new ManualClock(), logger: silentLogger(), ...options });
  const { router } = built as unknown as { router: { handle(...args: unknown[]): unknown } };
  return { app: built, viaRouter: jest.spyOn(router, "handle") };
}

const AUTH = { authorization: "Bearer t" };
let upstream: Upstream;
let received: string[] = [];
const cache = tempCache();
let door: Routed;
let reference: Routed;
let rooted: Routed;

beforeAll(async () => {
  upstream = await listen((req, res) => {
    received.push(`${req.method} ${req.url}`);
    req.resume();
    res.writeHead(200, { "content-type": "application/json" });
    res.end("{}");
  });
  const specs = await loadSpecs(
    [
      proxied("inventory", "inventory.yaml", `${upstream.url}/inv`, "report"),
      { ...mocked("stock", "inventory.yaml", "report"), basePath: "/stock/v1" },
    ],
    cache.dir,
    new Map(),
  );
  const options: AppOptions = {
    services: ["api-keys"],
    proxy: { upstreams: { "api-keys": { url: `${upstream.url}/base`, policy: "report", timeoutMs: 5000 } } },
    specs,
  };
  door = await app(options);
  reference = await app({ ...options, middleware: [passThrough] });
  const atRoot = await loadSpecs(
    [
      { ...proxied("everything", "inventory.yaml", `${upstream.url}/root`, "report"), basePath: "/" },
      { ...proxied("later", "inventory.yaml", `${upstream.url}/later`, "report"), basePath: "/later" },
    ],
    cache.dir,
    new Map(),
  );
  rooted = await app({ services: [], specs: atRoot });
});
afterAll(async () => {
  await upstream.close();
  cache.remove();
});

const KEY = "/v2/projects/p1/locations/global/keys/k";
const cases: { method: "get" | "post" | "delete"; url: string; upstream?: string; lane?: false }[] = [
  { method: "get", url: `/api-keys${KEY}?view=full&x=%2F`, upstream: `GET /base${KEY}?view=full&x=%2F` },
  { method: "get", url: `/API-Keys${KEY}`, upstream: `GET /base${KEY}` },
  { method: "get", url: "/api-keys?x=1", upstream: "GET /base/?x=1" },
  { method: "get", url: "/api-keys/", upstream: "GET /base/" },
  { method: "delete", url: `/api-keys/${KEY}`, upstream: `DELETE /base/${KEY}` },
  // The root alias of the service, the same operations at the root, is an Express layer.
  { method: "get", url: KEY, upstream: `GET /base${KEY}`, lane: false },
  { method: "get", url: "/inventory/items?limit=2", upstream: "GET /inv/items?limit=2" },
  { method: "post", url: "/Inventory/items", upstream: "POST /inv/items" },
  // Refused whatever the policy: never forwarded.
  { method: "get", url: "/inventory/items/%2e%2e/secret" },
  { method: "get", url: "/stock/v1/items" },
  { method: "get", url: "/stock/v1/nothing-here" },
];

beforeEach(() => {
  for (const gw of [door, reference, rooted]) gw.viaRouter.mockClear();
});

test.each(cases)("$method $url: answered and forwarded as through Express", async (c) => {
  const answers = [];
  for (const gw of [door, reference]) {
    received = [];
    const call = request(gw.app)[c.method](c.url).set(AUTH);
    const res = await (c.method === "post" ? call.send({ name: "bolt", quantity: 1 }) : call);
    answers.push({ status: res.status, body: res.body, received });
  }
  expect(door.viaRouter).toHaveBeenCalledTimes(c.lane === false ? 1 : 0);
  expect(reference.viaRouter).toHaveBeenCalledTimes(1);
  expect(answers[0]).toEqual(answers[1]);
  expect(answers[0].received).toEqual(c.upstream ? [c.upstream] : []);
});

test("a document at the root, and those after it, are Express's, each at its base path", async () => {
  received = [];
  await request(rooted.app).get("/items?limit=1").set(AUTH);
  await request(rooted.app).get("/later/items").set(AUTH);
  expect(received).toEqual(["GET /root/items?limit=1", "GET /root/later/items"]);
  expect(rooted.viaRouter).toHaveBeenCalledTimes(2);
});
