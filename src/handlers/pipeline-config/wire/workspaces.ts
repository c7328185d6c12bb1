/** Workspaces to the API's WorkspaceRead. */
import type { components } from "../../../../generated/pipeline-config/types";
import type { WorkspaceRecord } from "../state/configuration-records";
import type { PipelineConfig } from "../state/index";

type S = components["schemas"];

export function workspaceRead(p: PipelineConfig, w: WorkspaceRecord): S["WorkspaceRead"] {
  const out: S["WorkspaceRead"] = {
    workspaceId: w.workspaceId,
    customerId: w.customerId,
    name: w.name,
    slug: w.slug,
    initialSetupComplete: w.initialSetupComplete,
    displaySetupWizard: w.displaySetupWizard,
    anonymousDataCollection: w.anonymousDataCollection,
    news: w.news,
    securityUpdates: w.securityUpdates,
    notifications: w.notifications,
    firstCompletedSync: p.firstCompletedSync(w),
    feedbackDone: w.feedbackDone,
    defaultGeography: w.defaultGeography,
    webhookConfigs: w.webhookConfigs.map((c) => ({ id: c.id, name: c.name })),
  };
  if (w.email !== undefined) out.email = w.email;
  return out;
}
