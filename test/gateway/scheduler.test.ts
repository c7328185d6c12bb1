/**
 * The scheduler runs due work by the gateway's clock: in due-time order across services, catch-up work that
 * handlers put in the same pass, failures logged and dropped, and pending work kept in the services' own
 * store namespaces, so a restart (or a snapshot import) resumes it and a reset drops it.
 */
import { createApiKeysClient } from "../../generated/api-keys/client";
import { ManualClock } from "../../src/runtime/clock";
import { MemoryStore } from "../../src/runtime/memory-store";
import { type DueWork, Scheduler } from "../../src/runtime/scheduler";
import { serviceStore } from "../../src/runtime/store";
import { advanceClock, startGateway } from "../support/gateway";

const MINUTE = 60_000;

function setUp(store = new MemoryStore(), clock = new ManualClock("2026-03-01T00:00:00Z")) {
  const failures: { slug: string; work: DueWork; error: unknown }[] = [];
  const scheduler = new Scheduler(clock, (slug, work, error) => failures.push({ slug, work, error }));
  const ran: string[] = [];
  const a = scheduler.scheduleOf("svc-a", serviceStore(store, "svc-a"));
  const b = scheduler.scheduleOf("svc-b", serviceStore(store, "svc-b"));
  scheduler.bind("svc-a", serviceStore(store, "svc-a"));
  scheduler.bind("svc-b", serviceStore(store, "svc-b"));
  for (const [name, schedule] of [
    ["a", a],
    ["b", b],
  ] as const)
    schedule.on<string>("note", (w) => ran.push(`${name}:${w.data}@${w.at.toISOString().slice(11, 16)}`));
  scheduler.reindex();
  const at = (minutes: number) => new Date(clock.now().getTime() + minutes * MINUTE);
  return { store, clock, scheduler, a, b, ran, failures, at };
}

test("due work runs when the clock reaches it, earliest first across services, ties in the order put", () => {
  const { clock, scheduler, a, b, ran, at } = setUp();
  a.at("late", at(30), "note", "late");
  b.at("early", at(10), "note", "early");
  a.at("tie-1", at(20), "note", "first");
  b.at("tie-2", at(20), "note", "second");
  scheduler.runDue();
  expect(ran).toEqual([]);
  clock.advance(20 * MINUTE);
  scheduler.runDue();
  expect(ran).toEqual(["b:early@00:10", "a:first@00:20", "b:second@00:20"]);
  clock.advance(10 * MINUTE);
  scheduler.runDue();
  expect(ran.at(-1)).toBe("a:late@00:30");
  expect(a.get("late")).toBeUndefined();
});

test("the pending listing shows each service's queue earliest first, capped, and changes nothing", () => {
  const { clock, scheduler, a, b, ran, at } = setUp();
  a.at("later", at(30), "note", "x");
  a.at("sooner", at(10), "note", "y");
  a.at("tie", at(10), "note", "z");
  b.at("only", at(5), "note", "w");
  const listed = scheduler.pending(2);
  expect(listed).toEqual([
    {
      service: "svc-a",
      count: 3,
      next: [
        { key: "sooner", kind: "note", at: at(10) },
        { key: "tie", kind: "note", at: at(10) },
      ],
    },
    { service: "svc-b", count: 1, next: [{ key: "only", kind: "note", at: at(5) }] },
  ]);
  expect(scheduler.pending()[0].next.map((w) => w.key)).toEqual(["sooner", "tie", "later"]);
  clock.advance(60 * MINUTE);
  expect(ran).toEqual([]);
  scheduler.runDue();
  expect(scheduler.pending().map((p) => p.count)).toEqual([0, 0]);
});

test("a key names one pending entry: putting again replaces it, cancel drops it", () => {
  const { clock, scheduler, a, ran, at } = setUp();
  a.at("k", at(5), "note", "old");
  a.at("k", at(15), "note", "new");
  a.at("gone", at(1), "note", "cancelled");
  expect(a.cancel("gone")).toBe(true);
  expect(a.cancel("gone")).toBe(false);
  expect(a.get<string>("k")).toMatchObject({ kind: "note", data: "new" });
  clock.advance(60 * MINUTE);
  scheduler.runDue();
  expect(ran).toEqual(["a:new@00:15"]);
});

