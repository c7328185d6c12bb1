/**
 * Wire mapping of the message-content service: Twilio Content API v1 JSON shapes (snake_case fields,
 * ISO 8601 dates in UTC to the second, absolute URLs, list pages with a `meta` block) over the domain
 * in state/.
 */
import type { MessageContentHandlers } from "../../../generated/message-content/handlers";
import type { components } from "../../../generated/message-content/types";
import type { HandlerContext } from "../../../generated/runtime";
import { ServiceError } from "../../errors/service-error";
import { basicAuthorization, basicCredentials } from "../../runtime/auth";
import { jsonObject, optionalString, requiredString } from "../../runtime/json-input";
import type { AdminAction, ServiceModule } from "../../runtime/service";
import { accountFixtures, loadSeed } from "./fixtures";
import { Accounts } from "./state/accounts";
import { APPROVAL_STATUSES, type ApprovalStatus, approvalContentType } from "./state/approvals";
import { type ContentRecord, ContentStore } from "./state/content";
import type { PageOf } from "./state/paging";

type Schemas = components["schemas"];

/** Twilio's v1 APIs write dates as ISO 8601 in UTC without fractional seconds. */
function twilioDate(d: Date): string {
  return d.toISOString().replace(/\.\d{3}Z$/, "Z");
}

function accountOf(ctx: HandlerContext): string {
  if (!ctx.caller)
    throw new ServiceError("unauthenticated", "Authentication Error - No credentials provided");
  return ctx.caller.id;
}

