// generated from specs/billing.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { HandlerContext, RawBody } from "../runtime";
import type { operations } from "./types";

type OpExportChargeMetrics = operations["exportChargeMetrics"];
/** GET /charge-metrics/data/charge-metrics */
export interface ExportChargeMetricsRequest {
  path: Record<string, never>;
  query: NonNullable<OpExportChargeMetrics["parameters"]["query"]>;
  headers: NonNullable<OpExportChargeMetrics["parameters"]["header"]>;
  body: undefined;
}
export type ExportChargeMetricsReply =
  | { status: 200; contentType: string; body: Buffer | string; headers?: Record<string, string> }
  | { status: 200; contentType: string; body: Buffer | string; headers?: Record<string, string> };

type OpExportDiscountAllocationDetails = operations["exportDiscountAllocationDetails"];
/** GET /charge-metrics/data/charge-metrics-discount-allocation-detail */
export interface ExportDiscountAllocationDetailsRequest {
  path: Record<string, never>;
  query: NonNullable<OpExportDiscountAllocationDetails["parameters"]["query"]>;
  headers: NonNullable<OpExportDiscountAllocationDetails["parameters"]["header"]>;
  body: undefined;
}
export type ExportDiscountAllocationDetailsReply =
  | { status: 200; contentType: string; body: Buffer | string; headers?: Record<string, string> }
  | { status: 200; contentType: string; body: Buffer | string; headers?: Record<string, string> };

