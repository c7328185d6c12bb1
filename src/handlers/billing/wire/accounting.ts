/** Wire mapping of accounting periods and accounting codes (v1 shapes, `success: true`). */
import type { components } from "../../../../generated/billing/types";
import { categoryOf } from "../state/accounting-codes";
import type { AccountingPeriodView } from "../state/accounting-periods";
import type { AccountingCodeRecord } from "../state/accounting-records";
import { v1Time } from "../state/dates";

type Schemas = components["schemas"];

export function period(p: AccountingPeriodView): Schemas["AccountingPeriod"] {
  return {
    id: p.id,
    name: p.name,
    startDate: p.startDate,
    endDate: p.endDate,
    status: p.status,
    fiscalYear: p.fiscalYear,
    fiscalQuarter: p.fiscalQuarter ?? null,
    notes: p.notes ?? null,
    runTrialBalanceStatus: p.trialBalanceStatus,
    runTrialBalanceStart: p.trialBalanceStartedAt ? v1Time(p.trialBalanceStartedAt) : null,
    runTrialBalanceEnd: p.trialBalanceEnd ? v1Time(p.trialBalanceEnd) : null,
    createdBy: p.createdBy,
    createdOn: v1Time(p.createdOn),
    updatedBy: p.updatedBy,
    updatedOn: v1Time(p.updatedOn),
  };
}

export function code(c: AccountingCodeRecord): Schemas["AccountingCode"] {
  return {
    id: c.id,
    name: c.name,
    type: c.type as Schemas["AccountingCodeType"],
    category: categoryOf(c.type),
    glAccountName: c.glAccountName,
    glAccountNumber: c.glAccountNumber,
    notes: c.notes,
    status: c.status,
    createdBy: c.createdBy,
    createdOn: v1Time(c.createdOn),
    updatedBy: c.updatedBy,
    updatedOn: v1Time(c.updatedOn),
  };
}

export const ok = { status: 200 as const, body: { success: true } };
