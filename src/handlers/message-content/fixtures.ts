/**
 * Seed data of the message-content service from fixtures/message-content/: the accounts (SID and auth
 * token) the gateway accepts, and their content with approval requests and migrated legacy templates.
 * Files use the Twilio field names, so a record reads as the API would return it.
 */
import { loadFixture } from "../../runtime/fixtures";
import type { Accounts } from "./state/accounts";
import type { ApprovalStatus } from "./state/approvals";
import type { ContentStore, ContentTypes } from "./state/content";

export interface AccountFixture {
  account_sid: string;
  auth_token: string;
  friendly_name: string;
}

interface ContentFixture {
  sid: string;
  account_sid: string;
  friendly_name: string | null;
  language: string;
  variables: Record<string, string>;
  types: ContentTypes;
  date_created: string;
  date_updated: string;
  approval?: {
    name: string;
    category: string;
    status: ApprovalStatus;
    rejection_reason: string;
    allow_category_change: boolean;
  };
  legacy?: { template_name: string; body: string };
}

export function accountFixtures(): AccountFixture[] {
  return loadFixture<AccountFixture[]>("message-content", "accounts.json");
}

export function loadSeed(accounts: Accounts, contents: ContentStore): void {
  for (const a of accountFixtures()) {
    accounts.add({ sid: a.account_sid, authToken: a.auth_token, friendlyName: a.friendly_name });
  }
  for (const c of loadFixture<ContentFixture[]>("message-content", "content.json")) {
    contents.seed({
      sid: c.sid,
      accountSid: c.account_sid,
      friendlyName: c.friendly_name,
      language: c.language,
      variables: c.variables,
      types: c.types,
      dateCreated: new Date(c.date_created),
      dateUpdated: new Date(c.date_updated),
      approval: c.approval && {
        name: c.approval.name,
        category: c.approval.category,
        status: c.approval.status,
        rejectionReason: c.approval.rejection_reason,
        allowCategoryChange: c.approval.allow_category_change,
      },
      legacy: c.legacy && { templateName: c.legacy.template_name, body: c.legacy.body },
    });
  }
}
