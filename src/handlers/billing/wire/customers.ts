/** Wire mapping of accounts, contacts and connections. */
import type { components } from "../../../../generated/billing/types";
import type { ContactRecord } from "../state/customer-records";

type Schemas = components["schemas"];

export function contact(c: ContactRecord): Schemas["ContactResult"] {
  return { ...c, success: true };
}
