/**
 * Deterministic models fitted on the price history: the seven-day price prediction (a log-linear trend)
 * and the scenario analysis (a geometric Brownian motion). Formulas in the spec's operation descriptions.
 */
import type { components } from "../../../generated/market-data/types";
import type { MarketHistory, TokenInfo } from "./history";
import { tokenRef } from "./measures";
import { linearFit, logReturns, mean, round, stdev } from "./stats";

type Schemas = components["schemas"];

const PREDICTION_WINDOW_DAYS = 90;
const PREDICTION_HORIZON_DAYS = 7;
const SCENARIO_WINDOW_DAYS = 365;
const SCENARIO_HORIZONS = [30, 90, 180, 365];
/** The standard normal's 95th percentile: bear and bull are the 5th and 95th percentiles. */
const Z95 = 1.645;
/** 95% two-sided band of the prediction. */
const Z975 = 1.96;

export function pricePrediction(
  history: MarketHistory,
  t: TokenInfo,
  day: number,
): Schemas["PricePrediction"] {
  const closes = history.series(t.id).close;
  const window = closes.slice(Math.max(0, day - PREDICTION_WINDOW_DAYS + 1), day + 1);
  const fit = linearFit(window.map(Math.log));
  const close = closes[day];
  const forecasts: Schemas["Forecast"][] = [];
  for (let k = 1; k <= PREDICTION_HORIZON_DAYS; k++) {
    const band = Z975 * fit.residualStdev * Math.sqrt(k);
    forecasts.push({
      date: history.dateOf(day + k),
      forecast: round(close * Math.exp(fit.slope * k)),
      lower: round(close * Math.exp(fit.slope * k - band)),
      upper: round(close * Math.exp(fit.slope * k + band)),
    });
  }
  return {
    ...tokenRef(t),
    DATE: history.dateOf(day),
    CLOSE: close,
    TREND_SLOPE_DAILY: round(fit.slope),
    FORECASTS_FOR_NEXT_7_DAYS: forecasts,
  };
}

export function scenarioAnalysis(
  history: MarketHistory,
  t: TokenInfo,
  day: number,
): Schemas["ScenarioAnalysis"] {
  const closes = history.series(t.id).close;
  const r = logReturns(closes.slice(Math.max(0, day - SCENARIO_WINDOW_DAYS), day + 1));
  const mu = mean(r);
  const sigma = stdev(r);
  const close = closes[day];
  const at = (h: number, z: number) => round(close * Math.exp(mu * h + z * sigma * Math.sqrt(h)));
  return {
    ...tokenRef(t),
    DATE: history.dateOf(day),
    CLOSE: close,
    DAILY_DRIFT: round(mu),
    DAILY_VOLATILITY: round(sigma),
    SCENARIO_PREDICTION: SCENARIO_HORIZONS.map((h) => ({
      horizon_days: h,
      bear: at(h, -Z95),
      base: at(h, 0),
      bull: at(h, Z95),
    })),
  };
}
