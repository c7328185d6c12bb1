// generated from specs/billing.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { OperationValidation } from "../runtime";
import { req_0, req_1, req_10, req_12, req_13, req_15, req_17, req_2, req_20, req_24, req_26, req_27, req_28, req_29, req_31, req_32, req_33, req_34, req_35, req_36, req_38, req_4, req_40, req_6, req_9, req_AccountCreate, req_AccountingCodeCreate, req_AccountingCodeUpdate, req_AccountingPeriodCreate, req_AccountingPeriodUpdate, req_CreditMemoApply, req_CreditMemoCreate, req_CreditMemoUpdate, req_EmailTemplateCreate, req_EmailTemplateUpdate, req_EventTriggerCreate, req_EventTriggerUpdate, req_FileDeletionJobCreate, req_OrderPreviewRequest, req_ProductShare, req_QueryJobCreate, req_SettingsBatchRequest } from "./request-validators";

import { res_22, res_23, res_24, res_AccountCreateResult, res_AccountingCodePage, res_AccountingCodeResult, res_AccountingPeriodPage, res_AccountingPeriodResult, res_AsyncJob, res_AsyncJobAccepted, res_ChargeRevenueSummary, res_ContactResult, res_CreditMemo, res_CreditMemoItemResult, res_CreditMemoPage, res_EmailTemplate, res_EmailTemplatePage, res_EventTrigger, res_EventTriggerPage, res_EventsError, res_FileDeletionJob, res_HistoryDeletionTask, res_IdResult, res_MassAction, res_NotificationDefinitionPage, res_ProductPage, res_ProductResult, res_QueryJobEnvelope, res_SettingsBatchResponse, res_Success, res_V1Error } from "./response-validators";

