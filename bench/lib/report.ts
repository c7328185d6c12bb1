/** How the benches print: numbers, ratios to a baseline of the same run, and Markdown tables. */

export const fmt = (v: number, digits = 0) => (Number.isFinite(v) ? v.toFixed(digits) : "n/a");

export const ratio = (v: number, base: number | undefined) =>
  Number.isFinite(v) && base !== undefined && base > 0 ? `${(v / base).toFixed(2)}×` : "n/a";

/** A Markdown table; columns whose header starts with a letter are left-aligned, the others right-aligned. */
export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [
    line(header),
    line(header.map((h) => (/^[A-Za-z ]/.test(h) ? "---" : "---:"))),
    ...rows.map(line),
  ].join("\n");
}
