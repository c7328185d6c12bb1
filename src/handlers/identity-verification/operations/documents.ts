/**
 * The document operations ("document"): create, scan, verify, compare, utility price comparison, search and
 * delete. Scan, verify, compare, utility comparison and delete may run in the background.
 */
import type { IdentityVerificationHandlers } from "../../../../generated/identity-verification/handlers";
import type { KycContext } from "../auth";
import { type DocumentInput, type DocumentRecord, decodeScan } from "../state/documents";
import type { IdentityVerification } from "../state/index";
import type { Tenant } from "../state/tenancy";
import { documentToWire } from "../wire";
import type { AcceptInBackground } from "./background";

export function documentOperations(
  kyc: IdentityVerification,
  background: AcceptInBackground,
): Pick<
  IdentityVerificationHandlers<KycContext>,
  | "createDocument"
  | "compareDocument"
  | "scanDocument"
  | "utilityCompare"
  | "verifyDocument"
  | "searchDocuments"
  | "deleteDocument"
> {
  const processing = kyc.documentProcessing;

  /** What a new document is checked for before it is accepted: decodable scans (an "obvious input error"), a usable entity. */
  function checkDocument(tenant: Tenant, input: DocumentInput): void {
    for (const [i, s] of (input.docScan ?? []).entries()) decodeScan(s, `docScan[${i}]`);
    processing.checkDocumentInput(tenant, input);
  }

  /** The answer's part that names the document and the entity it belongs to. */
  const documentBody = (ctx: KycContext, doc: DocumentRecord) => ({
    requestId: ctx.requestId,
    documentId: doc.documentId,
    entityId: doc.entityId,
    document: documentToWire(doc),
  });

  return {
    createDocument: ({ body }, ctx) => ({
      status: 200,
      body: documentBody(ctx, processing.createDocument(ctx.tenant, body)),
    }),
    compareDocument: (req, ctx) => {
      const tenant = ctx.tenant;
      const accepted = background("compareDocument", req, ctx, () => {
        checkDocument(tenant, req.body.document);
        kyc.documents.get(tenant, req.body.originalDocumentId);
      });
      if (accepted) return accepted;
      const { document, result } = processing.compareDocument(
        tenant,
        req.body.document,
        req.body.originalDocumentId,
      );
      return {
        status: 200,
        body: {
          requestId: ctx.requestId,
          documentId: document.documentId,
          document: documentToWire(document),
          compareResult: { originalDocumentId: req.body.originalDocumentId, ...result },
        },
      };
    },
    scanDocument: (req, ctx) => {
      const accepted = background("scanDocument", req, ctx, () => checkDocument(ctx.tenant, req.body));
      if (accepted) return accepted;
      const { document, fields } = processing.scanDocument(ctx.tenant, req.body);
      return {
        status: 200,
        body: {
          ...documentBody(ctx, document),
          scanResult: fields ? { state: "SCANNED", fields } : { state: "UNREADABLE" },
        },
      };
    },
    utilityCompare: (req, ctx) => {
      const accepted = background("utilityCompare", req, ctx, () => checkDocument(ctx.tenant, req.body));
      if (accepted) return accepted;
      const { document, result } = processing.utilityCompare(ctx.tenant, req.body, req.query.planLimit ?? 5);
      return {
        status: 200,
        body: {
          requestId: ctx.requestId,
          documentId: document.documentId,
          document: documentToWire(document),
          utilityCompareResult: result,
        },
      };
    },
    verifyDocument: (req, ctx) => {
      const accepted = background("verifyDocument", req, ctx, () => checkDocument(ctx.tenant, req.body));
      if (accepted) return accepted;
      const { document, verified, reason } = processing.verifyDocument(ctx.tenant, req.body);
      return {
        status: 200,
        body: { ...documentBody(ctx, document), verifyResult: { verified, reason } },
      };
    },
    searchDocuments: ({ body }, ctx) => {
      const docs = kyc.documents.search(ctx.tenant, body, body.limit ?? 50);
      return { status: 200, body: { requestId: ctx.requestId, documents: docs.map(documentToWire) } };
    },
    deleteDocument: (req, ctx) => {
      const accepted = background("deleteDocument", req, ctx, () =>
        kyc.documents.get(ctx.tenant, req.path.documentId),
      );
      if (accepted) return accepted;
      const doc = kyc.documents.delete(ctx.tenant, req.path.documentId);
      return { status: 200, body: { requestId: ctx.requestId, documentId: doc.documentId } };
    },
  };
}
