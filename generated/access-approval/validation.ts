// generated from specs/access-approval.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { OperationValidation } from "../runtime";
import { req_0, req_1, req_10, req_11, req_12, req_13, req_14, req_3, req_4, req_5, req_7, req_8, req_9, req_AccessApprovalSettings, req_ApproveApprovalRequestMessage } from "./request-validators";

import { res_4, res_AccessApprovalSettings, res_ApprovalRequest, res_ListApprovalRequestsResponse, res_Status } from "./response-validators";

/** The validators of every operation of specs/access-approval.yaml, by operationId. */
export const accessApprovalValidation = {
  listProjectApprovalRequests: {
    parameters: [
      {"name":"project","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"filter","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"absent"},
      {"name":"pageSize","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"absent"},
      {"name":"pageToken","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"absent"},
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_ListApprovalRequestsResponse },
      "default": { "application/json": res_Status },
    },
  },
  getProjectApprovalRequest: {
    parameters: [
      {"name":"project","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"approvalRequest","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_1,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_ApprovalRequest },
      "default": { "application/json": res_Status },
    },
  },
  approveProjectApprovalRequest: {
    parameters: [
      {"name":"project","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"approvalRequest","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_1,
    queryCredentials: [],
    body: { required: false, content: { "application/json": req_ApproveApprovalRequestMessage } },
    responses: {
      "200": { "application/json": res_ApprovalRequest },
      "default": { "application/json": res_Status },
    },
  },
  dismissProjectApprovalRequest: {
    parameters: [
      {"name":"project","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"approvalRequest","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_1,
    queryCredentials: [],
    body: { required: false, content: { "application/json": req_3 } },
    responses: {
      "200": { "application/json": res_ApprovalRequest },
      "default": { "application/json": res_Status },
    },
  },
  invalidateProjectApprovalRequest: {
    parameters: [
      {"name":"project","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"approvalRequest","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_1,
    queryCredentials: [],
    body: { required: false, content: { "application/json": req_3 } },
    responses: {
      "200": { "application/json": res_ApprovalRequest },
      "default": { "application/json": res_Status },
    },
  },
  getProjectAccessApprovalSettings: {
    parameters: [
      {"name":"project","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_4,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_AccessApprovalSettings },
      "default": { "application/json": res_Status },
    },
  },
  deleteProjectAccessApprovalSettings: {
    parameters: [
      {"name":"project","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_4,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_4 },
      "default": { "application/json": res_Status },
    },
  },
  updateProjectAccessApprovalSettings: {
    parameters: [
      {"name":"project","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"updateMask","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"absent"},
    ],
    validateParameters: req_5,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_AccessApprovalSettings } },
    responses: {
      "200": { "application/json": res_AccessApprovalSettings },
      "default": { "application/json": res_Status },
    },
  },
  listFolderApprovalRequests: {
    parameters: [
      {"name":"folder","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"filter","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"absent"},
      {"name":"pageSize","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"absent"},
      {"name":"pageToken","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"absent"},
    ],
    validateParameters: req_7,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_ListApprovalRequestsResponse },
      "default": { "application/json": res_Status },
    },
  },
  getFolderApprovalRequest: {
    parameters: [
      {"name":"folder","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"approvalRequest","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_8,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_ApprovalRequest },
      "default": { "application/json": res_Status },
    },
  },
  approveFolderApprovalRequest: {
    parameters: [
      {"name":"folder","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"approvalRequest","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_8,
    queryCredentials: [],
    body: { required: false, content: { "application/json": req_ApproveApprovalRequestMessage } },
    responses: {
      "200": { "application/json": res_ApprovalRequest },
      "default": { "application/json": res_Status },
    },
  },
  dismissFolderApprovalRequest: {
    parameters: [
      {"name":"folder","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"approvalRequest","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_8,
    queryCredentials: [],
    body: { required: false, content: { "application/json": req_3 } },
    responses: {
      "200": { "application/json": res_ApprovalRequest },
      "default": { "application/json": res_Status },
    },
  },
  invalidateFolderApprovalRequest: {
    parameters: [
      {"name":"folder","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"approvalRequest","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_8,
    queryCredentials: [],
    body: { required: false, content: { "application/json": req_3 } },
    responses: {
      "200": { "application/json": res_ApprovalRequest },
      "default": { "application/json": res_Status },
    },
  },
  getFolderAccessApprovalSettings: {
    parameters: [
      {"name":"folder","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_9,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_AccessApprovalSettings },
      "default": { "application/json": res_Status },
    },
  },
  deleteFolderAccessApprovalSettings: {
    parameters: [
      {"name":"folder","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_9,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_4 },
      "default": { "application/json": res_Status },
    },
  },
  updateFolderAccessApprovalSettings: {
    parameters: [
      {"name":"folder","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"updateMask","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"absent"},
    ],
    validateParameters: req_10,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_AccessApprovalSettings } },
    responses: {
      "200": { "application/json": res_AccessApprovalSettings },
      "default": { "application/json": res_Status },
    },
  },
  listOrganizationApprovalRequests: {
    parameters: [
      {"name":"organization","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"filter","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"absent"},
      {"name":"pageSize","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"absent"},
      {"name":"pageToken","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"absent"},
    ],
    validateParameters: req_11,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_ListApprovalRequestsResponse },
      "default": { "application/json": res_Status },
    },
  },
  getOrganizationApprovalRequest: {
    parameters: [
      {"name":"organization","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"approvalRequest","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_12,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_ApprovalRequest },
      "default": { "application/json": res_Status },
    },
  },
  approveOrganizationApprovalRequest: {
    parameters: [
      {"name":"organization","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"approvalRequest","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_12,
    queryCredentials: [],
    body: { required: false, content: { "application/json": req_ApproveApprovalRequestMessage } },
    responses: {
      "200": { "application/json": res_ApprovalRequest },
      "default": { "application/json": res_Status },
    },
  },
  dismissOrganizationApprovalRequest: {
    parameters: [
      {"name":"organization","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"approvalRequest","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_12,
    queryCredentials: [],
    body: { required: false, content: { "application/json": req_3 } },
    responses: {
      "200": { "application/json": res_ApprovalRequest },
      "default": { "application/json": res_Status },
    },
  },
  invalidateOrganizationApprovalRequest: {
    parameters: [
      {"name":"organization","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"approvalRequest","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_12,
    queryCredentials: [],
    body: { required: false, content: { "application/json": req_3 } },
    responses: {
      "200": { "application/json": res_ApprovalRequest },
      "default": { "application/json": res_Status },
    },
  },
  getOrganizationAccessApprovalSettings: {
    parameters: [
      {"name":"organization","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_13,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_AccessApprovalSettings },
      "default": { "application/json": res_Status },
    },
  },
  deleteOrganizationAccessApprovalSettings: {
    parameters: [
      {"name":"organization","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_13,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_4 },
      "default": { "application/json": res_Status },
    },
  },
  updateOrganizationAccessApprovalSettings: {
    parameters: [
      {"name":"organization","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"updateMask","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"absent"},
    ],
    validateParameters: req_14,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_AccessApprovalSettings } },
    responses: {
      "200": { "application/json": res_AccessApprovalSettings },
      "default": { "application/json": res_Status },
    },
  },
} satisfies Record<string, OperationValidation>;
