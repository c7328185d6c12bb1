/**
 * Wire mapping of credit memos. The request fields of a charge and the response fields of an item follow
 * `billing-version`: `chargeId`/`productRatePlanChargeId`, `memoItemAmount`/`amount`, `comment`/
 * `description` and `creditTaxItems`/`taxationItems` each exist only in their documented versions.
 */
import type { components } from "../../../../generated/billing/types";
import type { ChargeInput } from "../state/credit-memo-items";
import type { CreditMemoItemRecord, CreditMemoRecord } from "../state/credit-memo-records";
import { type CreditMemoView, itemView, memoView } from "../state/credit-memo-view";
import { hasField, requireField } from "../state/versions";

type Schemas = components["schemas"];

export function memo(m: CreditMemoView): Schemas["CreditMemo"] {
  return {
    success: true,
    id: m.id,
    number: m.number,
    accountId: m.accountId,
    amount: m.amount,
    amountWithoutTax: m.amountWithoutTax,
    taxAmount: m.taxAmount,
    totalTaxExemptAmount: m.totalTaxExemptAmount,
    appliedAmount: m.appliedAmount,
    unappliedAmount: m.unappliedAmount,
    refundAmount: m.refundAmount,
    currency: m.currency,
    creditMemoDate: m.creditMemoDate,
    targetDate: m.targetDate,
    status: m.status,
    comment: m.comment,
    reasonCode: m.reasonCode,
    referredInvoiceId: m.referredInvoiceId,
    autoApplyUponPosting: m.autoApplyUponPosting,
    excludeFromAutoApplyRules: m.excludeFromAutoApplyRules,
    transferredToAccounting: m.transferredToAccounting,
    source: m.source,
    createdById: m.createdById,
    createdDate: m.createdDate,
    updatedById: m.updatedById,
    updatedDate: m.updatedDate,
    postedOn: m.postedOn,
    cancelledOn: m.cancelledOn,
    items: m.items.map((i) => ({ id: i.id, amount: itemView(i).amount })),
  };
}

export const view = (m: CreditMemoRecord) => memo(memoView(m));

export function item(i: CreditMemoItemRecord, version: number): Schemas["CreditMemoItemResult"] {
  const v = itemView(i);
  const taxes = v.taxationItems.map((t) => ({ ...t, taxMode: "TaxExclusive" }));
  const body: Schemas["CreditMemoItemResult"] = {
    success: true,
    id: v.id,
    amount: v.amount,
    amountWithoutTax: v.amountWithoutTax,
    taxAmount: v.taxAmount,
    appliedAmount: v.appliedAmount,
    unappliedAmount: v.unappliedAmount,
    refundAmount: v.refundAmount,
    quantity: v.quantity,
    unitPrice: v.unitPrice,
    sku: v.sku,
    skuName: v.skuName,
    productRatePlanChargeId: v.productRatePlanChargeId,
    serviceStartDate: v.serviceStartDate,
    serviceEndDate: v.serviceEndDate,
    sourceItemType: "ProductRatePlanCharge",
  };
  if (v.note !== undefined) {
    if (hasField(version, "comment")) body.comment = v.note;
    if (hasField(version, "description")) body.description = v.note;
  }
  if (hasField(version, "creditTaxItems")) body.creditTaxItems = taxes;
  if (hasField(version, "taxationItems")) body.taxationItems = { data: taxes };
  return body;
}

type ChargeBody = Schemas["CreditMemoChargeInput"];

/** A charge of the request as the domain takes it, refusing the fields the asked version lacks. */
export function chargeInput(c: ChargeBody, i: number, version: number): ChargeInput {
  const at = (f: string) => `charges.${i}.${f}`;
  requireField(version, "chargeId", at("chargeId"), c.chargeId !== undefined);
  requireField(
    version,
    "productRatePlanChargeId",
    at("productRatePlanChargeId"),
    c.productRatePlanChargeId !== undefined,
  );
  requireField(version, "amount", at("amount"), c.amount !== undefined);
  requireField(version, "memoItemAmount", at("memoItemAmount"), c.memoItemAmount !== undefined);
  requireField(version, "comment", at("comment"), c.comment !== undefined);
  requireField(version, "description", at("description"), c.description !== undefined);
  // The schema requires one of the two (`anyOf`), which the body's type cannot narrow to a string.
  const chargeId = c.productRatePlanChargeId ?? (c.chargeId as string);
  return {
    productRatePlanChargeId: chargeId,
    amount: c.amount ?? c.memoItemAmount,
    quantity: c.quantity,
    note: c.description ?? c.comment,
    serviceStartDate: c.serviceStartDate,
    serviceEndDate: c.serviceEndDate,
  };
}
