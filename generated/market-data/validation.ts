// generated from specs/market-data.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { OperationValidation } from "../runtime";
import { req_0, req_1, req_2, req_3, req_4, req_5, req_6 } from "./request-validators";

import { res_CorrelationResponse, res_Error, res_IndicesResponse, res_InvestorGradesResponse, res_MarketIndicatorResponse, res_PricePredictionResponse, res_PriceResponse, res_QuantmetricsTier1Response, res_QuantmetricsTier2Response, res_ResistanceSupportResponse, res_ScenarioAnalysisResponse, res_SentimentsResponse, res_TokensResponse, res_TraderGradesResponse, res_TradingIndicatorResponse } from "./response-validators";

/** The validators of every operation of specs/market-data.yaml, by operationId. */
export const marketDataValidation = {
  getCorrelation: {
    parameters: [
      {"name":"tokens","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
      {"name":"limit","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"refused"},
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_CorrelationResponse },
      "400": { "application/json": res_Error },
      "401": { "application/json": res_Error },
      "default": { "application/json": res_Error },
    },
  },
  getIndices: {
    parameters: [
      {"name":"exchanges","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
      {"name":"timeHorizon","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
      {"name":"lowCap","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"boolean"},"empty":"refused"},
      {"name":"startDate","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
      {"name":"endDate","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
      {"name":"limit","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"refused"},
    ],
    validateParameters: req_1,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_IndicesResponse },
      "400": { "application/json": res_Error },
      "401": { "application/json": res_Error },
      "default": { "application/json": res_Error },
    },
  },
  getInvestorGrades: {
    parameters: [
      {"name":"tokens","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
      {"name":"startDate","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
      {"name":"endDate","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
      {"name":"limit","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"refused"},
    ],
    validateParameters: req_2,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_InvestorGradesResponse },
      "400": { "application/json": res_Error },
      "401": { "application/json": res_Error },
      "default": { "application/json": res_Error },
    },
  },
  getMarketIndicator: {
    parameters: [
      {"name":"startDate","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
      {"name":"endDate","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
      {"name":"limit","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"refused"},
    ],
    validateParameters: req_3,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_MarketIndicatorResponse },
      "400": { "application/json": res_Error },
      "401": { "application/json": res_Error },
      "default": { "application/json": res_Error },
    },
  },
  getPrice: {
    parameters: [
      {"name":"tokens","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
      {"name":"startDate","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
      {"name":"endDate","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
      {"name":"limit","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"refused"},
      {"name":"page","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"refused"},
    ],
    validateParameters: req_4,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_PriceResponse },
      "400": { "application/json": res_Error },
      "401": { "application/json": res_Error },
      "default": { "application/json": res_Error },
    },
  },
  getPricePrediction: {
    parameters: [
      {"name":"tokens","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
      {"name":"date","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
      {"name":"limit","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"refused"},
    ],
    validateParameters: req_5,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_PricePredictionResponse },
      "400": { "application/json": res_Error },
      "401": { "application/json": res_Error },
      "default": { "application/json": res_Error },
    },
  },
  getQuantmetricsTier1: {
    parameters: [
      {"name":"tokens","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
      {"name":"date","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
      {"name":"limit","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"refused"},
    ],
    validateParameters: req_5,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_QuantmetricsTier1Response },
      "400": { "application/json": res_Error },
      "401": { "application/json": res_Error },
      "default": { "application/json": res_Error },
    },
  },
  getQuantmetricsTier2: {
    parameters: [
      {"name":"tokens","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
      {"name":"date","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
      {"name":"limit","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"refused"},
    ],
    validateParameters: req_5,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_QuantmetricsTier2Response },
      "400": { "application/json": res_Error },
      "401": { "application/json": res_Error },
      "default": { "application/json": res_Error },
    },
  },
  getResistanceSupport: {
    parameters: [
      {"name":"tokens","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
      {"name":"startDate","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
      {"name":"endDate","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
      {"name":"limit","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"refused"},
    ],
    validateParameters: req_2,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_ResistanceSupportResponse },
      "400": { "application/json": res_Error },
      "401": { "application/json": res_Error },
      "default": { "application/json": res_Error },
    },
  },
  getScenarioAnalysis: {
    parameters: [
      {"name":"tokens","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
      {"name":"limit","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"refused"},
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_ScenarioAnalysisResponse },
      "400": { "application/json": res_Error },
      "401": { "application/json": res_Error },
      "default": { "application/json": res_Error },
    },
  },
  getSentiments: {
    parameters: [
      {"name":"tokens","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
      {"name":"startDate","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
      {"name":"endDate","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
      {"name":"limit","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"refused"},
    ],
    validateParameters: req_2,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_SentimentsResponse },
      "400": { "application/json": res_Error },
      "401": { "application/json": res_Error },
      "default": { "application/json": res_Error },
    },
  },
  getTokens: {
    parameters: [
      {"name":"token_ids","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
      {"name":"token_names","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
      {"name":"token_symbols","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
    ],
    validateParameters: req_6,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_TokensResponse },
      "400": { "application/json": res_Error },
      "401": { "application/json": res_Error },
      "default": { "application/json": res_Error },
    },
  },
  getTraderGrades: {
    parameters: [
      {"name":"tokens","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
      {"name":"startDate","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
      {"name":"endDate","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
      {"name":"limit","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"refused"},
    ],
    validateParameters: req_2,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_TraderGradesResponse },
      "400": { "application/json": res_Error },
      "401": { "application/json": res_Error },
      "default": { "application/json": res_Error },
    },
  },
  getTradingIndicator: {
    parameters: [
      {"name":"tokens","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"refused"},
      {"name":"limit","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"refused"},
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_TradingIndicatorResponse },
      "400": { "application/json": res_Error },
      "401": { "application/json": res_Error },
      "default": { "application/json": res_Error },
    },
  },
} satisfies Record<string, OperationValidation>;
