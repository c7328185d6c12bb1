/**
 * `make start`'s entry point: listens, prints each base URL, logs requests, and stops cleanly on SIGTERM; a port
 * in use is said in one line.
 */

import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { listeningOrigin, spawnServer } from "../support/server-process";

test("the server starts, answers, logs one line per request and exits 0 on SIGTERM", async () => {
  const server = spawnServer({ SERVICES: "api-keys" });
  const exited = server.exited;
  try {
    const origin = await listeningOrigin(server);
    const out = server.output();
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(out).toContain(`api-keys                 ${origin}/api-keys`);

    const health = await fetch(`${origin}/healthz`);
    expect(health.status).toBe(200);
    const list = await fetch(`${origin}/api-keys/v2/projects/p1/locations/global/keys`, {
      headers: { Authorization: "Bearer dev-token" },
    });
    expect(list.status).toBe(200);
    for (let i = 0; i < 50 && !server.output().includes('"operationId":"listKeys"'); i++)
      await new Promise((r) => setTimeout(r, 100));
    const line = server
      .output()
      .split("\n")
      .find((l) => l.includes('"operationId":"listKeys"'));
    expect(JSON.parse(line!)).toMatchObject({ method: "GET", status: 200, service: "api-keys" });
  } finally {
    server.child.kill("SIGTERM");
  }
  expect(await exited).toBe(0);
}, 30_000);

test("a port in use is one line naming it, and exit status 2", async () => {
  const holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
  const { port } = holder.address() as AddressInfo;
  try {
    const server = spawnServer({ SERVICES: "api-keys", PORT: String(port) });
    expect(await server.exited).toBe(2);
    expect(server.output().trim()).toBe(`port ${port} is already in use`);
  } finally {
    holder.close();
  }
}, 30_000);

test("the lines logged before SIGTERM are written before the process exits", async () => {
  const server = spawnServer({ SERVICES: "api-keys" });
  const origin = await listeningOrigin(server);
  for (let i = 0; i < 3; i++) {
    const res = await fetch(`${origin}/api-keys/v2/projects/p1/locations/global/keys`, {
      headers: { Authorization: "Bearer dev-token", "x-request-id": `flush-${i}` },
    });
    expect(res.status).toBe(200);
  }
  // At once, before the log's periodic flush: the lines are still gathered in the process.
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  const ids = server
    .output()
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as { requestId?: string; msg?: string });
  expect(ids.filter((l) => l.requestId?.startsWith("flush-")).map((l) => l.requestId)).toEqual([
    "flush-0",
    "flush-1",
    "flush-2",
  ]);
  expect(ids.some((l) => l.msg === "shutting down")).toBe(true);
}, 30_000);
