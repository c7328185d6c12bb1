/**
 * The server entry point: its banner says whether the admin API is open or token-guarded, and
 * Node's parser refusals reach clients in the service's dialect, not as Node's bare 431 or 400.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { sendRaw } from "../support/raw-http";

const root = path.resolve(__dirname, "../..");

async function withServer(
  env: Record<string, string>,
  use: (origin: string, out: () => string) => Promise<void>,
) {
  const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["src/server.ts"], {
    cwd: root,
    env: { ...process.env, PORT: "0", SERVICES: "api-keys", NODE_OPTIONS: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (d) => {
    out += String(d);
  });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  try {
    for (let i = 0; i < 300 && !/listening on (\S+)/.test(out); i++)
      await new Promise((r) => setTimeout(r, 100));
    const origin = /listening on (\S+)/.exec(out)?.[1];
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await use(origin as string, () => out);
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

test("an open admin API says so, and a request line over 16 KB gets Google's format", async () => {
  await withServer({}, async (origin, out) => {
    expect(out()).toMatch(/admin +http:\/\/\S+\/__admin +\(OPEN, no ADMIN_TOKEN; Host: loopback;/);
    const answer = String(
      await sendRaw(origin, `GET /api-keys/v2/${"a".repeat(17_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toContain("Content-Type: application/json; charset=utf-8");
    expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toEqual({
      error: { code: 400, status: "INVALID_ARGUMENT", message: "the request line and headers exceed 16 KB" },
    });
  });
}, 60_000);

test("a token-guarded admin API with staging hosts says so", async () => {
  await withServer({ ADMIN_TOKEN: "s3cret", ADMIN_HOSTS: "gw.staging.internal" }, async (origin, out) => {
    expect(out()).toMatch(/\(token-guarded; Host: loopback, gw\.staging\.internal;/);
    const refused = await fetch(`${origin}/__admin/clock`);
    expect(refused.status).toBe(401);
  });
}, 60_000);
