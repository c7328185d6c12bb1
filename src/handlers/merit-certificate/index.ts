/**
 * The merit certificate service (seed part B, service J): a recruitment board's merit certificates, found
 * by roll number, full name, date of birth and examination year (the document exchange's `RROLL`,
 * `FullName`, `DOB`, `year`), issued through the shared certificate module (src/handlers/certificates/).
 */
import type { MeritCertificateHandlers } from "../../../generated/merit-certificate/handlers";
import type { components } from "../../../generated/merit-certificate/types";
import { loadFixture } from "../../runtime/fixtures";
import type { ServiceModule } from "../../runtime/service";
import { type ApiClient, authenticateClient, clientHeaders, loadClients } from "../certificates/clients";
import { CertificateIssuer, type CertificateKind, sameName } from "../certificates/issuance";

const SLUG = "merit-certificate";

type Params = components["schemas"]["CertificateRequest"]["certificateParameters"];

/** A merit list entry as fixtures/merit-certificate/records.json holds it. */
interface MeritRecord {
  rollNumber: string;
  fullName: string;
  /** DD-MM-YYYY, as the request sends it. */
  dob: string;
  gender: "M" | "F";
  year: string;
  examination: string;
  post: string;
  rank: number;
  marks: number;
  maxMarks: number;
  category: string;
  resultDate: string;
}

const ISSUER = {
  name: "Central Recruitment Board",
  code: "CRB",
  address: "Recruitment Bhawan, Sector 10, New Delhi 110001",
};

const meritKind: CertificateKind<Params, MeritRecord> = {
  slug: SLUG,
  id: (r) => `${r.year}/${r.rollNumber}`,
  matches: (r, p) =>
    r.rollNumber === p.RROLL && r.dob === p.DOB && r.year === p.year && sameName(r.fullName, p.FullName),
  document: (r) => ({
    type: "MRCER",
    title: "Merit Certificate",
    issuer: ISSUER,
    holder: { name: r.fullName, dob: r.dob, gender: r.gender },
    statement: `This is to certify that ${r.fullName}, roll number ${r.rollNumber}, born on ${r.dob}, has been placed at rank ${r.rank} in the merit list of the ${r.examination} ${r.year} for the post of ${r.post}.`,
    fields: [
      { label: "Name", attribute: "name", value: r.fullName },
      { label: "Roll number", attribute: "rollNumber", value: r.rollNumber },
      { label: "Date of birth", attribute: "dob", value: r.dob },
      { label: "Examination", attribute: "examination", value: `${r.examination} ${r.year}` },
      { label: "Post", attribute: "post", value: r.post },
      { label: "Category", attribute: "category", value: r.category },
      { label: "Marks", attribute: "marks", value: `${r.marks} / ${r.maxMarks}` },
      { label: "Merit rank", attribute: "rank", value: String(r.rank) },
      { label: "Result declared", attribute: "resultDate", value: r.resultDate },
    ],
    number: `CRB/MR/${r.year}/${r.rollNumber}`,
  }),
};

export function createMeritCertificateHandlers(
  issuer: CertificateIssuer<Params, MeritRecord>,
): MeritCertificateHandlers {
  return {
    issueMeritCertificate: async ({ body }) => {
      const doc = await issuer.issue(body.txnId, body.format, body.certificateParameters);
      return { status: 200, contentType: doc.contentType, body: doc.body };
    },
  };
}

export const meritCertificateModule: ServiceModule<"merit-certificate"> = {
  authenticate: (credentials, deps) => authenticateClient(credentials, deps.store, SLUG),
  devCredentials: () => clientHeaders(loadFixture<ApiClient[]>(SLUG, "clients.json")[0]),
  create: (deps) => {
    loadClients(deps.store, SLUG, loadFixture<ApiClient[]>(SLUG, "clients.json"));
    const issuer = new CertificateIssuer(meritKind, deps.store, deps.clock);
    issuer.load(loadFixture<MeritRecord[]>(SLUG, "records.json"));
    return { handlers: createMeritCertificateHandlers(issuer) };
  },
};
