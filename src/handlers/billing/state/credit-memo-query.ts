/**
 * Listing credit memos: equality filters on Zuora's filter fields and Zuora's `sort` rule: up to two
 * comma-separated `<operator><field>` terms, `-` ascending, `+` descending, no operator descending; by
 * default descending by number.
 */
import type { CreditMemoView } from "./credit-memo-view";

export const FILTER_FIELDS = [
  "accountId",
  "amount",
  "appliedAmount",
  "autoApplyUponPosting",
  "createdById",
  "createdDate",
  "creditMemoDate",
  "currency",
  "excludeFromAutoApplyRules",
  "number",
  "referredInvoiceId",
  "refundAmount",
  "status",
  "targetDate",
  "taxAmount",
  "totalTaxExemptAmount",
  "transferredToAccounting",
  "unappliedAmount",
  "updatedById",
  "updatedDate",
] as const;

export type FilterField = (typeof FILTER_FIELDS)[number];
export type CreditMemoFilter = Partial<Record<FilterField, string | number | boolean>>;

export const SORTABLE_FIELDS = [
  "accountId",
  "amount",
  "appliedAmount",
  "createdById",
  "createdDate",
  "creditMemoDate",
  "number",
  "referredInvoiceId",
  "refundAmount",
  "status",
  "targetDate",
  "taxAmount",
  "totalTaxExemptAmount",
  "transferredToAccounting",
  "unappliedAmount",
  "updatedDate",
] as const satisfies readonly FilterField[];

type SortField = (typeof SORTABLE_FIELDS)[number];

export interface SortTerm {
  field: SortField;
  ascending: boolean;
}

/** The spec's pattern holds `sort` to at most two known fields, each with an optional operator. */
export function parseSort(sort: string | undefined): SortTerm[] {
  if (sort === undefined || sort.trim() === "") return [{ field: "number", ascending: false }];
  return sort.split(",").map((term) => {
    // An unencoded `+` arrives as a space (form encoding of the query string): it is the `+` operator.
    const name = term.replace(/^[+\- ]/, "");
    const field = SORTABLE_FIELDS.find((f) => f === name) ?? "number";
    return { field, ascending: term.startsWith("-") };
  });
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b));
}

function matches(memo: CreditMemoView, filter: CreditMemoFilter): boolean {
  return FILTER_FIELDS.every((field) => {
    const wanted = filter[field];
    if (wanted === undefined) return true;
    const actual = memo[field];
    if (typeof wanted === "number") return typeof actual === "number" && Math.abs(actual - wanted) < 0.005;
    // Instants match as instants, whatever their precision.
    if (field === "createdDate" || field === "updatedDate")
      return Date.parse(String(actual)) === Date.parse(String(wanted));
    return actual === wanted;
  });
}

export function queryCreditMemos(
  memos: CreditMemoView[],
  filter: CreditMemoFilter,
  sort: SortTerm[],
): CreditMemoView[] {
  return memos
    .filter((m) => matches(m, filter))
    .sort((x, y) => {
      for (const term of sort) {
        const c = compare(x[term.field], y[term.field]);
        if (c !== 0) return term.ascending ? c : -c;
      }
      return -compare(x.number, y.number);
    });
}
