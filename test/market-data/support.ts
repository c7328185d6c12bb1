/**
 * What the market-data tests share: the fixture history as a user would read it, and an oracle written
 * here, apart from the service's code, to recompute a few figures from the prices.
 */
import prices from "../../fixtures/market-data/prices.json";
import tokens from "../../fixtures/market-data/tokens.json";

export const DEV_KEY = "tm-dev-key";
export const fixtureTokens = tokens;

/** The closes of a token from the first fixture day to `date` inclusive. */
export function closesUntil(id: number, date: string): number[] {
  const s = prices.series.find((x) => x.id === id)!;
  const days = (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${prices.start}T00:00:00Z`)) / 86_400_000;
  return s.close.slice(0, days + 1);
}

export function series(id: number) {
  return prices.series.find((x) => x.id === id)!;
}

export const lastDate = prices.end;

function returns(closes: number[]): number[] {
  return closes.slice(1).map((c, i) => c / closes[i] - 1);
}

/** Pearson's r of the daily simple returns of the last `window` days up to `date`. */
export function correlationOf(a: number, b: number, date: string, window: number): number {
  return correlationOfCloses(closesUntil(a, date), closesUntil(b, date), window);
}

/** Pearson's r of the daily simple returns of the last `window` days of two series of closes, oldest first. */
export function correlationOfCloses(a: number[], b: number[], window: number): number {
  const x = returns(a.slice(-(window + 1)));
  const y = returns(b.slice(-(window + 1)));
  const mx = x.reduce((s, v) => s + v, 0) / x.length;
  const my = y.reduce((s, v) => s + v, 0) / y.length;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < x.length; i++) {
    sxy += (x[i] - mx) * (y[i] - my);
    sxx += (x[i] - mx) ** 2;
    syy += (y[i] - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

/** The deepest fall from a running peak, as a negative fraction. */
export function drawdownOf(closes: number[]): number {
  let peak = closes[0];
  let worst = 0;
  for (const c of closes) {
    if (c > peak) peak = c;
    if (c / peak - 1 < worst) worst = c / peak - 1;
  }
  return worst;
}

export function averageOfLast(closes: number[], n: number): number {
  return closes.slice(-n).reduce((s, v) => s + v, 0) / n;
}
