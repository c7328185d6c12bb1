/** Accounting periods and accounting codes as stored. Dates are `yyyy-mm-dd`; instants ISO 8601. */
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
