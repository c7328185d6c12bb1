/**
 * Accounting periods and their close process, as Zuora documents it: Open → PendingClose → Closed, and
 * reopen. Setting pending close or closing runs a trial balance; a trial balance takes TRIAL_BALANCE_MS of
 * the gateway's clock, and its status is worked out from the clock whenever the period is read.
 */
import { invalid } from "../../../errors/service-error";
import type { AccountingPeriodRecord } from "./accounting-records";
import { addDays, assertDate, isoNow } from "./dates";
import { notFound, ruleViolation } from "./errors";
import { objectId } from "./ids";
import { elapsed } from "./phases";
import { type Deps, deletedCollection, entityCollection, type Scope } from "./scope";

/** How long a trial balance run takes on the gateway's clock. */
export const TRIAL_BALANCE_MS = 30_000;

export type TrialBalanceStatus = "Pending" | "Processing" | "Completed";

export interface AccountingPeriodView extends AccountingPeriodRecord {
  trialBalanceStatus: TrialBalanceStatus;
  trialBalanceEnd?: string;
}

export interface PeriodInput {
  name?: string;
  startDate?: string;
  endDate?: string;
  fiscalYear?: number;
  fiscalQuarter?: number;
  notes?: string;
}

export class AccountingPeriods {
  constructor(private readonly deps: Deps) {}

  private col(scope: Scope) {
    return entityCollection<AccountingPeriodRecord>(this.deps, scope.entityId, "accountingPeriods");
  }

  /** Every period, earliest first. */
  all(scope: Scope): AccountingPeriodRecord[] {
    return this.col(scope)
      .all()
      .sort((a, b) => a.startDate.localeCompare(b.startDate));
  }

  view(p: AccountingPeriodRecord): AccountingPeriodView {
    if (!p.trialBalanceStartedAt) return { ...p, trialBalanceStatus: "Pending" };
    if (elapsed(this.deps.clock, p.trialBalanceStartedAt) < TRIAL_BALANCE_MS)
      return { ...p, trialBalanceStatus: "Processing" };
    const end = new Date(new Date(p.trialBalanceStartedAt).getTime() + TRIAL_BALANCE_MS).toISOString();
    return { ...p, trialBalanceStatus: "Completed", trialBalanceEnd: end };
  }

  get(scope: Scope, id: string): AccountingPeriodRecord {
    const p = this.col(scope).get(id);
    if (!p) throw notFound("Accounting period", id);
    return p;
  }

  create(
    scope: Scope,
    input: Required<Pick<PeriodInput, "name" | "startDate" | "endDate" | "fiscalYear">> & PeriodInput,
  ): AccountingPeriodRecord {
    assertDate("startDate", input.startDate);
    assertDate("endDate", input.endDate);
    if (input.endDate < input.startDate) throw invalid("endDate", "must not be before startDate");
    const periods = this.all(scope);
    const overlapping = periods.find((p) => p.startDate <= input.endDate && input.startDate <= p.endDate);
    if (overlapping)
      throw ruleViolation(`The accounting period overlaps accounting period ${overlapping.name}.`);
    const latest = periods.at(-1);
    // Zuora: start and end dates of accounting periods must be contiguous.
    if (latest && input.startDate > latest.endDate && input.startDate !== addDays(latest.endDate, 1)) {
      throw ruleViolation(
        `The accounting period must start on ${addDays(latest.endDate, 1)}, the day after ${latest.name} ends.`,
      );
    }
    const first = periods[0];
    if (first && input.endDate < first.startDate && addDays(input.endDate, 1) !== first.startDate) {
      throw ruleViolation(
        `The accounting period must end on ${addDays(first.startDate, -1)}, the day before ${first.name} starts.`,
      );
    }
    const now = isoNow(this.deps.clock);
    const record: AccountingPeriodRecord = {
      id: objectId(),
      name: input.name,
      startDate: input.startDate,
      endDate: input.endDate,
      fiscalYear: input.fiscalYear,
      fiscalQuarter: input.fiscalQuarter,
      notes: input.notes,
      status: "Open",
      createdBy: scope.userId,
      createdOn: now,
      updatedBy: scope.userId,
      updatedOn: now,
    };
    this.col(scope).put(record.id, record);
    return record;
  }

