/**
 * The message-content service (Twilio Content API v1, HTTP Basic with the account SID and auth token): the handler
 * table assembled from the content and approvals operations over the domain in state/, with the admin actions.
 */
import { basicAuthorization, basicCredentials } from "../../runtime/auth";
import { fixtureFolder } from "../../runtime/fixtures";
import type { ServiceModule } from "../../runtime/service";
import { adminActions } from "./admin";
import { accountFixtures, loadFixtures } from "./fixtures";
import { approvalsOperations } from "./operations/approvals";
import { contentOperations } from "./operations/content";
import { Accounts } from "./state/accounts";
import { ContentStore } from "./state/content";

const fixtures = fixtureFolder("message-content");

export const messageContentModule: ServiceModule<"message-content"> = {
  authenticate: (credentials, deps) => {
    const account = new Accounts(deps.store).authenticate(basicCredentials(credentials));
    return { id: account.sid, permissions: [] };
  },
  devCredentials: () => {
    const [account] = accountFixtures(fixtures);
    return { authorization: basicAuthorization(account.account_sid, account.auth_token) };
  },
  create: (deps) => {
    const accounts = new Accounts(deps.store);
    const contents = new ContentStore(deps.store, deps.clock, deps.pageTokens);
    deps.store.seed(() => loadFixtures(fixtures, accounts, contents));
    return {
      handlers: { ...contentOperations(contents), ...approvalsOperations(contents) },
      admin: adminActions(accounts, contents),
    };
  },
};
