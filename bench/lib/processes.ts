/**
 * The servers under test run as child processes, each with its own event loop, apart from the load
 * generator. Every child started here is stopped on the way out: normal end, error, Ctrl-C or SIGTERM.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";

export interface Server {
  name: string;
  port: number;
  /** From spawn until the port accepts a connection, in ms. */
  startupMs: number;
  child: ChildProcess;
  /** The file the child's stdout and stderr go to. */
  logFile: string;
  /** The end of what the child printed, for the error message when it dies. */
  output(): string;
}

/** Where the servers' output goes: a file each, under the project's .tmp/. */
const LOG_DIR = path.resolve(__dirname, "../../.tmp/bench-logs");

const children = new Set<ChildProcess>();

function killAll(signal: NodeJS.Signals): void {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill(signal);
}

/** Installs the handlers that stop every child however the bench ends, and clears the last run's logs. Call once, first. */
export function stopChildrenOnExit(): void {
  rmSync(LOG_DIR, { recursive: true, force: true });
  process.on("exit", () => killAll("SIGKILL"));
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => {
      process.stderr.write(`\nbench: ${signal}, stopping the servers\n`);
      killAll("SIGTERM");
      process.exit(130);
    });
  }
}

/** A loopback port that was free a moment ago (the child binds it right after). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Spawns `command args` with PORT (also passed to `args`) and waits until the port accepts connections. */
export async function startServer(
  name: string,
  command: string,
  args: (port: number) => string[],
  env: Record<string, string> = {},
  timeoutMs = 60_000,
): Promise<Server> {
  const port = await freePort();
  // Each server's stdout and stderr go straight to a file, written by the kernel, as an operator's log file
  // would be: a pipe drained by the bench's own process would charge a reader on the same cores to the
  // servers that print (the request log's rows).
  mkdirSync(LOG_DIR, { recursive: true });
  const logFile = path.join(LOG_DIR, `${name.replace(/[^A-Za-z0-9._-]+/g, "-").slice(0, 60)}-${port}.log`);
  const fd = openSync(logFile, "w");
  const output = () => readFileSync(logFile, "utf8").slice(-4000);
  const started = performance.now();
  const child = spawn(command, args(port), {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    // The IPC channel carries the heap probe's messages (heap.ts) to the servers that preload it.
    stdio: ["ignore", fd, fd, "ipc"],
  });
  closeSync(fd);
  children.add(child);
  child.once("exit", () => children.delete(child));
  while (!(await accepts(port))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited before listening (${logFile}):\n${output()}`);
    }
    if (performance.now() - started > timeoutMs) {
      throw new Error(`${name} did not listen within ${timeoutMs} ms (${logFile}):\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  return { name, port, startupMs: performance.now() - started, child, logFile, output };
}

/** The path of Prism's command-line entry point, run with this Node. */
export function prismCli(): string {
  const manifest = require.resolve("@stoplight/prism-cli/package.json");
  const { bin } = JSON.parse(readFileSync(manifest, "utf8")) as { bin: Record<string, string> };
  return path.join(path.dirname(manifest), bin.prism);
}

/** Resident set size of the child now (VmRSS), in MB. */
export function rssMb(server: Server): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** CPU time (user + system) the child has used so far, in ms; clock ticks are 10 ms on Linux. */
export function cpuMs(server: Server): number {
  const stat = readFileSync(`/proc/${server.child.pid}/stat`, "utf8");
  // Fields after the parenthesised command name; utime and stime are the 14th and 15th of the line.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

export async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((r) => server.child.once("exit", r));
  server.child.kill("SIGTERM");
  const timer = setTimeout(() => server.child.kill("SIGKILL"), 3000);
  await exited;
  clearTimeout(timer);
}
