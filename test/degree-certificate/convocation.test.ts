/**
 * The degree records as a whole: every graduate's degree or diploma was conferred at the one convocation, so
 * every certificate, in every form, is issued on its date, in one year; and each certificate's totals,
 * percentage and division follow from the subject marks.
 */

import fixture from "../../fixtures/degree-certificate/convocation.json";
import { createDegreeCertificateClient } from "../../generated/degree-certificate/client";
import { startGateway, type TestGateway } from "../support/gateway";
import { pdfText } from "../support/pdf-text";

let gw: TestGateway;
let client: ReturnType<typeof createDegreeCertificateClient>;
beforeAll(async () => {
  gw = await startGateway({ services: ["degree-certificate"] });
  client = createDegreeCertificateClient(gw.url, {
    headers: { "X-Gateway-APIKEY": "dgcer-dev-key", "X-Gateway-CLIENTID": "in.gov.wallet.dev" },
  });
});
afterAll(() => gw.close());

const programmes: Record<string, (typeof fixture.programmes)["MBBS"]> = fixture.programmes;
/** DD-MM-YYYY as a sortable YYYYMMDD. */
const sortable = (d: string) => d.split("-").reverse().join("");

test("every final examination's result came before the convocation, in its year", () => {
  const year = fixture.convocation.date.slice(6);
  for (const p of Object.values(programmes)) {
    expect(p.resultDate.slice(6)).toBe(year);
    expect(sortable(p.resultDate) < sortable(fixture.convocation.date)).toBe(true);
  }
});

test("every graduate's certificate is issued on the convocation's date, in the PDF as in the JSON form", async () => {
  let txn = 0;
  const issueYears = new Set<string>();
  for (const g of fixture.graduates) {
    const body = (format: "json" | "pdf") => ({
      txnId: `5e2b8c90-3d41-4a7f-b0c6-${String(++txn).padStart(12, "0")}`,
      format,
      certificateParameters: { RROLL: g.rollNumber, FullName: g.fullName },
    });
    const json = await client.POST("/dgcer/certificate", { body: body("json") });
    expect([g.fullName, json.response.status]).toEqual([g.fullName, 200]);
    const cert = json.data;
    if (cert === undefined || typeof cert === "string") throw new Error("expected the JSON form");
    issueYears.add(cert.issueDate.slice(6));
    expect(cert.issueDate).toBe(fixture.convocation.date);
    expect(cert.validFromDate).toBe(fixture.convocation.date);

    const p = programmes[g.programme];
    const total = g.marks.reduce((a, b) => a + b, 0);
    const max = p.subjects.reduce((a, s) => a + s.marksMax, 0);
    expect(cert.CertificateData.Performance).toMatchObject({
      marksTotal: String(total),
      marksMax: String(max),
      percentage: ((total * 100) / max).toFixed(2),
    });
    const percent = (total * 100) / max;
    expect(cert.CertificateData.Performance.grade).toBe(
      percent >= 75
        ? "First Division with Distinction"
        : percent >= 60
          ? "First Division"
          : "Second Division",
    );

    const pdf = await client.POST("/dgcer/certificate", { body: body("pdf"), parseAs: "arrayBuffer" });
    if (!(pdf.data instanceof ArrayBuffer)) throw new Error("expected the PDF's bytes");
    const text = await pdfText(Buffer.from(pdf.data));
    expect(text).toContain(`${fixture.convocation.name}, ${fixture.convocation.date}`);
    expect(text).toContain(`on ${fixture.convocation.date}`);
  }
  expect([...issueYears]).toEqual(["2024"]);
});