  /**
   * Names, fiscal year and quarter and notes change on any period. Dates change only on open periods
   * (Zuora), and the neighbouring period moves with them so that periods stay contiguous; that clears the
   * trial balances of both.
   */
  update(scope: Scope, id: string, input: PeriodInput): void {
    const p = this.get(scope, id);
    assertDate("startDate", input.startDate);
    assertDate("endDate", input.endDate);
    const periods = this.all(scope);
    const index = periods.findIndex((x) => x.id === id);
    const next = periods[index + 1];
    const previous = periods[index - 1];
    const updated: AccountingPeriodRecord = { ...p };
    const touched: AccountingPeriodRecord[] = [];
    if (input.endDate !== undefined && input.endDate !== p.endDate) {
      if (p.status !== "Open")
        throw ruleViolation("The end date can be changed only on an open accounting period.");
      if (input.endDate < (input.startDate ?? p.startDate))
        throw invalid("endDate", "must not be before startDate");
      if (next) {
        if (next.status !== "Open")
          throw ruleViolation(`The next accounting period ${next.name} is not open.`);
        if (addDays(input.endDate, 1) > next.endDate)
          throw ruleViolation(`The end date would swallow accounting period ${next.name}.`);
        touched.push({ ...next, startDate: addDays(input.endDate, 1), trialBalanceStartedAt: undefined });
      }
      updated.endDate = input.endDate;
      updated.trialBalanceStartedAt = undefined;
    }
    if (input.startDate !== undefined && input.startDate !== p.startDate) {
      if (p.status !== "Open")
        throw ruleViolation("The start date can be changed only on an open accounting period.");
      if (previous) throw ruleViolation("Only the earliest accounting period's start date can be changed.");
      if (input.startDate > updated.endDate) throw invalid("startDate", "must not be after endDate");
      updated.startDate = input.startDate;
      updated.trialBalanceStartedAt = undefined;
    }
    if (input.name !== undefined) updated.name = input.name;
    if (input.fiscalYear !== undefined) updated.fiscalYear = input.fiscalYear;
    if (input.fiscalQuarter !== undefined) updated.fiscalQuarter = input.fiscalQuarter;
    if (input.notes !== undefined) updated.notes = input.notes;
    const now = isoNow(this.deps.clock);
    for (const r of [updated, ...touched])
      this.col(scope).put(r.id, { ...r, updatedBy: scope.userId, updatedOn: now });
  }

  private running(p: AccountingPeriodRecord): boolean {
    return this.view(p).trialBalanceStatus === "Processing";
  }

  /** Zuora: only the most recent period, open, not running a trial balance. */
  delete(scope: Scope, id: string): void {
    const p = this.get(scope, id);
    if (this.all(scope).at(-1)?.id !== id)
      throw ruleViolation("Only the most recent accounting period can be deleted.");
    if (p.status !== "Open") throw ruleViolation("Only an open accounting period can be deleted.");
    if (this.running(p)) throw ruleViolation("The accounting period is running a trial balance.");
    deletedCollection<AccountingPeriodRecord>(this.deps, scope.entityId, "accountingPeriods").put(id, p);
    this.col(scope).delete(id);
  }

  private earlierAllClosed(scope: Scope, p: AccountingPeriodRecord): boolean {
    return this.all(scope).every((x) => x.startDate >= p.startDate || x.status === "Closed");
  }

  private transition(
    scope: Scope,
    p: AccountingPeriodRecord,
    status: AccountingPeriodRecord["status"],
    runTrialBalance: boolean,
  ): void {
    const now = isoNow(this.deps.clock);
    this.col(scope).put(p.id, {
      ...p,
      status,
      trialBalanceStartedAt: runTrialBalance ? now : p.trialBalanceStartedAt,
      updatedBy: scope.userId,
      updatedOn: now,
    });
  }

  /** Zuora: not closed or pending close, no trial balance running, all earlier periods closed. */
  pendingClose(scope: Scope, id: string): void {
    const p = this.get(scope, id);
    if (p.status !== "Open")
      throw ruleViolation(
        `The accounting period is ${p.status === "Closed" ? "closed" : "already pending close"}.`,
      );
    if (this.running(p)) throw ruleViolation("The accounting period is running a trial balance.");
    if (!this.earlierAllClosed(scope, p))
      throw ruleViolation("All earlier accounting periods must be closed.");
    this.transition(scope, p, "PendingClose", true);
  }

  /** Zuora: not already closed, no trial balance running, all earlier periods closed. */
  close(scope: Scope, id: string): void {
    const p = this.get(scope, id);
    if (p.status === "Closed") throw ruleViolation("The accounting period is already closed.");
    if (this.running(p)) throw ruleViolation("The accounting period is running a trial balance.");
    if (!this.earlierAllClosed(scope, p))
      throw ruleViolation("All earlier accounting periods must be closed.");
    this.transition(scope, p, "Closed", true);
  }

  /**
   * Zuora: the period must be closed or pending close, and immediately previous to an open period: every
   * later period is open, so periods are reopened from the latest closed one backwards.
   */
  reopen(scope: Scope, id: string): void {
    const p = this.get(scope, id);
    if (p.status === "Open") throw ruleViolation("The accounting period is already open.");
    const later = this.all(scope).filter((x) => x.startDate > p.startDate);
    if (later.some((x) => x.status !== "Open")) {
      throw ruleViolation("Only the accounting period immediately before an open period can be reopened.");
    }
    this.transition(scope, p, "Open", false);
  }

  /** Zuora: trial balances run only for open periods, one at a time. */
  runTrialBalance(scope: Scope, id: string): void {
    const p = this.get(scope, id);
    if (p.status !== "Open")
      throw ruleViolation("A trial balance can be run only for an open accounting period.");
    if (this.running(p)) throw ruleViolation("The accounting period is already running a trial balance.");
    this.transition(scope, p, "Open", true);
  }

  /** The period a date falls in, if any. */
  containing(scope: Scope, date: string): AccountingPeriodRecord | undefined {
    return this.all(scope).find((p) => p.startDate <= date && date <= p.endDate);
  }
}
