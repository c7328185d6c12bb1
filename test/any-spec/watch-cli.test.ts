/**
 * `openapi-gateway mock <file> --watch` run as a user runs it: a path added to the file is served within 3 s,
 * a broken write leaves the last good version serving with /healthz saying why, and the watcher stops with
 * the server.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { listeningOrigin, spawnServer } from "../support/server-process";
import { within } from "./support";

const dir = mkdtempSync(path.join(os.tmpdir(), "watch-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pets = (paths: string[]) =>
  JSON.stringify({
    openapi: "3.0.3",
    info: { title: "Pets", version: "1" },
    servers: [{ url: "/pets-api" }],
    paths: Object.fromEntries(
      paths.map((p) => [
        p,
        {
          get: {
            responses: {
              "200": {
                description: "OK",
                content: { "application/json": { schema: { type: "array" }, example: [] } },
              },
            },
          },
        },
      ]),
    ),
  });

test("mock --watch follows the file: an added path within 3 s, a broken write kept out", async () => {
  const file = path.join(dir, "pets.json");
  writeFileSync(file, pets(["/pets"]));
  const server = spawnServer(
    { LOG_LEVEL: "warn" },
    {
      node: ["--import", "tsx", "src/server.ts", "mock", file, "--watch", "--port", "0", "--cache-dir", dir],
    },
  );
  try {
    const origin = await listeningOrigin(server);
    expect(server.output()).toContain("watching                 1 document(s)");
    const status = async (p: string) => (await fetch(`${origin}/pets-api${p}`)).status;
    expect(await status("/owners")).toBe(404);

    writeFileSync(file, pets(["/pets", "/owners"]));
    await within(3000, async () => (await status("/owners")) === 200);

    writeFileSync(file, "{ this is not JSON");
    const failing = async () => {
      const health = (await (await fetch(`${origin}/healthz`)).json()) as {
        services: { watch?: { failing?: { reason: string } } }[];
      };
      return health.services[0].watch?.failing;
    };
    await within(3000, async () => (await failing()) !== undefined);
    expect((await failing())?.reason).toContain("pets.json");
    expect(await status("/owners")).toBe(200);
    // The log is written in batches, at the latest 200 ms after a line.
    await within(3000, async () => server.output().includes("the last good version is still served"));
  } finally {
    server.child.kill("SIGTERM");
  }
  expect(await server.exited).toBe(0);
}, 60_000);
