// generated from specs/code-profiler.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { OperationInfo } from "../runtime";

/** Every operation of specs/code-profiler.yaml, in spec order. */
export const codeProfilerOperations = [
  { operationId: "listProfilingGroups", method: "get", path: "/profilingGroups", body: "none", headerParams: [] },
  { operationId: "createProfilingGroup", method: "post", path: "/profilingGroups", body: "json", headerParams: [] },
  { operationId: "describeProfilingGroup", method: "get", path: "/profilingGroups/{profilingGroupName}", body: "none", headerParams: [] },
  { operationId: "updateProfilingGroup", method: "put", path: "/profilingGroups/{profilingGroupName}", body: "json", headerParams: [] },
  { operationId: "deleteProfilingGroup", method: "delete", path: "/profilingGroups/{profilingGroupName}", body: "none", headerParams: [] },
  { operationId: "postAgentProfile", method: "post", path: "/profilingGroups/{profilingGroupName}/agentProfile", body: "raw", headerParams: [] },
  { operationId: "configureAgent", method: "post", path: "/profilingGroups/{profilingGroupName}/configureAgent", body: "json", headerParams: [] },
  { operationId: "getProfile", method: "get", path: "/profilingGroups/{profilingGroupName}/profile", body: "none", headerParams: [] },
  { operationId: "listProfileTimes", method: "get", path: "/profilingGroups/{profilingGroupName}/profileTimes", body: "none", headerParams: [] },
  { operationId: "batchGetFrameMetricData", method: "post", path: "/profilingGroups/{profilingGroupName}/frames/-/metrics", body: "json", headerParams: [] },
  { operationId: "getPolicy", method: "get", path: "/profilingGroups/{profilingGroupName}/policy", body: "none", headerParams: [] },
  { operationId: "putPermission", method: "put", path: "/profilingGroups/{profilingGroupName}/policy/{actionGroup}", body: "json", headerParams: [] },
  { operationId: "removePermission", method: "delete", path: "/profilingGroups/{profilingGroupName}/policy/{actionGroup}", body: "none", headerParams: [] },
  { operationId: "getNotificationConfiguration", method: "get", path: "/profilingGroups/{profilingGroupName}/notificationConfiguration", body: "none", headerParams: [] },
  { operationId: "addNotificationChannels", method: "post", path: "/profilingGroups/{profilingGroupName}/notificationConfiguration", body: "json", headerParams: [] },
  { operationId: "removeNotificationChannel", method: "delete", path: "/profilingGroups/{profilingGroupName}/notificationConfiguration/{channelId}", body: "none", headerParams: [] },
] as const satisfies readonly OperationInfo[];
