/**
 * One collection of the LMDB store (src/runtime/lmdb-store.ts describes the layout): its records, their order
 * and its scope indexes read by key ranges and point reads, and changed, counters included, in one committed
 * transaction per put or delete.
 */
import type { Database, RootDatabase } from "lmdb";
import {
  type Collection,
  ceilingReached,
  type DumpedRecord,
  type Indexes,
  type InScope,
  type ListOptions,
  namespaceOf,
  type Page,
  pageOf,
} from "./store";

export type Key = (string | number)[];

/** Above every sequence number a collection will reach: the open end of a range of them. */
const LAST_SEQ = Number.MAX_SAFE_INTEGER;

export interface Databases {
  records: Database<[number, unknown], Key>;
  order: Database<string, Key>;
  scopes: Database<string, Key>;
  scopeSizes: Database<number, Key>;
  collections: Database<[number, number], string>;
  namespaces: Database<number, string>;
  indexes: Database<string, Key>;
}

/** The keys of `db` that start with `prefix`, read up front so that the caller may remove them. */
function keysUnder(db: Database<unknown, Key>, prefix: Key): Key[] {
  const keys: Key[] = [];
  for (const key of db.getKeys({ start: prefix })) {
    if (prefix.some((p, i) => key[i] !== p)) break;
    keys.push(key);
  }
  return keys;
}

/** The entries of `db` keyed `[...prefix, seq]` in seq order (or reverse), from just after `after`. */
function* bySeq<V>(
  db: Database<V, Key>,
  prefix: Key,
  after: number | undefined,
  reverse = false,
): Generator<[number, V]> {
  const start = [...prefix, after ?? (reverse ? LAST_SEQ : 0)];
  const end = [...prefix, reverse ? 0 : LAST_SEQ];
  for (const { key, value } of db.getRange({ start, end, reverse })) {
    const seq = key[prefix.length] as number;
    if (seq !== after) yield [seq, value];
  }
}

/** Adds `delta` to the counter at `key`, removing it at 0. */
function bump<K extends string | Key>(db: Database<number, K>, key: K, delta: number): void {
  const n = (db.get(key) ?? 0) + delta;
  if (n === 0) db.removeSync(key);
  else db.putSync(key, n);
}

export class LmdbCollection<T> implements Collection<T> {
  private readonly declared = new Map<string, (value: T) => string | undefined>();
  /** Indexes marked complete that this process has not declared: its first write drops their marks. */
  private readonly undeclared = new Set<string>();

  constructor(
    private readonly key: string,
    private readonly root: RootDatabase,
    private readonly db: Databases,
    private readonly ceiling: number,
  ) {
    for (const [, name] of keysUnder(this.db.indexes, [key])) this.undeclared.add(String(name));
  }

  /** Declares indexes the collection does not have yet in this process, built from its records if needed. */
  declare(indexes: Indexes<T>): void {
    for (const [name, scopeOf] of Object.entries(indexes)) {
      if (this.declared.has(name)) continue;
      const source = scopeOf.toString();
      const kept = this.undeclared.delete(name) && this.db.indexes.get([this.key, name]) === source;
      if (!kept) this.root.transactionSync(() => this.build(name, scopeOf, source));
      this.declared.set(name, scopeOf);
    }
  }

  private build(name: string, scopeOf: (value: T) => string | undefined, source: string): void {
    for (const key of keysUnder(this.db.scopes, [this.key, name])) this.db.scopes.removeSync(key);
    for (const key of keysUnder(this.db.scopeSizes, [this.key, name])) this.db.scopeSizes.removeSync(key);
    for (const [seq, id] of bySeq(this.db.order, [this.key], undefined)) {
      const scope = scopeOf(this.valueOf(id));
      if (scope !== undefined) this.index(name, scope, seq, id);
    }
    this.db.indexes.putSync([this.key, name], source);
  }

  /** After the store was emptied (within its transaction): every declared index is complete again. */
  emptied(): void {
    for (const [name, scopeOf] of this.declared)
      this.db.indexes.putSync([this.key, name], scopeOf.toString());
    this.undeclared.clear();
  }

  dump(): DumpedRecord[] {
    return [...bySeq(this.db.order, [this.key], undefined)].map(([seq, id]) => [id, seq, this.valueOf(id)]);
  }

