/** Wire mapping of event triggers, email templates, notification definitions and history deletion tasks. */
import type { components } from "../../../../generated/billing/types";
import type { TaskRecord } from "../state/notification-history";
import type { EmailTemplateRecord } from "../state/notification-records";

type Schemas = components["schemas"];

export function template(t: EmailTemplateRecord): Schemas["EmailTemplate"] {
  return { ...t };
}

export function task(t: TaskRecord): Schemas["HistoryDeletionTask"] {
  return {
    id: t.id,
    accountId: t.accountId,
    status: t.status,
    deletedRecords: t.deletedRecords,
    createdOn: t.createdOn,
    completedOn: t.completedOn,
  };
}
