/** The handlers of workspaces, the web back end's workspace views, health, the spec, logs and notifications. */
import type { PipelineConfigHandlers } from "../../../../generated/pipeline-config/handlers";
import type { PipelineConfig } from "../state/index";
import { GEOGRAPHIES } from "../state/workspaces";
import { workspaceRead } from "../wire/workspaces";

type WorkspaceOps =
  | "getHealthCheck"
  | "getOpenApiSpec"
  | "getLogs"
  | "tryNotificationConfig"
  | "createWorkspace"
  | "getWorkspace"
  | "updateWorkspace"
  | "deleteWorkspace"
  | "getWorkspaceByConnectionId"
  | "getWorkspaceBySlug"
  | "listWorkspaces"
  | "updateWorkspaceName"
  | "updateWorkspaceFeedback"
  | "webBackendGetWorkspaceState"
  | "webBackendListGeographies"
  | "webBackendCheckUpdates";

export function workspaceOperations(
  p: PipelineConfig,
  openApiSpec: () => string,
): Pick<PipelineConfigHandlers, WorkspaceOps> {
  const read = (w: Parameters<typeof workspaceRead>[1]) => ({
    status: 200 as const,
    body: workspaceRead(p, w),
  });
  return {
    getHealthCheck: () => ({ status: 200, body: { available: true } }),
    // The real server returns its own OpenAPI document as a file; this one returns the spec it is built from.
    getOpenApiSpec: () => ({ status: 200, contentType: "text/plain; charset=utf-8", body: openApiSpec() }),
    getLogs: ({ body }) => ({
      status: 200,
      contentType: "text/plain; charset=utf-8",
      body: p
        .logs(body.logType)
        .map((l) => `${l}\n`)
        .join(""),
    }),
    tryNotificationConfig: ({ body }) => ({ status: 200, body: p.tryNotification(body) }),
    createWorkspace: ({ body }) => read(p.workspaces.create(body.name, body)),
    getWorkspace: ({ body }) => read(p.workspaces.get(body.workspaceId)),
    updateWorkspace: ({ body }) => read(p.workspaces.update(body.workspaceId, body)),
    deleteWorkspace: ({ body }) => {
      p.deleteWorkspace(body.workspaceId);
      return { status: 204 };
    },
    getWorkspaceByConnectionId: ({ body }) => read(p.workspaceByConnection(body.connectionId)),
    getWorkspaceBySlug: ({ body }) => read(p.workspaces.bySlug(body.slug)),
    listWorkspaces: () => ({
      status: 200,
      body: { workspaces: p.workspaces.list().map((w) => workspaceRead(p, w)) },
    }),
    updateWorkspaceName: ({ body }) => read(p.workspaces.rename(body.workspaceId, body.name)),
    updateWorkspaceFeedback: ({ body }) => {
      p.workspaces.feedbackDone(body.workspaceId);
      return { status: 204 };
    },
    webBackendGetWorkspaceState: ({ body }) => ({ status: 200, body: p.workspaceSummary(body.workspaceId) }),
    webBackendListGeographies: () => ({ status: 200, body: { geographies: [...GEOGRAPHIES] } }),
    webBackendCheckUpdates: () => ({
      status: 200,
      body: {
        sourceDefinitions: p.definitions.updatable("source"),
        destinationDefinitions: p.definitions.updatable("destination"),
      },
    }),
  };
}
