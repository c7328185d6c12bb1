/**
 * The merit certificate in the certificate schema: a qualified candidate's NET certificate, numbered
 * `NARB/<CERT_TYPE>/<roll number>`, dated on the day the session's result was declared, with the centre the
 * test was sat at and the candidate's discipline.
 */
import { RELATION } from "../certificates/state/parties";
import {
  type CertificateContent,
  issuedBy,
  percentage,
  person,
  subject,
} from "../certificates/wire/certificate-schema";
import { centreCode, ISSUER, type MeritRecord, type NetSessions, sessionOf } from "./state/net-results";

export function meritCertificate(fixture: NetSessions): (r: MeritRecord) => CertificateContent {
  return (r) => {
    const session = sessionOf(fixture, r);
    const centreAt = centreCode(r);
    const centre = fixture.centres[centreAt];
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
          School: { name: `NET examination centre, ${centre}`, code: centreAt },
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
}
