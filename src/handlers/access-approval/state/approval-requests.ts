/**
 * Approval requests (the Access Approval API's "Approval request" states): raised by the provider's staff for an
 * enrolled resource, then approved, dismissed or invalidated by the customer. Time moves them too: an approval expires
 * at its expiry, and a request still pending at its requested expiration counts as dismissed (the provider reports it
 * as an implicit dismissal). States are computed from the record and the clock on every read, so moving the clock is
 * all it takes.
 */
import type { components } from "../../../../generated/access-approval/types";
import { ServiceError } from "../../../errors/service-error";
import type { Clock } from "../../../runtime/clock";
import { LOWER_ALPHANUMERIC, randomString } from "../../../runtime/ids";
import { listPage } from "../../../runtime/listing";
import type { PageTokens } from "../../../runtime/pagination";
import type { Collection, ServiceStore } from "../../../runtime/store";
import { resourceKind } from "./hierarchy";
import type { Settings } from "./settings";

export type RequestState = "pending" | "approved" | "expired" | "invalidated" | "dismissed";
export type RequestFilter = "ALL" | "PENDING" | "ACTIVE" | "DISMISSED" | "EXPIRED" | "HISTORY";

export type ReasonType = NonNullable<
  NonNullable<components["schemas"]["ApprovalRequest"]["requestedReason"]>["type"]
>;

/** The provider's access reason types. */
export const REASON_TYPES = [
  "TYPE_UNSPECIFIED",
  "CUSTOMER_INITIATED_SUPPORT",
  "GOOGLE_INITIATED_SERVICE",
  "GOOGLE_INITIATED_REVIEW",
  "THIRD_PARTY_DATA_REQUEST",
  "GOOGLE_RESPONSE_TO_PRODUCTION_ALERT",
  "CLOUD_INITIATED_ACCESS",
] as const satisfies readonly ReasonType[];

export interface AccessReason {
  type?: ReasonType;
  detail?: string;
}

export interface AccessLocations {
  principalOfficeCountry?: string;
  principalPhysicalLocationCountry?: string;
}

export interface Approval {
  approveTime: Date;
  expireTime: Date;
  invalidateTime?: Date;
}

export interface Dismissal {
  dismissTime: Date;
  /** True when no approver acted before the requested expiration. */
  implicit: boolean;
}

export interface ApprovalRequestRecord {
  name: string;
  parent: string;
  requestedResourceName: string;
  excludesDescendants?: boolean;
  requestedReason?: AccessReason;
  requestedLocations?: AccessLocations;
  requestTime: Date;
  requestedDurationMs: number;
  requestedExpiration: Date;
  approval?: Approval;
  dismissal?: Dismissal;
}

/** A record as of one instant: its state, and the implicit dismissal once it applies. */
export interface ApprovalRequestView extends ApprovalRequestRecord {
  state: RequestState;
}

export interface RaiseInput {
  parent: string;
  /** The last part of the name; generated when absent. */
  id?: string;
  requestedResourceName?: string;
  excludesDescendants?: boolean;
  requestedReason?: AccessReason;
  requestedLocations?: AccessLocations;
  requestedDurationMs: number;
}

/** The states each filter selects. An invalidated approval has ended, like an expired one. */
const FILTERS: Record<RequestFilter | "", readonly RequestState[]> = {
  "": ["pending", "approved"],
  ALL: ["pending", "approved", "expired", "invalidated", "dismissed"],
  PENDING: ["pending"],
  ACTIVE: ["approved"],
  DISMISSED: ["dismissed"],
  EXPIRED: ["expired", "invalidated"],
  HISTORY: ["approved", "dismissed", "expired", "invalidated"],
};

export const DEFAULT_PAGE_SIZE = 100;
/** Larger page sizes are lowered to this (Google's convention for list calls, AIP-158). */
export const MAX_PAGE_SIZE = 1000;
const REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function stateAt(r: ApprovalRequestRecord, at: Date): RequestState {
  const t = at.getTime();
  if (r.approval) {
    if (r.approval.invalidateTime) return "invalidated";
    return t >= r.approval.expireTime.getTime() ? "expired" : "approved";
  }
  if (r.dismissal || t >= r.requestedExpiration.getTime()) return "dismissed";
  return "pending";
}

function viewAt(r: ApprovalRequestRecord, at: Date): ApprovalRequestView {
  const state = stateAt(r, at);
  if (state === "dismissed" && !r.dismissal) {
    return { ...r, state, dismissal: { dismissTime: r.requestedExpiration, implicit: true } };
  }
  return { ...r, state };
}

export class ApprovalRequests {
  private readonly requests: Collection<ApprovalRequestRecord>;

  constructor(
    store: ServiceStore,
    private readonly clock: Clock,
    private readonly pageTokens: PageTokens,
    private readonly settings: Settings,
  ) {
    this.requests = store.collection("approval-requests");
  }

