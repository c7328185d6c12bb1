/**
 * Events and the notifications they send. A change of a record (INSERT, UPDATE, DELETE) is matched against
 * the entity's active event triggers of its base object: a trigger whose condition holds raises its event
 * type (Zuora's custom events are such triggers). Each active notification definition of that event type
 * then sends an email (recorded in the history at once) and/or a callout, which is due work on the gateway's
 * schedule (callouts.ts).
 *
 * Conditions are Zuora's trigger expressions: clauses joined by `&&`, each `changeType`, `<Object>.<Field>`
 * or `<Object>.<Field>_old` compared (`==`, `!=`, `<`, `>`, `<=`, `>=`) with a quoted string, a number,
 * `true`, `false` or `null`. Fields are the record's, capitalised as Zuora names them (`Status`,
 * `AppliedAmount`); an inserted record's `_old` fields are null.
 */

import type { ContactRecord } from "./customer-records";
import { isoNow } from "./dates";
import { objectId } from "./ids";
import type {
  EmailTemplateRecord,
  EventTriggerRecord,
  NotificationDefinitionRecord,
  NotificationHistoryRecord,
} from "./notification-records";
import { type Deps, entityCollection, type Scope } from "./scope";

export type ChangeType = "INSERT" | "UPDATE" | "DELETE";
type Fields = Record<string, unknown>;

export interface Change {
  baseObject: string;
  changeType: ChangeType;
  /** The record's id, and the account it belongs to (whose history the notifications join). */
  objectId: string;
  accountId: string;
  before?: Fields;
  after?: Fields;
}

/** Starts the delivery of a callout recorded in the history. */
export type StartCallout = (entityId: string, historyId: string) => void;

const CLAUSE =
  /^\s*([A-Za-z_][\w.]*)\s*(==|!=|<=|>=|<|>)\s*('(?:[^']|\\')*'|-?\d+(?:\.\d+)?|true|false|null|[A-Za-z_]\w*\.\w+)\s*$/;

function literal(text: string): unknown {
  if (text.startsWith("'")) return text.slice(1, -1).replace(/\\'/g, "'");
  if (text === "null") return null;
  if (text === "true" || text === "false") return text === "true";
  return Number(text);
}

function holds(a: unknown, op: string, b: unknown): boolean {
  if (op === "==") return a === b;
  if (op === "!=") return a !== b;
  if (typeof a !== typeof b || a === null || b === null) return false;
  const [x, y] = [a as number | string, b as number | string];
  return op === "<" ? x < y : op === ">" ? x > y : op === "<=" ? x <= y : x >= y;
}

/** Zuora names record fields with a capital initial: `status` is `Status`. */
function field(record: Fields | undefined, name: string): unknown {
  if (!record) return null;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? null : (record[key] ?? null);
}

/** Whether `condition` holds for `change`; a clause the grammar does not know never holds. */
export function conditionHolds(condition: string, change: Change): boolean {
  return condition.split("&&").every((clause) => {
    const m = CLAUSE.exec(clause);
    if (!m) return false;
    const [, lhs, op, rhs] = m;
    const left = operand(lhs, change);
    const right = /^[A-Za-z_]\w*\.\w+$/.test(rhs) ? operand(rhs, change) : literal(rhs);
    return left !== undefined && right !== undefined && holds(left, op, right);
  });
}

/** The value `changeType` or `<Object>.<Field>[_old]` names; undefined for another object's field. */
function operand(name: string, change: Change): unknown {
  if (name === "changeType") return change.changeType;
  const [object, f] = name.split(".");
  if (object !== change.baseObject || f === undefined) return undefined;
  return f.endsWith("_old") ? field(change.before, f.slice(0, -4)) : field(change.after, f);
}

export class Events {
  constructor(
    private readonly deps: Deps,
    private readonly startCallout: StartCallout,
  ) {}

  private col<T>(entityId: string, name: string) {
    return entityCollection<T>(this.deps, entityId, name);
  }

  /** Raises the events `change` triggers and sends their notifications. */
  publish(scope: Scope, change: Change): void {
    const triggers = this.col<EventTriggerRecord>(scope.entityId, "eventTriggers").all(
      (t) => t.active && t.baseObject === change.baseObject && conditionHolds(t.condition, change),
    );
    for (const trigger of triggers) this.notify(scope, trigger.eventType.name, change);
  }

  private notify(scope: Scope, eventTypeName: string, change: Change): void {
    const definitions = this.col<NotificationDefinitionRecord>(scope.entityId, "notificationDefinitions").all(
      (d) => d.active && d.eventTypeName === eventTypeName,
    );
    const history = this.col<NotificationHistoryRecord>(scope.entityId, "notificationHistory");
    const base = {
      accountId: change.accountId,
      eventTypeName,
      sentOn: isoNow(this.deps.clock),
      definitionId: "",
      objectId: change.objectId,
    };
    for (const d of definitions) {
      if (d.emailActive) {
        const template = d.emailTemplateId
          ? this.col<EmailTemplateRecord>(scope.entityId, "emailTemplates").get(d.emailTemplateId)
          : undefined;
        const entry: NotificationHistoryRecord = {
          ...base,
          id: objectId(),
          definitionId: d.id,
          type: "email",
          email: {
            to: this.recipient(scope, change.accountId, template),
            subject: template?.emailSubject ?? d.name,
            result: template?.active === false ? "Failed" : "Sent",
          },
        };
        history.put(entry.id, entry);
      }
      if (d.calloutActive) {
        const entry: NotificationHistoryRecord = {
          ...base,
          id: objectId(),
          definitionId: d.id,
          type: "callout",
          callout: {
            url: d.calloutUrl ?? `${scope.gatewayUrl}/__admin/services/billing/receive-callout`,
            payload: {
              eventType: eventTypeName,
              notification: d.name,
              baseObject: change.baseObject,
              changeType: change.changeType,
              objectId: change.objectId,
              accountId: change.accountId,
              timestamp: base.sentOn,
            },
            attempts: 0,
            status: "Pending",
          },
        };
        history.put(entry.id, entry);
        this.startCallout(scope.entityId, entry.id);
      }
    }
  }

  /** The address a template sends to: Zuora's BillToContact and SoldToContact are the account's contacts. */
  private recipient(scope: Scope, accountId: string, t: EmailTemplateRecord | undefined): string {
    if (t?.toEmailType === "SpecificEmails" && t.toEmailAddress) return t.toEmailAddress;
    const account = this.col<{ billToContactId: string; soldToContactId: string }>(
      scope.entityId,
      "accounts",
    ).get(accountId);
    const contactId =
      t?.toEmailType === "SoldToContact" ? account?.soldToContactId : account?.billToContactId;
    const contact = contactId
      ? this.col<ContactRecord>(scope.entityId, "contacts").get(contactId)
      : undefined;
    return contact?.workEmail ?? contact?.personalEmail ?? "";
  }
}
