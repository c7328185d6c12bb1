/**
 * The merit certificate's records: the candidates of a recruitment board's National Eligibility Test (NET),
 * one session per `CERT_TYPE` (`NET-I_2018`, `NET-II_2018`, `NET_2019`), as fixtures/merit-certificate/ holds
 * them, and the rule that finds a qualified candidate by the request's `RROLL`, `CERT_TYPE` and `FullName`.
 *
 * A roll number starts with its session's code and the code of the centre where the candidate sat the test
 * (`18101…`: session 181, centre 01). Only a candidate whose marks reach the qualifying share of their
 * category has a certificate; it is dated on the day the session's result was declared, from which the
 * eligibility holds.
 */
import { type CertificateKind, sameName } from "../../certificates/state/issuance";
import type { Holder, Issuer } from "../../certificates/state/parties";

/** The certificate parameters of a merit certificate request. */
export interface MeritParams {
  RROLL: string;
  CERT_TYPE: string;
  FullName: string;
}

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
  discipline: { code: string; name: string };
  marks: number;
}

export const ISSUER: Issuer = {
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

export function sessionOf(fixture: NetSessions, r: MeritRecord): NetSession {
  return fixture.sessions.find((s) => s.certType === r.certType)!;
}

/** The code of the centre a candidate sat the test at: the two digits after the session's code. */
export function centreCode(r: MeritRecord): string {
  return r.rollNumber.slice(3, 5);
}

export function meritKind(fixture: NetSessions): CertificateKind<MeritParams, MeritRecord> {
  const qualified = (r: MeritRecord) =>
    r.marks * 100 >= fixture.qualifyingPercent[r.category] * fixture.maxMarks;
  return {
    id: (r) => `${r.certType}/${r.rollNumber}`,
    matches: (r, p) =>
      r.rollNumber === p.RROLL &&
      r.certType === p.CERT_TYPE &&
      sameName(r.fullName, p.FullName) &&
      qualified(r),
  };
}