  /**
   * Raises a request at `at` (default now). The provider only asks for approval where it is required, so the
   * parent must be enrolled itself or through an ancestor. Requests must be raised in time order: the list
   * is newest first by insertion.
   */
  raise(input: RaiseInput, at: Date = this.clock.now()): ApprovalRequestView {
    resourceKind(input.parent);
    if (!this.settings.isEnrolled(input.parent)) {
      throw new ServiceError(
        "failed_precondition",
        `${input.parent} is not enrolled in Access Approval, itself or through an ancestor`,
      );
    }
    const id = input.id ?? randomString(16, LOWER_ALPHANUMERIC);
    if (!REQUEST_ID.test(id)) throw new ServiceError("invalid_argument", `invalid approval request id ${id}`);
    const name = `${input.parent}/approvalRequests/${id}`;
    if (this.requests.has(name)) throw new ServiceError("already_exists", `${name} already exists`);
    if (!(input.requestedDurationMs > 0)) {
      throw new ServiceError("invalid_argument", "the requested duration must be positive");
    }
    const record: ApprovalRequestRecord = {
      name,
      parent: input.parent,
      requestedResourceName: input.requestedResourceName ?? input.parent,
      requestTime: at,
      requestedDurationMs: input.requestedDurationMs,
      requestedExpiration: new Date(at.getTime() + input.requestedDurationMs),
    };
    if (input.excludesDescendants !== undefined) record.excludesDescendants = input.excludesDescendants;
    if (input.requestedReason) record.requestedReason = input.requestedReason;
    if (input.requestedLocations) record.requestedLocations = input.requestedLocations;
    this.requests.put(name, record);
    return viewAt(record, at);
  }

  private find(name: string): ApprovalRequestRecord {
    const r = this.requests.get(name);
    if (!r) throw new ServiceError("not_found", `approval request ${name} not found`);
    return r;
  }

  get(name: string): ApprovalRequestView {
    return viewAt(this.find(name), this.clock.now());
  }

  /** Approve a pending request; the approval lasts until `expireTime` (default: the requested expiration). */
  approve(name: string, expireTime: Date | undefined, at: Date = this.clock.now()): ApprovalRequestView {
    const r = this.find(name);
    const state = stateAt(r, at);
    if (state !== "pending") {
      throw new ServiceError(
        "failed_precondition",
        `approval request ${name} is not pending (it is ${state})`,
      );
    }
    const expires = expireTime ?? r.requestedExpiration;
    if (expires.getTime() <= at.getTime()) {
      throw new ServiceError("invalid_argument", "expire_time: must be in the future", {
        violations: [{ field: "expire_time", description: "must be after the time of approval" }],
      });
    }
    const next: ApprovalRequestRecord = { ...r, approval: { approveTime: at, expireTime: expires } };
    this.requests.put(name, next);
    return viewAt(next, at);
  }

  /** Dismiss a pending request; approvals made through other requests are untouched. */
  dismiss(name: string, at: Date = this.clock.now()): ApprovalRequestView {
    const r = this.find(name);
    const state = stateAt(r, at);
    if (state !== "pending") {
      throw new ServiceError(
        "failed_precondition",
        `approval request ${name} is not pending (it is ${state})`,
      );
    }
    const next: ApprovalRequestRecord = { ...r, dismissal: { dismissTime: at, implicit: false } };
    this.requests.put(name, next);
    return viewAt(next, at);
  }

  /** Invalidate an approved request; only this single approval ends. */
  invalidate(name: string, at: Date = this.clock.now()): ApprovalRequestView {
    const r = this.find(name);
    const state = stateAt(r, at);
    if (state !== "approved" || !r.approval) {
      throw new ServiceError(
        "failed_precondition",
        `approval request ${name} is not approved (it is ${state})`,
      );
    }
    const next: ApprovalRequestRecord = { ...r, approval: { ...r.approval, invalidateTime: at } };
    this.requests.put(name, next);
    return viewAt(next, at);
  }

  /** The parent's requests in reverse chronological order, selected by `filter`. */
  list(
    parent: string,
    opts: { filter?: RequestFilter; pageSize?: number; pageToken?: string },
  ): { requests: ApprovalRequestView[]; nextPageToken?: string } {
    const now = this.clock.now();
    const wanted = FILTERS[opts.filter ?? ""];
    const scope = `approvalRequests|${parent}|${opts.filter ?? ""}`;
    const page = listPage(this.pageTokens, this.requests, scope, opts, {
      maxPageSize: MAX_PAGE_SIZE,
      defaultPageSize: DEFAULT_PAGE_SIZE,
      tokenParameter: "pageToken",
      reverse: true,
      where: (r) => r.parent === parent && wanted.includes(stateAt(r, now)),
    });
    return { requests: page.items.map((r) => viewAt(r, now)), nextPageToken: page.nextPageToken };
  }
}
