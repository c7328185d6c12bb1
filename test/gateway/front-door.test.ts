/**
 * The front door (src/http/front-door.ts) serves a request under a built-in service's base path without
 * Express's router, and every other request through it; either way the answer is the one Express gives. An app
 * with a deployment's middleware sends every request through Express, so it is the reference here.
 */

import type { AddressInfo } from "node:net";
import express, { type Express, type RequestHandler } from "express";
import request from "supertest";
import { createApp, listen } from "../../src/app";
import { FrontDoor, under } from "../../src/http/front-door";
import { silentLogger } from "../../src/http/logger";
import { ManualClock } from "../../src/runtime/clock";
import { sendRaw } from "../support/raw-http";

const passThrough: RequestHandler = (_req, _res, next) => next();

interface Routed {
  app: Express;
  /** How many requests Express's router has handled since the last `reset`. */
  routed(): number;
}

async function app(middleware: RequestHandler[]): Promise<Routed> {
  const built = await createApp({ clock: new ManualClock(), logger: silentLogger(), middleware });
  const router = (built as unknown as { router: { handle: (...args: unknown[]) => unknown } }).router;
  const handle = jest.spyOn(router, "handle");
  return {
    app: built,
    routed: () => {
      const n = handle.mock.calls.length;
      handle.mockClear();
      return n;
    },
  };
}

let door: Routed;
let reference: Routed;
beforeAll(async () => {
  door = await app([]);
  reference = await app([passThrough]);
});

const AUTH = { authorization: "Bearer dev-token" };
const KEYS = "/api-keys/v2/projects/p1/locations/global/keys";

interface Case {
  method: "get" | "post" | "head" | "options" | "delete";
  url: string;
  headers?: Record<string, string>;
  body?: string;
  /** Whether the front door serves it itself (not through Express's router). */
  lane: boolean;
}

const cases: Case[] = [
  { method: "get", url: `${KEYS}?pageSize=10`, headers: AUTH, lane: true },
  { method: "get", url: KEYS.toUpperCase().replace("/API-KEYS", "/Api-Keys"), headers: AUTH, lane: true },
  { method: "get", url: KEYS, lane: true },
  { method: "get", url: `${KEYS}?nope=1`, headers: AUTH, lane: true },
  { method: "get", url: "/api-keys/", headers: AUTH, lane: true },
  { method: "head", url: KEYS, headers: AUTH, lane: true },
  { method: "options", url: KEYS, headers: AUTH, lane: true },
  { method: "delete", url: `${KEYS}/none`, headers: AUTH, lane: true },
  {
    method: "post",
    url: KEYS,
    headers: { ...AUTH, "content-type": "application/json" },
    body: "{not json",
    lane: true,
  },
  {
    method: "post",
    url: KEYS,
    headers: { ...AUTH, "content-type": "application/json" },
    body: JSON.stringify({ displayName: 7 }),
    lane: true,
  },
  { method: "get", url: "/address-lookup/v1/postcodes/SW1A2AA", lane: true },
  { method: "get", url: "/address-lookup/v2/postcodes/SW1A2AA", lane: false },
  // Answered by layers mounted before the services or at the root.
  { method: "get", url: "/api-keys/openapi.json", lane: false },
  { method: "get", url: "/API-KEYS/openapi.yaml/", lane: false },
  { method: "get", url: "/v2/projects/p1/locations/global/keys", headers: AUTH, lane: false },
  { method: "get", url: "/healthz", lane: false },
  { method: "get", url: "/__admin/clock", lane: false },
  { method: "get", url: "/docs", lane: false },
  { method: "get", url: "/no-such-service", lane: false },
];

/** What a client sees of an answer; the request id is the one sent. */
async function answer(target: Express, c: Case) {
  let req = request(target)
    [c.method](c.url)
    .set({ "x-request-id": "front-door-test", ...c.headers });
  if (c.body !== undefined) req = req.send(c.body);
  const res = await req;
  return { status: res.status, headers: res.headers, text: res.text };
}

