/**
 * The degree certificate's records: the graduates of a medical institute on whom degrees and diplomas were
 * conferred at one convocation (fixtures/degree-certificate/convocation.json), the programmes they passed,
 * and the rule that finds a graduate by the request's `RROLL` and `FullName`. Every certificate bears the
 * convocation's date, so all of them are issued in one year.
 *
 * A graduate's marks are held per subject of their programme's final examination; the totals, the
 * percentage and the division are computed from them by the institute's rule (75% and above: first
 * division with distinction; 60%: first; 50%: second; below that: pass).
 */
import type { CertificateKind } from "../../certificates/state/issuance";
import { sameName } from "../../certificates/state/issuance";
import type { Holder, Issuer } from "../../certificates/state/parties";

/** The certificate parameters of a degree certificate request. */
export interface DegreeParams {
  RROLL: string;
  FullName: string;
}

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
  /** Marks of each subject of the programme, in the programme's order. */
  marks: number[];
}

export interface Convocation {
  convocation: { name: string /** DD-MM-YYYY. */; date: string };
  programmes: Record<string, Programme>;
  graduates: DegreeRecord[];
}

export const ISSUER: Issuer = {
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

/** A graduate's result in their programme's final examination. */
export interface DegreeResult {
  total: number;
  max: number;
  division: string;
}

function division(percent: number): string {
  if (percent >= 75) return "First Division with Distinction";
  if (percent >= 60) return "First Division";
  if (percent >= 50) return "Second Division";
  return "Pass";
}

export function degreeResult(r: DegreeRecord, p: Programme): DegreeResult {
  const total = r.marks.reduce((a, b) => a + b, 0);
  const max = p.subjects.reduce((a, s) => a + s.marksMax, 0);
  return { total, max, division: division((total * 100) / max) };
}

export const degreeKind: CertificateKind<DegreeParams, DegreeRecord> = {
  id: (r) => r.rollNumber,
  matches: (r, p) => r.rollNumber === p.RROLL && sameName(r.fullName, p.FullName),
};
