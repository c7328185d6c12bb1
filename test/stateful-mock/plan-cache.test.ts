/**
 * The stateful mock's plan kept in the compile cache: what a cached start reads back is exactly the plan
 * made from the document (its resources, how they nest, each operation's part, the seeded records), over the
 * corpus and the documents with hints (`x-mock`, a `--mock-config` file); and a cached start uses it.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { loadSpec } from "../../src/any-spec/load";
import type { MountedSpec } from "../../src/any-spec/mounted-spec";
import { makePlan, planOf } from "../../src/any-spec/stateful/plan";
import { planFile, readPlan, type SeededPlan, writePlan } from "../../src/any-spec/stateful/plan-cache";
import type { SpecMount } from "../../src/config";
import { tempCache } from "../any-spec/support";
import { corpusDocuments } from "../corpus/documents";

const cache = tempCache();
afterAll(() => cache.remove());

const REALWORLD = path.join(__dirname, "realworld");
const documents: { name: string; file: string; mockConfig?: string }[] = [
  ...corpusDocuments().map((d) => ({ name: d.name, file: d.file })),
  { name: "articles", file: path.join(__dirname, "specs/articles.yaml") },
  { name: "accounts", file: path.join(__dirname, "specs/accounts-write-only.yaml") },
  {
    name: "realworld",
    file: path.join(REALWORLD, "openapi.yml"),
    mockConfig: path.join(REALWORLD, "conduit.mock.json"),
  },
];

const mount = (d: (typeof documents)[number]): SpecMount => ({
  name: d.name,
  file: d.file,
  target: { kind: "mock", policy: "enforce", ...(d.mockConfig ? { mockConfig: d.mockConfig } : {}) },
});

/** Resources by index, so that a plan's references between them are compared as well as their contents. */
function links(plan: SeededPlan) {
  const at = (r: unknown) => plan.resources.findIndex((x) => x === r);
  return {
    nesting: plan.resources.map((r) => [at(r.parent), at(r.owner)]),
    operations: [...plan.stateful.values()].map((s) => [s.operationId, at(s.resource)]),
    seeds: [...plan.seeds.keys()].map(at),
  };
}

describe.each(documents.map((d) => [d.name, d] as const))("%s", (_name, d) => {
  test("the kept plan is the plan made from the document", async () => {
    const spec = await loadSpec(mount(d), cache.dir);
    const config = d.mockConfig ? readFileSync(d.mockConfig) : Buffer.alloc(0);
    const made = makePlan(spec, config);
    expect(spec.cacheEntry).toBeDefined();
    const file = planFile(spec.cacheEntry!, config);
    await writePlan(file, made, spec.operations);
    const kept = readPlan(file, () => spec.document);
    expect(kept).toEqual(made);
    expect(links(kept!)).toEqual(links(made));
  });
});

test("a cached start reads the plan its first start kept, without parsing the document", async () => {
  const d = documents.find((x) => x.name === "realworld")!;
  const first: MountedSpec = await loadSpec(mount(d), cache.dir);
  const made = planOf(first)!;
  const entry = first.cacheEntry!;
  for (let i = 0; i < 50 && !readdirSync(entry).some((f) => f.startsWith("plan-")); i++)
    await new Promise((r) => setTimeout(r, 20));
  const cached = await loadSpec(mount(d), cache.dir);
  expect(cached.cached).toBe(true);
  let parsed = false;
  const withDocumentWatched = Object.create(cached, {
    document: {
      get: () => {
        parsed = true;
        return cached.document;
      },
    },
  }) as MountedSpec;
  const kept = planOf(withDocumentWatched)!;
  expect(parsed).toBe(false);
  expect(kept).toEqual(made);
});
