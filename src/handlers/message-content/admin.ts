/**
 * The message-content admin actions: `add-account` registers an account SID and auth token beside the
 * fixtures'; `review-approval` records WhatsApp's decision on a submitted template, which in the real service
 * comes from Meta rather than from any API caller.
 */
import { ServiceError } from "../../errors/service-error";
import { jsonObject, optionalString, requiredString } from "../../runtime/json-input";
import type { AdminAction } from "../../runtime/service";
import type { Accounts } from "./state/accounts";
import { APPROVAL_STATUSES, type ApprovalStatus } from "./state/approvals";
import type { ContentStore } from "./state/content";
import { approvalToWire } from "./wire/approvals";

function isStatus(s: string): s is ApprovalStatus {
  return (APPROVAL_STATUSES as readonly string[]).includes(s);
}

export function adminActions(accounts: Accounts, contents: ContentStore): Record<string, AdminAction> {
  return {
    "add-account": (raw) => {
      const body = jsonObject(raw, "body", ["account_sid", "auth_token", "friendly_name"]);
      const account = accounts.add({
        sid: requiredString(body, "account_sid", "body"),
        authToken: requiredString(body, "auth_token", "body"),
        friendlyName: optionalString(body, "friendly_name", "body") ?? "",
      });
      return { account_sid: account.sid, friendly_name: account.friendlyName };
    },
    "review-approval": (raw) => {
      const body = jsonObject(raw, "body", ["sid", "status", "rejection_reason", "category"]);
      const status = requiredString(body, "status", "body");
      if (!isStatus(status)) {
        throw new ServiceError("invalid_argument", `status must be one of ${APPROVAL_STATUSES.join(", ")}`);
      }
      const record = contents.review(requiredString(body, "sid", "body"), {
        status,
        rejectionReason: optionalString(body, "rejection_reason", "body"),
        category: optionalString(body, "category", "body"),
      });
      return {
        sid: record.sid,
        account_sid: record.accountSid,
        whatsapp: { type: "whatsapp", ...approvalToWire(record) },
      };
    },
  };
}
