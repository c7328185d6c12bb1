// generated from specs/code-profiler.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { HandlerContext, RawBody } from "../runtime";
import type { operations } from "./types";

type OpListProfilingGroups = operations["listProfilingGroups"];
/** GET /profilingGroups */
export interface ListProfilingGroupsRequest {
  path: Record<string, never>;
  query: NonNullable<OpListProfilingGroups["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type ListProfilingGroupsReply =
  | { status: 200; body: OpListProfilingGroups["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCreateProfilingGroup = operations["createProfilingGroup"];
/** POST /profilingGroups */
export interface CreateProfilingGroupRequest {
  path: Record<string, never>;
  query: NonNullable<OpCreateProfilingGroup["parameters"]["query"]>;
  headers: Record<string, never>;
  body: NonNullable<OpCreateProfilingGroup["requestBody"]>["content"]["application/json"];
}
export type CreateProfilingGroupReply =
  | { status: 201; body: OpCreateProfilingGroup["responses"][201]["content"]["application/json"]; headers?: Record<string, string> };

type OpDescribeProfilingGroup = operations["describeProfilingGroup"];
/** GET /profilingGroups/{profilingGroupName} */
export interface DescribeProfilingGroupRequest {
  path: NonNullable<OpDescribeProfilingGroup["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type DescribeProfilingGroupReply =
  | { status: 200; body: OpDescribeProfilingGroup["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpUpdateProfilingGroup = operations["updateProfilingGroup"];
/** PUT /profilingGroups/{profilingGroupName} */
export interface UpdateProfilingGroupRequest {
  path: NonNullable<OpUpdateProfilingGroup["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpUpdateProfilingGroup["requestBody"]>["content"]["application/json"];
}
export type UpdateProfilingGroupReply =
  | { status: 200; body: OpUpdateProfilingGroup["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpDeleteProfilingGroup = operations["deleteProfilingGroup"];
/** DELETE /profilingGroups/{profilingGroupName} */
export interface DeleteProfilingGroupRequest {
  path: NonNullable<OpDeleteProfilingGroup["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type DeleteProfilingGroupReply =
  | { status: 204; headers?: Record<string, string> };

type OpPostAgentProfile = operations["postAgentProfile"];
/** POST /profilingGroups/{profilingGroupName}/agentProfile */
export interface PostAgentProfileRequest {
  path: NonNullable<OpPostAgentProfile["parameters"]["path"]>;
  query: NonNullable<OpPostAgentProfile["parameters"]["query"]>;
  headers: Record<string, never>;
  body: RawBody;
}
export type PostAgentProfileReply =
  | { status: 204; headers?: Record<string, string> };

type OpConfigureAgent = operations["configureAgent"];
/** POST /profilingGroups/{profilingGroupName}/configureAgent */
export interface ConfigureAgentRequest {
  path: NonNullable<OpConfigureAgent["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpConfigureAgent["requestBody"]>["content"]["application/json"] | undefined;
}
export type ConfigureAgentReply =
  | { status: 200; body: OpConfigureAgent["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetProfile = operations["getProfile"];
/** GET /profilingGroups/{profilingGroupName}/profile */
export interface GetProfileRequest {
  path: NonNullable<OpGetProfile["parameters"]["path"]>;
  query: NonNullable<OpGetProfile["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetProfileReply =
  | { status: 200; body: OpGetProfile["responses"][200]["content"]["application/json"]; headers?: Record<string, string> }
  | { status: 200; contentType: string; body: Buffer | string; headers?: Record<string, string> }
  | { status: 200; contentType: string; body: Buffer | string; headers?: Record<string, string> };

type OpListProfileTimes = operations["listProfileTimes"];
/** GET /profilingGroups/{profilingGroupName}/profileTimes */
export interface ListProfileTimesRequest {
  path: NonNullable<OpListProfileTimes["parameters"]["path"]>;
  query: NonNullable<OpListProfileTimes["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type ListProfileTimesReply =
  | { status: 200; body: OpListProfileTimes["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpBatchGetFrameMetricData = operations["batchGetFrameMetricData"];
/** POST /profilingGroups/{profilingGroupName}/frames/-/metrics */
export interface BatchGetFrameMetricDataRequest {
  path: NonNullable<OpBatchGetFrameMetricData["parameters"]["path"]>;
  query: NonNullable<OpBatchGetFrameMetricData["parameters"]["query"]>;
  headers: Record<string, never>;
  body: NonNullable<OpBatchGetFrameMetricData["requestBody"]>["content"]["application/json"] | undefined;
}
export type BatchGetFrameMetricDataReply =
  | { status: 200; body: OpBatchGetFrameMetricData["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetPolicy = operations["getPolicy"];
/** GET /profilingGroups/{profilingGroupName}/policy */
export interface GetPolicyRequest {
  path: NonNullable<OpGetPolicy["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetPolicyReply =
  | { status: 200; body: OpGetPolicy["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpPutPermission = operations["putPermission"];
/** PUT /profilingGroups/{profilingGroupName}/policy/{actionGroup} */
export interface PutPermissionRequest {
  path: NonNullable<OpPutPermission["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpPutPermission["requestBody"]>["content"]["application/json"];
}
export type PutPermissionReply =
  | { status: 200; body: OpPutPermission["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpRemovePermission = operations["removePermission"];
/** DELETE /profilingGroups/{profilingGroupName}/policy/{actionGroup} */
export interface RemovePermissionRequest {
  path: NonNullable<OpRemovePermission["parameters"]["path"]>;
  query: NonNullable<OpRemovePermission["parameters"]["query"]>;
  headers: Record<string, never>;
  body: undefined;
}
export type RemovePermissionReply =
  | { status: 200; body: OpRemovePermission["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetNotificationConfiguration = operations["getNotificationConfiguration"];
/** GET /profilingGroups/{profilingGroupName}/notificationConfiguration */
export interface GetNotificationConfigurationRequest {
  path: NonNullable<OpGetNotificationConfiguration["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type GetNotificationConfigurationReply =
  | { status: 200; body: OpGetNotificationConfiguration["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpAddNotificationChannels = operations["addNotificationChannels"];
/** POST /profilingGroups/{profilingGroupName}/notificationConfiguration */
export interface AddNotificationChannelsRequest {
  path: NonNullable<OpAddNotificationChannels["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: NonNullable<OpAddNotificationChannels["requestBody"]>["content"]["application/json"];
}
export type AddNotificationChannelsReply =
  | { status: 200; body: OpAddNotificationChannels["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpRemoveNotificationChannel = operations["removeNotificationChannel"];
/** DELETE /profilingGroups/{profilingGroupName}/notificationConfiguration/{channelId} */
export interface RemoveNotificationChannelRequest {
  path: NonNullable<OpRemoveNotificationChannel["parameters"]["path"]>;
  query: Record<string, never>;
  headers: Record<string, never>;
  body: undefined;
}
export type RemoveNotificationChannelReply =
  | { status: 200; body: OpRemoveNotificationChannel["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

/**
 * One member per operationId of specs/code-profiler.yaml. `C` is what the handlers are given besides the request: the
 * gateway's context, or the service's own extension of it (ServiceInstance.context).
 */
export interface CodeProfilerHandlers<C extends HandlerContext = HandlerContext> {
  listProfilingGroups(req: ListProfilingGroupsRequest, ctx: C): ListProfilingGroupsReply | Promise<ListProfilingGroupsReply>;
  createProfilingGroup(req: CreateProfilingGroupRequest, ctx: C): CreateProfilingGroupReply | Promise<CreateProfilingGroupReply>;
  describeProfilingGroup(req: DescribeProfilingGroupRequest, ctx: C): DescribeProfilingGroupReply | Promise<DescribeProfilingGroupReply>;
  updateProfilingGroup(req: UpdateProfilingGroupRequest, ctx: C): UpdateProfilingGroupReply | Promise<UpdateProfilingGroupReply>;
  deleteProfilingGroup(req: DeleteProfilingGroupRequest, ctx: C): DeleteProfilingGroupReply | Promise<DeleteProfilingGroupReply>;
  postAgentProfile(req: PostAgentProfileRequest, ctx: C): PostAgentProfileReply | Promise<PostAgentProfileReply>;
  configureAgent(req: ConfigureAgentRequest, ctx: C): ConfigureAgentReply | Promise<ConfigureAgentReply>;
  getProfile(req: GetProfileRequest, ctx: C): GetProfileReply | Promise<GetProfileReply>;
  listProfileTimes(req: ListProfileTimesRequest, ctx: C): ListProfileTimesReply | Promise<ListProfileTimesReply>;
  batchGetFrameMetricData(req: BatchGetFrameMetricDataRequest, ctx: C): BatchGetFrameMetricDataReply | Promise<BatchGetFrameMetricDataReply>;
  getPolicy(req: GetPolicyRequest, ctx: C): GetPolicyReply | Promise<GetPolicyReply>;
  putPermission(req: PutPermissionRequest, ctx: C): PutPermissionReply | Promise<PutPermissionReply>;
  removePermission(req: RemovePermissionRequest, ctx: C): RemovePermissionReply | Promise<RemovePermissionReply>;
  getNotificationConfiguration(req: GetNotificationConfigurationRequest, ctx: C): GetNotificationConfigurationReply | Promise<GetNotificationConfigurationReply>;
  addNotificationChannels(req: AddNotificationChannelsRequest, ctx: C): AddNotificationChannelsReply | Promise<AddNotificationChannelsReply>;
  removeNotificationChannel(req: RemoveNotificationChannelRequest, ctx: C): RemoveNotificationChannelReply | Promise<RemoveNotificationChannelReply>;
}
