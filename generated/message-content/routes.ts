// generated from specs/message-content.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { OperationInfo } from "../runtime";

/** Every operation of specs/message-content.yaml, in spec order. */
export const messageContentOperations = [
  { operationId: "listContent", method: "get", path: "/v1/Content", body: "none", headerParams: [] },
  { operationId: "createContent", method: "post", path: "/v1/Content", body: "json", headerParams: [] },
  { operationId: "fetchContent", method: "get", path: "/v1/Content/{Sid}", body: "none", headerParams: [] },
  { operationId: "deleteContent", method: "delete", path: "/v1/Content/{Sid}", body: "none", headerParams: [] },
  { operationId: "fetchApprovalRequests", method: "get", path: "/v1/Content/{Sid}/ApprovalRequests", body: "none", headerParams: [] },
  { operationId: "createWhatsappApprovalRequest", method: "post", path: "/v1/Content/{Sid}/ApprovalRequests/whatsapp", body: "json", headerParams: [] },
  { operationId: "listContentAndApprovals", method: "get", path: "/v1/ContentAndApprovals", body: "none", headerParams: [] },
  { operationId: "listLegacyContent", method: "get", path: "/v1/LegacyContent", body: "none", headerParams: [] },
] as const satisfies readonly OperationInfo[];
