/**
 * The `openapi-gateway` command line, run as a user runs it (src/server.ts in a child process): the help, one
 * line and status 2 for what it cannot use, and `mock` serving a published document with none of the built-in
 * services.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { listeningOrigin, type ServerProcess, spawnServer } from "../support/server-process";

const CONTENT = path.resolve(__dirname, "../corpus/twilio_content_v1.json");

function cli(...args: string[]): ServerProcess {
  return spawnServer({ LOG_LEVEL: "warn" }, { node: ["--import", "tsx", "src/server.ts", ...args] });
}

test("--help lists the commands; a command's --help lists its flags", async () => {
  const all = cli("--help");
  expect(await all.exited).toBe(0);
  expect(all.output()).toMatch(/^usage: openapi-gateway <command>/);
  for (const name of ["mock", "proxy", "serve"]) expect(all.output()).toMatch(new RegExp(`^  ${name} `, "m"));

  const proxy = cli("proxy", "--help");
  expect(await proxy.exited).toBe(0);
  expect(proxy.output()).toMatch(/^usage: openapi-gateway proxy <file> --upstream <url>/);
  for (const flag of ["--upstream <url>", "--policy <policy>", "--port <n>"])
    expect(proxy.output()).toContain(flag);
}, 60_000);

test.each([
  [["mock", "no-such-file.yaml"], "openapi-gateway mock: cannot read no-such-file.yaml (ENOENT)"],
  [["mock", CONTENT, "--prot", "9"], 'openapi-gateway mock: unknown argument "--prot"'],
  [["mock", CONTENT, "--port", "99999"], "openapi-gateway mock: --port: a port from 0 to 65535 is expected"],
  [["proxy", CONTENT], "openapi-gateway proxy: --upstream <url> is required"],
  [["serve", "no-such-service"], "openapi-gateway serve: unknown services no-such-service"],
  [["lint"], 'openapi-gateway: unknown command "lint"'],
])(
  "%j stops with status 2 and one line",
  async (args, line) => {
    const run = cli(...args);
    expect(await run.exited).toBe(2);
    const lines = run.output().split("\n").filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0].startsWith(line)).toBe(true);
  },
  60_000,
);

test("mock serves the document alone, at its base path, with records kept", async () => {
  const cache = mkdtempSync(path.join(os.tmpdir(), "cli-mock-"));
  const server = cli("mock", CONTENT, "--port", "0", "--cache-dir", cache);
  try {
    const origin = await listeningOrigin(server);
    const health = (await (await fetch(`${origin}/healthz`)).json()) as { services: { slug: string }[] };
    expect(health.services.map((s) => s.slug)).toEqual(["twilio-content-v1"]);

    const auth = { authorization: `Basic ${Buffer.from("AC123:token").toString("base64")}` };
    const created = await fetch(`${origin}/twilio-content-v1/v1/Content`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({
        friendly_name: "welcome",
        language: "en",
        types: { "twilio/text": { body: "Hi" } },
      }),
    });
    expect(created.status).toBe(201);
    const { sid } = (await created.json()) as { sid: string };
    const read = await fetch(`${origin}/twilio-content-v1/v1/Content/${sid}`, { headers: auth });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ sid, friendly_name: "welcome" });

    const missing = await fetch(`${origin}/api-keys/v2/projects/p/locations/global/keys`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ services: ["/twilio-content-v1"] });
  } finally {
    server.child.kill("SIGTERM");
  }
  expect(await server.exited).toBe(0);
}, 60_000);

test("serve serves the services named, and flags with no command are serve's", async () => {
  const named = cli("serve", "branch-lookup", "market-data", "--port", "0");
  const legacy = spawnServer(
    { LOG_LEVEL: "warn", SERVICES: "api-keys" },
    { node: ["--import", "tsx", "src/server.ts", "--policy", "report"] },
  );
  try {
    for (const [server, slugs] of [
      [named, ["branch-lookup", "market-data"]],
      [legacy, ["api-keys"]],
    ] as const) {
      const origin = await listeningOrigin(server);
      const health = (await (await fetch(`${origin}/healthz`)).json()) as { services: { slug: string }[] };
      expect(health.services.map((s) => s.slug)).toEqual(slugs);
    }
  } finally {
    named.child.kill("SIGTERM");
    legacy.child.kill("SIGTERM");
  }
  expect(await named.exited).toBe(0);
  expect(await legacy.exited).toBe(0);
}, 60_000);
