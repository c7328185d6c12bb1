/**
 * The LMDB store behind STATE_DIR: indexes, counters and sequence numbers are kept across a close and a reopen;
 * an index is kept, or built again when a writer did not keep it up; a page, a count and a lookup in one scope
 * read only that scope's entries, and an open reads no record; a directory of the earlier layout (records
 * alone) is indexed once when opened.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { open, type RootDatabase } from "lmdb";
import { LmdbStore } from "../../src/runtime/lmdb-store";
import { StateDir } from "../../src/runtime/state-dir";

interface Row {
  owner: string;
  n: number;
}

const byOwner = { owner: (r: Row) => r.owner };
const A = { index: "owner", scope: "a" };

let dir: string;
let root: RootDatabase | undefined;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "gateway-lmdb-"));
});
afterEach(async () => {
  await root?.close();
  root = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/** Closes the directory's environment, when open, and opens it afresh, as a restarted gateway does. */
async function reopenRoot(): Promise<RootDatabase> {
  await root?.close();
  root = open({ path: path.join(dir, "state.mdb"), noSync: true, maxDbs: 10 });
  return root;
}

async function reopen(maxRecordsPerService?: number): Promise<LmdbStore> {
  return new LmdbStore(await reopenRoot(), maxRecordsPerService);
}

interface Range {
  map(f: (entry: unknown) => unknown): Range;
}

interface Prototype {
  getRange(options: unknown): Range;
  getBinaryFast(...args: unknown[]): unknown;
}

/** Runs `read`, counting what it reads from LMDB: entries visited by range reads, and point reads. */
function readsOf<R>(read: () => R): { result: R; entries: number; points: number } {
  const proto = Object.getPrototypeOf(root) as Prototype;
  const { getRange, getBinaryFast } = proto;
  let entries = 0;
  let points = 0;
  proto.getRange = function (this: unknown, options) {
    return getRange.call(this, options).map((entry) => {
      entries++;
      return entry;
    });
  };
  proto.getBinaryFast = function (this: unknown, ...args) {
    points++;
    return getBinaryFast.apply(this, args);
  };
  try {
    const result = read();
    return { result, entries, points };
  } finally {
    proto.getRange = getRange;
    proto.getBinaryFast = getBinaryFast;
  }
}

test("indexes, counts, the ceiling and the next sequence number are kept across a reopen", async () => {
  const first = (await reopen()).collection<Row>("svc", "rows", byOwner);
  for (let n = 1; n <= 5; n++) first.put(`r${n}`, { owner: n % 2 ? "a" : "b", n });
  first.delete("r5");
  const store = await reopen(5);
  const rows = store.collection<Row>("svc", "rows", byOwner);
  expect([rows.size(), rows.size(A)]).toEqual([4, 2]);
  expect(rows.list({ in: A }).items.map((r) => r.n)).toEqual([1, 3]);
  rows.put("r6", { owner: "a", n: 6 });
  expect(store.dump()["svc/rows"].map(([id, seq]) => [id, seq])).toEqual([
    ["r1", 1],
    ["r2", 2],
    ["r3", 3],
    ["r4", 4],
    ["r6", 6],
  ]);
  expect(() => rows.put("r7", { owner: "a", n: 7 })).toThrow(/at most 5 records for svc/);
  expect(store.namespaces()).toEqual(["svc"]);
});

test("a page, a count and a lookup in one scope read that scope only; an open reads no record", async () => {
  const filling = (await reopen(10_000)).collection<Row>("svc", "rows", byOwner);
  for (let n = 1; n <= 600; n++) filling.put(`r${n}`, { owner: n % 200 === 0 ? "a" : "b", n });

  const env = await reopenRoot();
  const opened = readsOf(() => new LmdbStore(env, 10_000).collection<Row>("svc", "rows", byOwner));
  const rows = opened.result;
  expect(opened.entries + opened.points).toBeLessThan(10);
  const page = readsOf(() => rows.list({ in: A, limit: 2 }));
  expect(page.result.items.map((r) => r.n)).toEqual([200, 400]);
  // Two entries and one more to know another follows, and the two records.
  expect([page.entries, page.points]).toEqual([3, 2]);
  // From the cursor's own entry on.
  const rest = readsOf(() => rows.list({ in: A, after: page.result.cursor }));
  expect([rest.result.items.map((r) => r.n), rest.entries, rest.points]).toEqual([[600], 2, 1]);
  const count = readsOf(() => [rows.size(A), rows.size(), rows.has("r600"), rows.get("r1")?.n]);
  expect(count).toEqual({ result: [3, 600, true, 1], entries: 0, points: 4 });
  // The whole collection, for contrast: every record read.
  expect(readsOf(() => rows.all((r) => r.owner === "a")).entries).toBe(600);
});

test("an index is kept when declared the same, built again when its scope changed or a writer ignored it", async () => {
  const first = (await reopen()).collection<Row>("svc", "rows", byOwner);
  for (let n = 1; n <= 4; n++) first.put(`r${n}`, { owner: n <= 2 ? "a" : "b", n });

  // A gateway that does not declare the index still writes the collection.
  (await reopen()).collection<Row>("svc", "rows").put("r5", { owner: "a", n: 5 });
  const rebuilt = (await reopen()).collection<Row>("svc", "rows", byOwner);
  expect(rebuilt.list({ in: A }).items.map((r) => r.n)).toEqual([1, 2, 5]);

  const store = await reopen();
  const kept = readsOf(() => store.collection<Row>("svc", "rows", byOwner));
  expect(kept.entries).toBeLessThan(5);
  const byParity = { owner: (r: Row) => (r.n % 2 ? "a" : "b") };
  const changed = (await reopen()).collection<Row>("svc", "rows", byParity);
  expect(changed.list({ in: A }).items.map((r) => r.n)).toEqual([1, 3, 5]);
  expect(changed.size({ index: "owner", scope: "b" })).toBe(2);
});

test("a directory of the earlier layout is indexed once when opened, and serves as if written now", async () => {
  const old = open({ path: path.join(dir, "state.mdb"), noSync: true, maxDbs: 4 });
  const records = old.openDB<[number, unknown], [string, string]>({ name: "records" });
  old.transactionSync(() => {
    records.putSync(["svc/rows", "r3"], [7, { owner: "a", n: 3 }]);
    records.putSync(["svc/rows", "r1"], [2, { owner: "a", n: 1 }]);
    records.putSync(["svc/rows", "r2"], [5, { owner: "b", n: 2 }]);
    records.putSync(["other/things", "t"], [1, { owner: "a", n: 9 }]);
  });
  await old.close();

  const state = await StateDir.open(dir);
  try {
    expect(state.store.upgraded).toBe(4);
    const rows = state.store.collection<Row>("svc", "rows", byOwner);
    expect(rows.list().items.map((r) => r.n)).toEqual([1, 2, 3]);
    expect([rows.size(), rows.size(A)]).toEqual([3, 2]);
    expect(rows.list({ in: A, reverse: true }).items.map((r) => r.n)).toEqual([3, 1]);
    rows.put("r4", { owner: "a", n: 4 });
    expect(state.store.dump()["svc/rows"].at(-1)?.slice(0, 2)).toEqual(["r4", 8]);
    expect(state.store.namespaces().sort()).toEqual(["other", "svc"]);
  } finally {
    await state.close();
  }
  const again = await StateDir.open(dir);
  expect(again.store.upgraded).toBe(0);
  expect(again.store.collection<Row>("svc", "rows").size()).toBe(4);
  await again.close();
});
