/**
 * Asynchronous work that follows the clock: billing-document file deletion jobs, whose phases are due work
 * on the gateway's schedule, and asynchronous order previews, computed when submitted and shown as
 * Processing until PREVIEW_DONE_MS has passed (data queries are in query-jobs.ts, mass actions in
 * mass-actions.ts).
 */
import { invalid } from "../../../errors/service-error";
import type { Schedule } from "../../../runtime/scheduler";
import type { Catalog } from "./catalog";
import type { Customers } from "./customers";
import { addDays, addMonths, assertDate, isoNow } from "./dates";
import { notFound } from "./errors";
import { objectId } from "./ids";
import { money, sum } from "./money";
import { phaseOf } from "./phases";
import { type Deps, entityCollection, type Scope } from "./scope";

// File deletion jobs: pending for two seconds, processing until ten.
export const DELETION_PENDING_MS = 2_000;
export const DELETION_DONE_MS = 10_000;
// Order previews complete three seconds after submission.
export const PREVIEW_DONE_MS = 3_000;
const DELETION_PROCESSING = "file-deletion-processing";
const DELETION_COMPLETE = "file-deletion-complete";

export type DeletionStatus = "Pending" | "Processing" | "Completed";

export interface DeletionJobRecord {
  id: string;
  accountIds: string[];
  createdOn: string;
  status: DeletionStatus;
  /** Files the job deleted, once completed. */
  deletedFiles?: number;
}

export interface PreviewItem {
  productRatePlanId: string;
  productRatePlanChargeId: string;
  chargeName: string;
  serviceStartDate: string;
  serviceEndDate: string;
  amount: number;
}

export interface PreviewJobRecord {
  id: string;
  createdOn: string;
  items: PreviewItem[];
  /** The billing rule in force when previewed: whether an invoice of zero amount is generated. */
  generateInvoiceForZeroAmount: boolean;
}

export interface PreviewInput {
  orderDate: string;
  existingAccountNumber: string;
  ratePlanIds: string[][];
  periods: number;
  throughDate?: string;
  generateInvoiceForZeroAmount: boolean;
}

interface DueDeletion {
  entityId: string;
  id: string;
}

export class Jobs {
  constructor(
    private readonly deps: Deps,
    private readonly schedule: Schedule,
    private readonly customers: Customers,
    private readonly catalog: Catalog,
  ) {
    schedule.on<DueDeletion>(DELETION_PROCESSING, ({ data }) => this.setDeletion(data, "Processing"));
    schedule.on<DueDeletion>(DELETION_COMPLETE, ({ data }) => this.completeDeletion(data));
  }

  private deletions(entityId: string) {
    return entityCollection<DeletionJobRecord>(this.deps, entityId, "fileDeletionJobs");
  }
  private previews(scope: Scope) {
    return entityCollection<PreviewJobRecord>(this.deps, scope.entityId, "orderPreviewJobs");
  }

  // Billing-document file deletion

  /** The job's phases are due work: Processing after DELETION_PENDING_MS, Completed at DELETION_DONE_MS. */
  createDeletion(scope: Scope, accountIds: string[]): DeletionJobRecord {
    accountIds.forEach((id, i) => {
      if (!this.customers.accounts(scope).has(id))
        throw invalid(`accountIds.${i}`, `account ${id} does not exist`);
    });
    const job: DeletionJobRecord = {
      id: objectId(),
      accountIds: [...new Set(accountIds)],
      createdOn: isoNow(this.deps.clock),
      status: "Pending",
    };
    this.deletions(scope.entityId).put(job.id, job);
    const due: DueDeletion = { entityId: scope.entityId, id: job.id };
    const start = Date.parse(job.createdOn);
    this.schedule.at(
      `${DELETION_PROCESSING}:${job.id}`,
      new Date(start + DELETION_PENDING_MS),
      DELETION_PROCESSING,
      due,
    );
    this.schedule.at(
      `${DELETION_COMPLETE}:${job.id}`,
      new Date(start + DELETION_DONE_MS),
      DELETION_COMPLETE,
      due,
    );
    return job;
  }

