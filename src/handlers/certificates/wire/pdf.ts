/**
 * The printed form of a certificate, a PDF made with pdfkit from the same `Certificate` the XML and JSON forms
 * carry: the issuer, the certificate's name, a statement naming the holder, labelled details, and the
 * certificate's number, place and date of issue, followed by the transaction that fetched it and its
 * verification reference.
 *
 * The PDF is deterministic: its creation date is the transaction's time (pdfkit derives the file identifier
 * from the document information, so it follows), the fonts are the standard ones (never embedded, no random
 * subset tags), and the streams are compressed by zlib, which is deterministic.
 */
import type { Transaction } from "../state/issuance";
import type { Address, CertificateContent } from "./certificate-schema";

/** DD-MM-YYYY of an ISO instant, as the certificates print dates. */
function printedDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split("-");
  return `${d}-${m}-${y}`;
}

/** One line of an address, as a letterhead prints it. */
function addressLine(a: Address): string {
  return [a.house, a.line1, a.locality === a.line1 ? "" : a.locality, `${a.vtc} ${a.pin}`]
    .filter((part) => part !== "")
    .join(", ");
}

export function renderPdf(content: CertificateContent, txn: Transaction): Promise<Buffer> {
  const cert = content.certificate;
  const issuer = cert.IssuedBy.Organization;
  // pdfkit (with its fonts and ciphers) is loaded on the first certificate printed, not at every start.
  const PDFDocument = require("pdfkit") as typeof import("pdfkit");
  const pdf = new PDFDocument({
    size: "A4",
    margin: 56,
    info: {
      Title: `${cert.name} ${cert.number}`,
      Author: issuer.name,
      Subject: cert.IssuedTo.Person.name,
      Producer: "PDFKit",
      Creator: "openapi-gateway certificate service",
      CreationDate: new Date(txn.at),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (c: Buffer) => chunks.push(c));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  pdf.font("Helvetica-Bold").fontSize(16).text(issuer.name, { align: "center" });
  pdf.font("Helvetica").fontSize(10).text(addressLine(issuer.Address), { align: "center" }).moveDown(1.5);
  pdf.font("Helvetica-Bold").fontSize(20).text(cert.name.toUpperCase(), { align: "center" }).moveDown(1.5);
  pdf.font("Helvetica").fontSize(12).text(content.statement, { align: "justify" }).moveDown();
  for (const d of content.details) {
    pdf.font("Helvetica-Bold").text(`${d.label}: `, { continued: true }).font("Helvetica").text(d.value);
  }
  pdf.moveDown(2).fontSize(9);
  pdf.text(`Certificate number: ${cert.number}`);
  pdf.text(`Issued at ${cert.issuedAt} on ${cert.issueDate}`);
  pdf.text(`Fetched on ${printedDate(txn.at)} in transaction ${txn.txnId}`);
  pdf.text(`Verification reference: ${txn.reference}`);
  pdf.end();
  return done;
}
