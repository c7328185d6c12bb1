/** Rejected requests: each answers with its status and Twilio's `{code, message, more_info, status}`. */
import request from "supertest";
import { startGateway, type TestGateway } from "../support/gateway";
import { basicAuth, fixtureContent, owl } from "./accounts";

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ services: ["message-content"] });
});
afterAll(() => gw.close());

const unsubmitted = () => fixtureContent(owl).find((c) => !c.approval)!.sid;

function twilioError(code: number, status: number, message: string | RegExp = /./) {
  return {
    code,
    status,
    message: typeof message === "string" ? message : expect.stringMatching(message),
    more_info: `https://www.twilio.com/docs/errors/${code}`,
  };
}

describe("authentication", () => {
  const cases: { name: string; authorization?: string; message: string }[] = [
    { name: "no credentials", message: "Authentication Error - No credentials provided" },
    {
      name: "a bearer token",
      authorization: "Bearer dev-token",
      message: "Authentication Error - No credentials provided",
    },
    {
      name: "an unknown account",
      authorization: `Basic ${Buffer.from(`AC${"0".repeat(32)}:${owl.auth_token}`).toString("base64")}`,
      message: "Authentication Error - invalid username",
    },
    {
      name: "a wrong auth token",
      authorization: basicAuth(owl, "not-the-token"),
      message: "Authentication Error - invalid password",
    },
  ];
  test.each(cases)("$name → 401 20003 with a Basic challenge", async ({ authorization, message }) => {
    const req = request(gw.app).get("/message-content/v1/Content");
    const res = await (authorization ? req.set("Authorization", authorization) : req);
    expect(res.status).toBe(401);
    expect(res.headers["www-authenticate"]).toBe('Basic realm="Twilio API"');
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.body).toEqual(twilioError(20003, 401, message));
  });
});

describe("list parameters", () => {
  const cases = [
    { query: "PageSize=1001", field: "PageSize" },
    { query: "PageSize=0", field: "PageSize" },
    { query: "PageSize=ten", field: "PageSize" },
    { query: "Page=-1", field: "Page" },
    { query: "PageToken=forged", field: "PageToken" },
    { query: "PageToken=eyJjIjoiYTp4IiwicyI6ImNvbnRlbnR8eCJ9.AAAAAAAAAAAAAAAAAAAAAA", field: "PageToken" },
  ];
  for (const path of ["/v1/Content", "/v1/ContentAndApprovals", "/v1/LegacyContent"]) {
    test.each(cases)(`${path}?$query → 400 20422`, async ({ query, field }) => {
      const res = await request(gw.app)
        .get(`/message-content${path}?${query}`)
        .set("Authorization", basicAuth(owl));
      expect(res.status).toBe(400);
      expect(res.body).toEqual(twilioError(20422, 400, new RegExp(field)));
    });
  }

  test("PageSize 1000, the maximum, is accepted", async () => {
    const res = await request(gw.app)
      .get("/message-content/v1/Content?PageSize=1000")
      .set("Authorization", basicAuth(owl));
    expect(res.status).toBe(200);
    expect(res.body.meta.page_size).toBe(1000);
  });

  test("a token of the legacy list is rejected on the content list", async () => {
    const auth = basicAuth(owl);
    const legacy = await request(gw.app)
      .get("/message-content/v1/LegacyContent?PageSize=1")
      .set("Authorization", auth);
    const token = new URL(legacy.body.meta.next_page_url).searchParams.get("PageToken");
    const res = await request(gw.app)
      .get(`/message-content/v1/Content?PageSize=1&PageToken=${token}`)
      .set("Authorization", auth);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(twilioError(20422, 400, "invalid PageToken"));
  });
});

