/**
 * Accounts of the message-content service (Basic authentication with user name
 * and password). As in Twilio, the user name is the account SID and the password the account's auth token;
 * every content resource belongs to one account, and an account only ever sees its own.
 */
import { ServiceError } from "../../../errors/service-error";
import { sameSecret } from "../../../runtime/auth";
import type { Collection, ServiceStore } from "../../../runtime/store";

export interface AccountRecord {
  sid: string;
  authToken: string;
  friendlyName: string;
}

/** Twilio account SIDs: `AC` and 32 hexadecimal digits. */
export const ACCOUNT_SID = /^AC[0-9a-fA-F]{32}$/;

/** Twilio's answer to a missing or wrong credential, with the challenge the Basic scheme calls for. */
function unauthenticated(message: string): ServiceError {
  return new ServiceError("unauthenticated", message, {
    headers: { "WWW-Authenticate": 'Basic realm="Twilio API"' },
  });
}

export class Accounts {
  private readonly accounts: Collection<AccountRecord>;

  constructor(store: ServiceStore) {
    this.accounts = store.collection("accounts");
  }

  add(account: AccountRecord): AccountRecord {
    if (!ACCOUNT_SID.test(account.sid)) {
      throw new ServiceError("invalid_argument", "account_sid must be AC followed by 32 hexadecimal digits");
    }
    if (account.authToken.length < 16) {
      throw new ServiceError("invalid_argument", "auth_token must be at least 16 characters");
    }
    // Replacing an account's token would hand the account to whoever called add-account.
    if (this.accounts.has(account.sid))
      throw new ServiceError("already_exists", `account ${account.sid} already exists`);
    this.accounts.put(account.sid, account);
    return account;
  }

  /** The account whose SID and auth token the request presents. */
  authenticate(credentials: { username: string; password: string } | undefined): AccountRecord {
    if (!credentials) throw unauthenticated("Authentication Error - No credentials provided");
    const account = this.accounts.get(credentials.username);
    if (!account) throw unauthenticated("Authentication Error - invalid username");
    if (!sameSecret(credentials.password, account.authToken)) {
      throw unauthenticated("Authentication Error - invalid password");
    }
    return account;
  }
}