function fields(r: ContentRecord) {
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

function toContent(r: ContentRecord, base: string): Schemas["Content"] {
  const url = `${base}/v1/Content/${r.sid}`;
  return {
    ...fields(r),
    url,
    links: { approval_create: `${url}/ApprovalRequests/whatsapp`, approval_fetch: `${url}/ApprovalRequests` },
  };
}

/** The approval as approval create answers it; fetch and ContentAndApprovals add the channel `type`. */
function toApproval(r: ContentRecord, store: ContentStore): Schemas["WhatsappApproval"] {
  const a = store.approval(r);
  return {
    name: a.name,
    category: a.category,
    content_type: approvalContentType(r.types) ?? Object.keys(r.types)[0] ?? "",
    status: a.status,
    rejection_reason: a.rejectionReason,
    allow_category_change: a.allowCategoryChange,
  };
}

function toApprovalFetch(r: ContentRecord, store: ContentStore, base: string): Schemas["ApprovalFetch"] {
  return {
    sid: r.sid,
    account_sid: r.accountSid,
    whatsapp: { type: "whatsapp", ...toApproval(r, store) },
    url: `${base}/v1/Content/${r.sid}/ApprovalRequests`,
  };
}

/**
 * The `meta` block of a Twilio list page. Its URLs are absolute and carry the gateway's base path, because
 * the twilio client follows next_page_url and previous_page_url exactly as given.
 */
function pageMeta(
  base: string,
  path: string,
  page: number,
  result: PageOf<unknown>,
  token: string | undefined,
): Schemas["PageMeta"] {
  const url = (index: number, pageToken?: string) => {
    const q = new URLSearchParams({ PageSize: String(result.pageSize), Page: String(index) });
    if (pageToken) q.set("PageToken", pageToken);
    return `${base}${path}?${q}`;
  };
  return {
    page,
    page_size: result.pageSize,
    first_page_url: url(0),
    previous_page_url: result.previousToken ? url(Math.max(page - 1, 0), result.previousToken) : null,
    url: url(page, token),
    next_page_url: result.nextToken ? url(page + 1, result.nextToken) : null,
    key: "contents",
  };
}

interface ListQuery {
  PageSize?: number;
  Page?: number;
  PageToken?: string;
}

export function createMessageContentHandlers(contents: ContentStore): MessageContentHandlers {
  const list = (ctx: HandlerContext, kind: "content" | "legacy", query: ListQuery) => {
    const result = contents.list(accountOf(ctx), kind, {
      pageSize: query.PageSize,
      pageToken: query.PageToken,
    });
    const meta = (path: string) => pageMeta(ctx.baseUrl, path, query.Page ?? 0, result, query.PageToken);
    return { result, meta };
  };
  return {
    listContent: ({ query }, ctx) => {
      const { result, meta } = list(ctx, "content", query);
      return {
        status: 200,
        body: { contents: result.items.map((r) => toContent(r, ctx.baseUrl)), meta: meta("/v1/Content") },
      };
    },
    createContent: ({ body }, ctx) => {
      const record = contents.create(accountOf(ctx), {
        friendlyName: body.friendly_name,
        language: body.language,
        variables: body.variables,
        types: body.types as Record<string, Record<string, unknown>>,
      });
      return { status: 201, body: toContent(record, ctx.baseUrl) };
    },
    fetchContent: ({ path }, ctx) => ({
      status: 200,
      body: toContent(contents.get(accountOf(ctx), path.Sid), ctx.baseUrl),
    }),
    deleteContent: ({ path }, ctx) => {
      contents.delete(accountOf(ctx), path.Sid);
      return { status: 204 };
    },
    fetchApprovalRequests: ({ path }, ctx) => ({
      status: 200,
      body: toApprovalFetch(contents.get(accountOf(ctx), path.Sid), contents, ctx.baseUrl),
    }),
    createWhatsappApprovalRequest: ({ path, body }, ctx) => {
      const record = contents.submit(accountOf(ctx), path.Sid, body.name, body.category);
      return { status: 201, body: toApproval(record, contents) };
    },
    listContentAndApprovals: ({ query }, ctx) => {
      const { result, meta } = list(ctx, "content", query);
      return {
        status: 200,
        body: {
          contents: result.items.map((r) => ({
            ...fields(r),
            approval_requests: { type: "whatsapp", ...toApproval(r, contents) },
          })),
          meta: meta("/v1/ContentAndApprovals"),
        },
      };
    },
    listLegacyContent: ({ query }, ctx) => {
      const { result, meta } = list(ctx, "legacy", query);
      return {
        status: 200,
        body: {
          contents: result.items.map((r) => ({
            ...fields(r),
            legacy_template_name: r.legacy?.templateName ?? "",
            legacy_body: r.legacy?.body ?? "",
            url: `${ctx.baseUrl}/v1/Content/${r.sid}`,
          })),
          meta: meta("/v1/LegacyContent"),
        },
      };
    },
  };
}

function isStatus(s: string): s is ApprovalStatus {
  return (APPROVAL_STATUSES as readonly string[]).includes(s);
}

/**
 * Admin actions: `add-account` registers an account SID and auth token beside the fixtures';
 * `review-approval` records WhatsApp's decision on a submitted template, which in the real service comes
 * from Meta rather than from any API caller.
 */
function adminActions(accounts: Accounts, contents: ContentStore): Record<string, AdminAction> {
  return {
    "add-account": (raw) => {
      const body = jsonObject(raw, "body");
      const account = accounts.add({
        sid: requiredString(body, "account_sid", "body"),
        authToken: requiredString(body, "auth_token", "body"),
        friendlyName: optionalString(body, "friendly_name", "body") ?? "",
      });
      return { account_sid: account.sid, friendly_name: account.friendlyName };
    },
    "review-approval": (raw) => {
      const body = jsonObject(raw, "body");
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
        whatsapp: { type: "whatsapp", ...toApproval(record, contents) },
      };
    },
  };
}

export const messageContentModule: ServiceModule<"message-content"> = {
  authenticate: (credentials, deps) => {
    const account = new Accounts(deps.store).authenticate(basicCredentials(credentials));
    return { id: account.sid, permissions: [] };
  },
  devCredentials: () => {
    const [account] = accountFixtures();
    return { authorization: basicAuthorization(account.account_sid, account.auth_token) };
  },
  create: (deps) => {
    const accounts = new Accounts(deps.store);
    const contents = new ContentStore(deps.store, deps.clock, deps.pageTokens);
    deps.store.seed(() => loadSeed(accounts, contents));
    return { handlers: createMessageContentHandlers(contents), admin: adminActions(accounts, contents) };
  },
};
