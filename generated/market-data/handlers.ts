// generated from specs/market-data.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { HandlerContext, RawBody } from "../runtime";
import type { operations } from "./types";

type OpGetCorrelation = operations["getCorrelation"];
/** GET /v1/correlation */
export interface GetCorrelationRequest {
  path: Record<string, never>;
  query: NonNullable<OpGetCorrelation["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetCorrelationReply =
  | { status: 200; body: OpGetCorrelation["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetIndices = operations["getIndices"];
/** GET /v1/indices */
export interface GetIndicesRequest {
  path: Record<string, never>;
  query: NonNullable<OpGetIndices["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetIndicesReply =
  | { status: 200; body: OpGetIndices["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetInvestorGrades = operations["getInvestorGrades"];
/** GET /v1/investor-grades */
export interface GetInvestorGradesRequest {
  path: Record<string, never>;
  query: NonNullable<OpGetInvestorGrades["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetInvestorGradesReply =
  | { status: 200; body: OpGetInvestorGrades["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetMarketIndicator = operations["getMarketIndicator"];
/** GET /v1/market-indicator */
export interface GetMarketIndicatorRequest {
  path: Record<string, never>;
  query: NonNullable<OpGetMarketIndicator["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetMarketIndicatorReply =
  | { status: 200; body: OpGetMarketIndicator["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetPrice = operations["getPrice"];
/** GET /v1/price */
export interface GetPriceRequest {
  path: Record<string, never>;
  query: NonNullable<OpGetPrice["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetPriceReply =
  | { status: 200; body: OpGetPrice["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetPricePrediction = operations["getPricePrediction"];
/** GET /v1/price-prediction */
export interface GetPricePredictionRequest {
  path: Record<string, never>;
  query: NonNullable<OpGetPricePrediction["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetPricePredictionReply =
  | { status: 200; body: OpGetPricePrediction["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetQuantmetricsTier1 = operations["getQuantmetricsTier1"];
/** GET /v1/quantmetrics-tier-1 */
export interface GetQuantmetricsTier1Request {
  path: Record<string, never>;
  query: NonNullable<OpGetQuantmetricsTier1["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetQuantmetricsTier1Reply =
  | { status: 200; body: OpGetQuantmetricsTier1["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetQuantmetricsTier2 = operations["getQuantmetricsTier2"];
/** GET /v1/quantmetrics-tier-2 */
export interface GetQuantmetricsTier2Request {
  path: Record<string, never>;
  query: NonNullable<OpGetQuantmetricsTier2["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetQuantmetricsTier2Reply =
  | { status: 200; body: OpGetQuantmetricsTier2["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetResistanceSupport = operations["getResistanceSupport"];
/** GET /v1/resistance-support */
export interface GetResistanceSupportRequest {
  path: Record<string, never>;
  query: NonNullable<OpGetResistanceSupport["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetResistanceSupportReply =
  | { status: 200; body: OpGetResistanceSupport["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetScenarioAnalysis = operations["getScenarioAnalysis"];
/** GET /v1/scenario-analysis */
export interface GetScenarioAnalysisRequest {
  path: Record<string, never>;
  query: NonNullable<OpGetScenarioAnalysis["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetScenarioAnalysisReply =
  | { status: 200; body: OpGetScenarioAnalysis["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetSentiments = operations["getSentiments"];
/** GET /v1/sentiments */
export interface GetSentimentsRequest {
  path: Record<string, never>;
  query: NonNullable<OpGetSentiments["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetSentimentsReply =
  | { status: 200; body: OpGetSentiments["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetTokens = operations["getTokens"];
/** GET /v1/tokens */
export interface GetTokensRequest {
  path: Record<string, never>;
  query: NonNullable<OpGetTokens["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetTokensReply =
  | { status: 200; body: OpGetTokens["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetTraderGrades = operations["getTraderGrades"];
/** GET /v1/trader-grades */
export interface GetTraderGradesRequest {
  path: Record<string, never>;
  query: NonNullable<OpGetTraderGrades["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetTraderGradesReply =
  | { status: 200; body: OpGetTraderGrades["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetTradingIndicator = operations["getTradingIndicator"];
/** GET /v1/trading-indicator */
export interface GetTradingIndicatorRequest {
  path: Record<string, never>;
  query: NonNullable<OpGetTradingIndicator["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetTradingIndicatorReply =
  | { status: 200; body: OpGetTradingIndicator["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

/**
 * One member per operationId of specs/market-data.yaml. `C` is what the handlers are given besides the request: the
 * gateway's context, or the service's own extension of it (ServiceInstance.context).
 */
export interface MarketDataHandlers<C extends HandlerContext = HandlerContext> {
  getCorrelation(req: GetCorrelationRequest, ctx: C): GetCorrelationReply | Promise<GetCorrelationReply>;
  getIndices(req: GetIndicesRequest, ctx: C): GetIndicesReply | Promise<GetIndicesReply>;
  getInvestorGrades(req: GetInvestorGradesRequest, ctx: C): GetInvestorGradesReply | Promise<GetInvestorGradesReply>;
  getMarketIndicator(req: GetMarketIndicatorRequest, ctx: C): GetMarketIndicatorReply | Promise<GetMarketIndicatorReply>;
  getPrice(req: GetPriceRequest, ctx: C): GetPriceReply | Promise<GetPriceReply>;
  getPricePrediction(req: GetPricePredictionRequest, ctx: C): GetPricePredictionReply | Promise<GetPricePredictionReply>;
  getQuantmetricsTier1(req: GetQuantmetricsTier1Request, ctx: C): GetQuantmetricsTier1Reply | Promise<GetQuantmetricsTier1Reply>;
  getQuantmetricsTier2(req: GetQuantmetricsTier2Request, ctx: C): GetQuantmetricsTier2Reply | Promise<GetQuantmetricsTier2Reply>;
  getResistanceSupport(req: GetResistanceSupportRequest, ctx: C): GetResistanceSupportReply | Promise<GetResistanceSupportReply>;
  getScenarioAnalysis(req: GetScenarioAnalysisRequest, ctx: C): GetScenarioAnalysisReply | Promise<GetScenarioAnalysisReply>;
  getSentiments(req: GetSentimentsRequest, ctx: C): GetSentimentsReply | Promise<GetSentimentsReply>;
  getTokens(req: GetTokensRequest, ctx: C): GetTokensReply | Promise<GetTokensReply>;
  getTraderGrades(req: GetTraderGradesRequest, ctx: C): GetTraderGradesReply | Promise<GetTraderGradesReply>;
  getTradingIndicator(req: GetTradingIndicatorRequest, ctx: C): GetTradingIndicatorReply | Promise<GetTradingIndicatorReply>;
}
