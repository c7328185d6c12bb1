/**
 * Identity documents as stored ("document"): create, OCR, verify against the register, compare with an
 * original, search and delete. A scan is recognised by the SHA-256 of its image bytes among the fixture
 * images, whose fields are what OCR reads; only the digest of an upload is kept, not its bytes.
 */
import { createHash } from "node:crypto";
import { ServiceError } from "../../../errors/service-error";
import type { Clock } from "../../../runtime/clock";
import { uuid } from "../../../runtime/ids";
import type { Collection, ServiceStore } from "../../../runtime/store";
import { validateDocument } from "./check-engine";
import { type Address, normal, type PersonName, type Reference } from "./reference";
import { canSee, type Owner, type Tenant } from "./tenancy";

/** Documents kept per customer, so that memory stays bounded. */
export const MAX_DOCUMENTS_PER_CUSTOMER = 5000;

export interface ScanInput {
  scanData: string;
  scanFilename?: string;
  scanMIME?: string;
  scanSide?: string;
}

export interface DocumentInput {
  idType: string;
  idNumber?: string;
  idExpiry?: string;
  idIssued?: string;
  country: string;
  region?: string;
  entityId?: string;
  docScan?: ScanInput[];
  extraData?: { kvpKey: string; kvpValue: string }[];
}

export interface DocumentRecord {
  documentId: string;
  owner: Owner;
  entityId?: string;
  idType: string;
  idNumber?: string;
  idExpiry?: string;
  idIssued?: string;
  country: string;
  region?: string;
  docScan: {
    scanId: string;
    scanFilename?: string;
    scanMIME?: string;
    scanSide?: string;
    sha256: string;
    bytes: number;
  }[];
  extraData: Record<string, string>;
  createdFromScan: boolean;
  documentStatus: string;
  createdAt: Date;
  updatedAt: Date;
}

/** The fields OCR read from a scan (the fixture image's fields). */
export interface OcrFields {
  idType: string;
  idNumber?: string;
  idExpiry?: string;
  region?: string;
  country?: string;
  givenName?: string;
  familyName?: string;
  dateOfBirth?: string;
  address?: Address;
  [field: string]: unknown;
}

export function decodeScan(scan: ScanInput, field: string): Buffer {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(scan.scanData) || scan.scanData.length % 4 !== 0)
    throw new ServiceError("invalid_argument", `${field}.scanData must be base64`, {
      violations: [{ field: `${field}.scanData`, description: "not base64" }],
    });
  return Buffer.from(scan.scanData, "base64");
}

export class Documents {
  readonly records: Collection<DocumentRecord>;

  constructor(
    store: ServiceStore,
    private readonly clock: Clock,
    private readonly ref: Reference,
  ) {
    this.records = store.collection<DocumentRecord>("documents", {
      byCustomer: (d) => d.owner.customerId,
      byEntity: (d) => d.entityId,
    });
  }

  create(owner: Owner, input: DocumentInput): DocumentRecord {
    if (this.records.size({ index: "byCustomer", scope: owner.customerId }) >= MAX_DOCUMENTS_PER_CUSTOMER)
      throw new ServiceError(
        "resource_exhausted",
        `a customer keeps at most ${MAX_DOCUMENTS_PER_CUSTOMER} documents`,
      );
    const now = this.clock.now();
    const docScan = (input.docScan ?? []).map((s, i) => {
      const bytes = decodeScan(s, `docScan[${i}]`);
      return {
        scanId: uuid(),
        scanFilename: s.scanFilename,
        scanMIME: s.scanMIME,
        scanSide: s.scanSide,
        sha256: createHash("sha256").update(bytes).digest("hex"),
        bytes: bytes.length,
      };
    });
    const doc: DocumentRecord = {
      documentId: uuid(),
      owner,
      entityId: input.entityId,
      idType: input.idType,
      idNumber: input.idNumber,
      idExpiry: input.idExpiry,
      idIssued: input.idIssued,
      country: input.country,
      region: input.region,
      docScan,
      extraData: Object.fromEntries((input.extraData ?? []).map((kv) => [kv.kvpKey, kv.kvpValue])),
      createdFromScan: false,
      documentStatus: "DOC_CREATED",
      createdAt: now,
      updatedAt: now,
    };
    this.records.put(doc.documentId, doc);
    return doc;
  }

  get(tenant: Tenant, documentId: string): DocumentRecord {
    const d = this.records.get(documentId);
    if (!d || !canSee(tenant, d.owner))
      throw new ServiceError("not_found", `document ${documentId} not found`);
    return d;
  }

