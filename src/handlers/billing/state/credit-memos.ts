/**
 * Credit memos created from product rate plan charges, with Zuora's lifecycle: a memo is created Draft
 * (or Posted with `autoPost`); only a draft can be edited or cancelled; only a posted memo can be applied;
 * only a cancelled memo can be deleted. Totals are derived from the items, so that
 * amount = appliedAmount + unappliedAmount + refundAmount always holds.
 */
import { invalid } from "../../../errors/service-error";
import type { AccountingPeriods } from "./accounting-periods";
import type { Catalog } from "./catalog";
import { type ChargeInput, chargeItems, withItemAmounts } from "./credit-memo-items";
import { type CreditMemoFilter, parseSort, queryCreditMemos } from "./credit-memo-query";
import type { CreditMemoItemRecord, CreditMemoRecord } from "./credit-memo-records";
import { type CreditMemoView, itemView, memoView } from "./credit-memo-view";
import type { Customers } from "./customers";
import { assertDate, isoNow } from "./dates";
import { notFound, ruleViolation } from "./errors";
import type { Events } from "./events";
import { objectId } from "./ids";
import { money, sum } from "./money";
import { type Deps, deletedCollection, entityCollection, type Scope } from "./scope";
import type { SettingsService } from "./settings";

export interface CreateInput {
  accountId: string;
  charges: ChargeInput[];
  effectiveDate?: string;
  comment?: string;
  reasonCode?: string;
  autoPost?: boolean;
  autoApplyUponPosting?: boolean;
  excludeFromAutoApplyRules?: boolean;
  referredInvoiceId?: string;
}

export interface UpdateInput {
  comment?: string;
  reasonCode?: string;
  effectiveDate?: string;
  autoApplyUponPosting?: boolean;
  excludeFromAutoApplyRules?: boolean;
  transferredToAccounting?: CreditMemoRecord["transferredToAccounting"];
  items?: { id: string; amount: number }[];
}

export class CreditMemos {
  constructor(
    private readonly deps: Deps,
    private readonly customers: Customers,
    private readonly catalog: Catalog,
    private readonly periods: AccountingPeriods,
    private readonly events: Events,
    private readonly settings: SettingsService,
  ) {}

  /** Stores a memo's change and raises the events it triggers. */
  private save(scope: Scope, before: CreditMemoRecord | undefined, after: CreditMemoRecord): void {
    this.col(scope).put(after.id, after);
    this.events.publish(scope, {
      baseObject: "CreditMemo",
      changeType: before ? "UPDATE" : "INSERT",
      objectId: after.id,
      accountId: after.accountId,
      before: before && { ...memoView(before) },
      after: { ...memoView(after) },
    });
  }

  private col(scope: Scope) {
    return entityCollection<CreditMemoRecord>(this.deps, scope.entityId, "creditMemos");
  }

  get(scope: Scope, id: string): CreditMemoRecord {
    const m = this.col(scope).get(id);
    if (!m) throw notFound("Credit memo", id);
    return m;
  }

  item(scope: Scope, memoId: string, itemId: string): CreditMemoItemRecord {
    const item = this.get(scope, memoId).items.find((i) => i.id === itemId);
    if (!item) throw notFound("Credit memo item", itemId);
    return item;
  }

  list(scope: Scope, filter: CreditMemoFilter, sort: string | undefined): CreditMemoView[] {
    return queryCreditMemos(this.col(scope).all().map(memoView), filter, parseSort(sort));
  }

  private today(): string {
    return isoNow(this.deps.clock).slice(0, 10);
  }

  /** Zuora: a memo's date must not fall in a closed accounting period. */
  private assertOpenDate(scope: Scope, date: string, field: string): void {
    assertDate(field, date);
    const period = this.periods.containing(scope, date);
    if (period?.status === "Closed")
      throw invalid(field, `${date} is in the closed accounting period ${period.name}`);
  }

  private nextNumber(scope: Scope): string {
    const used = this.col(scope)
      .all()
      .map((m) => Number(/^CM(\d+)$/.exec(m.number)?.[1] ?? 0));
    return `CM${String(Math.max(0, ...used) + 1).padStart(8, "0")}`;
  }

  create(scope: Scope, input: CreateInput): CreditMemoRecord {
    const account = this.customers.account(scope, input.accountId);
    const date = input.effectiveDate ?? this.today();
    assertDate("effectiveDate", date);
    if (!this.settings.flag(scope, "/accounting-rules", "allowCreationInClosedPeriod"))
      this.assertOpenDate(scope, date, "effectiveDate");
    if (
      input.reasonCode === undefined &&
      this.settings.flag(scope, "/billing-rules", "creditMemoReasonCodeRequired")
    )
      throw invalid(
        "reasonCode",
        "is required: the tenant's billing rules require a reason code on credit memos",
      );
    if (input.referredInvoiceId !== undefined) {
      const invoice = this.customers.invoice(scope, input.referredInvoiceId);
      if (invoice.accountId !== account.id)
        throw invalid("referredInvoiceId", "the invoice belongs to another account");
    }
    const items = chargeItems(scope, input.charges, date, this.catalog, this.settings);
    const now = isoNow(this.deps.clock);
    const memo: CreditMemoRecord = {
      id: objectId(),
      number: this.nextNumber(scope),
      accountId: account.id,
      currency: account.currency,
      creditMemoDate: date,
      targetDate: null,
      status: input.autoPost ? "Posted" : "Draft",
      comment: input.comment,
      reasonCode: input.reasonCode ?? "Correcting invoice error",
      referredInvoiceId: input.referredInvoiceId ?? null,
      autoApplyUponPosting: input.autoApplyUponPosting ?? false,
      excludeFromAutoApplyRules: input.excludeFromAutoApplyRules ?? false,
      transferredToAccounting: "No",
      source: "API",
      items,
      createdById: scope.userId,
      createdDate: now,
      updatedById: scope.userId,
      updatedDate: now,
      postedOn: input.autoPost ? now : null,
      cancelledOn: null,
    };
    this.save(scope, undefined, memo);
    return memo;
  }

