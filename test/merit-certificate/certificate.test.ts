/**
 * The merit certificate of a National Eligibility Test as a document wallet pulls it with the provider's own
 * request body (`RROLL`, `CERT_TYPE`, `FullName`): a PDF a reader opens, and the certificate-schema XML and
 * JSON forms, which carry the same certificate; the same document again for the same transaction.
 */

import { readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import request from "supertest";
import records from "../../fixtures/merit-certificate/records.json";
import { createMeritCertificateClient } from "../../generated/merit-certificate/client";
import type { components } from "../../generated/merit-certificate/types";
import { readCertificateXml } from "../support/certificate-xml";
import { startGateway, type TestGateway } from "../support/gateway";
import { pdfText } from "../support/pdf-text";

type CertificateRequest = components["schemas"]["CertificateRequest"];

let gw: TestGateway;
let client: ReturnType<typeof createMeritCertificateClient>;
const HEADERS = { "X-Gateway-APIKEY": "mrcer-dev-key", "X-Gateway-CLIENTID": "in.gov.wallet.dev" };
beforeAll(async () => {
  gw = await startGateway({ services: ["merit-certificate"] });
  client = createMeritCertificateClient(gw.url, { headers: HEADERS });
});
afterAll(() => gw.close());

const kavya = records.find((r) => r.fullName === "Kavya Reddy")!;
/** The body the provider documents, word for word. */
const params = { RROLL: kavya.rollNumber, CERT_TYPE: kavya.certType, FullName: kavya.fullName };
let txnCounter = 0;
/** A fresh transaction id per request, in UUID form. */
function txnId(): string {
  txnCounter++;
  return `6f1c2a4e-0b7d-4c3e-9a21-${String(txnCounter).padStart(12, "0")}`;
}

async function pdf(body: { txnId: string; certificateParameters: typeof params }): Promise<Buffer> {
  const { data, response } = await client.POST("/mrcer/certificate", {
    body: { ...body, format: "pdf" },
    parseAs: "arrayBuffer",
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  if (!(data instanceof ArrayBuffer)) throw new Error("expected the PDF's bytes");
  return Buffer.from(data);
}

test("the PDF shows the candidate, the test, and the transaction with its verification reference", async () => {
  const id = txnId();
  const doc = await pdf({ txnId: id, certificateParameters: params });
  expect(doc.subarray(0, 5).toString()).toBe("%PDF-");
  const text = await pdfText(doc);
  expect(text).toContain("MERIT CERTIFICATE");
  expect(text).toContain("Kavya Reddy");
  expect(text).toContain(kavya.rollNumber);
  expect(text).toContain("National Eligibility Test (NET-II) 2018");
  expect(text).toContain("Genetics and Plant Breeding");
  expect(text).toContain("112 / 150 (74.67%)");
  // Dated on the day the session's result was declared, not on the day it was fetched.
  expect(text).toContain("Issued at New Delhi on 15-02-2019");
  expect(text).toContain(id);
  expect(text).toMatch(/Verification reference: [0-9A-F]{16}/);
});

test("the JSON form is the certificate in the certificate schema", async () => {
  const { data, response } = await client.POST("/mrcer/certificate", {
    body: { txnId: txnId(), format: "json", certificateParameters: params },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(data).toMatchObject({
    language: "99",
    name: "Merit Certificate",
    type: "MRCER",
    number: `NARB/NET-II_2018/${kavya.rollNumber}`,
    issuedAt: "New Delhi",
    issueDate: "15-02-2019",
    validFromDate: "15-02-2019",
    status: "A",
    IssuedBy: { Organization: { name: "National Agricultural Recruitment Board", code: "NARB", type: "CG" } },
    IssuedTo: {
      Person: {
        name: "Kavya Reddy",
        dob: kavya.dob,
        gender: "F",
        swd: kavya.swd,
        swdIndicator: "D",
        motherName: kavya.motherName,
        category: "General",
        Address: { type: "permanent", vtc: "Pune", pin: "411016", state: "Maharashtra", country: "IN" },
      },
    },
    CertificateData: {
      School: { name: "NET examination centre, Pune", code: "04" },
      Examination: { name: "National Eligibility Test (NET-II) 2018", month: "DECEMBER", year: "2018" },
      Performance: {
        result: "QUALIFIED",
        marksTotal: "112",
        marksMax: "150",
        percentage: "74.67",
        resultDate: "15-02-2019",
        Subjects: [{ name: "Genetics and Plant Breeding", code: "05", marksTotal: "112", marksMax: "150" }],
      },
    },
  });
});

test("the XML form has the schema's element and attribute names and the JSON form's content", async () => {
  // The name is matched without regard to letter case and spacing.
  const loose = { ...params, FullName: "  kavya   REDDY " };
  const json = await client.POST("/mrcer/certificate", {
    body: { txnId: txnId(), format: "json", certificateParameters: loose },
  });
  const res = await client.POST("/mrcer/certificate", {
    body: { txnId: txnId(), format: "xml", certificateParameters: loose },
    parseAs: "text",
  });
  expect(res.response.status).toBe(200);
  expect(res.response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  const { root, certificate } = readCertificateXml(res.data as string);
  expect(root).toBe("Certificate");
  expect(Object.keys(certificate).sort()).toEqual(
    [
      "language",
      "name",
      "type",
      "number",
      "issuedAt",
      "issueDate",
      "validFromDate",
      "status",
      "IssuedBy",
      "IssuedTo",
      "CertificateData",
    ].sort(),
  );
  expect(certificate).toEqual(json.data);
});

test("the same txnId gives the same bytes, even later; reused for another request it is refused", async () => {
  const id = txnId();
  const body = { txnId: id, format: "pdf", certificateParameters: params };
  const first = await pdf(body);
  gw.clock.advance(3 * 86_400_000);
  expect(Buffer.compare(first, await pdf(body))).toBe(0);

  const other = records.find((r) => r.fullName === "Vikram Joshi")!;
  for (const reuse of [
    { ...body, format: "xml" },
    {
      ...body,
      certificateParameters: { RROLL: other.rollNumber, CERT_TYPE: other.certType, FullName: other.fullName },
    },
  ]) {
    const refused = await request(gw.app)
      .post("/merit-certificate/v3/mrcer/certificate")
      .set(HEADERS)
      .send(reuse);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: "invalid_txnid",
      errorDescription: "The txnId parameter must be in UUID format",
    });
  }
  // A new transaction for the same candidate is a new document, fetched at the new time.
  const fresh = await pdf({ ...body, txnId: txnId() });
  expect(Buffer.compare(first, fresh)).not.toBe(0);
});

test("the spec's example request, the provider's documented body, gets its record's certificate", async () => {
  const spec = yaml.load(
    readFileSync(path.join(__dirname, "../../specs/merit-certificate.yaml"), "utf8"),
  ) as {
    components: { schemas: { CertificateRequest: { example: CertificateRequest } } };
  };
  const example = spec.components.schemas.CertificateRequest.example;
  const pdf = await client.POST("/mrcer/certificate", { body: example, parseAs: "arrayBuffer" });
  expect(pdf.response.status).toBe(200);
  expect(pdf.response.headers.get("content-type")).toBe("application/pdf");
  const json = await client.POST("/mrcer/certificate", {
    body: { ...example, txnId: "c0ffee00-1234-4abc-8def-000000000001", format: "json" },
  });
  expect(json.data).toMatchObject({
    number: "NARB/NET-I_2018/1810100237",
    IssuedTo: { Person: { name: example.certificateParameters?.FullName } },
  });
});
