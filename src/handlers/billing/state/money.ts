/** Amounts in the currency's two decimals. */
export function money(n: number): number {
  return Math.round(n * 100) / 100;
}

export function sum(values: number[]): number {
  return money(values.reduce((a, b) => a + b, 0));
}
