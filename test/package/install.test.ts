/**
 * The package a team installs: `npm pack` (which builds dist/ first) makes a tarball that installs into an empty
 * directory outside the repository from npm's cache alone, with its runtime dependencies only, and puts
 * `openapi-gateway` on the path; the installed command answers `--help` and mocks Twilio's Content document.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { listeningOrigin, spawnServer } from "../support/server-process";

const root = path.resolve(__dirname, "../..");
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  version: string;
  dependencies: Record<string, string>;
};

test("the packed tarball installs offline into an empty directory and its command mocks a document", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "openapi-gateway-install-"));
  const npm = (...args: string[]) => execFileSync("npm", args, { cwd: dir, stdio: "pipe", encoding: "utf8" });
  try {
    npm("pack", root, "--silent");
    const tarball = path.join(dir, `openapi-gateway-${pkg.version}.tgz`);
    npm("init", "-y");
    npm("install", "--offline", "--no-audit", "--no-fund", tarball);

    const installed = JSON.parse(readFileSync(path.join(dir, "node_modules/.package-lock.json"), "utf8")) as {
      packages: Record<string, { dev?: boolean }>;
    };
    const names = Object.keys(installed.packages).map((p) => p.split("node_modules/").pop());
    for (const tool of ["esbuild", "tsx", "typescript", "jest"]) expect(names).not.toContain(tool);
    for (const dependency of Object.keys(pkg.dependencies)) expect(names).toContain(dependency);

    const bin = path.join(dir, "node_modules/.bin/openapi-gateway");
    expect(execFileSync(bin, ["--help"], { cwd: dir, encoding: "utf8" })).toMatch(/^usage: openapi-gateway/);

    copyFileSync(path.join(root, "test/corpus/twilio_content_v1.json"), path.join(dir, "content.json"));
    const server = spawnServer({ LOG_LEVEL: "warn" }, { node: [bin, "mock", "content.json"], cwd: dir });
    try {
      const origin = await listeningOrigin(server);
      const auth = { authorization: `Basic ${Buffer.from("AC123:token").toString("base64")}` };
      const list = await fetch(`${origin}/content/v1/Content`, { headers: auth });
      expect(list.status).toBe(200);
      expect(await list.json()).toHaveProperty("contents");
    } finally {
      server.child.kill("SIGTERM");
    }
    expect(await server.exited).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 180_000);
