/**
 * The merit certificate's records: the candidates who qualified in a recruitment board's National
 * Eligibility Test (NET), one session per `CERT_TYPE` (`NET-I_2018`, `NET-II_2018`, `NET_2019`), as
 * fixtures/merit-certificate/ holds them, and the certificate each one is issued.
 *
 * A roll number starts with its session's code and the code of the centre where the candidate sat the test
 * (`18101…`: session 181, centre 01). Only a candidate whose marks reach the qualifying share of their
 * category has a certificate; it is dated on the day the session's result was declared, from which the
 * eligibility holds.
 */
import type { components } from "../../../generated/merit-certificate/types";
import {
  type Holder,
  type Issuer,
  issuedBy,
  type PostalAddress,
  percentage,
  person,
  subject,
} from "../certificates/certificate-schema";
import type { CertificateContent } from "../certificates/documents";
import { type CertificateKind, sameName } from "../certificates/issuance";

export type MeritParams = components["schemas"]["CertificateRequest"]["certificateParameters"];

export interface NetSession {
  /** The request's `CERT_TYPE`. */
  certType: string;
  /** The first three digits of the session's roll numbers. */
  code: string;
  name: string;
  month: string;
  year: string;
  /** DD-MM-YYYY. */
  resultDate: string;
}

/** fixtures/merit-certificate/sessions.json */
export interface NetSessions {
  maxMarks: number;
  /** The share of the marks that qualifies, per reservation category. */
  qualifyingPercent: Record<string, number>;
  /** Examination centres by their two-digit code. */
  centres: Record<string, string>;
  sessions: NetSession[];
}

/** A candidate's result, as fixtures/merit-certificate/records.json holds them. */
export interface MeritRecord extends Holder {
  rollNumber: string;
  certType: string;
  fullName: string;
  gender: "M" | "F";
  /** DD-MM-YYYY. */
  dob: string;
  swdIndicator: "S" | "D" | "W";
  swd: string;
  motherName: string;
  category: string;
  discipline: { code: string; name: string };
  marks: number;
  address: PostalAddress;
}

const ISSUER: Issuer = {
  name: "National Agricultural Recruitment Board",
  code: "NARB",
  address: {
    house: "Krishi Bhawan Annexe",
    line1: "Pusa",
    locality: "Pusa",
    vtc: "New Delhi",
    district: "New Delhi",
    state: "Delhi",
    pin: "110012",
  },
};

const RELATION = { S: "son", D: "daughter", W: "wife" } as const;

export function meritKind(fixture: NetSessions): CertificateKind<NonNullable<MeritParams>, MeritRecord> {
  const sessionOf = (r: MeritRecord) => fixture.sessions.find((s) => s.certType === r.certType)!;
  const qualified = (r: MeritRecord) =>
    r.marks * 100 >= fixture.qualifyingPercent[r.category] * fixture.maxMarks;
  const content = (r: MeritRecord): CertificateContent => {
    const session = sessionOf(r);
    const centreCode = r.rollNumber.slice(3, 5);
    const centre = fixture.centres[centreCode];
    const max = fixture.maxMarks;
    const share = percentage(r.marks, max);
    return {
      certificate: {
        language: "99",
        name: "Merit Certificate",
        type: "MRCER",
        number: `${ISSUER.code}/${r.certType}/${r.rollNumber}`,
        issuedAt: ISSUER.address.vtc,
        issueDate: session.resultDate,
        validFromDate: session.resultDate,
        status: "A",
        IssuedBy: issuedBy(ISSUER),
        IssuedTo: { Person: person(r) },
        CertificateData: {
          School: { name: `NET examination centre, ${centre}`, code: centreCode },
          Examination: { name: session.name, month: session.month, year: session.year },
          Performance: {
            result: "QUALIFIED",
            marksTotal: String(r.marks),
            marksMax: String(max),
            percentage: share,
            cgpa: "",
            cgpaMax: "",
            grade: "",
            resultDate: session.resultDate,
            updateDate: "",
            Subjects: [subject(r.discipline.code, r.discipline.name, r.marks, max)],
          },
        },
      },
      statement: `This is to certify that ${r.fullName}, ${RELATION[r.swdIndicator]} of ${r.swd}, roll number ${r.rollNumber}, has qualified in the ${session.name} held in ${session.month.toLowerCase()} ${session.year} in the discipline of ${r.discipline.name}, and is eligible for appointment as Assistant Professor in the agricultural universities.`,
      details: [
        { label: "Name", value: r.fullName },
        { label: "Roll number", value: r.rollNumber },
        { label: "Date of birth", value: r.dob },
        { label: "Test", value: `${session.name} (${r.certType})` },
        { label: "Discipline", value: `${r.discipline.name} (${r.discipline.code})` },
        { label: "Centre", value: centre },
        { label: "Category", value: r.category },
        { label: "Marks", value: `${r.marks} / ${max} (${share}%)` },
        { label: "Result declared", value: session.resultDate },
      ],
    };
  };
  return {
    slug: "merit-certificate",
    id: (r) => `${r.certType}/${r.rollNumber}`,
    matches: (r, p) =>
      r.rollNumber === p.RROLL &&
      r.certType === p.CERT_TYPE &&
      sameName(r.fullName, p.FullName) &&
      qualified(r),
    content,
  };
}
