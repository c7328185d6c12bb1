/**
 * A collection's indexes: a scope's records in their order, paged from a cursor forwards and backwards,
 * counted without a scan, kept true through replacements that move a record between scopes, deletions and a
 * restore, and checked against a plain filter of the whole collection on a random history of changes, in
 * memory and in LMDB.
 */
import fc from "fast-check";
import { MemoryStore } from "../../src/runtime/memory-store";
import { type Collection, type Store, serviceStore } from "../../src/runtime/store";
import { backends, closeStores } from "./stores";

interface Row {
  owner: string;
  n: number;
}

afterEach(closeStores);

const open = (store: Store) =>
  store.collection<Row>("svc", "rows", {
    owner: (r) => r.owner,
    even: (r) => (r.n % 2 === 0 ? "yes" : undefined),
  });

function pages(c: Collection<Row>, owner: string, limit: number, reverse = false): number[][] {
  const out: number[][] = [];
  let after: string | undefined;
  do {
    const page = c.list({ in: { index: "owner", scope: owner }, after, limit, reverse });
    out.push(page.items.map((r) => r.n));
    after = page.cursor;
  } while (after !== undefined);
  return out;
}

test("a scope lists its own records in order, pages from a cursor both ways, and counts without the others", () => {
  const c = open(new MemoryStore());
  for (let n = 1; n <= 10; n++) c.put(`r${n}`, { owner: n % 3 === 0 ? "a" : "b", n });
  expect(pages(c, "a", 2)).toEqual([[3, 6], [9]]);
  expect(pages(c, "a", 2, true)).toEqual([[9, 6], [3]]);
  expect(c.size({ index: "owner", scope: "a" })).toBe(3);
  expect(c.size({ index: "owner", scope: "nobody" })).toBe(0);
  expect(c.all(undefined, { index: "even", scope: "yes" }).map((r) => r.n)).toEqual([2, 4, 6, 8, 10]);
  expect(() => c.list({ in: { index: "missing", scope: "a" } })).toThrow(/no index missing/);
});

test("a replaced record keeps its place, also in the scope it moves to; a deleted one leaves its scope", () => {
  const c = open(new MemoryStore());
  for (let n = 1; n <= 5; n++) c.put(`r${n}`, { owner: "a", n });
  c.put("r2", { owner: "b", n: 2 });
  c.put("r4", { owner: "b", n: 4 });
  c.put("r1", { owner: "b", n: 1 });
  expect(pages(c, "b", 10)).toEqual([[1, 2, 4]]);
  expect(pages(c, "a", 10)).toEqual([[3, 5]]);
  c.delete("r2");
  expect(pages(c, "b", 10)).toEqual([[1, 4]]);
  expect(c.size({ index: "owner", scope: "b" })).toBe(2);
});

test("indexes are built from what a store was restored with; fixtures seed only an empty namespace", () => {
  const first = new MemoryStore();
  const c = open(first);
  for (let n = 1; n <= 4; n++) c.put(`r${n}`, { owner: n <= 2 ? "a" : "b", n });
  const restored = new MemoryStore({ initial: first.dump() });
  expect(pages(open(restored), "b", 10)).toEqual([[3, 4]]);
  for (const [store, expected] of [
    [restored, [3, 4]],
    [new MemoryStore(), [99]],
  ] as const) {
    const own = serviceStore(store, "svc");
    const rows = own.collection<Row>("rows", { owner: (r) => r.owner });
    own.seed(() => rows.put("fixture", { owner: "b", n: 99 }));
    expect(rows.all(undefined, { index: "owner", scope: "b" }).map((r) => r.n)).toEqual(expected);
  }
});

test.each(
  backends,
)("%s: on any history of puts and deletes, every scope's pages equal a filter of the whole collection", (_name, make) => {
  const store = make();
  const op = fc.oneof(
    fc.record({ put: fc.integer({ min: 0, max: 20 }), owner: fc.constantFrom("a", "b", "c") }),
    fc.record({ del: fc.integer({ min: 0, max: 20 }) }),
  );
  fc.assert(
    fc.property(fc.array(op, { maxLength: 80 }), fc.integer({ min: 1, max: 5 }), (ops, limit) => {
      store.clear();
      const c = open(store);
      for (const o of ops) {
        if ("put" in o) c.put(`r${o.put}`, { owner: o.owner, n: o.put });
        else c.delete(`r${o.del}`);
      }
      for (const owner of ["a", "b", "c"]) {
        const expected = c.all((r) => r.owner === owner).map((r) => r.n);
        expect(pages(c, owner, limit).flat()).toEqual(expected);
        expect(pages(c, owner, limit, true).flat()).toEqual([...expected].reverse());
        expect(c.size({ index: "owner", scope: owner })).toBe(expected.length);
      }
    }),
    { seed: 20261125, numRuns: 200 },
  );
});
