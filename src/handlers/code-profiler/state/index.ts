/** The code-profiling domain, one module per resource, wired together on the service's store, clock and schedule. */
import type { ServiceDeps } from "../../../runtime/service";
import { ProfilingGroups } from "./groups";
import { NotificationChannels } from "./notifications";
import { Policies } from "./policy";
import { Profiles } from "./profiles";

export interface CodeProfilerState {
  groups: ProfilingGroups;
  profiles: Profiles;
  policies: Policies;
  channels: NotificationChannels;
}

export function createCodeProfilerState(deps: ServiceDeps): CodeProfilerState {
  const groups = new ProfilingGroups(deps.store, deps.clock, deps.pageTokens);
  return {
    groups,
    profiles: new Profiles(deps.store, deps.clock, deps.pageTokens, groups, deps.schedule),
    policies: new Policies(deps.store, groups),
    channels: new NotificationChannels(deps.store, groups),
  };
}
