/**
 * The objects data queries select from, named and with columns as Zuora's Data Query tables have them
 * (lower-case object and field names), each read from the entity's records as they are when the query runs.
 * Every table has the `deleted` column.
 */

import type { AccountingCodeRecord, AccountingPeriodRecord } from "./accounting-records";
import type { ProductRecord } from "./catalog-records";
import type { CreditMemoRecord } from "./credit-memo-records";
import { memoView } from "./credit-memo-view";
import type { AccountRecord, ContactRecord, InvoiceRecord } from "./customer-records";
import type { Row, Table } from "./data-query";
import { type Deps, deletedCollection, entityCollection } from "./scope";

/** A table over the collection `name`: `row` maps one record to its columns (`deleted` is added). */
function table<T>(deps: Deps, name: string, columns: string[], row: (r: T) => Row): Table {
  return {
    columns: [...columns, "deleted"],
    rows: (entityId, deleted) => [
      ...entityCollection<T>(deps, entityId, name)
        .all()
        .map((r) => ({ ...row(r), deleted: false })),
      ...(deleted
        ? deletedCollection<T>(deps, entityId, name)
            .all()
            .map((r) => ({ ...row(r), deleted: true }))
        : []),
    ],
  };
}

export function queryTables(deps: Deps): Record<string, Table> {
  return {
    account: table<AccountRecord>(
      deps,
      "accounts",
      ["id", "accountnumber", "name", "currency", "billcycleday", "paymentterm", "autopay", "createddate"],
      (a) => ({
        id: a.id,
        accountnumber: a.accountNumber,
        name: a.name,
        currency: a.currency,
        billcycleday: a.billCycleDay,
        paymentterm: a.paymentTerm ?? null,
        autopay: a.autoPay,
        createddate: a.createdOn,
      }),
    ),
    contact: table<ContactRecord>(
      deps,
      "contacts",
      ["id", "accountid", "firstname", "lastname", "workemail", "city", "country"],
      (c) => ({
        id: c.id,
        accountid: c.accountId,
        firstname: c.firstName,
        lastname: c.lastName,
        workemail: c.workEmail ?? null,
        city: c.city ?? null,
        country: c.country ?? null,
      }),
    ),
    invoice: table<InvoiceRecord>(
      deps,
      "invoices",
      ["id", "invoicenumber", "accountid", "currency", "status", "invoicedate", "amount", "balance"],
      (i) => ({
        id: i.id,
        invoicenumber: i.number,
        accountid: i.accountId,
        currency: i.currency,
        status: i.status,
        invoicedate: i.invoiceDate,
        amount: i.amount,
        balance: i.balance,
      }),
    ),
    product: table<ProductRecord>(
      deps,
      "products",
      ["id", "name", "sku", "category", "effectivestartdate", "effectiveenddate"],
      (p) => ({
        id: p.id,
        name: p.name,
        sku: p.sku,
        category: p.category ?? null,
        effectivestartdate: p.effectiveStartDate,
        effectiveenddate: p.effectiveEndDate,
      }),
    ),
    accountingperiod: table<AccountingPeriodRecord>(
      deps,
      "accountingPeriods",
      ["id", "name", "startdate", "enddate", "fiscalyear", "status"],
      (p) => ({
        id: p.id,
        name: p.name,
        startdate: p.startDate,
        enddate: p.endDate,
        fiscalyear: p.fiscalYear,
        status: p.status,
      }),
    ),
    accountingcode: table<AccountingCodeRecord>(
      deps,
      "accountingCodes",
      ["id", "name", "type", "glaccountnumber", "status"],
      (c) => ({
        id: c.id,
        name: c.name,
        type: c.type,
        glaccountnumber: c.glAccountNumber ?? null,
        status: c.status,
      }),
    ),
    creditmemo: table<CreditMemoRecord>(
      deps,
      "creditMemos",
      ["id", "memonumber", "accountid", "currency", "memodate", "status", "reasoncode", "totalamount"],
      (m) => ({
        id: m.id,
        memonumber: m.number,
        accountid: m.accountId,
        currency: m.currency,
        memodate: m.creditMemoDate,
        status: m.status,
        reasoncode: m.reasonCode ?? null,
        totalamount: memoView(m).amount,
      }),
    ),
  };
}
