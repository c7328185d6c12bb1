/**
 * The answer of a certificate request, the same for both certificate services: the issued record's
 * certificate as a PDF or in the XML form, as bytes with their media type, or in the JSON form, the
 * certificate itself (sent as `application/json`).
 */
import type { DocumentFormat, Issued } from "../state/issuance";
import type { Certificate, CertificateContent } from "./certificate-schema";
import { renderPdf } from "./pdf";
import { certificateXml } from "./xml";

export type CertificateReply =
  | { status: 200; contentType: string; body: Buffer | string }
  | { status: 200; body: Certificate };

export async function certificateReply<R>(
  issued: Issued<R>,
  format: DocumentFormat,
  contentOf: (record: R) => CertificateContent,
): Promise<CertificateReply> {
  const content = contentOf(issued.record);
  switch (format) {
    case "pdf":
      return {
        status: 200,
        contentType: "application/pdf",
        body: await renderPdf(content, issued.transaction),
      };
    case "xml":
      return { status: 200, contentType: "application/xml", body: certificateXml(content.certificate) };
    case "json":
      return { status: 200, body: content.certificate };
  }
}
