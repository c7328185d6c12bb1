/** Handlers of the product catalog (products, their rate plans) and charge revenue summaries. */
import type { BillingHandlers } from "../../../../generated/billing/handlers";
import type { BillingContext } from "../auth";
import type { Billing } from "../state/index";
import { product, ratePlan, summary } from "../wire/catalog";
import { listUrl, v1Page } from "../wire/paging";

export function catalogOperations(
  b: Billing,
): Pick<
  BillingHandlers<BillingContext>,
  | "getProduct"
  | "listProducts"
  | "shareProduct"
  | "listProductRatePlans"
  | "getChargeRevenueSummary"
  | "getChargeRevenueSummaryByChargeKey"
> {
  return {
    getProduct: ({ path }, ctx) => ({
      status: 200,
      body: {
        ...product(b.catalog.get(ctx.scope, path.productId), ctx.scope.version, ctx.baseUrl),
        success: true,
      },
    }),
    listProducts: ({ query }, ctx) => {
      const page = v1Page(
        b.catalog.all(ctx.scope),
        query,
        listUrl(ctx.baseUrl, "/v1/catalog/products", query),
      );
      return {
        status: 200,
        body: {
          success: true,
          products: page.items.map((p) => product(p, ctx.scope.version, ctx.baseUrl)),
          nextPage: page.nextPage,
        },
      };
    },
    listProductRatePlans: ({ path, query }, ctx) => {
      const plans = b.catalog.get(ctx.scope, path.productId).ratePlans;
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
    shareProduct: ({ path, body }, { scope }) => {
      b.catalog.share(scope, path.productId, body.entityIds);
      return { status: 200, body: { success: true } };
    },
    getChargeRevenueSummary: ({ path }, { scope }) => ({
      status: 200,
      body: summary(b.revenue.byNumber(scope, path.crsNumber)),
    }),
    getChargeRevenueSummaryByChargeKey: ({ path }, { scope }) => ({
      status: 200,
      body: summary(b.revenue.byChargeKey(scope, path.chargeKey)),
    }),
  };
}
