/**
 * Wire mapping of the catalog and of charge revenue summaries. Up to version 229.0 a product carries its
 * rate plans inline; from 230.0 `productRatePlans` is the URL that lists them (Zuora's documented change).
 */
import type { components } from "../../../../generated/billing/types";
import type { ProductRecord, RatePlanRecord } from "../state/catalog-records";
import type { RevenueSummary } from "../state/revenue";
import { hasField } from "../state/versions";

type Schemas = components["schemas"];

export function ratePlan(rp: RatePlanRecord): Schemas["ProductRatePlan"] {
  return {
    id: rp.id,
    name: rp.name,
    status: rp.status,
    productRatePlanCharges: rp.charges.map((c) => ({ ...c })),
  };
}

export function product(p: ProductRecord, version: number, baseUrl: string): Schemas["Product"] {
  return {
    id: p.id,
    name: p.name,
    sku: p.sku,
    description: p.description,
    category: p.category,
    effectiveStartDate: p.effectiveStartDate,
    effectiveEndDate: p.effectiveEndDate,
    productRatePlans: hasField(version, "productRatePlansInline")
      ? p.ratePlans.map(ratePlan)
      : `${baseUrl}/v1/rateplan/${p.id}/productRatePlan`,
  };
}

export function summary(s: RevenueSummary): Schemas["ChargeRevenueSummary"] {
  return {
    success: true,
    number: s.number,
    chargeId: s.charge.id,
    chargeNumber: s.charge.number,
    subscriptionNumber: s.charge.subscriptionNumber,
    accountId: s.charge.accountId,
    currency: s.charge.currency,
    details: s.details,
  };
}
