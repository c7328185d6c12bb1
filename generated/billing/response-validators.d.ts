// generated from specs/billing.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { Validate } from "../runtime";

export declare const res_22: Validate;
export declare const res_23: Validate;
export declare const res_24: Validate;
export declare const res_AccountCreateResult: Validate;
export declare const res_AccountingCodePage: Validate;
export declare const res_AccountingCodeResult: Validate;
export declare const res_AccountingPeriodPage: Validate;
export declare const res_AccountingPeriodResult: Validate;
export declare const res_AsyncJob: Validate;
export declare const res_AsyncJobAccepted: Validate;
export declare const res_ChargeRevenueSummary: Validate;
export declare const res_ContactResult: Validate;
export declare const res_CreditMemo: Validate;
export declare const res_CreditMemoItemResult: Validate;
export declare const res_CreditMemoPage: Validate;
export declare const res_EmailTemplate: Validate;
export declare const res_EmailTemplatePage: Validate;
export declare const res_EventTrigger: Validate;
export declare const res_EventTriggerPage: Validate;
export declare const res_EventsError: Validate;
export declare const res_FileDeletionJob: Validate;
export declare const res_HistoryDeletionTask: Validate;
export declare const res_IdResult: Validate;
export declare const res_MassAction: Validate;
export declare const res_NotificationDefinitionPage: Validate;
export declare const res_ProductPage: Validate;
export declare const res_ProductResult: Validate;
export declare const res_QueryJobEnvelope: Validate;
export declare const res_SettingsBatchResponse: Validate;
export declare const res_Success: Validate;
export declare const res_V1Error: Validate;
