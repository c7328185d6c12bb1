/** The fixture accounts and their HTTP Basic credentials (account SID as user name, auth token as password). */

import { type AccountFixture, accountFixtures } from "../../src/handlers/message-content/fixtures";
import { basicAuthorization } from "../../src/runtime/auth";
import { fixtureFolder } from "../../src/runtime/fixtures";

const fixtures = fixtureFolder("message-content");

export const [owl, bramble] = accountFixtures(fixtures);

export function basicAuth(account: AccountFixture, token = account.auth_token): string {
  return basicAuthorization(account.account_sid, token);
}

interface ContentFixture {
  sid: string;
  account_sid: string;
  friendly_name: string;
  date_created: string;
  approval?: { status: string };
  legacy?: { template_name: string };
}

/** The fixture content of `account`, oldest first (the order lists use). */
export function fixtureContent(account: AccountFixture): ContentFixture[] {
  return fixtures
    .read<ContentFixture[]>("content.json")
    .filter((c) => c.account_sid === account.account_sid)
    .sort((a, b) => (`${a.date_created}|${a.sid}` < `${b.date_created}|${b.sid}` ? -1 : 1));
}
