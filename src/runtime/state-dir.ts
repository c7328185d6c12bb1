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
 * memory and overwrite each other, so a lock file with the owner's pid refuses a second one.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { type Database, open, type RootDatabase } from "lmdb";
import { type DumpedRecord, MemoryStore, type StoreDump, type StoreJournal } from "./store";

export class StateDirError extends Error {
  override readonly name = "StateDirError";
}

const LOCK_FILE = "gateway.lock";

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the directory's lock, or explains who holds it. A lock left by a killed gateway is taken over. */
function lock(dir: string): string {
  const file = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return file;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = Number(readFileSync(file, "utf8"));
      if (Number.isSafeInteger(owner) && owner > 0 && alive(owner)) {
        throw new StateDirError(
          `STATE_DIR ${dir} is in use by another gateway (pid ${owner}); stop it or choose another directory`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new StateDirError(`STATE_DIR ${dir}: could not take the lock ${file}`);
}

export class StateDir implements StoreJournal {
  readonly store: MemoryStore;
  private readonly root: RootDatabase;
  private readonly records: Database<[number, unknown], [string, string]>;
  private readonly meta: Database<number, string>;
  private readonly lockFile: string;

  private constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
    this.lockFile = lock(dir);
    try {
      this.root = open({ path: path.join(dir, "state.mdb"), noSync: true, maxDbs: 4 });
      this.records = this.root.openDB({ name: "records" });
      this.meta = this.root.openDB({ name: "meta" });
    } catch (err) {
      rmSync(this.lockFile, { force: true });
      throw err;
    }
    this.store = new MemoryStore(this, this.load());
  }

  /** Opens (creating it when needed) the state directory and loads what it holds. */
  static open(dir: string): StateDir {
    return new StateDir(path.resolve(dir));
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
    rmSync(this.lockFile, { force: true });
  }
}
