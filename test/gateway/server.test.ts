/** `make start`'s entry point: listens, prints each base URL, logs requests, and stops cleanly on SIGTERM. */
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(__dirname, "../..");

test("the server starts, answers, logs one line per request and exits 0 on SIGTERM", async () => {
  const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["src/server.ts"], {
    cwd: root,
    env: { ...process.env, PORT: "0", SERVICES: "api-keys", NODE_OPTIONS: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (d) => {
    out += String(d);
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  try {
    for (let i = 0; i < 200 && !/listening on (\S+)/.test(out); i++)
      await new Promise((r) => setTimeout(r, 100));
    const origin = /listening on (\S+)/.exec(out)?.[1];
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(out).toContain(`api-keys                 ${origin}/api-keys`);

    const health = await fetch(`${origin}/healthz`);
    expect(health.status).toBe(200);
    const list = await fetch(`${origin}/api-keys/v2/projects/p1/locations/global/keys`, {
      headers: { Authorization: "Bearer dev-token" },
    });
    expect(list.status).toBe(200);
    for (let i = 0; i < 50 && !out.includes('"operationId":"listKeys"'); i++)
      await new Promise((r) => setTimeout(r, 100));
    const line = out.split("\n").find((l) => l.includes('"operationId":"listKeys"'));
    expect(JSON.parse(line!)).toMatchObject({ method: "GET", status: 200, service: "api-keys" });
  } finally {
    child.kill("SIGTERM");
  }
  expect(await exited).toBe(0);
}, 30_000);
