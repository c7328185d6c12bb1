/**
 * The embedded store: every collection in memory, each with its ordered scope indexes, and a ceiling on the
 * records one service (namespace) keeps. A journal, when given, hears of every change before it returns (tests
 * watch through it which writes a request makes).
 */
import {
  type Collection,
  ceilingReached,
  checkDumpCeiling,
  DEFAULT_MAX_RECORDS_PER_SERVICE,
  type DumpedRecord,
  type Indexes,
  type InScope,
  inOrder,
  type ListOptions,
  namespaceOf,
  type Page,
  pageOf,
  type Store,
  type StoreDump,
  type StoreJournal,
} from "./store";

/** The records a namespace holds across its collections, against its ceiling. */
class NamespaceQuota {
  count = 0;

  constructor(
    private readonly namespace: string,
    private readonly limit: number,
  ) {}

  /** Counts one more record, or refuses it: domain code renders the refusal in its service's dialect. */
  add(): void {
    if (this.count >= this.limit) throw ceilingReached(this.namespace, this.limit);
    this.count++;
  }
}

/** The sequence numbers of every scope of one index, ascending: the records' order within each scope. */
class ScopeIndex<T> {
  private readonly scopes = new Map<string, number[]>();

  constructor(private readonly scopeOf: (value: T) => string | undefined) {}

  add(seq: number, value: T): void {
    const scope = this.scopeOf(value);
    if (scope === undefined) return;
    const seqs = this.scopes.get(scope);
    if (!seqs) this.scopes.set(scope, [seq]);
    else if (seqs.length === 0 || seqs[seqs.length - 1] < seq) seqs.push(seq);
    else seqs.splice(firstAbove(seqs, seq - 1), 0, seq);
  }

  remove(seq: number, value: T): void {
    const scope = this.scopeOf(value);
    const seqs = scope === undefined ? undefined : this.scopes.get(scope);
    if (!seqs) return;
    const at = firstAbove(seqs, seq - 1);
    if (seqs[at] === seq) seqs.splice(at, 1);
    if (seqs.length === 0) this.scopes.delete(scope as string);
  }

  /** Whether a replacement moves the record to another scope. */
  moves(from: T, to: T): boolean {
    return this.scopeOf(from) !== this.scopeOf(to);
  }

  seqs(scope: string): readonly number[] {
    return this.scopes.get(scope) ?? [];
  }
}

/** The position of the first number above `n` in an ascending array. */
function firstAbove(sorted: readonly number[], n: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] <= n) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The records are held as they are: reading one is the record itself. */
function asIs<T>(value: T): T {
  return value;
}

class MemoryCollection<T> implements Collection<T> {
  /** Each record keeps the sequence number of its first insertion: the cursor survives deletions. */
  private readonly records = new Map<string, { seq: number; value: T }>();
  /** Record ids by sequence number, for walking an index. */
  private readonly ids = new Map<number, string>();
  private readonly indexes = new Map<string, ScopeIndex<T>>();
  private nextSeq = 1;

  constructor(
    private readonly key: string,
    private readonly quota: NamespaceQuota,
    private readonly journal: StoreJournal | undefined,
  ) {}

  /** Declares indexes the collection does not have yet, built from the records it holds. */
  declare(indexes: Indexes<T>): void {
    for (const [name, scopeOf] of Object.entries(indexes)) {
      if (this.indexes.has(name)) continue;
      const index = new ScopeIndex(scopeOf);
      for (const { seq, value } of this.records.values()) index.add(seq, value);
      this.indexes.set(name, index);
    }
  }

