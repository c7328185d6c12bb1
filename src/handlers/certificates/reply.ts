/**
 * The wire form of an issued certificate, the same for both certificate services: the PDF and the XML form
 * as bytes with their media type, the JSON form as the certificate itself (sent as `application/json`).
 */
import type { Certificate } from "./certificate-schema";
import type { IssuedDocument } from "./issuance";

export type CertificateReply =
  | { status: 200; contentType: string; body: Buffer | string }
  | { status: 200; body: Certificate };

export function certificateReply(doc: IssuedDocument): CertificateReply {
  switch (doc.format) {
    case "pdf":
      return { status: 200, contentType: "application/pdf", body: doc.body };
    case "xml":
      return { status: 200, contentType: "application/xml", body: doc.body };
    case "json":
      return { status: 200, body: doc.body };
  }
}