  private requireDraft(memo: CreditMemoRecord, action: string): void {
    if (memo.status !== "Draft")
      throw ruleViolation(`Only a draft credit memo can be ${action}; ${memo.number} is ${memo.status}.`);
  }

  update(scope: Scope, id: string, input: UpdateInput): CreditMemoRecord {
    const memo = this.get(scope, id);
    this.requireDraft(memo, "updated");
    if (input.effectiveDate !== undefined) this.assertOpenDate(scope, input.effectiveDate, "effectiveDate");
    const items = withItemAmounts(memo, input.items ?? []);
    const updated: CreditMemoRecord = {
      ...memo,
      comment: input.comment ?? memo.comment,
      reasonCode: input.reasonCode ?? memo.reasonCode,
      creditMemoDate: input.effectiveDate ?? memo.creditMemoDate,
      autoApplyUponPosting: input.autoApplyUponPosting ?? memo.autoApplyUponPosting,
      excludeFromAutoApplyRules: input.excludeFromAutoApplyRules ?? memo.excludeFromAutoApplyRules,
      transferredToAccounting: input.transferredToAccounting ?? memo.transferredToAccounting,
      items,
      updatedById: scope.userId,
      updatedDate: isoNow(this.deps.clock),
    };
    this.save(scope, memo, updated);
    return updated;
  }

  cancel(scope: Scope, id: string): CreditMemoRecord {
    const memo = this.get(scope, id);
    this.requireDraft(memo, "cancelled");
    const now = isoNow(this.deps.clock);
    const updated: CreditMemoRecord = {
      ...memo,
      status: "Canceled",
      cancelledOn: now,
      updatedById: scope.userId,
      updatedDate: now,
    };
    this.save(scope, memo, updated);
    return updated;
  }

  delete(scope: Scope, id: string): void {
    const memo = this.get(scope, id);
    if (memo.status !== "Canceled")
      throw ruleViolation(`Only a cancelled credit memo can be deleted; ${memo.number} is ${memo.status}.`);
    deletedCollection<CreditMemoRecord>(this.deps, scope.entityId, "creditMemos").put(id, memo);
    this.col(scope).delete(id);
    this.events.publish(scope, {
      baseObject: "CreditMemo",
      changeType: "DELETE",
      objectId: id,
      accountId: memo.accountId,
      before: { ...memoView(memo) },
    });
  }

  /** Applies a posted memo to posted invoices of its account, item by item in order. */
  apply(
    scope: Scope,
    id: string,
    invoices: { invoiceId: string; amount: number }[],
    effectiveDate?: string,
  ): CreditMemoRecord {
    const memo = this.get(scope, id);
    if (memo.status !== "Posted")
      throw ruleViolation(`Only a posted credit memo can be applied; ${memo.number} is ${memo.status}.`);
    if (effectiveDate !== undefined) this.assertOpenDate(scope, effectiveDate, "effectiveDate");
    const total = sum(invoices.map((i) => i.amount));
    const view = memoView(memo);
    if (total > view.unappliedAmount) {
      throw ruleViolation(
        `The total amount ${total} exceeds the unapplied amount ${view.unappliedAmount} of ${memo.number}.`,
      );
    }
    // Checked as a whole before anything changes, an invoice named twice counting once with both amounts.
    const perInvoice = new Map<string, number>();
    invoices.forEach((target, i) => {
      const invoice = this.customers.invoice(scope, target.invoiceId);
      if (invoice.accountId !== memo.accountId)
        throw invalid(`invoices.${i}.invoiceId`, "the invoice belongs to another account");
      if (invoice.status !== "Posted") throw ruleViolation(`Invoice ${invoice.number} is not posted.`);
      const amount = money((perInvoice.get(invoice.id) ?? 0) + target.amount);
      if (amount > invoice.balance)
        throw ruleViolation(
          `The amount exceeds the balance ${invoice.balance} of invoice ${invoice.number}.`,
        );
      perInvoice.set(invoice.id, amount);
    });
    for (const [invoiceId, amount] of perInvoice) this.customers.applyCredit(scope, invoiceId, amount);
    let remaining = total;
    const items = memo.items.map((item) => {
      const take = Math.min(remaining, itemView(item).unappliedAmount);
      remaining = money(remaining - take);
      return { ...item, appliedAmount: money(item.appliedAmount + take) };
    });
    const updated: CreditMemoRecord = {
      ...memo,
      items,
      updatedById: scope.userId,
      updatedDate: isoNow(this.deps.clock),
    };
    this.save(scope, memo, updated);
    return updated;
  }
}
