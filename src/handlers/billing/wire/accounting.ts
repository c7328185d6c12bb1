/** Wire mapping of accounting periods and accounting codes (v1 shapes, `success: true`). */
import type { components } from "../../../../generated/billing/types";
import { categoryOf } from "../state/accounting-codes";
import type { AccountingPeriodView } from "../state/accounting-periods";
import { v1Time } from "../state/common";
import type { Billing } from "../state/index";
import type { AccountingCodeRecord } from "../state/records";
import type { ScopedHandlers } from "./bind";
import { listUrl, v1Page } from "./paging";

type Schemas = components["schemas"];

function period(p: AccountingPeriodView): Schemas["AccountingPeriod"] {
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

function code(c: AccountingCodeRecord): Schemas["AccountingCode"] {
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

const ok = { status: 200 as const, body: { success: true } };

export function accountingHandlers(
  b: Billing,
): Pick<
  ScopedHandlers,
  | "listAccountingPeriods"
  | "createAccountingPeriod"
  | "getAccountingPeriod"
  | "updateAccountingPeriod"
  | "deleteAccountingPeriod"
  | "closeAccountingPeriod"
  | "pendingCloseAccountingPeriod"
  | "reopenAccountingPeriod"
  | "runTrialBalance"
  | "listAccountingCodes"
  | "createAccountingCode"
  | "getAccountingCode"
  | "updateAccountingCode"
  | "deleteAccountingCode"
  | "deactivateAccountingCode"
> {
  return {
    listAccountingPeriods: ({ query }, scope, ctx) => {
      const page = v1Page(b.periods.all(scope), query, listUrl(ctx.baseUrl, "/v1/accounting-periods", query));
      return {
        status: 200,
        body: {
          success: true,
          accountingPeriods: page.items.map((p) => period(b.periods.view(p))),
          nextPage: page.nextPage,
        },
      };
    },
    createAccountingPeriod: ({ body }, scope) => ({
      status: 200,
      body: { success: true, id: b.periods.create(scope, body).id },
    }),
    getAccountingPeriod: ({ path }, scope) => ({
      status: 200,
      body: { ...period(b.periods.view(b.periods.get(scope, path.apId))), success: true },
    }),
    updateAccountingPeriod: ({ path, body }, scope) => {
      b.periods.update(scope, path.apId, body);
      return ok;
    },
    deleteAccountingPeriod: ({ path }, scope) => {
      b.periods.delete(scope, path.apId);
      return ok;
    },
    closeAccountingPeriod: ({ path }, scope) => {
      b.periods.close(scope, path.apId);
      return ok;
    },
    pendingCloseAccountingPeriod: ({ path }, scope) => {
      b.periods.pendingClose(scope, path.apId);
      return ok;
    },
    reopenAccountingPeriod: ({ path }, scope) => {
      b.periods.reopen(scope, path.apId);
      return ok;
    },
    runTrialBalance: ({ path }, scope) => {
      b.periods.runTrialBalance(scope, path.apId);
      return ok;
    },
    listAccountingCodes: ({ query }, scope, ctx) => {
      const page = v1Page(b.codes.all(scope), query, listUrl(ctx.baseUrl, "/v1/accounting-codes", query));
      return {
        status: 200,
        body: { success: true, accountingCodes: page.items.map(code), nextPage: page.nextPage },
      };
    },
    createAccountingCode: ({ body }, scope) => ({
      status: 200,
      body: { success: true, id: b.codes.create(scope, body).id },
    }),
    getAccountingCode: ({ path }, scope) => ({
      status: 200,
      body: { ...code(b.codes.get(scope, path.acId)), success: true },
    }),
    updateAccountingCode: ({ path, body }, scope) => {
      b.codes.update(scope, path.acId, body);
      return ok;
    },
    deleteAccountingCode: ({ path }, scope) => {
      b.codes.delete(scope, path.acId);
      return ok;
    },
    deactivateAccountingCode: ({ path }, scope) => {
      b.codes.deactivate(scope, path.acId);
      return ok;
    },
  };
}
