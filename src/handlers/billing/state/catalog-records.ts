/** The product catalog (products, rate plans, charges) and subscription charges as stored. */
export interface RatePlanChargeRecord {
  id: string;
  name: string;
  type: "OneTime" | "Recurring" | "Usage";
  model: string;
  price: number;
  billingPeriod?: string;
  taxCode?: string;
  /** The rate of the tax code, where the charge is taxable. */
  taxRate?: number;
  accountingCode?: string;
}

export interface RatePlanRecord {
  id: string;
  name: string;
  status: string;
  charges: RatePlanChargeRecord[];
}

export interface ProductRecord {
  id: string;
  name: string;
  sku: string;
  description?: string;
  category?: string;
  effectiveStartDate: string;
  effectiveEndDate: string;
  ratePlans: RatePlanRecord[];
  /** The entity the product was shared from, on the copy a child entity holds. */
  sharedFrom?: string;
}

/** A charge of a subscription: the source of charge metrics and of charge revenue summaries. */
export interface SubscriptionChargeRecord {
  id: string;
  number: string;
  subscriptionNumber: string;
  accountId: string;
  productId: string;
  productRatePlanId: string;
  productRatePlanChargeId: string;
  name: string;
  currency: string;
  startDate: string;
  endDate: string;
  /** Monthly recurring amount before discounts. */
  monthlyAmount: number;
  /** A discount charge's percentage, allocated to the charge it discounts. */
  discountPercentage?: number;
  discountedChargeNumber?: string;
  crsNumber: string;
  createdOn: string;
  updatedOn: string;
}
