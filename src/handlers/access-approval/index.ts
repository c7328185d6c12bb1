/**
 * Wire mapping of the access-approval service: Google Access Approval v1 JSON shapes over the domain in
 * state/. Every seed operation exists once per parent kind (projects, folders, organizations); the three
 * variants differ only in how the path names the parent.
 */
import type { AccessApprovalHandlers } from "../../../generated/access-approval/handlers";
import type { components } from "../../../generated/access-approval/types";
import type { HandlerContext } from "../../../generated/runtime";
import { ServiceError } from "../../errors/service-error";
import { authenticateBearer, requirePermission } from "../../runtime/auth";
import { maskedFields } from "../../runtime/field-mask";
import { devBearerCredentials, type ServiceModule } from "../../runtime/service";
import { loadFixtures, parsePlacement, parseRaiseInput } from "./fixtures";
import { ApprovalRequests, type ApprovalRequestView, type RequestFilter } from "./state/approval-requests";
import { Hierarchy } from "./state/hierarchy";
import {
  Settings,
  type SettingsField,
  type SettingsInput,
  type SettingsView,
  settingsName,
} from "./state/settings";

type ApprovalRequest = components["schemas"]["ApprovalRequest"];
type AccessApprovalSettings = components["schemas"]["AccessApprovalSettings"];

/** Proto JSON accepts a field by its lowerCamel and its original snake_case name. */
const FIELD_BY_NAME: Record<string, SettingsField> = {
  notification_emails: "notificationEmails",
  notificationEmails: "notificationEmails",
  enrolled_services: "enrolledServices",
  enrolledServices: "enrolledServices",
};

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

export function settingsToWire(v: SettingsView): AccessApprovalSettings {
  const wire: AccessApprovalSettings = { name: v.name };
  if (v.notificationEmails.length > 0) wire.notificationEmails = v.notificationEmails;
  if (v.enrolledServices.length > 0) wire.enrolledServices = v.enrolledServices;
  if (v.enrolledAncestor !== undefined) wire.enrolledAncestor = v.enrolledAncestor;
  if (v.ancestorsEnrolledServices.length > 0) wire.ancestorsEnrolledServices = v.ancestorsEnrolledServices;
  return wire;
}

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

interface ListQuery {
  filter?: RequestFilter;
  pageSize?: number;
  pageToken?: string;
}

const project = (p: { project: string }) => `projects/${p.project}`;
const folder = (p: { folder: string }) => `folders/${p.folder}`;
const organization = (p: { organization: string }) => `organizations/${p.organization}`;
const requestName = (parent: string, p: { approvalRequest: string }) =>
  `${parent}/approvalRequests/${p.approvalRequest}`;

