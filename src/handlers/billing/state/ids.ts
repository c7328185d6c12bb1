/** Ids of the billing objects. */
import { HEX, randomString } from "../../../runtime/ids";

/** Zuora's object ids are 32 hexadecimal digits. */
export function objectId(): string {
  return randomString(32, HEX);
}
