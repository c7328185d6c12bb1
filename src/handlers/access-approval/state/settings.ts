/**
 * Access Approval settings per project, folder and organization (as in Google Access Approval). Each resource stores
 * only its own `notification_emails` and `enrolled_services`; what it inherits is computed from its ancestors on every
 * read, so deleting one level's settings disables approval there only when no ancestor enrols anything.
 */
import { invalid, ServiceError } from "../../../errors/service-error";
import type { Collection, ServiceStore } from "../../../runtime/store";
import { type Hierarchy, resourceKind } from "./hierarchy";

export interface EnrolledService {
  cloudProduct: string;
  /** BLOCK_ALL is the only enrolment level the provider documents. */
  enrollmentLevel: "BLOCK_ALL";
}

/** The two fields Access Approval lets an update touch. */
export type SettingsField = "notificationEmails" | "enrolledServices";

export interface SettingsInput {
  notificationEmails?: string[];
  enrolledServices?: { cloudProduct: string; enrollmentLevel?: string }[];
}

interface SettingsRecord {
  resource: string;
  notificationEmails: string[];
  enrolledServices: EnrolledService[];
}

export interface SettingsView {
  name: string;
  resource: string;
  notificationEmails: string[];
  enrolledServices: EnrolledService[];
  /** Whether an ancestor enrols anything; undefined for organizations, which have no ancestors. */
  enrolledAncestor?: boolean;
  /** The ancestors' enrolments, nearest ancestor first, each product once. */
  ancestorsEnrolledServices: EnrolledService[];
}

/** The provider documents at most 50 notification addresses. */
export const MAX_NOTIFICATION_EMAILS = 50;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
/** The product name that enrols every supported service. */
const ALL_PRODUCTS = "all";
const ENROLLMENT_LEVELS = ["BLOCK_ALL", "ENROLLMENT_LEVEL_UNSPECIFIED"];

export function settingsName(resource: string): string {
  return `${resource}/accessApprovalSettings`;
}

function checkEmails(emails: string[]): string[] {
  if (emails.length > MAX_NOTIFICATION_EMAILS) {
    throw invalid("notification_emails", `at most ${MAX_NOTIFICATION_EMAILS} addresses are allowed`);
  }
  for (const e of emails) {
    if (!EMAIL.test(e)) throw invalid("notification_emails", `not an email address: ${e}`);
  }
  return [...emails];
}

/**
 * Provider rules: a repeated cloud_product keeps its first entry; folders and projects enrol on an
 * all-or-nothing basis (only `all`), organizations may enrol individual products.
 */
function checkServices(
  resource: string,
  services: NonNullable<SettingsInput["enrolledServices"]>,
): EnrolledService[] {
  const kept = new Map<string, EnrolledService>();
  for (const s of services) {
    if (!s.cloudProduct) throw invalid("enrolled_services", "cloud_product is required");
    // An unspecified level means the only level there is.
    if (s.enrollmentLevel !== undefined && !ENROLLMENT_LEVELS.includes(s.enrollmentLevel)) {
      throw invalid("enrolled_services", `unknown enrollment level ${s.enrollmentLevel}`);
    }
    if (!kept.has(s.cloudProduct)) {
      kept.set(s.cloudProduct, { cloudProduct: s.cloudProduct, enrollmentLevel: "BLOCK_ALL" });
    }
  }
  const result = [...kept.values()];
  if (resourceKind(resource) !== "organizations" && result.some((s) => s.cloudProduct !== ALL_PRODUCTS)) {
    throw invalid(
      "enrolled_services",
      `a ${resourceKind(resource).slice(0, -1)} enrols all services or none: only cloud_product "${ALL_PRODUCTS}" is allowed`,
    );
  }
  return result;
}

export class Settings {
  private readonly records: Collection<SettingsRecord>;

  constructor(
    store: ServiceStore,
    private readonly hierarchy: Hierarchy,
  ) {
    this.records = store.collection("settings");
  }

  /** The resource's own settings (empty when it has none) with what it inherits from its ancestors. */
  get(resource: string): SettingsView {
    const kind = resourceKind(resource);
    const own = this.records.get(resource);
    const inherited = new Map<string, EnrolledService>();
    for (const ancestor of this.hierarchy.ancestors(resource)) {
      for (const s of this.records.get(ancestor)?.enrolledServices ?? []) {
        if (!inherited.has(s.cloudProduct)) inherited.set(s.cloudProduct, s);
      }
    }
    const view: SettingsView = {
      name: settingsName(resource),
      resource,
      notificationEmails: own?.notificationEmails ?? [],
      enrolledServices: own?.enrolledServices ?? [],
      ancestorsEnrolledServices: [...inherited.values()],
    };
    if (kind !== "organizations") view.enrolledAncestor = inherited.size > 0;
    return view;
  }

  /** Whether approval is required for `resource`: it enrols a service itself or through an ancestor. */
  isEnrolled(resource: string): boolean {
    const view = this.get(resource);
    return view.enrolledServices.length > 0 || view.ancestorsEnrolledServices.length > 0;
  }

  /** Overwrites each field in `fields` entirely with the input's value (absent means empty). */
  update(resource: string, fields: readonly SettingsField[], input: SettingsInput): SettingsView {
    resourceKind(resource);
    const updated: SettingsRecord = {
      resource,
      notificationEmails: [],
      enrolledServices: [],
      ...this.records.get(resource),
    };
    if (fields.includes("notificationEmails")) {
      updated.notificationEmails = checkEmails(input.notificationEmails ?? []);
    }
    if (fields.includes("enrolledServices")) {
      updated.enrolledServices = checkServices(resource, input.enrolledServices ?? []);
    }
    this.records.put(resource, updated);
    return this.get(resource);
  }

  delete(resource: string): void {
    resourceKind(resource);
    if (!this.records.delete(resource)) {
      throw new ServiceError("not_found", `${settingsName(resource)} not found`);
    }
  }
}
