/**
 * The start-up goals alone, in about two minutes (`make bench-start`): the time from spawn of
 * `node dist/server.js` with every built-in service until /healthz answers, over BENCH_START_RUNS starts
 * (default 6), the first of which writes the V8 code cache when the build is new. `make bench-start` then runs
 * bench/any-spec-start.ts on Twilio's 2010 API and GitHub's document against Prism's start.
 */
import { services } from "../generated/index";
import { timeToHealthzReport } from "./lib/cold-start";
import { stopChildrenOnExit } from "./lib/processes";
import { setting } from "./lib/settings";
import { startTarget } from "./lib/targets";

async function main(): Promise<void> {
  stopChildrenOnExit();
  const { startMs, text } = await timeToHealthzReport(setting("BENCH_START_RUNS", 6, 3), services.length);
  process.stdout.write(`${text}## Targets\n\n${startTarget(startMs)}\n\n`);
}

main().catch((err) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
