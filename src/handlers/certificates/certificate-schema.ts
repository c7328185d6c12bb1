/**
 * The certificate in the document exchange's (DigiLocker's) certificate schema: a `Certificate` with
 * `IssuedBy/Organization`, `IssuedTo/Person` (each with its `Address`) and `CertificateData` (`School`,
 * `Examination`, `Performance` with its `Subjects`). The JSON form is this tree as it is; the XML form makes
 * every scalar member an attribute and every object a child element, and wraps list items in their singular.
 *
 * Both certificate specs declare the same `Certificate` schema, so one generated type describes both; a spec
 * that drifts from the other no longer type-checks against its handler.
 */
import { XMLBuilder } from "fast-xml-parser";
import type { components } from "../../../generated/merit-certificate/types";

export type Certificate = components["schemas"]["Certificate"];
export type Address = components["schemas"]["Address"];
export type Person = components["schemas"]["Person"];
export type Subject = components["schemas"]["Subject"];

/** A postal address as the fixtures hold it; the schema's other attributes are empty. */
export interface PostalAddress {
  house: string;
  line1: string;
  locality: string;
  vtc: string;
  district: string;
  state: string;
  pin: string;
}

/** An address in the schema's attribute order; `type` is what the address is (permanent, office). */
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

/** What an issuer holds of a person: the schema's other attributes are left empty. */
/** A central government body that issues certificates: its name, code and office. */
export interface Issuer {
  name: string;
  code: string;
  address: PostalAddress;
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

export interface Holder
  extends Pick<Person, "dob" | "gender" | "swd" | "swdIndicator" | "motherName" | "category"> {
  fullName: string;
  address: PostalAddress;
}

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

/** The element name of one item of a wrapped list. */
const LIST_ITEM: Record<string, string> = { Subjects: "Subject" };

type XmlNode = { [key: string]: string | XmlNode | XmlNode[] };

function toXmlNode(element: object): XmlNode {
  const node: XmlNode = {};
  for (const [key, value] of Object.entries(element)) {
    if (typeof value === "string") node[`@_${key}`] = value;
    else if (Array.isArray(value)) node[key] = { [LIST_ITEM[key]]: value.map(toXmlNode) };
    else node[key] = toXmlNode(value);
  }
  return node;
}

export function certificateXml(certificate: Certificate): string {
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: "@_",
    format: true,
    suppressEmptyNode: true,
  });
  const tree = {
    "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
    Certificate: toXmlNode(certificate),
  };
  return builder.build(tree) as string;
}
