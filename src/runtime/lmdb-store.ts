/**
 * The STATE_DIR store: every collection lives in an LMDB environment (opened by src/runtime/state-dir.ts) and
 * each call reads or writes it; nothing is loaded at start. LMDB keeps its keys in order, so the orders that
 * MemoryStore keeps in memory are key ranges here: a page of one scope is one range read of that scope's
 * index entries plus a point read per record returned, whatever the rest of the collection holds; a count or
 * an existence check is a point read. The process keeps only which indexes each collection has, in memory
 * O(collections + indexes) whatever the number of records.
 *
 * Layout, one LMDB database each (array keys are ordered element by element):
 *   records      [collection, id] -> [seq, value]
 *   order        [collection, seq] -> id                  insertion order; a replaced record keeps its seq
 *   scopes       [collection, index, scope, seq] -> id    the records of each scope of an index, in order
 *   scopeSizes   [collection, index, scope] -> records
 *   collections  collection -> [records, next seq]
 *   namespaces   namespace -> records (absent at 0)      the ceiling per service, and namespaces()
 *   indexes      [collection, index] -> the source of its scope function, while the index is complete
 *
 * A put or a delete changes a record, its order and index entries and the counters in one transaction,
 * committed before the call returns. An index is built from the records when a process first declares it,
 * unless a complete one with the same scope function is kept; a write to the collection by a process that has
 * not declared one of its indexes drops that index's mark, so that it is built again when next declared.
 *
 * Values are encoded with msgpack (msgpackr, the encoder lmdb uses by default, named here so that records are
 * encoded by the msgpackr this module loads, whichever lmdb module instance opened the environment: a test
 * runner that loads modules once per test file shares one native lmdb between them). `get` and `list` return
 * decoded copies, so a record changes only by `put`.
 */
import type { RootDatabase } from "lmdb";
import { Encoder } from "msgpackr";
import { type Databases, type Key, LmdbCollection } from "./lmdb-collection";
import {
  type Collection,
  checkDumpCeiling,
  DEFAULT_MAX_RECORDS_PER_SERVICE,
  type Indexes,
  inOrder,
  namespaceOf,
  type Store,
  type StoreDump,
} from "./store";

export class LmdbStore implements Store {
  private readonly db: Databases;
  private readonly collections = new Map<string, LmdbCollection<unknown>>();
  /** Records found in the layout of earlier versions (records alone) and indexed at open; 0 when none. */
  readonly upgraded: number;

  constructor(
    private readonly root: RootDatabase,
    private readonly maxRecordsPerService = DEFAULT_MAX_RECORDS_PER_SERVICE,
  ) {
    const open = <V, K extends string | Key>(name: string) => root.openDB<V, K>({ name });
    // lmdb reads `encoder` on a database as on the environment, though its types name it only on the latter.
    const records = { name: "records", encoder: { Encoder } };
    this.db = {
      records: root.openDB(records),
      order: open("order"),
      scopes: open("scopes"),
      scopeSizes: open("scopeSizes"),
      collections: open("collections"),
      namespaces: open("namespaces"),
      indexes: open("indexes"),
    };
    this.upgraded = this.upgrade();
  }

  /**
   * Earlier versions kept the records alone (and read them all at start). Records without a single collection
   * counter are in that layout: their order and counters are written once, in one transaction, here; their
   * indexes are built when declared.
   */
  private upgrade(): number {
    const { records, order, collections, namespaces } = this.db;
    if ([...collections.getKeys({ limit: 1 })].length > 0 || [...records.getKeys({ limit: 1 })].length === 0)
      return 0;
    return this.root.transactionSync(() => {
      const counts = new Map<string, [number, number]>();
      const held = new Map<string, number>();
      for (const { key, value } of records.getRange()) {
        const [collection, id] = key as [string, string];
        const [seq] = value;
        order.putSync([collection, seq], id);
        const [size, next] = counts.get(collection) ?? [0, 1];
        counts.set(collection, [size + 1, Math.max(next, seq + 1)]);
        held.set(namespaceOf(collection), (held.get(namespaceOf(collection)) ?? 0) + 1);
      }
      for (const [collection, counters] of counts) collections.putSync(collection, counters);
      for (const [namespace, n] of held) namespaces.putSync(namespace, n);
      return [...counts.values()].reduce((sum, [size]) => sum + size, 0);
    });
  }

  collection<T>(namespace: string, name: string, indexes?: Indexes<T>): Collection<T> {
    const c = this.open(`${namespace}/${name}`) as LmdbCollection<T>;
    if (indexes) c.declare(indexes);
    return c;
  }

  private open(key: string): LmdbCollection<unknown> {
    let c = this.collections.get(key);
    if (!c) {
      c = new LmdbCollection<unknown>(key, this.root, this.db, this.maxRecordsPerService);
      this.collections.set(key, c);
    }
    return c;
  }

  /** Empties every database of the store, within the caller's transaction. */
  private empty(): void {
    for (const db of Object.values(this.db)) db.clearSync();
    for (const c of this.collections.values()) c.emptied();
  }

  clear(): void {
    this.root.transactionSync(() => this.empty());
  }

  namespaces(): string[] {
    return [...this.db.namespaces.getKeys()];
  }

  /** Read from the collections' counters, which every put and delete keeps in its own transaction. */
  sizes(): Record<string, number> {
    const sizes: Record<string, number> = {};
    for (const { key, value } of this.db.collections.getRange()) if (value[0] > 0) sizes[key] = value[0];
    return sizes;
  }

  dump(): StoreDump {
    const dump: StoreDump = {};
    for (const { key, value } of this.db.collections.getRange())
      if (value[0] > 0) dump[key] = this.open(key).dump();
    return dump;
  }

  /** Replaces everything with `dump`; refused, changing nothing, when a service's share is over the ceiling. */
  load(dump: StoreDump): void {
    checkDumpCeiling(dump, this.maxRecordsPerService);
    this.root.transactionSync(() => {
      this.empty();
      for (const [key, rows] of Object.entries(dump)) {
        const c = this.open(key);
        for (const [id, , value] of inOrder(rows)) c.set(id, value);
      }
    });
  }
}
