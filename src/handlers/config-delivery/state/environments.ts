/**
 * Environments (AppConfig: "deployment group of targets within an application ... Can have alarms; when an
 * alarm triggers during a deployment the configuration is rolled back").
 */
import { ServiceError } from "../../../errors/service-error";
import type { Applications } from "./applications";
import { compact } from "./compact";
import {
  BY_APPLICATION,
  BY_ENVIRONMENT,
  type Deps,
  type EnvironmentRecord,
  type Monitor,
  type Tags,
} from "./database";
import { badRequest, conflict, notFound } from "./errors";
import { newId } from "./ids";
import { listPage, type PageRequest, type PageResult } from "./paging";
import { forgetResource, type TagStore } from "./tags";

/** AppConfig's default quota of environments per application. */
export const MAX_ENVIRONMENTS = 20;
/** AppConfig's deletion protection treats a resource retrieved within the last 60 minutes as active. */
export const PROTECTION_PERIOD_MS = 60 * 60 * 1000;

export type DeletionProtectionCheck = "ACCOUNT_DEFAULT" | "APPLY" | "BYPASS";

/** Refuses to delete a resource that deletion protection keeps: only with APPLY, since the account default is off. */
export function checkDeletionProtection(
  deps: Deps,
  check: DeletionProtectionCheck | undefined,
  lastRetrievedAt: Date | undefined,
  what: string,
): void {
  if (check !== "APPLY" || !lastRetrievedAt) return;
  if (deps.clock.now().getTime() - lastRetrievedAt.getTime() < PROTECTION_PERIOD_MS) {
    throw badRequest(
      `Deletion protection: ${what} was retrieved within the last 60 minutes; use x-amzn-deletion-protection-check: BYPASS to delete it`,
    );
  }
}

function envKey(applicationId: string, environmentId: string): string {
  return `${applicationId}/${environmentId}`;
}

export class Environments {
  constructor(
    private readonly deps: Deps,
    private readonly applications: Applications,
    private readonly tags: TagStore,
    /** Why the environment cannot be deleted right now (a deployment in progress), or undefined. */
    private readonly busy: (env: EnvironmentRecord) => string | undefined,
  ) {}

  get(applicationId: string, environmentId: string): EnvironmentRecord {
    this.applications.get(applicationId);
    const env = this.deps.db.environments.get(envKey(applicationId, environmentId));
    if (!env) {
      throw notFound("Environment", `environment ${environmentId} not found in application ${applicationId}`);
    }
    return env;
  }

  create(
    applicationId: string,
    input: { name: string; description?: string; monitors?: Monitor[]; tags?: Tags },
  ): EnvironmentRecord {
    this.applications.get(applicationId);
    if (this.deps.db.environments.size({ index: BY_APPLICATION, scope: applicationId }) >= MAX_ENVIRONMENTS) {
      throw new ServiceError(
        "resource_exhausted",
        `application ${applicationId} already has ${MAX_ENVIRONMENTS} environments`,
      );
    }
    const env: EnvironmentRecord = compact({
      applicationId,
      id: newId(),
      name: input.name,
      description: input.description,
      monitors: input.monitors ?? [],
      createdAt: this.deps.clock.now(),
    });
    this.tags.set(`application/${applicationId}/environment/${env.id}`, input.tags);
    this.deps.db.environments.put(envKey(applicationId, env.id), env);
    return env;
  }

  list(applicationId: string, page: PageRequest): PageResult<EnvironmentRecord> {
    this.applications.get(applicationId);
    return listPage(this.deps, this.deps.db.environments, `environments|${applicationId}`, page, {
      in: { index: BY_APPLICATION, scope: applicationId },
    });
  }

  /** Fields absent from the request keep their value; `Monitors` replaces the list when given. */
  update(
    applicationId: string,
    environmentId: string,
    input: { name?: string; description?: string; monitors?: Monitor[] },
  ): EnvironmentRecord {
    const next = { ...this.get(applicationId, environmentId), ...compact(input) };
    this.deps.db.environments.put(envKey(applicationId, environmentId), next);
    return next;
  }

  /** Records that the deprecated retrieval served this environment (deletion protection watches it). */
  touch(env: EnvironmentRecord): void {
    this.deps.db.environments.put(envKey(env.applicationId, env.id), {
      ...env,
      lastRetrievedAt: this.deps.clock.now(),
    });
  }

  delete(applicationId: string, environmentId: string, check?: DeletionProtectionCheck): void {
    const env = this.get(applicationId, environmentId);
    const reason = this.busy(env);
    if (reason) throw conflict(`Cannot delete environment ${environmentId}: ${reason}`);
    checkDeletionProtection(this.deps, check, env.lastRetrievedAt, `environment ${environmentId}`);
    const prefix = `application/${applicationId}/environment/${environmentId}`;
    for (const d of this.deps.db.deployments.all(undefined, {
      index: BY_ENVIRONMENT,
      scope: envKey(applicationId, environmentId),
    })) {
      this.deps.db.deployments.delete(`${applicationId}/${environmentId}/${d.deploymentNumber}`);
      this.deps.db.tags.delete(`${prefix}/deployment/${d.deploymentNumber}`);
    }
    this.deps.db.environments.delete(envKey(applicationId, environmentId));
    forgetResource(this.deps, prefix);
  }
}
