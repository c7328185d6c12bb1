/** Event triggers, notification email templates and notification definitions of an entity. */
import { invalid, ServiceError } from "../../../errors/service-error";
import { isoNow } from "./dates";
import { notFound, ruleViolation } from "./errors";
import { objectId } from "./ids";
import type {
  EmailTemplateRecord,
  EventTriggerRecord,
  NotificationDefinitionRecord,
} from "./notification-records";
import { type Deps, entityCollection, type Scope } from "./scope";

export type TriggerInput = Omit<EventTriggerRecord, "id" | "active"> & { active?: boolean };
export interface TriggerUpdate {
  active?: boolean;
  condition?: string;
  description?: string;
  eventType?: { displayName?: string; description?: string };
}
export type TemplateInput = Omit<
  EmailTemplateRecord,
  "id" | "active" | "createdBy" | "createdOn" | "updatedBy" | "updatedOn"
> & {
  active?: boolean;
};
export type TemplateUpdate = Partial<Omit<TemplateInput, "eventTypeName">>;

export interface DefinitionFilter {
  profileId?: string;
  eventTypeName?: string;
  emailTemplateId?: string;
}

function defined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export class Notifications {
  constructor(private readonly deps: Deps) {}

  private triggers(scope: Scope) {
    return entityCollection<EventTriggerRecord>(this.deps, scope.entityId, "eventTriggers");
  }
  private templates(scope: Scope) {
    return entityCollection<EmailTemplateRecord>(this.deps, scope.entityId, "emailTemplates");
  }
  private definitions(scope: Scope) {
    return entityCollection<NotificationDefinitionRecord>(
      this.deps,
      scope.entityId,
      "notificationDefinitions",
    );
  }
  // Event triggers

  listTriggers(
    scope: Scope,
    filter: { baseObject?: string; eventTypeName?: string; active?: boolean },
  ): EventTriggerRecord[] {
    return this.triggers(scope).all(
      (t) =>
        (filter.baseObject === undefined || t.baseObject === filter.baseObject) &&
        (filter.eventTypeName === undefined || t.eventType.name === filter.eventTypeName) &&
        (filter.active === undefined || t.active === filter.active),
    );
  }

  trigger(scope: Scope, id: string): EventTriggerRecord {
    const t = this.triggers(scope).get(id);
    if (!t) throw notFound("Event trigger", id);
    return t;
  }

  /** An event type is defined by one trigger: its name is unique in the entity. */
  createTrigger(scope: Scope, input: TriggerInput): EventTriggerRecord {
    if (this.triggers(scope).all((t) => t.eventType.name === input.eventType.name).length > 0) {
      throw new ServiceError(
        "already_exists",
        `An event trigger for event type ${input.eventType.name} already exists.`,
      );
    }
    const record: EventTriggerRecord = { ...input, id: objectId(), active: input.active ?? true };
    this.triggers(scope).put(record.id, record);
    return record;
  }

  updateTrigger(scope: Scope, id: string, input: TriggerUpdate): EventTriggerRecord {
    const t = this.trigger(scope, id);
    const updated: EventTriggerRecord = {
      ...t,
      ...defined({ active: input.active, condition: input.condition, description: input.description }),
      eventType: { ...t.eventType, ...defined(input.eventType ?? {}) },
    };
    this.triggers(scope).put(id, updated);
    return updated;
  }

  deleteTrigger(scope: Scope, id: string): void {
    this.trigger(scope, id);
    this.triggers(scope).delete(id);
  }

  // Email templates

  listTemplates(scope: Scope, filter: { eventTypeName?: string; name?: string }): EmailTemplateRecord[] {
    return this.templates(scope).all(
      (t) =>
        (filter.eventTypeName === undefined || t.eventTypeName === filter.eventTypeName) &&
        (filter.name === undefined || t.name === filter.name),
    );
  }

  template(scope: Scope, id: string): EmailTemplateRecord {
    const t = this.templates(scope).get(id);
    if (!t) throw notFound("Email template", id);
    return t;
  }

  private checkTemplate(scope: Scope, t: EmailTemplateRecord): void {
    if (this.templates(scope).all((x) => x.name === t.name && x.id !== t.id).length > 0) {
      throw new ServiceError("already_exists", `An email template named '${t.name}' already exists.`);
    }
    if (t.fromEmailType === "SpecificEmail" && !t.fromEmailAddress) {
      throw invalid("fromEmailAddress", "required when fromEmailType is SpecificEmail");
    }
    if (t.toEmailType === "SpecificEmails" && !t.toEmailAddress) {
      throw invalid("toEmailAddress", "required when toEmailType is SpecificEmails");
    }
  }

  createTemplate(scope: Scope, input: TemplateInput): EmailTemplateRecord {
    const now = isoNow(this.deps.clock);
    const record: EmailTemplateRecord = {
      ...input,
      id: objectId(),
      active: input.active ?? true,
      fromEmailType: input.fromEmailType ?? "TenantEmail",
      toEmailType: input.toEmailType ?? "BillToContact",
      createdBy: scope.userId,
      createdOn: now,
      updatedBy: scope.userId,
      updatedOn: now,
    };
    this.checkTemplate(scope, record);
    this.templates(scope).put(record.id, record);
    return record;
  }

  updateTemplate(scope: Scope, id: string, input: TemplateUpdate): EmailTemplateRecord {
    const t = this.template(scope, id);
    const updated: EmailTemplateRecord = {
      ...t,
      ...defined(input),
      updatedBy: scope.userId,
      updatedOn: isoNow(this.deps.clock),
    };
    this.checkTemplate(scope, updated);
    this.templates(scope).put(id, updated);
    return updated;
  }

  deleteTemplate(scope: Scope, id: string): void {
    this.template(scope, id);
    const user = this.definitions(scope).all((d) => d.emailTemplateId === id)[0];
    if (user) throw ruleViolation(`The email template is used by notification definition '${user.name}'.`);
    this.templates(scope).delete(id);
  }

  // Notification definitions

  listDefinitions(scope: Scope, filter: DefinitionFilter): NotificationDefinitionRecord[] {
    return this.definitions(scope).all(
      (d) =>
        (filter.profileId === undefined || d.profileId === filter.profileId) &&
        (filter.eventTypeName === undefined || d.eventTypeName === filter.eventTypeName) &&
        (filter.emailTemplateId === undefined || d.emailTemplateId === filter.emailTemplateId),
    );
  }

  definitionName(scope: Scope, id: string | undefined): string | undefined {
    return id === undefined ? undefined : this.definitions(scope).get(id)?.name;
  }
}
