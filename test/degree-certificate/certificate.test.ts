/**
 * The degree certificate as a student pulls it into a document wallet: found by registration number, name
 * and year, as a PDF and as XML, with the documented refusals.
 */
import { XMLParser } from "fast-xml-parser";
import request from "supertest";
import { startGateway, type TestGateway } from "../support/gateway";
import { pdfText } from "../support/pdf-text";

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ services: ["degree-certificate"] });
});
afterAll(() => gw.close());

const PATH = "/degree-certificate/v3/dgcer/certificate";
const HEADERS = { "X-Gateway-APIKEY": "dgcer-dev-key", "X-Gateway-CLIENTID": "in.gov.wallet.dev" };
const MBBS = { REGNO: "AIMS/MBBS/2019/0142", CNAME: "Rohan Mehta", YEAR: "2024" };

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

test("the PDF names the graduate and the degree", async () => {
  const res = await post({
    txnId: "0d6f4c1e-8a3b-4f25-b7c9-1e2d3f4a5b60",
    format: "pdf",
    certificateParameters: MBBS,
  });
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toBe("application/pdf");
  const text = await pdfText(res.body as Buffer);
  expect(text).toContain("DEGREE CERTIFICATE");
  expect(text).toContain("Rohan Mehta");
  expect(text).toContain("Bachelor of Medicine and Bachelor of Surgery");
  expect(text).toContain("National Institute of Medical Sciences");
});

test("the XML form of a diploma carries the record", async () => {
  const res = await post({
    txnId: "0d6f4c1e-8a3b-4f25-b7c9-1e2d3f4a5b61",
    format: "xml",
    certificateParameters: { REGNO: "AIMS/DMLT/2022/0090", CNAME: "sahil gupta", YEAR: "2024" },
  });
  expect(res.status).toBe(200);
  const cert = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" }).parse(
    (res.body as Buffer).toString("utf8"),
  ).Certificate;
  expect(cert).toMatchObject({
    type: "DGCER",
    name: "Diploma Certificate",
    number: "NIMS/DP/AIMS-DMLT-2022-0090",
  });
  expect(cert.IssuedBy.Organization.name).toBe("National Institute of Medical Sciences");
  expect(cert.IssuedTo.Person.name).toBe("Sahil Gupta");
  expect(cert.CertificateData).toMatchObject({
    registrationNumber: "AIMS/DMLT/2022/0090",
    programme: "Diploma in Medical Laboratory Technology",
    year: "2024",
  });
});

const refusals: [string, object, Record<string, string>, number, string][] = [
  // Another Rohan Mehta graduated in 2025: his year with the other's registration number matches nobody.
  ["the right name with another year", { ...MBBS, YEAR: "2025" }, HEADERS, 404, "record_not_found"],
  [
    "an unknown registration number",
    { ...MBBS, REGNO: "AIMS/MBBS/2019/0143" },
    HEADERS,
    404,
    "record_not_found",
  ],
  ["a missing name", { REGNO: MBBS.REGNO, YEAR: MBBS.YEAR }, HEADERS, 400, "missing_parameter"],
  ["a year that is not a year", { ...MBBS, YEAR: "24" }, HEADERS, 400, "invalid_parameter"],
  [
    "the merit service's key",
    MBBS,
    { ...HEADERS, "X-Gateway-APIKEY": "mrcer-dev-key" },
    401,
    "invalid_authentication",
  ],
];

test.each(refusals)("%s", async (_name, certificateParameters, headers, status, error) => {
  const res = await post(
    { txnId: "0d6f4c1e-8a3b-4f25-b7c9-1e2d3f4a5b99", format: "pdf", certificateParameters },
    headers,
  );
  expect(res.status).toBe(status);
  expect(JSON.parse((res.body as Buffer).toString())).toEqual({
    error,
    errorDescription: expect.any(String),
  });
});

test("a body that is not JSON is refused in the dialect", async () => {
  const res = await request(gw.app).post(PATH).set(HEADERS).set("Content-Type", "text/plain").send("hello");
  expect(res.status).toBe(415);
  expect(res.body).toEqual({ error: "invalid_parameter", errorDescription: expect.any(String) });
});
