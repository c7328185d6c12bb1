/** Credit memos and their items as stored. Totals that follow from the items (amount, applied and
 * unapplied amounts) are not stored but derived, so that they cannot disagree. */
export interface TaxationItemRecord {
  id: string;
  name: string;
  taxCode: string;
  taxRate: number;
  taxAmount: number;
}

export interface CreditMemoItemRecord {
  id: string;
  productRatePlanChargeId: string;
  sku: string;
  skuName: string;
  quantity: number;
  unitPrice: number;
  amountWithoutTax: number;
  taxationItems: TaxationItemRecord[];
  appliedAmount: number;
  refundAmount: number;
  /** The item's comment (versions up to 256.0) or description (257.0 on): one text, two names. */
  note?: string;
  serviceStartDate: string;
  serviceEndDate: string;
}

export type CreditMemoStatus = "Draft" | "Posted" | "Canceled";

export interface CreditMemoRecord {
  id: string;
  number: string;
  accountId: string;
  currency: string;
  creditMemoDate: string;
  targetDate: string | null;
  status: CreditMemoStatus;
  comment?: string;
  reasonCode?: string;
  referredInvoiceId: string | null;
  autoApplyUponPosting: boolean;
  excludeFromAutoApplyRules: boolean;
  transferredToAccounting: "Processing" | "Yes" | "No" | "Error" | "Ignore";
  source: string;
  items: CreditMemoItemRecord[];
  createdById: string;
  createdDate: string;
  updatedById: string;
  updatedDate: string;
  postedOn: string | null;
  cancelledOn: string | null;
}
