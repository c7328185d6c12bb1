/** The content operations: create, fetch, list and delete content, and list what was migrated from legacy templates. */
import type { MessageContentHandlers } from "../../../../generated/message-content/handlers";
import type { ContentRecord, ContentStore } from "../state/content";
import { accountOf } from "../wire/accounts";
import { contentToWire, legacyContentToWire, newContent } from "../wire/content";
import { listBody, pageRequest } from "../wire/pages";

type ContentHandlers = Pick<
  MessageContentHandlers,
  "listContent" | "createContent" | "fetchContent" | "deleteContent" | "listLegacyContent"
>;

export function contentOperations(contents: ContentStore): ContentHandlers {
  return {
    listContent: ({ query }, ctx) => {
      const page = contents.list(accountOf(ctx), "content", pageRequest(query));
      const body = listBody(ctx.baseUrl, "/v1/Content", query, page, (r) => contentToWire(r, ctx.baseUrl));
      return { status: 200, body };
    },
    createContent: ({ body }, ctx) => {
      const record = contents.create(accountOf(ctx), newContent(body));
      return { status: 201, body: contentToWire(record, ctx.baseUrl) };
    },
    fetchContent: ({ path }, ctx) => ({
      status: 200,
      body: contentToWire(contents.get(accountOf(ctx), path.Sid), ctx.baseUrl),
    }),
    deleteContent: ({ path }, ctx) => {
      contents.delete(accountOf(ctx), path.Sid);
      return { status: 204 };
    },
    listLegacyContent: ({ query }, ctx) => {
      const page = contents.list(accountOf(ctx), "legacy", pageRequest(query));
      const toWire = (r: ContentRecord) => legacyContentToWire(r, ctx.baseUrl);
      return { status: 200, body: listBody(ctx.baseUrl, "/v1/LegacyContent", query, page, toWire) };
    },
  };
}
