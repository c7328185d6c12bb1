/**
 * A service's `create(deps)` loads its fixtures into the store it is given. When the store already holds the
 * service's state (a restart on STATE_DIR, an imported snapshot), that state must win over the fixtures:
 * `create` then runs against an empty scratch store, so that fixture loading and every check it makes see a
 * fresh service, and each collection it opened is pointed at the real store once it has returned.
 */
import {
  type Collection,
  type Indexes,
  type InScope,
  type ListOptions,
  MemoryStore,
  type Page,
  type Store,
} from "./store";

/** A collection that forwards to another, which can be swapped once. */
class Redirected<T> implements Collection<T> {
  constructor(public target: Collection<T>) {}
  get(id: string): T | undefined {
    return this.target.get(id);
  }
  has(id: string): boolean {
    return this.target.has(id);
  }
  put(id: string, value: T): void {
    this.target.put(id, value);
  }
  delete(id: string): boolean {
    return this.target.delete(id);
  }
  list(options?: ListOptions<T>): Page<T> {
    return this.target.list(options);
  }
  all(where?: (value: T) => boolean, in_?: InScope): T[] {
    return this.target.all(where, in_);
  }
  size(in_?: InScope): number {
    return this.target.size(in_);
  }
}

/** Calls `create` so that the state `store` already holds is kept: fixtures go to a scratch store. */
export function createKeepingState<I>(store: Store, create: (store: Store) => I): I {
  const scratch = new MemoryStore();
  let live = false;
  const opened: {
    namespace: string;
    name: string;
    indexes?: Indexes<unknown>;
    collection: Redirected<unknown>;
  }[] = [];
  const view: Store = {
    collection<T>(namespace: string, name: string, indexes?: Indexes<T>): Collection<T> {
      if (live) return store.collection<T>(namespace, name, indexes);
      const collection = new Redirected<T>(scratch.collection(namespace, name, indexes));
      opened.push({
        namespace,
        name,
        indexes: indexes as Indexes<unknown>,
        collection: collection as Redirected<unknown>,
      });
      return collection;
    },
    clear: () => store.clear(),
    namespaces: () => store.namespaces(),
    dump: () => store.dump(),
    load: (dump) => store.load(dump),
  };
  const instance = create(view);
  live = true;
  for (const o of opened) o.collection.target = store.collection(o.namespace, o.name, o.indexes);
  return instance;
}
