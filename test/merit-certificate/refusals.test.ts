/**
 * Every refusal of the merit certificate service in the provider's terms: the documented `error` code with
 * that code's one fixed `errorDescription`, whatever the particulars, for the domain's refusals and the
 * request validation's alike.
 */
import request from "supertest";
import records from "../../fixtures/merit-certificate/records.json";
import { startGateway, type TestGateway } from "../support/gateway";

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ services: ["merit-certificate"] });
});
afterAll(() => gw.close());

const PATH = "/merit-certificate/v3/mrcer/certificate";
const HEADERS = { "X-Gateway-APIKEY": "mrcer-dev-key", "X-Gateway-CLIENTID": "in.gov.wallet.dev" };
const kavya = records.find((r) => r.fullName === "Kavya Reddy")!;
const params = { RROLL: kavya.rollNumber, CERT_TYPE: kavya.certType, FullName: kavya.fullName };
let txnCounter = 0;
function txnId(): string {
  txnCounter++;
  return `9a0b5f3c-77e1-4d2a-8c19-${String(txnCounter).padStart(12, "0")}`;
}

const TEXT = {
  missing_parameter: "Please provide all mandatory parameters",
  invalid_parameter: "Bad request",
  invalid_format: "The format parameter is invalid",
  invalid_txnid: "The txnId parameter must be in UUID format",
  invalid_consentid: "The consentId parameter must be in UUID format",
  invalid_authentication: "Authentication failed",
  invalid_authorization: "You are not authorized to use this API",
  record_not_found: "No record found",
  url_not_found: "Your API url or path is incorrect",
};
type Code = keyof typeof TEXT;

/** A full consent artefact as the document wallet signs it, with the given consent id. */
function consent(consentId: string) {
  return {
    consent: {
      consentId,
      timestamp: "2025-12-01T10:00:00.000Z",
      dataConsumer: { id: "in.gov.wallet" },
      dataProvider: { id: "in.gov.narb" },
      purpose: { description: "Pull into the document wallet" },
      user: { idType: "mobile", idNumber: "9800000001", mobile: "9800000001", email: "kavya@example.in" },
      data: { id: "MRCER" },
      permission: {
        access: "VIEW",
        dateRange: { from: "2025-12-01T10:00:00.000Z", to: "2026-12-01T10:00:00.000Z" },
        frequency: { unit: "DAY", value: 1, repeats: 0 },
      },
    },
    signature: { signature: "c2lnbmVkIGJ5IHRoZSB3YWxsZXQ=" },
  };
}

const near = (change: Record<string, unknown>) => ({
  txnId: txnId(),
  format: "pdf",
  certificateParameters: { ...params, ...change },
});
const without = (key: keyof typeof params) => {
  const { [key]: _, ...rest } = params;
  return { txnId: txnId(), format: "pdf", certificateParameters: rest };
};
const rahul = records.find((r) => r.fullName === "Rahul Yadav")!;
const ananya2019 = records.find((r) => r.fullName === "Ananya Sharma" && r.certType === "NET_2019")!;

