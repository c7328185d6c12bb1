/**
 * Content on the wire: Twilio Content API v1 JSON (snake_case fields, ISO 8601 dates in UTC to the second,
 * absolute URLs), as fetched, listed with its approval, and listed as migrated legacy content.
 */
import type { components } from "../../../../generated/message-content/types";
import type { ContentRecord, ContentTypes, NewContent } from "../state/content";
import { approvalToWire } from "./approvals";

type Schemas = components["schemas"];

/** Twilio's v1 APIs write dates as ISO 8601 in UTC without fractional seconds. */
function twilioDate(d: Date): string {
  return d.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** The fields every shape of content shares. */
function contentFields(r: ContentRecord) {
  return {
    date_created: twilioDate(r.dateCreated),
    date_updated: twilioDate(r.dateUpdated),
    sid: r.sid,
    account_sid: r.accountSid,
    friendly_name: r.friendlyName,
    language: r.language,
    variables: r.variables,
    types: r.types,
  };
}

export const contentUrl = (base: string, sid: string) => `${base}/v1/Content/${sid}`;

export function contentToWire(r: ContentRecord, base: string): Schemas["Content"] {
  const url = contentUrl(base, r.sid);
  return {
    ...contentFields(r),
    url,
    links: { approval_create: `${url}/ApprovalRequests/whatsapp`, approval_fetch: `${url}/ApprovalRequests` },
  };
}

export function contentAndApprovalToWire(r: ContentRecord): Schemas["ContentAndApprovals"] {
  return { ...contentFields(r), approval_requests: { type: "whatsapp", ...approvalToWire(r) } };
}

export function legacyContentToWire(r: ContentRecord, base: string): Schemas["LegacyContent"] {
  return {
    ...contentFields(r),
    legacy_template_name: r.legacy?.templateName ?? "",
    legacy_body: r.legacy?.body ?? "",
    url: contentUrl(base, r.sid),
  };
}

/** The content types as given, each named type once (the schema lists them as optional members). */
function contentTypes(types: Schemas["CreateTypes"]): ContentTypes {
  const result: ContentTypes = {};
  for (const [name, type] of Object.entries(types)) if (type !== undefined) result[name] = type;
  return result;
}

export function newContent(body: Schemas["ContentCreateRequest"]): NewContent {
  return {
    friendlyName: body.friendly_name,
    language: body.language,
    variables: body.variables,
    types: contentTypes(body.types),
  };
}
