/**
 * Content resources of the message-content service: each belongs to one account
 * and is identified by a provider-issued SID (`HX` and 32 hex digits, as in Twilio). Content migrated from
 * legacy WhatsApp templates carries the legacy template's name and body and is listed by LegacyContent too.
 * Another account's content is not found, exactly like content that does not exist.
 */
import { ServiceError } from "../../../errors/service-error";
import type { Clock } from "../../../runtime/clock";
import { HEX, randomString } from "../../../runtime/ids";
import type { PageTokens } from "../../../runtime/pagination";
import type { Collection, ServiceStore } from "../../../runtime/store";
import {
  APPROVAL_STATUSES,
  applyReview,
  type Category,
  checkSubmission,
  type Review,
  UNSUBMITTED,
  type WhatsappApproval,
} from "./approvals";
import { type PageOf, type PageRequest, pageOf } from "./paging";

export type ContentTypes = Record<string, Record<string, unknown>>;

export interface ContentRecord {
  sid: string;
  accountSid: string;
  friendlyName: string | null;
  language: string;
  variables: Record<string, string>;
  types: ContentTypes;
  dateCreated: Date;
  dateUpdated: Date;
  /** Absent until approval is requested. */
  approval?: WhatsappApproval;
  legacy?: { templateName: string; body: string };
}

export interface NewContent {
  friendlyName?: string;
  language: string;
  variables?: Record<string, string>;
  types: ContentTypes;
}

export type ListKind = "content" | "legacy";

const CONTENT_SID = /^HX[0-9a-fA-F]{32}$/;

/** Lists run oldest first; the SID breaks ties between records created in the same instant. */
function sortKey(c: ContentRecord): string {
  return `${c.dateCreated.toISOString()}|${c.sid}`;
}

export class ContentStore {
  private readonly contents: Collection<ContentRecord>;

  constructor(
    store: ServiceStore,
    private readonly clock: Clock,
    private readonly pageTokens: PageTokens,
  ) {
    this.contents = store.collection("contents");
  }

  /**
   * Seeds a record as it is (fixtures). A record the store already holds is kept as it is, so seeding a
   * store that outlives the process does not undo what callers changed.
   */
  seed(record: ContentRecord): void {
    if (!CONTENT_SID.test(record.sid))
      throw new ServiceError("invalid_argument", `bad content sid ${record.sid}`);
    if (record.approval && !APPROVAL_STATUSES.includes(record.approval.status)) {
      throw new ServiceError("invalid_argument", `bad approval status ${record.approval.status}`);
    }
    if (!this.contents.has(record.sid)) this.contents.put(record.sid, record);
  }

  create(accountSid: string, input: NewContent): ContentRecord {
    const now = this.clock.now();
    const record: ContentRecord = {
      sid: `HX${randomString(32, HEX)}`,
      accountSid,
      friendlyName: input.friendlyName ?? null,
      language: input.language,
      variables: input.variables ?? {},
      types: input.types,
      dateCreated: now,
      dateUpdated: now,
    };
    this.contents.put(record.sid, record);
    return record;
  }

  get(accountSid: string, sid: string): ContentRecord {
    const record = this.contents.get(sid);
    if (!record || record.accountSid !== accountSid) {
      throw new ServiceError("not_found", `content ${sid} not found`);
    }
    return record;
  }

  /** Deletes the content and, with it, its approval requests. */
  delete(accountSid: string, sid: string): void {
    this.get(accountSid, sid);
    this.contents.delete(sid);
  }

  approval(record: ContentRecord): WhatsappApproval {
    return record.approval ?? UNSUBMITTED;
  }

  /**
   * Requests WhatsApp approval under a template name and category. Only unsubmitted content can be
   * submitted, and WhatsApp template names are unique per account and language.
   */
  submit(accountSid: string, sid: string, name: string, category: Category): ContentRecord {
    const record = this.get(accountSid, sid);
    if (record.approval) {
      throw new ServiceError(
        "failed_precondition",
        `content ${sid} was already submitted for WhatsApp approval (status ${record.approval.status})`,
      );
    }
    checkSubmission(record.types, record.variables, category);
    const clash = this.contents.all(
      (c) => c.accountSid === accountSid && c.language === record.language && c.approval?.name === name,
    );
    if (clash.length > 0) {
      throw new ServiceError(
        "invalid_argument",
        `a WhatsApp template named ${name} in ${record.language} already exists`,
      );
    }
    const next: ContentRecord = {
      ...record,
      approval: { name, category, status: "received", rejectionReason: "", allowCategoryChange: true },
    };
    this.contents.put(sid, next);
    return next;
  }

  /** Records WhatsApp's decision on a submitted approval request (admin: it comes from Meta). */
  review(sid: string, review: Review): ContentRecord {
    const record = this.contents.get(sid);
    if (!record) throw new ServiceError("not_found", `content ${sid} not found`);
    if (!record.approval) {
      throw new ServiceError("failed_precondition", `content ${sid} has not been submitted for approval`);
    }
    const next: ContentRecord = { ...record, approval: applyReview(record.approval, review) };
    this.contents.put(sid, next);
    return next;
  }

  list(accountSid: string, kind: ListKind, request: PageRequest): PageOf<ContentRecord> {
    const owned = this.contents
      .all((c) => c.accountSid === accountSid && (kind === "content" || c.legacy !== undefined))
      .sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : 1));
    return pageOf(owned, sortKey, `${kind}|${accountSid}`, request, this.pageTokens);
  }
}
