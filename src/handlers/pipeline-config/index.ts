/**
 * The pipeline-configuration service, mirroring the Airbyte Configuration API:
 * bearer authentication with the configured callers, the domain in state/, the wire mapping by resource.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { PipelineConfigHandlers } from "../../../generated/pipeline-config/handlers";
import { ServiceError } from "../../errors/service-error";
import { authenticateBearer } from "../../runtime/auth";
import { PROJECT_ROOT } from "../../runtime/project-root";
import { devBearerCredentials, type ServiceModule } from "../../runtime/service";
import { actorHandlers } from "./actor-handlers";
import { connectionHandlers } from "./connection-handlers";
import { definitionHandlers } from "./definition-handlers";
import { jobHandlers } from "./job-handlers";
import { PipelineConfig } from "./state/index";
import { workspaceHandlers } from "./workspace-handlers";

const SPEC_FILE = path.join(PROJECT_ROOT, "specs", "pipeline-config.yaml");

export function createPipelineConfigHandlers(p: PipelineConfig): PipelineConfigHandlers {
  let spec: string | undefined;
  // Read on first request: start-up stays fast and the answer is the document the service was built from.
  const openApiSpec = () => {
    spec ??= readFileSync(SPEC_FILE, "utf8");
    return spec;
  };
  return {
    ...workspaceHandlers(p, openApiSpec),
    ...definitionHandlers(p),
    ...actorHandlers(p),
    ...connectionHandlers(p),
    ...jobHandlers(p),
  };
}

export const pipelineConfigModule: ServiceModule<"pipeline-config"> = {
  authenticate: (credentials, deps) => authenticateBearer(credentials, deps.config.callers),
  devCredentials: devBearerCredentials,
  create: (deps) => {
    const p = new PipelineConfig(deps);
    return {
      handlers: createPipelineConfigHandlers(p),
      admin: {
        // Stands in for the provider's consent screen: the user consents, the provider issues a code for the
        // consent's state and redirects to the redirect URL with it.
        "approve-oauth-consent": (body) => {
          const state = (body as { state?: unknown } | null)?.state;
          if (typeof state !== "string")
            throw new ServiceError("invalid_argument", "body.state must be the consent URL's state");
          return p.oauth.consent(state);
        },
      },
    };
  },
};
