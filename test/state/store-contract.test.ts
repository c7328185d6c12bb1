/**
 * What every store backend promises its services, run against the in-memory default and the LMDB store that
 * STATE_DIR uses: insertion order kept through replacement, cursors that survive deletions, newest-first
 * listing, scope indexes (also declared late, also when a record moves scope), the ceiling per service, dumps
 * and loads, clearing, which namespaces hold records and how many each collection holds.
 */
import { ServiceError } from "../../src/errors/service-error";
import type { Collection, Store } from "../../src/runtime/store";
import { backends, closeStores } from "./stores";

interface Row {
  owner: string;
  n: number;
}

const byOwner = { owner: (r: Row) => r.owner };
const ns = (c: Collection<Row>, opts: Parameters<Collection<Row>["list"]>[0] = {}) =>
  c.list(opts).items.map((r) => r.n);

afterEach(closeStores);

describe.each(backends)("%s", (_name, make) => {
  let store: Store;
  let rows: Collection<Row>;
  beforeEach(() => {
    store = make();
    rows = store.collection<Row>("svc", "rows", byOwner);
  });

  test("lists in insertion order; a replaced record keeps its place, a re-created one goes last", () => {
    for (const n of [1, 2, 3]) rows.put(`r${n}`, { owner: "a", n });
    rows.put("r2", { owner: "a", n: 20 });
    expect(ns(rows)).toEqual([1, 20, 3]);
    expect(rows.delete("r1")).toBe(true);
    expect(rows.delete("r1")).toBe(false);
    rows.put("r1", { owner: "a", n: 10 });
    expect(ns(rows)).toEqual([20, 3, 10]);
    expect([rows.get("r3"), rows.get("nope"), rows.has("r3"), rows.has("nope")]).toEqual([
      { owner: "a", n: 3 },
      undefined,
      true,
      false,
    ]);
    expect(rows.size()).toBe(3);
  });

  test("a cursor resumes after its record even when that record and the next are deleted", () => {
    for (let n = 1; n <= 6; n++) rows.put(`r${n}`, { owner: n % 2 ? "a" : "b", n });
    const first = rows.list({ limit: 2 });
    expect([first.items.map((r) => r.n), first.cursor !== undefined]).toEqual([[1, 2], true]);
    rows.delete("r2");
    rows.delete("r3");
    expect(ns(rows, { after: first.cursor })).toEqual([4, 5, 6]);
    const scoped = rows.list({ in: { index: "owner", scope: "a" }, limit: 1 });
    rows.delete("r1");
    expect(ns(rows, { in: { index: "owner", scope: "a" }, after: scoped.cursor })).toEqual([5]);
    expect(rows.list({ limit: 3 }).cursor).toBeUndefined();
  });

  test("lists newest first, paged backwards from a cursor, filtered, in a scope or all", () => {
    for (let n = 1; n <= 7; n++) rows.put(`r${n}`, { owner: n <= 4 ? "a" : "b", n });
    const back = rows.list({ reverse: true, limit: 3 });
    expect(back.items.map((r) => r.n)).toEqual([7, 6, 5]);
    expect(ns(rows, { reverse: true, after: back.cursor })).toEqual([4, 3, 2, 1]);
    const even = rows.list({ where: (r) => r.n % 2 === 0, limit: 2 });
    expect(even.items.map((r) => r.n)).toEqual([2, 4]);
    expect(ns(rows, { where: (r) => r.n % 2 === 0, after: even.cursor })).toEqual([6]);
    expect(ns(rows, { in: { index: "owner", scope: "a" }, reverse: true })).toEqual([4, 3, 2, 1]);
    expect(rows.all((r) => r.n > 5).map((r) => r.n)).toEqual([6, 7]);
    expect(rows.all(undefined, { index: "owner", scope: "b" }).map((r) => r.n)).toEqual([5, 6, 7]);
  });

  test("a replacement that changes scope moves the record, in its place, and the counts follow", () => {
    for (let n = 1; n <= 4; n++) rows.put(`r${n}`, { owner: "a", n });
    rows.put("r3", { owner: "b", n: 3 });
    rows.put("r1", { owner: "b", n: 1 });
    expect(ns(rows, { in: { index: "owner", scope: "b" } })).toEqual([1, 3]);
    expect(ns(rows, { in: { index: "owner", scope: "a" } })).toEqual([2, 4]);
    expect([rows.size({ index: "owner", scope: "a" }), rows.size({ index: "owner", scope: "b" })]).toEqual([
      2, 2,
    ]);
    rows.delete("r3");
    expect(rows.size({ index: "owner", scope: "b" })).toBe(1);
    expect(rows.size({ index: "owner", scope: "nobody" })).toBe(0);
    expect(() => rows.list({ in: { index: "missing", scope: "a" } })).toThrow(/no index missing/);
  });

  test("an index declared after records exist is built from them, then kept up", () => {
    const plain = store.collection<Row>("svc", "late");
    for (let n = 1; n <= 5; n++) plain.put(`r${n}`, { owner: n % 2 ? "odd" : "even", n });
    const indexed = store.collection<Row>("svc", "late", byOwner);
    expect(ns(indexed, { in: { index: "owner", scope: "odd" } })).toEqual([1, 3, 5]);
    indexed.put("r6", { owner: "odd", n: 6 });
    expect(ns(indexed, { in: { index: "owner", scope: "odd" } })).toEqual([1, 3, 5, 6]);
    expect(indexed.size({ index: "owner", scope: "even" })).toBe(2);
  });

  test("a service's records stop at its ceiling, across its collections, and only its own", () => {
    const capped = make({ maxRecordsPerService: 3 });
    const a = capped.collection<Row>("svc", "a");
    const b = capped.collection<Row>("svc", "b");
    a.put("1", { owner: "x", n: 1 });
    a.put("2", { owner: "x", n: 2 });
    b.put("3", { owner: "x", n: 3 });
    let refusal: unknown;
    try {
      b.put("4", { owner: "x", n: 4 });
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toBeInstanceOf(ServiceError);
    expect((refusal as ServiceError).kind).toBe("resource_exhausted");
    expect(b.has("4")).toBe(false);
    a.put("1", { owner: "x", n: 10 });
    capped.collection<Row>("other", "a").put("1", { owner: "x", n: 1 });
    a.delete("2");
    b.put("4", { owner: "x", n: 4 });
    expect(ns(b)).toEqual([3, 4]);
  });

  test("a dump loads back into another store with its order and indexes; an over-ceiling load changes nothing", () => {
    for (let n = 1; n <= 4; n++) rows.put(`r${n}`, { owner: n % 2 ? "a" : "b", n });
    rows.put("r1", { owner: "b", n: 1 });
    store.collection("svc", "empty").put("gone", 1);
    store.collection("svc", "empty").delete("gone");
    const dump = store.dump();
    expect(Object.keys(dump)).toEqual(["svc/rows"]);
    expect(dump["svc/rows"].map(([id, seq]) => [id, seq])).toEqual([
      ["r1", 1],
      ["r2", 2],
      ["r3", 3],
      ["r4", 4],
    ]);

    const other = make();
    other.collection<Row>("svc", "rows", byOwner).put("old", { owner: "b", n: 0 });
    other.load(dump);
    const loaded = other.collection<Row>("svc", "rows", byOwner);
    expect(ns(loaded)).toEqual([1, 2, 3, 4]);
    expect(ns(loaded, { in: { index: "owner", scope: "b" } })).toEqual([1, 2, 4]);
    expect(other.dump()).toEqual(dump);

    const small = make({ maxRecordsPerService: 3 });
    small.collection<Row>("svc", "rows").put("kept", { owner: "a", n: 9 });
    expect(() => small.load(dump)).toThrow(/svc would hold 4 records/);
    expect(ns(small.collection<Row>("svc", "rows"))).toEqual([9]);
  });

  test("clear drops everything; namespaces are those holding a record", () => {
    rows.put("r1", { owner: "a", n: 1 });
    store.collection("other", "things").put("t", { n: 1 });
    store.collection("third", "things").put("t", { n: 1 });
    store.collection("third", "things").delete("t");
    expect(store.namespaces().sort()).toEqual(["other", "svc"]);
    rows.put("r2", { owner: "b", n: 2 });
    rows.put("r2", { owner: "a", n: 3 });
    expect(store.sizes()).toEqual({ "svc/rows": 2, "other/things": 1 });
    store.clear();
    expect(store.sizes()).toEqual({});
    expect(store.namespaces()).toEqual([]);
    expect(store.dump()).toEqual({});
    const again = store.collection<Row>("svc", "rows", byOwner);
    expect([again.size(), again.get("r1"), again.size({ index: "owner", scope: "a" })]).toEqual([
      0,
      undefined,
      0,
    ]);
    again.put("r2", { owner: "a", n: 2 });
    expect(ns(again, { in: { index: "owner", scope: "a" } })).toEqual([2]);
    expect(store.namespaces()).toEqual(["svc"]);
  });
});
