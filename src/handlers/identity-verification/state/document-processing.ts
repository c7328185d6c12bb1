/**
 * The document operations that combine a new document with OCR and the entities: create (its entity must be
 * usable), scan (which may create the entity it read), verify against the register, compare with an original,
 * and the utility price comparison of a scanned bill.
 */
import { ServiceError } from "../../../errors/service-error";
import type { DocumentInput, DocumentRecord, Documents, OcrFields } from "./documents";
import type { Entities } from "./entities";
import type { Reference } from "./reference";
import type { Tenant } from "./tenancy";
import { comparePlans } from "./utility-plans";

export class DocumentProcessing {
  constructor(
    private readonly entities: Entities,
    private readonly documents: Documents,
    private readonly ref: Reference,
  ) {}

  /** Checks what a new document refers to before anything is stored: its entity must be usable. */
  checkDocumentInput(tenant: Tenant, input: DocumentInput): void {
    if (input.entityId !== undefined) this.entities.usable(tenant, input.entityId);
  }

  createDocument(tenant: Tenant, input: DocumentInput): DocumentRecord {
    this.checkDocumentInput(tenant, input);
    return this.documents.create(tenant, input);
  }

  /** Create and scan: OCR fills the document; without a linked entity, one is created from what was read. */
  scanDocument(tenant: Tenant, input: DocumentInput): { document: DocumentRecord; fields?: OcrFields } {
    let doc = this.createDocument(tenant, input);
    const fields = this.documents.ocr(doc);
    if (!fields) return { document: doc };
    doc = this.documents.applyScan(doc, fields);
    if (!doc.entityId && fields.givenName) {
      const entity = this.entities.create(tenant, "INDIVIDUAL", {
        name: { givenName: fields.givenName, familyName: fields.familyName },
        dateOfBirth: fields.dateOfBirth,
        addresses: fields.address ? [fields.address] : [],
      });
      doc = this.documents.save({ ...doc, entityId: entity.entityId });
    }
    return { document: doc, fields };
  }

  /** Create and verify: the holder is the linked entity, else the person OCR read from the scan. */
  verifyDocument(tenant: Tenant, input: DocumentInput) {
    let doc = this.createDocument(tenant, input);
    const fields = this.documents.ocr(doc);
    if (fields) doc = this.documents.applyScan(doc, fields);
    const entity = doc.entityId ? this.entities.find(tenant, doc.entityId) : undefined;
    const holder = entity
      ? { ...entity.name, dateOfBirth: entity.dateOfBirth }
      : { givenName: fields?.givenName, familyName: fields?.familyName, dateOfBirth: fields?.dateOfBirth };
    return this.documents.verify(doc, holder);
  }

  compareDocument(tenant: Tenant, input: DocumentInput, originalDocumentId: string) {
    const original = this.documents.get(tenant, originalDocumentId);
    let doc = this.createDocument(tenant, input);
    const fields = this.documents.ocr(doc);
    if (fields) doc = this.documents.applyScan(doc, fields);
    return { document: doc, result: this.documents.compare(doc, original) };
  }

  /** The spec holds `input` to a UTILITY_BILL; whether its scan reads as one is known only here. */
  utilityCompare(tenant: Tenant, input: DocumentInput, planLimit: number) {
    let doc = this.createDocument(tenant, input);
    const fields = this.documents.ocr(doc);
    if (!fields || fields.idType !== "UTILITY_BILL")
      throw new ServiceError(
        "failed_precondition",
        "the bill could not be read: no recognisable utility bill image",
        { code: "DOC-0003" },
      );
    doc = this.documents.applyScan(doc, fields);
    return { document: doc, result: comparePlans(this.ref, fields, planLimit) };
  }
}
