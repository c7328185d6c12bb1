/** The policy operations: a profiling group's resource-based policy, read and changed by action group. */
import type { CodeProfilerHandlers } from "../../../../generated/code-profiler/handlers";
import type { CodeProfilerState } from "../state/index";

export function policyOperations({
  policies,
}: CodeProfilerState): Pick<CodeProfilerHandlers, "getPolicy" | "putPermission" | "removePermission"> {
  return {
    getPolicy: ({ path }) => ({ status: 200, body: policies.get(path.profilingGroupName) }),
    putPermission: ({ path, body }) => ({
      status: 200,
      body: policies.put(path.profilingGroupName, path.actionGroup, body.principals, body.revisionId),
    }),
    removePermission: ({ path, query }) => ({
      status: 200,
      body: policies.remove(path.profilingGroupName, path.actionGroup, query.revisionId),
    }),
  };
}
