// generated from specs/identity-verification.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { OperationInfo } from "../runtime";

/** Every operation of specs/identity-verification.yaml, in spec order. */
export const identityVerificationOperations = [
  { operationId: "businessInternationalProfile", method: "post", path: "/business/international/profile", body: "json", headerParams: ["X-Kyc-CustomerID", "X-Kyc-CustomerChildID"] },
  { operationId: "businessInternationalSearch", method: "post", path: "/business/international/search", body: "json", headerParams: ["X-Kyc-CustomerID", "X-Kyc-CustomerChildID"] },
  { operationId: "businessOwnershipQuery", method: "post", path: "/business/ownership/query", body: "json", headerParams: ["X-Kyc-CustomerID", "X-Kyc-CustomerChildID"] },
  { operationId: "businessReports", method: "post", path: "/business/reports", body: "json", headerParams: ["X-Kyc-CustomerID", "X-Kyc-CustomerChildID"] },
  { operationId: "businessVerify", method: "post", path: "/business/{entityId}/verify", body: "none", headerParams: ["X-Kyc-CustomerID", "X-Kyc-CustomerChildID"] },
  { operationId: "createDocument", method: "post", path: "/document", body: "json", headerParams: ["X-Kyc-CustomerID", "X-Kyc-CustomerChildID"] },
  { operationId: "compareDocument", method: "post", path: "/document/new/compare", body: "json", headerParams: ["X-Kyc-CustomerID", "X-Kyc-CustomerChildID", "X-Kyc-Background"] },
  { operationId: "scanDocument", method: "post", path: "/document/new/scan", body: "json", headerParams: ["X-Kyc-CustomerID", "X-Kyc-CustomerChildID", "X-Kyc-Background"] },
  { operationId: "utilityCompare", method: "post", path: "/document/new/utility/process/compare", body: "json", headerParams: ["X-Kyc-CustomerID", "X-Kyc-CustomerChildID", "X-Kyc-Background"] },
  { operationId: "verifyDocument", method: "post", path: "/document/new/verify", body: "json", headerParams: ["X-Kyc-CustomerID", "X-Kyc-CustomerChildID", "X-Kyc-Background"] },
  { operationId: "searchDocuments", method: "post", path: "/document/search", body: "json", headerParams: ["X-Kyc-CustomerID", "X-Kyc-CustomerChildID"] },
  { operationId: "deleteDocument", method: "delete", path: "/document/{documentId}", body: "none", headerParams: ["X-Kyc-CustomerID", "X-Kyc-CustomerChildID", "X-Kyc-Background"] },
  { operationId: "createEntity", method: "post", path: "/entity", body: "json", headerParams: ["X-Kyc-CustomerID", "X-Kyc-CustomerChildID"] },
  { operationId: "flagMonitor", method: "post", path: "/entity/{entityId}/flag/monitor", body: "none", headerParams: ["X-Kyc-CustomerID", "X-Kyc-CustomerChildID"] },
  { operationId: "flagWatchlist", method: "post", path: "/entity/{entityId}/flag/watchlist", body: "none", headerParams: ["X-Kyc-CustomerID", "X-Kyc-CustomerChildID"] },
  { operationId: "getEntityFull", method: "get", path: "/entity/{entityId}/full", body: "none", headerParams: ["X-Kyc-CustomerID", "X-Kyc-CustomerChildID"] },
  { operationId: "idvalidateInitProcess", method: "post", path: "/entity/{entityId}/idvalidate/initProcess", body: "json", headerParams: ["X-Kyc-CustomerID", "X-Kyc-CustomerChildID"] },
  { operationId: "setEntityStatus", method: "post", path: "/entity/{entityId}/status", body: "none", headerParams: ["X-Kyc-CustomerID", "X-Kyc-CustomerChildID"] },
  { operationId: "pushToMobile", method: "post", path: "/entity/{entityId}/verify/pushToMobile", body: "none", headerParams: ["X-Kyc-CustomerID", "X-Kyc-CustomerChildID", "X-Kyc-Background"] },
  { operationId: "verifyEntity", method: "post", path: "/entity/{entityId}/verify/{checkType}/{resultLevel}", body: "json", headerParams: ["X-Kyc-CustomerID", "X-Kyc-CustomerChildID", "X-Kyc-Background"] },
  { operationId: "retrieveResponse", method: "get", path: "/retrieve/response/{requestId}", body: "none", headerParams: ["X-Kyc-CustomerID", "X-Kyc-CustomerChildID"] },
  { operationId: "statusCheck", method: "get", path: "/ruok", body: "none", headerParams: [], public: true },
  { operationId: "receiveNotification", method: "post", path: "/your/configured/path/{requestId}", body: "json", headerParams: [], public: true },
] as const satisfies readonly OperationInfo[];
