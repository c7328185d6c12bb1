/**
 * What the entity's subscription charges yield: charge metrics (MRR and TCV, gross, discount and net) and
 * the allocation of discount charges to the charges they discount, exported by change time (Zuora maps
 * the export's timestamps to each record's `UpdatedOn`), and charge revenue summaries, month by month.
 */
import { invalid } from "../../../errors/service-error";
import type { AccountingPeriods } from "./accounting-periods";
import type { Catalog } from "./catalog";
import type { SubscriptionChargeRecord } from "./catalog-records";
import { addDays, addMonths } from "./dates";
import { notFound } from "./errors";
import { money } from "./money";
import { type Deps, entityCollection, type Scope } from "./scope";

export interface ChargeMetricsRecord {
  SubscriptionName: string;
  ChargeNumber: string;
  RatePlanChargeId: string;
  AccountId: string;
  ProductId: string;
  ProductRatePlanId: string;
  ProductRatePlanChargeId: string;
  Currency: string;
  StartDate: string;
  EndDate: string;
  MRRGrossAmount: number;
  MRRDiscountAmount: number;
  MRRNetAmount: number;
  TCVGrossAmount: number;
  TCVDiscountAmount: number;
  TCVNetAmount: number;
  CreatedOn: string;
  UpdatedOn: string;
}

export interface DiscountAllocationRecord {
  SubscriptionName: string;
  DiscountChargeNumber: string;
  ChargeNumber: string;
  Currency: string;
  StartDate: string;
  EndDate: string;
  DiscountPercentage: number;
  MRRDiscountAmount: number;
  TCVDiscountAmount: number;
  UpdatedOn: string;
}

export interface RevenueDetail {
  accountingPeriodName: string;
  startDate: string;
  endDate: string;
  amount: number;
  accountingCode?: string;
}

export interface RevenueSummary {
  number: string;
  charge: SubscriptionChargeRecord;
  details: RevenueDetail[];
}

/** Whole months a charge runs (a day short of a month counts as the month). */
function months(c: SubscriptionChargeRecord): number {
  const days =
    (Date.parse(`${c.endDate}T00:00:00Z`) - Date.parse(`${c.startDate}T00:00:00Z`)) / 86_400_000 + 1;
  return Math.max(1, Math.round(days / 30.4375));
}

export class Revenue {
  constructor(
    private readonly deps: Deps,
    private readonly periods: AccountingPeriods,
    private readonly catalog: Catalog,
  ) {}

  private charges(scope: Scope): SubscriptionChargeRecord[] {
    return entityCollection<SubscriptionChargeRecord>(this.deps, scope.entityId, "subscriptionCharges").all();
  }

  private inRange(from: string, to: string): (c: SubscriptionChargeRecord) => boolean {
    const start = Date.parse(from);
    const end = Date.parse(to);
    if (!(start < end)) throw invalid("toTimestamp", "must be after fromTimestamp");
    return (c) => {
      const t = Date.parse(c.updatedOn);
      return start <= t && t < end;
    };
  }

  /** The monthly discount a discount charge takes off the charge it discounts. */
  private discountOf(discount: SubscriptionChargeRecord, all: SubscriptionChargeRecord[]): number {
    const target = all.find((c) => c.number === discount.discountedChargeNumber);
    return target ? money((target.monthlyAmount * (discount.discountPercentage ?? 0)) / 100) : 0;
  }

  chargeMetrics(scope: Scope, from: string, to: string): ChargeMetricsRecord[] {
    const all = this.charges(scope);
    return all
      .filter((c) => c.discountPercentage === undefined)
      .filter(this.inRange(from, to))
      .map((c) => {
        const discount = money(
          all
            .filter((d) => d.discountedChargeNumber === c.number)
            .reduce((s, d) => s + this.discountOf(d, all), 0),
        );
        const n = months(c);
        return {
          SubscriptionName: c.subscriptionNumber,
          ChargeNumber: c.number,
          RatePlanChargeId: c.id,
          AccountId: c.accountId,
          ProductId: c.productId,
          ProductRatePlanId: c.productRatePlanId,
          ProductRatePlanChargeId: c.productRatePlanChargeId,
          Currency: c.currency,
          StartDate: c.startDate,
          EndDate: c.endDate,
          MRRGrossAmount: c.monthlyAmount,
          MRRDiscountAmount: discount,
          MRRNetAmount: money(c.monthlyAmount - discount),
          TCVGrossAmount: money(c.monthlyAmount * n),
          TCVDiscountAmount: money(discount * n),
          TCVNetAmount: money((c.monthlyAmount - discount) * n),
          CreatedOn: c.createdOn,
          UpdatedOn: c.updatedOn,
        };
      });
  }

  discountAllocations(scope: Scope, from: string, to: string): DiscountAllocationRecord[] {
    const all = this.charges(scope);
    return all
      .filter((c) => c.discountPercentage !== undefined && c.discountedChargeNumber !== undefined)
      .filter(this.inRange(from, to))
      .map((d) => {
        const monthly = this.discountOf(d, all);
        return {
          SubscriptionName: d.subscriptionNumber,
          DiscountChargeNumber: d.number,
          ChargeNumber: d.discountedChargeNumber ?? "",
          Currency: d.currency,
          StartDate: d.startDate,
          EndDate: d.endDate,
          DiscountPercentage: d.discountPercentage ?? 0,
          MRRDiscountAmount: monthly,
          TCVDiscountAmount: money(monthly * months(d)),
          UpdatedOn: d.updatedOn,
        };
      });
  }

  private summary(
    scope: Scope,
    c: SubscriptionChargeRecord,
    all: SubscriptionChargeRecord[],
  ): RevenueSummary {
    const monthly = c.discountPercentage !== undefined ? -this.discountOf(c, all) : c.monthlyAmount;
    const accountingCode = this.catalog.findCharge(scope, c.productRatePlanChargeId)?.charge.accountingCode;
    const details: RevenueDetail[] = [];
    for (let i = 0, start = c.startDate; start <= c.endDate; i++, start = addMonths(c.startDate, i)) {
      const end = addDays(addMonths(c.startDate, i + 1), -1);
      details.push({
        accountingPeriodName: this.periods.containing(scope, start)?.name ?? "Open-Ended",
        startDate: start,
        endDate: end < c.endDate ? end : c.endDate,
        amount: monthly,
        accountingCode,
      });
    }
    return { number: c.crsNumber, charge: c, details };
  }

  byNumber(scope: Scope, crsNumber: string): RevenueSummary {
    const all = this.charges(scope);
    const c = all.find((x) => x.crsNumber === crsNumber);
    if (!c) throw notFound("Charge revenue summary", crsNumber);
    return this.summary(scope, c, all);
  }

  /** The charge key is the subscription charge's id or its number. */
  byChargeKey(scope: Scope, chargeKey: string): RevenueSummary {
    const all = this.charges(scope);
    const c = all.find((x) => x.id === chargeKey || x.number === chargeKey);
    if (!c) throw notFound("Subscription charge", chargeKey);
    return this.summary(scope, c, all);
  }
}
