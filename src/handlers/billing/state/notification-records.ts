/** Event triggers, email templates, notification definitions and the notification history as stored. */
export interface EventTriggerRecord {
  id: string;
  baseObject: string;
  condition: string;
  description?: string;
  active: boolean;
  eventType: { name: string; displayName?: string; description?: string };
}

export interface EmailTemplateRecord {
  id: string;
  name: string;
  eventTypeName: string;
  description?: string;
  emailSubject: string;
  emailBody: string;
  fromEmailType?: "TenantEmail" | "SpecificEmail";
  fromEmailAddress?: string;
  toEmailType?: "BillToContact" | "SoldToContact" | "SpecificEmails" | "TenantAdmin" | "RunOwner";
  toEmailAddress?: string;
  isHtml?: boolean;
  active: boolean;
  createdBy: string;
  createdOn: string;
  updatedBy: string;
  updatedOn: string;
}

export interface NotificationDefinitionRecord {
  id: string;
  name: string;
  description?: string;
  eventTypeName: string;
  profileId: string;
  emailTemplateId?: string;
  emailActive: boolean;
  calloutActive: boolean;
  /** Where callouts go (Zuora's callout base URL); the gateway's own receiver when absent. */
  calloutUrl?: string;
  active: boolean;
  createdOn: string;
  updatedOn: string;
}

export interface NotificationHistoryRecord {
  id: string;
  accountId: string;
  eventTypeName: string;
  sentOn: string;
  /** An email unless it says callout. */
  type?: "email" | "callout";
  definitionId?: string;
  /** The record whose change raised the event. */
  objectId?: string;
  email?: { to: string; subject: string; result: "Sent" | "Failed" };
  callout?: {
    url: string;
    payload: Record<string, unknown>;
    attempts: number;
    status: "Pending" | "Delivered" | "Failed";
    responseCode?: number;
    error?: string;
    lastAttemptOn?: string;
  };
}
