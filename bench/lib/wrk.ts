/** wrk, the C load generator of the proxy bench: its Lua script for a case, one run, its figures parsed. */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export interface ProxyCase {
  id: string;
  title: string;
  method: "GET" | "POST";
  /** Path under the service's base path. */
  path: string;
  body?: string;
}

/**
 * Requests that may not repeat (creations under a quota): the n-th request of a run goes to
 * `before + <run>-<n / every> + after`, the run named so that no two runs share a path.
 */
export interface Spread {
  before: string;
  after: string;
  every: number;
}

/** What wrk sends: the URL's path unless `spread` is given. */
export interface WrkRequest {
  method: string;
  headers: Record<string, string>;
  body?: string;
  spread?: Spread;
}

export interface WrkResult {
  rps: number;
  p50: number;
  p99: number;
  /** Responses that were not 2xx, and socket errors (connect, read, write, timeout). */
  non2xx: number;
  errors: number;
  /** CPU time of the proxy (or of the upstream, for the straight path) per request, µs. */
  cpuUs: number;
}

export interface WrkRun extends Omit<WrkResult, "cpuUs"> {
  /** Responses received. */
  requests: number;
  /** Responses by status code, when the script was asked to count them. */
  statuses?: Record<string, number>;
}

export const AUTH = { authorization: "Bearer dev-token" };

export function wrkInstalled(): boolean {
  try {
    execFileSync("wrk", ["--version"], { stdio: "ignore" });
    return true;
  } catch (err) {
    // wrk prints its usage and exits 1 on --version; only a missing binary is a failure.
    return (err as NodeJS.ErrnoException).code !== "ENOENT";
  }
}

/**
 * The wrk script of one request: method, headers and body; with `spread`, a new path every `every` requests
 * (Google's quota of 300 keys per project, which the servers enforce). With `countStatuses`, each response's
 * status is counted in Lua (wrk itself counts only the ones that are not 2xx or 3xx) and printed at the end.
 */
export function wrkScript(r: WrkRequest, run: string, countStatuses = false): string {
  const lines = [`wrk.method = ${JSON.stringify(r.method)}`];
  for (const [name, value] of Object.entries(r.headers)) {
    lines.push(`wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`);
  }
  if (r.body !== undefined) lines.push(`wrk.body = ${JSON.stringify(r.body)}`);
  if (r.spread) {
    const { before, after, every } = r.spread;
    lines.push(
      "local n = 0",
      "request = function()",
      "  n = n + 1",
      `  return wrk.format(nil, ${JSON.stringify(`${before}${run}-`)} .. math.floor(n / ${every}) .. ${JSON.stringify(after)})`,
      "end",
    );
  }
  if (countStatuses) {
    lines.push(
      "local threads = {}",
      "function setup(thread) table.insert(threads, thread) end",
      "function init(args) statuses = {} end",
      "function response(status, headers, body) statuses[status] = (statuses[status] or 0) + 1 end",
      "function done(summary, latency, requests)",
      "  for _, t in ipairs(threads) do",
      '    for code, count in pairs(t:get("statuses")) do io.write(string.format("status %d %d\\n", code, count)) end',
      "  end",
      "end",
    );
  }
  return `${lines.join("\n")}\n`;
}

/** A wrk duration such as 812.00us, 14.80ms or 1.02s, in ms. */
function ms(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!m) return Number.NaN;
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2] as "us" | "ms" | "s" | "m"];
  return Number(m[1]) * scale;
}

export function runWrk(url: string, script: string, durationS: number, connections: number): Promise<WrkRun> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-wrk-"));
  const file = path.join(dir, "case.lua");
  writeFileSync(file, script);
  const args = ["-t1", `-c${connections}`, `-d${durationS}s`, "--latency", "-s", file, url];
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (c: Buffer) => {
      out += c.toString();
    });
    child.stderr.on("data", (c: Buffer) => {
      out += c.toString();
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      rmSync(dir, { recursive: true, force: true });
      if (code !== 0) return reject(new Error(`wrk exited with ${code}:\n${out}`));
      const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
      const counted = [...out.matchAll(/^status (\d+) (\d+)$/gm)];
      resolve({
        requests: Number(/(\d+) requests in /.exec(out)?.[1] ?? Number.NaN),
        statuses: counted.length ? Object.fromEntries(counted.map((m) => [m[1], Number(m[2])])) : undefined,
        rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? Number.NaN),
        p50: ms(/\n\s+50%\s+(\S+)/.exec(out)?.[1] ?? ""),
        p99: ms(/\n\s+99%\s+(\S+)/.exec(out)?.[1] ?? ""),
        non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
        errors: socketErrors ? socketErrors.slice(1).reduce((a, b) => a + Number(b), 0) : 0,
      });
    });
  });
}
