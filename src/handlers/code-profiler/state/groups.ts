/**
 * Profiling groups (CodeGuru Profiler: identified by profilingGroupName, read as a ProfilingGroupDescription).
 * Creation is the real API's CreateProfilingGroup, idempotent by its client token. Deleting a group deletes everything
 * scoped to it (its profiles, policy and notification channels) through the registered listeners.
 */
import { ServiceError } from "../../../errors/service-error";
import type { Clock } from "../../../runtime/clock";
import { listPage } from "../../../runtime/listing";
import type { PageTokens } from "../../../runtime/pagination";
import type { Collection, ServiceStore } from "../../../runtime/store";

export type ComputePlatform = "Default" | "AWSLambda";

export interface GroupRecord {
  name: string;
  arn: string;
  computePlatform: ComputePlatform;
  profilingEnabled: boolean;
  tags: Record<string, string>;
  clientToken: string;
  createdAt: Date;
  updatedAt: Date;
  latestAgentOrchestratedAt?: Date;
  latestAgentProfileReportedAt?: Date;
}

export interface NewGroup {
  name: string;
  clientToken: string;
  computePlatform?: ComputePlatform;
  profilingEnabled?: boolean;
  tags?: Record<string, string>;
}

/** The region and account the gateway's ARNs name (the documentation's example account). */
export const REGION = "us-east-1";
export const ACCOUNT_ID = "123456789012";
/** CodeGuru Profiler's documented quota: 500 profiling groups per account and region. */
export const MAX_PROFILING_GROUPS = 500;
/** Page size of ListProfilingGroups when maxResults is absent. */
export const DEFAULT_MAX_RESULTS = 100;

export function groupArn(name: string): string {
  return `arn:aws:codeguru-profiler:${REGION}:${ACCOUNT_ID}:profilingGroup/${name}`;
}

export class ProfilingGroups {
  private readonly groups: Collection<GroupRecord>;
  private readonly deleteListeners: ((name: string) => void)[] = [];

  constructor(
    store: ServiceStore,
    private readonly clock: Clock,
    private readonly pageTokens: PageTokens,
  ) {
    this.groups = store.collection("profiling-groups");
  }

  /** Registers what must be forgotten with a deleted group. */
  onDelete(listener: (name: string) => void): void {
    this.deleteListeners.push(listener);
  }

  get(name: string): GroupRecord {
    const group = this.groups.get(name);
    if (!group) throw new ServiceError("not_found", `Profiling group ${name} does not exist`);
    return group;
  }

  create(input: NewGroup): GroupRecord {
    const existing = this.groups.get(input.name);
    if (existing) {
      // A retry with the creating request's token answers as the first call did.
      if (existing.clientToken === input.clientToken) return existing;
      throw new ServiceError("already_exists", `Profiling group ${input.name} already exists`);
    }
    if (this.groups.size() >= MAX_PROFILING_GROUPS) {
      // ServiceQuotaExceededException (402), as CreateProfilingGroup documents.
      throw new ServiceError(
        "resource_exhausted",
        `You have reached the maximum of ${MAX_PROFILING_GROUPS} profiling groups in this account and Region`,
      );
    }
    const now = this.clock.now();
    const group: GroupRecord = {
      name: input.name,
      arn: groupArn(input.name),
      computePlatform: input.computePlatform ?? "Default",
      // The documented default: a new group is enabled for profiling.
      profilingEnabled: input.profilingEnabled ?? true,
      tags: { ...input.tags },
      clientToken: input.clientToken,
      createdAt: now,
      updatedAt: now,
    };
    this.groups.put(group.name, group);
    return group;
  }

  list(opts: { maxResults?: number; nextToken?: string }): { groups: GroupRecord[]; nextToken?: string } {
    const page = listPage(
      this.pageTokens,
      this.groups,
      "profiling-groups",
      { pageSize: opts.maxResults, pageToken: opts.nextToken },
      // The spec caps maxResults at 1000, the documented maximum.
      { maxPageSize: 1000, defaultPageSize: DEFAULT_MAX_RESULTS, tokenParameter: "nextToken" },
    );
    return { groups: page.items, nextToken: page.nextPageToken };
  }

  update(name: string, profilingEnabled: boolean): GroupRecord {
    const next: GroupRecord = { ...this.get(name), profilingEnabled, updatedAt: this.clock.now() };
    this.groups.put(name, next);
    return next;
  }

  delete(name: string): void {
    this.get(name);
    this.groups.delete(name);
    for (const listener of this.deleteListeners) listener(name);
  }

  /** An agent asked for its configuration (ConfigureAgent). */
  recordOrchestration(name: string): GroupRecord {
    const next: GroupRecord = { ...this.get(name), latestAgentOrchestratedAt: this.clock.now() };
    this.groups.put(name, next);
    return next;
  }

  /** An agent profile was received (PostAgentProfile). */
  recordProfileReported(name: string): void {
    this.groups.put(name, { ...this.get(name), latestAgentProfileReportedAt: this.clock.now() });
  }
}
