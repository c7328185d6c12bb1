/**
 * The degree certificate service's refusals in the provider's terms: the documented `error` code with that
 * code's one fixed `errorDescription`.
 */
import request from "supertest";
import { startGateway, type TestGateway } from "../support/gateway";

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ services: ["degree-certificate"] });
});
afterAll(() => gw.close());

const PATH = "/degree-certificate/v3/dgcer/certificate";
const HEADERS = { "X-Gateway-APIKEY": "dgcer-dev-key", "X-Gateway-CLIENTID": "in.gov.wallet.dev" };
const MBBS = { RROLL: "B1900142", FullName: "Rohan Mehta" };

const refusals: [string, object, Record<string, string>, number, string, string][] = [
  // Two graduates are called Rohan Mehta: the roll number of the one with the other's name is his.
  [
    "a roll number of another graduate",
    { certificateParameters: { ...MBBS, RROLL: "B1900157" } },
    HEADERS,
    404,
    "record_not_found",
    "No record found",
  ],
  [
    "an unknown roll number",
    { certificateParameters: { ...MBBS, RROLL: "B1900143" } },
    HEADERS,
    404,
    "record_not_found",
    "No record found",
  ],
  [
    "a missing name",
    { certificateParameters: { RROLL: MBBS.RROLL } },
    HEADERS,
    400,
    "missing_parameter",
    "Please provide all mandatory parameters",
  ],
  [
    "the merit service's parameters",
    { certificateParameters: { REGNO: "NIMS/MBBS/2019/0142", CNAME: "Rohan Mehta", YEAR: "2024" } },
    HEADERS,
    400,
    "missing_parameter",
    "Please provide all mandatory parameters",
  ],
  [
    "a format the API does not have",
    { format: "docx", certificateParameters: MBBS },
    HEADERS,
    400,
    "invalid_format",
    "The format parameter is invalid",
  ],
  [
    "a txnId that is not a UUID",
    { txnId: "txn-1", certificateParameters: MBBS },
    HEADERS,
    400,
    "invalid_txnid",
    "The txnId parameter must be in UUID format",
  ],
  [
    "the merit service's key",
    { certificateParameters: MBBS },
    { ...HEADERS, "X-Gateway-APIKEY": "mrcer-dev-key" },
    401,
    "invalid_authentication",
    "Authentication failed",
  ],
  [
    "the staging client's key under the development client's id",
    { certificateParameters: MBBS },
    { ...HEADERS, "X-Gateway-APIKEY": "dgcer-3b90f6c15e27" },
    401,
    "invalid_authorization",
    "You are not authorized to use this API",
  ],
];

test.each(refusals)("%s", async (_name, change, headers, status, error, errorDescription) => {
  const res = await request(gw.app)
    .post(PATH)
    .set(headers)
    .send({ txnId: "0d6f4c1e-8a3b-4f25-b7c9-1e2d3f4a5b99", format: "pdf", ...change });
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ error, errorDescription });
});

test("a body that is not JSON is refused in the dialect", async () => {
  const res = await request(gw.app).post(PATH).set(HEADERS).set("Content-Type", "text/plain").send("hello");
  expect(res.status).toBe(415);
  expect(res.body).toEqual({ error: "invalid_parameter", errorDescription: "Bad request" });
});
