/**
 * A service given a namespace that already holds state (a restart on STATE_DIR, an imported snapshot) keeps
 * that state as it is: building the service writes nothing, fixtures included, and what a client changed
 * before the restart is still there after it.
 */

import { services } from "../../generated/index";
import { createApp } from "../../src/app";
import { silentLogger } from "../../src/http/logger";
import { ManualClock } from "../../src/runtime/clock";
import { MemoryStore } from "../../src/runtime/memory-store";
import type { StoreJournal } from "../../src/runtime/store";

const AT = "2026-03-01T00:00:00Z";

/** Every change the store is told of, by `namespace/collection`. */
function recordingJournal(): StoreJournal & { writes: string[] } {
  const writes: string[] = [];
  return {
    writes,
    put: (collection, id) => writes.push(`put ${collection}:${id}`),
    delete: (collection, id) => writes.push(`delete ${collection}:${id}`),
    clear: () => writes.push("clear"),
  };
}

test.each(
  services.map((s) => s.slug),
)("%s: built on kept state, it writes nothing and a record deleted before the restart stays deleted", async (slug) => {
  const first = new MemoryStore();
  await createApp({ store: first, clock: new ManualClock(AT), logger: silentLogger(), services: [slug] });
  const seeded = Object.entries(first.dump()).find(([key]) => key.startsWith(`${slug}/`));
  if (seeded) {
    const [key, [[id]]] = seeded;
    expect(first.collection(slug, key.slice(slug.length + 1)).delete(id)).toBe(true);
  }
  const dump = first.dump();

  const journal = recordingJournal();
  const kept = new MemoryStore({ initial: dump, journal });
  await createApp({ store: kept, clock: new ManualClock(AT), logger: silentLogger(), services: [slug] });
  expect(journal.writes).toEqual([]);
  expect(kept.dump()).toEqual(dump);
});
