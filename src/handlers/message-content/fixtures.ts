/**
 * The message-content fixtures: the accounts (SID and auth token) the gateway accepts, and their content with
 * approval requests and migrated legacy templates. Files use the Twilio field names, so a record reads as the
 * API would return it.
 */
import type { FixtureFolder } from "../../runtime/fixtures";
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

/** The fixture accounts, as accounts.json spells them: what devCredentials and the tests sign in with. */
export function accountFixtures(fixtures: FixtureFolder): AccountFixture[] {
  return fixtures.read<AccountFixture[]>("accounts.json");
}

export function loadFixtures(fixtures: FixtureFolder, accounts: Accounts, contents: ContentStore): void {
  for (const a of accountFixtures(fixtures)) {
    accounts.add({ sid: a.account_sid, authToken: a.auth_token, friendlyName: a.friendly_name });
  }
  for (const c of fixtures.read<ContentFixture[]>("content.json")) {
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
