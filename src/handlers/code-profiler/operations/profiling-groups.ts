/** The profilingGroups operations: create, describe, list, update and delete profiling groups. */
import type { CodeProfilerHandlers } from "../../../../generated/code-profiler/handlers";
import type { GroupRecord } from "../state/groups";
import type { CodeProfilerState } from "../state/index";
import { groupDescription, groupList } from "../wire/groups";

type ProfilingGroupsHandlers = Pick<
  CodeProfilerHandlers,
  | "listProfilingGroups"
  | "createProfilingGroup"
  | "describeProfilingGroup"
  | "updateProfilingGroup"
  | "deleteProfilingGroup"
>;

export function profilingGroupsOperations({ groups, profiles }: CodeProfilerState): ProfilingGroupsHandlers {
  const latestOf = (name: string) => profiles.latest(name);
  const describe = (group: GroupRecord) => groupDescription(group, latestOf(group.name));
  return {
    listProfilingGroups: ({ query }) => ({
      status: 200,
      body: groupList(groups.list(query), query.includeDescription, latestOf),
    }),
    createProfilingGroup: ({ query, body }) => {
      const group = groups.create({
        name: body.profilingGroupName,
        clientToken: query.clientToken,
        computePlatform: body.computePlatform,
        profilingEnabled: body.agentOrchestrationConfig?.profilingEnabled,
        tags: body.tags,
      });
      return { status: 201, body: describe(group) };
    },
    describeProfilingGroup: ({ path }) => ({
      status: 200,
      body: describe(groups.get(path.profilingGroupName)),
    }),
    updateProfilingGroup: ({ path, body }) => ({
      status: 200,
      body: describe(groups.update(path.profilingGroupName, body.agentOrchestrationConfig.profilingEnabled)),
    }),
    deleteProfilingGroup: ({ path }) => {
      groups.delete(path.profilingGroupName);
      return { status: 204 };
    },
  };
}
