/**
 * The degree certificate in the certificate schema: a graduate's degree or diploma, numbered
 * `NIMS/DG|DP/<year>/<roll number>`, issued at the convocation, with the final examination's subjects.
 */

import { RELATION } from "../certificates/state/parties";
import {
  type CertificateContent,
  issuedBy,
  percentage,
  person,
  subject,
} from "../certificates/wire/certificate-schema";
import { type Convocation, type DegreeRecord, degreeResult, ISSUER } from "./state/convocation";

export function degreeCertificate(fixture: Convocation): (r: DegreeRecord) => CertificateContent {
  const { convocation, programmes } = fixture;
  const year = convocation.date.slice(6);
  return (r) => {
    const p = programmes[r.programme];
    const { total, max, division: grade } = degreeResult(r, p);
    const share = percentage(total, max);
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
}
