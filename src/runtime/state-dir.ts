/**
 * STATE_DIR: every service's state and the clock offset kept in an embedded LMDB database (the lmdb package,
 * whose native binding ships prebuilt inside a registry package) in one directory.
 *
 * The store reads and writes the database on every call (src/runtime/lmdb-store.ts): a start reads no record,
 * and a page, a count or a lookup reads only what it answers with. Every change is written in its own
 * committed transaction before the store call returns, so before the handler replies. A committed LMDB
 * transaction is in the operating system's page cache when the commit returns: it survives `kill -9` of the
 * gateway at any moment. LMDB's own fsync is off (`noSync`), so a crash of the machine itself can lose the last
 * writes; that is the trade the write path takes for speed (measured in `make bench`).
 *
 * One gateway at a time: LMDB allows several processes, but each gateway keeps in memory which indexes it keeps
 * up and the work it has scheduled, which a second one would change under it. The directory is held by a unix
 * socket that the gateway listens on for as long as it runs, named after the directory's real path: on Linux in
 * the abstract namespace (`\0openapi-gateway:<hash>`), which leaves no file and which the kernel releases with
 * the process however it ends, `kill -9` included; on Windows a named pipe, released the same way. A second
 * gateway on the same directory cannot listen on the name and is refused. Elsewhere the socket is a file in the
 * directory; a file left by a killed gateway refuses connections, and is then replaced.
 */
import { createHash } from "node:crypto";
import { mkdirSync, realpathSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import type { Database, RootDatabase } from "lmdb";
import type { LmdbStore } from "./lmdb-store";

export class StateDirError extends Error {
  override readonly name = "StateDirError";
}

/** The socket name that stands for `dir` (a real path). */
function lockName(dir: string): string {
  const hash = createHash("sha256").update(dir).digest("hex").slice(0, 32);
  if (process.platform === "linux") return `\0openapi-gateway:${hash}`;
  if (process.platform === "win32") return `\\?pipeopenapi-gateway-${hash}`;
  return path.join(dir, "gateway.sock");
}

function listen(server: net.Server, name: string): Promise<NodeJS.ErrnoException | undefined> {
  return new Promise((resolve) => {
    server.once("error", resolve);
    server.listen(name, () => {
      server.off("error", resolve);
      resolve(undefined);
    });
  });
}

/** Whether a gateway answers on the socket file `name`. */
function answers(name: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(name);
    probe.once("connect", () => {
      probe.destroy();
      resolve(true);
    });
    probe.once("error", () => resolve(false));
  });
}

/** Takes the directory's lock: a socket held open while the process runs. */
async function lock(dir: string): Promise<net.Server> {
  const name = lockName(dir);
  const server = net.createServer((socket) => socket.destroy());
  let err = await listen(server, name);
  if (err?.code === "EADDRINUSE" && path.isAbsolute(name) && !(await answers(name))) {
    rmSync(name, { force: true });
    err = await listen(server, name);
  }
  if (err?.code === "EADDRINUSE") {
    throw new StateDirError(
      `STATE_DIR ${dir} is in use by another gateway that is still running; stop it or choose another directory`,
    );
  }
  if (err) throw new StateDirError(`STATE_DIR ${dir}: could not take its lock (${err.message})`);
  // The lock must not keep the process alive on its own.
  server.unref();
  return server;
}

export class StateDir {
  readonly store: LmdbStore;
  private readonly root: RootDatabase;
  private readonly meta: Database<number, string>;

  private constructor(
    readonly dir: string,
    private readonly lock: net.Server,
    maxRecordsPerService: number | undefined,
  ) {
    // Loaded here, not at start: the native addon and its encoder cost a start without STATE_DIR tens of ms.
    const { open } = require("lmdb") as typeof import("lmdb");
    const { LmdbStore } = require("./lmdb-store") as typeof import("./lmdb-store");
    this.root = open({ path: path.join(dir, "state.mdb"), noSync: true, maxDbs: 10 });
    this.meta = this.root.openDB({ name: "meta" });
    this.store = new LmdbStore(this.root, maxRecordsPerService);
  }

  /**
   * Opens (creating it when needed) the state directory; a directory written by an earlier version is indexed
   * once (`store.upgraded` tells how many records). Refused (StateDirError) while another gateway holds it.
   */
  static async open(dir: string, options: { maxRecordsPerService?: number } = {}): Promise<StateDir> {
    mkdirSync(dir, { recursive: true });
    const real = realpathSync(dir);
    const held = await lock(real);
    try {
      return new StateDir(real, held, options.maxRecordsPerService);
    } catch (err) {
      held.close();
      throw err;
    }
  }

  /** The clock offset the gateway had when it stopped (0 for a new directory). */
  clockOffsetMs(): number {
    return this.meta.get("clockOffsetMs") ?? 0;
  }

  saveClockOffset(ms: number): void {
    this.meta.putSync("clockOffsetMs", ms);
  }

  async close(): Promise<void> {
    await this.root.close();
    await new Promise((resolve) => this.lock.close(resolve));
  }
}
