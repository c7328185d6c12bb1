// generated from specs/market-data.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { OperationInfo } from "../runtime";

/** Every operation of specs/market-data.yaml, in spec order. */
export const marketDataOperations = [
  { operationId: "getCorrelation", method: "get", path: "/v1/correlation", body: "none", headerParams: [] },
  { operationId: "getIndices", method: "get", path: "/v1/indices", body: "none", headerParams: [] },
  { operationId: "getInvestorGrades", method: "get", path: "/v1/investor-grades", body: "none", headerParams: [] },
  { operationId: "getMarketIndicator", method: "get", path: "/v1/market-indicator", body: "none", headerParams: [] },
  { operationId: "getPrice", method: "get", path: "/v1/price", body: "none", headerParams: [] },
  { operationId: "getPricePrediction", method: "get", path: "/v1/price-prediction", body: "none", headerParams: [] },
  { operationId: "getQuantmetricsTier1", method: "get", path: "/v1/quantmetrics-tier-1", body: "none", headerParams: [] },
  { operationId: "getQuantmetricsTier2", method: "get", path: "/v1/quantmetrics-tier-2", body: "none", headerParams: [] },
  { operationId: "getResistanceSupport", method: "get", path: "/v1/resistance-support", body: "none", headerParams: [] },
  { operationId: "getScenarioAnalysis", method: "get", path: "/v1/scenario-analysis", body: "none", headerParams: [] },
  { operationId: "getSentiments", method: "get", path: "/v1/sentiments", body: "none", headerParams: [] },
  { operationId: "getTokens", method: "get", path: "/v1/tokens", body: "none", headerParams: [] },
  { operationId: "getTraderGrades", method: "get", path: "/v1/trader-grades", body: "none", headerParams: [] },
  { operationId: "getTradingIndicator", method: "get", path: "/v1/trading-indicator", body: "none", headerParams: [] },
] as const satisfies readonly OperationInfo[];
