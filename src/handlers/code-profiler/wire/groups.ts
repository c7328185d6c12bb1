/** Profiling groups on the wire: the ProfilingGroupDescription CodeGuru Profiler answers with, and its lists. */
import type { components } from "../../../../generated/code-profiler/types";
import type { GroupRecord } from "../state/groups";
import type { ProfileTime } from "../state/periods";
import { aggregatedProfileTime, iso } from "./times";

type Schemas = components["schemas"];

export function groupDescription(
  g: GroupRecord,
  latest: ProfileTime | undefined,
): Schemas["ProfilingGroupDescription"] {
  const profilingStatus: Schemas["ProfilingStatus"] = {};
  if (g.latestAgentProfileReportedAt)
    profilingStatus.latestAgentProfileReportedAt = iso(g.latestAgentProfileReportedAt);
  if (g.latestAgentOrchestratedAt)
    profilingStatus.latestAgentOrchestratedAt = iso(g.latestAgentOrchestratedAt);
  if (latest) profilingStatus.latestAggregatedProfile = aggregatedProfileTime(latest);
  return {
    name: g.name,
    arn: g.arn,
    agentOrchestrationConfig: { profilingEnabled: g.profilingEnabled },
    computePlatform: g.computePlatform,
    createdAt: iso(g.createdAt),
    updatedAt: iso(g.updatedAt),
    profilingStatus,
    tags: g.tags,
  };
}

/**
 * ListProfilingGroups: the names only, or the groups' descriptions (then `profilingGroupNames` is empty) when
 * includeDescription is set.
 */
export function groupList(
  page: { groups: GroupRecord[]; nextToken?: string },
  includeDescription: boolean | undefined,
  latestOf: (group: string) => ProfileTime | undefined,
): Schemas["ListProfilingGroupsResponse"] {
  const body: Schemas["ListProfilingGroupsResponse"] = includeDescription
    ? {
        profilingGroupNames: [],
        profilingGroups: page.groups.map((g) => groupDescription(g, latestOf(g.name))),
      }
    : { profilingGroupNames: page.groups.map((g) => g.name) };
  if (page.nextToken) body.nextToken = page.nextToken;
  return body;
}
