// generated from specs/api-keys.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { OperationValidation } from "../runtime";
import { req_0, req_1, req_3, req_4, req_5, req_7, req_8, req_Key, req_KeyPatch } from "./request-validators";

import { res_4, res_5, res_Key, res_ListKeysResponse, res_Operation, res_Status } from "./response-validators";

/** The validators of every operation of specs/api-keys.yaml, by operationId. */
export const apiKeysValidation = {
  listKeys: {
    parameters: [
      {"name":"project","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"location","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"pageSize","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"absent"},
      {"name":"pageToken","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"absent"},
      {"name":"showDeleted","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"boolean"},"empty":"absent"},
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_ListKeysResponse },
      "default": { "application/json": res_Status },
    },
  },
  createKey: {
    parameters: [
      {"name":"project","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"location","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"keyId","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"absent"},
    ],
    validateParameters: req_1,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_Key } },
    responses: {
      "200": { "application/json": res_Operation },
      "default": { "application/json": res_Status },
    },
  },
  getKey: {
    parameters: [
      {"name":"project","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"location","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"key","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_3,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_Key },
      "default": { "application/json": res_Status },
    },
  },
  deleteKey: {
    parameters: [
      {"name":"project","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"location","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"key","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"etag","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"absent"},
    ],
    validateParameters: req_4,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_Operation },
      "default": { "application/json": res_Status },
    },
  },
  updateKey: {
    parameters: [
      {"name":"project","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"location","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"key","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"updateMask","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"absent"},
    ],
    validateParameters: req_5,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_KeyPatch } },
    responses: {
      "200": { "application/json": res_Operation },
      "default": { "application/json": res_Status },
    },
  },
  undeleteKey: {
    parameters: [
      {"name":"project","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"location","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"key","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_3,
    queryCredentials: [],
    body: { required: false, content: { "application/json": req_7 } },
    responses: {
      "200": { "application/json": res_Operation },
      "default": { "application/json": res_Status },
    },
  },
  getKeyString: {
    parameters: [
      {"name":"project","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"location","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"key","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_3,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_4 },
      "default": { "application/json": res_Status },
    },
  },
  lookupKey: {
    parameters: [
      {"name":"keyString","in":"query","required":true,"style":"form","explode":true,"shape":{"type":"string"},"empty":"absent"},
    ],
    validateParameters: req_8,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_5 },
      "default": { "application/json": res_Status },
    },
  },
} satisfies Record<string, OperationValidation>;
