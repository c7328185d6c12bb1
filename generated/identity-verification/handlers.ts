// generated from specs/identity-verification.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { HandlerContext, RawBody } from "../runtime";
import type { operations } from "./types";

type OpBusinessInternationalProfile = operations["businessInternationalProfile"];
/** POST /business/international/profile */
export interface BusinessInternationalProfileRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: NonNullable<OpBusinessInternationalProfile["parameters"]["header"]>;
  body: NonNullable<OpBusinessInternationalProfile["requestBody"]>["content"]["application/json"];
}
export type BusinessInternationalProfileReply =
  | { status: 200; body: OpBusinessInternationalProfile["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpBusinessInternationalSearch = operations["businessInternationalSearch"];
/** POST /business/international/search */
export interface BusinessInternationalSearchRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: NonNullable<OpBusinessInternationalSearch["parameters"]["header"]>;
  body: NonNullable<OpBusinessInternationalSearch["requestBody"]>["content"]["application/json"];
}
export type BusinessInternationalSearchReply =
  | { status: 200; body: OpBusinessInternationalSearch["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpBusinessOwnershipQuery = operations["businessOwnershipQuery"];
/** POST /business/ownership/query */
export interface BusinessOwnershipQueryRequest {
  path: Record<string, never>;
  query: NonNullable<OpBusinessOwnershipQuery["parameters"]["query"]>;
  headers: NonNullable<OpBusinessOwnershipQuery["parameters"]["header"]>;
  body: NonNullable<OpBusinessOwnershipQuery["requestBody"]>["content"]["application/json"];
}
export type BusinessOwnershipQueryReply =
  | { status: 200; body: OpBusinessOwnershipQuery["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpBusinessReports = operations["businessReports"];
/** POST /business/reports */
export interface BusinessReportsRequest {
  path: Record<string, never>;
  query: NonNullable<OpBusinessReports["parameters"]["query"]>;
  headers: NonNullable<OpBusinessReports["parameters"]["header"]>;
  body: NonNullable<OpBusinessReports["requestBody"]>["content"]["application/json"];
}
export type BusinessReportsReply =
  | { status: 200; body: OpBusinessReports["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpBusinessVerify = operations["businessVerify"];
/** POST /business/{entityId}/verify */
export interface BusinessVerifyRequest {
  path: NonNullable<OpBusinessVerify["parameters"]["path"]>;
  query: NonNullable<OpBusinessVerify["parameters"]["query"]>;
  headers: NonNullable<OpBusinessVerify["parameters"]["header"]>;
  body: undefined;
}
export type BusinessVerifyReply =
  | { status: 200; body: OpBusinessVerify["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCreateDocument = operations["createDocument"];
/** POST /document */
export interface CreateDocumentRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: NonNullable<OpCreateDocument["parameters"]["header"]>;
  body: NonNullable<OpCreateDocument["requestBody"]>["content"]["application/json"];
}
export type CreateDocumentReply =
  | { status: 200; body: OpCreateDocument["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCompareDocument = operations["compareDocument"];
/** POST /document/new/compare */
export interface CompareDocumentRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: NonNullable<OpCompareDocument["parameters"]["header"]>;
  body: NonNullable<OpCompareDocument["requestBody"]>["content"]["application/json"];
}
export type CompareDocumentReply =
  | { status: 200; body: OpCompareDocument["responses"][200]["content"]["application/json"]; headers?: Record<string, string> }
  | { status: 202; body: OpCompareDocument["responses"][202]["content"]["application/json"]; headers?: Record<string, string> };

type OpScanDocument = operations["scanDocument"];
/** POST /document/new/scan */
export interface ScanDocumentRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: NonNullable<OpScanDocument["parameters"]["header"]>;
  body: NonNullable<OpScanDocument["requestBody"]>["content"]["application/json"];
}
export type ScanDocumentReply =
  | { status: 200; body: OpScanDocument["responses"][200]["content"]["application/json"]; headers?: Record<string, string> }
  | { status: 202; body: OpScanDocument["responses"][202]["content"]["application/json"]; headers?: Record<string, string> };

type OpUtilityCompare = operations["utilityCompare"];
/** POST /document/new/utility/process/compare */
export interface UtilityCompareRequest {
  path: Record<string, never>;
  query: NonNullable<OpUtilityCompare["parameters"]["query"]>;
  headers: NonNullable<OpUtilityCompare["parameters"]["header"]>;
  body: NonNullable<OpUtilityCompare["requestBody"]>["content"]["application/json"];
}
export type UtilityCompareReply =
  | { status: 200; body: OpUtilityCompare["responses"][200]["content"]["application/json"]; headers?: Record<string, string> }
  | { status: 202; body: OpUtilityCompare["responses"][202]["content"]["application/json"]; headers?: Record<string, string> };

type OpVerifyDocument = operations["verifyDocument"];
/** POST /document/new/verify */
export interface VerifyDocumentRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: NonNullable<OpVerifyDocument["parameters"]["header"]>;
  body: NonNullable<OpVerifyDocument["requestBody"]>["content"]["application/json"];
}
export type VerifyDocumentReply =
  | { status: 200; body: OpVerifyDocument["responses"][200]["content"]["application/json"]; headers?: Record<string, string> }
  | { status: 202; body: OpVerifyDocument["responses"][202]["content"]["application/json"]; headers?: Record<string, string> };

type OpSearchDocuments = operations["searchDocuments"];
/** POST /document/search */
export interface SearchDocumentsRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: NonNullable<OpSearchDocuments["parameters"]["header"]>;
  body: NonNullable<OpSearchDocuments["requestBody"]>["content"]["application/json"];
}
export type SearchDocumentsReply =
  | { status: 200; body: OpSearchDocuments["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpDeleteDocument = operations["deleteDocument"];
/** DELETE /document/{documentId} */
export interface DeleteDocumentRequest {
  path: NonNullable<OpDeleteDocument["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpDeleteDocument["parameters"]["header"]>;
  body: undefined;
}
export type DeleteDocumentReply =
  | { status: 200; body: OpDeleteDocument["responses"][200]["content"]["application/json"]; headers?: Record<string, string> }
  | { status: 202; body: OpDeleteDocument["responses"][202]["content"]["application/json"]; headers?: Record<string, string> };

type OpCreateEntity = operations["createEntity"];
/** POST /entity */
export interface CreateEntityRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: NonNullable<OpCreateEntity["parameters"]["header"]>;
  body: NonNullable<OpCreateEntity["requestBody"]>["content"]["application/json"];
}
export type CreateEntityReply =
  | { status: 200; body: OpCreateEntity["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpFlagMonitor = operations["flagMonitor"];
/** POST /entity/{entityId}/flag/monitor */
export interface FlagMonitorRequest {
  path: NonNullable<OpFlagMonitor["parameters"]["path"]>;
  query: NonNullable<OpFlagMonitor["parameters"]["query"]>;
  headers: NonNullable<OpFlagMonitor["parameters"]["header"]>;
  body: undefined;
}
export type FlagMonitorReply =
  | { status: 200; body: OpFlagMonitor["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpFlagWatchlist = operations["flagWatchlist"];
/** POST /entity/{entityId}/flag/watchlist */
export interface FlagWatchlistRequest {
  path: NonNullable<OpFlagWatchlist["parameters"]["path"]>;
  query: NonNullable<OpFlagWatchlist["parameters"]["query"]>;
  headers: NonNullable<OpFlagWatchlist["parameters"]["header"]>;
  body: undefined;
}
export type FlagWatchlistReply =
  | { status: 200; body: OpFlagWatchlist["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetEntityFull = operations["getEntityFull"];
/** GET /entity/{entityId}/full */
export interface GetEntityFullRequest {
  path: NonNullable<OpGetEntityFull["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpGetEntityFull["parameters"]["header"]>;
  body: undefined;
}
export type GetEntityFullReply =
  | { status: 200; body: OpGetEntityFull["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpIdvalidateInitProcess = operations["idvalidateInitProcess"];
/** POST /entity/{entityId}/idvalidate/initProcess */
export interface IdvalidateInitProcessRequest {
  path: NonNullable<OpIdvalidateInitProcess["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpIdvalidateInitProcess["parameters"]["header"]>;
  body: NonNullable<OpIdvalidateInitProcess["requestBody"]>["content"]["application/json"] | undefined;
}
export type IdvalidateInitProcessReply =
  | { status: 200; body: OpIdvalidateInitProcess["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpSetEntityStatus = operations["setEntityStatus"];
/** POST /entity/{entityId}/status */
export interface SetEntityStatusRequest {
  path: NonNullable<OpSetEntityStatus["parameters"]["path"]>;
  query: NonNullable<OpSetEntityStatus["parameters"]["query"]>;
  headers: NonNullable<OpSetEntityStatus["parameters"]["header"]>;
  body: undefined;
}
export type SetEntityStatusReply =
  | { status: 200; body: OpSetEntityStatus["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpPushToMobile = operations["pushToMobile"];
/** POST /entity/{entityId}/verify/pushToMobile */
export interface PushToMobileRequest {
  path: NonNullable<OpPushToMobile["parameters"]["path"]>;
  query: NonNullable<OpPushToMobile["parameters"]["query"]>;
  headers: NonNullable<OpPushToMobile["parameters"]["header"]>;
  body: undefined;
}
export type PushToMobileReply =
  | { status: 200; body: OpPushToMobile["responses"][200]["content"]["application/json"]; headers?: Record<string, string> }
  | { status: 202; body: OpPushToMobile["responses"][202]["content"]["application/json"]; headers?: Record<string, string> };

type OpVerifyEntity = operations["verifyEntity"];
/** POST /entity/{entityId}/verify/{checkType}/{resultLevel} */
export interface VerifyEntityRequest {
  path: NonNullable<OpVerifyEntity["parameters"]["path"]>;
  query: NonNullable<OpVerifyEntity["parameters"]["query"]>;
  headers: NonNullable<OpVerifyEntity["parameters"]["header"]>;
  body: NonNullable<OpVerifyEntity["requestBody"]>["content"]["application/json"] | undefined;
}
export type VerifyEntityReply =
  | { status: 200; body: OpVerifyEntity["responses"][200]["content"]["application/json"]; headers?: Record<string, string> }
  | { status: 202; body: OpVerifyEntity["responses"][202]["content"]["application/json"]; headers?: Record<string, string> };

type OpRetrieveResponse = operations["retrieveResponse"];
/** GET /retrieve/response/{requestId} */
export interface RetrieveResponseRequest {
  path: NonNullable<OpRetrieveResponse["parameters"]["path"]>;
  query: NonNullable<OpRetrieveResponse["parameters"]["query"]>;
  headers: NonNullable<OpRetrieveResponse["parameters"]["header"]>;
  body: undefined;
}
export type RetrieveResponseReply =
  | { status: 200; body: OpRetrieveResponse["responses"][200]["content"]["application/json"]; headers?: Record<string, string> }
  | { status: 202; body: OpRetrieveResponse["responses"][202]["content"]["application/json"]; headers?: Record<string, string> };

type OpStatusCheck = operations["statusCheck"];
/** GET /ruok */
export interface StatusCheckRequest {
  path: Record<string, never>;
  query: NonNullable<OpStatusCheck["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type StatusCheckReply =
  | { status: 200; body: OpStatusCheck["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpReceiveNotification = operations["receiveNotification"];
/** POST /your/configured/path/{requestId} */
export interface ReceiveNotificationRequest {
  path: NonNullable<OpReceiveNotification["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpReceiveNotification["requestBody"]>["content"]["application/json"];
}
export type ReceiveNotificationReply =
  | { status: 200; body: OpReceiveNotification["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

/**
 * One member per operationId of specs/identity-verification.yaml. `C` is what the handlers are given besides the request: the
 * gateway's context, or the service's own extension of it (ServiceInstance.context).
 */
export interface IdentityVerificationHandlers<C extends HandlerContext = HandlerContext> {
  businessInternationalProfile(req: BusinessInternationalProfileRequest, ctx: C): BusinessInternationalProfileReply | Promise<BusinessInternationalProfileReply>;
  businessInternationalSearch(req: BusinessInternationalSearchRequest, ctx: C): BusinessInternationalSearchReply | Promise<BusinessInternationalSearchReply>;
  businessOwnershipQuery(req: BusinessOwnershipQueryRequest, ctx: C): BusinessOwnershipQueryReply | Promise<BusinessOwnershipQueryReply>;
  businessReports(req: BusinessReportsRequest, ctx: C): BusinessReportsReply | Promise<BusinessReportsReply>;
  businessVerify(req: BusinessVerifyRequest, ctx: C): BusinessVerifyReply | Promise<BusinessVerifyReply>;
  createDocument(req: CreateDocumentRequest, ctx: C): CreateDocumentReply | Promise<CreateDocumentReply>;
  compareDocument(req: CompareDocumentRequest, ctx: C): CompareDocumentReply | Promise<CompareDocumentReply>;
  scanDocument(req: ScanDocumentRequest, ctx: C): ScanDocumentReply | Promise<ScanDocumentReply>;
  utilityCompare(req: UtilityCompareRequest, ctx: C): UtilityCompareReply | Promise<UtilityCompareReply>;
  verifyDocument(req: VerifyDocumentRequest, ctx: C): VerifyDocumentReply | Promise<VerifyDocumentReply>;
  searchDocuments(req: SearchDocumentsRequest, ctx: C): SearchDocumentsReply | Promise<SearchDocumentsReply>;
  deleteDocument(req: DeleteDocumentRequest, ctx: C): DeleteDocumentReply | Promise<DeleteDocumentReply>;
  createEntity(req: CreateEntityRequest, ctx: C): CreateEntityReply | Promise<CreateEntityReply>;
  flagMonitor(req: FlagMonitorRequest, ctx: C): FlagMonitorReply | Promise<FlagMonitorReply>;
  flagWatchlist(req: FlagWatchlistRequest, ctx: C): FlagWatchlistReply | Promise<FlagWatchlistReply>;
  getEntityFull(req: GetEntityFullRequest, ctx: C): GetEntityFullReply | Promise<GetEntityFullReply>;
  idvalidateInitProcess(req: IdvalidateInitProcessRequest, ctx: C): IdvalidateInitProcessReply | Promise<IdvalidateInitProcessReply>;
  setEntityStatus(req: SetEntityStatusRequest, ctx: C): SetEntityStatusReply | Promise<SetEntityStatusReply>;
  pushToMobile(req: PushToMobileRequest, ctx: C): PushToMobileReply | Promise<PushToMobileReply>;
  verifyEntity(req: VerifyEntityRequest, ctx: C): VerifyEntityReply | Promise<VerifyEntityReply>;
  retrieveResponse(req: RetrieveResponseRequest, ctx: C): RetrieveResponseReply | Promise<RetrieveResponseReply>;
  statusCheck(req: StatusCheckRequest, ctx: C): StatusCheckReply | Promise<StatusCheckReply>;
  receiveNotification(req: ReceiveNotificationRequest, ctx: C): ReceiveNotificationReply | Promise<ReceiveNotificationReply>;
}
