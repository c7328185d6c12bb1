/**
 * Mass actions (Zuora's mass updater): a mass action waits MASS_ACTION_PENDING_MS, then processes
 * MASS_ACTION_RECORDS_PER_SECOND records a second of the clock until done; its progress is worked out when
 * it is read. Zuora lets a mass action be stopped only while it has not finished.
 */
import { ALPHANUMERIC, randomString } from "../../../runtime/ids";
import { isoNow } from "./dates";
import { notFound, ruleViolation } from "./errors";
import { type Deps, entityCollection, type Scope } from "./scope";

export const MASS_ACTION_PENDING_MS = 2_000;
export const MASS_ACTION_RECORDS_PER_SECOND = 10;

/** A mass action as stored: its progress follows from the clock. */
export interface MassActionRecord {
  bulkKey: string;
  actionType: string;
  totalCount: number;
  startedAt: string;
  /** When a stop request froze the progress. */
  stoppedAt?: string;
}

export interface MassActionView extends MassActionRecord {
  status: "Pending" | "Processing" | "Completed" | "Stopped";
  processedCount: number;
  endedAt?: string;
}

export class MassActions {
  constructor(private readonly deps: Deps) {}

  private massActions(entityId: string) {
    return entityCollection<MassActionRecord>(this.deps, entityId, "massActions");
  }

  start(entityId: string, actionType: string, totalCount: number): MassActionRecord {
    const record: MassActionRecord = {
      bulkKey: randomString(32, ALPHANUMERIC),
      actionType,
      totalCount,
      startedAt: isoNow(this.deps.clock),
    };
    this.massActions(entityId).put(record.bulkKey, record);
    return record;
  }

  get(scope: Scope, bulkKey: string): MassActionView {
    const record = this.massActions(scope.entityId).get(bulkKey);
    if (!record) throw notFound("Mass action", bulkKey);
    return this.massActionView(record);
  }

  private massActionView(r: MassActionRecord): MassActionView {
    const startedAt = Date.parse(r.startedAt);
    const at = r.stoppedAt ? Date.parse(r.stoppedAt) : this.deps.clock.now().getTime();
    const working = Math.max(0, at - startedAt - MASS_ACTION_PENDING_MS);
    const processedCount = Math.min(
      r.totalCount,
      Math.floor((working / 1000) * MASS_ACTION_RECORDS_PER_SECOND),
    );
    const doneAt =
      startedAt + MASS_ACTION_PENDING_MS + (r.totalCount / MASS_ACTION_RECORDS_PER_SECOND) * 1000;
    if (r.stoppedAt) return { ...r, status: "Stopped", processedCount, endedAt: r.stoppedAt };
    if (at - startedAt < MASS_ACTION_PENDING_MS) return { ...r, status: "Pending", processedCount: 0 };
    if (processedCount < r.totalCount) return { ...r, status: "Processing", processedCount };
    return { ...r, status: "Completed", processedCount, endedAt: new Date(doneAt).toISOString() };
  }

  /** Zuora: only a mass action that has not finished can be stopped. */
  stop(scope: Scope, bulkKey: string): MassActionView {
    const view = this.get(scope, bulkKey);
    if (view.status !== "Pending" && view.status !== "Processing") {
      throw ruleViolation(`Mass action ${bulkKey} is ${view.status} and cannot be stopped.`);
    }
    const record = { ...this.massActions(scope.entityId).get(bulkKey)!, stoppedAt: isoNow(this.deps.clock) };
    this.massActions(scope.entityId).put(bulkKey, record);
    return this.massActionView(record);
  }
}
