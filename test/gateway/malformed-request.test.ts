/**
 * Requests that cannot be read answer in the error format of the service they were sent to, from the app
 * itself: a body that is not JSON, a body over the limit, and a request Node's HTTP parser refuses (a request
 * line over 16 KB) on a server the app listens with.
 */
import type { AddressInfo } from "node:net";
import request from "supertest";
import { createApp, listen } from "../../src/app";
import { serviceModules } from "../../src/handlers";
import { silentLogger } from "../../src/http/logger";
import { ManualClock } from "../../src/runtime/clock";
import { sendRaw } from "../support/raw-http";

const KEYS = "/api-keys/v2/projects/p1/locations/global/keys";
const CONTENT = "/message-content/v1/Content";

const app = () =>
  createApp({
    services: ["api-keys", "message-content"],
    clock: new ManualClock(),
    logger: silentLogger(),
    bodyLimit: "1kb",
  });

test.each([
  {
    service: "api-keys" as const,
    path: KEYS,
    body: {
      error: { code: 400, status: "INVALID_ARGUMENT", message: "request body is not valid JSON" },
    },
  },
  {
    service: "message-content" as const,
    path: CONTENT,
    body: {
      code: 20422,
      message: "request body is not valid JSON",
      more_info: "https://www.twilio.com/docs/errors/20422",
      status: 400,
    },
  },
])("a body that is not JSON is a 400 in $service's format", async ({ service, path, body }) => {
  const res = await request(await app())
    .post(path)
    .set(serviceModules[service].devCredentials())
    .set("content-type", "application/json")
    .send('{"displayName": ');
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject(body);
});

test.each([
  {
    service: "api-keys" as const,
    path: KEYS,
    body: { error: { code: 413, status: "INVALID_ARGUMENT", message: "request body is too large" } },
  },
  {
    service: "message-content" as const,
    path: CONTENT,
    body: { code: 20413, message: "request body is too large", status: 413 },
  },
])("a body over the limit is a 413 in $service's format", async ({ service, path, body }) => {
  const res = await request(await app())
    .post(path)
    .set(serviceModules[service].devCredentials())
    .set("content-type", "application/json")
    .send(JSON.stringify({ displayName: "x".repeat(2048) }));
  expect(res.status).toBe(413);
  expect(res.body).toMatchObject(body);
});

test("a request line over 16 KB is answered in the service's format by a server the app listens with", async () => {
  const server = listen(await app(), 0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const answer = String(
      await sendRaw(
        `http://127.0.0.1:${port}`,
        `GET ${CONTENT}/${"a".repeat(17_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
      ),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toMatchObject({
      code: 20422,
      message: "the request line and headers exceed 16 KB",
      status: 400,
    });
  } finally {
    server.close();
  }
});
