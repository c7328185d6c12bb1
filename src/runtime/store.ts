/**
 * Domain state lives here, behind a deliberately narrow interface (DESIGN.md section 6): named collections
 * of records with get, put, delete and an ordered, resumable listing. The embedded default keeps them in
 * memory; another backend implements the same two interfaces.
 *
 * Memory is bounded (DESIGN.md section 6): services apply their providers' documented quotas, and the store
 * refuses a new record past a ceiling per service (namespace) for everything no quota covers.
 */
import { ServiceError } from "../errors/service-error";

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

export interface Store {
  /** The collection `name` of the service `namespace`; created empty on first use. */
  collection<T>(namespace: string, name: string): Collection<T>;
  /** Drops every collection of every namespace. */
  clear(): void;
}

/** The records a namespace holds across its collections, against its ceiling. */
class NamespaceQuota {
  count = 0;

  constructor(
    private readonly namespace: string,
    private readonly limit: number,
  ) {}

  /** Counts one more record, or refuses it: domain code renders the refusal in its service's dialect. */
  add(): void {
    if (this.count >= this.limit) {
      throw new ServiceError(
        "resource_exhausted",
        `the gateway stores at most ${this.limit} records for ${this.namespace}; delete some first`,
      );
    }
    this.count++;
  }
}

class MemoryCollection<T> implements Collection<T> {
  /** Each record keeps the sequence number of its first insertion: the cursor survives deletions. */
  private readonly records = new Map<string, { seq: number; value: T }>();
  private nextSeq = 1;

  constructor(private readonly quota: NamespaceQuota) {}

  get(id: string): T | undefined {
    return this.records.get(id)?.value;
  }

  has(id: string): boolean {
    return this.records.has(id);
  }

  put(id: string, value: T): void {
    const existing = this.records.get(id);
    if (!existing) this.quota.add();
    this.records.set(id, { seq: existing?.seq ?? this.nextSeq++, value });
  }

  delete(id: string): boolean {
    const deleted = this.records.delete(id);
    if (deleted) this.quota.count--;
    return deleted;
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

/** Records one service may keep by default: far above any fixture set or test, far below memory trouble. */
export const DEFAULT_MAX_RECORDS_PER_SERVICE = 50_000;

export class MemoryStore implements Store {
  private readonly collections = new Map<string, MemoryCollection<unknown>>();
  private readonly quotas = new Map<string, NamespaceQuota>();
  private readonly maxRecordsPerService: number;

  constructor(options: { maxRecordsPerService?: number } = {}) {
    this.maxRecordsPerService = options.maxRecordsPerService ?? DEFAULT_MAX_RECORDS_PER_SERVICE;
  }

  collection<T>(namespace: string, name: string): Collection<T> {
    const key = `${namespace}/${name}`;
    let c = this.collections.get(key);
    if (!c) {
      let quota = this.quotas.get(namespace);
      if (!quota) {
        quota = new NamespaceQuota(namespace, this.maxRecordsPerService);
        this.quotas.set(namespace, quota);
      }
      c = new MemoryCollection<unknown>(quota);
      this.collections.set(key, c);
    }
    return c as Collection<T>;
  }

  clear(): void {
    this.collections.clear();
    this.quotas.clear();
  }
}