  get(id: string): T | undefined {
    return this.db.records.get([this.key, id])?.[1] as T | undefined;
  }

  has(id: string): boolean {
    return this.db.records.doesExist([this.key, id]);
  }

  put(id: string, value: T): void {
    this.write(() => this.set(id, value));
  }

  delete(id: string): boolean {
    // A record that is not there costs a point read, not a write transaction.
    return this.has(id) && this.write(() => this.remove(id));
  }

  /** Runs `change` in one committed transaction, dropping the marks of indexes this process does not keep up. */
  private write<R>(change: () => R): R {
    const result = this.root.transactionSync(() => {
      for (const name of this.undeclared) this.db.indexes.removeSync([this.key, name]);
      return change();
    });
    this.undeclared.clear();
    return result;
  }

  /** Inserts or replaces, within the caller's transaction. */
  set(id: string, value: T): void {
    const { records, order, collections, namespaces } = this.db;
    const old = records.get([this.key, id]);
    let seq: number;
    if (old) seq = old[0];
    else {
      const namespace = namespaceOf(this.key);
      const held = namespaces.get(namespace) ?? 0;
      if (held >= this.ceiling) throw ceilingReached(namespace, this.ceiling);
      namespaces.putSync(namespace, held + 1);
      const [size, next] = collections.get(this.key) ?? [0, 1];
      seq = next;
      collections.putSync(this.key, [size + 1, next + 1]);
      order.putSync([this.key, seq], id);
    }
    for (const [name, scopeOf] of this.declared) {
      const from = old && scopeOf(old[1] as T);
      const to = scopeOf(value);
      if (from === to) continue;
      if (from !== undefined) this.unindex(name, from, seq);
      if (to !== undefined) this.index(name, to, seq, id);
    }
    records.putSync([this.key, id], [seq, value]);
  }

  private remove(id: string): boolean {
    const { records, order, collections, namespaces } = this.db;
    const old = records.get([this.key, id]);
    if (!old) return false;
    const [seq, value] = old;
    for (const [name, scopeOf] of this.declared) {
      const scope = scopeOf(value as T);
      if (scope !== undefined) this.unindex(name, scope, seq);
    }
    records.removeSync([this.key, id]);
    order.removeSync([this.key, seq]);
    const [size, next] = collections.get(this.key)!;
    collections.putSync(this.key, [size - 1, next]);
    bump(namespaces, namespaceOf(this.key), -1);
    return true;
  }

  private index(name: string, scope: string, seq: number, id: string): void {
    this.db.scopes.putSync([this.key, name, scope, seq], id);
    bump(this.db.scopeSizes, [this.key, name, scope], 1);
  }

  private unindex(name: string, scope: string, seq: number): void {
    this.db.scopes.removeSync([this.key, name, scope, seq]);
    bump(this.db.scopeSizes, [this.key, name, scope], -1);
  }

  private valueOf(id: string): T {
    return (this.db.records.get([this.key, id]) as [number, T])[1];
  }

  private checked(in_: InScope): Key {
    if (!this.declared.has(in_.index)) throw new Error(`${this.key} has no index ${in_.index}`);
    return [this.key, in_.index, in_.scope];
  }

  /** The ids in order (or reverse), from just after the cursor `after`, of one scope or all. */
  private walk(
    in_: InScope | undefined,
    after: number | undefined,
    reverse = false,
  ): Generator<[number, string]> {
    return in_
      ? bySeq(this.db.scopes, this.checked(in_), after, reverse)
      : bySeq(this.db.order, [this.key], after, reverse);
  }

  list(options: ListOptions<T> = {}): Page<T> {
    const after = options.after === undefined ? undefined : Number(options.after);
    const entries = this.walk(options.in, after, options.reverse);
    return pageOf(entries, (id) => this.valueOf(id), options.where, options.limit);
  }

  all(where?: (value: T) => boolean, in_?: InScope): T[] {
    const values: T[] = [];
    for (const [, id] of this.walk(in_, undefined)) {
      const value = this.valueOf(id);
      if (!where || where(value)) values.push(value);
    }
    return values;
  }

  size(in_?: InScope): number {
    if (in_) return this.db.scopeSizes.get(this.checked(in_)) ?? 0;
    return this.db.collections.get(this.key)?.[0] ?? 0;
  }
}
