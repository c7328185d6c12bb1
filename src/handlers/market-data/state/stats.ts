/**
 * The numeric building blocks of the market-data figures: returns, moments, correlation, moving averages,
 * drawdown, quantiles and a least-squares line. Pure functions over arrays of numbers; each formula is the
 * textbook one the spec's schema descriptions name.
 */

/** Days in a year: crypto trades every day, so annualising uses 365, not 252. */
export const DAYS_PER_YEAR = 365;

/** Daily simple returns: close[t] / close[t-1] − 1, one fewer than the closes. */
export function simpleReturns(closes: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < closes.length; i++) out.push(closes[i] / closes[i - 1] - 1);
  return out;
}

/** Daily log returns: ln(close[t] / close[t-1]). */
export function logReturns(closes: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < closes.length; i++) out.push(Math.log(closes[i] / closes[i - 1]));
  return out;
}

export function mean(xs: readonly number[]): number {
  let s = 0;
  for (const x of xs) s += x;
  return xs.length > 0 ? s / xs.length : 0;
}

/** Sample standard deviation (n − 1). */
export function stdev(xs: readonly number[]): number {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  let s = 0;
  for (const x of xs) s += (x - m) ** 2;
  return Math.sqrt(s / (xs.length - 1));
}

/** Sample covariance (n − 1) of two equally long series. */
export function covariance(xs: readonly number[], ys: readonly number[]): number {
  if (xs.length < 2) return 0;
  const mx = mean(xs);
  const my = mean(ys);
  let s = 0;
  for (let i = 0; i < xs.length; i++) s += (xs[i] - mx) * (ys[i] - my);
  return s / (xs.length - 1);
}

/** Pearson's correlation coefficient; 0 when either series is constant. */
export function pearson(xs: readonly number[], ys: readonly number[]): number {
  const sx = stdev(xs);
  const sy = stdev(ys);
  if (sx === 0 || sy === 0) return 0;
  return Math.max(-1, Math.min(1, covariance(xs, ys) / (sx * sy)));
}

/** Simple moving average of the `window` values ending at index `end` (inclusive); undefined when too early. */
export function sma(xs: readonly number[], end: number, window: number): number | undefined {
  if (end + 1 < window || end >= xs.length) return undefined;
  let s = 0;
  for (let i = end - window + 1; i <= end; i++) s += xs[i];
  return s / window;
}

/**
 * Relative strength index over `window` days ending at `end`: 100 − 100 / (1 + average gain / average loss),
 * with simple averages of the daily close changes. Undefined when too early; 100 when nothing fell.
 */
export function rsi(closes: readonly number[], end: number, window: number): number | undefined {
  if (end < window) return undefined;
  let gain = 0;
  let loss = 0;
  for (let i = end - window + 1; i <= end; i++) {
    const change = closes[i] - closes[i - 1];
    if (change > 0) gain += change;
    else loss -= change;
  }
  if (loss === 0) return 100;
  return 100 - 100 / (1 + gain / loss);
}

/** The lowest value of close / running peak − 1 (0 or negative). */
export function maxDrawdown(closes: readonly number[]): number {
  let peak = Number.NEGATIVE_INFINITY;
  let worst = 0;
  for (const c of closes) {
    peak = Math.max(peak, c);
    worst = Math.min(worst, c / peak - 1);
  }
  return worst;
}

/** The p-quantile (0 to 1) by linear interpolation between order statistics. */
export function quantile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.ceil(h);
  return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
}

/** Sample skewness (population moments). */
export function skewness(xs: readonly number[]): number {
  const m = mean(xs);
  const s = Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
  return s === 0 ? 0 : mean(xs.map((x) => ((x - m) / s) ** 3));
}

/** Excess kurtosis (population moments): 0 for a normal distribution. */
export function excessKurtosis(xs: readonly number[]): number {
  const m = mean(xs);
  const s = Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
  return s === 0 ? 0 : mean(xs.map((x) => ((x - m) / s) ** 4)) - 3;
}

/** Annualised Sharpe ratio of daily returns with a zero risk-free rate. */
export function sharpe(returns: readonly number[]): number {
  const s = stdev(returns);
  return s === 0 ? 0 : (mean(returns) / s) * Math.sqrt(DAYS_PER_YEAR);
}

/** Annualised Sortino ratio: mean over the downside deviation √mean(min(r, 0)²). */
export function sortino(returns: readonly number[]): number {
  const downside = Math.sqrt(mean(returns.map((r) => Math.min(r, 0) ** 2)));
  return downside === 0 ? 0 : (mean(returns) / downside) * Math.sqrt(DAYS_PER_YEAR);
}

export function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** Ordinary least squares y = intercept + slope × x over x = 0, 1, ..., n − 1, with the residuals' stdev. */
export function linearFit(ys: readonly number[]): {
  intercept: number;
  slope: number;
  residualStdev: number;
} {
  const n = ys.length;
  const mx = (n - 1) / 2;
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < n; i++) {
    sxy += (i - mx) * (ys[i] - my);
    sxx += (i - mx) ** 2;
  }
  const slope = sxx === 0 ? 0 : sxy / sxx;
  const intercept = my - slope * mx;
  const residuals = ys.map((y, i) => y - (intercept + slope * i));
  return { intercept, slope, residualStdev: stdev(residuals) };
}

/** Rounds to `digits` significant digits, so that answers do not carry floating-point noise. */
export function round(x: number, digits = 6): number {
  if (!Number.isFinite(x) || x === 0) return 0;
  return Number(x.toPrecision(digits));
}
