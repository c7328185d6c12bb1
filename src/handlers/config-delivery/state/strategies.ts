/**
 * Deployment strategies (AppConfig: "overall duration, percentage of targets per interval, an algorithm for how
 * the percentage grows, bake time"). AppConfig's predefined strategies are loaded from fixtures (../fixtures.ts)
 * and can be used but neither changed nor deleted.
 */
import { ServiceError } from "../../../errors/service-error";
import { compact } from "./compact";
import { CUSTOM, type Deps, type GrowthType, type StrategyRecord, type Tags } from "./database";
import { badRequest, notFound } from "./errors";
import { newId } from "./ids";
import { listPage, type PageRequest, type PageResult } from "./paging";
import { forgetResource, type TagStore } from "./tags";

/** AppConfig's default quota of (custom) deployment strategies per account. */
export const MAX_STRATEGIES = 20;

export interface StrategyInput {
  name: string;
  description?: string;
  durationMinutes: number;
  growthFactor: number;
  growthType?: GrowthType;
  finalBakeMinutes?: number;
  replicateTo?: "NONE" | "SSM_DOCUMENT";
  tags?: Tags;
}

/** A strategy AppConfig defines itself (AppConfig.AllAtOnce, AppConfig.Linear50PercentEvery30Seconds, ...). */
export type PredefinedStrategy = Omit<StrategyRecord, "predefined">;

export class Strategies {
  constructor(
    private readonly deps: Deps,
    private readonly tags: TagStore,
  ) {}

  /** Adds AppConfig's predefined strategies, as the fixtures describe them. */
  addPredefined(strategies: readonly PredefinedStrategy[]): void {
    for (const s of strategies) this.deps.db.strategies.put(s.id, { ...s, predefined: true });
  }

  get(id: string): StrategyRecord {
    const s = this.deps.db.strategies.get(id);
    if (!s) throw notFound("DeploymentStrategy", `deployment strategy ${id} not found`);
    return s;
  }

  create(input: StrategyInput): StrategyRecord {
    if (this.deps.db.strategies.size({ index: CUSTOM, scope: CUSTOM }) >= MAX_STRATEGIES) {
      throw new ServiceError(
        "resource_exhausted",
        `the account already has ${MAX_STRATEGIES} deployment strategies`,
      );
    }
    const s: StrategyRecord = compact({
      id: newId(),
      name: input.name,
      description: input.description,
      durationMinutes: input.durationMinutes,
      growthType: input.growthType ?? "LINEAR",
      growthFactor: input.growthFactor,
      finalBakeMinutes: input.finalBakeMinutes ?? 0,
      replicateTo: input.replicateTo ?? "NONE",
      predefined: false,
    });
    this.tags.set(`deploymentstrategy/${s.id}`, input.tags);
    this.deps.db.strategies.put(s.id, s);
    return s;
  }

  list(page: PageRequest): PageResult<StrategyRecord> {
    return listPage(this.deps, this.deps.db.strategies, "deployment-strategies", page);
  }

  update(
    id: string,
    input: Partial<
      Pick<
        StrategyInput,
        "description" | "durationMinutes" | "growthFactor" | "growthType" | "finalBakeMinutes"
      >
    >,
  ): StrategyRecord {
    const current = this.get(id);
    if (current.predefined) throw badRequest(`Cannot update predefined Deployment Strategy ${id}.`);
    const next = { ...current, ...compact(input) };
    this.deps.db.strategies.put(id, next);
    return next;
  }

  delete(id: string): void {
    const current = this.get(id);
    // AppConfig's documented refusal for its own strategies.
    if (current.predefined) throw badRequest(`Cannot delete predefined Deployment Strategy ${id}.`);
    this.deps.db.strategies.delete(id);
    forgetResource(this.deps, `deploymentstrategy/${id}`);
  }
}
