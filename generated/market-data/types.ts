// generated from specs/market-data.yaml — do not edit; run `make generate`
/* eslint-disable */

export interface paths {
    "/v1/correlation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tokens most and least correlated with each requested token
         * @description For each token, the Pearson correlation of its daily simple returns with those of every other
         *     non-stablecoin token, over the 90 days up to today (`WINDOW_DAYS`): the ten highest in
         *     `TOP_CORRELATION`, the ten lowest in `BOTTOM_CORRELATION`.
         */
        get: operations["getCorrelation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/indices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A capitalisation-weighted basket's daily value
         * @description The basket holds the non-stablecoin tokens listed on at least one of `exchanges` (every exchange
         *     when absent): with `lowCap=false` the ten largest by market cap on each rebalancing day, with
         *     `lowCap=true` all the others. On each rebalancing day (every day, every Monday or the first day of
         *     every month as `timeHorizon` says, and the history's second day, where the first return falls) the
         *     weights are reset to the members' market caps; between rebalancings they drift with prices.
         *     `INDEX_VALUE` is 1000 on the first day of the history (2023-10-01) and moves by `DAILY_RETURN` every
         *     day since: a day's value does not depend on the range asked for, so ranges fetched one after another
         *     join up.
         *     `startDate` must be on or before `endDate` when both are given; a later `startDate` is refused with 400.
         */
        get: operations["getIndices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/investor-grades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Long-term grades per token and day
         * @description `startDate` must be on or before `endDate` when both are given; a later `startDate` is refused with 400.
         */
        get: operations["getInvestorGrades"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/market-indicator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The whole market's daily state and signal
         * @description `startDate` must be on or before `endDate` when both are given; a later `startDate` is refused with 400.
         */
        get: operations["getMarketIndicator"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Daily OHLCV and market cap
         * @description Records are ordered newest day first, then in token order; `page` counts pages of `limit`. Without
         *     dates, today's record of each token.
         */
        get: operations["getPrice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/price-prediction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Seven-day forecast from a log-linear trend fitted on the history
         * @description An ordinary least-squares line through the natural logarithm of the close over the 90 days up to
         *     `date`; the forecast for day k after `date` is close × exp(slope × k), with a 95% band of
         *     ±1.96 × (standard deviation of the fit's residuals) × √k in log terms.
         */
        get: operations["getPricePrediction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/quantmetrics-tier-1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Return and risk measures on the history up to `date` */
        get: operations["getQuantmetricsTier1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/quantmetrics-tier-2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Market-relative and distribution measures on the history up to `date` */
        get: operations["getQuantmetricsTier2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/resistance-support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Price levels where the token repeatedly turned
         * @description Swing highs and lows in the range (a day's high that is the highest, or low that is the lowest, of
         *     the seven days either side) are clustered: a swing within 3% of a cluster's mean joins it. Clusters
         *     touched at least twice are levels; a level above the last close is resistance, below it support.
         *     Without dates the range is the 365 days up to today.
         */
        get: operations["getResistanceSupport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/scenario-analysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bear, base and bull prices at several horizons
         * @description A geometric Brownian motion fitted on the 365 days up to today (drift μ and volatility σ of daily
         *     log returns): the price after h days at quantile z is close × exp(μh + zσ√h), with z = −1.645
         *     (bear, 5th percentile), 0 (base, median) and 1.645 (bull, 95th percentile).
         */
        get: operations["getScenarioAnalysis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sentiments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Daily news and social sentiment grades
         * @description `startDate` must be on or before `endDate` when both are given; a later `startDate` is refused with 400.
         */
        get: operations["getSentiments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The token directory
         * @description Each given filter keeps the tokens matching any of its comma-separated values; filters combine.
         */
        get: operations["getTokens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/trader-grades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Short-term grades per token and day
         * @description `startDate` must be on or before `endDate` when both are given; a later `startDate` is refused with 400.
         */
        get: operations["getTraderGrades"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/trading-indicator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Today's moving-average and momentum signal per token
         * @description `TRADING_SIGNAL` is 1 (long) when the 20-day simple moving average of the close is above the 50-day
         *     one and the 14-day momentum is positive, −1 (short) when both point down, 0 otherwise.
         *     `TRADING_SIGNALS_RETURNS` is the cumulative return of holding the previous day's signal (long, short
         *     or flat) every day from the first day both averages exist; `HOLDING_RETURNS` buying and holding over
         *     the same days.
         */
        get: operations["getTradingIndicator"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            /** @enum {boolean} */
            success: false;
            message: string;
        };
        Envelope: {
            /** @enum {boolean} */
            success: true;
            /** @description `Data fetched successfully`, or `No data found` when `data` is empty. */
            message: string;
            /** @description Number of records in `data`. */
            length: number;
        };
        TokenRef: {
            TOKEN_ID: number;
            TOKEN_NAME: string;
            TOKEN_SYMBOL: string;
        };
        /**
         * Format: date
         * @description A calendar day (UTC), YYYY-MM-DD.
         */
        Day: string;
        /** @description Null when the window before the day holds too few days to compute it. */
        NullableNumber: number | null;
        Token: components["schemas"]["TokenRef"] & {
            CATEGORY_LIST: string[];
            EXCHANGE_LIST: string[];
        };
        TokensResponse: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Token"][];
        };
        Price: components["schemas"]["TokenRef"] & {
            DATE: components["schemas"]["Day"];
            OPEN: number;
            HIGH: number;
            LOW: number;
            CLOSE: number;
            /** @description Traded value of the day, USD. */
            VOLUME: number;
            /** @description Close × circulating supply, USD. */
            MARKET_CAP: number;
        };
        PriceResponse: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Price"][];
        };
        CorrelatedToken: {
            token_id: number;
            /** @description The other token's symbol. */
            token: string;
            correlation: number;
        };
        Correlation: components["schemas"]["TokenRef"] & {
            DATE: components["schemas"]["Day"];
            /** @description Number of daily returns the correlations are computed over. */
            WINDOW_DAYS: number;
            TOP_CORRELATION: components["schemas"]["CorrelatedToken"][];
            BOTTOM_CORRELATION: components["schemas"]["CorrelatedToken"][];
        };
        CorrelationResponse: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Correlation"][];
        };
        IndexDay: {
            DATE: components["schemas"]["Day"];
            INDEX_VALUE: number;
            /** @description The basket's return of the day, as a fraction. */
            DAILY_RETURN: number;
            /** @description Sum of the members' market caps that day. */
            MARKET_CAP: number;
            /** @description Ids of the members that day. */
            CONSTITUENTS: number[];
        };
        IndicesResponse: components["schemas"]["Envelope"] & {
            data: components["schemas"]["IndexDay"][];
        };
        TraderGrade: components["schemas"]["TokenRef"] & {
            DATE: components["schemas"]["Day"];
            TA_GRADE: components["schemas"]["NullableNumber"];
            QUANT_GRADE: components["schemas"]["NullableNumber"];
            TM_TRADER_GRADE: components["schemas"]["NullableNumber"];
            TM_TRADER_GRADE_24H_PCT_CHANGE: components["schemas"]["NullableNumber"];
        };
        TraderGradesResponse: components["schemas"]["Envelope"] & {
            data: components["schemas"]["TraderGrade"][];
        };
        InvestorGrade: components["schemas"]["TokenRef"] & {
            DATE: components["schemas"]["Day"];
            FUNDAMENTAL_GRADE: number;
            VALUATION_GRADE: number;
            LONG_TERM_QUANT_GRADE: components["schemas"]["NullableNumber"];
            TM_INVESTOR_GRADE: components["schemas"]["NullableNumber"];
        };
        InvestorGradesResponse: components["schemas"]["Envelope"] & {
            data: components["schemas"]["InvestorGrade"][];
        };
        /**
         * @description MARKET_INDEX is the daily-rebalanced capitalisation-weighted index of all non-stablecoin tokens (1000
         *     on the first day of the history); PCT_TOKENS_BULLISH the share of them whose 20-day average is above
         *     their 50-day one; MARKET_SIGNAL 1 when the index's 20-day average is above its 50-day one, −1 below.
         */
        MarketIndicatorDay: {
            DATE: components["schemas"]["Day"];
            TOTAL_MARKET_CAP: number;
            MARKET_INDEX: number;
            PCT_TOKENS_BULLISH: components["schemas"]["NullableNumber"];
            /** @enum {integer|null} */
            MARKET_SIGNAL: -1 | 1 | null;
        };
        MarketIndicatorResponse: components["schemas"]["Envelope"] & {
            data: components["schemas"]["MarketIndicatorDay"][];
        };
        Forecast: {
            date: components["schemas"]["Day"];
            forecast: number;
            lower: number;
            upper: number;
        };
        PricePrediction: components["schemas"]["TokenRef"] & {
            DATE: components["schemas"]["Day"];
            CLOSE: number;
            /** @description Slope of the fitted line, in log price per day. */
            TREND_SLOPE_DAILY: number;
            FORECASTS_FOR_NEXT_7_DAYS: components["schemas"]["Forecast"][];
        };
        PricePredictionResponse: components["schemas"]["Envelope"] & {
            data: components["schemas"]["PricePrediction"][];
        };
        QuantmetricsTier1: components["schemas"]["TokenRef"] & {
            DATE: components["schemas"]["Day"];
            DAYS: number;
            VOLATILITY: number;
            ALL_TIME_RETURN: number;
            CAGR: number;
            SHARPE: number;
            SORTINO: number;
            MAX_DRAWDOWN: number;
            DAILY_VALUE_AT_RISK: number;
        };
        QuantmetricsTier1Response: components["schemas"]["Envelope"] & {
            data: components["schemas"]["QuantmetricsTier1"][];
        };
        QuantmetricsTier2: components["schemas"]["TokenRef"] & {
            DATE: components["schemas"]["Day"];
            DAYS: number;
            BETA: number;
            ALPHA: number;
            CORRELATION_TO_MARKET: number;
            SKEW: number;
            KURTOSIS: number;
            TAIL_RATIO: number;
            WIN_RATE: number;
            PROFIT_FACTOR: number;
            CALMAR: number;
        };
        QuantmetricsTier2Response: components["schemas"]["Envelope"] & {
            data: components["schemas"]["QuantmetricsTier2"][];
        };
        Level: {
            /** @description Mean price of the cluster's swing points. */
            level: number;
            date: components["schemas"]["Day"];
            touches: number;
            /** @enum {string} */
            type: "resistance" | "support";
        };
        ResistanceSupport: components["schemas"]["TokenRef"] & {
            DATE: components["schemas"]["Day"];
            CLOSE: number;
            /** @description Highest level first; `date` is the latest touch. */
            HISTORICAL_RESISTANCE_SUPPORT_LEVELS: components["schemas"]["Level"][];
        };
        ResistanceSupportResponse: components["schemas"]["Envelope"] & {
            data: components["schemas"]["ResistanceSupport"][];
        };
        Scenario: {
            horizon_days: number;
            bear: number;
            base: number;
            bull: number;
        };
        ScenarioAnalysis: components["schemas"]["TokenRef"] & {
            DATE: components["schemas"]["Day"];
            CLOSE: number;
            DAILY_DRIFT: number;
            DAILY_VOLATILITY: number;
            SCENARIO_PREDICTION: components["schemas"]["Scenario"][];
        };
        ScenarioAnalysisResponse: components["schemas"]["Envelope"] & {
            data: components["schemas"]["ScenarioAnalysis"][];
        };
        Sentiment: components["schemas"]["TokenRef"] & {
            DATE: components["schemas"]["Day"];
            NEWS_SENTIMENT_GRADE: number;
            SOCIAL_SENTIMENT_GRADE: number;
            /** @description Mean of the news and social grades. */
            SENTIMENT_GRADE: number;
            /**
             * @description By SENTIMENT_GRADE in steps of 20.
             * @enum {string}
             */
            SENTIMENT_LABEL: "very negative" | "negative" | "neutral" | "positive" | "very positive";
        };
        SentimentsResponse: components["schemas"]["Envelope"] & {
            data: components["schemas"]["Sentiment"][];
        };
        TradingIndicator: components["schemas"]["TokenRef"] & {
            DATE: components["schemas"]["Day"];
            CLOSE: number;
            SMA_20: number;
            SMA_50: number;
            /** @description Close / close 14 days earlier − 1. */
            MOMENTUM_14: number;
            /** @description Wilder's relative strength index over 14 days (simple averages of gains and losses). */
            RSI_14: number;
            /**
             * @description Sign of SMA_20 − SMA_50.
             * @enum {integer}
             */
            TOKEN_TREND: -1 | 0 | 1;
            /** @enum {integer} */
            TRADING_SIGNAL: -1 | 0 | 1;
            TRADING_SIGNALS_RETURNS: number;
            HOLDING_RETURNS: number;
        };
        TradingIndicatorResponse: components["schemas"]["Envelope"] & {
            data: components["schemas"]["TradingIndicator"][];
        };
    };
    responses: {
        /** @description The Token Metrics error body. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /**
         * @description Comma-separated token ids; all tokens when absent.
         * @example 3375,3306
         */
        tokens: string;
        /** @description At most this many records. */
        limit: number;
        /**
         * @description First day of the range (YYYY-MM-DD), on or before `endDate`.
         * @example 2025-11-01
         */
        startDate: string;
        /**
         * @description Last day of the range (YYYY-MM-DD); today when absent.
         * @example 2025-11-30
         */
        endDate: string;
        /**
         * @description The day the figures are computed as of (YYYY-MM-DD); today when absent.
         * @example 2025-11-30
         */
        date: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getCorrelation: {
        parameters: {
            query?: {
                /**
                 * @description Comma-separated token ids; all tokens when absent.
                 * @example 3375,3306
                 */
                tokens?: components["parameters"]["tokens"];
                /** @description At most this many records. */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One record per token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CorrelationResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getIndices: {
        parameters: {
            query?: {
                /**
                 * @description Comma-separated exchange names.
                 * @example binance,coinbase
                 */
                exchanges?: string;
                /** @description How often the basket is rebalanced to capitalisation weights. */
                timeHorizon?: "daily" | "weekly" | "monthly";
                /** @description The small caps (every member but the ten largest) instead of the ten largest. */
                lowCap?: boolean;
                /**
                 * @description First day of the range (YYYY-MM-DD), on or before `endDate`.
                 * @example 2025-11-01
                 */
                startDate?: components["parameters"]["startDate"];
                /**
                 * @description Last day of the range (YYYY-MM-DD); today when absent.
                 * @example 2025-11-30
                 */
                endDate?: components["parameters"]["endDate"];
                /** @description At most this many records. */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One record per day, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndicesResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getInvestorGrades: {
        parameters: {
            query?: {
                /**
                 * @description Comma-separated token ids; all tokens when absent.
                 * @example 3375,3306
                 */
                tokens?: components["parameters"]["tokens"];
                /**
                 * @description First day of the range (YYYY-MM-DD), on or before `endDate`.
                 * @example 2025-11-01
                 */
                startDate?: components["parameters"]["startDate"];
                /**
                 * @description Last day of the range (YYYY-MM-DD); today when absent.
                 * @example 2025-11-30
                 */
                endDate?: components["parameters"]["endDate"];
                /** @description At most this many records. */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One record per token and day, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvestorGradesResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getMarketIndicator: {
        parameters: {
            query?: {
                /**
                 * @description First day of the range (YYYY-MM-DD), on or before `endDate`.
                 * @example 2025-11-01
                 */
                startDate?: components["parameters"]["startDate"];
                /**
                 * @description Last day of the range (YYYY-MM-DD); today when absent.
                 * @example 2025-11-30
                 */
                endDate?: components["parameters"]["endDate"];
                /** @description At most this many records. */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One record per day, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarketIndicatorResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getPrice: {
        parameters: {
            query?: {
                /**
                 * @description Comma-separated token ids; all tokens when absent.
                 * @example 3375,3306
                 */
                tokens?: components["parameters"]["tokens"];
                /**
                 * @description First day of the range (YYYY-MM-DD), on or before `endDate`.
                 * @example 2025-11-01
                 */
                startDate?: components["parameters"]["startDate"];
                /**
                 * @description Last day of the range (YYYY-MM-DD); today when absent.
                 * @example 2025-11-30
                 */
                endDate?: components["parameters"]["endDate"];
                /** @description At most this many records. */
                limit?: components["parameters"]["limit"];
                /** @description Page number, from 1. */
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One record per token and day. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getPricePrediction: {
        parameters: {
            query?: {
                /**
                 * @description Comma-separated token ids; all tokens when absent.
                 * @example 3375,3306
                 */
                tokens?: components["parameters"]["tokens"];
                /**
                 * @description The day the figures are computed as of (YYYY-MM-DD); today when absent.
                 * @example 2025-11-30
                 */
                date?: components["parameters"]["date"];
                /** @description At most this many records. */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One record per token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PricePredictionResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getQuantmetricsTier1: {
        parameters: {
            query?: {
                /**
                 * @description Comma-separated token ids; all tokens when absent.
                 * @example 3375,3306
                 */
                tokens?: components["parameters"]["tokens"];
                /**
                 * @description The day the figures are computed as of (YYYY-MM-DD); today when absent.
                 * @example 2025-11-30
                 */
                date?: components["parameters"]["date"];
                /** @description At most this many records. */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One record per token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuantmetricsTier1Response"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getQuantmetricsTier2: {
        parameters: {
            query?: {
                /**
                 * @description Comma-separated token ids; all tokens when absent.
                 * @example 3375,3306
                 */
                tokens?: components["parameters"]["tokens"];
                /**
                 * @description The day the figures are computed as of (YYYY-MM-DD); today when absent.
                 * @example 2025-11-30
                 */
                date?: components["parameters"]["date"];
                /** @description At most this many records. */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One record per token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuantmetricsTier2Response"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getResistanceSupport: {
        parameters: {
            query?: {
                /**
                 * @description Comma-separated token ids; all tokens when absent.
                 * @example 3375,3306
                 */
                tokens?: components["parameters"]["tokens"];
                /**
                 * @description First day of the range (YYYY-MM-DD), on or before `endDate`.
                 * @example 2025-11-01
                 */
                startDate?: components["parameters"]["startDate"];
                /**
                 * @description Last day of the range (YYYY-MM-DD); today when absent.
                 * @example 2025-11-30
                 */
                endDate?: components["parameters"]["endDate"];
                /** @description At most this many records. */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One record per token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResistanceSupportResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getScenarioAnalysis: {
        parameters: {
            query?: {
                /**
                 * @description Comma-separated token ids; all tokens when absent.
                 * @example 3375,3306
                 */
                tokens?: components["parameters"]["tokens"];
                /** @description At most this many records. */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One record per token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScenarioAnalysisResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getSentiments: {
        parameters: {
            query?: {
                /**
                 * @description Comma-separated token ids; all tokens when absent.
                 * @example 3375,3306
                 */
                tokens?: components["parameters"]["tokens"];
                /**
                 * @description First day of the range (YYYY-MM-DD), on or before `endDate`.
                 * @example 2025-11-01
                 */
                startDate?: components["parameters"]["startDate"];
                /**
                 * @description Last day of the range (YYYY-MM-DD); today when absent.
                 * @example 2025-11-30
                 */
                endDate?: components["parameters"]["endDate"];
                /** @description At most this many records. */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One record per token and day, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentimentsResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getTokens: {
        parameters: {
            query?: {
                /**
                 * @description Comma-separated token ids.
                 * @example 3375,3306
                 */
                token_ids?: string;
                /**
                 * @description Comma-separated token names, not case sensitive.
                 * @example Aurum,Etherion
                 */
                token_names?: string;
                /**
                 * @description Comma-separated token symbols, not case sensitive.
                 * @example AUR,ETN
                 */
                token_symbols?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching tokens, by id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokensResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getTraderGrades: {
        parameters: {
            query?: {
                /**
                 * @description Comma-separated token ids; all tokens when absent.
                 * @example 3375,3306
                 */
                tokens?: components["parameters"]["tokens"];
                /**
                 * @description First day of the range (YYYY-MM-DD), on or before `endDate`.
                 * @example 2025-11-01
                 */
                startDate?: components["parameters"]["startDate"];
                /**
                 * @description Last day of the range (YYYY-MM-DD); today when absent.
                 * @example 2025-11-30
                 */
                endDate?: components["parameters"]["endDate"];
                /** @description At most this many records. */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One record per token and day, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TraderGradesResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
    getTradingIndicator: {
        parameters: {
            query?: {
                /**
                 * @description Comma-separated token ids; all tokens when absent.
                 * @example 3375,3306
                 */
                tokens?: components["parameters"]["tokens"];
                /** @description At most this many records. */
                limit?: components["parameters"]["limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One record per token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TradingIndicatorResponse"];
                };
            };
            400: components["responses"]["Error"];
            401: components["responses"]["Error"];
            default: components["responses"]["Error"];
        };
    };
}
