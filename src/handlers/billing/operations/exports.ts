/** Handlers of the charge-metric exports, answered as a JSON text sequence or CSV as the request accepts. */
import type { BillingHandlers } from "../../../../generated/billing/handlers";
import type { BillingContext } from "../auth";
import type { Billing } from "../state/index";
import { render } from "../wire/exports";

export function exportOperations(
  b: Billing,
): Pick<BillingHandlers<BillingContext>, "exportChargeMetrics" | "exportDiscountAllocationDetails"> {
  return {
    exportChargeMetrics: ({ query }, ctx) =>
      render(
        b.revenue.chargeMetrics(ctx.scope, query.fromTimestamp, query.toTimestamp),
        [
          "SubscriptionName",
          "ChargeNumber",
          "RatePlanChargeId",
          "AccountId",
          "ProductId",
          "ProductRatePlanId",
          "ProductRatePlanChargeId",
          "Currency",
          "StartDate",
          "EndDate",
          "MRRGrossAmount",
          "MRRDiscountAmount",
          "MRRNetAmount",
          "TCVGrossAmount",
          "TCVDiscountAmount",
          "TCVNetAmount",
          "CreatedOn",
          "UpdatedOn",
        ],
        ctx,
      ),
    exportDiscountAllocationDetails: ({ query }, ctx) =>
      render(
        b.revenue.discountAllocations(ctx.scope, query.fromTimestamp, query.toTimestamp),
        [
          "SubscriptionName",
          "DiscountChargeNumber",
          "ChargeNumber",
          "Currency",
          "StartDate",
          "EndDate",
          "DiscountPercentage",
          "MRRDiscountAmount",
          "TCVDiscountAmount",
          "UpdatedOn",
        ],
        ctx,
      ),
  };
}
