/**
 * The degree certificate service (seed part B, service J): a medical institute's degree and diploma
 * certificates, found by registration number, candidate name and year (the document exchange's `REGNO`,
 * `CNAME`, `YEAR`), issued through the shared certificate module (src/handlers/certificates/).
 */
import type { DegreeCertificateHandlers } from "../../../generated/degree-certificate/handlers";
import type { components } from "../../../generated/degree-certificate/types";
import { loadFixture } from "../../runtime/fixtures";
import type { ServiceModule } from "../../runtime/service";
import { type ApiClient, authenticateClient, clientHeaders, loadClients } from "../certificates/clients";
import { CertificateIssuer, type CertificateKind, sameName } from "../certificates/issuance";

const SLUG = "degree-certificate";

type Params = components["schemas"]["CertificateRequest"]["certificateParameters"];

/** A conferred degree or diploma as fixtures/degree-certificate/records.json holds it. */
interface DegreeRecord {
  registrationNumber: string;
  name: string;
  /** DD-MM-YYYY. */
  dob: string;
  gender: "M" | "F";
  year: string;
  award: "Degree" | "Diploma";
  programme: string;
  discipline: string;
  division: string;
  convocationDate: string;
}

const ISSUER = {
  name: "National Institute of Medical Sciences",
  code: "NIMS",
  address: "Ansari Nagar, New Delhi 110029",
};

const degreeKind: CertificateKind<Params, DegreeRecord> = {
  slug: SLUG,
  id: (r) => r.registrationNumber,
  matches: (r, p) => r.registrationNumber === p.REGNO && r.year === p.YEAR && sameName(r.name, p.CNAME),
  document: (r) => ({
    type: "DGCER",
    title: `${r.award} Certificate`,
    issuer: ISSUER,
    holder: { name: r.name, dob: r.dob, gender: r.gender },
    statement: `This is to certify that ${r.name}, registration number ${r.registrationNumber}, has been admitted to the ${r.award.toLowerCase()} of ${r.programme} (${r.discipline}) in ${r.year}, having passed the prescribed examinations in ${r.division}.`,
    fields: [
      { label: "Name", attribute: "name", value: r.name },
      { label: "Registration number", attribute: "registrationNumber", value: r.registrationNumber },
      { label: "Date of birth", attribute: "dob", value: r.dob },
      { label: r.award, attribute: "programme", value: r.programme },
      { label: "Discipline", attribute: "discipline", value: r.discipline },
      { label: "Division", attribute: "division", value: r.division },
      { label: "Year", attribute: "year", value: r.year },
      { label: "Convocation", attribute: "convocationDate", value: r.convocationDate },
    ],
    number: `NIMS/${r.award === "Degree" ? "DG" : "DP"}/${r.registrationNumber.replace(/\//g, "-")}`,
  }),
};

export function createDegreeCertificateHandlers(
  issuer: CertificateIssuer<Params, DegreeRecord>,
): DegreeCertificateHandlers {
  return {
    issueDegreeCertificate: async ({ body }) => {
      const doc = await issuer.issue(body.txnId, body.format, body.certificateParameters);
      return { status: 200, contentType: doc.contentType, body: doc.body };
    },
  };
}

export const degreeCertificateModule: ServiceModule<"degree-certificate"> = {
  authenticate: (credentials, deps) => authenticateClient(credentials, deps.store, SLUG),
  devCredentials: () => clientHeaders(loadFixture<ApiClient[]>(SLUG, "clients.json")[0]),
  create: (deps) => {
    loadClients(deps.store, SLUG, loadFixture<ApiClient[]>(SLUG, "clients.json"));
    const issuer = new CertificateIssuer(degreeKind, deps.store, deps.clock);
    issuer.load(loadFixture<DegreeRecord[]>(SLUG, "records.json"));
    return { handlers: createDegreeCertificateHandlers(issuer) };
  },
};
