/** Identifiers of the configuration-delivery domain: resource ids, and the ARNs built from them. */
import { LOWER_ALPHANUMERIC, randomString } from "../../../runtime/ids";

/** The region and account this single-tenant gateway reports in the ARNs it builds. */
export const REGION = "us-east-1";
export const ACCOUNT = "111122223333";

/** AppConfig ids: 4 to 7 lower-case letters and digits; this service draws 7. */
export function newId(): string {
  return randomString(7, LOWER_ALPHANUMERIC);
}

export function arn(resource: string): string {
  return `arn:aws:appconfig:${REGION}:${ACCOUNT}:${resource}`;
}
