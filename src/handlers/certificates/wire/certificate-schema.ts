/**
 * The certificate in the document exchange's (DigiLocker's) certificate schema: a `Certificate` with
 * `IssuedBy/Organization`, `IssuedTo/Person` (each with its `Address`) and `CertificateData` (`School`,
 * `Examination`, `Performance` with its `Subjects`), and the parts of it built from the parties' records.
 * The JSON form is this tree as it is; xml.ts writes the XML form, pdf.ts the printed one.
 *
 * Both certificate specs declare the same `Certificate` schema, so one generated type describes both; a spec
 * that drifts from the other no longer type-checks against its handler.
 */
import type { components } from "../../../../generated/merit-certificate/types";
import type { Holder, Issuer, PostalAddress } from "../state/parties";

export type Certificate = components["schemas"]["Certificate"];
export type Address = components["schemas"]["Address"];
export type Person = components["schemas"]["Person"];
export type Subject = components["schemas"]["Subject"];

/** What a service says about one record's certificate. */
export interface CertificateContent {
  certificate: Certificate;
  /** The sentence the certificate states, naming the holder. */
  statement: string;
  /** Labelled details, in print order. */
  details: { label: string; value: string }[];
}

/**
 * An address in the schema's attribute order, the attributes the records do not hold left empty; `type` is
 * what the address is (permanent, office).
 */
export function address(type: string, a: PostalAddress): Address {
  return {
    type,
    line1: a.line1,
    line2: "",
    house: a.house,
    landmark: "",
    locality: a.locality,
    vtc: a.vtc,
    district: a.district,
    pin: a.pin,
    state: a.state,
    country: "IN",
  };
}

/** The certificate schema's `IssuedBy`: the issuing organization with its office address. */
export function issuedBy(issuer: Issuer): Certificate["IssuedBy"] {
  return {
    Organization: {
      name: issuer.name,
      code: issuer.code,
      tin: "",
      uid: "",
      type: "CG",
      Address: address("office", issuer.address),
    },
  };
}

/** The holder as the schema's `Person`: the attributes the issuer does not hold are left empty. */
export function person(h: Holder): Person {
  return {
    uid: "",
    title: "",
    name: h.fullName,
    dob: h.dob,
    swd: h.swd,
    swdIndicator: h.swdIndicator,
    motherName: h.motherName,
    gender: h.gender,
    maritalStatus: "",
    disabilityStatus: "",
    category: h.category,
    religion: "",
    phone: "",
    email: "",
    Address: address("permanent", h.address),
    Photo: { format: "" },
  };
}

/** Marks of one subject or paper: the schema's theory, practical and grade points left empty. */
export function subject(code: string, name: string, marksTotal: number, marksMax: number): Subject {
  return {
    name,
    code,
    marksTheory: "",
    marksMaxTheory: "",
    marksPractical: "",
    marksMaxPractical: "",
    marksTotal: String(marksTotal),
    marksMax: String(marksMax),
    gp: "",
    gpMax: "",
    grade: "",
  };
}

/** A share of marks as certificates print it: a percentage with two decimals. */
export function percentage(marks: number, max: number): string {
  return ((marks * 100) / max).toFixed(2);
}
