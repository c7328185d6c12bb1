/**
 * The pipeline-configuration service, mirroring the Airbyte Configuration API: bearer authentication with the
 * configured callers, the domain in state/, the handlers by resource in operations/, the wire mapping in wire/.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { authenticateBearer } from "../../runtime/auth";
import { fixtureFolder } from "../../runtime/fixtures";
import { PROJECT_ROOT } from "../../runtime/project-root";
import { devBearerCredentials, type ServiceModule } from "../../runtime/service";
import { adminActions } from "./admin";
import { loadFixtures } from "./fixtures";
import { actorOperations } from "./operations/actors";
import { connectionOperations } from "./operations/connections";
import { definitionOperations } from "./operations/definitions";
import { jobOperations } from "./operations/jobs";
import { workspaceOperations } from "./operations/workspaces";
import { PipelineConfig } from "./state/index";

const slug = "pipeline-config";
const fixtures = fixtureFolder(slug);
const SPEC_FILE = path.join(PROJECT_ROOT, "specs", `${slug}.yaml`);

export const pipelineConfigModule: ServiceModule<"pipeline-config"> = {
  authenticate: (credentials, deps) => authenticateBearer(credentials, deps.config.callers),
  devCredentials: devBearerCredentials,
  create: (deps) => {
    const p = new PipelineConfig(deps);
    deps.store.seed(() => loadFixtures(p, fixtures));
    let spec: string | undefined;
    // Read on first request: start-up stays fast and the answer is the document the service was built from.
    const openApiSpec = () => {
      spec ??= readFileSync(SPEC_FILE, "utf8");
      return spec;
    };
    return {
      handlers: {
        ...workspaceOperations(p, openApiSpec),
        ...definitionOperations(p),
        ...actorOperations(p),
        ...connectionOperations(p),
        ...jobOperations(p),
      },
      admin: adminActions(p.oauth),
    };
  },
};