describe("create content", () => {
  const cases: { name: string; body: unknown; field: RegExp }[] = [
    { name: "no types", body: { language: "en" }, field: /types/ },
    { name: "no language", body: { types: { "twilio/text": { body: "hi" } } }, field: /language/ },
    { name: "empty types", body: { language: "en", types: {} }, field: /types/ },
    { name: "an unknown type", body: { language: "en", types: { "twilio/hologram": {} } }, field: /types/ },
    { name: "text without body", body: { language: "en", types: { "twilio/text": {} } }, field: /body/ },
    {
      name: "text over 1600 characters",
      body: { language: "en", types: { "twilio/text": { body: "x".repeat(1601) } } },
      field: /body/,
    },
    {
      name: "eleven quick replies",
      body: {
        language: "en",
        types: {
          "twilio/quick-reply": {
            body: "Pick",
            actions: Array.from({ length: 11 }, (_, i) => ({ title: `Option ${i}`, id: `o${i}` })),
          },
        },
      },
      field: /actions/,
    },
    {
      name: "a bad language code",
      body: { language: "English", types: { "twilio/text": { body: "hi" } } },
      field: /language/,
    },
    {
      name: "a non-string variable",
      body: { language: "en", variables: { "1": 5 }, types: { "twilio/text": { body: "{{1}}" } } },
      field: /variables/,
    },
    {
      name: "an unknown field",
      body: { language: "en", colour: "red", types: { "twilio/text": { body: "hi" } } },
      field: /colour/,
    },
  ];
  test.each(cases)("$name → 400 20422", async ({ body, field }) => {
    const res = await request(gw.app)
      .post("/message-content/v1/Content")
      .set("Authorization", basicAuth(owl))
      .send(body as object);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(twilioError(20422, 400, field));
  });

  test("a body that is not JSON → 400 20422", async () => {
    const res = await request(gw.app)
      .post("/message-content/v1/Content")
      .set("Authorization", basicAuth(owl))
      .set("Content-Type", "application/json")
      .send("{not json");
    expect(res.status).toBe(400);
    expect(res.body).toEqual(twilioError(20422, 400));
  });

  test("a form-encoded body → 415 20415", async () => {
    const res = await request(gw.app)
      .post("/message-content/v1/Content")
      .set("Authorization", basicAuth(owl))
      .type("form")
      .send({ language: "en" });
    expect(res.status).toBe(415);
    expect(res.body).toEqual(twilioError(20415, 415));
  });
});

describe("approval requests", () => {
  const cases: { name: string; body: unknown; field: RegExp }[] = [
    { name: "no name", body: { category: "UTILITY" }, field: /name/ },
    { name: "an upper-case name", body: { name: "Order_Update", category: "UTILITY" }, field: /name/ },
    {
      name: "an unknown category",
      body: { name: "order_update", category: "TRANSACTIONAL" },
      field: /category/,
    },
  ];
  test.each(cases)("$name → 400 20422", async ({ body, field }) => {
    const res = await request(gw.app)
      .post(`/message-content/v1/Content/${unsubmitted()}/ApprovalRequests/whatsapp`)
      .set("Authorization", basicAuth(owl))
      .send(body as object);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(twilioError(20422, 400, field));
  });
});

describe("unknown resources and methods", () => {
  const cases = [
    { method: "get", path: `/v1/Content/HX${"0".repeat(32)}`, status: 404, code: 20404 },
    { method: "get", path: "/v1/Content/not-a-sid", status: 404, code: 20404 },
    { method: "get", path: `/v1/Content/HX${"0".repeat(32)}/ApprovalRequests`, status: 404, code: 20404 },
    { method: "get", path: "/v1/Templates", status: 404, code: 20404 },
    { method: "put", path: "/v1/ContentAndApprovals", status: 405, code: 20004 },
  ] as const;
  test.each(cases)("$method $path → $status $code", async ({ method, path, status, code }) => {
    const res = await request(gw.app)[method](`/message-content${path}`).set("Authorization", basicAuth(owl));
    expect(res.status).toBe(status);
    expect(res.body).toEqual(twilioError(code, status));
  });

  test("a 404 names the requested resource without its query", async () => {
    const res = await request(gw.app)
      .get("/message-content/v1/Templates?PageSize=5")
      .set("Authorization", basicAuth(owl));
    expect(res.body.message).toBe("The requested resource /message-content/v1/Templates was not found");
  });
});

describe("admin actions", () => {
  const cases = [
    {
      action: "review-approval",
      body: { sid: unsubmitted, status: "approved" },
      message: /not been submitted/,
    },
    {
      action: "review-approval",
      body: { sid: () => fixtureContent(owl)[0].sid, status: "rejected" },
      message: /cannot become/,
    },
    {
      action: "review-approval",
      body: { sid: () => `HX${"0".repeat(32)}`, status: "approved" },
      message: /not found/,
    },
    { action: "review-approval", body: { sid: unsubmitted, status: "maybe" }, message: /status must be/ },
    {
      action: "add-account",
      body: { account_sid: "AC123", auth_token: "x".repeat(32) },
      message: /account_sid/,
    },
    {
      action: "add-account",
      body: { account_sid: `AC${"2".repeat(32)}`, auth_token: "short" },
      message: /auth_token/,
    },
  ];
  test.each(cases)("$action rejects $body.status$body.account_sid", async ({ action, body, message }) => {
    const resolved = Object.fromEntries(
      Object.entries(body).map(([k, v]) => [k, typeof v === "function" ? v() : v]),
    );
    const res = await request(gw.app).post(`/__admin/services/message-content/${action}`).send(resolved);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.error.message).toMatch(message);
  });
});
