/**
 * The billing domain's stored records. Amounts are numbers with two decimals; dates are `yyyy-mm-dd`;
 * instants are ISO 8601 strings. Totals that follow from other fields (a credit memo's amount, applied and
 * unapplied amounts) are not stored but derived, so that they cannot disagree.
 */

export interface TenantRecord {
  id: string;
  name: string;
  entities: EntityRecord[];
  tokens: TokenRecord[];
  /** Account credentials that POST /v1/connections checks. */
  users: { username: string; password: string }[];
  /** When the custom events feature was enabled: tokens issued before then no longer work. */
  customEventsEnabledAt?: string;
}

export interface EntityRecord {
  id: string;
  name: string;
  /** The entity a product is shared from: sharing goes from a parent to its children. */
  parentId?: string;
}

export interface TokenRecord {
  token: string;
  /** The user the token was issued to: createdBy/updatedBy of what it writes. */
  userId: string;
  /** Entities the token is valid for. */
  entityIds: string[];
  /** When it was issued; fixture tokens predate everything. */
  issuedAt?: string;
}

export type PeriodStatus = "Open" | "PendingClose" | "Closed";

export interface AccountingPeriodRecord {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  fiscalYear: number;
  fiscalQuarter?: number;
  notes?: string;
  status: PeriodStatus;
  /** When the latest trial balance run started; its status follows from the clock. */
  trialBalanceStartedAt?: string;
  createdBy: string;
  createdOn: string;
  updatedBy: string;
  updatedOn: string;
}

export interface AccountingCodeRecord {
  id: string;
  name: string;
  type: string;
  glAccountName?: string;
  glAccountNumber?: string;
  notes?: string;
  status: "Active" | "Inactive";
  createdBy: string;
  createdOn: string;
  updatedBy: string;
  updatedOn: string;
}

export interface ContactRecord {
  id: string;
  accountId: string;
  firstName: string;
  lastName: string;
  nickname?: string;
  workEmail?: string;
  personalEmail?: string;
  workPhone?: string;
  mobilePhone?: string;
  homePhone?: string;
  fax?: string;
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  county?: string;
  zipCode?: string;
  country?: string;
  taxRegion?: string;
}

export interface AccountRecord {
  id: string;
  accountNumber: string;
  name: string;
  currency: string;
  billCycleDay: number;
  paymentTerm?: string;
  autoPay: boolean;
  notes?: string;
  billToContactId: string;
  soldToContactId: string;
  /** Billing document files kept for the account (invoice and memo PDFs) until a deletion job removes them. */
  documentFiles: number;
  createdOn: string;
}

export interface InvoiceRecord {
  id: string;
  number: string;
  accountId: string;
  currency: string;
  status: "Draft" | "Posted" | "Canceled";
  invoiceDate: string;
  amount: number;
  balance: number;
}

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

export interface EventTriggerRecord {
  id: string;
  baseObject: string;
  condition: string;
  description?: string;
  active: boolean;
  eventType: { name: string; displayName?: string; description?: string };
}

export interface EmailTemplateRecord {
  id: string;
  name: string;
  eventTypeName: string;
  description?: string;
  emailSubject: string;
  emailBody: string;
  fromEmailType?: "TenantEmail" | "SpecificEmail";
  fromEmailAddress?: string;
  toEmailType?: "BillToContact" | "SoldToContact" | "SpecificEmails" | "TenantAdmin" | "RunOwner";
  toEmailAddress?: string;
  isHtml?: boolean;
  active: boolean;
  createdBy: string;
  createdOn: string;
  updatedBy: string;
  updatedOn: string;
}

export interface NotificationDefinitionRecord {
  id: string;
  name: string;
  description?: string;
  eventTypeName: string;
  profileId: string;
  emailTemplateId?: string;
  emailActive: boolean;
  calloutActive: boolean;
  /** Where callouts go (Zuora's callout base URL); the gateway's own receiver when absent. */
  calloutUrl?: string;
  active: boolean;
  createdOn: string;
  updatedOn: string;
}

export interface NotificationHistoryRecord {
  id: string;
  accountId: string;
  eventTypeName: string;
  sentOn: string;
  /** An email unless it says callout. */
  type?: "email" | "callout";
  definitionId?: string;
  /** The record whose change raised the event. */
  objectId?: string;
  email?: { to: string; subject: string; result: "Sent" | "Failed" };
  callout?: {
    url: string;
    payload: Record<string, unknown>;
    attempts: number;
    status: "Pending" | "Delivered" | "Failed";
    responseCode?: number;
    error?: string;
    lastAttemptOn?: string;
  };
}

export interface MassActionRecord {
  bulkKey: string;
  actionType: string;
  totalCount: number;
  startedAt: string;
  /** When a stop request froze the progress. */
  stoppedAt?: string;
}

/** Everything one entity's fixture file holds. */
export interface EntityFixture {
  accountingPeriods: AccountingPeriodRecord[];
  accountingCodes: AccountingCodeRecord[];
  accounts: AccountRecord[];
  contacts: ContactRecord[];
  invoices: InvoiceRecord[];
  products: ProductRecord[];
  subscriptionCharges: SubscriptionChargeRecord[];
  creditMemos: CreditMemoRecord[];
  eventTriggers: EventTriggerRecord[];
  emailTemplates: EmailTemplateRecord[];
  notificationDefinitions: NotificationDefinitionRecord[];
  notificationHistory: NotificationHistoryRecord[];
  massActions: MassActionRecord[];
}
