/**
 * Query values as the providers' servers read them: reserved characters taken unencoded where the value still
 * reads one way only (timestamps with colons, comma-separated lists), a comma-separated value the same with
 * its commas raw or as `%2C`, and `+` a space as the form encoding says (what Python requests, httpx and
 * URLSearchParams send). Each request goes in its raw form and its percent-encoded form: both are accepted
 * and answered alike.
 */
import type { Express } from "express";
import request from "supertest";
import { createApp } from "../../src/app";
import { serviceModules } from "../../src/handlers";
import { silentLogger } from "../../src/http/logger";
import { ManualClock } from "../../src/runtime/clock";
import { AS, people, personBody, registry } from "../identity-verification/support";

const BEARER = { Authorization: "Bearer dev-token" };
const KYC = "/identity-verification/v1.2";

let app: Express;
beforeEach(async () => {
  app = await createApp({ clock: new ManualClock(), logger: silentLogger() });
});

/** The query with every character but unreserved ones, `=` and `&` percent-encoded, as a strict client sends. */
function encoded(url: string): string {
  const [path, query] = url.split("?");
  const pairs = query.split("&").map((pair) => {
    const [name, value] = pair.split("=");
    return `${name}=${encodeURIComponent(value.replace(/\+/g, " ")).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
  });
  return `${path}?${pairs.join("&")}`;
}

async function both(method: "get" | "post", url: string, headers: Record<string, string>, body?: object) {
  const send = (u: string) => {
    const r = request(app)[method](u).set(headers);
    return body ? r.send(body) : r;
  };
  expect(encoded(url)).not.toBe(url);
  return [await send(url), await send(encoded(url))] as const;
}

test.each([
  [
    "billing charge metrics between two RFC 3339 timestamps",
    "/billing/charge-metrics/data/charge-metrics?fromTimestamp=2026-01-01T00:00:00Z&toTimestamp=2026-02-01T00:00:00Z",
  ],
  [
    "billing credit memos sorted by two comma-separated terms",
    "/billing/v1/creditmemos?sort=-status,-amount",
  ],
  [
    "an email template's name with + for its spaces",
    "/billing/notifications/email-templates?name=Credit+memo+posted",
  ],
])("%s: raw and encoded alike", async (_name, url) => {
  const [raw, enc] = await both("get", url, BEARER);
  expect(raw.status).toBe(200);
  expect(enc.status).toBe(200);
  expect(raw.text).toBe(enc.text);
});

test("a + in a name is a space: the fixture template named with spaces is the one found", async () => {
  const [raw, enc] = await both(
    "get",
    "/billing/notifications/email-templates?name=Credit+memo+posted",
    BEARER,
  );
  expect(raw.body.data.map((t: { name: string }) => t.name)).toEqual(["Credit memo posted"]);
  expect(enc.body).toEqual(raw.body);
});

test("market data: comma-separated token symbols", async () => {
  const headers = { api_key: "tm-dev-key" };
  const [raw, enc] = await both("get", "/market-data/v1/tokens?token_symbols=AUR,ETN", headers);
  expect(raw.status).toBe(200);
  expect(raw.body.data.length).toBeGreaterThan(0);
  expect(enc.body).toEqual(raw.body);
});

test("identity verification: comma-separated check types, entity categories and report types", async () => {
  const company = registry.find((c) => c.country === "AUS")!;
  const body = { country: "AUS", organisationNumber: company.companyNumber };
  const [raw, enc] = await both(
    "post",
    `${KYC}/business/ownership/query?checkType=pep,pep_media&entityCategories=ubos,officers`,
    AS.customer,
    body,
  );
  expect(raw.status).toBe(200);
  expect(enc.status).toBe(200);
  expect(raw.body.checkResult.checkTypes).toEqual(["pep", "pep_media"]);
  expect(enc.body.checkResult.checkTypes).toEqual(raw.body.checkResult.checkTypes);

  const [reports, encodedReports] = await both(
    "post",
    `${KYC}/business/reports?reportTypes=creditScore,creditReport`,
    AS.customer,
    { entityId: raw.body.entityId },
  );
  const types = (r: typeof reports) => r.body.reports.map((x: { reportType: string }) => x.reportType);
  expect(types(reports)).toEqual(["creditScore", "creditReport"]);
  expect(types(encodedReports)).toEqual(types(reports));
});

test("identity verification: a status comment with + for its spaces and reserved characters", async () => {
  const created = await request(app).post(`${KYC}/entity`).set(AS.customer).send(personBody(people[0]));
  expect(created.status).toBe(200);
  const url = `${KYC}/entity/${created.body.entityId}/status?set=wait&comment=Checked+by+phone:+see+ticket+#4`;
  const [raw, enc] = await both("post", url.replace("#", "%23"), AS.customer);
  expect(raw.status).toBe(200);
  expect(raw.body.entity?.status?.comment ?? raw.body.status?.comment).toBe(
    "Checked by phone: see ticket #4",
  );
  expect(enc.status).toBe(200);
});

test("message content: a page token with + is read as the same token with a space", async () => {
  const headers = serviceModules["message-content"].devCredentials();
  const [raw, enc] = await both(
    "get",
    "/message-content/v1/Content?PageSize=2&PageToken=forged+token",
    headers,
  );
  expect(raw.status).toBe(enc.status);
  expect(raw.body).toEqual(enc.body);
});
