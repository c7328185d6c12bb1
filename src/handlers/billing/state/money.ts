/** Amounts, kept in the currency's two decimals. */

/** `n` rounded to the cent. */
export function money(n: number): number {
  return Math.round(n * 100) / 100;
}

/** The rounded total of `values`. */
export function sum(values: number[]): number {
  return money(values.reduce((a, b) => a + b, 0));
}
