/** Customer accounts, their contacts and their invoices as stored. Amounts have two decimals. */
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
