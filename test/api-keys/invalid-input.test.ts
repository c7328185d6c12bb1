/** Every rejected input leaves as a Google error body with the right status; none is a 5xx. */
import request from "supertest";
import { startGateway, type TestGateway } from "../support/gateway";

let gw: TestGateway;
const base = "/api-keys/v2/projects/p1/locations/global/keys";
const auth = { Authorization: "Bearer dev-token" };

beforeAll(async () => {
  gw = await startGateway({ services: ["api-keys"] });
  await request(gw.app)
    .post(`${base}?keyId=existing`)
    .set(auth)
    .send({ displayName: "existing" })
    .expect(200);
});
afterAll(() => gw.close());

interface Case {
  name: string;
  method: "get" | "post" | "patch" | "delete" | "put";
  url: string;
  headers?: Record<string, string>;
  body?: string | object;
  contentType?: string;
  status: number;
  canonical: string;
  message: RegExp;
}

const cases: Case[] = [
  {
    name: "keyId with upper case",
    method: "post",
    url: `${base}?keyId=Bad_Id`,
    body: {},
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /keyId/,
  },
  {
    name: "keyId starting with a digit",
    method: "post",
    url: `${base}?keyId=1abc`,
    body: {},
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /keyId/,
  },
  {
    name: "keyId ending with a hyphen",
    method: "post",
    url: `${base}?keyId=abc-`,
    body: {},
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /keyId/,
  },
  {
    name: "keyId of 64 characters",
    method: "post",
    url: `${base}?keyId=a${"b".repeat(63)}`,
    body: {},
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /keyId/,
  },
  {
    name: "UUID-like keyId",
    method: "post",
    url: `${base}?keyId=a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d`,
    body: {},
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /UUID/,
  },
  {
    name: "two client restrictions",
    method: "post",
    url: base,
    body: { restrictions: { browserKeyRestrictions: {}, serverKeyRestrictions: {} } },
    status: 400,
    canonical: "INVALID_ARGUMENT",
    // The spec states the rule (Restrictions: not two client restrictions), so the request validator refuses it.
    message: /^restrictions: must NOT be valid/,
  },
  {
    name: "display name over 63 characters",
    method: "post",
    url: base,
    body: { displayName: "x".repeat(64) },
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /displayName/,
  },
  {
    name: "unknown restriction field",
    method: "post",
    url: base,
    body: { restrictions: { everywhere: true } },
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /restrictions/,
  },
  {
    name: "pageSize not a number",
    method: "get",
    url: `${base}?pageSize=abc`,
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /pageSize/,
  },
  {
    name: "negative pageSize",
    method: "get",
    url: `${base}?pageSize=-1`,
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /pageSize/,
  },
  {
    name: "pageSize over the maximum",
    method: "get",
    url: `${base}?pageSize=301`,
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /pageSize/,
  },
  {
    name: "forged pageToken",
    method: "get",
    url: `${base}?pageToken=forged`,
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /pageToken/,
  },
  {
    name: "unknown query parameter",
    method: "get",
    url: `${base}?colour=blue`,
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /colour/,
  },
  {
    name: "unknown field in the update mask",
    method: "patch",
    url: `${base}/existing?updateMask=colour`,
    body: {},
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /^updateMask: must match pattern/,
  },
  {
    name: "immutable field in the update mask",
    method: "patch",
    url: `${base}/existing?updateMask=name`,
    body: {},
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /^updateMask: must match pattern/,
  },
  {
    name: "immutable snake_case field in the mask",
    method: "patch",
    url: `${base}/existing?updateMask=display_name,create_time`,
    body: {},
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /^updateMask: must match pattern/,
  },
  {
    name: "unknown field in a maskless patch",
    method: "patch",
    url: `${base}/existing`,
    body: { colour: "blue" },
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /colour/,
  },
  {
    name: "location other than global",
    method: "get",
    url: "/api-keys/v2/projects/p1/locations/us-east1/keys",
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /location/,
  },
  {
    name: "lookup without keyString",
    method: "get",
    url: "/api-keys/v2/keys:lookupKey",
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /keyString/,
  },
  {
    name: "missing authorization",
    method: "get",
    url: base,
    headers: { Authorization: "" },
    status: 401,
    canonical: "UNAUTHENTICATED",
    message: /bearer/,
  },
  {
    name: "unknown bearer token",
    method: "get",
    url: base,
    headers: { Authorization: "Bearer nope" },
    status: 401,
    canonical: "UNAUTHENTICATED",
    message: /invalid authentication/,
  },
  {
    name: "malformed JSON",
    method: "post",
    url: base,
    body: '{"displayName": ',
    contentType: "application/json",
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /not valid JSON/,
  },
  {
    name: "body that is not JSON",
    method: "post",
    url: base,
    body: "displayName=x",
    contentType: "text/plain",
    status: 415,
    canonical: "INVALID_ARGUMENT",
    message: /unsupported media type/i,
  },
  {
    name: "missing key",
    method: "get",
    url: `${base}/nobody`,
    status: 404,
    canonical: "NOT_FOUND",
    message: /not found/,
  },
  {
    name: "unknown path under the service",
    method: "get",
    url: "/api-keys/v3/keys",
    status: 404,
    canonical: "NOT_FOUND",
    message: /not found/,
  },
  {
    name: "method the path does not have",
    method: "put",
    url: base,
    body: {},
    status: 405,
    canonical: "INVALID_ARGUMENT",
    message: /PUT method not allowed/,
  },
  {
    name: "GET on a custom method",
    method: "get",
    url: `${base}/existing:undelete`,
    status: 405,
    canonical: "INVALID_ARGUMENT",
    message: /GET method not allowed/,
  },
  {
    name: "duplicate keyId",
    method: "post",
    url: `${base}?keyId=existing`,
    body: {},
    status: 409,
    canonical: "ALREADY_EXISTS",
    message: /already exists/,
  },
];

