/** The agents operations: what a profiling agent calls, ConfigureAgent and PostAgentProfile. */
import type { CodeProfilerHandlers } from "../../../../generated/code-profiler/handlers";
import { readAgentProfile } from "../state/call-tree";
import type { CodeProfilerState } from "../state/index";
import { decodeAgentProfile } from "../wire/profile-codec";

export function agentsOperations({
  groups,
  profiles,
}: CodeProfilerState): Pick<CodeProfilerHandlers, "postAgentProfile" | "configureAgent"> {
  return {
    postAgentProfile: ({ path, query, body }) => {
      groups.get(path.profilingGroupName);
      const tree = readAgentProfile(decodeAgentProfile(body));
      profiles.submit(path.profilingGroupName, query.profileToken, tree);
      return { status: 204 };
    },
    configureAgent: ({ path }) => ({ status: 200, body: groups.configureAgent(path.profilingGroupName) }),
  };
}
