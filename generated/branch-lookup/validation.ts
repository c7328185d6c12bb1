// generated from specs/branch-lookup.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { OperationValidation } from "../runtime";
import { req_0, req_1, req_2, req_3, req_4, req_5 } from "./request-validators";

import { res_BranchesResponse, res_ErrorResponse } from "./response-validators";

/** The validators of every operation of specs/branch-lookup.yaml, by operationId. */
export const branchLookupValidation = {
  listBranches: {
    parameters: [
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_BranchesResponse },
      "default": { "application/json": res_ErrorResponse },
    },
  },
  listBranchesByCountry: {
    parameters: [
      {"name":"country","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_1,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_BranchesResponse },
      "default": { "application/json": res_ErrorResponse },
    },
  },
  listBranchesByTown: {
    parameters: [
      {"name":"country","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"town","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_2,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_BranchesResponse },
      "default": { "application/json": res_ErrorResponse },
    },
  },
  listBranchesByGeoLocation: {
    parameters: [
      {"name":"latitude","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"longitude","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"radius","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
    ],
    validateParameters: req_3,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_BranchesResponse },
      "default": { "application/json": res_ErrorResponse },
    },
  },
  listBranchesByPostcode: {
    parameters: [
      {"name":"postcode","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_4,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_BranchesResponse },
      "default": { "application/json": res_ErrorResponse },
    },
  },
  getBranchBySortCode: {
    parameters: [
      {"name":"sortcode","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_5,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_BranchesResponse },
      "default": { "application/json": res_ErrorResponse },
    },
  },
} satisfies Record<string, OperationValidation>;
