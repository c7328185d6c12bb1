/** Wire details with supertest: colon paths, content types, auth, and every rejected input in the Google format. */
import request from "supertest";
import { startGateway, type TestGateway } from "../support/gateway";
import { bearer, FIXTURE, PROD } from "./support";

let gw: TestGateway;
const base = `/access-approval/v1/projects/${PROD}`;

beforeAll(async () => {
  gw = await startGateway({ services: ["access-approval"] });
});
afterAll(() => gw.close());

test("custom methods take a literal colon and answer JSON", async () => {
  const res = await request(gw.app)
    .post(`${base}/approvalRequests/${FIXTURE.pending}:dismiss`)
    .set(bearer)
    .expect(200);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  expect(res.body.dismiss.implicit).toBe(false);
});

test("the service also answers at the gateway root, where googleapis sends its paths", async () => {
  const res = await request(gw.app)
    .get(`/v1/projects/${PROD}/approvalRequests/${FIXTURE.approved}`)
    .set(bearer);
  expect(res.status).toBe(200);
  expect(res.body.name).toBe(`projects/${PROD}/approvalRequests/${FIXTURE.approved}`);
});

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
    name: "no credentials",
    method: "get",
    url: `${base}/approvalRequests`,
    headers: {},
    status: 401,
    canonical: "UNAUTHENTICATED",
    message: /bearer/,
  },
  {
    name: "an unknown token",
    method: "get",
    url: `${base}/approvalRequests`,
    headers: { Authorization: "Bearer not-a-token" },
    status: 401,
    canonical: "UNAUTHENTICATED",
    message: /credentials/,
  },
  {
    name: "an unknown filter",
    method: "get",
    url: `${base}/approvalRequests?filter=APPROVED`,
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /filter/,
  },
  {
    name: "a lower-case filter",
    method: "get",
    url: `${base}/approvalRequests?filter=pending`,
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /filter/,
  },
  {
    name: "a negative pageSize",
    method: "get",
    url: `${base}/approvalRequests?pageSize=-1`,
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /pageSize/,
  },
  {
    name: "a pageSize that is not a number",
    method: "get",
    url: `${base}/approvalRequests?pageSize=ten`,
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /pageSize/,
  },
  {
    name: "a forged pageToken",
    method: "get",
    url: `${base}/approvalRequests?pageToken=eyJjIjoiMSJ9.AAAA`,
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /pageToken/,
  },
  {
    name: "an unknown query parameter",
    method: "get",
    url: `${base}/approvalRequests?state=pending`,
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /state/,
  },
  {
    name: "a folder that is not a number",
    method: "get",
    url: "/access-approval/v1/folders/payments/approvalRequests",
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /folder/,
  },
  {
    name: "a project id with upper case",
    method: "get",
    url: "/access-approval/v1/projects/Acme/accessApprovalSettings",
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /project/,
  },
  {
    name: "a custom method called with GET",
    method: "get",
    url: `${base}/approvalRequests/${FIXTURE.pending}:approve`,
    status: 405,
    canonical: "INVALID_ARGUMENT",
    message: /GET/,
  },
  {
    name: "an unknown custom method",
    method: "post",
    url: `${base}/approvalRequests/${FIXTURE.pending}:escalate`,
    body: {},
    status: 405,
    canonical: "INVALID_ARGUMENT",
    message: /POST/,
  },
  {
    name: "a request id with a colon",
    method: "get",
    url: `${base}/approvalRequests/${FIXTURE.pending}:escalate`,
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /approvalRequest/,
  },
  {
    name: "PUT on settings",
    method: "put",
    url: `${base}/accessApprovalSettings`,
    body: {},
    status: 405,
    canonical: "INVALID_ARGUMENT",
    message: /PUT/,
  },
  {
    name: "an approval expiry that is not a timestamp",
    method: "post",
    url: `${base}/approvalRequests/${FIXTURE.pending}:approve`,
    body: { expireTime: "tomorrow" },
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /expireTime/,
  },
  {
    name: "an unknown field in the approve message",
    method: "post",
    url: `${base}/approvalRequests/${FIXTURE.pending}:approve`,
    body: { expireTime: "2026-02-01T00:00:00Z", reason: "ok" },
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /reason|additional/,
  },
  {
    name: "a body on dismiss",
    method: "post",
    url: `${base}/approvalRequests/${FIXTURE.pending}:dismiss`,
    body: { why: "no" },
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /why|additional/,
  },
  {
    name: "malformed JSON",
    method: "patch",
    url: `${base}/accessApprovalSettings`,
    body: '{"notificationEmails": [',
    contentType: "application/json",
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /JSON/,
  },
  {
    name: "settings sent as form data",
    method: "patch",
    url: `${base}/accessApprovalSettings`,
    body: "notificationEmails=a@b.co",
    contentType: "application/x-www-form-urlencoded",
    status: 415,
    canonical: "INVALID_ARGUMENT",
    message: /unsupported|media/i,
  },
  {
    name: "settings without a body or content type",
    method: "patch",
    url: `${base}/accessApprovalSettings`,
    status: 415,
    canonical: "INVALID_ARGUMENT",
    message: /no Content-Type header/,
  },
  {
    name: "an unknown settings field",
    method: "patch",
    url: `${base}/accessApprovalSettings`,
    body: { notificationEmail: ["a@b.co"] },
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /notificationEmail|additional/,
  },
  {
    name: "notification emails that are not strings",
    method: "patch",
    url: `${base}/accessApprovalSettings`,
    body: { notificationEmails: [42] },
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /notificationEmails/,
  },
  {
    name: "51 notification emails",
    method: "patch",
    url: `${base}/accessApprovalSettings`,
    body: { notificationEmails: Array.from({ length: 51 }, (_, i) => `person${i}@acme.example`) },
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /notificationEmails/,
  },
  {
    name: "an enrolled service without a product",
    method: "patch",
    url: `${base}/accessApprovalSettings?updateMask=enrolled_services`,
    body: { enrolledServices: [{ enrollmentLevel: "BLOCK_ALL" }] },
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /cloudProduct/,
  },
  {
    name: "an unknown enrollment level",
    method: "patch",
    url: `${base}/accessApprovalSettings?updateMask=enrolled_services`,
    body: { enrolledServices: [{ cloudProduct: "all", enrollmentLevel: "BLOCK_SOME" }] },
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /enrollmentLevel/,
  },
  {
    name: "an empty name in the update mask",
    method: "patch",
    url: `${base}/accessApprovalSettings?updateMask=notification_emails,`,
    body: {},
    status: 400,
    canonical: "INVALID_ARGUMENT",
    message: /updateMask/,
  },
  {
    name: "deleting settings that do not exist",
    method: "delete",
    url: "/access-approval/v1/projects/acme-website/accessApprovalSettings",
    status: 404,
    canonical: "NOT_FOUND",
    message: /accessApprovalSettings/,
  },
];

test.each(cases)("$name → $status $canonical", async (c) => {
  let r = request(gw.app)
    [c.method](c.url)
    .set(c.headers ?? bearer);
  if (c.contentType) r = r.set("Content-Type", c.contentType);
  const res = c.body === undefined ? await r : await r.send(c.body);
  expect(res.status).toBe(c.status);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  expect(res.body).toEqual({
    error: expect.objectContaining({
      code: c.status,
      status: c.canonical,
      message: expect.stringMatching(c.message),
    }),
  });
  expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/);
});

test("validation failures name the offending field in a BadRequest detail", async () => {
  const res = await request(gw.app).get(`${base}/approvalRequests?filter=SOME`).set(bearer).expect(400);
  expect(res.body.error.details).toEqual([
    {
      "@type": "type.googleapis.com/google.rpc.BadRequest",
      fieldViolations: [expect.objectContaining({ field: "filter" })],
    },
  ]);
});
