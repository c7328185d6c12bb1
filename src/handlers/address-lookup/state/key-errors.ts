/**
 * The errors a key is refused with, by Ideal Postcodes' documented codes: 4010 invalid key, 4012 failed user
 * authentication, 4013 licensee required, 4020 balance depleted, 4021 limit reached (daily or individual),
 * 4042 key not found. (4011 URL not allowed is in ./restrictions, 4045 licensee not found in ./licensees.)
 */
import { ServiceError } from "../../../errors/service-error";

export const INVALID_KEY = 4010;
const FAILED_USER_AUTHENTICATION = 4012;
export const LICENSEE_REQUIRED = 4013;
const BALANCE_DEPLETED = 4020;
const LIMIT_REACHED = 4021;
export const KEY_NOT_FOUND = 4042;

/** A user_token that belongs to no owner, or not to the key's owner. */
export function failedUserAuthentication(): ServiceError {
  return new ServiceError("permission_denied", "Failed user authentication. Invalid user_token presented", {
    code: FAILED_USER_AUTHENTICATION,
  });
}

export function balanceDepleted(): ServiceError {
  return new ServiceError(
    "resource_exhausted",
    "Key balance depleted. You're out of lookups on your API Key",
    {
      code: BALANCE_DEPLETED,
    },
  );
}

/** The documented 4021, for the key's daily limit, a licensee's, or the client address's individual limit. */
export function limitReached(): ServiceError {
  return new ServiceError(
    "resource_exhausted",
    "Limit reached. One of your lookup limits has been breached for today",
    {
      code: LIMIT_REACHED,
    },
  );
}
