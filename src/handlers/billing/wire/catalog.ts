/**
 * Wire mapping of the catalog and of charge revenue summaries. Up to version 229.0 a product carries its
 * rate plans inline; from 230.0 `productRatePlans` is the URL that lists them (Zuora's documented change).
 */
import type { components } from "../../../../generated/billing/types";
import type { Billing } from "../state/index";
import type { ProductRecord, RatePlanRecord } from "../state/records";
import type { RevenueSummary } from "../state/revenue";
import { hasField } from "../state/versions";
import type { ScopedHandlers } from "./bind";
import { listUrl, v1Page } from "./paging";

type Schemas = components["schemas"];

function ratePlan(rp: RatePlanRecord): Schemas["ProductRatePlan"] {
  return {
    id: rp.id,
    name: rp.name,
    status: rp.status,
    productRatePlanCharges: rp.charges.map((c) => ({ ...c })),
  };
}

function product(p: ProductRecord, version: number, baseUrl: string): Schemas["Product"] {
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

function summary(s: RevenueSummary): Schemas["ChargeRevenueSummary"] {
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

export function catalogHandlers(
  b: Billing,
): Pick<
  ScopedHandlers,
  | "getProduct"
  | "listProducts"
  | "shareProduct"
  | "listProductRatePlans"
  | "getChargeRevenueSummary"
  | "getChargeRevenueSummaryByChargeKey"
> {
  return {
    getProduct: ({ path }, scope, ctx) => ({
      status: 200,
      body: {
        ...product(b.catalog.get(scope, path.productId), scope.version, ctx.baseUrl),
        success: true,
      },
    }),
    listProducts: ({ query }, scope, ctx) => {
      const page = v1Page(b.catalog.all(scope), query, listUrl(ctx.baseUrl, "/v1/catalog/products", query));
      return {
        status: 200,
        body: {
          success: true,
          products: page.items.map((p) => product(p, scope.version, ctx.baseUrl)),
          nextPage: page.nextPage,
        },
      };
    },
    listProductRatePlans: ({ path, query }, scope, ctx) => {
      const plans = b.catalog.get(scope, path.productId).ratePlans;
      const page = v1Page(
        plans,
        query,
        listUrl(ctx.baseUrl, `/v1/rateplan/${path.productId}/productRatePlan`, query),
      );
      return {
        status: 200,
        body: { success: true, productRatePlans: page.items.map(ratePlan), nextPage: page.nextPage },
      };
    },
    shareProduct: ({ path, body }, scope) => {
      b.catalog.share(scope, path.productId, body.entityIds);
      return { status: 200, body: { success: true } };
    },
    getChargeRevenueSummary: ({ path }, scope) => ({
      status: 200,
      body: summary(b.revenue.byNumber(scope, path.crsNumber)),
    }),
    getChargeRevenueSummaryByChargeKey: ({ path }, scope) => ({
      status: 200,
      body: summary(b.revenue.byChargeKey(scope, path.chargeKey)),
    }),
  };
}