  save(doc: DocumentRecord): DocumentRecord {
    const updated = { ...doc, updatedAt: this.clock.now() };
    this.records.put(doc.documentId, updated);
    return updated;
  }

  /**
   * The documents of an entity that the tenant may see: a customer may file a document against its child's
   * entity, and that document stays the customer's, never shown to the child.
   */
  ofEntity(tenant: Tenant, entityId: string): DocumentRecord[] {
    return this.records.all((d) => canSee(tenant, d.owner), { index: "byEntity", scope: entityId });
  }

  /** OCR: the fields of the first recognised scan; undefined when no image is one OCR can read. */
  ocr(doc: DocumentRecord): OcrFields | undefined {
    for (const s of doc.docScan) {
      const fixture = this.ref.scans.get(s.sha256);
      if (fixture) return fixture.fields as OcrFields;
    }
    return undefined;
  }

  /** Applies OCR fields to the document: number, expiry and region, the rest as `ocr.*` extra data. */
  applyScan(doc: DocumentRecord, fields: OcrFields): DocumentRecord {
    const extra: Record<string, string> = { ...doc.extraData };
    for (const [k, v] of Object.entries(fields)) {
      if (v === undefined || k === "address") continue;
      extra[`ocr.${k}`] = String(v);
    }
    if (fields.address) extra["ocr.address"] = Object.values(fields.address).join(" ");
    return this.save({
      ...doc,
      idType: fields.idType,
      idNumber: fields.idNumber ?? doc.idNumber,
      idExpiry: fields.idExpiry ?? doc.idExpiry,
      region: fields.region ?? doc.region,
      country: fields.country ?? doc.country,
      extraData: extra,
      createdFromScan: true,
      documentStatus: "DOC_SCANNED",
    });
  }

  /**
   * Verifies the document against its register: the number must be known, the holder the person it names
   * (its linked entity, else what OCR read), and the document unexpired by the gateway's clock.
   */
  verify(doc: DocumentRecord, holder: PersonName & { dateOfBirth?: string }) {
    const result = validateDocument(this.ref, holder, doc, this.clock.now().toISOString().slice(0, 10));
    const saved = this.save({
      ...doc,
      documentStatus: result.verified ? "DOC_VERIFIED" : "DOC_VERIFY_FAILED",
    });
    return { document: saved, verified: result.verified, reason: result.reason };
  }

  /** Field-by-field comparison of a new document with the original it should copy. */
  compare(doc: DocumentRecord, original: DocumentRecord) {
    const a = { ...this.fieldsOf(original) };
    const b = { ...this.fieldsOf(doc) };
    const names = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    const fields = names.map((field) => ({
      field,
      original: a[field],
      compared: b[field],
      match: normal(a[field]) === normal(b[field]),
    }));
    const matched = fields.filter((f) => f.match).length;
    const confidence = fields.length === 0 ? 0 : Math.round((100 * matched) / fields.length);
    return { fields, confidenceLevel: confidence, match: fields.length > 0 && matched === fields.length };
  }

  private fieldsOf(d: DocumentRecord): Record<string, string | undefined> {
    const out: Record<string, string | undefined> = {
      idType: d.idType,
      idNumber: d.idNumber,
      idExpiry: d.idExpiry,
      country: d.country,
    };
    for (const k of ["ocr.givenName", "ocr.familyName", "ocr.dateOfBirth"])
      if (d.extraData[k] !== undefined) out[k.slice(4)] = d.extraData[k];
    return out;
  }

  search(
    tenant: Tenant,
    criteria: { idType?: string; idNumber?: string; country?: string; entityId?: string },
    limit: number,
  ): DocumentRecord[] {
    return this.records.list({
      in: { index: "byCustomer", scope: tenant.customerId },
      where: (d) =>
        canSee(tenant, d.owner) &&
        (criteria.idType === undefined || d.idType === criteria.idType) &&
        (criteria.idNumber === undefined || normal(d.idNumber) === normal(criteria.idNumber)) &&
        (criteria.country === undefined || d.country === criteria.country) &&
        (criteria.entityId === undefined || d.entityId === criteria.entityId),
      limit,
    }).items;
  }

  delete(tenant: Tenant, documentId: string): DocumentRecord {
    const d = this.get(tenant, documentId);
    this.records.delete(documentId);
    return d;
  }
}
