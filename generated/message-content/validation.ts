// generated from specs/message-content.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { OperationValidation } from "../runtime";
import { req_0, req_1, req_3, req_ContentApprovalRequest, req_ContentCreateRequest } from "./request-validators";

import { res_ApprovalFetch, res_Content, res_ContentAndApprovalsPage, res_ContentPage, res_Error, res_LegacyContentPage, res_WhatsappApproval } from "./response-validators";

/** The validators of every operation of specs/message-content.yaml, by operationId. */
export const messageContentValidation = {
  listContent: {
    parameters: [
      {"name":"PageSize","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"Page","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"PageToken","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_ContentPage },
      "default": { "application/json": res_Error },
    },
  },
  createContent: {
    parameters: [
    ],
    validateParameters: req_1,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_ContentCreateRequest } },
    responses: {
      "201": { "application/json": res_Content },
      "default": { "application/json": res_Error },
    },
  },
  fetchContent: {
    parameters: [
      {"name":"Sid","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_3,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_Content },
      "default": { "application/json": res_Error },
    },
  },
  deleteContent: {
    parameters: [
      {"name":"Sid","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_3,
    queryCredentials: [],
    body: undefined,
    responses: {
      "204": {  },
      "default": { "application/json": res_Error },
    },
  },
  fetchApprovalRequests: {
    parameters: [
      {"name":"Sid","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_3,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_ApprovalFetch },
      "default": { "application/json": res_Error },
    },
  },
  createWhatsappApprovalRequest: {
    parameters: [
      {"name":"Sid","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_3,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_ContentApprovalRequest } },
    responses: {
      "201": { "application/json": res_WhatsappApproval },
      "default": { "application/json": res_Error },
    },
  },
  listContentAndApprovals: {
    parameters: [
      {"name":"PageSize","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"Page","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"PageToken","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_ContentAndApprovalsPage },
      "default": { "application/json": res_Error },
    },
  },
  listLegacyContent: {
    parameters: [
      {"name":"PageSize","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"Page","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"PageToken","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_LegacyContentPage },
      "default": { "application/json": res_Error },
    },
  },
} satisfies Record<string, OperationValidation>;
