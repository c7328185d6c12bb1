/**
 * What a team installs: this project's packed tarball and Prism's CLI (`@stoplight/prism-cli`, the version the
 * project pins), each installed with `npm install` into an empty directory of its own outside the repository,
 * in one run on one machine. Printed per install: the packages npm put in node_modules (the entries of its
 * node_modules/.package-lock.json), the disk they take (`du -sk node_modules`) and the install's wall time
 * (from npm's cache where it holds the packages, else from the registry).
 *
 *   npx tsx bench/package-size.ts      (or `make package-size`); PACKAGE_SIZE_KEEP=1 keeps the directories
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { table } from "./lib/report";

const root = path.resolve(__dirname, "..");

function pinned(name: string): string {
  const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
    packages: Record<string, { version: string }>;
  };
  return lock.packages[`node_modules/${name}`].version;
}

interface Installed {
  label: string;
  packages: number;
  kilobytes: number;
  seconds: number;
  dir: string;
}

/** Installs `spec` (a tarball's path or name@version) into a fresh empty directory. */
function install(label: string, spec: (dir: string) => string): Installed {
  const dir = mkdtempSync(path.join(os.tmpdir(), "package-size-"));
  const npm = (...args: string[]) => execFileSync("npm", args, { cwd: dir, stdio: "pipe", encoding: "utf8" });
  npm("init", "-y");
  const what = spec(dir);
  const started = process.hrtime.bigint();
  npm("install", "--prefer-offline", "--no-audit", "--no-fund", what);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const lock = JSON.parse(readFileSync(path.join(dir, "node_modules/.package-lock.json"), "utf8")) as {
    packages: Record<string, unknown>;
  };
  const du = execFileSync("du", ["-sk", "node_modules"], { cwd: dir, encoding: "utf8" });
  return {
    label,
    packages: Object.keys(lock.packages).length,
    kilobytes: Number(du.split("\t")[0]),
    seconds,
    dir,
  };
}

const prismVersion = pinned("@stoplight/prism-cli");
const results = [
  install("openapi-gateway (npm pack of this tree)", (dir) => {
    const name = execFileSync("npm", ["pack", root, "--silent"], { cwd: dir, encoding: "utf8" }).trim();
    return path.join(dir, name.split("\n").pop() ?? "");
  }),
  install(`@stoplight/prism-cli@${prismVersion}`, () => `@stoplight/prism-cli@${prismVersion}`),
];
const mb = (kb: number) => (kb / 1024).toFixed(1);
process.stdout.write(
  `## Installed into an empty directory (${os.platform()} ${os.arch()}, Node ${process.version}, npm ${execFileSync("npm", ["--version"], { encoding: "utf8" }).trim()})\n\n` +
    table(
      ["install", "packages", "node_modules (du -sk)", "install time"],
      results.map((r) => [
        r.label,
        String(r.packages),
        `${r.kilobytes} KB (${mb(r.kilobytes)} MB)`,
        `${r.seconds.toFixed(1)} s`,
      ]),
    ) +
    "\n",
);
if (process.env.PACKAGE_SIZE_KEEP !== "1")
  for (const r of results) rmSync(r.dir, { recursive: true, force: true });
else for (const r of results) process.stdout.write(`kept: ${r.dir}\n`);