  /**
   * Puts back records as dumped, in their order and with their sequence numbers. What was stored before is
   * not refused by the ceiling again; it still counts against it.
   */
  restore(rows: readonly DumpedRecord[]): void {
    for (const [id, seq, value] of inOrder(rows)) {
      if (!this.records.has(id)) this.quota.count++;
      this.set(id, seq, value as T);
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
    const existing = this.records.get(id);
    if (!existing) this.quota.add();
    const seq = existing?.seq ?? this.nextSeq++;
    this.journal?.put(this.key, id, seq, value);
    this.set(id, seq, value);
  }

  private set(id: string, seq: number, value: T): void {
    const existing = this.records.get(id);
    for (const index of this.indexes.values()) {
      if (!existing) index.add(seq, value);
      else if (index.moves(existing.value, value)) {
        index.remove(seq, existing.value);
        index.add(seq, value);
      }
    }
    this.records.set(id, { seq, value });
    this.ids.set(seq, id);
  }

  delete(id: string): boolean {
    const existing = this.records.get(id);
    if (!existing) return false;
    this.journal?.delete(this.key, id);
    this.quota.count--;
    for (const index of this.indexes.values()) index.remove(existing.seq, existing.value);
    this.ids.delete(existing.seq);
    return this.records.delete(id);
  }

  private scope(in_: InScope): readonly number[] {
    const index = this.indexes.get(in_.index);
    if (!index) throw new Error(`${this.key} has no index ${in_.index}`);
    return index.seqs(in_.scope);
  }

  /** The records in order (or reverse), from just after the cursor `after`, of one scope or all. */
  private *walk(
    in_: InScope | undefined,
    after: number | undefined,
    reverse = false,
  ): Generator<[number, T]> {
    if (in_) {
      const seqs = this.scope(in_);
      if (reverse) {
        const from = after === undefined ? seqs.length : firstAbove(seqs, after - 1);
        for (let i = from - 1; i >= 0; i--)
          yield [seqs[i], (this.records.get(this.ids.get(seqs[i]) as string) as { value: T }).value];
      } else {
        for (let i = after === undefined ? 0 : firstAbove(seqs, after); i < seqs.length; i++)
          yield [seqs[i], (this.records.get(this.ids.get(seqs[i]) as string) as { value: T }).value];
      }
      return;
    }
    // Copied only to walk backwards: listing runs on request paths, over collections that can be large.
    const rows = reverse ? [...this.records.values()].reverse() : this.records.values();
    for (const row of rows) {
      if (after !== undefined && (reverse ? row.seq >= after : row.seq <= after)) continue;
      yield [row.seq, row.value];
    }
  }

  list(options: ListOptions<T> = {}): Page<T> {
    const after = options.after === undefined ? undefined : Number(options.after);
    const entries = this.walk(options.in, after, options.reverse);
    return pageOf(entries, asIs, options.where, options.limit);
  }

  all(where?: (value: T) => boolean, in_?: InScope): T[] {
    const values: T[] = [];
    for (const [, value] of this.walk(in_, undefined)) if (!where || where(value)) values.push(value);
    return values;
  }

  size(in_?: InScope): number {
    return in_ ? this.scope(in_).length : this.records.size;
  }
}

export interface MemoryStoreOptions {
  /** Records one service may keep (DEFAULT_MAX_RECORDS_PER_SERVICE when absent). */
  maxRecordsPerService?: number;
  /** Hears of every change. */
  journal?: StoreJournal;
  /** State to start from, as dumped: records keep their sequence numbers. */
  initial?: StoreDump;
}

export class MemoryStore implements Store {
  private readonly collections = new Map<string, MemoryCollection<unknown>>();
  private readonly quotas = new Map<string, NamespaceQuota>();
  private readonly maxRecordsPerService: number;
  private readonly journal: StoreJournal | undefined;

  constructor(options: MemoryStoreOptions = {}) {
    this.maxRecordsPerService = options.maxRecordsPerService ?? DEFAULT_MAX_RECORDS_PER_SERVICE;
    this.journal = options.journal;
    for (const [key, rows] of Object.entries(options.initial ?? {})) this.open(key).restore(rows);
  }

  collection<T>(namespace: string, name: string, indexes?: Indexes<T>): Collection<T> {
    const c = this.open(`${namespace}/${name}`) as MemoryCollection<T>;
    if (indexes) c.declare(indexes);
    return c;
  }

  private open(key: string): MemoryCollection<unknown> {
    let c = this.collections.get(key);
    if (!c) {
      const namespace = namespaceOf(key);
      let quota = this.quotas.get(namespace);
      if (!quota) {
        quota = new NamespaceQuota(namespace, this.maxRecordsPerService);
        this.quotas.set(namespace, quota);
      }
      c = new MemoryCollection<unknown>(key, quota, this.journal);
      this.collections.set(key, c);
    }
    return c;
  }

  clear(): void {
    this.journal?.clear();
    this.collections.clear();
    this.quotas.clear();
  }

  namespaces(): string[] {
    const names = new Set<string>();
    for (const [key, c] of this.collections) if (c.size() > 0) names.add(namespaceOf(key));
    return [...names];
  }

  sizes(): Record<string, number> {
    const sizes: Record<string, number> = {};
    for (const [key, c] of this.collections) if (c.size() > 0) sizes[key] = c.size();
    return sizes;
  }

  dump(): StoreDump {
    const dump: StoreDump = {};
    for (const [key, c] of this.collections) if (c.size() > 0) dump[key] = c.dump();
    return dump;
  }

  /** Replaces everything with `dump`; refused, changing nothing, when a service's share is over the ceiling. */
  load(dump: StoreDump): void {
    checkDumpCeiling(dump, this.maxRecordsPerService);
    this.clear();
    for (const [key, rows] of Object.entries(dump)) {
      const c = this.open(key);
      for (const [id, , value] of inOrder(rows)) c.put(id, value);
    }
  }
}