test.each(
  cases.map((c) => [`${c.method.toUpperCase()} ${c.url}`, c] as const),
)("%s is answered as through Express", async (_name, c) => {
  const through = await answer(reference.app, c);
  expect(reference.routed()).toBe(1);
  const served = await answer(door.app, c);
  expect(door.routed()).toBe(c.lane ? 0 : 1);
  expect(served).toEqual(through);
});

test("a lane's request passes the request entry first: its id, and the Date by the gateway's clock", async () => {
  const res = await request(door.app).get(`${KEYS}?pageSize=1`).set(AUTH);
  expect(res.status).toBe(200);
  expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  expect(res.headers.date).toBe("Thu, 01 Jan 2026 00:00:00 GMT");
  expect(door.routed()).toBe(0);
});

test.each([
  ["an absolute-form request target", `GET http://gateway.test${KEYS}?pageSize=2 HTTP/1.1`],
  ["a fragment, which Express's URL reading parses apart", `GET ${KEYS}#page HTTP/1.1`],
])("%s is answered as through Express", async (_name, line) => {
  const raw = `${line}\r\nHost: gateway.test\r\nAuthorization: Bearer dev-token\r\nX-Request-Id: raw\r\nConnection: close\r\n\r\n`;
  const answers: string[] = [];
  for (const target of [reference, door]) {
    const server = listen(target.app, 0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    answers.push((await sendRaw(`http://127.0.0.1:${port}`, raw)).toString("latin1"));
    server.close();
  }
  expect(answers[0]).toMatch(/^HTTP\/1\.1 200 /);
  expect(answers[1]).toBe(answers[0]);
  expect([reference.routed(), door.routed()]).toEqual([1, 0]);
});

describe("a front door of its own", () => {
  const built = express();
  const frontDoor = new FrontDoor(built);
  frontDoor.entrance((_req, res) => res.setHeader("x-entered", "1"), []);
  built.get("/lane/express", (_req, res) => res.json({ by: "express" }));
  frontDoor.leave(under(["/lane/express"]));
  frontDoor.serve([
    [
      "/lane",
      (req, res, path, next) => {
        if (path === "/throws") throw new Error("thrown");
        if (path === "/fails") next(Object.assign(new Error("failed"), { status: 418 }));
        else if (path === "/passes") next();
        else res.json({ path, originalUrl: req.originalUrl, baseUrl: req.baseUrl, ip: req.ip, q: req.query });
      },
    ],
  ]);
  frontDoor.end(
    (req, res) => res.status(404).json({ notFound: req.path }),
    (err: Error & { status?: number }, _req, res, _next) =>
      res.status(err.status ?? 500).json({ error: err.message }),
  );

  test("serves a lane with Express's request API, after the entry", async () => {
    const res = await request(built).get("/LANE/a/b?x=1");
    expect(res.headers["x-entered"]).toBe("1");
    expect(res.body).toEqual({
      path: "/a/b",
      originalUrl: "/LANE/a/b?x=1",
      baseUrl: "",
      ip: "::ffff:127.0.0.1",
      q: { x: "1" },
    });
  });

  test("renders what a lane throws or passes on with the app's last handlers", async () => {
    expect((await request(built).get("/lane/throws")).body).toEqual({ error: "thrown" });
    const failed = await request(built).get("/lane/fails");
    expect([failed.status, failed.body]).toEqual([418, { error: "failed" }]);
    const passed = await request(built).get("/lane/passes");
    expect([passed.status, passed.body]).toEqual([404, { notFound: "/lane/passes" }]);
  });

  test("leaves a request an earlier Express layer may answer to Express", async () => {
    const res = await request(built).get("/lane/express");
    expect([res.headers["x-entered"], res.body]).toEqual(["1", { by: "express" }]);
  });
});
