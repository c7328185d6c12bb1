/** Single timed requests over one kept-alive loopback connection, for first-request latencies. */
import http from "node:http";
import type { BenchRequest } from "./load";

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

export interface Probe {
  status: number;
  ms: number;
  body: string;
}

export function send(port: number, req: BenchRequest): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const r = http.request(
      { host: "127.0.0.1", port, method: req.method, path: req.path, headers: req.headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    r.on("error", reject);
    r.end(req.body);
  });
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}
