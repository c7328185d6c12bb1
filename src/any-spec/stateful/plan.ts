/**
 * The stateful mock's plan of a mounted spec: its hints (the document's `x-mock`, then the `--mock-config`
 * file's) and what inference makes of the rest (resources.ts); and the start-up lines that list which
 * operations are stateful, with their resource, and which are generated. A cached start reads the plan from
 * the compile cache (plan-cache.ts).
 */
import { readFileSync } from "node:fs";
import type { Obj } from "../../compiler/openapi-document";
import type { MountedSpec } from "../mounted-spec";
import { SpecRefusal } from "../refusal";
import { exampleRecords } from "./bodies";
import { type Hints, readHints } from "./hints";
import { planFile, readPlan, type SeededPlan, writePlan } from "./plan-cache";
import { planMock, type Resource } from "./resources";

/** Each spec's plan, made once: the mock and the start-up banner both read it. */
const plans = new WeakMap<MountedSpec, SeededPlan | undefined>();

/** The plan of a spec mocked with state; undefined for one proxied or mocked stateless. */
export function planOf(spec: MountedSpec): SeededPlan | undefined {
  if (!plans.has(spec)) plans.set(spec, cachedPlan(spec));
  return plans.get(spec);
}

/** The plan kept in the spec's compile cache entry, else the one made from its document (and then kept). */
function cachedPlan(spec: MountedSpec): SeededPlan | undefined {
  const t = spec.target;
  if (t.kind !== "mock" || t.stateless) return undefined;
  let mockConfig = Buffer.alloc(0);
  if (t.mockConfig !== undefined) {
    try {
      mockConfig = readFileSync(t.mockConfig);
    } catch (err) {
      throw new SpecRefusal(
        `--mock-config ${spec.name}: cannot read ${t.mockConfig} (${(err as Error).message})`,
      );
    }
  }
  const file = spec.cacheEntry === undefined ? undefined : planFile(spec.cacheEntry, mockConfig);
  const kept = file === undefined ? undefined : readPlan(file, () => spec.document);
  if (kept) return kept;
  const plan = makePlan(spec, mockConfig);
  if (file !== undefined) void writePlan(file, plan, spec.operations);
  return plan;
}

/** The plan made from the document, its hints (`x-mock`, then the `--mock-config` file's) and its examples. */
export function makePlan(spec: MountedSpec, mockConfig: Buffer): SeededPlan {
  const t = spec.target;
  const hints: Hints[] = [];
  const own = spec.document["x-mock"];
  if (own !== undefined) hints.push(readHints(own, "x-mock", `${spec.file}: x-mock`));
  if (t.kind === "mock" && t.mockConfig !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(mockConfig.toString("utf8"));
    } catch (err) {
      throw new SpecRefusal(
        `--mock-config ${spec.name}: cannot read ${t.mockConfig} (${(err as Error).message})`,
      );
    }
    hints.push(readHints(parsed, "mock-config", `--mock-config ${t.mockConfig}`));
  }
  const plan = planMock(spec.document, spec.operations, hints);
  const seeds = new Map<Resource, Obj[]>();
  for (const r of plan.resources) if (r.scope.length === 0) seeds.set(r, exampleRecords(spec.document, r));
  return { ...plan, seeds };
}

/** What the start-up banner lists of a spec mocked with state: its resources' operations, and the generated ones. */
export function mockLines(spec: MountedSpec): string[] {
  const plan = planOf(spec);
  if (!plan) return [];
  const indent = `  ${"".padEnd(24)} `;
  const lines: string[] = [];
  for (const r of plan.resources) {
    const ops = [...plan.stateful.values()].filter((s) => s.resource === r);
    if (ops.length === 0) continue;
    const under = r.parent ? `, in each ${r.parent.item} record` : "";
    const from = r.source === "inferred" ? "" : `, from ${r.source}`;
    lines.push(`${indent}stateful ${r.collection} + ${r.item} (key ${r.key}${under}${from}):`);
    lines.push(`${indent}  ${ops.map((s) => `${s.label} (${s.action})`).join(", ")}`);
  }
  const a = plan.accounts;
  if (a)
    lines.push(
      `${indent}accounts: POST ${a.register} registers (by ${a.name})${a.login ? `, POST ${a.login} logs in` : ""}${a.current ? `, ${a.current} is the caller's` : ""}`,
    );
  for (const r of plan.relations) {
    const shows = [r.flag, r.count, r.filter && `?${r.filter}=`].filter(Boolean);
    lines.push(`${indent}relation ${r.path}${shows.length > 0 ? ` (${shows.join(", ")})` : ""}`);
  }
  if (plan.generated.length > 0)
    lines.push(
      `${indent}generated from examples and schemas: ${plan.generated.map((g) => g.label).join(", ")}`,
    );
  return lines;
}
