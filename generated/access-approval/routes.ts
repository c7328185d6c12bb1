// generated from specs/access-approval.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { OperationInfo } from "../runtime";

/** Every operation of specs/access-approval.yaml, in spec order. */
export const accessApprovalOperations = [
  { operationId: "listProjectApprovalRequests", method: "get", path: "/v1/projects/{project}/approvalRequests", body: "none", headerParams: [] },
  { operationId: "getProjectApprovalRequest", method: "get", path: "/v1/projects/{project}/approvalRequests/{approvalRequest}", body: "none", headerParams: [] },
  { operationId: "approveProjectApprovalRequest", method: "post", path: "/v1/projects/{project}/approvalRequests/{approvalRequest}:approve", body: "json", headerParams: [] },
  { operationId: "dismissProjectApprovalRequest", method: "post", path: "/v1/projects/{project}/approvalRequests/{approvalRequest}:dismiss", body: "json", headerParams: [] },
  { operationId: "invalidateProjectApprovalRequest", method: "post", path: "/v1/projects/{project}/approvalRequests/{approvalRequest}:invalidate", body: "json", headerParams: [] },
  { operationId: "getProjectAccessApprovalSettings", method: "get", path: "/v1/projects/{project}/accessApprovalSettings", body: "none", headerParams: [] },
  { operationId: "deleteProjectAccessApprovalSettings", method: "delete", path: "/v1/projects/{project}/accessApprovalSettings", body: "none", headerParams: [] },
  { operationId: "updateProjectAccessApprovalSettings", method: "patch", path: "/v1/projects/{project}/accessApprovalSettings", body: "json", headerParams: [] },
  { operationId: "listFolderApprovalRequests", method: "get", path: "/v1/folders/{folder}/approvalRequests", body: "none", headerParams: [] },
  { operationId: "getFolderApprovalRequest", method: "get", path: "/v1/folders/{folder}/approvalRequests/{approvalRequest}", body: "none", headerParams: [] },
  { operationId: "approveFolderApprovalRequest", method: "post", path: "/v1/folders/{folder}/approvalRequests/{approvalRequest}:approve", body: "json", headerParams: [] },
  { operationId: "dismissFolderApprovalRequest", method: "post", path: "/v1/folders/{folder}/approvalRequests/{approvalRequest}:dismiss", body: "json", headerParams: [] },
  { operationId: "invalidateFolderApprovalRequest", method: "post", path: "/v1/folders/{folder}/approvalRequests/{approvalRequest}:invalidate", body: "json", headerParams: [] },
  { operationId: "getFolderAccessApprovalSettings", method: "get", path: "/v1/folders/{folder}/accessApprovalSettings", body: "none", headerParams: [] },
  { operationId: "deleteFolderAccessApprovalSettings", method: "delete", path: "/v1/folders/{folder}/accessApprovalSettings", body: "none", headerParams: [] },
  { operationId: "updateFolderAccessApprovalSettings", method: "patch", path: "/v1/folders/{folder}/accessApprovalSettings", body: "json", headerParams: [] },
  { operationId: "listOrganizationApprovalRequests", method: "get", path: "/v1/organizations/{organization}/approvalRequests", body: "none", headerParams: [] },
  { operationId: "getOrganizationApprovalRequest", method: "get", path: "/v1/organizations/{organization}/approvalRequests/{approvalRequest}", body: "none", headerParams: [] },
  { operationId: "approveOrganizationApprovalRequest", method: "post", path: "/v1/organizations/{organization}/approvalRequests/{approvalRequest}:approve", body: "json", headerParams: [] },
  { operationId: "dismissOrganizationApprovalRequest", method: "post", path: "/v1/organizations/{organization}/approvalRequests/{approvalRequest}:dismiss", body: "json", headerParams: [] },
  { operationId: "invalidateOrganizationApprovalRequest", method: "post", path: "/v1/organizations/{organization}/approvalRequests/{approvalRequest}:invalidate", body: "json", headerParams: [] },
  { operationId: "getOrganizationAccessApprovalSettings", method: "get", path: "/v1/organizations/{organization}/accessApprovalSettings", body: "none", headerParams: [] },
  { operationId: "deleteOrganizationAccessApprovalSettings", method: "delete", path: "/v1/organizations/{organization}/accessApprovalSettings", body: "none", headerParams: [] },
  { operationId: "updateOrganizationAccessApprovalSettings", method: "patch", path: "/v1/organizations/{organization}/accessApprovalSettings", body: "json", headerParams: [] },
] as const satisfies readonly OperationInfo[];
