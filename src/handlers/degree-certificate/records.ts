/**
 * The degree certificate's records: the graduates of a medical institute on whom degrees and diplomas were
 * conferred at one convocation (fixtures/degree-certificate/convocation.json), and the certificate each one
 * is issued. Every certificate bears the convocation's date, so all of them are issued in one year.
 *
 * A graduate's marks are held per subject of their programme's final examination; the totals, the
 * percentage and the division are computed from them by the institute's rule (75% and above: first
 * division with distinction; 60%: first; 50%: second; below that: pass).
 */
import type { components } from "../../../generated/degree-certificate/types";
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

export type DegreeParams = components["schemas"]["CertificateRequest"]["certificateParameters"];

export interface Programme {
  award: "Degree" | "Diploma";
  title: string;
  discipline: string;
  /** Month of the final examination, as certificates print it (MAY). */
  examMonth: string;
  /** DD-MM-YYYY. */
  resultDate: string;
  subjects: { code: string; name: string; marksMax: number }[];
}

/** A graduate, as fixtures/degree-certificate/convocation.json holds them. */
export interface DegreeRecord extends Holder {
  rollNumber: string;
  /** Enrolment number on the institute's register. */
  registrationNumber: string;
  /** Key of the programme in the convocation's programmes. */
  programme: string;
  fullName: string;
  gender: "M" | "F";
  /** DD-MM-YYYY. */
  dob: string;
  swdIndicator: "S" | "D" | "W";
  swd: string;
  motherName: string;
  category: string;
  /** Marks of each subject of the programme, in the programme's order. */
  marks: number[];
  address: PostalAddress;
}

export interface Convocation {
  convocation: { name: string /** DD-MM-YYYY. */; date: string };
  programmes: Record<string, Programme>;
  graduates: DegreeRecord[];
}

const ISSUER: Issuer = {
  name: "National Institute of Medical Sciences",
  code: "NIMS",
  address: {
    house: "",
    line1: "Ansari Nagar",
    locality: "Ansari Nagar",
    vtc: "New Delhi",
    district: "South Delhi",
    state: "Delhi",
    pin: "110029",
  },
};

const RELATION = { S: "son", D: "daughter", W: "wife" } as const;

function division(percent: number): string {
  if (percent >= 75) return "First Division with Distinction";
  if (percent >= 60) return "First Division";
  if (percent >= 50) return "Second Division";
  return "Pass";
}

export function degreeKind(fixture: Convocation): CertificateKind<NonNullable<DegreeParams>, DegreeRecord> {
  const { convocation, programmes } = fixture;
  const year = convocation.date.slice(6);
  const content = (r: DegreeRecord): CertificateContent => {
    const p = programmes[r.programme];
    const total = r.marks.reduce((a, b) => a + b, 0);
    const max = p.subjects.reduce((a, s) => a + s.marksMax, 0);
    const share = percentage(total, max);
    const grade = division((total * 100) / max);
    const examination = `${p.title} (${p.discipline}) Final Examination`;
    return {
      certificate: {
        language: "99",
        name: `${p.award} Certificate`,
        type: "DGCER",
        number: `${ISSUER.code}/${p.award === "Degree" ? "DG" : "DP"}/${year}/${r.rollNumber}`,
        issuedAt: ISSUER.address.vtc,
        issueDate: convocation.date,
        validFromDate: convocation.date,
        status: "A",
        IssuedBy: issuedBy(ISSUER),
        IssuedTo: { Person: person(r) },
        CertificateData: {
          School: { name: ISSUER.name, code: ISSUER.code },
          Examination: { name: examination, month: p.examMonth, year: p.resultDate.slice(6) },
          Performance: {
            result: "PASS",
            marksTotal: String(total),
            marksMax: String(max),
            percentage: share,
            cgpa: "",
            cgpaMax: "",
            grade,
            resultDate: p.resultDate,
            updateDate: "",
            Subjects: p.subjects.map((s, i) => subject(s.code, s.name, r.marks[i], s.marksMax)),
          },
        },
      },
      statement: `This is to certify that ${r.fullName}, ${RELATION[r.swdIndicator]} of ${r.swd}, roll number ${r.rollNumber}, having passed the ${examination} in ${grade}, has been admitted to the ${p.award.toLowerCase()} of ${p.title} (${p.discipline}) at the ${convocation.name} held on ${convocation.date}.`,
      details: [
        { label: "Name", value: r.fullName },
        { label: "Roll number", value: r.rollNumber },
        { label: "Enrolment number", value: r.registrationNumber },
        { label: "Date of birth", value: r.dob },
        { label: p.award, value: p.title },
        { label: "Discipline", value: p.discipline },
        { label: "Marks", value: `${total} / ${max} (${share}%)` },
        { label: "Division", value: grade },
        { label: "Convocation", value: `${convocation.name}, ${convocation.date}` },
      ],
    };
  };
  return {
    slug: "degree-certificate",
    id: (r) => r.rollNumber,
    matches: (r, p) => r.rollNumber === p.RROLL && sameName(r.fullName, p.FullName),
    content,
  };
}