type OpListEventTriggers = operations["listEventTriggers"];
/** GET /events/event-triggers */
export interface ListEventTriggersRequest {
  path: Record<string, never>;
  query: NonNullable<OpListEventTriggers["parameters"]["query"]>;
  headers: NonNullable<OpListEventTriggers["parameters"]["header"]>;
  body: undefined;
}
export type ListEventTriggersReply =
  | { status: 200; body: OpListEventTriggers["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCreateEventTrigger = operations["createEventTrigger"];
/** POST /events/event-triggers */
export interface CreateEventTriggerRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: NonNullable<OpCreateEventTrigger["parameters"]["header"]>;
  body: NonNullable<OpCreateEventTrigger["requestBody"]>["content"]["application/json"];
}
export type CreateEventTriggerReply =
  | { status: 200; body: OpCreateEventTrigger["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetEventTrigger = operations["getEventTrigger"];
/** GET /events/event-triggers/{id} */
export interface GetEventTriggerRequest {
  path: NonNullable<OpGetEventTrigger["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpGetEventTrigger["parameters"]["header"]>;
  body: undefined;
}
export type GetEventTriggerReply =
  | { status: 200; body: OpGetEventTrigger["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpUpdateEventTrigger = operations["updateEventTrigger"];
/** PUT /events/event-triggers/{id} */
export interface UpdateEventTriggerRequest {
  path: NonNullable<OpUpdateEventTrigger["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpUpdateEventTrigger["parameters"]["header"]>;
  body: NonNullable<OpUpdateEventTrigger["requestBody"]>["content"]["application/json"];
}
export type UpdateEventTriggerReply =
  | { status: 200; body: OpUpdateEventTrigger["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpDeleteEventTrigger = operations["deleteEventTrigger"];
/** DELETE /events/event-triggers/{id} */
export interface DeleteEventTriggerRequest {
  path: NonNullable<OpDeleteEventTrigger["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpDeleteEventTrigger["parameters"]["header"]>;
  body: undefined;
}
export type DeleteEventTriggerReply =
  | { status: 204; headers?: Record<string, string> };

type OpListEmailTemplates = operations["listEmailTemplates"];
/** GET /notifications/email-templates */
export interface ListEmailTemplatesRequest {
  path: Record<string, never>;
  query: NonNullable<OpListEmailTemplates["parameters"]["query"]>;
  headers: NonNullable<OpListEmailTemplates["parameters"]["header"]>;
  body: undefined;
}
export type ListEmailTemplatesReply =
  | { status: 200; body: OpListEmailTemplates["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCreateEmailTemplate = operations["createEmailTemplate"];
/** POST /notifications/email-templates */
export interface CreateEmailTemplateRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: NonNullable<OpCreateEmailTemplate["parameters"]["header"]>;
  body: NonNullable<OpCreateEmailTemplate["requestBody"]>["content"]["application/json"];
}
export type CreateEmailTemplateReply =
  | { status: 200; body: OpCreateEmailTemplate["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetEmailTemplate = operations["getEmailTemplate"];
/** GET /notifications/email-templates/{id} */
export interface GetEmailTemplateRequest {
  path: NonNullable<OpGetEmailTemplate["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpGetEmailTemplate["parameters"]["header"]>;
  body: undefined;
}
export type GetEmailTemplateReply =
  | { status: 200; body: OpGetEmailTemplate["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpUpdateEmailTemplate = operations["updateEmailTemplate"];
/** PUT /notifications/email-templates/{id} */
export interface UpdateEmailTemplateRequest {
  path: NonNullable<OpUpdateEmailTemplate["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpUpdateEmailTemplate["parameters"]["header"]>;
  body: NonNullable<OpUpdateEmailTemplate["requestBody"]>["content"]["application/json"];
}
export type UpdateEmailTemplateReply =
  | { status: 200; body: OpUpdateEmailTemplate["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpDeleteEmailTemplate = operations["deleteEmailTemplate"];
/** DELETE /notifications/email-templates/{id} */
export interface DeleteEmailTemplateRequest {
  path: NonNullable<OpDeleteEmailTemplate["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpDeleteEmailTemplate["parameters"]["header"]>;
  body: undefined;
}
export type DeleteEmailTemplateReply =
  | { status: 204; headers?: Record<string, string> };

type OpListNotificationDefinitions = operations["listNotificationDefinitions"];
/** GET /notifications/notification-definitions */
export interface ListNotificationDefinitionsRequest {
  path: Record<string, never>;
  query: NonNullable<OpListNotificationDefinitions["parameters"]["query"]>;
  headers: NonNullable<OpListNotificationDefinitions["parameters"]["header"]>;
  body: undefined;
}
export type ListNotificationDefinitionsReply =
  | { status: 200; body: OpListNotificationDefinitions["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpDeleteNotificationHistory = operations["deleteNotificationHistory"];
/** DELETE /notifications/history */
export interface DeleteNotificationHistoryRequest {
  path: Record<string, never>;
  query: NonNullable<OpDeleteNotificationHistory["parameters"]["query"]>;
  headers: NonNullable<OpDeleteNotificationHistory["parameters"]["header"]>;
  body: undefined;
}
export type DeleteNotificationHistoryReply =
  | { status: 200; body: OpDeleteNotificationHistory["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetNotificationHistoryDeletionTask = operations["getNotificationHistoryDeletionTask"];
/** GET /notifications/history/tasks/{id} */
export interface GetNotificationHistoryDeletionTaskRequest {
  path: NonNullable<OpGetNotificationHistoryDeletionTask["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpGetNotificationHistoryDeletionTask["parameters"]["header"]>;
  body: undefined;
}
export type GetNotificationHistoryDeletionTaskReply =
  | { status: 200; body: OpGetNotificationHistoryDeletionTask["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpSubmitDataQuery = operations["submitDataQuery"];
/** POST /query/jobs */
export interface SubmitDataQueryRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: NonNullable<OpSubmitDataQuery["parameters"]["header"]>;
  body: NonNullable<OpSubmitDataQuery["requestBody"]>["content"]["application/json"];
}
export type SubmitDataQueryReply =
  | { status: 200; body: OpSubmitDataQuery["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetDataQueryJob = operations["getDataQueryJob"];
/** GET /query/jobs/{queryJobId} */
export interface GetDataQueryJobRequest {
  path: NonNullable<OpGetDataQueryJob["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpGetDataQueryJob["parameters"]["header"]>;
  body: undefined;
}
export type GetDataQueryJobReply =
  | { status: 200; body: OpGetDataQueryJob["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCancelDataQueryJob = operations["cancelDataQueryJob"];
/** DELETE /query/jobs/{queryJobId} */
export interface CancelDataQueryJobRequest {
  path: NonNullable<OpCancelDataQueryJob["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpCancelDataQueryJob["parameters"]["header"]>;
  body: undefined;
}
export type CancelDataQueryJobReply =
  | { status: 200; body: OpCancelDataQueryJob["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetDataQueryFile = operations["getDataQueryFile"];
/** GET /query/jobs/{queryJobId}/data-file */
export interface GetDataQueryFileRequest {
  path: NonNullable<OpGetDataQueryFile["parameters"]["path"]>;
  query: NonNullable<OpGetDataQueryFile["parameters"]["query"]>;
  headers: NonNullable<OpGetDataQueryFile["parameters"]["header"]>;
  body: undefined;
}
export type GetDataQueryFileReply =
  | { status: 200; body: OpGetDataQueryFile["responses"][200]["content"]["application/json"]; headers?: Record<string, string> }
  | { status: 200; contentType: string; body: Buffer | string; headers?: Record<string, string> }
  | { status: 200; contentType: string; body: Buffer | string; headers?: Record<string, string> }
  | { status: 200; contentType: string; body: Buffer | string; headers?: Record<string, string> }
  | { status: 200; contentType: string; body: Buffer | string; headers?: Record<string, string> }
  | { status: 200; contentType: string; body: Buffer | string; headers?: Record<string, string> };

type OpSubmitSettingsBatch = operations["submitSettingsBatch"];
/** POST /settings/batch-requests */
export interface SubmitSettingsBatchRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: NonNullable<OpSubmitSettingsBatch["parameters"]["header"]>;
  body: NonNullable<OpSubmitSettingsBatch["requestBody"]>["content"]["application/json"];
}
export type SubmitSettingsBatchReply =
  | { status: 200; body: OpSubmitSettingsBatch["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpListAccountingPeriods = operations["listAccountingPeriods"];
/** GET /v1/accounting-periods */
export interface ListAccountingPeriodsRequest {
  path: Record<string, never>;
  query: NonNullable<OpListAccountingPeriods["parameters"]["query"]>;
  headers: NonNullable<OpListAccountingPeriods["parameters"]["header"]>;
  body: undefined;
}
export type ListAccountingPeriodsReply =
  | { status: 200; body: OpListAccountingPeriods["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCreateAccountingPeriod = operations["createAccountingPeriod"];
/** POST /v1/accounting-periods */
export interface CreateAccountingPeriodRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: NonNullable<OpCreateAccountingPeriod["parameters"]["header"]>;
  body: NonNullable<OpCreateAccountingPeriod["requestBody"]>["content"]["application/json"];
}
export type CreateAccountingPeriodReply =
  | { status: 200; body: OpCreateAccountingPeriod["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetAccountingPeriod = operations["getAccountingPeriod"];
/** GET /v1/accounting-periods/{apId} */
export interface GetAccountingPeriodRequest {
  path: NonNullable<OpGetAccountingPeriod["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpGetAccountingPeriod["parameters"]["header"]>;
  body: undefined;
}
export type GetAccountingPeriodReply =
  | { status: 200; body: OpGetAccountingPeriod["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpUpdateAccountingPeriod = operations["updateAccountingPeriod"];
/** PUT /v1/accounting-periods/{apId} */
export interface UpdateAccountingPeriodRequest {
  path: NonNullable<OpUpdateAccountingPeriod["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpUpdateAccountingPeriod["parameters"]["header"]>;
  body: NonNullable<OpUpdateAccountingPeriod["requestBody"]>["content"]["application/json"];
}
export type UpdateAccountingPeriodReply =
  | { status: 200; body: OpUpdateAccountingPeriod["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpDeleteAccountingPeriod = operations["deleteAccountingPeriod"];
/** DELETE /v1/accounting-periods/{apId} */
export interface DeleteAccountingPeriodRequest {
  path: NonNullable<OpDeleteAccountingPeriod["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpDeleteAccountingPeriod["parameters"]["header"]>;
  body: undefined;
}
export type DeleteAccountingPeriodReply =
  | { status: 200; body: OpDeleteAccountingPeriod["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCloseAccountingPeriod = operations["closeAccountingPeriod"];
/** PUT /v1/accounting-periods/{apId}/close */
export interface CloseAccountingPeriodRequest {
  path: NonNullable<OpCloseAccountingPeriod["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpCloseAccountingPeriod["parameters"]["header"]>;
  body: undefined;
}
export type CloseAccountingPeriodReply =
  | { status: 200; body: OpCloseAccountingPeriod["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpPendingCloseAccountingPeriod = operations["pendingCloseAccountingPeriod"];
/** PUT /v1/accounting-periods/{apId}/pending-close */
export interface PendingCloseAccountingPeriodRequest {
  path: NonNullable<OpPendingCloseAccountingPeriod["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpPendingCloseAccountingPeriod["parameters"]["header"]>;
  body: undefined;
}
export type PendingCloseAccountingPeriodReply =
  | { status: 200; body: OpPendingCloseAccountingPeriod["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpReopenAccountingPeriod = operations["reopenAccountingPeriod"];
/** PUT /v1/accounting-periods/{apId}/reopen */
export interface ReopenAccountingPeriodRequest {
  path: NonNullable<OpReopenAccountingPeriod["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpReopenAccountingPeriod["parameters"]["header"]>;
  body: undefined;
}
export type ReopenAccountingPeriodReply =
  | { status: 200; body: OpReopenAccountingPeriod["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpRunTrialBalance = operations["runTrialBalance"];
/** PUT /v1/accounting-periods/{apId}/run-trial-balance */
export interface RunTrialBalanceRequest {
  path: NonNullable<OpRunTrialBalance["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpRunTrialBalance["parameters"]["header"]>;
  body: undefined;
}
export type RunTrialBalanceReply =
  | { status: 200; body: OpRunTrialBalance["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpListAccountingCodes = operations["listAccountingCodes"];
/** GET /v1/accounting-codes */
export interface ListAccountingCodesRequest {
  path: Record<string, never>;
  query: NonNullable<OpListAccountingCodes["parameters"]["query"]>;
  headers: NonNullable<OpListAccountingCodes["parameters"]["header"]>;
  body: undefined;
}
export type ListAccountingCodesReply =
  | { status: 200; body: OpListAccountingCodes["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCreateAccountingCode = operations["createAccountingCode"];
/** POST /v1/accounting-codes */
export interface CreateAccountingCodeRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: NonNullable<OpCreateAccountingCode["parameters"]["header"]>;
  body: NonNullable<OpCreateAccountingCode["requestBody"]>["content"]["application/json"];
}
export type CreateAccountingCodeReply =
  | { status: 200; body: OpCreateAccountingCode["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetAccountingCode = operations["getAccountingCode"];
/** GET /v1/accounting-codes/{acId} */
export interface GetAccountingCodeRequest {
  path: NonNullable<OpGetAccountingCode["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpGetAccountingCode["parameters"]["header"]>;
  body: undefined;
}
export type GetAccountingCodeReply =
  | { status: 200; body: OpGetAccountingCode["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpUpdateAccountingCode = operations["updateAccountingCode"];
/** PUT /v1/accounting-codes/{acId} */
export interface UpdateAccountingCodeRequest {
  path: NonNullable<OpUpdateAccountingCode["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpUpdateAccountingCode["parameters"]["header"]>;
  body: NonNullable<OpUpdateAccountingCode["requestBody"]>["content"]["application/json"];
}
export type UpdateAccountingCodeReply =
  | { status: 200; body: OpUpdateAccountingCode["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpDeleteAccountingCode = operations["deleteAccountingCode"];
/** DELETE /v1/accounting-codes/{acId} */
export interface DeleteAccountingCodeRequest {
  path: NonNullable<OpDeleteAccountingCode["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpDeleteAccountingCode["parameters"]["header"]>;
  body: undefined;
}
export type DeleteAccountingCodeReply =
  | { status: 200; body: OpDeleteAccountingCode["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpDeactivateAccountingCode = operations["deactivateAccountingCode"];
/** PUT /v1/accounting-codes/{acId}/deactivate */
export interface DeactivateAccountingCodeRequest {
  path: NonNullable<OpDeactivateAccountingCode["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpDeactivateAccountingCode["parameters"]["header"]>;
  body: undefined;
}
export type DeactivateAccountingCodeReply =
  | { status: 200; body: OpDeactivateAccountingCode["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCreateAccount = operations["createAccount"];
/** POST /v1/accounts */
export interface CreateAccountRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: NonNullable<OpCreateAccount["parameters"]["header"]>;
  body: NonNullable<OpCreateAccount["requestBody"]>["content"]["application/json"];
}
export type CreateAccountReply =
  | { status: 200; body: OpCreateAccount["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCreateFileDeletionJob = operations["createFileDeletionJob"];
/** POST /v1/accounts/billing-documents/files/deletion-jobs */
export interface CreateFileDeletionJobRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: NonNullable<OpCreateFileDeletionJob["parameters"]["header"]>;
  body: NonNullable<OpCreateFileDeletionJob["requestBody"]>["content"]["application/json"];
}
export type CreateFileDeletionJobReply =
  | { status: 201; body: OpCreateFileDeletionJob["responses"][201]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetFileDeletionJob = operations["getFileDeletionJob"];
/** GET /v1/accounts/billing-documents/files/deletion-jobs/{jobId} */
export interface GetFileDeletionJobRequest {
  path: NonNullable<OpGetFileDeletionJob["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpGetFileDeletionJob["parameters"]["header"]>;
  body: undefined;
}
export type GetFileDeletionJobReply =
  | { status: 200; body: OpGetFileDeletionJob["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpPreviewOrderAsync = operations["previewOrderAsync"];
/** POST /v1/async/orders/preview */
export interface PreviewOrderAsyncRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: NonNullable<OpPreviewOrderAsync["parameters"]["header"]>;
  body: NonNullable<OpPreviewOrderAsync["requestBody"]>["content"]["application/json"];
}
export type PreviewOrderAsyncReply =
  | { status: 202; body: OpPreviewOrderAsync["responses"][202]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetAsyncJob = operations["getAsyncJob"];
/** GET /v1/async-jobs/{jobId} */
export interface GetAsyncJobRequest {
  path: NonNullable<OpGetAsyncJob["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpGetAsyncJob["parameters"]["header"]>;
  body: undefined;
}
export type GetAsyncJobReply =
  | { status: 200; body: OpGetAsyncJob["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetMassAction = operations["getMassAction"];
/** GET /v1/bulk/{bulkKey} */
export interface GetMassActionRequest {
  path: NonNullable<OpGetMassAction["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpGetMassAction["parameters"]["header"]>;
  body: undefined;
}
export type GetMassActionReply =
  | { status: 200; body: OpGetMassAction["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpStopMassAction = operations["stopMassAction"];
/** PUT /v1/bulk/{bulkKey}/stop */
export interface StopMassActionRequest {
  path: NonNullable<OpStopMassAction["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpStopMassAction["parameters"]["header"]>;
  body: undefined;
}
export type StopMassActionReply =
  | { status: 200; body: OpStopMassAction["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetProduct = operations["getProduct"];
/** GET /v1/catalog/product/{productId} */
export interface GetProductRequest {
  path: NonNullable<OpGetProduct["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpGetProduct["parameters"]["header"]>;
  body: undefined;
}
export type GetProductReply =
  | { status: 200; body: OpGetProduct["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpListProductRatePlans = operations["listProductRatePlans"];
/** GET /v1/rateplan/{productId}/productRatePlan */
export interface ListProductRatePlansRequest {
  path: NonNullable<OpListProductRatePlans["parameters"]["path"]>;
  query: NonNullable<OpListProductRatePlans["parameters"]["query"]>;
  headers: NonNullable<OpListProductRatePlans["parameters"]["header"]>;
  body: undefined;
}
export type ListProductRatePlansReply =
  | { status: 200; body: OpListProductRatePlans["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpListEmailNotificationHistory = operations["listEmailNotificationHistory"];
/** GET /v1/notification-history/email */
export interface ListEmailNotificationHistoryRequest {
  path: Record<string, never>;
  query: NonNullable<OpListEmailNotificationHistory["parameters"]["query"]>;
  headers: NonNullable<OpListEmailNotificationHistory["parameters"]["header"]>;
  body: undefined;
}
export type ListEmailNotificationHistoryReply =
  | { status: 200; body: OpListEmailNotificationHistory["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpListCalloutNotificationHistory = operations["listCalloutNotificationHistory"];
/** GET /v1/notification-history/callout */
export interface ListCalloutNotificationHistoryRequest {
  path: Record<string, never>;
  query: NonNullable<OpListCalloutNotificationHistory["parameters"]["query"]>;
  headers: NonNullable<OpListCalloutNotificationHistory["parameters"]["header"]>;
  body: undefined;
}
export type ListCalloutNotificationHistoryReply =
  | { status: 200; body: OpListCalloutNotificationHistory["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpListProducts = operations["listProducts"];
/** GET /v1/catalog/products */
export interface ListProductsRequest {
  path: Record<string, never>;
  query: NonNullable<OpListProducts["parameters"]["query"]>;
  headers: NonNullable<OpListProducts["parameters"]["header"]>;
  body: undefined;
}
export type ListProductsReply =
  | { status: 200; body: OpListProducts["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpShareProduct = operations["shareProduct"];
/** POST /v1/catalog/products/{productId}/share */
export interface ShareProductRequest {
  path: NonNullable<OpShareProduct["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpShareProduct["parameters"]["header"]>;
  body: NonNullable<OpShareProduct["requestBody"]>["content"]["application/json"];
}
export type ShareProductReply =
  | { status: 200; body: OpShareProduct["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetChargeRevenueSummaryByChargeKey = operations["getChargeRevenueSummaryByChargeKey"];
/** GET /v1/charge-revenue-summaries/subscription-charges/{chargeKey} */
export interface GetChargeRevenueSummaryByChargeKeyRequest {
  path: NonNullable<OpGetChargeRevenueSummaryByChargeKey["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpGetChargeRevenueSummaryByChargeKey["parameters"]["header"]>;
  body: undefined;
}
export type GetChargeRevenueSummaryByChargeKeyReply =
  | { status: 200; body: OpGetChargeRevenueSummaryByChargeKey["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetChargeRevenueSummary = operations["getChargeRevenueSummary"];
/** GET /v1/charge-revenue-summaries/{crsNumber} */
export interface GetChargeRevenueSummaryRequest {
  path: NonNullable<OpGetChargeRevenueSummary["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpGetChargeRevenueSummary["parameters"]["header"]>;
  body: undefined;
}
export type GetChargeRevenueSummaryReply =
  | { status: 200; body: OpGetChargeRevenueSummary["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCreateConnection = operations["createConnection"];
/** POST /v1/connections */
export interface CreateConnectionRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: NonNullable<OpCreateConnection["parameters"]["header"]>;
  body: NonNullable<OpCreateConnection["requestBody"]>["content"]["application/json"];
}
export type CreateConnectionReply =
  | { status: 200; body: OpCreateConnection["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetContact = operations["getContact"];
/** GET /v1/contacts/{contactId} */
export interface GetContactRequest {
  path: NonNullable<OpGetContact["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpGetContact["parameters"]["header"]>;
  body: undefined;
}
export type GetContactReply =
  | { status: 200; body: OpGetContact["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpScrubContact = operations["scrubContact"];
/** PUT /v1/contacts/{contactId}/scrub */
export interface ScrubContactRequest {
  path: NonNullable<OpScrubContact["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpScrubContact["parameters"]["header"]>;
  body: undefined;
}
export type ScrubContactReply =
  | { status: 200; body: OpScrubContact["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpListCreditMemos = operations["listCreditMemos"];
/** GET /v1/creditmemos */
export interface ListCreditMemosRequest {
  path: Record<string, never>;
  query: NonNullable<OpListCreditMemos["parameters"]["query"]>;
  headers: NonNullable<OpListCreditMemos["parameters"]["header"]>;
  body: undefined;
}
export type ListCreditMemosReply =
  | { status: 200; body: OpListCreditMemos["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCreateCreditMemo = operations["createCreditMemo"];
/** POST /v1/creditmemos */
export interface CreateCreditMemoRequest {
  path: Record<string, never>;
  query: Record<string, never>;
  headers: NonNullable<OpCreateCreditMemo["parameters"]["header"]>;
  body: NonNullable<OpCreateCreditMemo["requestBody"]>["content"]["application/json"];
}
export type CreateCreditMemoReply =
  | { status: 200; body: OpCreateCreditMemo["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetCreditMemo = operations["getCreditMemo"];
/** GET /v1/creditmemos/{creditMemoId} */
export interface GetCreditMemoRequest {
  path: NonNullable<OpGetCreditMemo["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpGetCreditMemo["parameters"]["header"]>;
  body: undefined;
}
export type GetCreditMemoReply =
  | { status: 200; body: OpGetCreditMemo["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpUpdateCreditMemo = operations["updateCreditMemo"];
/** PUT /v1/creditmemos/{creditMemoId} */
export interface UpdateCreditMemoRequest {
  path: NonNullable<OpUpdateCreditMemo["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpUpdateCreditMemo["parameters"]["header"]>;
  body: NonNullable<OpUpdateCreditMemo["requestBody"]>["content"]["application/json"];
}
export type UpdateCreditMemoReply =
  | { status: 200; body: OpUpdateCreditMemo["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpDeleteCreditMemo = operations["deleteCreditMemo"];
/** DELETE /v1/creditmemos/{creditMemoId} */
export interface DeleteCreditMemoRequest {
  path: NonNullable<OpDeleteCreditMemo["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpDeleteCreditMemo["parameters"]["header"]>;
  body: undefined;
}
export type DeleteCreditMemoReply =
  | { status: 200; body: OpDeleteCreditMemo["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpGetCreditMemoItem = operations["getCreditMemoItem"];
/** GET /v1/creditmemos/{creditMemoId}/items/{cmitemid} */
export interface GetCreditMemoItemRequest {
  path: NonNullable<OpGetCreditMemoItem["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpGetCreditMemoItem["parameters"]["header"]>;
  body: undefined;
}
export type GetCreditMemoItemReply =
  | { status: 200; body: OpGetCreditMemoItem["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpApplyCreditMemo = operations["applyCreditMemo"];
/** PUT /v1/creditmemos/{creditMemoId}/apply */
export interface ApplyCreditMemoRequest {
  path: NonNullable<OpApplyCreditMemo["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpApplyCreditMemo["parameters"]["header"]>;
  body: NonNullable<OpApplyCreditMemo["requestBody"]>["content"]["application/json"];
}
export type ApplyCreditMemoReply =
  | { status: 200; body: OpApplyCreditMemo["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

type OpCancelCreditMemo = operations["cancelCreditMemo"];
/** PUT /v1/creditmemos/{creditMemoId}/cancel */
export interface CancelCreditMemoRequest {
  path: NonNullable<OpCancelCreditMemo["parameters"]["path"]>;
  query: Record<string, never>;
  headers: NonNullable<OpCancelCreditMemo["parameters"]["header"]>;
  body: undefined;
}
export type CancelCreditMemoReply =
  | { status: 200; body: OpCancelCreditMemo["responses"][200]["content"]["application/json"]; headers?: Record<string, string> };

/**
 * One member per operationId of specs/billing.yaml. `C` is what the handlers are given besides the request: the
 * gateway's context, or the service's own extension of it (ServiceInstance.context).
 */
export interface BillingHandlers<C extends HandlerContext = HandlerContext> {
  exportChargeMetrics(req: ExportChargeMetricsRequest, ctx: C): ExportChargeMetricsReply | Promise<ExportChargeMetricsReply>;
  exportDiscountAllocationDetails(req: ExportDiscountAllocationDetailsRequest, ctx: C): ExportDiscountAllocationDetailsReply | Promise<ExportDiscountAllocationDetailsReply>;
  listEventTriggers(req: ListEventTriggersRequest, ctx: C): ListEventTriggersReply | Promise<ListEventTriggersReply>;
  createEventTrigger(req: CreateEventTriggerRequest, ctx: C): CreateEventTriggerReply | Promise<CreateEventTriggerReply>;
  getEventTrigger(req: GetEventTriggerRequest, ctx: C): GetEventTriggerReply | Promise<GetEventTriggerReply>;
  updateEventTrigger(req: UpdateEventTriggerRequest, ctx: C): UpdateEventTriggerReply | Promise<UpdateEventTriggerReply>;
  deleteEventTrigger(req: DeleteEventTriggerRequest, ctx: C): DeleteEventTriggerReply | Promise<DeleteEventTriggerReply>;
  listEmailTemplates(req: ListEmailTemplatesRequest, ctx: C): ListEmailTemplatesReply | Promise<ListEmailTemplatesReply>;
  createEmailTemplate(req: CreateEmailTemplateRequest, ctx: C): CreateEmailTemplateReply | Promise<CreateEmailTemplateReply>;
  getEmailTemplate(req: GetEmailTemplateRequest, ctx: C): GetEmailTemplateReply | Promise<GetEmailTemplateReply>;
  updateEmailTemplate(req: UpdateEmailTemplateRequest, ctx: C): UpdateEmailTemplateReply | Promise<UpdateEmailTemplateReply>;
  deleteEmailTemplate(req: DeleteEmailTemplateRequest, ctx: C): DeleteEmailTemplateReply | Promise<DeleteEmailTemplateReply>;
  listNotificationDefinitions(req: ListNotificationDefinitionsRequest, ctx: C): ListNotificationDefinitionsReply | Promise<ListNotificationDefinitionsReply>;
  deleteNotificationHistory(req: DeleteNotificationHistoryRequest, ctx: C): DeleteNotificationHistoryReply | Promise<DeleteNotificationHistoryReply>;
  getNotificationHistoryDeletionTask(req: GetNotificationHistoryDeletionTaskRequest, ctx: C): GetNotificationHistoryDeletionTaskReply | Promise<GetNotificationHistoryDeletionTaskReply>;
  submitDataQuery(req: SubmitDataQueryRequest, ctx: C): SubmitDataQueryReply | Promise<SubmitDataQueryReply>;
  getDataQueryJob(req: GetDataQueryJobRequest, ctx: C): GetDataQueryJobReply | Promise<GetDataQueryJobReply>;
  cancelDataQueryJob(req: CancelDataQueryJobRequest, ctx: C): CancelDataQueryJobReply | Promise<CancelDataQueryJobReply>;
  getDataQueryFile(req: GetDataQueryFileRequest, ctx: C): GetDataQueryFileReply | Promise<GetDataQueryFileReply>;
  submitSettingsBatch(req: SubmitSettingsBatchRequest, ctx: C): SubmitSettingsBatchReply | Promise<SubmitSettingsBatchReply>;
  listAccountingPeriods(req: ListAccountingPeriodsRequest, ctx: C): ListAccountingPeriodsReply | Promise<ListAccountingPeriodsReply>;
  createAccountingPeriod(req: CreateAccountingPeriodRequest, ctx: C): CreateAccountingPeriodReply | Promise<CreateAccountingPeriodReply>;
  getAccountingPeriod(req: GetAccountingPeriodRequest, ctx: C): GetAccountingPeriodReply | Promise<GetAccountingPeriodReply>;
  updateAccountingPeriod(req: UpdateAccountingPeriodRequest, ctx: C): UpdateAccountingPeriodReply | Promise<UpdateAccountingPeriodReply>;
  deleteAccountingPeriod(req: DeleteAccountingPeriodRequest, ctx: C): DeleteAccountingPeriodReply | Promise<DeleteAccountingPeriodReply>;
  closeAccountingPeriod(req: CloseAccountingPeriodRequest, ctx: C): CloseAccountingPeriodReply | Promise<CloseAccountingPeriodReply>;
  pendingCloseAccountingPeriod(req: PendingCloseAccountingPeriodRequest, ctx: C): PendingCloseAccountingPeriodReply | Promise<PendingCloseAccountingPeriodReply>;
  reopenAccountingPeriod(req: ReopenAccountingPeriodRequest, ctx: C): ReopenAccountingPeriodReply | Promise<ReopenAccountingPeriodReply>;
  runTrialBalance(req: RunTrialBalanceRequest, ctx: C): RunTrialBalanceReply | Promise<RunTrialBalanceReply>;
  listAccountingCodes(req: ListAccountingCodesRequest, ctx: C): ListAccountingCodesReply | Promise<ListAccountingCodesReply>;
  createAccountingCode(req: CreateAccountingCodeRequest, ctx: C): CreateAccountingCodeReply | Promise<CreateAccountingCodeReply>;
  getAccountingCode(req: GetAccountingCodeRequest, ctx: C): GetAccountingCodeReply | Promise<GetAccountingCodeReply>;
  updateAccountingCode(req: UpdateAccountingCodeRequest, ctx: C): UpdateAccountingCodeReply | Promise<UpdateAccountingCodeReply>;
  deleteAccountingCode(req: DeleteAccountingCodeRequest, ctx: C): DeleteAccountingCodeReply | Promise<DeleteAccountingCodeReply>;
  deactivateAccountingCode(req: DeactivateAccountingCodeRequest, ctx: C): DeactivateAccountingCodeReply | Promise<DeactivateAccountingCodeReply>;
  createAccount(req: CreateAccountRequest, ctx: C): CreateAccountReply | Promise<CreateAccountReply>;
  createFileDeletionJob(req: CreateFileDeletionJobRequest, ctx: C): CreateFileDeletionJobReply | Promise<CreateFileDeletionJobReply>;
  getFileDeletionJob(req: GetFileDeletionJobRequest, ctx: C): GetFileDeletionJobReply | Promise<GetFileDeletionJobReply>;
  previewOrderAsync(req: PreviewOrderAsyncRequest, ctx: C): PreviewOrderAsyncReply | Promise<PreviewOrderAsyncReply>;
  getAsyncJob(req: GetAsyncJobRequest, ctx: C): GetAsyncJobReply | Promise<GetAsyncJobReply>;
  getMassAction(req: GetMassActionRequest, ctx: C): GetMassActionReply | Promise<GetMassActionReply>;
  stopMassAction(req: StopMassActionRequest, ctx: C): StopMassActionReply | Promise<StopMassActionReply>;
  getProduct(req: GetProductRequest, ctx: C): GetProductReply | Promise<GetProductReply>;
  listProductRatePlans(req: ListProductRatePlansRequest, ctx: C): ListProductRatePlansReply | Promise<ListProductRatePlansReply>;
  listEmailNotificationHistory(req: ListEmailNotificationHistoryRequest, ctx: C): ListEmailNotificationHistoryReply | Promise<ListEmailNotificationHistoryReply>;
  listCalloutNotificationHistory(req: ListCalloutNotificationHistoryRequest, ctx: C): ListCalloutNotificationHistoryReply | Promise<ListCalloutNotificationHistoryReply>;
  listProducts(req: ListProductsRequest, ctx: C): ListProductsReply | Promise<ListProductsReply>;
  shareProduct(req: ShareProductRequest, ctx: C): ShareProductReply | Promise<ShareProductReply>;
  getChargeRevenueSummaryByChargeKey(req: GetChargeRevenueSummaryByChargeKeyRequest, ctx: C): GetChargeRevenueSummaryByChargeKeyReply | Promise<GetChargeRevenueSummaryByChargeKeyReply>;
  getChargeRevenueSummary(req: GetChargeRevenueSummaryRequest, ctx: C): GetChargeRevenueSummaryReply | Promise<GetChargeRevenueSummaryReply>;
  createConnection(req: CreateConnectionRequest, ctx: C): CreateConnectionReply | Promise<CreateConnectionReply>;
  getContact(req: GetContactRequest, ctx: C): GetContactReply | Promise<GetContactReply>;
  scrubContact(req: ScrubContactRequest, ctx: C): ScrubContactReply | Promise<ScrubContactReply>;
  listCreditMemos(req: ListCreditMemosRequest, ctx: C): ListCreditMemosReply | Promise<ListCreditMemosReply>;
  createCreditMemo(req: CreateCreditMemoRequest, ctx: C): CreateCreditMemoReply | Promise<CreateCreditMemoReply>;
  getCreditMemo(req: GetCreditMemoRequest, ctx: C): GetCreditMemoReply | Promise<GetCreditMemoReply>;
  updateCreditMemo(req: UpdateCreditMemoRequest, ctx: C): UpdateCreditMemoReply | Promise<UpdateCreditMemoReply>;
  deleteCreditMemo(req: DeleteCreditMemoRequest, ctx: C): DeleteCreditMemoReply | Promise<DeleteCreditMemoReply>;
  getCreditMemoItem(req: GetCreditMemoItemRequest, ctx: C): GetCreditMemoItemReply | Promise<GetCreditMemoItemReply>;
  applyCreditMemo(req: ApplyCreditMemoRequest, ctx: C): ApplyCreditMemoReply | Promise<ApplyCreditMemoReply>;
  cancelCreditMemo(req: CancelCreditMemoRequest, ctx: C): CancelCreditMemoReply | Promise<CancelCreditMemoReply>;
}
