/**
 * The spec-driven fuzz, bounded for `make test`: a fixed seed and a few cases per operation of every
 * registered service (`make fuzz` runs many more). Every answer must pass the spec's oracle (oracle.ts).
 */
import { describeFailure, fuzz } from "./fuzz";

/** Fixed, so that `make test` sends the same requests every run. */
const SEED = 20261123;
const CASES_PER_OPERATION = 10;

test(`every operation of every service answers ${CASES_PER_OPERATION} generated requests as its spec says`, async () => {
  const report = await fuzz({ seed: SEED, runs: CASES_PER_OPERATION });
  expect(report.operations).toBeGreaterThan(0);
  expect(report.failures.map(describeFailure)).toEqual([]);
}, 300_000);
