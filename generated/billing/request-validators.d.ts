// generated from specs/billing.yaml — do not edit; run `make generate`
/* eslint-disable */

import type { Validate } from "../runtime";

export declare const req_0: Validate;
export declare const req_1: Validate;
export declare const req_10: Validate;
export declare const req_12: Validate;
export declare const req_13: Validate;
export declare const req_15: Validate;
export declare const req_17: Validate;
export declare const req_2: Validate;
export declare const req_20: Validate;
export declare const req_24: Validate;
export declare const req_26: Validate;
export declare const req_27: Validate;
export declare const req_28: Validate;
export declare const req_29: Validate;
export declare const req_31: Validate;
export declare const req_32: Validate;
export declare const req_33: Validate;
export declare const req_34: Validate;
export declare const req_35: Validate;
export declare const req_36: Validate;
export declare const req_38: Validate;
export declare const req_4: Validate;
export declare const req_40: Validate;
export declare const req_6: Validate;
export declare const req_9: Validate;
export declare const req_AccountCreate: Validate;
export declare const req_AccountingCodeCreate: Validate;
export declare const req_AccountingCodeUpdate: Validate;
export declare const req_AccountingPeriodCreate: Validate;
export declare const req_AccountingPeriodUpdate: Validate;
export declare const req_CreditMemoApply: Validate;
export declare const req_CreditMemoCreate: Validate;
export declare const req_CreditMemoUpdate: Validate;
export declare const req_EmailTemplateCreate: Validate;
export declare const req_EmailTemplateUpdate: Validate;
export declare const req_EventTriggerCreate: Validate;
export declare const req_EventTriggerUpdate: Validate;
export declare const req_FileDeletionJobCreate: Validate;
export declare const req_OrderPreviewRequest: Validate;
export declare const req_ProductShare: Validate;
export declare const req_QueryJobCreate: Validate;
export declare const req_SettingsBatchRequest: Validate;
