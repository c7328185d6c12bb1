/** Handlers of credit memos and their items: create from charges, read, list, update, apply, cancel, delete. */
import type { BillingHandlers } from "../../../../generated/billing/handlers";
import type { BillingContext } from "../auth";
import { type CreditMemoFilter, FILTER_FIELDS } from "../state/credit-memo-query";
import type { Billing } from "../state/index";
import { chargeInput, item, memo, view } from "../wire/credit-memos";
import { listUrl, v1Page } from "../wire/paging";

export function creditMemoOperations(
  b: Billing,
): Pick<
  BillingHandlers<BillingContext>,
  | "listCreditMemos"
  | "createCreditMemo"
  | "getCreditMemo"
  | "updateCreditMemo"
  | "deleteCreditMemo"
  | "getCreditMemoItem"
  | "applyCreditMemo"
  | "cancelCreditMemo"
> {
  return {
    listCreditMemos: ({ query }, ctx) => {
      const filter: CreditMemoFilter = {};
      for (const field of FILTER_FIELDS) if (query[field] !== undefined) filter[field] = query[field];
      const all = b.creditMemos.list(ctx.scope, filter, query.sort);
      const page = v1Page(all, query, listUrl(ctx.baseUrl, "/v1/creditmemos", query));
      return {
        status: 200,
        body: { success: true, creditmemos: page.items.map(memo), nextPage: page.nextPage },
      };
    },
    createCreditMemo: ({ body }, { scope }) => {
      const charges = body.charges.map((c, i) => chargeInput(c, i, scope.version));
      return { status: 200, body: view(b.creditMemos.create(scope, { ...body, charges })) };
    },
    getCreditMemo: ({ path }, { scope }) => ({
      status: 200,
      body: view(b.creditMemos.get(scope, path.creditMemoId)),
    }),
    updateCreditMemo: ({ path, body }, { scope }) => ({
      status: 200,
      body: view(b.creditMemos.update(scope, path.creditMemoId, body)),
    }),
    deleteCreditMemo: ({ path }, { scope }) => {
      b.creditMemos.delete(scope, path.creditMemoId);
      return { status: 200, body: { success: true } };
    },
    getCreditMemoItem: ({ path }, { scope }) => ({
      status: 200,
      body: item(b.creditMemos.item(scope, path.creditMemoId, path.cmitemid), scope.version),
    }),
    applyCreditMemo: ({ path, body }, { scope }) => ({
      status: 200,
      body: view(b.creditMemos.apply(scope, path.creditMemoId, body.invoices, body.effectiveDate)),
    }),
    cancelCreditMemo: ({ path }, { scope }) => ({
      status: 200,
      body: view(b.creditMemos.cancel(scope, path.creditMemoId)),
    }),
  };
}