const cases: [string, () => object, Record<string, string>, number, Code][] = [
  ["no certificate parameters", () => ({ txnId: txnId(), format: "pdf" }), HEADERS, 400, "missing_parameter"],
  ["no roll number", () => without("RROLL"), HEADERS, 400, "missing_parameter"],
  ["no test", () => without("CERT_TYPE"), HEADERS, 400, "missing_parameter"],
  ["no name", () => without("FullName"), HEADERS, 400, "missing_parameter"],
  ["no txnId", () => ({ format: "pdf", certificateParameters: params }), HEADERS, 400, "missing_parameter"],
  ["no format", () => ({ txnId: txnId(), certificateParameters: params }), HEADERS, 400, "missing_parameter"],
  ["an unknown format", () => ({ ...near({}), format: "docx" }), HEADERS, 400, "invalid_format"],
  ["a txnId that is not a UUID", () => ({ ...near({}), txnId: "12345" }), HEADERS, 400, "invalid_txnid"],
  [
    "a consent id that is not a UUID",
    () => ({ ...near({}), consentArtifact: consent("c-1") }),
    HEADERS,
    400,
    "invalid_consentid",
  ],
  [
    "a consent artefact without its signature",
    () => ({
      ...near({}),
      consentArtifact: { consent: consent("ea9c43aa-7f5a-4bf3-a0be-e1caa24737ba").consent },
    }),
    HEADERS,
    400,
    "missing_parameter",
  ],
  [
    "certificate parameters that are not an object",
    () => ({ ...near({}), certificateParameters: "1820400215" }),
    HEADERS,
    400,
    "invalid_parameter",
  ],
  [
    "a roll number that is not a string",
    () => near({ RROLL: 1820400215 }),
    HEADERS,
    400,
    "invalid_parameter",
  ],
  ["a near miss on the roll number", () => near({ RROLL: "1820400216" }), HEADERS, 404, "record_not_found"],
  ["a near miss on the name", () => near({ FullName: "Kavya Reddi" }), HEADERS, 404, "record_not_found"],
  // Kavya sat NET-II in 2018: the same roll number and name under another test match nobody.
  [
    "the right candidate under another test",
    () => near({ CERT_TYPE: "NET_2019" }),
    HEADERS,
    404,
    "record_not_found",
  ],
  [
    "a test the board never held",
    () => near({ CERT_TYPE: "NET-III_2018" }),
    HEADERS,
    404,
    "record_not_found",
  ],
  [
    "one Ananya Sharma's roll number under the other's test",
    () => ({
      ...near({}),
      certificateParameters: {
        RROLL: ananya2019.rollNumber,
        CERT_TYPE: "NET-I_2018",
        FullName: "Ananya Sharma",
      },
    }),
    HEADERS,
    404,
    "record_not_found",
  ],
  [
    "a candidate who sat the test but did not qualify",
    () => ({
      ...near({}),
      certificateParameters: { RROLL: rahul.rollNumber, CERT_TYPE: rahul.certType, FullName: rahul.fullName },
    }),
    HEADERS,
    404,
    "record_not_found",
  ],
  [
    "no API key",
    () => near({}),
    { "X-Gateway-CLIENTID": "in.gov.wallet.dev" },
    401,
    "invalid_authentication",
  ],
  [
    "an unknown API key",
    () => near({}),
    { ...HEADERS, "X-Gateway-APIKEY": "wrong" },
    401,
    "invalid_authentication",
  ],
  [
    "the degree service's key",
    () => near({}),
    { ...HEADERS, "X-Gateway-APIKEY": "dgcer-dev-key" },
    401,
    "invalid_authentication",
  ],
  [
    "a key presented by another client",
    () => near({}),
    { ...HEADERS, "X-Gateway-CLIENTID": "in.gov.wallet.staging" },
    401,
    "invalid_authorization",
  ],
];

test.each(cases)("%s", async (_name, body, headers, status, error) => {
  const res = await request(gw.app).post(PATH).set(headers).send(body());
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ error, errorDescription: TEXT[error] });
});

test("a complete consent artefact with a UUID consent id is accepted", async () => {
  const res = await request(gw.app)
    .post(PATH)
    .set(HEADERS)
    .send({ ...near({}), consentArtifact: consent("ea9c43aa-7f5a-4bf3-a0be-e1caa24737ba") });
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toBe("application/pdf");
});

test("bodies that are not the JSON the API takes are bad requests", async () => {
  const notJson = await request(gw.app)
    .post(PATH)
    .set(HEADERS)
    .set("Content-Type", "text/plain")
    .send("hello");
  expect(notJson.status).toBe(415);
  expect(notJson.body).toEqual({ error: "invalid_parameter", errorDescription: TEXT.invalid_parameter });
  const broken = await request(gw.app)
    .post(PATH)
    .set(HEADERS)
    .set("Content-Type", "application/json")
    .send('{"txnId": ');
  expect(broken.status).toBe(400);
  expect(broken.body).toEqual({ error: "invalid_parameter", errorDescription: TEXT.invalid_parameter });
});

test("a path or method the API does not have is url_not_found", async () => {
  const path = await request(gw.app).post("/merit-certificate/v3/mrcer/certificates").set(HEADERS).send({});
  expect(path.status).toBe(404);
  expect(path.body).toEqual({ error: "url_not_found", errorDescription: TEXT.url_not_found });
  const method = await request(gw.app).get(PATH).set(HEADERS);
  expect(method.status).toBe(405);
  expect(method.body).toEqual({ error: "url_not_found", errorDescription: TEXT.url_not_found });
});
