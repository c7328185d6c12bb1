/**
 * The settings operations: a resource's Access Approval settings, read, updated and deleted, each once per parent
 * kind. Each needs the provider's IAM permission for its action (accessapproval.settings.*).
 */
import type { AccessApprovalHandlers } from "../../../../generated/access-approval/handlers";
import type { HandlerContext } from "../../../../generated/runtime";
import { ServiceError } from "../../../errors/service-error";
import { requirePermission } from "../../../runtime/auth";
import { type Settings, settingsName } from "../state/settings";
import {
  fieldsToUpdate,
  folderName,
  organizationName,
  projectName,
  settingsInput,
  settingsToWire,
} from "../wire";

type SettingsHandlers = Pick<
  AccessApprovalHandlers,
  | "getProjectAccessApprovalSettings"
  | "updateProjectAccessApprovalSettings"
  | "deleteProjectAccessApprovalSettings"
  | "getFolderAccessApprovalSettings"
  | "updateFolderAccessApprovalSettings"
  | "deleteFolderAccessApprovalSettings"
  | "getOrganizationAccessApprovalSettings"
  | "updateOrganizationAccessApprovalSettings"
  | "deleteOrganizationAccessApprovalSettings"
>;

type SettingsBody = Parameters<SettingsHandlers["updateProjectAccessApprovalSettings"]>[0]["body"];

export function settingsOperations(settings: Settings): SettingsHandlers {
  const allow = (ctx: HandlerContext, action: string) =>
    requirePermission(ctx.caller, `accessapproval.settings.${action}`);
  const get = (resource: string, ctx: HandlerContext) => {
    allow(ctx, "get");
    return { status: 200 as const, body: settingsToWire(settings.get(resource)) };
  };
  const update = (
    resource: string,
    updateMask: string | undefined,
    body: SettingsBody,
    ctx: HandlerContext,
  ) => {
    allow(ctx, "update");
    // The body's name is optional in the schema; when given it must name the settings the URL names.
    if (body.name !== undefined && body.name !== settingsName(resource)) {
      throw new ServiceError("invalid_argument", `settings name ${body.name} does not match the URL`, {
        violations: [{ field: "name", description: `must be ${settingsName(resource)}` }],
      });
    }
    const updated = settings.update(resource, fieldsToUpdate(updateMask), settingsInput(body));
    return { status: 200 as const, body: settingsToWire(updated) };
  };
  const remove = (resource: string, ctx: HandlerContext) => {
    allow(ctx, "delete");
    settings.delete(resource);
    return { status: 200 as const, body: {} };
  };

  return {
    getProjectAccessApprovalSettings: ({ path }, ctx) => get(projectName(path), ctx),
    updateProjectAccessApprovalSettings: ({ path, query, body }, ctx) =>
      update(projectName(path), query.updateMask, body, ctx),
    deleteProjectAccessApprovalSettings: ({ path }, ctx) => remove(projectName(path), ctx),

    getFolderAccessApprovalSettings: ({ path }, ctx) => get(folderName(path), ctx),
    updateFolderAccessApprovalSettings: ({ path, query, body }, ctx) =>
      update(folderName(path), query.updateMask, body, ctx),
    deleteFolderAccessApprovalSettings: ({ path }, ctx) => remove(folderName(path), ctx),

    getOrganizationAccessApprovalSettings: ({ path }, ctx) => get(organizationName(path), ctx),
    updateOrganizationAccessApprovalSettings: ({ path, query, body }, ctx) =>
      update(organizationName(path), query.updateMask, body, ctx),
    deleteOrganizationAccessApprovalSettings: ({ path }, ctx) => remove(organizationName(path), ctx),
  };
}
