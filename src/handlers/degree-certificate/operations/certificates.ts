/** The one operation of the degree certificate service: a graduate's certificate, in the requested format. */
import type { DegreeCertificateHandlers } from "../../../../generated/degree-certificate/handlers";
import type { CertificateIssuer } from "../../certificates/state/issuance";
import type { CertificateContent } from "../../certificates/wire/certificate-schema";
import { certificateReply } from "../../certificates/wire/reply";
import type { DegreeParams, DegreeRecord } from "../state/convocation";

export function certificatesOperations(
  issuer: CertificateIssuer<DegreeParams, DegreeRecord>,
  contentOf: (record: DegreeRecord) => CertificateContent,
): Pick<DegreeCertificateHandlers, "issueDegreeCertificate"> {
  return {
    issueDegreeCertificate: async ({ body }) =>
      certificateReply(
        issuer.issue(body.txnId, body.format, body.certificateParameters),
        body.format,
        contentOf,
      ),
  };
}
