/**
 * A query parameter that the operation does not declare is answered as the provider answers it. Google's
 * APIs bind every query parameter to a field of the request message and refuse one they cannot bind: 400
 * INVALID_ARGUMENT naming it, in Google's words, except Google's system parameters (`prettyPrint`, `$.xgafv`,
 * `fields`, ..., which the googleapis client sends). The other providers ignore it (a jQuery `_=` cache
 * buster, a misspelt `page`): the gateway answers as without it, logs it at debug level and counts it in
 * `gateway_ignored_parameters_total{service}` on /metrics.
 */
import { Writable } from "node:stream";
import request from "supertest";
import records from "../../fixtures/merit-certificate/records.json";
import { services } from "../../generated/index";
import { serviceModules } from "../../src/handlers";
import { createLogger } from "../../src/http/logger";
import { startGateway, type TestGateway } from "../support/gateway";

type Slug = (typeof services)[number]["slug"];

/** One request per error dialect that succeeds as it is; the Google ones first. */
const kavya = records[0];
const CASES: { slug: Slug; dialect: string; method: "get" | "post"; url: string; body?: () => object }[] = [
  {
    slug: "api-keys",
    dialect: "google",
    method: "get",
    url: "/api-keys/v2/projects/p1/locations/global/keys",
  },
  {
    slug: "access-approval",
    dialect: "google",
    method: "get",
    url: "/access-approval/v1/projects/acme-payments-prod/approvalRequests",
  },
  { slug: "address-lookup", dialect: "ideal-postcodes", method: "get", url: "/address-lookup/v1/keys/iddqd" },
  { slug: "billing", dialect: "zuora", method: "get", url: "/billing/notifications/email-templates" },
  {
    slug: "branch-lookup",
    dialect: "open-banking",
    method: "get",
    url: "/branch-lookup/open-banking/v2.2/branches",
  },
  {
    slug: "code-profiler",
    dialect: "aws-codeguru-profiler",
    method: "get",
    url: "/code-profiler/profilingGroups",
  },
  { slug: "config-delivery", dialect: "aws-appconfig", method: "get", url: "/config-delivery/applications" },
  {
    slug: "merit-certificate",
    dialect: "api-setu",
    method: "post",
    url: "/merit-certificate/v3/mrcer/certificate",
    body: () => ({
      txnId: crypto.randomUUID(),
      format: "xml",
      certificateParameters: { RROLL: kavya.rollNumber, CERT_TYPE: kavya.certType, FullName: kavya.fullName },
    }),
  },
  {
    slug: "identity-verification",
    dialect: "frankieone",
    method: "get",
    url: "/identity-verification/v1.2/ruok",
  },
  { slug: "market-data", dialect: "token-metrics", method: "get", url: "/market-data/v1/tokens" },
  { slug: "message-content", dialect: "twilio", method: "get", url: "/message-content/v1/Content" },
  { slug: "pipeline-config", dialect: "airbyte", method: "get", url: "/pipeline-config/v1/health" },
];
const GOOGLE = CASES.filter((c) => c.dialect === "google");

let gw: TestGateway;
let lines: Record<string, unknown>[];
beforeEach(async () => {
  lines = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  gw = await startGateway({ logger: createLogger("debug", sink) });
});
afterEach(() => gw.close());

function send(c: (typeof CASES)[number], query: string) {
  const r = request(gw.url)[c.method](`${c.url}${query}`).set(serviceModules[c.slug].devCredentials());
  return c.body ? r.send(c.body()) : r;
}

test("every error dialect has a case", () => {
  expect(new Set(CASES.map((c) => c.dialect))).toEqual(new Set(services.map((s) => s.dialect)));
});

test.each(
  CASES.filter((c) => c.dialect !== "google").map((c) => [c.dialect, c] as const),
)("%s ignores unknown query parameters, logs and counts them", async (_dialect, c) => {
  const plain = await send(c, "");
  expect(plain.status).toBe(200);
  const extra = await send(c, "?_=1732560000000&colour=blue");
  expect(extra.status).toBe(200);
  if (!c.body) expect(extra.text).toBe(plain.text);
  const logged = lines.find((l) => l.msg === "query parameters the operation does not declare were ignored");
  expect(logged).toMatchObject({ level: 20, service: c.slug, parameters: ["_", "colour"] });
  const metrics = await request(gw.url).get("/metrics");
  expect(metrics.text).toContain(`gateway_ignored_parameters_total{service="${c.slug}"} 2`);
});

test.each(
  GOOGLE.map((c) => [c.slug, c] as const),
)("%s refuses an unknown query parameter as Google does, naming it", async (_slug, c) => {
  const res = await send(c, "?colour=blue");
  const message =
    "Invalid JSON payload received. Unknown name \"colour\": Cannot bind query parameter. Field 'colour' could not be found in request message.";
  expect(res.status).toBe(400);
  expect(res.body).toEqual({
    error: {
      code: 400,
      message,
      status: "INVALID_ARGUMENT",
      details: [
        {
          "@type": "type.googleapis.com/google.rpc.BadRequest",
          fieldViolations: [{ field: "colour", description: message }],
        },
      ],
    },
  });
});

test.each(
  GOOGLE.map((c) => [c.slug, c] as const),
)("%s takes Google's system parameters as googleapis sends them", async (_slug, c) => {
  const plain = await send(c, "");
  expect(plain.status).toBe(200);
  const res = await send(c, "?prettyPrint=false&%24.xgafv=2&alt=json&quotaUser=ci&fields=*");
  expect(res.status).toBe(200);
  expect(res.body).toEqual(plain.body);
});