test("work a handler puts that is already due runs in the same pass; later work waits", () => {
  const { clock, scheduler, a, at } = setUp();
  const runs: string[] = [];
  a.on<number>("tick", (w) => {
    runs.push(w.at.toISOString().slice(11, 16));
    if (w.data < 3) a.at("tick", new Date(w.at.getTime() + 10 * MINUTE), "tick", w.data + 1);
  });
  a.at("tick", at(10), "tick", 0);
  clock.advance(25 * MINUTE);
  scheduler.runDue();
  expect(runs).toEqual(["00:10", "00:20"]);
  expect(a.get("tick")?.at.toISOString()).toBe("2026-03-01T00:30:00.000Z");
});

test("a handler that throws, or a kind nobody handles, is reported and dropped; the rest still runs", () => {
  const { clock, scheduler, a, ran, failures, at } = setUp();
  a.on("boom", () => {
    throw new Error("broken");
  });
  a.at("x", at(1), "boom", null);
  a.at("y", at(2), "unknown-kind", null);
  a.at("z", at(3), "note", "after");
  clock.advance(5 * MINUTE);
  scheduler.runDue();
  expect(failures.map((f) => [f.slug, f.work.key, String(f.error)])).toEqual([
    ["svc-a", "x", "Error: broken"],
    ["svc-a", "y", "Error: no handler for due work of kind unknown-kind"],
  ]);
  expect(ran).toEqual(["a:after@00:03"]);
  expect(a.get("x")).toBeUndefined();
});

test("pending work lives in the service's own namespace and resumes on a store restored from a dump", () => {
  const first = setUp();
  first.a.at("k", first.at(10), "note", "kept");
  expect(Object.keys(first.store.dump())).toEqual(["svc-a/due-work"]);
  const restarted = setUp(new MemoryStore({ initial: first.store.dump() }), first.clock);
  first.clock.advance(10 * MINUTE);
  restarted.scheduler.runDue();
  expect(restarted.ran).toEqual(["a:kept@00:10"]);
});

test("rebinding a service (a reset) makes what its earlier instance queued stale", () => {
  const { clock, scheduler, a, ran, at, store } = setUp();
  a.at("k", at(5), "note", "before reset");
  store.clear();
  scheduler.bind("svc-a", serviceStore(store, "svc-a"));
  a.on<string>("note", (w) => ran.push(`fresh:${w.data}`));
  scheduler.reindex();
  clock.advance(10 * MINUTE);
  scheduler.runDue();
  expect(ran).toEqual([]);
});

describe("through the gateway", () => {
  const keyPath = "/v2/projects/{project}/locations/{location}/keys/{key}" as const;
  const key = { params: { path: { project: "p1", location: "global" as const, key: "k1" } } };

  test("a purge that was pending when a snapshot was taken runs on the gateway that imports it", async () => {
    const source = await startGateway({ services: ["api-keys"] });
    const target = await startGateway({ services: ["api-keys"], clock: source.clock });
    try {
      const client = createApiKeysClient(source.url, { headers: { Authorization: "Bearer dev-token" } });
      await client.POST("/v2/projects/{project}/locations/{location}/keys", {
        params: { path: { project: "p1", location: "global" }, query: { keyId: "k1" } },
        body: {},
      });
      await client.DELETE(keyPath, key);
      const snapshot = (await (await fetch(`${source.url}/__admin/snapshot`)).json()) as {
        collections: Record<string, unknown>;
      };
      expect(Object.keys(snapshot.collections)).toContain("api-keys/due-work");
      const put = await fetch(`${target.url}/__admin/snapshot`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(snapshot),
      });
      expect(put.status).toBe(200);
      const onTarget = createApiKeysClient(target.url, { headers: { Authorization: "Bearer dev-token" } });
      expect((await onTarget.GET(keyPath, key)).response.status).toBe(200);
      await advanceClock(target.url, "P30D");
      expect((await onTarget.GET(keyPath, key)).response.status).toBe(404);
    } finally {
      await source.close();
      await target.close();
    }
  });
});
