/** Mounting the test specs (specs/) in a gateway of their own, with a compile cache in a temporary directory. */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { loadSpecs } from "../../src/any-spec/load";
import type { Policy, SpecMount } from "../../src/config";
import type { Logger } from "../../src/http/logger";
import { startGateway, type TestGateway } from "../support/gateway";

export const SPECS = path.join(__dirname, "specs");

/** A fresh cache directory; `remove` deletes it. */
export function tempCache(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "any-spec-cache-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function proxied(name: string, file: string, url: string, policy: Policy = "enforce"): SpecMount {
  return {
    name,
    file: path.join(SPECS, file),
    target: { kind: "proxy", upstream: { url, policy, timeoutMs: 5000 } },
  };
}

export function mocked(name: string, file: string, policy: Policy = "enforce"): SpecMount {
  return { name, file: path.join(SPECS, file), target: { kind: "mock", policy } };
}

/** A gateway serving only the given specs (no built-in service). */
export async function startSpecs(
  mounts: SpecMount[],
  cacheDir: string,
  o: { logger?: Logger } = {},
): Promise<TestGateway> {
  const specs = await loadSpecs(mounts, cacheDir, new Map());
  return startGateway({ services: [], specs, ...(o.logger ? { logger: o.logger } : {}) });
}

export async function json(res: Response): Promise<Record<string, unknown>> {
  return (await res.json()) as Record<string, unknown>;
}

/**
 * The gateway's log kept as records: a line per request answered, and one per answer that broke the document.
 * `logger` writes into it; `answered` counts the requests to an operation since a position of the log, and
 * `violations` lists the answers to the given operations (`GET /pets`) that broke the document.
 */
export function servedLog() {
  const served: {
    operationId?: string;
    durationMs?: number;
    event?: string;
    operation?: string;
    direction?: string;
  }[] = [];
  return {
    served,
    logger: pino({ level: "info" }, { write: (line: string) => served.push(JSON.parse(line)) }),
    answered: (operationId: string, since: number) =>
      served.slice(since).filter((l) => l.durationMs !== undefined && l.operationId === operationId).length,
    violations: (...operations: string[]) =>
      served.filter(
        (l) =>
          l.event === "contract_violation" &&
          l.direction === "response" &&
          operations.includes(l.operation ?? ""),
      ),
  };
}

/** Polls `check` every 25 ms until it holds; fails after `limitMs`. Returns the milliseconds it took. */
export async function within(limitMs: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return Date.now() - start;
}
