/**
 * The access-approval wire: Google Access Approval v1 JSON shapes over the domain in state/. Every operation
 * exists once per parent kind (projects, folders, organizations); the variants differ only in how the path
 * names the parent, which the name helpers here put back together.
 */
import type { components } from "../../../generated/access-approval/types";
import { maskedFields } from "../../runtime/field-mask";
import type { ApprovalRequestView } from "./state/approval-requests";
import type { SettingsField, SettingsInput, SettingsView } from "./state/settings";

type ApprovalRequest = components["schemas"]["ApprovalRequest"];
type AccessApprovalSettings = components["schemas"]["AccessApprovalSettings"];

export const projectName = (p: { project: string }) => `projects/${p.project}`;
export const folderName = (p: { folder: string }) => `folders/${p.folder}`;
export const organizationName = (p: { organization: string }) => `organizations/${p.organization}`;
export const requestName = (parent: string, p: { approvalRequest: string }) =>
  `${parent}/approvalRequests/${p.approvalRequest}`;

const iso = (d: Date) => d.toISOString();

export function requestToWire(r: ApprovalRequestView): ApprovalRequest {
  const wire: ApprovalRequest = {
    name: r.name,
    requestedResourceName: r.requestedResourceName,
    requestTime: iso(r.requestTime),
    // A protobuf Duration in JSON is whole seconds with an "s".
    requestedDuration: `${Math.floor(r.requestedDurationMs / 1000)}s`,
    requestedExpiration: iso(r.requestedExpiration),
  };
  if (r.excludesDescendants !== undefined) {
    wire.requestedResourceProperties = { excludesDescendants: r.excludesDescendants };
  }
  if (r.requestedReason) {
    wire.requestedReason = {};
    if (r.requestedReason.type) wire.requestedReason.type = r.requestedReason.type;
    if (r.requestedReason.detail) wire.requestedReason.detail = r.requestedReason.detail;
  }
  if (r.requestedLocations) {
    const { principalOfficeCountry: office, principalPhysicalLocationCountry: physical } =
      r.requestedLocations;
    wire.requestedLocations = {};
    if (office) wire.requestedLocations.principalOfficeCountry = office;
    if (physical) wire.requestedLocations.principalPhysicalLocationCountry = physical;
  }
  if (r.approval) {
    wire.approve = { approveTime: iso(r.approval.approveTime), expireTime: iso(r.approval.expireTime) };
    if (r.approval.invalidateTime) wire.approve.invalidateTime = iso(r.approval.invalidateTime);
  }
  if (r.dismissal)
    wire.dismiss = { dismissTime: iso(r.dismissal.dismissTime), implicit: r.dismissal.implicit };
  return wire;
}

export function requestList(page: {
  requests: ApprovalRequestView[];
  nextPageToken?: string;
}): components["schemas"]["ListApprovalRequestsResponse"] {
  const body: components["schemas"]["ListApprovalRequestsResponse"] = {
    approvalRequests: page.requests.map(requestToWire),
  };
  if (page.nextPageToken) body.nextPageToken = page.nextPageToken;
  return body;
}

export function settingsToWire(v: SettingsView): AccessApprovalSettings {
  const wire: AccessApprovalSettings = { name: v.name };
  if (v.notificationEmails.length > 0) wire.notificationEmails = v.notificationEmails;
  if (v.enrolledServices.length > 0) wire.enrolledServices = v.enrolledServices;
  if (v.enrolledAncestor !== undefined) wire.enrolledAncestor = v.enrolledAncestor;
  if (v.ancestorsEnrolledServices.length > 0) wire.ancestorsEnrolledServices = v.ancestorsEnrolledServices;
  return wire;
}

/** The two fields an update may change, as the body gives them. */
export function settingsInput(body: AccessApprovalSettings): SettingsInput {
  return { notificationEmails: body.notificationEmails, enrolledServices: body.enrolledServices };
}

/** Proto JSON accepts a field by its lowerCamel and its original snake_case name. */
const FIELD_BY_NAME: Record<string, SettingsField> = {
  notification_emails: "notificationEmails",
  notificationEmails: "notificationEmails",
  enrolled_services: "enrolledServices",
  enrolledServices: "enrolledServices",
};

/**
 * Only notification_emails and enrolled_services may be named (camelCase too); without a mask only
 * notification_emails is updated; any other name is rejected.
 */
export function fieldsToUpdate(updateMask: string | undefined): SettingsField[] {
  const fields = maskedFields(updateMask, {
    fieldByName: FIELD_BY_NAME,
    refuse: (name) =>
      `${name || "(empty)"} cannot be updated; only notification_emails and enrolled_services can`,
  });
  return fields ? [...fields] : ["notificationEmails"];
}
