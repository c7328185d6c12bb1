/**
 * WhatsApp approval of content, as the Twilio Content API documents it: content is `unsubmitted` until the
 * account requests approval under a template name and category; the request is `received`, and WhatsApp
 * (Meta) then moves it to `pending`, `approved` or `rejected`, and may later pause or disable an approved
 * template. Meta's decisions reach the gateway through an admin action.
 */
import { ServiceError } from "../../../errors/service-error";

export const APPROVAL_STATUSES = [
  "unsubmitted",
  "received",
  "pending",
  "approved",
  "rejected",
  "paused",
  "disabled",
] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const CATEGORIES = ["UTILITY", "MARKETING", "AUTHENTICATION"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface WhatsappApproval {
  name: string;
  category: string;
  status: ApprovalStatus;
  rejectionReason: string;
  allowCategoryChange: boolean;
}

export const UNSUBMITTED: WhatsappApproval = {
  name: "",
  category: "",
  status: "unsubmitted",
  rejectionReason: "",
  allowCategoryChange: true,
};

/** Where WhatsApp's review may take a template next. */
const NEXT: Record<ApprovalStatus, readonly ApprovalStatus[]> = {
  unsubmitted: [],
  received: ["pending", "approved", "rejected"],
  pending: ["approved", "rejected"],
  approved: ["paused", "disabled"],
  paused: ["approved", "disabled"],
  rejected: [],
  disabled: [],
};

/** Content types WhatsApp only delivers inside a 24-hour session, so they cannot become templates. */
const SESSION_ONLY = new Set(["twilio/list-picker", "twilio/schedule"]);

/**
 * The type a template is submitted as: the content's first rich type, or `twilio/text` when that is all
 * it has. Undefined when no type of the content can be a WhatsApp template.
 */
export function approvalContentType(types: Record<string, unknown>): string | undefined {
  const eligible = Object.keys(types).filter((t) => !SESSION_ONLY.has(t));
  return eligible.find((t) => t !== "twilio/text") ?? eligible[0];
}

/** The `{{…}}` placeholders used anywhere in the content's types. */
export function placeholders(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === "string") {
    for (const m of value.matchAll(/\{\{\s*([^{}\s]+)\s*\}\}/g)) found.add(m[1]);
  } else if (Array.isArray(value)) {
    for (const v of value) placeholders(v, found);
  } else if (typeof value === "object" && value !== null) {
    for (const v of Object.values(value)) placeholders(v, found);
  }
  return found;
}

function invalid(message: string): ServiceError {
  return new ServiceError("invalid_argument", message);
}

/**
 * Checks a submission of content with `types` and sample `variables` under `category`: WhatsApp needs a
 * template-capable type, a sample value for every placeholder, and the AUTHENTICATION category exactly
 * for one-time-password (whatsapp/authentication) templates.
 */
export function checkSubmission(
  types: Record<string, unknown>,
  variables: Record<string, string>,
  category: Category,
): void {
  const contentType = approvalContentType(types);
  if (!contentType) {
    throw new ServiceError(
      "failed_precondition",
      `${Object.keys(types).join(", ")} content can only be sent in a session and cannot be submitted for WhatsApp approval`,
    );
  }
  const missing = [...placeholders(types)].filter((p) => !(p in variables));
  if (missing.length > 0) {
    throw invalid(
      `Variables ${missing.map((p) => `{{${p}}}`).join(", ")} need sample values for WhatsApp approval`,
    );
  }
  const isOtp = contentType === "whatsapp/authentication";
  if (isOtp && category !== "AUTHENTICATION") {
    throw invalid("whatsapp/authentication content must be submitted in the AUTHENTICATION category");
  }
  if (!isOtp && category === "AUTHENTICATION") {
    throw invalid("The AUTHENTICATION category is only for whatsapp/authentication content");
  }
}

export interface Review {
  status: ApprovalStatus;
  rejectionReason?: string;
  category?: string;
}

/** Applies WhatsApp's decision to an approval request. */
export function applyReview(current: WhatsappApproval, review: Review): WhatsappApproval {
  if (!NEXT[current.status].includes(review.status)) {
    throw new ServiceError(
      "failed_precondition",
      `a ${current.status} approval request cannot become ${review.status}`,
    );
  }
  const reason = review.rejectionReason ?? "";
  if (review.status === "rejected" && reason === "") {
    throw invalid("a rejection needs a rejection_reason");
  }
  if (review.status !== "rejected" && reason !== "") {
    throw invalid("rejection_reason is only given with a rejection");
  }
  let category = current.category;
  if (review.category !== undefined && review.category !== current.category) {
    if (!(CATEGORIES as readonly string[]).includes(review.category)) {
      throw invalid(`category must be one of ${CATEGORIES.join(", ")}`);
    }
    // Meta may recategorise a template only when the submitter allowed it.
    if (!current.allowCategoryChange) throw invalid("this approval request does not allow a category change");
    category = review.category;
  }
  return { ...current, status: review.status, rejectionReason: reason, category };
}
