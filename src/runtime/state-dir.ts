/**
 * STATE_DIR: every service's state and the clock offset kept in an embedded LMDB database (the lmdb package,
 * whose native binding ships prebuilt inside a registry package) in one directory.
 *
 * Reads are served from memory (a MemoryStore loaded at start); every change is written to LMDB in its own
 * committed transaction before the store call returns, so before the handler replies. A committed LMDB
 * transaction is in the operating system's page cache when the commit returns: it survives `kill -9` of the
 * gateway at any moment. LMDB's own fsync is off (`noSync`), so a crash of the machine itself can lose the last
 * writes; that is the trade the write path takes for speed (measured in `make bench`).
 *
 * One gateway at a time: LMDB allows several processes, but two gateways would each serve their own copy in
 * memory and overwrite each other. The directory is held by a unix socket that the gateway listens on for as
 * long as it runs, named after the directory's real path: on Linux in the abstract namespace
 * (`\0openapi-gateway:<hash>`), which leaves no file and which the kernel releases with the process however
 * it ends, `kill -9` included; on Windows a named pipe, released the same way. A second gateway on the same
 * directory cannot listen on the name and is refused. Elsewhere the socket is a file in the directory; a
 * file left by a killed gateway refuses connections, and is then replaced.
 */
import { createHash } from "node:crypto";
import { mkdirSync, realpathSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { type Database, open, type RootDatabase } from "lmdb";
import { MemoryStore } from "./memory-store";
import type { DumpedRecord, StoreDump, StoreJournal } from "./store";

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

export class StateDir implements StoreJournal {
  readonly store: MemoryStore;
  private readonly root: RootDatabase;
  private readonly records: Database<[number, unknown], [string, string]>;
  private readonly meta: Database<number, string>;

  private constructor(
    readonly dir: string,
    private readonly lock: net.Server,
    maxRecordsPerService: number | undefined,
  ) {
    this.root = open({ path: path.join(dir, "state.mdb"), noSync: true, maxDbs: 4 });
    this.records = this.root.openDB({ name: "records" });
    this.meta = this.root.openDB({ name: "meta" });
    this.store = new MemoryStore({ journal: this, initial: this.load(), maxRecordsPerService });
  }

  /**
   * Opens (creating it when needed) the state directory and loads what it holds. Refused (StateDirError)
   * while another gateway holds the directory.
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

  private load(): StoreDump {
    const dump: StoreDump = {};
    for (const { key, value } of this.records.getRange()) {
      const [collection, id] = key;
      const [seq, record] = value;
      const row: DumpedRecord = [id, seq, record];
      if (dump[collection]) dump[collection].push(row);
      else dump[collection] = [row];
    }
    return dump;
  }

  /** The clock offset the gateway had when it stopped (0 for a new directory). */
  clockOffsetMs(): number {
    return this.meta.get("clockOffsetMs") ?? 0;
  }

  saveClockOffset(ms: number): void {
    this.meta.putSync("clockOffsetMs", ms);
  }

  put(collection: string, id: string, seq: number, value: unknown): void {
    this.records.putSync([collection, id], [seq, value]);
  }

  delete(collection: string, id: string): void {
    this.records.removeSync([collection, id]);
  }

  clear(): void {
    this.records.clearSync();
  }

  async close(): Promise<void> {
    await this.root.close();
    await new Promise((resolve) => this.lock.close(resolve));
  }
}
