// generated from specs/market-data.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { Validate } from "../runtime";

export declare const res_CorrelationResponse: Validate;
export declare const res_Error: Validate;
export declare const res_IndicesResponse: Validate;
export declare const res_InvestorGradesResponse: Validate;
export declare const res_MarketIndicatorResponse: Validate;
export declare const res_PricePredictionResponse: Validate;
export declare const res_PriceResponse: Validate;
export declare const res_QuantmetricsTier1Response: Validate;
export declare const res_QuantmetricsTier2Response: Validate;
export declare const res_ResistanceSupportResponse: Validate;
export declare const res_ScenarioAnalysisResponse: Validate;
export declare const res_SentimentsResponse: Validate;
export declare const res_TokensResponse: Validate;
export declare const res_TraderGradesResponse: Validate;
export declare const res_TradingIndicatorResponse: Validate;
