/**
 * The resource-based policy of a profiling group (CodeGuru Profiler: JSON-formatted, has a revisionId, changed through
 * an action group). The one action group grants the permissions to configure an agent and to post agent profiles. The
 * first PutPermission carries no revisionId and creates the policy; every later change must carry the current
 * revisionId, so a stale one is a conflict (optimistic concurrency).
 */
import { ServiceError } from "../../../errors/service-error";
import { uuid } from "../../../runtime/ids";
import type { Collection, ServiceStore } from "../../../runtime/store";
import { groupArn, type ProfilingGroups } from "./groups";

export const ACTION_GROUPS = {
  agentPermissions: ["codeguru-profiler:ConfigureAgent", "codeguru-profiler:PostAgentProfile"],
} as const;
export type ActionGroup = keyof typeof ACTION_GROUPS;

/** An IAM role, user or account root; the documentation does not allow wildcards. */
const PRINCIPAL = /^arn:aws(-[a-z]+)*:iam::\d{12}:(root|(role|user)\/[\w+=,.@/-]+)$/;

interface PolicyRecord {
  group: string;
  revisionId: string;
  /** Principals granted each action group, in the order they were first granted. */
  grants: Partial<Record<ActionGroup, string[]>>;
}

export interface PolicyView {
  policy: string;
  revisionId: string;
}

function conflict(message: string): ServiceError {
  return new ServiceError("aborted", message);
}

function render(record: PolicyRecord): PolicyView {
  const statements = Object.entries(record.grants).map(([actionGroup, principals]) => ({
    Sid: actionGroup,
    Effect: "Allow",
    Principal: { AWS: principals },
    Action: ACTION_GROUPS[actionGroup as ActionGroup],
    Resource: groupArn(record.group),
  }));
  return {
    policy: JSON.stringify({ Version: "2012-10-17", Statement: statements }),
    revisionId: record.revisionId,
  };
}

export class Policies {
  private readonly policies: Collection<PolicyRecord>;

  constructor(
    store: ServiceStore,
    private readonly groups: ProfilingGroups,
  ) {
    this.policies = store.collection("policies");
    groups.onDelete((name) => this.policies.delete(name));
  }

  private find(group: string): PolicyRecord {
    this.groups.get(group);
    const record = this.policies.get(group);
    if (!record) throw new ServiceError("not_found", `Profiling group ${group} has no resource-based policy`);
    return record;
  }

  get(group: string): PolicyView {
    return render(this.find(group));
  }

  put(
    group: string,
    actionGroup: ActionGroup,
    principals: string[],
    revisionId: string | undefined,
  ): PolicyView {
    this.groups.get(group);
    for (const p of principals) {
      if (!PRINCIPAL.test(p)) {
        throw new ServiceError("invalid_argument", `principals: ${p} is not the ARN of an IAM role or user`, {
          violations: [{ field: "principals", description: `${p} is not the ARN of an IAM role or user` }],
        });
      }
    }
    const current = this.policies.get(group);
    if (!current && revisionId !== undefined) {
      throw conflict(
        `Profiling group ${group} has no policy yet; omit revisionId on the first PutPermission`,
      );
    }
    if (current && revisionId !== current.revisionId) {
      throw conflict(
        revisionId === undefined
          ? `Profiling group ${group} already has a policy; pass its current revisionId`
          : `revisionId ${revisionId} is not the current revision of the policy of ${group}`,
      );
    }
    const granted = current?.grants[actionGroup] ?? [];
    const next: PolicyRecord = {
      group,
      revisionId: uuid(),
      grants: { ...current?.grants, [actionGroup]: [...new Set([...granted, ...principals])] },
    };
    this.policies.put(group, next);
    return render(next);
  }

  remove(group: string, actionGroup: ActionGroup, revisionId: string): PolicyView {
    const current = this.find(group);
    if (revisionId !== current.revisionId) {
      throw conflict(`revisionId ${revisionId} is not the current revision of the policy of ${group}`);
    }
    if (!current.grants[actionGroup]) {
      throw new ServiceError("not_found", `The policy of ${group} grants no ${actionGroup}`);
    }
    const grants = { ...current.grants };
    delete grants[actionGroup];
    const next: PolicyRecord = { group, revisionId: uuid(), grants };
    this.policies.put(group, next);
    return render(next);
  }
}
