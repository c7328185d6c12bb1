/** Loopback upstreams and helpers shared by the proxy-mode tests. */
import http, { type IncomingMessage, type RequestListener, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import pino from "pino";
import type { Policy } from "../../src/config";
import type { Logger } from "../../src/http/logger";
import type { ViolationSummary } from "../../src/http/proxy/violations";
import { startGateway, type TestGateway } from "../support/gateway";

export interface Upstream {
  url: string;
  server: http.Server;
  close(): Promise<void>;
}

/** An HTTP server on a loopback port; close() also drops keep-alive and hanging connections. */
export async function listen(handler: RequestListener): Promise<Upstream> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on: bound, then released. */
export async function closedPort(): Promise<number> {
  const up = await listen(() => undefined);
  const port = Number(new URL(up.url).port);
  await up.close();
  return port;
}

/** A logger whose JSON lines the test can read. */
export function capturingLogger(): { logger: Logger; lines: () => Record<string, unknown>[] } {
  const out: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      out.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return {
    logger: pino({ level: "info", base: undefined }, sink),
    lines: () => out.map((l) => JSON.parse(l)),
  };
}

/** A gateway that proxies api-keys to `upstream` (its base URL, /api-keys included where it has one). */
export function startProxy(
  upstream: string,
  o: { policy?: Policy; timeoutMs?: number; validationLimitBytes?: number; logger?: Logger } = {},
): Promise<TestGateway> {
  return startGateway({
    services: ["api-keys"],
    ...(o.logger ? { logger: o.logger } : {}),
    proxy: {
      upstreams: {
        "api-keys": { url: upstream, policy: o.policy ?? "enforce", timeoutMs: o.timeoutMs ?? 5000 },
      },
      validationLimitBytes: o.validationLimitBytes,
    },
  });
}

export async function violations(gw: TestGateway): Promise<ViolationSummary> {
  const res = await fetch(`${gw.url}/__admin/violations`);
  return (await res.json()) as ViolationSummary;
}

/**
 * A response's body is checked once it has been relayed whole, so its violation is recorded just after the
 * client has the last byte: poll (bounded) until `count` violations are there.
 */
export async function violationsAfter(gw: TestGateway, count: number): Promise<ViolationSummary> {
  for (let i = 0; i < 100; i++) {
    const summary = await violations(gw);
    if (summary.total >= count) return summary;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`expected ${count} violations, got ${(await violations(gw)).total}`);
}

export async function metricsText(gw: TestGateway): Promise<string> {
  return (await fetch(`${gw.url}/metrics`)).text();
}

/** The value of one sample of the exposition text, 0 when absent. */
export function sample(metrics: string, name: string, labels: Record<string, string>): number {
  const line = metrics
    .split("\n")
    .find(
      (l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)),
    );
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
}

export interface RawResponse {
  status: number;
  statusMessage: string;
  rawHeaders: string[];
  body: Buffer;
}

/** One request with node:http, keeping the response exactly as it came (no decompression, no normalising). */
export function rawRequest(
  url: string,
  o: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: o.method ?? "GET", headers: o.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          statusMessage: res.statusMessage ?? "",
          rawHeaders: res.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(o.body);
  });
}

/** Headers that belong to one hop's connection or moment, and so differ between two calls. */
const PER_HOP = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

/** Name/value pairs of a raw header list, without the per-hop ones, in order. */
export function endToEndHeaders(raw: readonly string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i < raw.length; i += 2) {
    if (!PER_HOP.has(raw[i].toLowerCase())) pairs.push([raw[i].toLowerCase(), raw[i + 1]]);
  }
  return pairs.sort(([a], [b]) => a.localeCompare(b));
}

/** Reads a request body whole. */
export function readAll(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/** Sends a canned answer exactly as given. */
export function answer(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string | Buffer,
) {
  res.writeHead(status, headers);
  res.end(body);
}