test.each(cases)("$name → $status $canonical", async (c) => {
  let req = request(gw.app)
    [c.method](c.url)
    .set({ ...auth, ...c.headers });
  if (c.contentType) req = req.set("Content-Type", c.contentType);
  const res = c.body === undefined ? await req : await req.send(c.body);
  expect(res.status).toBe(c.status);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  expect(res.body).toEqual({
    error: expect.objectContaining({
      code: c.status,
      status: c.canonical,
      message: expect.stringMatching(c.message),
    }),
  });
  expect(JSON.stringify(res.body)).not.toMatch(/\bat .*\.ts:\d+/);
});

test("a token issued for one listing is refused for another", async () => {
  await request(gw.app).post(`${base}?keyId=second`).set(auth).send({}).expect(200);
  const first = await request(gw.app).get(`${base}?pageSize=1`).set(auth).expect(200);
  const token = first.body.nextPageToken as string;
  expect(token).toBeTruthy();
  const other = await request(gw.app).get(`${base}?pageSize=1&showDeleted=true&pageToken=${token}`).set(auth);
  expect(other.status).toBe(400);
  expect(other.body.error).toMatchObject({ status: "INVALID_ARGUMENT", message: "invalid pageToken" });
  const otherProject = await request(gw.app)
    .get(`/api-keys/v2/projects/p2/locations/global/keys?pageToken=${token}`)
    .set(auth);
  expect(otherProject.status).toBe(400);
});

test("a 405 names the allowed methods", async () => {
  const res = await request(gw.app).put(base).set(auth).send({});
  expect(res.headers.allow).toBe("GET, POST");
});

test("every response carries a request id, kept from a well-formed x-request-id", async () => {
  const res = await request(gw.app).get(base).set(auth).set("x-request-id", "trace-123");
  expect(res.headers["x-request-id"]).toBe("trace-123");
  const fresh = await request(gw.app).get(base).set(auth);
  expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
});
