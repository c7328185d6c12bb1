/** The one operation of the merit certificate service: a qualified candidate's certificate, in the requested format. */
import type { MeritCertificateHandlers } from "../../../../generated/merit-certificate/handlers";
import type { CertificateIssuer } from "../../certificates/state/issuance";
import type { CertificateContent } from "../../certificates/wire/certificate-schema";
import { certificateReply } from "../../certificates/wire/reply";
import type { MeritParams, MeritRecord } from "../state/net-results";

export function certificatesOperations(
  issuer: CertificateIssuer<MeritParams, MeritRecord>,
  contentOf: (record: MeritRecord) => CertificateContent,
): Pick<MeritCertificateHandlers, "issueMeritCertificate"> {
  return {
    issueMeritCertificate: async ({ body }) =>
      certificateReply(
        issuer.issue(body.txnId, body.format, body.certificateParameters),
        body.format,
        contentOf,
      ),
  };
}
