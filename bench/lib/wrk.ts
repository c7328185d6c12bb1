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
 * The wrk script of one case: method, headers and body, and for the POST case a new project every 250 keys
 * (Google's quota of 300 keys per project, which the upstream enforces), named after the run so that no two
 * runs share a project.
 */
export function wrkScript(c: ProxyCase, prefix: string, run: string): string {
  const lines = [
    `wrk.method = ${JSON.stringify(c.method)}`,
    `wrk.headers["authorization"] = ${JSON.stringify(AUTH.authorization)}`,
  ];
  if (c.body !== undefined) {
    lines.push(`wrk.headers["content-type"] = "application/json"`, `wrk.body = ${JSON.stringify(c.body)}`);
  }
  if (c.method === "POST") {
    lines.push(
      "local n = 0",
      "request = function()",
      "  n = n + 1",
      `  return wrk.format(nil, "${prefix}/v2/projects/${run}-" .. math.floor(n / 250) .. "/locations/global/keys")`,
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

export function runWrk(
  url: string,
  script: string,
  durationS: number,
  connections: number,
): Promise<Omit<WrkResult, "cpuUs">> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-proxy-"));
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
      resolve({
        rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? Number.NaN),
        p50: ms(/\n\s+50%\s+(\S+)/.exec(out)?.[1] ?? ""),
        p99: ms(/\n\s+99%\s+(\S+)/.exec(out)?.[1] ?? ""),
        non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
        errors: socketErrors ? socketErrors.slice(1).reduce((a, b) => a + Number(b), 0) : 0,
      });
    });
  });
}
