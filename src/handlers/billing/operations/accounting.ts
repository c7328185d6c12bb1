/** Handlers of accounting periods (with their trial balance runs) and accounting codes. */
import type { BillingHandlers } from "../../../../generated/billing/handlers";
import type { BillingContext } from "../auth";
import type { Billing } from "../state/index";
import { code, ok, period } from "../wire/accounting";
import { listUrl, v1Page } from "../wire/paging";

export function accountingOperations(
  b: Billing,
): Pick<
  BillingHandlers<BillingContext>,
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
    listAccountingPeriods: ({ query }, ctx) => {
      const page = v1Page(
        b.periods.all(ctx.scope),
        query,
        listUrl(ctx.baseUrl, "/v1/accounting-periods", query),
      );
      return {
        status: 200,
        body: {
          success: true,
          accountingPeriods: page.items.map((p) => period(b.periods.view(p))),
          nextPage: page.nextPage,
        },
      };
    },
    createAccountingPeriod: ({ body }, { scope }) => ({
      status: 200,
      body: { success: true, id: b.periods.create(scope, body).id },
    }),
    getAccountingPeriod: ({ path }, { scope }) => ({
      status: 200,
      body: { ...period(b.periods.view(b.periods.get(scope, path.apId))), success: true },
    }),
    updateAccountingPeriod: ({ path, body }, { scope }) => {
      b.periods.update(scope, path.apId, body);
      return ok;
    },
    deleteAccountingPeriod: ({ path }, { scope }) => {
      b.periods.delete(scope, path.apId);
      return ok;
    },
    closeAccountingPeriod: ({ path }, { scope }) => {
      b.periods.close(scope, path.apId);
      return ok;
    },
    pendingCloseAccountingPeriod: ({ path }, { scope }) => {
      b.periods.pendingClose(scope, path.apId);
      return ok;
    },
    reopenAccountingPeriod: ({ path }, { scope }) => {
      b.periods.reopen(scope, path.apId);
      return ok;
    },
    runTrialBalance: ({ path }, { scope }) => {
      b.periods.runTrialBalance(scope, path.apId);
      return ok;
    },
    listAccountingCodes: ({ query }, ctx) => {
      const page = v1Page(b.codes.all(ctx.scope), query, listUrl(ctx.baseUrl, "/v1/accounting-codes", query));
      return {
        status: 200,
        body: { success: true, accountingCodes: page.items.map(code), nextPage: page.nextPage },
      };
    },
    createAccountingCode: ({ body }, { scope }) => ({
      status: 200,
      body: { success: true, id: b.codes.create(scope, body).id },
    }),
    getAccountingCode: ({ path }, { scope }) => ({
      status: 200,
      body: { ...code(b.codes.get(scope, path.acId)), success: true },
    }),
    updateAccountingCode: ({ path, body }, { scope }) => {
      b.codes.update(scope, path.acId, body);
      return ok;
    },
    deleteAccountingCode: ({ path }, { scope }) => {
      b.codes.delete(scope, path.acId);
      return ok;
    },
    deactivateAccountingCode: ({ path }, { scope }) => {
      b.codes.deactivate(scope, path.acId);
      return ok;
    },
  };
}
