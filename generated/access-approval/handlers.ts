// generated from specs/access-approval.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { HandlerContext, RawBody } from "../runtime";
import type { operations } from "./types";

type OpListProjectApprovalRequests = operations["listProjectApprovalRequests"];
/** GET /v1/projects/{project}/approvalRequests */
export interface ListProjectApprovalRequestsRequest {
  path: NonNullable<OpListProjectApprovalRequests["parameters"]["path"]>;
  query: NonNullable<OpListProjectApprovalRequests["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type ListProjectApprovalRequestsReply =
  | { status: 200; body: OpListProjectApprovalRequests["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetProjectApprovalRequest = operations["getProjectApprovalRequest"];
/** GET /v1/projects/{project}/approvalRequests/{approvalRequest} */
export interface GetProjectApprovalRequestRequest {
  path: NonNullable<OpGetProjectApprovalRequest["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetProjectApprovalRequestReply =
  | { status: 200; body: OpGetProjectApprovalRequest["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpApproveProjectApprovalRequest = operations["approveProjectApprovalRequest"];
/** POST /v1/projects/{project}/approvalRequests/{approvalRequest}:approve */
export interface ApproveProjectApprovalRequestRequest {
  path: NonNullable<OpApproveProjectApprovalRequest["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpApproveProjectApprovalRequest["requestBody"]>["content"]["application/json"] | undefined;
}
export type ApproveProjectApprovalRequestReply =
  | { status: 200; body: OpApproveProjectApprovalRequest["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpDismissProjectApprovalRequest = operations["dismissProjectApprovalRequest"];
/** POST /v1/projects/{project}/approvalRequests/{approvalRequest}:dismiss */
export interface DismissProjectApprovalRequestRequest {
  path: NonNullable<OpDismissProjectApprovalRequest["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpDismissProjectApprovalRequest["requestBody"]>["content"]["application/json"] | undefined;
}
export type DismissProjectApprovalRequestReply =
  | { status: 200; body: OpDismissProjectApprovalRequest["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpInvalidateProjectApprovalRequest = operations["invalidateProjectApprovalRequest"];
/** POST /v1/projects/{project}/approvalRequests/{approvalRequest}:invalidate */
export interface InvalidateProjectApprovalRequestRequest {
  path: NonNullable<OpInvalidateProjectApprovalRequest["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpInvalidateProjectApprovalRequest["requestBody"]>["content"]["application/json"] | undefined;
}
export type InvalidateProjectApprovalRequestReply =
  | { status: 200; body: OpInvalidateProjectApprovalRequest["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetProjectAccessApprovalSettings = operations["getProjectAccessApprovalSettings"];
/** GET /v1/projects/{project}/accessApprovalSettings */
export interface GetProjectAccessApprovalSettingsRequest {
  path: NonNullable<OpGetProjectAccessApprovalSettings["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetProjectAccessApprovalSettingsReply =
  | { status: 200; body: OpGetProjectAccessApprovalSettings["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpDeleteProjectAccessApprovalSettings = operations["deleteProjectAccessApprovalSettings"];
/** DELETE /v1/projects/{project}/accessApprovalSettings */
export interface DeleteProjectAccessApprovalSettingsRequest {
  path: NonNullable<OpDeleteProjectAccessApprovalSettings["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type DeleteProjectAccessApprovalSettingsReply =
  | { status: 200; body: OpDeleteProjectAccessApprovalSettings["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpUpdateProjectAccessApprovalSettings = operations["updateProjectAccessApprovalSettings"];
/** PATCH /v1/projects/{project}/accessApprovalSettings */
export interface UpdateProjectAccessApprovalSettingsRequest {
  path: NonNullable<OpUpdateProjectAccessApprovalSettings["parameters"]["path"]>;
  query: NonNullable<OpUpdateProjectAccessApprovalSettings["parameters"]["query"]>;
  headers: Record<string, never>;
  body: NonNullable<OpUpdateProjectAccessApprovalSettings["requestBody"]>["content"]["application/json"];
}
export type UpdateProjectAccessApprovalSettingsReply =
  | { status: 200; body: OpUpdateProjectAccessApprovalSettings["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpListFolderApprovalRequests = operations["listFolderApprovalRequests"];
/** GET /v1/folders/{folder}/approvalRequests */
export interface ListFolderApprovalRequestsRequest {
  path: NonNullable<OpListFolderApprovalRequests["parameters"]["path"]>;
  query: NonNullable<OpListFolderApprovalRequests["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type ListFolderApprovalRequestsReply =
  | { status: 200; body: OpListFolderApprovalRequests["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetFolderApprovalRequest = operations["getFolderApprovalRequest"];
/** GET /v1/folders/{folder}/approvalRequests/{approvalRequest} */
export interface GetFolderApprovalRequestRequest {
  path: NonNullable<OpGetFolderApprovalRequest["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetFolderApprovalRequestReply =
  | { status: 200; body: OpGetFolderApprovalRequest["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpApproveFolderApprovalRequest = operations["approveFolderApprovalRequest"];
/** POST /v1/folders/{folder}/approvalRequests/{approvalRequest}:approve */
export interface ApproveFolderApprovalRequestRequest {
  path: NonNullable<OpApproveFolderApprovalRequest["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpApproveFolderApprovalRequest["requestBody"]>["content"]["application/json"] | undefined;
}
export type ApproveFolderApprovalRequestReply =
  | { status: 200; body: OpApproveFolderApprovalRequest["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpDismissFolderApprovalRequest = operations["dismissFolderApprovalRequest"];
/** POST /v1/folders/{folder}/approvalRequests/{approvalRequest}:dismiss */
export interface DismissFolderApprovalRequestRequest {
  path: NonNullable<OpDismissFolderApprovalRequest["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpDismissFolderApprovalRequest["requestBody"]>["content"]["application/json"] | undefined;
}
export type DismissFolderApprovalRequestReply =
  | { status: 200; body: OpDismissFolderApprovalRequest["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpInvalidateFolderApprovalRequest = operations["invalidateFolderApprovalRequest"];
/** POST /v1/folders/{folder}/approvalRequests/{approvalRequest}:invalidate */
export interface InvalidateFolderApprovalRequestRequest {
  path: NonNullable<OpInvalidateFolderApprovalRequest["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpInvalidateFolderApprovalRequest["requestBody"]>["content"]["application/json"] | undefined;
}
export type InvalidateFolderApprovalRequestReply =
  | { status: 200; body: OpInvalidateFolderApprovalRequest["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetFolderAccessApprovalSettings = operations["getFolderAccessApprovalSettings"];
/** GET /v1/folders/{folder}/accessApprovalSettings */
export interface GetFolderAccessApprovalSettingsRequest {
  path: NonNullable<OpGetFolderAccessApprovalSettings["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetFolderAccessApprovalSettingsReply =
  | { status: 200; body: OpGetFolderAccessApprovalSettings["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpDeleteFolderAccessApprovalSettings = operations["deleteFolderAccessApprovalSettings"];
/** DELETE /v1/folders/{folder}/accessApprovalSettings */
export interface DeleteFolderAccessApprovalSettingsRequest {
  path: NonNullable<OpDeleteFolderAccessApprovalSettings["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type DeleteFolderAccessApprovalSettingsReply =
  | { status: 200; body: OpDeleteFolderAccessApprovalSettings["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpUpdateFolderAccessApprovalSettings = operations["updateFolderAccessApprovalSettings"];
/** PATCH /v1/folders/{folder}/accessApprovalSettings */
export interface UpdateFolderAccessApprovalSettingsRequest {
  path: NonNullable<OpUpdateFolderAccessApprovalSettings["parameters"]["path"]>;
  query: NonNullable<OpUpdateFolderAccessApprovalSettings["parameters"]["query"]>;
  headers: Record<string, never>;
  body: NonNullable<OpUpdateFolderAccessApprovalSettings["requestBody"]>["content"]["application/json"];
}
export type UpdateFolderAccessApprovalSettingsReply =
  | { status: 200; body: OpUpdateFolderAccessApprovalSettings["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpListOrganizationApprovalRequests = operations["listOrganizationApprovalRequests"];
/** GET /v1/organizations/{organization}/approvalRequests */
export interface ListOrganizationApprovalRequestsRequest {
  path: NonNullable<OpListOrganizationApprovalRequests["parameters"]["path"]>;
  query: NonNullable<OpListOrganizationApprovalRequests["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type ListOrganizationApprovalRequestsReply =
  | { status: 200; body: OpListOrganizationApprovalRequests["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetOrganizationApprovalRequest = operations["getOrganizationApprovalRequest"];
/** GET /v1/organizations/{organization}/approvalRequests/{approvalRequest} */
export interface GetOrganizationApprovalRequestRequest {
  path: NonNullable<OpGetOrganizationApprovalRequest["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetOrganizationApprovalRequestReply =
  | { status: 200; body: OpGetOrganizationApprovalRequest["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpApproveOrganizationApprovalRequest = operations["approveOrganizationApprovalRequest"];
/** POST /v1/organizations/{organization}/approvalRequests/{approvalRequest}:approve */
export interface ApproveOrganizationApprovalRequestRequest {
  path: NonNullable<OpApproveOrganizationApprovalRequest["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpApproveOrganizationApprovalRequest["requestBody"]>["content"]["application/json"] | undefined;
}
export type ApproveOrganizationApprovalRequestReply =
  | { status: 200; body: OpApproveOrganizationApprovalRequest["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpDismissOrganizationApprovalRequest = operations["dismissOrganizationApprovalRequest"];
/** POST /v1/organizations/{organization}/approvalRequests/{approvalRequest}:dismiss */
export interface DismissOrganizationApprovalRequestRequest {
  path: NonNullable<OpDismissOrganizationApprovalRequest["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpDismissOrganizationApprovalRequest["requestBody"]>["content"]["application/json"] | undefined;
}
export type DismissOrganizationApprovalRequestReply =
  | { status: 200; body: OpDismissOrganizationApprovalRequest["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpInvalidateOrganizationApprovalRequest = operations["invalidateOrganizationApprovalRequest"];
/** POST /v1/organizations/{organization}/approvalRequests/{approvalRequest}:invalidate */
export interface InvalidateOrganizationApprovalRequestRequest {
  path: NonNullable<OpInvalidateOrganizationApprovalRequest["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpInvalidateOrganizationApprovalRequest["requestBody"]>["content"]["application/json"] | undefined;
}
export type InvalidateOrganizationApprovalRequestReply =
  | { status: 200; body: OpInvalidateOrganizationApprovalRequest["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetOrganizationAccessApprovalSettings = operations["getOrganizationAccessApprovalSettings"];
/** GET /v1/organizations/{organization}/accessApprovalSettings */
export interface GetOrganizationAccessApprovalSettingsRequest {
  path: NonNullable<OpGetOrganizationAccessApprovalSettings["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetOrganizationAccessApprovalSettingsReply =
  | { status: 200; body: OpGetOrganizationAccessApprovalSettings["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpDeleteOrganizationAccessApprovalSettings = operations["deleteOrganizationAccessApprovalSettings"];
/** DELETE /v1/organizations/{organization}/accessApprovalSettings */
export interface DeleteOrganizationAccessApprovalSettingsRequest {
  path: NonNullable<OpDeleteOrganizationAccessApprovalSettings["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type DeleteOrganizationAccessApprovalSettingsReply =
  | { status: 200; body: OpDeleteOrganizationAccessApprovalSettings["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpUpdateOrganizationAccessApprovalSettings = operations["updateOrganizationAccessApprovalSettings"];
/** PATCH /v1/organizations/{organization}/accessApprovalSettings */
export interface UpdateOrganizationAccessApprovalSettingsRequest {
  path: NonNullable<OpUpdateOrganizationAccessApprovalSettings["parameters"]["path"]>;
  query: NonNullable<OpUpdateOrganizationAccessApprovalSettings["parameters"]["query"]>;
  headers: Record<string, never>;
  body: NonNullable<OpUpdateOrganizationAccessApprovalSettings["requestBody"]>["content"]["application/json"];
}
export type UpdateOrganizationAccessApprovalSettingsReply =
  | { status: 200; body: OpUpdateOrganizationAccessApprovalSettings["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

/**
 * One member per operationId of specs/access-approval.yaml. `C` is what the handlers are given besides the request: the
 * gateway's context, or the service's own extension of it (ServiceInstance.context).
 */
export interface AccessApprovalHandlers<C extends HandlerContext = HandlerContext> {
  listProjectApprovalRequests(req: ListProjectApprovalRequestsRequest, ctx: C): ListProjectApprovalRequestsReply | Promise<ListProjectApprovalRequestsReply>;
  getProjectApprovalRequest(req: GetProjectApprovalRequestRequest, ctx: C): GetProjectApprovalRequestReply | Promise<GetProjectApprovalRequestReply>;
  approveProjectApprovalRequest(req: ApproveProjectApprovalRequestRequest, ctx: C): ApproveProjectApprovalRequestReply | Promise<ApproveProjectApprovalRequestReply>;
  dismissProjectApprovalRequest(req: DismissProjectApprovalRequestRequest, ctx: C): DismissProjectApprovalRequestReply | Promise<DismissProjectApprovalRequestReply>;
  invalidateProjectApprovalRequest(req: InvalidateProjectApprovalRequestRequest, ctx: C): InvalidateProjectApprovalRequestReply | Promise<InvalidateProjectApprovalRequestReply>;
  getProjectAccessApprovalSettings(req: GetProjectAccessApprovalSettingsRequest, ctx: C): GetProjectAccessApprovalSettingsReply | Promise<GetProjectAccessApprovalSettingsReply>;
  deleteProjectAccessApprovalSettings(req: DeleteProjectAccessApprovalSettingsRequest, ctx: C): DeleteProjectAccessApprovalSettingsReply | Promise<DeleteProjectAccessApprovalSettingsReply>;
  updateProjectAccessApprovalSettings(req: UpdateProjectAccessApprovalSettingsRequest, ctx: C): UpdateProjectAccessApprovalSettingsReply | Promise<UpdateProjectAccessApprovalSettingsReply>;
  listFolderApprovalRequests(req: ListFolderApprovalRequestsRequest, ctx: C): ListFolderApprovalRequestsReply | Promise<ListFolderApprovalRequestsReply>;
  getFolderApprovalRequest(req: GetFolderApprovalRequestRequest, ctx: C): GetFolderApprovalRequestReply | Promise<GetFolderApprovalRequestReply>;
  approveFolderApprovalRequest(req: ApproveFolderApprovalRequestRequest, ctx: C): ApproveFolderApprovalRequestReply | Promise<ApproveFolderApprovalRequestReply>;
  dismissFolderApprovalRequest(req: DismissFolderApprovalRequestRequest, ctx: C): DismissFolderApprovalRequestReply | Promise<DismissFolderApprovalRequestReply>;
  invalidateFolderApprovalRequest(req: InvalidateFolderApprovalRequestRequest, ctx: C): InvalidateFolderApprovalRequestReply | Promise<InvalidateFolderApprovalRequestReply>;
  getFolderAccessApprovalSettings(req: GetFolderAccessApprovalSettingsRequest, ctx: C): GetFolderAccessApprovalSettingsReply | Promise<GetFolderAccessApprovalSettingsReply>;
  deleteFolderAccessApprovalSettings(req: DeleteFolderAccessApprovalSettingsRequest, ctx: C): DeleteFolderAccessApprovalSettingsReply | Promise<DeleteFolderAccessApprovalSettingsReply>;
  updateFolderAccessApprovalSettings(req: UpdateFolderAccessApprovalSettingsRequest, ctx: C): UpdateFolderAccessApprovalSettingsReply | Promise<UpdateFolderAccessApprovalSettingsReply>;
  listOrganizationApprovalRequests(req: ListOrganizationApprovalRequestsRequest, ctx: C): ListOrganizationApprovalRequestsReply | Promise<ListOrganizationApprovalRequestsReply>;
  getOrganizationApprovalRequest(req: GetOrganizationApprovalRequestRequest, ctx: C): GetOrganizationApprovalRequestReply | Promise<GetOrganizationApprovalRequestReply>;
  approveOrganizationApprovalRequest(req: ApproveOrganizationApprovalRequestRequest, ctx: C): ApproveOrganizationApprovalRequestReply | Promise<ApproveOrganizationApprovalRequestReply>;
  dismissOrganizationApprovalRequest(req: DismissOrganizationApprovalRequestRequest, ctx: C): DismissOrganizationApprovalRequestReply | Promise<DismissOrganizationApprovalRequestReply>;
  invalidateOrganizationApprovalRequest(req: InvalidateOrganizationApprovalRequestRequest, ctx: C): InvalidateOrganizationApprovalRequestReply | Promise<InvalidateOrganizationApprovalRequestReply>;
  getOrganizationAccessApprovalSettings(req: GetOrganizationAccessApprovalSettingsRequest, ctx: C): GetOrganizationAccessApprovalSettingsReply | Promise<GetOrganizationAccessApprovalSettingsReply>;
  deleteOrganizationAccessApprovalSettings(req: DeleteOrganizationAccessApprovalSettingsRequest, ctx: C): DeleteOrganizationAccessApprovalSettingsReply | Promise<DeleteOrganizationAccessApprovalSettingsReply>;
  updateOrganizationAccessApprovalSettings(req: UpdateOrganizationAccessApprovalSettingsRequest, ctx: C): UpdateOrganizationAccessApprovalSettingsReply | Promise<UpdateOrganizationAccessApprovalSettingsReply>;
}
