/**
 * Deterministic models fitted on the price history: the seven-day price prediction (a log-linear trend)
 * and the scenario analysis (a geometric Brownian motion). Formulas in the spec's operation descriptions.
 */
import type { MarketHistory, TokenInfo } from "./history";
import { linearFit, logReturns, mean, round, stdev } from "./stats";

export interface Forecast {
  date: string;
  forecast: number;
  /** The 95% band around it. */
  lower: number;
  upper: number;
}

export interface PricePrediction {
  token: TokenInfo;
  date: string;
  close: number;
  trendSlopeDaily: number;
  forecasts: Forecast[];
}

export interface Scenario {
  horizonDays: number;
  bear: number;
  base: number;
  bull: number;
}

export interface ScenarioAnalysis {
  token: TokenInfo;
  date: string;
  close: number;
  dailyDrift: number;
  dailyVolatility: number;
  scenarios: Scenario[];
}

const PREDICTION_WINDOW_DAYS = 90;
const PREDICTION_HORIZON_DAYS = 7;
const SCENARIO_WINDOW_DAYS = 365;
const SCENARIO_HORIZONS = [30, 90, 180, 365];
/** The standard normal's 95th percentile: bear and bull are the 5th and 95th percentiles. */
const Z95 = 1.645;
/** 95% two-sided band of the prediction. */
const Z975 = 1.96;

export function pricePrediction(history: MarketHistory, t: TokenInfo, day: number): PricePrediction {
  const closes = history.series(t.id).close;
  const window = closes.slice(Math.max(0, day - PREDICTION_WINDOW_DAYS + 1), day + 1);
  const fit = linearFit(window.map(Math.log));
  const close = closes[day];
  const forecasts: Forecast[] = [];
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
    token: t,
    date: history.dateOf(day),
    close,
    trendSlopeDaily: round(fit.slope),
    forecasts,
  };
}

export function scenarioAnalysis(history: MarketHistory, t: TokenInfo, day: number): ScenarioAnalysis {
  const closes = history.series(t.id).close;
  const r = logReturns(closes.slice(Math.max(0, day - SCENARIO_WINDOW_DAYS), day + 1));
  const mu = mean(r);
  const sigma = stdev(r);
  const close = closes[day];
  const at = (h: number, z: number) => round(close * Math.exp(mu * h + z * sigma * Math.sqrt(h)));
  return {
    token: t,
    date: history.dateOf(day),
    close,
    dailyDrift: round(mu),
    dailyVolatility: round(sigma),
    scenarios: SCENARIO_HORIZONS.map((h) => ({
      horizonDays: h,
      bear: at(h, -Z95),
      base: at(h, 0),
      bull: at(h, Z95),
    })),
  };
}
