// generated from specs/message-content.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { HandlerContext, RawBody } from "../runtime";
import type { operations } from "./types";

type OpListContent = operations["listContent"];
/** GET /v1/Content */
export interface ListContentRequest {
  path: Record<string, never>;
  query: NonNullable<OpListContent["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type ListContentReply =
  | { status: 200; body: OpListContent["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCreateContent = operations["createContent"];
/** POST /v1/Content */
export interface CreateContentRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpCreateContent["requestBody"]>["content"]["application/json"];
}
export type CreateContentReply =
  | { status: 201; body: OpCreateContent["responses"][201]["content"]["application/json"]; headers?: Record<string, string> };

type OpFetchContent = operations["fetchContent"];
/** GET /v1/Content/{Sid} */
export interface FetchContentRequest {
  path: NonNullable<OpFetchContent["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type FetchContentReply =
  | { status: 200; body: OpFetchContent["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpDeleteContent = operations["deleteContent"];
/** DELETE /v1/Content/{Sid} */
export interface DeleteContentRequest {
  path: NonNullable<OpDeleteContent["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type DeleteContentReply =
  | { status: 204; headers?: Record<string, string> };

type OpFetchApprovalRequests = operations["fetchApprovalRequests"];
/** GET /v1/Content/{Sid}/ApprovalRequests */
export interface FetchApprovalRequestsRequest {
  path: NonNullable<OpFetchApprovalRequests["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type FetchApprovalRequestsReply =
  | { status: 200; body: OpFetchApprovalRequests["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCreateWhatsappApprovalRequest = operations["createWhatsappApprovalRequest"];
/** POST /v1/Content/{Sid}/ApprovalRequests/whatsapp */
export interface CreateWhatsappApprovalRequestRequest {
  path: NonNullable<OpCreateWhatsappApprovalRequest["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpCreateWhatsappApprovalRequest["requestBody"]>["content"]["application/json"];
}
export type CreateWhatsappApprovalRequestReply =
  | { status: 201; body: OpCreateWhatsappApprovalRequest["responses"][201]["content"]["application/json"]; headers?: Record<string, string> };

type OpListContentAndApprovals = operations["listContentAndApprovals"];
/** GET /v1/ContentAndApprovals */
export interface ListContentAndApprovalsRequest {
  path: Record<string, never>;
  query: NonNullable<OpListContentAndApprovals["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type ListContentAndApprovalsReply =
  | { status: 200; body: OpListContentAndApprovals["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpListLegacyContent = operations["listLegacyContent"];
/** GET /v1/LegacyContent */
export interface ListLegacyContentRequest {
  path: Record<string, never>;
  query: NonNullable<OpListLegacyContent["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type ListLegacyContentReply =
  | { status: 200; body: OpListLegacyContent["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

/**
 * One member per operationId of specs/message-content.yaml. `C` is what the handlers are given besides the request: the
 * gateway's context, or the service's own extension of it (ServiceInstance.context).
 */
export interface MessageContentHandlers<C extends HandlerContext = HandlerContext> {
  listContent(req: ListContentRequest, ctx: C): ListContentReply | Promise<ListContentReply>;
  createContent(req: CreateContentRequest, ctx: C): CreateContentReply | Promise<CreateContentReply>;
  fetchContent(req: FetchContentRequest, ctx: C): FetchContentReply | Promise<FetchContentReply>;
  deleteContent(req: DeleteContentRequest, ctx: C): DeleteContentReply | Promise<DeleteContentReply>;
  fetchApprovalRequests(req: FetchApprovalRequestsRequest, ctx: C): FetchApprovalRequestsReply | Promise<FetchApprovalRequestsReply>;
  createWhatsappApprovalRequest(req: CreateWhatsappApprovalRequestRequest, ctx: C): CreateWhatsappApprovalRequestReply | Promise<CreateWhatsappApprovalRequestReply>;
  listContentAndApprovals(req: ListContentAndApprovalsRequest, ctx: C): ListContentAndApprovalsReply | Promise<ListContentAndApprovalsReply>;
  listLegacyContent(req: ListLegacyContentRequest, ctx: C): ListLegacyContentReply | Promise<ListLegacyContentReply>;
}
