/**
 * A seeded generator: mulberry32, a small, well-mixed 32-bit generator, so that the same seed draws the same
 * numbers on every machine. The fixture scripts write their files with it byte for byte; the market-data
 * service continues its price history with it at run time.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
