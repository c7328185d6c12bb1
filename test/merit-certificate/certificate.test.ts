/**
 * The merit certificate as a document wallet pulls it: a PDF a reader opens and an XML form a parser reads,
 * the same document for the same transaction, and the documented refusals.
 */
import { XMLParser } from "fast-xml-parser";
import request from "supertest";
import records from "../../fixtures/merit-certificate/records.json";
import { startGateway, type TestGateway } from "../support/gateway";
import { pdfText } from "../support/pdf-text";

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ services: ["merit-certificate"] });
});
afterAll(() => gw.close());

const PATH = "/merit-certificate/v3/mrcer/certificate";
const HEADERS = { "X-Gateway-APIKEY": "mrcer-dev-key", "X-Gateway-CLIENTID": "in.gov.wallet.dev" };
const kavya = records.find((r) => r.fullName === "Kavya Reddy")!;
const params = { RROLL: kavya.rollNumber, FullName: kavya.fullName, DOB: kavya.dob, year: kavya.year };
let txnCounter = 0;
/** A fresh transaction id per request, in UUID form. */
function txnId(): string {
  txnCounter++;
  return `6f1c2a4e-0b7d-4c3e-9a21-${String(txnCounter).padStart(12, "0")}`;
}

function post(body: object, headers: Record<string, string> = HEADERS) {
  return request(gw.app)
    .post(PATH)
    .set(headers)
    .send(body)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => done(null, Buffer.concat(chunks)));
    });
}

test("the PDF shows the holder's details and a verification reference", async () => {
  const id = txnId();
  const res = await post({ txnId: id, format: "pdf", certificateParameters: params });
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toBe("application/pdf");
  const pdf = res.body as Buffer;
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  const text = await pdfText(pdf);
  expect(text).toContain("Kavya Reddy");
  expect(text).toContain(kavya.rollNumber);
  expect(text).toContain(kavya.post);
  expect(text).toContain(id);
  expect(text).toMatch(/Verification reference: [0-9A-F]{16}/);
});

test("the XML form is well formed and carries the same data", async () => {
  const id = txnId();
  const res = await post({
    txnId: id,
    format: "xml",
    certificateParameters: { ...params, FullName: "  kavya   REDDY " },
  });
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toBe("application/xml");
  const xml = (res.body as Buffer).toString("utf8");
  const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" }).parse(xml);
  const cert = parsed.Certificate;
  expect(cert).toMatchObject({
    type: "MRCER",
    name: "Merit Certificate",
    txnId: id,
    issueDate: "01-01-2026",
  });
  expect(cert.verificationReference).toMatch(/^[0-9A-F]{16}$/);
  expect(cert.IssuedTo.Person).toEqual({ name: "Kavya Reddy", dob: kavya.dob, gender: "F" });
  expect(cert.CertificateData).toMatchObject({
    rollNumber: kavya.rollNumber,
    rank: String(kavya.rank),
    marks: `${kavya.marks} / ${kavya.maxMarks}`,
  });
});

test("the same txnId gives the same bytes, even later; reused with other parameters it is refused", async () => {
  const id = txnId();
  const body = { txnId: id, format: "pdf", certificateParameters: params };
  const first = await post(body);
  gw.clock.advance(3 * 86_400_000);
  const again = await post(body);
  expect(again.status).toBe(200);
  expect(Buffer.compare(first.body as Buffer, again.body as Buffer)).toBe(0);

  const other = records.find((r) => r.fullName === "Vikram Joshi")!;
  for (const reuse of [
    { ...body, format: "xml" },
    {
      ...body,
      certificateParameters: {
        RROLL: other.rollNumber,
        FullName: other.fullName,
        DOB: other.dob,
        year: other.year,
      },
    },
  ]) {
    const refused = await post(reuse);
    expect(refused.status).toBe(400);
    expect(JSON.parse((refused.body as Buffer).toString())).toEqual({
      error: "invalid_txnid",
      errorDescription: expect.stringContaining(id),
    });
  }
  // A new transaction for the same candidate is a new document, issued at the new time.
  const fresh = await post({ ...body, txnId: txnId() });
  expect(Buffer.compare(first.body as Buffer, fresh.body as Buffer)).not.toBe(0);
});

describe("refusals", () => {
  const near = (change: Partial<typeof params>) => ({
    txnId: txnId(),
    format: "pdf",
    certificateParameters: { ...params, ...change },
  });
  const cases: [string, () => object, Record<string, string>, number, string][] = [
    ["a near miss on the date of birth", () => near({ DOB: "06-01-1998" }), HEADERS, 404, "record_not_found"],
    ["a near miss on the year", () => near({ year: "2024" }), HEADERS, 404, "record_not_found"],
    ["a near miss on the name", () => near({ FullName: "Kavya Reddi" }), HEADERS, 404, "record_not_found"],
    ["an unknown format", () => ({ ...near({}), format: "docx" }), HEADERS, 400, "invalid_format"],
    ["a txnId that is not a UUID", () => ({ ...near({}), txnId: "12345" }), HEADERS, 400, "invalid_txnid"],
    [
      "no certificate parameters",
      () => ({ txnId: txnId(), format: "pdf" }),
      HEADERS,
      400,
      "missing_parameter",
    ],
    [
      "a missing roll number",
      () => ({ ...near({}), certificateParameters: { ...params, RROLL: undefined } }),
      HEADERS,
      400,
      "missing_parameter",
    ],
    ["a malformed date of birth", () => near({ DOB: "1998-01-05" }), HEADERS, 400, "invalid_parameter"],
    [
      "a consent id that is not a UUID",
      () => ({
        ...near({}),
        consentArtifact: { consent: { consentId: "c-1", timestamp: "2025-12-01T10:00:00Z" } },
      }),
      HEADERS,
      400,
      "invalid_consentid",
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
      "a key presented by another client",
      () => near({}),
      { ...HEADERS, "X-Gateway-CLIENTID": "in.gov.wallet.staging" },
      401,
      "invalid_authorization",
    ],
  ];
  test.each(cases)("%s", async (_name, body, headers, status, error) => {
    const res = await post(body(), headers);
    expect(res.status).toBe(status);
    expect(JSON.parse((res.body as Buffer).toString())).toEqual({
      error,
      errorDescription: expect.any(String),
    });
  });

  test("a consent artefact with a valid consent id is accepted", async () => {
    const res = await post({
      ...near({}),
      consentArtifact: {
        consent: {
          consentId: "ea9c43aa-7f5a-4bf3-a0be-e1caa24737ba",
          timestamp: "2025-12-01T10:00:00Z",
          dataConsumer: { id: "in.gov.wallet" },
          purpose: { description: "Document wallet" },
        },
        signature: { signature: "c2lnbmVk" },
      },
    });
    expect(res.status).toBe(200);
  });
});
