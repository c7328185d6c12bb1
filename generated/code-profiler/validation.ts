// generated from specs/code-profiler.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { OperationValidation } from "../runtime";
import { req_0, req_1, req_10, req_11, req_12, req_13, req_14, req_15, req_3, req_4, req_5, req_7, req_8, req_9, req_ConfigureAgentRequest, req_CreateProfilingGroupRequest } from "./request-validators";

import { res_5, res_7, res_8, res_AgentConfiguration, res_AggregatedProfile, res_BatchGetFrameMetricDataResponse, res_Error, res_ListProfilingGroupsResponse, res_ProfilingGroupDescription } from "./response-validators";

/** The validators of every operation of specs/code-profiler.yaml, by operationId. */
export const codeProfilerValidation = {
  listProfilingGroups: {
    parameters: [
      {"name":"includeDescription","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"boolean"},"empty":"checked"},
      {"name":"maxResults","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"nextToken","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_ListProfilingGroupsResponse },
      "default": { "application/json": res_Error },
    },
  },
  createProfilingGroup: {
    parameters: [
      {"name":"clientToken","in":"query","required":true,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
    ],
    validateParameters: req_1,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_CreateProfilingGroupRequest } },
    responses: {
      "201": { "application/json": res_ProfilingGroupDescription },
      "default": { "application/json": res_Error },
    },
  },
  describeProfilingGroup: {
    parameters: [
      {"name":"profilingGroupName","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_3,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_ProfilingGroupDescription },
      "default": { "application/json": res_Error },
    },
  },
  updateProfilingGroup: {
    parameters: [
      {"name":"profilingGroupName","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_3,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_4 } },
    responses: {
      "200": { "application/json": res_ProfilingGroupDescription },
      "default": { "application/json": res_Error },
    },
  },
  deleteProfilingGroup: {
    parameters: [
      {"name":"profilingGroupName","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_3,
    queryCredentials: [],
    body: undefined,
    responses: {
      "204": {  },
      "default": { "application/json": res_Error },
    },
  },
  postAgentProfile: {
    parameters: [
      {"name":"profilingGroupName","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"profileToken","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
    ],
    validateParameters: req_5,
    queryCredentials: [],
    body: { required: true, content: { "application/json": undefined, "application/x-vendor-ion": undefined, "application/x-amzn-ion": undefined } },
    responses: {
      "204": {  },
      "default": { "application/json": res_Error },
    },
  },
  configureAgent: {
    parameters: [
      {"name":"profilingGroupName","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_3,
    queryCredentials: [],
    body: { required: false, content: { "application/json": req_ConfigureAgentRequest } },
    responses: {
      "200": { "application/json": res_AgentConfiguration },
      "default": { "application/json": res_Error },
    },
  },
  getProfile: {
    parameters: [
      {"name":"profilingGroupName","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"startTime","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"endTime","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"period","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"maxDepth","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
    ],
    validateParameters: req_7,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_AggregatedProfile, "application/x-vendor-ion": undefined, "application/x-amzn-ion": undefined },
      "default": { "application/json": res_Error },
    },
  },
  listProfileTimes: {
    parameters: [
      {"name":"profilingGroupName","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"startTime","in":"query","required":true,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"endTime","in":"query","required":true,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"period","in":"query","required":true,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"orderBy","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"maxResults","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"nextToken","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
    ],
    validateParameters: req_8,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_5 },
      "default": { "application/json": res_Error },
    },
  },
  batchGetFrameMetricData: {
    parameters: [
      {"name":"profilingGroupName","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"startTime","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"endTime","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"period","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"targetResolution","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
    ],
    validateParameters: req_9,
    queryCredentials: [],
    body: { required: false, content: { "application/json": req_10 } },
    responses: {
      "200": { "application/json": res_BatchGetFrameMetricDataResponse },
      "default": { "application/json": res_Error },
    },
  },
  getPolicy: {
    parameters: [
      {"name":"profilingGroupName","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_3,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_7 },
      "default": { "application/json": res_Error },
    },
  },
  putPermission: {
    parameters: [
      {"name":"profilingGroupName","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"actionGroup","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_11,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_12 } },
    responses: {
      "200": { "application/json": res_7 },
      "default": { "application/json": res_Error },
    },
  },
  removePermission: {
    parameters: [
      {"name":"profilingGroupName","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"actionGroup","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"revisionId","in":"query","required":true,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
    ],
    validateParameters: req_13,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_7 },
      "default": { "application/json": res_Error },
    },
  },
  getNotificationConfiguration: {
    parameters: [
      {"name":"profilingGroupName","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_3,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_8 },
      "default": { "application/json": res_Error },
    },
  },
  addNotificationChannels: {
    parameters: [
      {"name":"profilingGroupName","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_3,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_14 } },
    responses: {
      "200": { "application/json": res_8 },
      "default": { "application/json": res_Error },
    },
  },
  removeNotificationChannel: {
    parameters: [
      {"name":"profilingGroupName","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"channelId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_15,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_8 },
      "default": { "application/json": res_Error },
    },
  },
} satisfies Record<string, OperationValidation>;
