/**
 * What `make start` runs: the bundle `npm run build` writes to dist/server.js, started with plain Node. It must
 * find the specs and fixtures from its own place, load the packages kept outside the bundle (lmdb, pdfkit,
 * swagger-ui-dist), serve every service, and stop cleanly.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { services } from "../../generated/index";

const root = path.resolve(__dirname, "../..");

test("the compiled server serves every service, its docs and a kept state, and exits 0 on SIGTERM", async () => {
  execFileSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: "pipe" });
  const stateDir = mkdtempSync(path.join(os.tmpdir(), "compiled-"));
  const child = spawn(process.execPath, ["--expose-gc", path.join(root, "dist/server.js")], {
    // Anywhere: the bundle finds the project's files from its own place.
    cwd: os.tmpdir(),
    env: { ...process.env, PORT: "0", STATE_DIR: stateDir, LOG_LEVEL: "warn", NODE_OPTIONS: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (d) => {
    out += String(d);
  });
  child.stderr.on("data", (d) => {
    out += String(d);
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  try {
    for (let i = 0; i < 200 && !/listening on (\S+)/.test(out); i++)
      await new Promise((r) => setTimeout(r, 100));
    const origin = /listening on (\S+)/.exec(out)?.[1];
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const health = (await (await fetch(`${origin}/healthz`)).json()) as { services: { slug: string }[] };
    expect(health.services.map((s) => s.slug).sort()).toEqual(services.map((s) => s.slug).sort());
    for (const s of services) {
      const spec = await fetch(`${origin}${s.basePath}/openapi.json`);
      expect([s.slug, spec.status]).toEqual([s.slug, 200]);
    }
    const docs = await fetch(`${origin}/docs/assets/swagger-ui-bundle.js`);
    expect(docs.status).toBe(200);

    const keys = `${origin}/api-keys/v2/projects/p1/locations/global/keys`;
    const auth = { Authorization: "Bearer dev-token" };
    const created = await fetch(`${keys}?keyId=compiled`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ displayName: "compiled" }),
    });
    expect(created.status).toBe(200);
    const list = (await (await fetch(keys, { headers: auth })).json()) as { keys: { name: string }[] };
    expect(list.keys.map((k) => k.name)).toContain("projects/p1/locations/global/keys/compiled");
  } finally {
    child.kill("SIGTERM");
    const code = await exited;
    rmSync(stateDir, { recursive: true, force: true });
    expect(code).toBe(0);
  }
}, 60_000);
