/**
 * `make fuzz SEED=… RUNS=…`: the spec-driven fuzz with a chosen seed and number of cases per operation
 * (default 200), optionally on some services (`SERVICES=api-keys,branch-lookup`); prints each operation's
 * progress, the number of requests sent and every failure (the smallest failing request fast-check found),
 * then exits 1 if anything failed.
 */
import { describeFailure, fuzz } from "./fuzz";

async function main(): Promise<void> {
  const seed = Number(process.env.SEED || 20261123);
  const runs = Number(process.env.RUNS || 200);
  if (!Number.isSafeInteger(seed) || !Number.isSafeInteger(runs) || runs <= 0)
    throw new Error("SEED and RUNS must be integers (RUNS > 0)");
  const only = process.env.SERVICES?.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const started = Date.now();
  const report = await fuzz({ seed, runs, services: only, log: (line) => process.stdout.write(`${line}\n`) });
  process.stdout.write(
    `\nseed ${seed}, ${runs} cases per operation: ${report.operations} operations, ${report.requests} requests sent, ` +
      `${report.failures.length} failures, ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  for (const f of report.failures) process.stdout.write(`\n${describeFailure(f)}\n`);
  process.exitCode = report.failures.length > 0 ? 1 : 0;
}

main().catch((err) => {
  console.error(err);
  process.exit(2);
});
