/**
 * The store backends the contract tests run against: the in-memory default and the LMDB store STATE_DIR uses,
 * each in a directory of its own that `closeStores` removes.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { open, type RootDatabase } from "lmdb";
import { LmdbStore } from "../../src/runtime/lmdb-store";
import { MemoryStore } from "../../src/runtime/memory-store";
import type { Store } from "../../src/runtime/store";

const opened: { root: RootDatabase; dir: string }[] = [];

/** An LMDB environment in a new directory, as StateDir opens one. */
function lmdbRoot(): RootDatabase {
  const dir = mkdtempSync(path.join(os.tmpdir(), "gateway-lmdb-"));
  const root = open({ path: path.join(dir, "state.mdb"), noSync: true, maxDbs: 10 });
  opened.push({ root, dir });
  return root;
}

export type StoreOptions = { maxRecordsPerService?: number };

export const backends: [name: string, make: (options?: StoreOptions) => Store][] = [
  ["MemoryStore", (options) => new MemoryStore(options)],
  ["LmdbStore", (options) => new LmdbStore(lmdbRoot(), options?.maxRecordsPerService)],
];

/** Closes every environment opened since the last call and removes its directory. */
export async function closeStores(): Promise<void> {
  for (const { root, dir } of opened.splice(0)) {
    await root.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