  deletion(scope: Scope, id: string): DeletionJobRecord {
    const job = this.deletions(scope.entityId).get(id);
    if (!job) throw notFound("Billing document file deletion job", id);
    return job;
  }

  private setDeletion(due: DueDeletion, status: DeletionStatus, deletedFiles?: number): void {
    const job = this.deletions(due.entityId).get(due.id);
    if (job) this.deletions(due.entityId).put(due.id, { ...job, status, deletedFiles });
  }

  /** The files are gone once the job completes. */
  private completeDeletion(due: DueDeletion): void {
    const job = this.deletions(due.entityId).get(due.id);
    if (!job) return;
    const files = job.accountIds.reduce(
      (n, id) => n + this.customers.deleteDocumentFiles(due.entityId, id),
      0,
    );
    this.setDeletion(due, "Completed", files);
  }

  // Asynchronous order previews

  previewOrder(scope: Scope, input: PreviewInput): PreviewJobRecord {
    assertDate("orderDate", input.orderDate);
    assertDate("previewOptions.specificPreviewThruDate", input.throughDate);
    this.customers.accountByNumber(scope, input.existingAccountNumber);
    const items: PreviewItem[] = [];
    for (const ratePlanIds of input.ratePlanIds) {
      const subscription: PreviewItem[] = [];
      const discounts: { ratePlanId: string; charge: { id: string; name: string; price: number } }[] = [];
      for (const ratePlanId of ratePlanIds) {
        const { ratePlan } = this.catalog.ratePlan(scope, ratePlanId);
        for (const charge of ratePlan.charges) {
          if (charge.model.startsWith("Discount")) {
            discounts.push({ ratePlanId, charge });
            continue;
          }
          subscription.push(...this.chargePeriods(input, ratePlanId, charge));
        }
      }
      items.push(...subscription);
      // A percentage discount takes its share off the other charges of the subscription in each period.
      const periods = [...new Set(subscription.map((i) => i.serviceStartDate))];
      for (const d of discounts) {
        for (const start of periods) {
          const inPeriod = subscription.filter((i) => i.serviceStartDate === start);
          items.push({
            productRatePlanId: d.ratePlanId,
            productRatePlanChargeId: d.charge.id,
            chargeName: d.charge.name,
            serviceStartDate: start,
            serviceEndDate: inPeriod[0].serviceEndDate,
            amount: -money((sum(inPeriod.map((i) => i.amount)) * d.charge.price) / 100),
          });
        }
      }
    }
    const job: PreviewJobRecord = {
      id: objectId(),
      createdOn: isoNow(this.deps.clock),
      items,
      generateInvoiceForZeroAmount: input.generateInvoiceForZeroAmount,
    };
    this.previews(scope).put(job.id, job);
    return job;
  }

  private chargePeriods(
    input: PreviewInput,
    ratePlanId: string,
    charge: { id: string; name: string; type: string; price: number; billingPeriod?: string },
  ): PreviewItem[] {
    const months = charge.billingPeriod === "Annual" ? 12 : charge.billingPeriod === "Quarter" ? 3 : 1;
    const out: PreviewItem[] = [];
    const count = charge.type === "Recurring" ? input.periods : 1;
    for (let i = 0; i < count; i++) {
      const start = addMonths(input.orderDate, i * months);
      if (input.throughDate !== undefined && start > input.throughDate) break;
      out.push({
        productRatePlanId: ratePlanId,
        productRatePlanChargeId: charge.id,
        chargeName: charge.name,
        serviceStartDate: start,
        serviceEndDate:
          charge.type === "Recurring" ? addDays(addMonths(input.orderDate, (i + 1) * months), -1) : start,
        amount: charge.price,
      });
    }
    return out;
  }

  preview(scope: Scope, id: string): PreviewJobRecord & { status: "Processing" | "Completed" } {
    const job = this.previews(scope).get(id);
    if (!job) throw notFound("Async job", id);
    return {
      ...job,
      status: phaseOf(
        this.deps.clock,
        job.createdOn,
        [[PREVIEW_DONE_MS, "Processing" as const]],
        "Completed" as const,
      ),
    };
  }
}
