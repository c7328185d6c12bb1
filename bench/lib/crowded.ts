/**
 * The gateway's list of one scope against the size of the store: a page must cost what the page holds.
 */
import { AUTH, CREATE_BODY, createRequest, KEYS } from "./cases";
import { type BenchRequest, fill, type LoadResult, measure } from "./load";
import { cpuMs, type Server } from "./processes";
import { fmt, ratio, table } from "./report";
import { statusMix } from "./rounds";

/**
 * Listing one project's keys on the gateway, then again after `BENCH_CROWD` keys were created in other
 * projects (250 each, under Google's quota of 300): a page must cost what the page holds, not what the
 * store holds. Both runs measured on the same process, the second right after the fill.
 */
export async function crowdedList(
  gateway: Server,
  config: { connections: number; durationS: number; warmupS: number; crowd: number },
): Promise<{ fresh: LoadResult; crowded: LoadResult }> {
  const list: BenchRequest = { method: "GET", path: `${KEYS}?pageSize=10&showDeleted=false`, headers: AUTH };
  const fresh = await measure(gateway.port, list, config, () => cpuMs(gateway));
  const statuses = await fill(
    gateway.port,
    createRequest(CREATE_BODY, "crowd", 250),
    config.crowd,
    config.connections,
  );
  const crowded = await measure(gateway.port, list, config, () => cpuMs(gateway));
  process.stdout.write(
    `## Listing one project's keys, fresh and after ${config.crowd} keys in other projects (${statusMix(statuses)})\n\n\`GET ${list.path}\`\n\n`,
  );
  process.stdout.write(
    `${table(
      ["gateway store", "req/s", "× fresh", "p99 ms", "× fresh", "CPU µs/req", "× fresh"],
      [
        ["fresh", fresh, fresh],
        [`+${config.crowd} keys elsewhere`, crowded, fresh],
      ].map(([name, r, f]) => {
        const [row, base] = [r as LoadResult, f as LoadResult];
        return [
          name as string,
          fmt(row.rps),
          ratio(row.rps, base.rps),
          fmt(row.p99, 2),
          ratio(row.p99, base.p99),
          fmt(row.cpuUs),
          ratio(row.cpuUs, base.cpuUs),
        ];
      }),
    )}\n\n`,
  );
  return { fresh, crowded };
}
