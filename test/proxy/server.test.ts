/**
 * The one command of the README: `src/server.ts --proxy api-keys=<upstream> --policy report` starts a proxy
 * whose banner shows the mode, and whose violations show in the log and on /metrics.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { listen, sample } from "./support";

const root = path.resolve(__dirname, "../..");

function start(args: string[]) {
  const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["src/server.ts", ...args], {
    cwd: root,
    env: { ...process.env, PORT: "0", SERVICES: "api-keys", NODE_OPTIONS: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = { out: "", err: "" };
  child.stdout.on("data", (d) => {
    output.out += String(d);
  });
  child.stderr.on("data", (d) => {
    output.err += String(d);
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output, exited };
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 100));
}

test("--proxy starts the service as a proxy; violations reach the log and /metrics", async () => {
  // An upstream that answers lookups without the required `parent`.
  const upstream = await listen((req, res) => {
    req.resume();
    res.writeHead(200, { "content-type": "application/json" });
    res.end('{"name":"projects/p1/locations/global/keys/k"}');
  });
  const { child, output, exited } = start(["--proxy", `api-keys=${upstream.url}`, "--policy", "report"]);
  try {
    await until(() => /listening on (\S+)/.test(output.out));
    const origin = /listening on (\S+)/.exec(output.out)?.[1];
    expect(output.out).toContain(
      `api-keys                 ${origin}/api-keys  [proxy -> ${upstream.url}, policy report]`,
    );

    const res = await fetch(`${origin}/api-keys/v2/keys:lookupKey?keyString=AIzaX`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('{"name":"projects/p1/locations/global/keys/k"}');

    await until(() => output.out.includes('"event":"contract_violation"'));
    const line = output.out.split("\n").find((l) => l.includes('"event":"contract_violation"'));
    expect(JSON.parse(line!)).toMatchObject({
      service: "api-keys",
      operationId: "lookupKey",
      direction: "response",
      kind: "schema",
      errors: [{ pointer: "/body/parent", message: "must have required property 'parent'" }],
    });
    const metrics = await (await fetch(`${origin}/metrics`)).text();
    expect(
      sample(metrics, "gateway_proxy_violations_total", {
        operation: "lookupKey",
        direction: "response",
        kind: "schema",
      }),
    ).toBe(1);
  } finally {
    child.kill("SIGTERM");
    await upstream.close();
  }
  expect(await exited).toBe(0);
}, 30_000);

test("a bad argument stops the start with one line naming it and exit code 2", async () => {
  const { output, exited } = start(["--proxy", "api-keys=ftp://example.com"]);
  expect(await exited).toBe(2);
  expect(output.err).toBe(
    "openapi-gateway: --proxy api-keys: the upstream must be an http or https URL (see openapi-gateway --help)\n",
  );
}, 30_000);
