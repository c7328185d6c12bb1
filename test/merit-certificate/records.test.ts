/**
 * The merit records as a whole: National Eligibility Test results of three sessions, whose roll numbers name
 * their session and centre, and a certificate, dated on its session's result day, for every candidate who
 * reached the qualifying marks of their category, and for no one else.
 */

import records from "../../fixtures/merit-certificate/records.json";
import fixture from "../../fixtures/merit-certificate/sessions.json";
import { createMeritCertificateClient } from "../../generated/merit-certificate/client";
import { startGateway, type TestGateway } from "../support/gateway";

let gw: TestGateway;
let client: ReturnType<typeof createMeritCertificateClient>;
beforeAll(async () => {
  gw = await startGateway({ services: ["merit-certificate"] });
  client = createMeritCertificateClient(gw.url, {
    headers: { "X-Gateway-APIKEY": "mrcer-dev-key", "X-Gateway-CLIENTID": "in.gov.wallet.dev" },
  });
});
afterAll(() => gw.close());

const qualifyingPercent: Record<string, number> = fixture.qualifyingPercent;

test("the records are the eligibility tests NET-I_2018, NET-II_2018 and NET_2019", () => {
  expect(fixture.sessions.map((s) => s.certType)).toEqual(["NET-I_2018", "NET-II_2018", "NET_2019"]);
  expect(new Set(records.map((r) => r.certType))).toEqual(new Set(["NET-I_2018", "NET-II_2018", "NET_2019"]));
  for (const s of fixture.sessions)
    expect(s.name).toMatch(/^National Eligibility Test \(NET(-I|-II)?\) \d{4}$/);
});

test("each roll number starts with its session's code and a known centre, and is unique in its session", () => {
  for (const r of records) {
    const session = fixture.sessions.find((s) => s.certType === r.certType)!;
    expect(r.rollNumber).toMatch(new RegExp(`^${session.code}\\d{7}$`));
    expect(Object.keys(fixture.centres)).toContain(r.rollNumber.slice(3, 5));
    expect(r.marks).toBeLessThanOrEqual(fixture.maxMarks);
  }
  expect(new Set(records.map((r) => `${r.certType}/${r.rollNumber}`)).size).toBe(records.length);
});

test("every candidate who qualified gets a certificate with the provider's request body; no one else does", async () => {
  let txn = 0;
  for (const r of records) {
    txn++;
    const { data, response } = await client.POST("/mrcer/certificate", {
      body: {
        txnId: `1c7d0e52-4b6a-4f0e-9d3b-${String(txn).padStart(12, "0")}`,
        format: "json",
        certificateParameters: { RROLL: r.rollNumber, CERT_TYPE: r.certType, FullName: r.fullName },
      },
    });
    const qualified = r.marks * 100 >= qualifyingPercent[r.category] * fixture.maxMarks;
    expect([r.fullName, response.status]).toEqual([r.fullName, qualified ? 200 : 404]);
    if (!qualified) continue;
    const session = fixture.sessions.find((s) => s.certType === r.certType)!;
    expect(data).toMatchObject({
      issueDate: session.resultDate,
      validFromDate: session.resultDate,
      IssuedTo: { Person: { name: r.fullName, dob: r.dob } },
      CertificateData: { Examination: { name: session.name, year: session.year } },
    });
  }
  expect(
    records.filter((r) => r.marks * 100 < qualifyingPercent[r.category] * fixture.maxMarks),
  ).toHaveLength(1);
});
