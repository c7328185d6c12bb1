/**
 * STATE_DIR's lock is released by the operating system with the process: a gateway restarted right after
 * `kill -9` starts at once, every time, and a second gateway on a directory whose gateway still runs is
 * refused with a clear message.
 */
import { mkdtempSync, realpathSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { listeningOrigin, type ServerProcess, spawnServer } from "../support/server-process";

const KEYS = "/api-keys/v2/projects/restarts/locations/global/keys";
const BEARER = { Authorization: "Bearer dev-token", "Content-Type": "application/json" };

let dir: string;
const started: ServerProcess[] = [];
const gateway = () => {
  const server = spawnServer({ STATE_DIR: dir, SERVICES: "api-keys" });
  started.push(server);
  return server;
};

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "gateway-lock-"));
});
afterAll(() => {
  // Whatever happened to the test, no gateway outlives it.
  for (const s of started)
    if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

test("twenty restarts in a row right after kill -9 all start, each with the writes of the one before", async () => {
  for (let i = 0; i < 20; i++) {
    const server = gateway();
    const origin = await listeningOrigin(server);
    const list = await fetch(`${origin}${KEYS}`, { headers: BEARER });
    const { keys } = (await list.json()) as { keys?: unknown[] };
    expect(keys?.length ?? 0).toBe(i);
    const created = await fetch(`${origin}${KEYS}?keyId=k${i}`, {
      method: "POST",
      headers: BEARER,
      body: JSON.stringify({ displayName: `restart ${i}` }),
    });
    expect(created.status).toBe(200);
    server.child.kill("SIGKILL");
    expect(await server.exited).toBe("SIGKILL");
  }
}, 300_000);

test("a second gateway on the directory is refused while the first runs", async () => {
  const first = gateway();
  await listeningOrigin(first);
  const second = gateway();
  expect(await second.exited).toBe(2);
  expect(second.output()).toContain(
    `STATE_DIR ${realpathSync(dir)} is in use by another gateway that is still running; stop it or choose another directory`,
  );
  first.child.kill("SIGKILL");
  await first.exited;
}, 60_000);
