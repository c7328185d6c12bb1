/**
 * The two forms of a certificate: a PDF made with pdfkit, and the XML form of the document-exchange
 * certificates (a `Certificate` element with `IssuedBy`, `IssuedTo` and `CertificateData`). Both carry the
 * same data and the verification reference.
 *
 * The PDF is deterministic: its creation date is the transaction's issue time (pdfkit derives the file
 * identifier from the document information, so it follows), the fonts are the standard ones (never
 * embedded, no random subset tags), and the streams are compressed by zlib, which is deterministic.
 */
import { XMLBuilder } from "fast-xml-parser";
import PDFDocument from "pdfkit";

export type DocumentFormat = "pdf" | "xml";

export interface CertificateDocument {
  /** Document type code of the exchange, e.g. MRCER. */
  type: string;
  title: string;
  issuer: { name: string; code: string; address: string };
  holder: { name: string; dob?: string; gender?: string };
  /** The sentence the certificate states, naming the holder. */
  statement: string;
  /** Labelled details, in print order; `attribute` is the XML attribute name in CertificateData. */
  fields: { label: string; attribute: string; value: string }[];
  /** The document's number on the issuer's register. */
  number: string;
  txnId: string;
  issuedAt: string;
  reference: string;
}

/** DD-MM-YYYY of an ISO instant, as the certificates print dates. */
function printedDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split("-");
  return `${d}-${m}-${y}`;
}

export function renderPdf(doc: CertificateDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: "A4",
    margin: 56,
    info: {
      Title: `${doc.title} ${doc.number}`,
      Author: doc.issuer.name,
      Subject: doc.holder.name,
      Producer: "PDFKit",
      Creator: "openapi-gateway certificate service",
      CreationDate: new Date(doc.issuedAt),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (c: Buffer) => chunks.push(c));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  pdf.font("Helvetica-Bold").fontSize(16).text(doc.issuer.name, { align: "center" });
  pdf.font("Helvetica").fontSize(10).text(doc.issuer.address, { align: "center" }).moveDown(1.5);
  pdf.font("Helvetica-Bold").fontSize(20).text(doc.title.toUpperCase(), { align: "center" }).moveDown(1.5);
  pdf.font("Helvetica").fontSize(12).text(doc.statement, { align: "justify" }).moveDown();
  for (const f of doc.fields) {
    pdf.font("Helvetica-Bold").text(`${f.label}: `, { continued: true }).font("Helvetica").text(f.value);
  }
  pdf.moveDown(2).fontSize(9);
  pdf.text(`Certificate number: ${doc.number}`);
  pdf.text(`Issued on: ${printedDate(doc.issuedAt)}`);
  pdf.text(`Transaction: ${doc.txnId}`);
  pdf.text(`Verification reference: ${doc.reference}`);
  pdf.end();
  return done;
}

export function renderXml(doc: CertificateDocument): string {
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: "@_",
    format: true,
    suppressEmptyNode: true,
  });
  const data: Record<string, string> = {};
  for (const f of doc.fields) data[`@_${f.attribute}`] = f.value;
  const tree = {
    "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
    Certificate: {
      "@_language": "99",
      "@_name": doc.title,
      "@_type": doc.type,
      "@_number": doc.number,
      "@_issueDate": printedDate(doc.issuedAt),
      "@_issuedAt": doc.issuedAt,
      "@_txnId": doc.txnId,
      "@_verificationReference": doc.reference,
      "@_status": "A",
      IssuedBy: {
        Organization: {
          "@_name": doc.issuer.name,
          "@_code": doc.issuer.code,
          "@_address": doc.issuer.address,
        },
      },
      IssuedTo: {
        Person: {
          "@_name": doc.holder.name,
          ...(doc.holder.dob ? { "@_dob": doc.holder.dob } : {}),
          ...(doc.holder.gender ? { "@_gender": doc.holder.gender } : {}),
        },
      },
      CertificateData: data,
    },
  };
  return builder.build(tree) as string;
}
