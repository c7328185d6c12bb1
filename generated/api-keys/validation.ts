// generated from specs/api-keys.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { OperationValidation } from "../runtime";
import { req_0, req_1, req_3, req_4, req_5, req_7, req_8, req_Key, req_KeyPatch } from "./request-validators";

import { res_4, res_5, res_Key, res_ListKeysResponse, res_Operation, res_Status } from "./response-validators";

/** The validators of every operation of specs/api-keys.yaml, by operationId. */
export const apiKeysValidation = {
  listKeys: {
    parameters: [
      {"name":"project","in":"path","required":true,"type":"string","explode":false,"allowReserved":false,"allowEmptyValue":false},
      {"name":"location","in":"path","required":true,"type":"string","explode":false,"allowReserved":false,"allowEmptyValue":false},
      {"name":"pageSize","in":"query","required":false,"type":"integer","explode":true,"allowReserved":false,"allowEmptyValue":false},
      {"name":"pageToken","in":"query","required":false,"type":"string","explode":true,"allowReserved":false,"allowEmptyValue":false},
      {"name":"showDeleted","in":"query","required":false,"type":"boolean","explode":true,"allowReserved":false,"allowEmptyValue":false},
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
      {"name":"project","in":"path","required":true,"type":"string","explode":false,"allowReserved":false,"allowEmptyValue":false},
      {"name":"location","in":"path","required":true,"type":"string","explode":false,"allowReserved":false,"allowEmptyValue":false},
      {"name":"keyId","in":"query","required":false,"type":"string","explode":true,"allowReserved":false,"allowEmptyValue":false},
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
      {"name":"project","in":"path","required":true,"type":"string","explode":false,"allowReserved":false,"allowEmptyValue":false},
      {"name":"location","in":"path","required":true,"type":"string","explode":false,"allowReserved":false,"allowEmptyValue":false},
      {"name":"key","in":"path","required":true,"type":"string","explode":false,"allowReserved":false,"allowEmptyValue":false},
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
      {"name":"project","in":"path","required":true,"type":"string","explode":false,"allowReserved":false,"allowEmptyValue":false},
      {"name":"location","in":"path","required":true,"type":"string","explode":false,"allowReserved":false,"allowEmptyValue":false},
      {"name":"key","in":"path","required":true,"type":"string","explode":false,"allowReserved":false,"allowEmptyValue":false},
      {"name":"etag","in":"query","required":false,"type":"string","explode":true,"allowReserved":true,"allowEmptyValue":false},
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
      {"name":"project","in":"path","required":true,"type":"string","explode":false,"allowReserved":false,"allowEmptyValue":false},
      {"name":"location","in":"path","required":true,"type":"string","explode":false,"allowReserved":false,"allowEmptyValue":false},
      {"name":"key","in":"path","required":true,"type":"string","explode":false,"allowReserved":false,"allowEmptyValue":false},
      {"name":"updateMask","in":"query","required":false,"type":"string","explode":true,"allowReserved":true,"allowEmptyValue":false},
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
      {"name":"project","in":"path","required":true,"type":"string","explode":false,"allowReserved":false,"allowEmptyValue":false},
      {"name":"location","in":"path","required":true,"type":"string","explode":false,"allowReserved":false,"allowEmptyValue":false},
      {"name":"key","in":"path","required":true,"type":"string","explode":false,"allowReserved":false,"allowEmptyValue":false},
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
      {"name":"project","in":"path","required":true,"type":"string","explode":false,"allowReserved":false,"allowEmptyValue":false},
      {"name":"location","in":"path","required":true,"type":"string","explode":false,"allowReserved":false,"allowEmptyValue":false},
      {"name":"key","in":"path","required":true,"type":"string","explode":false,"allowReserved":false,"allowEmptyValue":false},
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
      {"name":"keyString","in":"query","required":true,"type":"string","explode":true,"allowReserved":false,"allowEmptyValue":false},
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
