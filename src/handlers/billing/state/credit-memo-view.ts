/** What a credit memo and its items show beyond what is stored: totals derived from the items. */

import type { CreditMemoItemRecord, CreditMemoRecord } from "./credit-memo-records";
import { money, sum } from "./money";

export interface CreditMemoView extends CreditMemoRecord {
  amount: number;
  amountWithoutTax: number;
  taxAmount: number;
  totalTaxExemptAmount: number;
  appliedAmount: number;
  refundAmount: number;
  unappliedAmount: number;
}

export interface ItemView extends CreditMemoItemRecord {
  amount: number;
  taxAmount: number;
  unappliedAmount: number;
}

export function itemView(item: CreditMemoItemRecord): ItemView {
  const taxAmount = sum(item.taxationItems.map((t) => t.taxAmount));
  const amount = money(item.amountWithoutTax + taxAmount);
  return {
    ...item,
    amount,
    taxAmount,
    unappliedAmount: money(amount - item.appliedAmount - item.refundAmount),
  };
}

export function memoView(memo: CreditMemoRecord): CreditMemoView {
  const items = memo.items.map(itemView);
  const amount = sum(items.map((i) => i.amount));
  const appliedAmount = sum(items.map((i) => i.appliedAmount));
  const refundAmount = sum(items.map((i) => i.refundAmount));
  return {
    ...memo,
    amount,
    amountWithoutTax: sum(items.map((i) => i.amountWithoutTax)),
    taxAmount: sum(items.map((i) => i.taxAmount)),
    totalTaxExemptAmount: 0,
    appliedAmount,
    refundAmount,
    unappliedAmount: money(amount - appliedAmount - refundAmount),
  };
}
