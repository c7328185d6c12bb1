/**
 * The degree certificate as a student pulls it into a document wallet with the provider's own request body
 * (`RROLL`, `FullName`): a PDF naming the graduate and the degree, and the certificate-schema XML and JSON
 * forms, which carry the same certificate.
 */

import { readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { createDegreeCertificateClient } from "../../generated/degree-certificate/client";
import type { components } from "../../generated/degree-certificate/types";
import { readCertificateXml } from "../support/certificate-xml";
import { startGateway, type TestGateway } from "../support/gateway";
import { pdfText } from "../support/pdf-text";

type CertificateRequest = components["schemas"]["CertificateRequest"];

let gw: TestGateway;
let client: ReturnType<typeof createDegreeCertificateClient>;
beforeAll(async () => {
  gw = await startGateway({ services: ["degree-certificate"] });
  client = createDegreeCertificateClient(gw.url, {
    headers: { "X-Gateway-APIKEY": "dgcer-dev-key", "X-Gateway-CLIENTID": "in.gov.wallet.dev" },
  });
});
afterAll(() => gw.close());

/** The body the provider documents, word for word. */
const MBBS = { RROLL: "B1900142", FullName: "Rohan Mehta" };

test("the PDF names the graduate, the degree and the convocation", async () => {
  const { data, response } = await client.POST("/dgcer/certificate", {
    body: { txnId: "0d6f4c1e-8a3b-4f25-b7c9-1e2d3f4a5b60", format: "pdf", certificateParameters: MBBS },
    parseAs: "arrayBuffer",
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  if (!(data instanceof ArrayBuffer)) throw new Error("expected the PDF's bytes");
  const text = await pdfText(Buffer.from(data));
  expect(text).toContain("DEGREE CERTIFICATE");
  expect(text).toContain("National Institute of Medical Sciences");
  expect(text).toContain("Rohan Mehta");
  expect(text).toContain("Bachelor of Medicine and Bachelor of Surgery");
  expect(text).toContain("First Division with Distinction");
  expect(text).toContain("1094 / 1400 (78.14%)");
  expect(text).toContain("Issued at New Delhi on 14-12-2024");
  expect(text).toContain("0d6f4c1e-8a3b-4f25-b7c9-1e2d3f4a5b60");
});

test("the JSON form of a diploma is its certificate in the certificate schema", async () => {
  const { data, response } = await client.POST("/dgcer/certificate", {
    body: {
      txnId: "0d6f4c1e-8a3b-4f25-b7c9-1e2d3f4a5b61",
      format: "json",
      certificateParameters: { RROLL: "T2200090", FullName: "sahil  gupta" },
    },
  });
  expect(response.status).toBe(200);
  expect(data).toMatchObject({
    language: "99",
    name: "Diploma Certificate",
    type: "DGCER",
    number: "NIMS/DP/2024/T2200090",
    issuedAt: "New Delhi",
    issueDate: "14-12-2024",
    validFromDate: "14-12-2024",
    status: "A",
    IssuedBy: { Organization: { name: "National Institute of Medical Sciences", code: "NIMS" } },
    IssuedTo: {
      Person: {
        name: "Sahil Gupta",
        dob: "04-04-2003",
        gender: "M",
        swd: "Naresh Gupta",
        swdIndicator: "S",
        Address: { type: "permanent", vtc: "Ambala", state: "Haryana", pin: "134003", country: "IN" },
      },
    },
    CertificateData: {
      School: { name: "National Institute of Medical Sciences", code: "NIMS" },
      Examination: {
        name: "Diploma in Medical Laboratory Technology (Laboratory Medicine) Final Examination",
        month: "JUNE",
        year: "2024",
      },
      Performance: {
        result: "PASS",
        marksTotal: "334",
        marksMax: "600",
        percentage: "55.67",
        grade: "Second Division",
        resultDate: "22-07-2024",
        Subjects: [
          { code: "CBC", name: "Clinical Biochemistry", marksTotal: "112", marksMax: "200" },
          { code: "CMB", name: "Clinical Microbiology", marksTotal: "104", marksMax: "200" },
          { code: "HBB", name: "Haematology and Blood Banking", marksTotal: "118", marksMax: "200" },
        ],
      },
    },
  });
});

test("the XML form has the schema's element and attribute names and the JSON form's content", async () => {
  const json = await client.POST("/dgcer/certificate", {
    body: { txnId: "0d6f4c1e-8a3b-4f25-b7c9-1e2d3f4a5b62", format: "json", certificateParameters: MBBS },
  });
  const xml = await client.POST("/dgcer/certificate", {
    body: { txnId: "0d6f4c1e-8a3b-4f25-b7c9-1e2d3f4a5b63", format: "xml", certificateParameters: MBBS },
    parseAs: "text",
  });
  expect(xml.response.status).toBe(200);
  expect(xml.response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  const { root, certificate } = readCertificateXml(xml.data as string);
  expect(root).toBe("Certificate");
  expect(Object.keys(certificate.IssuedTo)).toEqual(["Person"]);
  expect(Object.keys(certificate.CertificateData)).toEqual(["School", "Examination", "Performance"]);
  expect(certificate).toEqual(json.data);
});

test("the spec's example request, the provider's documented body, gets its record's certificate", async () => {
  const spec = yaml.load(
    readFileSync(path.join(__dirname, "../../specs/degree-certificate.yaml"), "utf8"),
  ) as {
    components: { schemas: { CertificateRequest: { example: CertificateRequest } } };
  };
  const example = spec.components.schemas.CertificateRequest.example;
  const pdf = await client.POST("/dgcer/certificate", { body: example, parseAs: "arrayBuffer" });
  expect(pdf.response.status).toBe(200);
  expect(pdf.response.headers.get("content-type")).toBe("application/pdf");
  const json = await client.POST("/dgcer/certificate", {
    body: { ...example, txnId: "c0ffee00-1234-4abc-8def-000000000001", format: "json" },
  });
  expect(json.data).toMatchObject({
    number: "NIMS/DG/2024/B1900142",
    IssuedTo: { Person: { name: example.certificateParameters?.FullName } },
  });
});
