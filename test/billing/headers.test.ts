/** The common headers (Billing-Track-Id, Billing-Entity-Ids, billing-version), authentication and connections, on the wire. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import request from "supertest";
import { TRACK_ID } from "../../src/handlers/billing/auth";
import { PROJECT_ROOT } from "../../src/runtime/project-root";
import { type BillingTest, NORTHWIND, startBilling, v1Error } from "./support";

let t: BillingTest;
beforeAll(async () => {
  t = await startBilling();
});
beforeEach(() => t.reset());
afterAll(() => t.gw.close());

const get = (path: string) =>
  request(t.gw.app).get(`/billing${path}`).set("Authorization", "Bearer dev-token");

describe("Billing-Track-Id", () => {
  test.each<[string, string, number]>([
    ["a plain identifier", "checkout-7f3a", 200],
    ["spaces and punctuation", "batch 12 (retry #2) & more", 200],
    ["64 characters", "x".repeat(64), 200],
    ["65 characters", "x".repeat(65), 400],
    ["a colon", "job:42", 400],
    ["a semicolon", "job;42", 400],
    ["a double quote", 'job"42', 400],
    ["a single quote", "job'42", 400],
    ["a character outside US-ASCII", "caf\u00e9", 400],
  ])("%s", async (_name, value, status) => {
    const res = await get("/v1/accounting-codes").set("Billing-Track-Id", value);
    expect(res.status).toBe(status);
    if (status === 200) expect(res.headers["billing-track-id"]).toBe(value);
    else expect(res.body).toEqual(v1Error(50000020));
  });

  test("is echoed on domain errors too, in both error formats", async () => {
    const v1 = await get("/v1/creditmemos/nope").set("Billing-Track-Id", "trace-1");
    expect(v1.status).toBe(404);
    expect(v1.headers["billing-track-id"]).toBe("trace-1");
    expect(v1.body).toEqual(v1Error(50000040));
    const events = await get("/events/event-triggers/nope").set("Billing-Track-Id", "trace-2");
    expect(events.status).toBe(404);
    expect(events.headers["billing-track-id"]).toBe("trace-2");
    expect(events.body).toEqual({
      reasons: [{ code: "NOT_FOUND", message: "Event trigger nope does not exist." }],
    });
  });

  test.each<[string, () => request.Test, number]>([
    ["a validation error", () => get("/v1/accounting-codes?pageSize=0"), 400],
    ["a missing token", () => request(t.gw.app).get("/billing/v1/accounting-codes"), 401],
    [
      "an unknown token",
      () => request(t.gw.app).get("/billing/events/event-triggers").set("Authorization", "Bearer stolen"),
      401,
    ],
    ["an unknown path", () => get("/v1/no-such-resource"), 404],
    [
      "a method the path does not take",
      () => request(t.gw.app).patch("/billing/v1/accounting-codes").set("Authorization", "Bearer dev-token"),
      405,
    ],
  ])("is echoed on %s", async (_name, send, status) => {
    const res = await send().set("Billing-Track-Id", "trace-3");
    expect(res.status).toBe(status);
    expect(res.headers["billing-track-id"]).toBe("trace-3");
  });

  test("a malformed one is the error reported, and not echoed", async () => {
    const res = await get("/v1/accounting-codes").set("Billing-Track-Id", "job:42");
    expect(res.status).toBe(400);
    expect(res.body.reasons[0].message).toMatch(/Billing-Track-Id/i);
    expect(res.headers).not.toHaveProperty("billing-track-id");
    const unauthenticated = await request(t.gw.app)
      .get("/billing/v1/accounting-codes")
      .set("Billing-Track-Id", "x".repeat(65));
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers).not.toHaveProperty("billing-track-id");
  });

  test("the echo follows the same rule as the spec's parameter", () => {
    const spec = load(readFileSync(join(PROJECT_ROOT, "specs/billing.yaml"), "utf8")) as {
      components: { parameters: { TrackId: { schema: { maxLength: number; pattern: string } } } };
    };
    const schema = spec.components.parameters.TrackId.schema;
    for (const value of ["checkout-7f3a", "x".repeat(64), "x".repeat(65), "a:b", 'a"b', "caf\u00e9", ""]) {
      const bySpec = value.length <= schema.maxLength && new RegExp(schema.pattern).test(value);
      expect(TRACK_ID.test(value)).toBe(bySpec);
    }
  });

  test("is absent from the answer when not sent", async () => {
    const res = await get("/v1/accounting-codes");
    expect(res.headers).not.toHaveProperty("billing-track-id");
  });
});

describe("Billing-Entity-Ids and multi-entity tenants", () => {
  const contoso = (entity?: string) => {
    const r = request(t.gw.app)
      .get("/billing/v1/catalog/products")
      .set("Authorization", "Bearer contoso-admin-token");
    return entity === undefined ? r : r.set("Billing-Entity-Ids", entity);
  };

  test.each<[string, string | undefined, number]>([
    ["a token for several entities without the header", undefined, 400],
    ["a token for several entities naming one", "ent-contoso-global", 200],
    ["naming two entities", "ent-contoso-global,ent-contoso-us", 400],
    ["naming an entity of another tenant", "ent-northwind", 403],
  ])("%s", async (_name, entity, status) => {
    const res = await contoso(entity);
    expect(res.status).toBe(status);
    if (status !== 200) expect(res.body.success).toBe(false);
  });

  test("a single-entity token needs no header, and may name its entity", async () => {
    const eu = (entity?: string) => {
      const r = request(t.gw.app)
        .get("/billing/v1/catalog/products")
        .set("Authorization", "Bearer contoso-eu-token");
      return entity === undefined ? r : r.set("Billing-Entity-Ids", entity);
    };
    expect((await eu()).status).toBe(200);
    expect((await eu("ent-contoso-eu")).status).toBe(200);
    expect((await eu("ent-contoso-us")).status).toBe(403);
  });

  test("data is scoped to the entity named", async () => {
    expect((await contoso("ent-contoso-global")).body.products).toHaveLength(2);
    expect((await contoso("ent-contoso-us")).body.products).toHaveLength(0);
    const memo = await request(t.gw.app)
      .get(`/billing/v1/creditmemos/${NORTHWIND.memos.draft}`)
      .set("Authorization", "Bearer contoso-admin-token")
      .set("Billing-Entity-Ids", "ent-contoso-us");
    expect(memo.status).toBe(404);
  });

  test("a product is shared from a parent entity to its children", async () => {
    const client = t.as("contoso-admin-token", { "Billing-Entity-Ids": "ent-contoso-global" });
    const share = (entityIds: string[], product = "8a8082c4734e7e2e0173100000000001") =>
      client.POST("/v1/catalog/products/{productId}/share", {
        params: { path: { productId: product } },
        body: { entityIds },
      });
    expect((await share(["ent-contoso-us"])).data).toEqual({ success: true });
    const us = await t
      .as("contoso-admin-token", { "Billing-Entity-Ids": "ent-contoso-us" })
      .GET("/v1/catalog/products", { params: {} });
    expect(us.data?.products.map((p) => p.name)).toEqual(["Contoso Analytics Suite"]);
    expect((await contoso("ent-contoso-eu")).body.products).toHaveLength(0);
    expect((await share(["ent-contoso-us"])).error).toEqual(v1Error(50000030));
    expect((await share(["ent-northwind"])).error).toEqual(v1Error(50000020));
    expect((await share(["ent-contoso-global"])).error).toEqual(v1Error(50000020));
    const fromChild = await t
      .as("contoso-admin-token", { "Billing-Entity-Ids": "ent-contoso-us" })
      .POST("/v1/catalog/products/{productId}/share", {
        params: { path: { productId: "8a8082c4734e7e2e0173100000000001" } },
        body: { entityIds: ["ent-contoso-eu"] },
      });
    expect(fromChild.error).toEqual(v1Error(50000030));
    const singleEntity = await t.client.POST("/v1/catalog/products/{productId}/share", {
      params: { path: { productId: "2c92c0f94f2acf9f014f2f7d9c1f0b3d" } },
      body: { entityIds: ["ent-contoso-us"] },
    });
    expect(singleEntity.error?.reasons[0].message).toMatch(/multi-entity/);
  });
});

describe("authentication", () => {
  test.each<[string, string, Record<string, string>, unknown]>([
    ["no token on a v1 operation", "/v1/accounting-codes", {}, v1Error(90000011)],
    [
      "an unknown token on a v1 operation",
      "/v1/accounting-codes",
      { Authorization: "Bearer stolen" },
      v1Error(90000011),
    ],
    [
      "no token on an events operation",
      "/events/event-triggers",
      {},
      { reasons: [{ code: "UNAUTHORIZED", message: expect.any(String) }] },
    ],
    [
      "a Basic header",
      "/notifications/email-templates",
      { Authorization: "Basic YTpi" },
      { reasons: [expect.objectContaining({ code: "UNAUTHORIZED" })] },
    ],
    [
      "account credentials on a token operation",
      "/v1/accounting-codes",
      { apiAccessKeyId: "api.user@northwind.example", apiSecretAccessKey: "Nw-Sandbox-2026!" },
      v1Error(90000011),
    ],
  ])("%s: 401", async (_name, path, headers, body) => {
    const res = await request(t.gw.app).get(`/billing${path}`).set(headers);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(body);
  });
});

describe("POST /v1/connections", () => {
  const connect = (headers: Record<string, string>) =>
    request(t.gw.app).post("/billing/v1/connections").set(headers);
  const good = {
    apiAccessKeyId: "api.user@northwind.example",
    apiSecretAccessKey: "Nw-Sandbox-2026!",
    "Content-Type": "application/json",
  };

  test.each<[string, Record<string, string>, number, number | undefined]>([
    ["the account's username and password", good, 200, undefined],
    [
      "another tenant's user",
      { ...good, apiAccessKeyId: "integration@contoso.example", apiSecretAccessKey: "Contoso#Billing7" },
      200,
      undefined,
    ],
    ["a wrong password", { ...good, apiSecretAccessKey: "guess" }, 401, 90000011],
    ["an unknown user", { ...good, apiAccessKeyId: "nobody@example.com" }, 401, 90000011],
    [
      "no password",
      { apiAccessKeyId: good.apiAccessKeyId, "Content-Type": "application/json" },
      400,
      50000022,
    ],
    ["a Content-Type other than JSON", { ...good, "Content-Type": "text/plain" }, 415, 50000045],
  ])("%s", async (_name, headers, status, code) => {
    const res = await connect(headers).send(headers["Content-Type"] === "text/plain" ? "hello" : "{}");
    expect(res.status).toBe(status);
    expect(res.body).toEqual(code === undefined ? { success: true } : v1Error(code));
  });

  test("without Content-Type the connection is refused", async () => {
    const res = await connect({
      apiAccessKeyId: good.apiAccessKeyId,
      apiSecretAccessKey: good.apiSecretAccessKey,
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual(v1Error(50000045));
  });

  test("through the generated client", async () => {
    const res = await t.client.POST("/v1/connections", {
      params: {
        header: {
          apiAccessKeyId: good.apiAccessKeyId,
          apiSecretAccessKey: good.apiSecretAccessKey,
        },
      },
      body: {},
    });
    expect(res.data).toEqual({ success: true });
  });
});

test("billing-version must be a minor version such as 257.0", async () => {
  const res = await get("/v1/accounting-codes").set("billing-version", "latest");
  expect(res.status).toBe(400);
  expect(res.body).toEqual(v1Error(50000020));
});
