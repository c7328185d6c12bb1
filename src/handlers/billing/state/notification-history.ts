/**
 * The notification history of an entity, listed per account, and its per-account deletion. A deletion runs
 * as a task whose phases are due work on the gateway's schedule: Pending for TASK_PENDING_MS, Processing
 * until TASK_DONE_MS, then Completed, when the account's history sent up to the task's start is deleted.
 */
import type { Schedule } from "../../../runtime/scheduler";
import type { InScope } from "../../../runtime/store";
import type { Customers } from "./customers";
import { isoNow } from "./dates";
import { notFound, ruleViolation } from "./errors";
import { objectId } from "./ids";
import type { NotificationHistoryRecord } from "./notification-records";
import { type Deps, entityCollection, type Scope } from "./scope";

export const TASK_PENDING_MS = 2_000;
export const TASK_DONE_MS = 10_000;

export interface TaskRecord {
  id: string;
  accountId: string;
  createdOn: string;
  deletedRecords: number;
  status: "Pending" | "Processing" | "Completed";
  completedOn?: string;
}

const TASK_PROCESSING = "history-task-processing";
const TASK_COMPLETE = "history-task-complete";

interface DueTask {
  entityId: string;
  id: string;
}

/** History entries and deletion tasks are listed per account: an index keeps each account's own. */
const BY_ACCOUNT = { byAccount: (r: { accountId: string }) => r.accountId };

function ofAccount(accountId: string): InScope {
  return { index: "byAccount", scope: accountId };
}

export class NotificationHistory {
  constructor(
    private readonly deps: Deps,
    private readonly schedule: Schedule,
    private readonly customers: Customers,
  ) {
    schedule.on<DueTask>(TASK_PROCESSING, ({ data }) => this.processing(data));
    schedule.on<DueTask>(TASK_COMPLETE, ({ data, at }) => this.complete(data, at));
  }

  private history(entityId: string) {
    return entityCollection<NotificationHistoryRecord>(
      this.deps,
      entityId,
      "notificationHistory",
      BY_ACCOUNT,
    );
  }
  private tasks(entityId: string) {
    return entityCollection<TaskRecord>(this.deps, entityId, "historyDeletionTasks", BY_ACCOUNT);
  }

  /** The history entries of one kind, newest first, optionally of one account. */
  historyOf(scope: Scope, type: "email" | "callout", accountId?: string): NotificationHistoryRecord[] {
    const ofType = (h: NotificationHistoryRecord) => (h.type ?? "email") === type;
    const history = this.history(scope.entityId);
    const found = accountId === undefined ? history.all(ofType) : history.all(ofType, ofAccount(accountId));
    return found.reverse();
  }

  deleteHistory(scope: Scope, accountId: string): TaskRecord {
    this.customers.account(scope, accountId);
    if (this.tasks(scope.entityId).all((t) => t.status !== "Completed", ofAccount(accountId)).length) {
      throw ruleViolation(`A notification history deletion task for account ${accountId} is still running.`);
    }
    const task: TaskRecord = {
      id: objectId(),
      accountId,
      createdOn: isoNow(this.deps.clock),
      deletedRecords: this.history(scope.entityId).size(ofAccount(accountId)),
      status: "Pending",
    };
    this.tasks(scope.entityId).put(task.id, task);
    const due: DueTask = { entityId: scope.entityId, id: task.id };
    const start = Date.parse(task.createdOn);
    this.schedule.at(
      `${TASK_PROCESSING}:${task.id}`,
      new Date(start + TASK_PENDING_MS),
      TASK_PROCESSING,
      due,
    );
    this.schedule.at(`${TASK_COMPLETE}:${task.id}`, new Date(start + TASK_DONE_MS), TASK_COMPLETE, due);
    return task;
  }

  task(scope: Scope, id: string): TaskRecord {
    const t = this.tasks(scope.entityId).get(id);
    if (!t) throw notFound("Notification history deletion task", id);
    return t;
  }

  private processing(due: DueTask): void {
    const t = this.tasks(due.entityId).get(due.id);
    if (t) this.tasks(due.entityId).put(due.id, { ...t, status: "Processing" });
  }

  private complete(due: DueTask, at: Date): void {
    const t = this.tasks(due.entityId).get(due.id);
    if (!t) return;
    const history = this.history(due.entityId);
    for (const h of history.all((x) => x.sentOn <= t.createdOn, ofAccount(t.accountId))) history.delete(h.id);
    this.tasks(due.entityId).put(due.id, { ...t, status: "Completed", completedOn: at.toISOString() });
  }
}