/** The validators of every operation of specs/billing.yaml, by operationId. */
export const billingValidation = {
  exportChargeMetrics: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"fromTimestamp","in":"query","required":true,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"toTimestamp","in":"query","required":true,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json-seq": undefined, "text/csv": undefined },
      "default": { "application/json": res_EventsError },
    },
  },
  exportDiscountAllocationDetails: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"fromTimestamp","in":"query","required":true,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"toTimestamp","in":"query","required":true,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
    ],
    validateParameters: req_0,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json-seq": undefined, "text/csv": undefined },
      "default": { "application/json": res_EventsError },
    },
  },
  listEventTriggers: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"baseObject","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"eventTypeName","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"active","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"boolean"},"empty":"checked"},
      {"name":"start","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"limit","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
    ],
    validateParameters: req_1,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_EventTriggerPage },
      "default": { "application/json": res_EventsError },
    },
  },
  createEventTrigger: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_2,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_EventTriggerCreate } },
    responses: {
      "200": { "application/json": res_EventTrigger },
      "default": { "application/json": res_EventsError },
    },
  },
  getEventTrigger: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"id","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_4,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_EventTrigger },
      "default": { "application/json": res_EventsError },
    },
  },
  updateEventTrigger: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"id","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_4,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_EventTriggerUpdate } },
    responses: {
      "200": { "application/json": res_EventTrigger },
      "default": { "application/json": res_EventsError },
    },
  },
  deleteEventTrigger: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"id","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_4,
    queryCredentials: [],
    body: undefined,
    responses: {
      "204": {  },
      "default": { "application/json": res_EventsError },
    },
  },
  listEmailTemplates: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"start","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"limit","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"eventTypeName","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"name","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
    ],
    validateParameters: req_6,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_EmailTemplatePage },
      "default": { "application/json": res_EventsError },
    },
  },
  createEmailTemplate: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_2,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_EmailTemplateCreate } },
    responses: {
      "200": { "application/json": res_EmailTemplate },
      "default": { "application/json": res_EventsError },
    },
  },
  getEmailTemplate: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"id","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_4,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_EmailTemplate },
      "default": { "application/json": res_EventsError },
    },
  },
  updateEmailTemplate: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"id","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_4,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_EmailTemplateUpdate } },
    responses: {
      "200": { "application/json": res_EmailTemplate },
      "default": { "application/json": res_EventsError },
    },
  },
  deleteEmailTemplate: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"id","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_4,
    queryCredentials: [],
    body: undefined,
    responses: {
      "204": {  },
      "default": { "application/json": res_EventsError },
    },
  },
  listNotificationDefinitions: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"start","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"limit","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"profileId","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"eventTypeName","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"emailTemplateId","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
    ],
    validateParameters: req_9,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_NotificationDefinitionPage },
      "default": { "application/json": res_EventsError },
    },
  },
  deleteNotificationHistory: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"accountId","in":"query","required":true,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
    ],
    validateParameters: req_10,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_HistoryDeletionTask },
      "default": { "application/json": res_EventsError },
    },
  },
  getNotificationHistoryDeletionTask: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"id","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_4,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_HistoryDeletionTask },
      "default": { "application/json": res_EventsError },
    },
  },
  submitDataQuery: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_2,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_QueryJobCreate } },
    responses: {
      "200": { "application/json": res_QueryJobEnvelope },
      "default": { "application/json": res_EventsError },
    },
  },
  getDataQueryJob: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"queryJobId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_12,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_QueryJobEnvelope },
      "default": { "application/json": res_EventsError },
    },
  },
  cancelDataQueryJob: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"queryJobId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_12,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_QueryJobEnvelope },
      "default": { "application/json": res_EventsError },
    },
  },
  getDataQueryFile: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"queryJobId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"entity","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"expires","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"signature","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
    ],
    validateParameters: req_13,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": undefined, "text/csv": undefined, "text/tab-separated-values": undefined, "text/plain": undefined, "application/gzip": undefined, "application/zip": undefined },
      "default": { "application/json": res_EventsError },
    },
  },
  submitSettingsBatch: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_2,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_SettingsBatchRequest } },
    responses: {
      "200": { "application/json": res_SettingsBatchResponse },
      "default": { "application/json": res_EventsError },
    },
  },
  listAccountingPeriods: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"page","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"pageSize","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
    ],
    validateParameters: req_15,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_AccountingPeriodPage },
      "default": { "application/json": res_V1Error },
    },
  },
  createAccountingPeriod: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_2,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_AccountingPeriodCreate } },
    responses: {
      "200": { "application/json": res_IdResult },
      "default": { "application/json": res_V1Error },
    },
  },
  getAccountingPeriod: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"apId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_17,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_AccountingPeriodResult },
      "default": { "application/json": res_V1Error },
    },
  },
  updateAccountingPeriod: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"apId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_17,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_AccountingPeriodUpdate } },
    responses: {
      "200": { "application/json": res_Success },
      "default": { "application/json": res_V1Error },
    },
  },
  deleteAccountingPeriod: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"apId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_17,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_Success },
      "default": { "application/json": res_V1Error },
    },
  },
  closeAccountingPeriod: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"apId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_17,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_Success },
      "default": { "application/json": res_V1Error },
    },
  },
  pendingCloseAccountingPeriod: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"apId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_17,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_Success },
      "default": { "application/json": res_V1Error },
    },
  },
  reopenAccountingPeriod: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"apId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_17,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_Success },
      "default": { "application/json": res_V1Error },
    },
  },
  runTrialBalance: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"apId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_17,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_Success },
      "default": { "application/json": res_V1Error },
    },
  },
  listAccountingCodes: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"page","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"pageSize","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
    ],
    validateParameters: req_15,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_AccountingCodePage },
      "default": { "application/json": res_V1Error },
    },
  },
  createAccountingCode: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_2,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_AccountingCodeCreate } },
    responses: {
      "200": { "application/json": res_IdResult },
      "default": { "application/json": res_V1Error },
    },
  },
  getAccountingCode: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"acId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_20,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_AccountingCodeResult },
      "default": { "application/json": res_V1Error },
    },
  },
  updateAccountingCode: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"acId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_20,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_AccountingCodeUpdate } },
    responses: {
      "200": { "application/json": res_Success },
      "default": { "application/json": res_V1Error },
    },
  },
  deleteAccountingCode: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"acId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_20,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_Success },
      "default": { "application/json": res_V1Error },
    },
  },
  deactivateAccountingCode: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"acId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_20,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_Success },
      "default": { "application/json": res_V1Error },
    },
  },
  createAccount: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_2,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_AccountCreate } },
    responses: {
      "200": { "application/json": res_AccountCreateResult },
      "default": { "application/json": res_V1Error },
    },
  },
  createFileDeletionJob: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_2,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_FileDeletionJobCreate } },
    responses: {
      "201": { "application/json": res_FileDeletionJob },
      "default": { "application/json": res_V1Error },
    },
  },
  getFileDeletionJob: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"jobId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_24,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_FileDeletionJob },
      "default": { "application/json": res_V1Error },
    },
  },
  previewOrderAsync: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_2,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_OrderPreviewRequest } },
    responses: {
      "202": { "application/json": res_AsyncJobAccepted },
      "default": { "application/json": res_V1Error },
    },
  },
  getAsyncJob: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"jobId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_24,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_AsyncJob },
      "default": { "application/json": res_V1Error },
    },
  },
  getMassAction: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"bulkKey","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_26,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_MassAction },
      "default": { "application/json": res_V1Error },
    },
  },
  stopMassAction: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"bulkKey","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_26,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_Success },
      "default": { "application/json": res_V1Error },
    },
  },
  getProduct: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"productId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_27,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_ProductResult },
      "default": { "application/json": res_V1Error },
    },
  },
  listProductRatePlans: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"productId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"page","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"pageSize","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
    ],
    validateParameters: req_28,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_22 },
      "default": { "application/json": res_V1Error },
    },
  },
  listEmailNotificationHistory: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"accountId","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"page","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"pageSize","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
    ],
    validateParameters: req_29,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_23 },
      "default": { "application/json": res_V1Error },
    },
  },
  listCalloutNotificationHistory: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"accountId","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"page","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"pageSize","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
    ],
    validateParameters: req_29,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_24 },
      "default": { "application/json": res_V1Error },
    },
  },
  listProducts: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"page","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"pageSize","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
    ],
    validateParameters: req_15,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_ProductPage },
      "default": { "application/json": res_V1Error },
    },
  },
  shareProduct: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"productId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_27,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_ProductShare } },
    responses: {
      "200": { "application/json": res_Success },
      "default": { "application/json": res_V1Error },
    },
  },
  getChargeRevenueSummaryByChargeKey: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"chargeKey","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_31,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_ChargeRevenueSummary },
      "default": { "application/json": res_V1Error },
    },
  },
  getChargeRevenueSummary: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"crsNumber","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_32,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_ChargeRevenueSummary },
      "default": { "application/json": res_V1Error },
    },
  },
  createConnection: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"apiAccessKeyId","in":"header","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"apiSecretAccessKey","in":"header","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_33,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_34 } },
    responses: {
      "200": { "application/json": res_Success },
      "default": { "application/json": res_V1Error },
    },
  },
  getContact: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"contactId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_35,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_ContactResult },
      "default": { "application/json": res_V1Error },
    },
  },
  scrubContact: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"contactId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_35,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_Success },
      "default": { "application/json": res_V1Error },
    },
  },
  listCreditMemos: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"page","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"pageSize","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"integer"},"empty":"checked"},
      {"name":"accountId","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"amount","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"number"},"empty":"checked"},
      {"name":"appliedAmount","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"number"},"empty":"checked"},
      {"name":"autoApplyUponPosting","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"boolean"},"empty":"checked"},
      {"name":"createdById","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"createdDate","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"creditMemoDate","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"currency","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"excludeFromAutoApplyRules","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"boolean"},"empty":"checked"},
      {"name":"number","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"referredInvoiceId","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"refundAmount","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"number"},"empty":"checked"},
      {"name":"status","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"targetDate","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"taxAmount","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"number"},"empty":"checked"},
      {"name":"totalTaxExemptAmount","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"number"},"empty":"checked"},
      {"name":"transferredToAccounting","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"unappliedAmount","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"number"},"empty":"checked"},
      {"name":"updatedById","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"updatedDate","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
      {"name":"sort","in":"query","required":false,"style":"form","explode":true,"shape":{"type":"string"},"empty":"checked"},
    ],
    validateParameters: req_36,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_CreditMemoPage },
      "default": { "application/json": res_V1Error },
    },
  },
  createCreditMemo: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_2,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_CreditMemoCreate } },
    responses: {
      "200": { "application/json": res_CreditMemo },
      "default": { "application/json": res_V1Error },
    },
  },
  getCreditMemo: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"creditMemoId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_38,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_CreditMemo },
      "default": { "application/json": res_V1Error },
    },
  },
  updateCreditMemo: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"creditMemoId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_38,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_CreditMemoUpdate } },
    responses: {
      "200": { "application/json": res_CreditMemo },
      "default": { "application/json": res_V1Error },
    },
  },
  deleteCreditMemo: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"creditMemoId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_38,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_Success },
      "default": { "application/json": res_V1Error },
    },
  },
  getCreditMemoItem: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"creditMemoId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"cmitemid","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_40,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_CreditMemoItemResult },
      "default": { "application/json": res_V1Error },
    },
  },
  applyCreditMemo: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"creditMemoId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_38,
    queryCredentials: [],
    body: { required: true, content: { "application/json": req_CreditMemoApply } },
    responses: {
      "200": { "application/json": res_CreditMemo },
      "default": { "application/json": res_V1Error },
    },
  },
  cancelCreditMemo: {
    parameters: [
      {"name":"Billing-Track-Id","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"Billing-Entity-Ids","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"billing-version","in":"header","required":false,"style":"simple","explode":false,"shape":{"type":"string"}},
      {"name":"creditMemoId","in":"path","required":true,"style":"simple","explode":false,"shape":{"type":"string"}},
    ],
    validateParameters: req_38,
    queryCredentials: [],
    body: undefined,
    responses: {
      "200": { "application/json": res_CreditMemo },
      "default": { "application/json": res_V1Error },
    },
  },
} satisfies Record<string, OperationValidation>;
