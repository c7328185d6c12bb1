/**
 * The stateful mock's plan of a mounted spec: its hints (the document's `x-mock`, then the `--mock-config`
 * file's) and what inference makes of the rest (resources.ts); and the start-up lines that list which
 * operations are stateful, with their resource, and which are generated.
 */
import { readFileSync } from "node:fs";
import type { MountedSpec } from "../mounted-spec";
import { SpecRefusal } from "../refusal";
import { type Hints, readHints } from "./hints";
import { type MockPlan, planMock } from "./resources";

/** Each spec's plan, made once: the mock and the start-up banner both read it. */
const plans = new WeakMap<MountedSpec, MockPlan | undefined>();

/** The plan of a spec mocked with state; undefined for one proxied or mocked stateless. */
export function planOf(spec: MountedSpec): MockPlan | undefined {
  if (!plans.has(spec)) plans.set(spec, makePlan(spec));
  return plans.get(spec);
}

function makePlan(spec: MountedSpec): MockPlan | undefined {
  const t = spec.target;
  if (t.kind !== "mock" || t.stateless) return undefined;
  const hints: Hints[] = [];
  const own = spec.document["x-mock"];
  if (own !== undefined) hints.push(readHints(own, "x-mock", `${spec.file}: x-mock`));
  if (t.mockConfig !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(t.mockConfig, "utf8"));
    } catch (err) {
      throw new SpecRefusal(
        `--mock-config ${spec.name}: cannot read ${t.mockConfig} (${(err as Error).message})`,
      );
    }
    hints.push(readHints(parsed, "mock-config", `--mock-config ${t.mockConfig}`));
  }
  return planMock(spec.document, spec.operations, hints);
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
