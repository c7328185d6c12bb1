/** The compile cache: a second start with an unchanged document compiles nothing; a changed file compiles again. */
import { cpSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadSpec } from "../../src/any-spec/load";
import { mocked, SPECS, tempCache } from "./support";

const cache = tempCache();
const work = tempCache();
const other = tempCache();
afterAll(() => {
  cache.remove();
  work.remove();
  other.remove();
});

test("the second start of an unchanged spec reads the bundled document from the cache, and validates the same", async () => {
  const mount = mocked("inventory", "inventory.yaml");
  const first = await loadSpec(mount, cache.dir);
  expect(first.cached).toBe(false);
  expect(readdirSync(cache.dir).filter((d) => !d.startsWith("."))).toHaveLength(1);
  const second = await loadSpec(mount, cache.dir);
  expect(second.cached).toBe(true);
  // The same operations and the same checks, whichever way they were made.
  expect(second.operations).toEqual(first.operations);
  const body = { name: "", quantity: 0 };
  const validate = (s: typeof first) => s.validation.createItem.body?.content["application/json"];
  expect(validate(first)?.(body)).toBe(false);
  expect(validate(second)?.(body)).toBe(false);
  expect(validate(second)?.({ name: "Nut", quantity: 3 })).toBe(true);
  // The entry keeps what routing needs apart from the document and the schemas, which are parsed on first use.
  const [entry] = readdirSync(cache.dir).filter((d) => !d.startsWith("."));
  expect(readdirSync(path.join(cache.dir, entry)).sort()).toEqual([
    "document.json",
    "manifest.json",
    "schemas.json",
    "spec.json",
  ]);
  expect(readFileSync(path.join(cache.dir, entry, "spec.json"), "utf8")).not.toContain('"paths"');
  expect(second.document).toEqual(first.document);
  expect(second.warnings).toEqual(first.warnings);
});

test("a change in a file the spec $refs makes the next start compile again", async () => {
  cpSync(SPECS, work.dir, { recursive: true });
  const mount = { ...mocked("inventory", "inventory.yaml"), file: path.join(work.dir, "inventory.yaml") };
  expect((await loadSpec(mount, other.dir)).cached).toBe(false);
  expect((await loadSpec(mount, other.dir)).cached).toBe(true);
  const common = path.join(work.dir, "common.yaml");
  writeFileSync(
    common,
    readFileSync(common, "utf8").replace(
      "quantity: { type: integer, minimum: 1 }",
      "quantity: { type: integer, minimum: 5 }",
    ),
  );
  const changed = await loadSpec(mount, other.dir);
  expect(changed.cached).toBe(false);
  expect(
    changed.validation.createItem.body?.content["application/json"]?.({ name: "Nut", quantity: 3 }),
  ).toBe(false);
});
