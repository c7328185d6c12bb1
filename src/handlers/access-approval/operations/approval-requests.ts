/**
 * The approvalRequests operations: list, get, approve, dismiss and invalidate, each once per parent kind. Each
 * needs the provider's IAM permission for its action (accessapproval.requests.*).
 */
import type { AccessApprovalHandlers } from "../../../../generated/access-approval/handlers";
import type { HandlerContext } from "../../../../generated/runtime";
import { requirePermission } from "../../../runtime/auth";
import type { ApprovalRequests, RequestFilter } from "../state/approval-requests";
import { folderName, organizationName, projectName, requestList, requestName, requestToWire } from "../wire";

type ApprovalRequestsHandlers = Pick<
  AccessApprovalHandlers,
  | "listProjectApprovalRequests"
  | "getProjectApprovalRequest"
  | "approveProjectApprovalRequest"
  | "dismissProjectApprovalRequest"
  | "invalidateProjectApprovalRequest"
  | "listFolderApprovalRequests"
  | "getFolderApprovalRequest"
  | "approveFolderApprovalRequest"
  | "dismissFolderApprovalRequest"
  | "invalidateFolderApprovalRequest"
  | "listOrganizationApprovalRequests"
  | "getOrganizationApprovalRequest"
  | "approveOrganizationApprovalRequest"
  | "dismissOrganizationApprovalRequest"
  | "invalidateOrganizationApprovalRequest"
>;

interface ListQuery {
  filter?: RequestFilter;
  pageSize?: number;
  pageToken?: string;
}

export function approvalRequestsOperations(requests: ApprovalRequests): ApprovalRequestsHandlers {
  const allow = (ctx: HandlerContext, action: string) =>
    requirePermission(ctx.caller, `accessapproval.requests.${action}`);
  const list = (parent: string, query: ListQuery, ctx: HandlerContext) => {
    allow(ctx, "list");
    return { status: 200 as const, body: requestList(requests.list(parent, query)) };
  };
  const get = (name: string, ctx: HandlerContext) => {
    allow(ctx, "get");
    return { status: 200 as const, body: requestToWire(requests.get(name)) };
  };
  const approve = (name: string, body: { expireTime?: string } | undefined, ctx: HandlerContext) => {
    allow(ctx, "approve");
    const expireTime = body?.expireTime === undefined ? undefined : new Date(body.expireTime);
    return { status: 200 as const, body: requestToWire(requests.approve(name, expireTime)) };
  };
  const dismiss = (name: string, ctx: HandlerContext) => {
    allow(ctx, "dismiss");
    return { status: 200 as const, body: requestToWire(requests.dismiss(name)) };
  };
  const invalidate = (name: string, ctx: HandlerContext) => {
    allow(ctx, "invalidate");
    return { status: 200 as const, body: requestToWire(requests.invalidate(name)) };
  };

  return {
    listProjectApprovalRequests: ({ path, query }, ctx) => list(projectName(path), query, ctx),
    getProjectApprovalRequest: ({ path }, ctx) => get(requestName(projectName(path), path), ctx),
    approveProjectApprovalRequest: ({ path, body }, ctx) =>
      approve(requestName(projectName(path), path), body, ctx),
    dismissProjectApprovalRequest: ({ path }, ctx) => dismiss(requestName(projectName(path), path), ctx),
    invalidateProjectApprovalRequest: ({ path }, ctx) =>
      invalidate(requestName(projectName(path), path), ctx),

    listFolderApprovalRequests: ({ path, query }, ctx) => list(folderName(path), query, ctx),
    getFolderApprovalRequest: ({ path }, ctx) => get(requestName(folderName(path), path), ctx),
    approveFolderApprovalRequest: ({ path, body }, ctx) =>
      approve(requestName(folderName(path), path), body, ctx),
    dismissFolderApprovalRequest: ({ path }, ctx) => dismiss(requestName(folderName(path), path), ctx),
    invalidateFolderApprovalRequest: ({ path }, ctx) => invalidate(requestName(folderName(path), path), ctx),

    listOrganizationApprovalRequests: ({ path, query }, ctx) => list(organizationName(path), query, ctx),
    getOrganizationApprovalRequest: ({ path }, ctx) => get(requestName(organizationName(path), path), ctx),
    approveOrganizationApprovalRequest: ({ path, body }, ctx) =>
      approve(requestName(organizationName(path), path), body, ctx),
    dismissOrganizationApprovalRequest: ({ path }, ctx) =>
      dismiss(requestName(organizationName(path), path), ctx),
    invalidateOrganizationApprovalRequest: ({ path }, ctx) =>
      invalidate(requestName(organizationName(path), path), ctx),
  };
}
