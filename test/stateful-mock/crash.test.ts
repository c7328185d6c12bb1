/**
 * No id is given out twice across crashes: petstore mocked with STATE_DIR, pets created and deleted in a loop,
 * the gateway killed with SIGKILL at a random moment and restarted on the same directory, three times over.
 * Every id a create was answered with is distinct, though the newest pets are the ones deleted (a counter
 * that read the highest key left would hand their ids out again).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { listeningOrigin, type ServerProcess, spawnServer } from "../support/server-process";
import { PETSTORE } from "./support";

const servers: ServerProcess[] = [];
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "mock-crash-"));
});
afterAll(() => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess & { origin: string }> {
  const server = spawnServer(
    { STATE_DIR: path.join(dir, "state"), SERVICES: "api-keys" },
    { node: ["--import", "tsx", "src/server.ts", "--spec", `petstore=${PETSTORE}`, "--mock", "petstore"] },
  );
  servers.push(server);
  return { ...server, origin: await listeningOrigin(server) };
}

test("ids stay unique through three kill -9 and restart cycles", async () => {
  const given: number[] = [];
  for (let cycle = 0; cycle < 3; cycle++) {
    const gw = await start();
    let killed = false;
    let answered = () => {};
    // The kill's moment is counted from the first answer: the first request compiles the validators.
    const warm = new Promise<void>((resolve) => {
      answered = resolve;
    });
    const loop = (async () => {
      for (let i = 0; i < 400 && !killed; i++) {
        try {
          const res = await fetch(`${gw.origin}/api/pets`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ name: `p${cycle}-${i}` }),
          });
          if (res.status !== 200) continue;
          const { id } = (await res.json()) as { id: number };
          given.push(id);
          answered();
          // The newest pet goes again at once, most of the time.
          if (i % 3 !== 0) await fetch(`${gw.origin}/api/pets/${id}`, { method: "DELETE" });
        } catch {
          // The connection the kill cut.
        }
      }
    })();
    await Promise.race([warm, loop]);
    await new Promise((r) => setTimeout(r, 100 + Math.floor(Math.random() * 600)));
    killed = true;
    gw.child.kill("SIGKILL");
    await Promise.all([gw.exited, loop]);
  }
  expect(given.length).toBeGreaterThan(0);
  expect(new Set(given).size).toBe(given.length);
}, 180_000);
