/**
 * The stateful mock's plan kept beside a document's compile cache entry, so that a cached start plans its
 * records and seeds them without parsing the document (a large one takes as long to parse and plan as the
 * rest of the start). The file is named by a hash of the sources that make a plan and of the `--mock-config`
 * file's bytes; the entry itself is named by the document's bytes (and its `x-mock`) and the compiler's sources.
 * A plan that cannot be read is made from the document again; one that cannot be written (a read-only cache)
 * only costs the next start its planning.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Obj } from "../../compiler/openapi-document";
import { PROJECT_ROOT } from "../../runtime/project-root";
import { type MockPlan, operationIn, type Resource, type StatefulOperation } from "./resources";

/** The sources whose change changes a plan or its seeds, in the project's folder (the entry's key covers the compiler's). */
const PLAN_SOURCES = [
  "src/any-spec/stateful/plan.ts",
  "src/any-spec/stateful/plan-cache.ts",
  "src/any-spec/stateful/resources.ts",
  "src/any-spec/stateful/schema.ts",
  "src/any-spec/stateful/hints.ts",
  "src/any-spec/stateful/bodies.ts",
  "src/runtime/media-type.ts",
];

/** A plan with the records seeded from the document's examples, by resource (those not under another). */
export type SeededPlan = MockPlan & { seeds: ReadonlyMap<Resource, readonly Obj[]> };

/**
 * The plan as JSON: resources refer to each other, and operations and seeds to resources, by index. An
 * operation's object is not copied (it would be most of the file): it is found in the document by its path and
 * method when first asked for, as the plan found it.
 */
interface PlanData {
  resources: (Omit<Resource, "parent" | "owner"> & { parent?: number; owner?: number })[];
  accounts?: SeededPlan["accounts"];
  relations: SeededPlan["relations"];
  stateful: (Omit<StatefulOperation, "resource" | "op"> & {
    resource: number;
    path: string;
    method: string;
  })[];
  generated: SeededPlan["generated"];
  seeds: [number, readonly Obj[]][];
}

/** An operation's place in the document. */
export interface OperationAt {
  operationId: string;
  path: string;
  method: string;
}

let sourcesHash: string | undefined;

/** The plan file of a compile cache entry for these `--mock-config` bytes (none: an empty buffer). */
export function planFile(entryDir: string, mockConfig: Buffer): string {
  if (sourcesHash === undefined) {
    const hash = createHash("sha256");
    for (const f of PLAN_SOURCES) {
      try {
        hash.update(readFileSync(path.join(PROJECT_ROOT, f)));
      } catch {
        // A bundle deployed without its sources: the entry's own key covers the package's version.
      }
    }
    sourcesHash = hash.digest("hex");
  }
  const key = createHash("sha256").update(sourcesHash).update(mockConfig).digest("hex").slice(0, 24);
  return path.join(entryDir, `plan-${key}.json`);
}

export function planData(plan: SeededPlan, operations: readonly OperationAt[]): PlanData {
  const at = new Map(operations.map((o) => [o.operationId, o]));
  const index = new Map(plan.resources.map((r, i) => [r, i]));
  const of = (r: Resource | undefined) => (r === undefined ? undefined : index.get(r));
  return {
    resources: plan.resources.map((r) => ({ ...r, parent: of(r.parent), owner: of(r.owner) })),
    ...(plan.accounts ? { accounts: plan.accounts } : {}),
    relations: plan.relations,
    stateful: [...plan.stateful.values()].map(({ op: _op, ...s }) => {
      const { path, method } = at.get(s.operationId)!;
      return { ...s, resource: index.get(s.resource)!, path, method };
    }),
    generated: plan.generated,
    seeds: [...plan.seeds].map(([r, records]) => [index.get(r)!, records]),
  };
}

export function planOfData(data: PlanData, document: () => Obj): SeededPlan {
  const resources: Resource[] = data.resources.map(({ parent: _p, owner: _o, ...r }) => ({ ...r }));
  data.resources.forEach((r, i) => {
    if (r.parent !== undefined) resources[i].parent = resources[r.parent];
    if (r.owner !== undefined) resources[i].owner = resources[r.owner];
  });
  return {
    resources,
    ...(data.accounts ? { accounts: data.accounts } : {}),
    relations: data.relations,
    stateful: new Map(
      data.stateful.map(({ path, method, ...s }) => {
        let op: Obj | undefined;
        const operation = { ...s, resource: resources[s.resource] } as StatefulOperation;
        return [
          s.operationId,
          Object.defineProperty(operation, "op", {
            get: () => {
              op ??= operationIn(document(), path, method);
              return op;
            },
            enumerable: true,
          }),
        ];
      }),
    ),
    generated: data.generated,
    seeds: new Map(data.seeds.map(([i, records]) => [resources[i], records])),
  };
}

/** The plan kept in `file`, or undefined; `document` gives the document it was made from. */
export function readPlan(file: string, document: () => Obj): SeededPlan | undefined {
  try {
    return planOfData(JSON.parse(readFileSync(file, "utf8")) as PlanData, document);
  } catch {
    return undefined;
  }
}

/** Keeps `plan` in `file`, written whole (a temporary file renamed into place); a failure is not an error. */
export async function writePlan(
  file: string,
  plan: SeededPlan,
  operations: readonly OperationAt[],
): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    await writeFile(tmp, JSON.stringify(planData(plan, operations)));
    await rename(tmp, file);
  } catch {
    // A read-only cache, or an entry another gateway replaced meanwhile.
  }
}
