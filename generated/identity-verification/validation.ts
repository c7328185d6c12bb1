// generated from specs/identity-verification.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { OperationValidation } from "../runtime";
import { req_0, req_1, req_10, req_11, req_12, req_13, req_14, req_16, req_17, req_18, req_2, req_20, req_21, req_22, req_23, req_24, req_25, req_26, req_3, req_5, req_6, req_7, req_9, req_DocumentInput, req_EntityInput, req_EntityUpdate, req_OrganisationQuery } from "./request-validators";

import { res_13, res_2, res_8, res_Accepted, res_Acknowledgement, res_BusinessProfileResponse, res_BusinessReportsResponse, res_CheckResult, res_DocumentResponse, res_EntityResponse, res_Error, res_OwnershipResponse, res_PushToMobileResponse, res_RetrievedResponse } from "./response-validators";

/** The validators of every operation of specs/identity-verification.yaml, by operationId. */
export const identityVerificationValidation = {
  businessInternationalProfile: {
    parameters: [
      {"name":"X-Kyc-CustomerID","in":"header","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-CustomerChildID","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_1 } },
    responses: {
      "200": { "application/json": res_BusinessProfileResponse },
      "default": { "application/json": res_Error },
    },
  },
  businessInternationalSearch: {
    parameters: [
      {"name":"X-Kyc-CustomerID","in":"header","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-CustomerChildID","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_2 } },
    responses: {
      "200": { "application/json": res_2 },
      "default": { "application/json": res_Error },
    },
  },
  businessOwnershipQuery: {
    parameters: [
      {"name":"X-Kyc-CustomerID","in":"header","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-CustomerChildID","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"checkType","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"entityCategories","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"resultLevel","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"validation","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"generateReport","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"boolean"},"empty":"checked"},
      {"name":"includeHistorical","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"boolean"},"empty":"checked"},
      {"name":"onlyProfile","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"boolean"},"empty":"checked"},
    ],
    validateParameters: req_3,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_OrganisationQuery } },
    responses: {
      "200": { "application/json": res_OwnershipResponse },
      "default": { "application/json": res_Error },
    },
  },
  businessReports: {
    parameters: [
      {"name":"X-Kyc-CustomerID","in":"header","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-CustomerChildID","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"reportTypes","in":"query","required":true,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
    ],
    validateParameters: req_5,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_6 } },
    responses: {
      "200": { "application/json": res_BusinessReportsResponse },
      "default": { "application/json": res_Error },
    },
  },
  businessVerify: {
    parameters: [
      {"name":"entityId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-CustomerID","in":"header","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-CustomerChildID","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"checkType","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"entityCategories","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"resultLevel","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"generateReport","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"boolean"},"empty":"checked"},
    ],
    validateParameters: req_7,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_CheckResult },
      "default": { "application/json": res_Error },
    },
  },
  createDocument: {
    parameters: [
      {"name":"X-Kyc-CustomerID","in":"header","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-CustomerChildID","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_DocumentInput } },
    responses: {
      "200": { "application/json": res_DocumentResponse },
      "default": { "application/json": res_Error },
    },
  },
  compareDocument: {
    parameters: [
      {"name":"X-Kyc-CustomerID","in":"header","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-CustomerChildID","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-Background","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_9,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_10 } },
    responses: {
      "200": { "application/json": res_DocumentResponse },
      "202": { "application/json": res_Accepted },
      "default": { "application/json": res_Error },
    },
  },
  scanDocument: {
    parameters: [
      {"name":"X-Kyc-CustomerID","in":"header","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-CustomerChildID","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-Background","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_9,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_DocumentInput } },
    responses: {
      "200": { "application/json": res_DocumentResponse },
      "202": { "application/json": res_Accepted },
      "default": { "application/json": res_Error },
    },
  },
  utilityCompare: {
    parameters: [
      {"name":"X-Kyc-CustomerID","in":"header","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-CustomerChildID","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-Background","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"planLimit","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
    ],
    validateParameters: req_11,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_12 } },
    responses: {
      "200": { "application/json": res_DocumentResponse },
      "202": { "application/json": res_Accepted },
      "default": { "application/json": res_Error },
    },
  },
  verifyDocument: {
    parameters: [
      {"name":"X-Kyc-CustomerID","in":"header","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-CustomerChildID","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-Background","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_9,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_DocumentInput } },
    responses: {
      "200": { "application/json": res_DocumentResponse },
      "202": { "application/json": res_Accepted },
      "default": { "application/json": res_Error },
    },
  },
  searchDocuments: {
    parameters: [
      {"name":"X-Kyc-CustomerID","in":"header","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-CustomerChildID","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_13 } },
    responses: {
      "200": { "application/json": res_8 },
      "default": { "application/json": res_Error },
    },
  },
  deleteDocument: {
    parameters: [
      {"name":"documentId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-CustomerID","in":"header","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-CustomerChildID","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-Background","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_14,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_Acknowledgement },
      "202": { "application/json": res_Accepted },
      "default": { "application/json": res_Error },
    },
  },
  createEntity: {
    parameters: [
      {"name":"X-Kyc-CustomerID","in":"header","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-CustomerChildID","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_EntityInput } },
    responses: {
      "200": { "application/json": res_EntityResponse },
      "default": { "application/json": res_Error },
    },
  },
  flagMonitor: {
    parameters: [
      {"name":"entityId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-CustomerID","in":"header","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-CustomerChildID","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"set","in":"query","required":true,"style":"form","explode":true,"shape":{"type":"boolean"},"empty":"checked"},
    ],
    validateParameters: req_16,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_EntityResponse },
      "default": { "application/json": res_Error },
    },
  },
  flagWatchlist: {
    parameters: [
      {"name":"entityId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-CustomerID","in":"header","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-CustomerChildID","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"set","in":"query","required":true,"style":"form","explode":true,"shape":{"type":"boolean"},"empty":"checked"},
      {"name":"reason","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"comment","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
    ],
    validateParameters: req_17,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_EntityResponse },
      "default": { "application/json": res_Error },
    },
  },
  getEntityFull: {
    parameters: [
      {"name":"entityId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-CustomerID","in":"header","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-CustomerChildID","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_18,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_EntityResponse },
      "default": { "application/json": res_Error },
    },
  },
  idvalidateInitProcess: {
    parameters: [
      {"name":"entityId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-CustomerID","in":"header","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-CustomerChildID","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_18,
    queryCredentials: [],
    body: { required: false, content: { "application/json": req_EntityUpdate } },
    responses: {
      "200": { "application/json": res_EntityResponse },
      "default": { "application/json": res_Error },
    },
  },
  setEntityStatus: {
    parameters: [
      {"name":"entityId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-CustomerID","in":"header","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-CustomerChildID","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"set","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"risk","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"comment","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
    ],
    validateParameters: req_20,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_EntityResponse },
      "default": { "application/json": res_Error },
    },
  },
  pushToMobile: {
    parameters: [
      {"name":"entityId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-CustomerID","in":"header","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-CustomerChildID","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-Background","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"nopush","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"boolean"},"empty":"checked"},
      {"name":"phase","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
    ],
    validateParameters: req_21,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_PushToMobileResponse },
      "202": { "application/json": res_Accepted },
      "default": { "application/json": res_Error },
    },
  },
  verifyEntity: {
    parameters: [
      {"name":"entityId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"checkType","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"resultLevel","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-CustomerID","in":"header","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-CustomerChildID","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-Background","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"force","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"boolean"},"empty":"checked"},
      {"name":"noInvalidate","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"boolean"},"empty":"checked"},
    ],
    validateParameters: req_22,
    queryCredentials: [],
    body: { required: false, content: { "application/json": req_EntityUpdate } },
    responses: {
      "200": { "application/json": res_CheckResult },
      "202": { "application/json": res_Accepted },
      "default": { "application/json": res_Error },
    },
  },
  retrieveResponse: {
    parameters: [
      {"name":"requestId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-CustomerID","in":"header","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"X-Kyc-CustomerChildID","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"payload","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
    ],
    validateParameters: req_23,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_RetrievedResponse },
      "202": { "application/json": res_RetrievedResponse },
      "default": { "application/json": res_Error },
    },
  },
  statusCheck: {
    parameters: [
      {"name":"askingNicely","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"boolean"},"empty":"checked"},
    ],
    validateParameters: req_24,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_13 },
      "default": { "application/json": res_Error },
    },
  },
  receiveNotification: {
    parameters: [
      {"name":"requestId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_25,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_26 } },
    responses: {
      "200": { "application/json": res_Acknowledgement },
      "default": { "application/json": res_Error },
    },
  },
} satisfies Record<string, OperationValidation>;
