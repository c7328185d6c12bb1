/**
 * The benches' settings from the environment. BENCH_QUICK=1 is the smoke run: every part once, with short
 * runs and small counts, to see that `make bench` works end to end (its figures are too short to compare).
 */
export const QUICK = process.env.BENCH_QUICK === "1";

/** The number in `name`, else `full` (or `quick` in the quick mode). */
export function setting(name: string, full: number, quick: number): number {
  const raw = process.env[name];
  return raw === undefined || raw === "" ? (QUICK ? quick : full) : Number(raw);
}

/** The comma list in `name`, else `fallback`. */
export function listSetting(name: string, fallback: readonly string[]): string[] {
  const raw = process.env[name];
  return raw ? raw.split(",").map((s) => s.trim()) : [...fallback];
}
