/** The approvals operations: request WhatsApp approval of content, fetch it, and list content with its approval. */
import type { MessageContentHandlers } from "../../../../generated/message-content/handlers";
import type { ContentStore } from "../state/content";
import { accountOf } from "../wire/accounts";
import { approvalFetchToWire, approvalToWire } from "../wire/approvals";
import { contentAndApprovalToWire } from "../wire/content";
import { listBody, pageRequest } from "../wire/pages";

type ApprovalsHandlers = Pick<
  MessageContentHandlers,
  "fetchApprovalRequests" | "createWhatsappApprovalRequest" | "listContentAndApprovals"
>;

export function approvalsOperations(contents: ContentStore): ApprovalsHandlers {
  return {
    fetchApprovalRequests: ({ path }, ctx) => ({
      status: 200,
      body: approvalFetchToWire(contents.get(accountOf(ctx), path.Sid), ctx.baseUrl),
    }),
    createWhatsappApprovalRequest: ({ path, body }, ctx) => {
      const record = contents.submit(accountOf(ctx), path.Sid, body.name, body.category);
      return { status: 201, body: approvalToWire(record) };
    },
    listContentAndApprovals: ({ query }, ctx) => {
      const page = contents.list(accountOf(ctx), "content", pageRequest(query));
      const body = listBody(ctx.baseUrl, "/v1/ContentAndApprovals", query, page, contentAndApprovalToWire);
      return { status: 200, body };
    },
  };
}