export function createAccessApprovalHandlers(
  settings: Settings,
  requests: ApprovalRequests,
): AccessApprovalHandlers {
  // The provider's IAM permission for each action (accessapproval.requests.*, accessapproval.settings.*).
  const ok = <T>(ctx: HandlerContext, permission: string, body: () => T) => {
    requirePermission(ctx.caller, `accessapproval.${permission}`);
    return { status: 200 as const, body: body() };
  };
  const list = (parent: string, query: ListQuery, ctx: HandlerContext) =>
    ok(ctx, "requests.list", () => {
      const page = requests.list(parent, query);
      const body: components["schemas"]["ListApprovalRequestsResponse"] = {
        approvalRequests: page.requests.map(requestToWire),
      };
      if (page.nextPageToken) body.nextPageToken = page.nextPageToken;
      return body;
    });
  const get = (name: string, ctx: HandlerContext) =>
    ok(ctx, "requests.get", () => requestToWire(requests.get(name)));
  const approve = (name: string, body: { expireTime?: string } | undefined, ctx: HandlerContext) =>
    ok(ctx, "requests.approve", () => {
      const expireTime = body?.expireTime === undefined ? undefined : new Date(body.expireTime);
      return requestToWire(requests.approve(name, expireTime));
    });
  const dismiss = (name: string, ctx: HandlerContext) =>
    ok(ctx, "requests.dismiss", () => requestToWire(requests.dismiss(name)));
  const invalidate = (name: string, ctx: HandlerContext) =>
    ok(ctx, "requests.invalidate", () => requestToWire(requests.invalidate(name)));
  const getSettings = (resource: string, ctx: HandlerContext) =>
    ok(ctx, "settings.get", () => settingsToWire(settings.get(resource)));
  const updateSettings = (
    resource: string,
    updateMask: string | undefined,
    body: AccessApprovalSettings,
    ctx: HandlerContext,
  ) =>
    ok(ctx, "settings.update", () => {
      if (body.name !== undefined && body.name !== settingsName(resource)) {
        throw new ServiceError("invalid_argument", `settings name ${body.name} does not match the URL`, {
          violations: [{ field: "name", description: `must be ${settingsName(resource)}` }],
        });
      }
      const input: SettingsInput = {
        notificationEmails: body.notificationEmails,
        enrolledServices: body.enrolledServices,
      };
      return settingsToWire(settings.update(resource, fieldsToUpdate(updateMask), input));
    });
  const deleteSettings = (resource: string, ctx: HandlerContext) =>
    ok(ctx, "settings.delete", () => {
      settings.delete(resource);
      return {};
    });

  return {
    listProjectApprovalRequests: ({ path, query }, ctx) => list(project(path), query, ctx),
    getProjectApprovalRequest: ({ path }, ctx) => get(requestName(project(path), path), ctx),
    approveProjectApprovalRequest: ({ path, body }, ctx) =>
      approve(requestName(project(path), path), body, ctx),
    dismissProjectApprovalRequest: ({ path }, ctx) => dismiss(requestName(project(path), path), ctx),
    invalidateProjectApprovalRequest: ({ path }, ctx) => invalidate(requestName(project(path), path), ctx),
    getProjectAccessApprovalSettings: ({ path }, ctx) => getSettings(project(path), ctx),
    updateProjectAccessApprovalSettings: ({ path, query, body }, ctx) =>
      updateSettings(project(path), query.updateMask, body, ctx),
    deleteProjectAccessApprovalSettings: ({ path }, ctx) => deleteSettings(project(path), ctx),

    listFolderApprovalRequests: ({ path, query }, ctx) => list(folder(path), query, ctx),
    getFolderApprovalRequest: ({ path }, ctx) => get(requestName(folder(path), path), ctx),
    approveFolderApprovalRequest: ({ path, body }, ctx) =>
      approve(requestName(folder(path), path), body, ctx),
    dismissFolderApprovalRequest: ({ path }, ctx) => dismiss(requestName(folder(path), path), ctx),
    invalidateFolderApprovalRequest: ({ path }, ctx) => invalidate(requestName(folder(path), path), ctx),
    getFolderAccessApprovalSettings: ({ path }, ctx) => getSettings(folder(path), ctx),
    updateFolderAccessApprovalSettings: ({ path, query, body }, ctx) =>
      updateSettings(folder(path), query.updateMask, body, ctx),
    deleteFolderAccessApprovalSettings: ({ path }, ctx) => deleteSettings(folder(path), ctx),

    listOrganizationApprovalRequests: ({ path, query }, ctx) => list(organization(path), query, ctx),
    getOrganizationApprovalRequest: ({ path }, ctx) => get(requestName(organization(path), path), ctx),
    approveOrganizationApprovalRequest: ({ path, body }, ctx) =>
      approve(requestName(organization(path), path), body, ctx),
    dismissOrganizationApprovalRequest: ({ path }, ctx) =>
      dismiss(requestName(organization(path), path), ctx),
    invalidateOrganizationApprovalRequest: ({ path }, ctx) =>
      invalidate(requestName(organization(path), path), ctx),
    getOrganizationAccessApprovalSettings: ({ path }, ctx) => getSettings(organization(path), ctx),
    updateOrganizationAccessApprovalSettings: ({ path, query, body }, ctx) =>
      updateSettings(organization(path), query.updateMask, body, ctx),
    deleteOrganizationAccessApprovalSettings: ({ path }, ctx) => deleteSettings(organization(path), ctx),
  };
}

export const accessApprovalModule: ServiceModule<"access-approval"> = {
  authenticate: (credentials, deps) => authenticateBearer(credentials, deps.config.callers),
  devCredentials: devBearerCredentials,
  create: (deps) => {
    const hierarchy = new Hierarchy(deps.store);
    const settings = new Settings(deps.store, hierarchy);
    const requests = new ApprovalRequests(deps.store, deps.clock, deps.pageTokens, settings);
    deps.store.seed(() => loadFixtures({ hierarchy, settings, requests }, deps.clock.now()));
    return {
      handlers: createAccessApprovalHandlers(settings, requests),
      admin: {
        // Approval requests are raised by the provider's staff, never through the public API.
        "raise-approval-request": (body) => requestToWire(requests.raise(parseRaiseInput(body))),
        "add-resource": (body) => {
          const { name, parent } = parsePlacement(body);
          return hierarchy.place(name, parent);
        },
      },
    };
  },
};
