/**
 * Domain state lives here, behind a deliberately narrow interface: named collections
 * of records with get, put, delete and an ordered, resumable listing. The embedded default keeps them in
 * memory (src/runtime/memory-store.ts); with STATE_DIR they live in an LMDB database and every call reads or
 * writes it (src/runtime/lmdb-store.ts). Another backend implements the same interfaces.
 *
 * Memory is bounded: services apply their providers' documented quotas, and the store
 * refuses a new record past a ceiling per service (namespace) for everything no quota covers.
 */
import { ServiceError } from "../errors/service-error";

/** Records one service may keep by default: far above any fixture set or test, far below memory trouble. */
export const DEFAULT_MAX_RECORDS_PER_SERVICE = 50_000;

/**
 * Scopes a service lists a collection by (a parent, a project, an account, a tenant): each index keeps the
 * records of every scope in order, so that a page, a count or an existence check in one scope costs
 * O(page + log n) whatever the rest of the collection holds. A record whose scope is undefined is in none.
 */
export type Indexes<T> = Record<string, (value: T) => string | undefined>;

/** One scope of a declared index: `{ index: "byProject", scope: "p1" }`. */
export interface InScope {
  index: string;
  scope: string;
}

export interface ListOptions<T> {
  /** Only the records of this scope, walked through its index. */
  in?: InScope;
  /** Only records for which this holds. */
  where?: (value: T) => boolean;
  /** Resume after this cursor (from a previous page). */
  after?: string;
  /** At most this many records. */
  limit?: number;
  /** Newest-first instead of insertion order. */
  reverse?: boolean;
}

export interface Page<T> {
  items: T[];
  /** Opaque position after the last record returned, when more remain; pass it as `after`. */
  cursor?: string;
}

export interface Collection<T> {
  get(id: string): T | undefined;
  has(id: string): boolean;
  /** Inserts or replaces; a replaced record keeps its place in the order. */
  put(id: string, value: T): void;
  delete(id: string): boolean;
  /** Records in insertion order (or reverse), filtered and paged. */
  list(options?: ListOptions<T>): Page<T>;
  /** Every record matching `where` (of one scope, with `in`), in order. */
  all(where?: (value: T) => boolean, in_?: InScope): T[];
  /** The records of the collection, or of one scope. */
  size(in_?: InScope): number;
}

/** Every record of one collection in its order, with the sequence number that keeps its place. */
export type DumpedRecord = [id: string, seq: number, value: unknown];

/** Every collection that holds records, keyed `namespace/name`. */
export type StoreDump = Record<string, DumpedRecord[]>;

export interface Store {
  /** The collection `name` of the service `namespace`; created empty on first use, with its indexes. */
  collection<T>(namespace: string, name: string, indexes?: Indexes<T>): Collection<T>;
  /** Drops every collection of every namespace. */
  clear(): void;
  /** The namespaces that hold at least one record. */
  namespaces(): string[];
  /** How many records each collection that holds any has, keyed `namespace/name`: a count, no record read. */
  sizes(): Record<string, number>;
  /** Every record of every collection, for snapshots. */
  dump(): StoreDump;
  /** Replaces everything with `dump`. */
  load(dump: StoreDump): void;
}

/**
 * One service's share of the store, the only one its code is given: collections by name within the service's
 * own namespace, so no service can open another's.
 */
export interface ServiceStore {
  /** The service's collection `name`; created empty on first use, with its indexes. */
  collection<T>(name: string, indexes?: Indexes<T>): Collection<T>;
  /**
   * Loads seed data (fixtures): `load` runs only when the namespace held no record as the service was given
   * it. State kept across a restart on STATE_DIR, or imported from a snapshot, therefore wins over fixtures.
   */
  seed(load: () => void): void;
}

/** The share of `store` that belongs to `namespace`, as it stands now (empty or holding kept state). */
export function serviceStore(store: Store, namespace: string): ServiceStore {
  const fresh = !store.namespaces().includes(namespace);
  return {
    collection: <T>(name: string, indexes?: Indexes<T>) => store.collection<T>(namespace, name, indexes),
    seed: (load) => {
      if (fresh) load();
    },
  };
}

/** The namespace (service) of a collection keyed `namespace/name`. */
export function namespaceOf(key: string): string {
  return key.slice(0, key.indexOf("/"));
}

/** The refusal of a record past the ceiling: domain code renders it in its service's dialect. */
export function ceilingReached(namespace: string, limit: number): ServiceError {
  return new ServiceError(
    "resource_exhausted",
    `the gateway stores at most ${limit} records for ${namespace}; delete some first`,
  );
}

/** Refuses, before anything changes, a dump that would put a namespace over the ceiling. */
export function checkDumpCeiling(dump: StoreDump, limit: number): void {
  const counts = new Map<string, number>();
  for (const [key, rows] of Object.entries(dump))
    counts.set(namespaceOf(key), (counts.get(namespaceOf(key)) ?? 0) + rows.length);
  for (const [namespace, count] of counts)
    if (count > limit)
      throw new ServiceError(
        "resource_exhausted",
        `${namespace} would hold ${count} records; the gateway stores at most ${limit}`,
      );
}

/**
 * One page of a walk in order: `entries` are sequence numbers with what `read` turns into the record, from just
 * after the cursor. The cursor of the page is the last record's sequence number when more remain. Unfiltered,
 * any entry past the page means that more remain, so its record is not read.
 */
export function pageOf<E, T>(
  entries: Iterable<[seq: number, entry: E]>,
  read: (entry: E) => T,
  where: ((value: T) => boolean) | undefined,
  limit = Number.POSITIVE_INFINITY,
): Page<T> {
  const items: T[] = [];
  let last: number | undefined;
  let more = false;
  for (const [seq, entry] of entries) {
    if (items.length === limit && !where) {
      more = true;
      break;
    }
    const value = read(entry);
    if (where && !where(value)) continue;
    if (items.length === limit) {
      more = true;
      break;
    }
    items.push(value);
    last = seq;
  }
  return { items, cursor: more && last !== undefined ? String(last) : undefined };
}

/** The records of a dumped collection in their order. */
export function inOrder(rows: readonly DumpedRecord[]): DumpedRecord[] {
  return [...rows].sort((a, b) => a[1] - b[1]);
}

/**
 * What an observer of a MemoryStore is told of every change, before the change returns to the caller: tests
 * watch through it which writes a request makes.
 */
export interface StoreJournal {
  put(collection: string, id: string, seq: number, value: unknown): void;
  delete(collection: string, id: string): void;
  clear(): void;
}
