/**
 * Nothing acknowledged is lost: a loop of creates and updates across services runs against `make start`'s
 * entry point with STATE_DIR, the process is killed with SIGKILL at a random moment, and a gateway restarted
 * on the same directory shows every write that got its 2xx, each record whole.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { listeningOrigin, type ServerProcess, spawnServer } from "../support/server-process";

const BEARER = { Authorization: "Bearer dev-token", "Content-Type": "application/json" };
const APPCONFIG = { Authorization: "dev-token", "Content-Type": "application/json" };
/** Keys spread over projects, each well under the provider's quota of keys per project. */
const keysOf = (i: number) => `/api-keys/v2/projects/crash${Math.floor(i / 100)}/locations/global/keys`;

/** `make start`'s entry point on STATE_DIR `dir`, once it listens. */
async function start(dir: string): Promise<ServerProcess & { origin: string }> {
  const server = spawnServer({ STATE_DIR: dir, SERVICES: "api-keys,config-delivery" });
  servers.push(server);
  return { ...server, origin: await listeningOrigin(server) };
}

let dir: string;
const servers: ServerProcess[] = [];
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "gateway-crash-"));
});
afterAll(() => {
  // Whatever happened to the test, no gateway outlives it.
  for (const server of servers) if (server.child.exitCode === null) server.child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

test("every acknowledged write survives kill -9 at a random moment", async () => {
  const first = await start(dir);
  const keys = new Map<number, string>(); // key number -> last acknowledged display name
  const apps = new Set<string>();
  const killAfterMs = 400 + Math.floor(Math.random() * 1200);
  let killed = false;
  const loop = (async () => {
    for (let i = 0; i < 2000 && !killed; i++) {
      try {
        const created = await fetch(`${first.origin}${keysOf(i)}?keyId=k${i}`, {
          method: "POST",
          headers: BEARER,
          body: JSON.stringify({ displayName: `v0-${i}` }),
        });
        if (created.ok) keys.set(i, `v0-${i}`);
        if (i > 0 && i % 2 === 0) {
          const updated = await fetch(`${first.origin}${keysOf(i - 1)}/k${i - 1}?updateMask=displayName`, {
            method: "PATCH",
            headers: BEARER,
            body: JSON.stringify({ displayName: `v1-${i}` }),
          });
          if (updated.ok) keys.set(i - 1, `v1-${i}`);
        }
        const app = await fetch(`${first.origin}/config-delivery/applications`, {
          method: "POST",
          headers: APPCONFIG,
          body: JSON.stringify({ Name: `app-${i}` }),
        });
        if (app.ok) apps.add(((await app.json()) as { Id: string }).Id);
      } catch {
        // The connection died with the process: that request was not acknowledged.
        break;
      }
    }
  })();
  await new Promise((r) => setTimeout(r, killAfterMs));
  first.child.kill("SIGKILL");
  killed = true;
  await Promise.all([loop, first.exited]);
  expect(keys.size).toBeGreaterThan(0);

  const second = await start(dir);
  try {
    for (const [i, displayName] of keys) {
      const id = `k${i}`;
      const res = await fetch(`${second.origin}${keysOf(i)}/${id}`, { headers: BEARER });
      expect([id, res.status]).toEqual([id, 200]);
      const body = (await res.json()) as { displayName: string; keyString?: string; name: string };
      expect([id, body.displayName]).toEqual([id, displayName]);
      expect(body.name).toBe(`${keysOf(i).slice("/api-keys/v2/".length)}/${id}`);
    }
    for (const appId of apps) {
      const res = await fetch(`${second.origin}/config-delivery/applications/${appId}`, {
        headers: APPCONFIG,
      });
      expect([appId, res.status]).toEqual([appId, 200]);
    }
  } finally {
    second.child.kill("SIGTERM");
    await second.exited;
  }
}, 90_000);
