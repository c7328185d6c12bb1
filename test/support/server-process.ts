/**
 * The gateway's entry point as a child process of node itself (no wrapper, so a signal reaches the server):
 * the sources through tsx's loader by default, or whatever `node` arguments are given (the compiled bundle).
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(__dirname, "../..");

export interface ServerProcess {
  child: ChildProcess;
  /** What it printed so far, stdout and stderr. */
  output(): string;
  /** Its exit code, or the signal that ended it. */
  exited: Promise<number | NodeJS.Signals | null>;
}

export function spawnServer(
  env: Record<string, string>,
  o: { node?: readonly string[]; cwd?: string } = {},
): ServerProcess {
  const child = spawn(process.execPath, [...(o.node ?? ["--import", "tsx", "src/server.ts"])], {
    cwd: o.cwd ?? root,
    env: { ...process.env, PORT: "0", NODE_OPTIONS: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d) => {
    out += String(d);
  });
  child.stderr?.on("data", (d) => {
    out += String(d);
  });
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.on("exit", (code, signal) => resolve(code ?? signal)),
  );
  return { child, output: () => out, exited };
}

/** The origin the server listens on, once it says so; throws with its output if it exits or takes 30 s. */
export async function listeningOrigin(server: ServerProcess): Promise<string> {
  let gone = false;
  void server.exited.then(() => {
    gone = true;
  });
  for (let i = 0; i < 300 && !gone && !/listening on (\S+)/.test(server.output()); i++)
    await new Promise((r) => setTimeout(r, 100));
  const origin = /listening on (\S+)/.exec(server.output())?.[1];
  if (!origin) throw new Error(`the gateway did not start:\n${server.output()}`);
  return origin;
}
