/**
 * The items of a credit memo: created from product rate plan charges (Zuora creates memos from any charge
 * model except the discount models), each taxed at its charge's tax rate, and re-priced while the memo is a draft.
 */
import { invalid } from "../../../errors/service-error";
import type { Catalog } from "./catalog";
import type { CreditMemoItemRecord, CreditMemoRecord } from "./credit-memo-records";
import { assertDate } from "./dates";
import { objectId } from "./ids";
import { money } from "./money";
import type { Scope } from "./scope";
import type { SettingsService } from "./settings";

export interface ChargeInput {
  productRatePlanChargeId: string;
  amount?: number;
  quantity?: number;
  note?: string;
  serviceStartDate?: string;
  serviceEndDate?: string;
}

/** Taxation items of an item of a taxable charge, at the charge's tax rate. */
function taxFor(amountWithoutTax: number, taxCode: string | undefined, taxRate: number | undefined) {
  if (!taxCode || taxRate === undefined) return [];
  return [{ id: objectId(), name: taxCode, taxCode, taxRate, taxAmount: money(amountWithoutTax * taxRate) }];
}

/** The items of a new memo dated `date`, one per charge; refused as a whole when one breaks a rule. */
export function chargeItems(
  scope: Scope,
  charges: ChargeInput[],
  date: string,
  catalog: Catalog,
  settings: SettingsService,
): CreditMemoItemRecord[] {
  const items = charges.map((c, i): CreditMemoItemRecord => {
    assertDate(`charges.${i}.serviceStartDate`, c.serviceStartDate);
    assertDate(`charges.${i}.serviceEndDate`, c.serviceEndDate);
    const { product, charge } = catalog.charge(scope, c.productRatePlanChargeId);
    if (!charge.accountingCode && !settings.flag(scope, "/accounting-rules", "allowBlankAccountingCodes"))
      throw invalid(
        `charges.${i}`,
        `the charge ${charge.name} has no accounting code, and blank accounting codes are not allowed`,
      );
    // Zuora creates memos from any charge model except the discount models.
    if (charge.model.startsWith("Discount")) {
      throw invalid(
        `charges.${i}`,
        `a credit memo cannot be created from the discount charge ${charge.name}`,
      );
    }
    const quantity = c.quantity ?? 1;
    const amountWithoutTax = money(c.amount ?? charge.price * quantity);
    return {
      id: objectId(),
      productRatePlanChargeId: charge.id,
      sku: product.sku,
      skuName: charge.name,
      quantity,
      unitPrice: money(amountWithoutTax / quantity),
      amountWithoutTax,
      taxationItems: taxFor(amountWithoutTax, charge.taxCode, charge.taxRate),
      appliedAmount: 0,
      refundAmount: 0,
      note: c.note,
      serviceStartDate: c.serviceStartDate ?? date,
      serviceEndDate: c.serviceEndDate ?? c.serviceStartDate ?? date,
    };
  });
  items.forEach((item, i) => {
    if (item.serviceEndDate < item.serviceStartDate)
      throw invalid(`charges.${i}.serviceEndDate`, "must not be before serviceStartDate");
  });
  return items;
}

/** A draft memo's items with the amounts asked for (items not named keep theirs), taxes following. */
export function withItemAmounts(
  memo: CreditMemoRecord,
  amounts: { id: string; amount: number }[],
): CreditMemoItemRecord[] {
  const byId = new Map(amounts.map((i) => [i.id, i.amount]));
  for (const itemId of byId.keys()) {
    if (!memo.items.some((i) => i.id === itemId))
      throw invalid("items", `credit memo ${memo.number} has no item ${itemId}`);
  }
  return memo.items.map((item) => {
    const amount = byId.get(item.id);
    if (amount === undefined) return item;
    return {
      ...item,
      amountWithoutTax: money(amount),
      unitPrice: money(amount / item.quantity),
      taxationItems: item.taxationItems.map((t) => ({
        ...t,
        taxAmount: money(amount * t.taxRate),
      })),
    };
  });
}
