/**
 * The code-profiling service (Amazon CodeGuru Profiler, REST-JSON over AWS SigV4): the handler table assembled from
 * the operations of each spec tag over the domain in state/.
 */
import { awsSigV4AccessKey, unsignedSigV4Authorization } from "../../runtime/auth";
import type { ServiceModule } from "../../runtime/service";
import { agentsOperations } from "./operations/agents";
import { notificationsOperations } from "./operations/notifications";
import { policyOperations } from "./operations/policy";
import { profilesOperations } from "./operations/profiles";
import { profilingGroupsOperations } from "./operations/profiling-groups";
import { createCodeProfilerState } from "./state/index";

export const codeProfilerModule: ServiceModule<"code-profiler"> = {
  // Any well-formed SigV4 header is accepted: the gateway holds no secret keys to verify signatures with.
  authenticate: (credentials) => ({ id: awsSigV4AccessKey(credentials), permissions: ["*"] }),
  devCredentials: () => ({ authorization: unsignedSigV4Authorization("AKIDEXAMPLE", "codeguru-profiler") }),
  create: (deps) => {
    const state = createCodeProfilerState(deps);
    return {
      handlers: {
        ...profilingGroupsOperations(state),
        ...agentsOperations(state),
        ...profilesOperations(state, deps.clock),
        ...policyOperations(state),
        ...notificationsOperations(state),
      },
    };
  },
};
