/**
 * Asynchronous work that follows the clock: data query jobs, billing-document file deletion jobs and
 * asynchronous order previews (mass actions are in mass-actions.ts). Each stores when it started and works out its status from
 * the clock when read (phaseOf); what it produces is computed when it is submitted.
 */
import { invalid } from "../../../errors/service-error";
import { uuid } from "../../../runtime/ids";
import type { Catalog } from "./catalog";
import {
  addDays,
  addMonths,
  assertDate,
  type Deps,
  entityCollection,
  isoNow,
  money,
  notFound,
  objectId,
  phaseOf,
  ruleViolation,
  type Scope,
  sum,
} from "./common";
import type { Customers } from "./customers";

// Data queries: accepted for a second, in progress until five seconds after submission.
export const QUERY_ACCEPTED_MS = 1_000;
export const QUERY_DONE_MS = 5_000;
// File deletion jobs: pending for two seconds, processing until ten.
export const DELETION_PENDING_MS = 2_000;
export const DELETION_DONE_MS = 10_000;
// Order previews complete three seconds after submission.
export const PREVIEW_DONE_MS = 3_000;

export type QueryStatus = "accepted" | "in_progress" | "completed" | "failed" | "cancelled";

export interface QueryJobRecord {
  id: string;
  query: string;
  outputFormat: string;
  compression: string;
  createdBy: string;
  createdOn: string;
  /** Rows the query selects, counted when it was submitted; undefined when it names no known object. */
  rows?: number;
  table: string;
  cancelledOn?: string;
}

export interface QueryJobView extends QueryJobRecord {
  status: QueryStatus;
  updatedOn: string;
}

export interface DeletionJobRecord {
  id: string;
  accountIds: string[];
  createdOn: string;
  files: number;
  applied: boolean;
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
}

export interface PreviewInput {
  orderDate: string;
  existingAccountNumber: string;
  ratePlanIds: string[][];
  periods: number;
  throughDate?: string;
}

const QUERY = /^\s*select\s+.+?\s+from\s+([A-Za-z]+)\b/is;

export class Jobs {
  constructor(
    private readonly deps: Deps,
    private readonly customers: Customers,
    private readonly catalog: Catalog,
    /** Rows of a data query table, by its lower-case name; undefined for an unknown table. */
    private readonly tableSize: (scope: Scope, table: string) => number | undefined,
  ) {}

  private queries(scope: Scope) {
    return entityCollection<QueryJobRecord>(this.deps, scope.entityId, "queryJobs");
  }
  private deletions(scope: Scope) {
    return entityCollection<DeletionJobRecord>(this.deps, scope.entityId, "fileDeletionJobs");
  }
  private previews(scope: Scope) {
    return entityCollection<PreviewJobRecord>(this.deps, scope.entityId, "orderPreviewJobs");
  }

  // Data queries

  submitQuery(
    scope: Scope,
    input: { query: string; outputFormat: string; compression: string },
  ): QueryJobView {
    const m = QUERY.exec(input.query);
    if (!m) throw invalid("query", "must be a SELECT statement with a FROM clause");
    const table = m[1];
    const job: QueryJobRecord = {
      id: uuid(),
      query: input.query,
      outputFormat: input.outputFormat,
      compression: input.compression,
      createdBy: scope.userId,
      createdOn: isoNow(this.deps.clock),
      rows: this.tableSize(scope, table.toLowerCase()),
      table,
    };
    this.queries(scope).put(job.id, job);
    return this.queryView(job);
  }

  private queryView(job: QueryJobRecord): QueryJobView {
    if (job.cancelledOn) return { ...job, status: "cancelled", updatedOn: job.cancelledOn };
    const status = phaseOf<QueryStatus>(
      this.deps.clock,
      job.createdOn,
      [
        [QUERY_ACCEPTED_MS, "accepted"],
        [QUERY_DONE_MS, "in_progress"],
      ],
      job.rows === undefined ? "failed" : "completed",
    );
    const offset = status === "accepted" ? 0 : status === "in_progress" ? QUERY_ACCEPTED_MS : QUERY_DONE_MS;
    return { ...job, status, updatedOn: new Date(Date.parse(job.createdOn) + offset).toISOString() };
  }

  query(scope: Scope, id: string): QueryJobView {
    const job = this.queries(scope).get(id);
    if (!job) throw notFound("Query job", id);
    return this.queryView(job);
  }

  /** Zuora: only a job that is accepted or in progress can be cancelled. */
  cancelQuery(scope: Scope, id: string): QueryJobView {
    const view = this.query(scope, id);
    if (view.status !== "accepted" && view.status !== "in_progress") {
      throw ruleViolation(`Query job ${id} is ${view.status} and can no longer be cancelled.`);
    }
    const job: QueryJobRecord = { ...this.queries(scope).get(id)!, cancelledOn: isoNow(this.deps.clock) };
    this.queries(scope).put(id, job);
    return this.queryView(job);
  }

  // Billing-document file deletion

  createDeletion(scope: Scope, accountIds: string[]) {
    accountIds.forEach((id, i) => {
      if (!this.customers.accounts(scope).has(id))
        throw invalid(`accountIds.${i}`, `account ${id} does not exist`);
    });
    const ids = [...new Set(accountIds)];
    const job: DeletionJobRecord = {
      id: objectId(),
      accountIds: ids,
      createdOn: isoNow(this.deps.clock),
      files: ids.reduce((n, id) => n + this.customers.account(scope, id).documentFiles, 0),
      applied: false,
    };
    this.deletions(scope).put(job.id, job);
    return this.deletionView(scope, job);
  }

  deletion(scope: Scope, id: string) {
    const job = this.deletions(scope).get(id);
    if (!job) throw notFound("Billing document file deletion job", id);
    return this.deletionView(scope, job);
  }

  private deletionView(scope: Scope, job: DeletionJobRecord) {
    const status = phaseOf(
      this.deps.clock,
      job.createdOn,
      [
        [DELETION_PENDING_MS, "Pending" as const],
        [DELETION_DONE_MS, "Processing" as const],
      ],
      "Completed" as const,
    );
    if (status === "Completed" && !job.applied) {
      // The files are gone once the job has completed.
      for (const id of job.accountIds) this.customers.deleteDocumentFiles(scope, id);
      this.deletions(scope).put(job.id, { ...job, applied: true });
    }
    return { ...job, status };
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
    const job: PreviewJobRecord = { id: objectId(), createdOn: isoNow(this.deps.clock), items };
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
