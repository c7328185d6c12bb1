/**
 * Domain state lives here, behind a deliberately narrow interface (DESIGN.md section 6): named collections
 * of records with get, put, delete and an ordered, resumable listing. The embedded default keeps them in
 * memory; a journal, when given, hears of every change before it returns, which is how STATE_DIR persists
 * them (src/runtime/state-dir.ts). Another backend implements the same two interfaces.
 */

export interface ListOptions<T> {
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
  /** Every record matching `where`, in order. */
  all(where?: (value: T) => boolean): T[];
  size(): number;
}

/** Every record of one collection in its order, with the sequence number that keeps its place. */
export type DumpedRecord = [id: string, seq: number, value: unknown];

/** Every collection that holds records, keyed `namespace/name`. */
export type StoreDump = Record<string, DumpedRecord[]>;

export interface Store {
  /** The collection `name` of the service `namespace`; created empty on first use. */
  collection<T>(namespace: string, name: string): Collection<T>;
  /** Drops every collection of every namespace. */
  clear(): void;
  /** The namespaces that hold at least one record. */
  namespaces(): string[];
  /** Every record of every collection, for snapshots. */
  dump(): StoreDump;
  /** Replaces everything with `dump`. */
  load(dump: StoreDump): void;
}

/** What a persistent backend is told of every change, before the change returns to the caller. */
export interface StoreJournal {
  put(collection: string, id: string, seq: number, value: unknown): void;
  delete(collection: string, id: string): void;
  clear(): void;
}

class MemoryCollection<T> implements Collection<T> {
  /** Each record keeps the sequence number of its first insertion: the cursor survives deletions. */
  private readonly records = new Map<string, { seq: number; value: T }>();
  private nextSeq = 1;

  constructor(
    private readonly key: string,
    private readonly journal: StoreJournal | undefined,
  ) {}

  /** Puts back records as dumped, in their order and with their sequence numbers. */
  restore(rows: readonly DumpedRecord[]): void {
    for (const [id, seq, value] of [...rows].sort((a, b) => a[1] - b[1])) {
      this.records.set(id, { seq, value: value as T });
      this.nextSeq = Math.max(this.nextSeq, seq + 1);
    }
  }

  dump(): DumpedRecord[] {
    return [...this.records].map(([id, r]) => [id, r.seq, r.value]);
  }

  get(id: string): T | undefined {
    return this.records.get(id)?.value;
  }

  has(id: string): boolean {
    return this.records.has(id);
  }

  put(id: string, value: T): void {
    const seq = this.records.get(id)?.seq ?? this.nextSeq++;
    this.journal?.put(this.key, id, seq, value);
    this.records.set(id, { seq, value });
  }

  delete(id: string): boolean {
    if (!this.records.has(id)) return false;
    this.journal?.delete(this.key, id);
    return this.records.delete(id);
  }

  list(options: ListOptions<T> = {}): Page<T> {
    // Copied only to walk backwards: listing runs on request paths, over collections that can be large.
    const rows = options.reverse ? [...this.records.values()].reverse() : this.records.values();
    const after = options.after === undefined ? undefined : Number(options.after);
    const limit = options.limit ?? Number.POSITIVE_INFINITY;
    const items: T[] = [];
    let last: number | undefined;
    let more = false;
    for (const row of rows) {
      if (after !== undefined && (options.reverse ? row.seq >= after : row.seq <= after)) continue;
      if (options.where && !options.where(row.value)) continue;
      if (items.length === limit) {
        more = true;
        break;
      }
      items.push(row.value);
      last = row.seq;
    }
    return { items, cursor: more && last !== undefined ? String(last) : undefined };
  }

  all(where?: (value: T) => boolean): T[] {
    const values: T[] = [];
    for (const { value } of this.records.values()) if (!where || where(value)) values.push(value);
    return values;
  }

  size(): number {
    return this.records.size;
  }
}

export class MemoryStore implements Store {
  private readonly collections = new Map<string, MemoryCollection<unknown>>();

  /** `journal` hears of every change; `initial` is state to start from (what the journal kept). */
  constructor(
    private readonly journal?: StoreJournal,
    initial: StoreDump = {},
  ) {
    this.restore(initial);
  }

  collection<T>(namespace: string, name: string): Collection<T> {
    return this.open(`${namespace}/${name}`) as Collection<T>;
  }

  private open(key: string): MemoryCollection<unknown> {
    let c = this.collections.get(key);
    if (!c) {
      c = new MemoryCollection<unknown>(key, this.journal);
      this.collections.set(key, c);
    }
    return c;
  }

  private restore(dump: StoreDump): void {
    for (const [key, rows] of Object.entries(dump)) this.open(key).restore(rows);
  }

  clear(): void {
    this.journal?.clear();
    this.collections.clear();
  }

  namespaces(): string[] {
    const names = new Set<string>();
    for (const [key, c] of this.collections) if (c.size() > 0) names.add(key.slice(0, key.indexOf("/")));
    return [...names];
  }

  dump(): StoreDump {
    const dump: StoreDump = {};
    for (const [key, c] of this.collections) if (c.size() > 0) dump[key] = c.dump();
    return dump;
  }

  load(dump: StoreDump): void {
    this.clear();
    for (const [key, rows] of Object.entries(dump)) {
      const c = this.open(key);
      for (const [id, , value] of [...rows].sort((a, b) => a[1] - b[1])) c.put(id, value);
    }
  }
}
