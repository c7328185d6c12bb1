/** The utility price comparison of a scanned bill, over the reference tariff table. */
import type { OcrFields } from "./documents";
import type { Reference } from "./reference";

/**
 * Utility price comparison: the annual cost of every plan in the bill's state for the bill's usage, cheapest
 * first, at most `planLimit`, each with its saving against what the bill's plan costs per year.
 */
export function comparePlans(ref: Reference, fields: OcrFields, planLimit: number) {
  const usage = Number(fields.annualUsageKwh);
  const state = String(fields.state ?? "");
  const currentAnnualCents = Math.round(
    (Number(fields.billedAmountCents) * 365) / Number(fields.billingDays),
  );
  const plans = ref.tariffs
    .all(undefined, { index: "byState", scope: state })
    .map((t) => {
      const annualCostCents = Math.round(
        (t.dailySupplyCents * 365 + t.usageCentsPerKwh * usage) * (1 - t.discountPercent / 100),
      );
      return {
        planId: t.planId,
        retailer: t.retailer,
        planName: t.planName,
        annualCostCents,
        annualSavingCents: currentAnnualCents - annualCostCents,
      };
    })
    .sort((x, y) => x.annualCostCents - y.annualCostCents || x.planId.localeCompare(y.planId));
  return {
    currentPlan: String(fields.planName ?? ""),
    currentAnnualCostCents: currentAnnualCents,
    annualUsageKwh: usage,
    plans: plans.slice(0, planLimit),
  };
}
