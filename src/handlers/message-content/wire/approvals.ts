/** WhatsApp approval on the wire: the approval of one content, as created, fetched and listed. */
import type { components } from "../../../../generated/message-content/types";
import { approvalContentType, UNSUBMITTED } from "../state/approvals";
import type { ContentRecord } from "../state/content";

type Schemas = components["schemas"];

/** The approval as approval create answers it; fetch and ContentAndApprovals add the channel `type`. */
export function approvalToWire(r: ContentRecord): Schemas["WhatsappApproval"] {
  const a = r.approval ?? UNSUBMITTED;
  return {
    name: a.name,
    category: a.category,
    content_type: approvalContentType(r.types) ?? Object.keys(r.types)[0] ?? "",
    status: a.status,
    rejection_reason: a.rejectionReason,
    allow_category_change: a.allowCategoryChange,
  };
}

/** The content's approval requests by channel; WhatsApp is the only channel. */
export function approvalFetchToWire(r: ContentRecord, base: string): Schemas["ApprovalFetch"] {
  return {
    sid: r.sid,
    account_sid: r.accountSid,
    whatsapp: { type: "whatsapp", ...approvalToWire(r) },
    url: `${base}/v1/Content/${r.sid}/ApprovalRequests`,
  };
}
