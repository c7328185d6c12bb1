/** Handlers of event triggers, email templates, notification definitions and the notification history. */
import type { BillingHandlers } from "../../../../generated/billing/handlers";
import type { BillingContext } from "../auth";
import type { Billing } from "../state/index";
import { task, template } from "../wire/notifications";
import { listUrl, startLimitPage, v1Page } from "../wire/paging";

export function notificationOperations(
  b: Billing,
): Pick<
  BillingHandlers<BillingContext>,
  | "listEventTriggers"
  | "createEventTrigger"
  | "getEventTrigger"
  | "updateEventTrigger"
  | "deleteEventTrigger"
  | "listEmailTemplates"
  | "createEmailTemplate"
  | "getEmailTemplate"
  | "updateEmailTemplate"
  | "deleteEmailTemplate"
  | "listNotificationDefinitions"
  | "deleteNotificationHistory"
  | "getNotificationHistoryDeletionTask"
  | "listEmailNotificationHistory"
  | "listCalloutNotificationHistory"
> {
  const n = b.notifications;
  return {
    listEventTriggers: ({ query }, { scope }) => {
      const filter = {
        baseObject: query.baseObject,
        eventTypeName: query.eventTypeName,
        active: query.active,
      };
      const page = startLimitPage(n.listTriggers(scope, filter), query, "/events/event-triggers", filter);
      return { status: 200, body: { data: page.data.map((t) => ({ ...t })), next: page.next } };
    },
    createEventTrigger: ({ body }, { scope }) => ({ status: 200, body: { ...n.createTrigger(scope, body) } }),
    getEventTrigger: ({ path }, { scope }) => ({ status: 200, body: { ...n.trigger(scope, path.id) } }),
    updateEventTrigger: ({ path, body }, { scope }) => ({
      status: 200,
      body: { ...n.updateTrigger(scope, path.id, body) },
    }),
    deleteEventTrigger: ({ path }, { scope }) => {
      n.deleteTrigger(scope, path.id);
      return { status: 204 };
    },
    listEmailTemplates: ({ query }, { scope }) => {
      const filter = { eventTypeName: query.eventTypeName, name: query.name };
      const page = startLimitPage(
        n.listTemplates(scope, filter),
        query,
        "/notifications/email-templates",
        filter,
      );
      return { status: 200, body: { data: page.data.map(template), next: page.next } };
    },
    createEmailTemplate: ({ body }, { scope }) => ({
      status: 200,
      body: template(n.createTemplate(scope, body)),
    }),
    getEmailTemplate: ({ path }, { scope }) => ({ status: 200, body: template(n.template(scope, path.id)) }),
    updateEmailTemplate: ({ path, body }, { scope }) => ({
      status: 200,
      body: template(n.updateTemplate(scope, path.id, body)),
    }),
    deleteEmailTemplate: ({ path }, { scope }) => {
      n.deleteTemplate(scope, path.id);
      return { status: 204 };
    },
    listNotificationDefinitions: ({ query }, { scope }) => {
      const filter = {
        profileId: query.profileId,
        eventTypeName: query.eventTypeName,
        emailTemplateId: query.emailTemplateId,
      };
      const page = startLimitPage(
        n.listDefinitions(scope, filter),
        query,
        "/notifications/notification-definitions",
        filter,
      );
      return { status: 200, body: { data: page.data.map((d) => ({ ...d })), next: page.next } };
    },
    deleteNotificationHistory: ({ query }, { scope }) => ({
      status: 200,
      body: task(b.history.deleteHistory(scope, query.accountId)),
    }),
    listEmailNotificationHistory: ({ query }, ctx) => {
      const all = b.history.historyOf(ctx.scope, "email", query.accountId);
      const page = v1Page(all, query, listUrl(ctx.baseUrl, "/v1/notification-history/email", query));
      return {
        status: 200,
        body: {
          success: true,
          emailHistories: page.items.map((h) => ({
            id: h.id,
            accountId: h.accountId,
            eventCategory: h.eventTypeName,
            notification: n.definitionName(ctx.scope, h.definitionId),
            sendTime: h.sentOn,
            // Entries sent before the gateway recorded addresses carry none.
            toEmail: h.email?.to ?? "",
            subject: h.email?.subject ?? "",
            result: h.email?.result ?? "Sent",
          })),
          nextPage: page.nextPage,
        },
      };
    },
    listCalloutNotificationHistory: ({ query }, ctx) => {
      const all = b.history
        .historyOf(ctx.scope, "callout", query.accountId)
        .filter((h) => h.callout !== undefined);
      const page = v1Page(all, query, listUrl(ctx.baseUrl, "/v1/notification-history/callout", query));
      return {
        status: 200,
        body: {
          success: true,
          calloutHistories: page.items.map((h) => ({
            id: h.id,
            accountId: h.accountId,
            eventCategory: h.eventTypeName,
            notification: n.definitionName(ctx.scope, h.definitionId),
            createTime: h.sentOn,
            requestUrl: h.callout!.url,
            requestMethod: "POST" as const,
            eventContext: h.callout!.payload,
            attemptedNum: h.callout!.attempts,
            status: h.callout!.status,
            responseCode: h.callout!.responseCode,
            errorMessage: h.callout!.error,
          })),
          nextPage: page.nextPage,
        },
      };
    },
    getNotificationHistoryDeletionTask: ({ path }, { scope }) => ({
      status: 200,
      body: task(b.history.task(scope, path.id)),
    }),
  };
}
