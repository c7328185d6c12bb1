/**
 * The API-key service (Google API Keys v2): bearer-authenticated callers manage the keys of their projects.
 * The handler table is the key operations (./operations/keys.ts) over the key domain (./state/keys.ts).
 */
import { authenticateBearer } from "../../runtime/auth";
import { devBearerCredentials, type ServiceModule } from "../../runtime/service";
import { keysOperations } from "./operations/keys";
import { ApiKeys } from "./state/keys";

export const apiKeysModule: ServiceModule<"api-keys"> = {
  authenticate: (credentials, deps) => authenticateBearer(credentials, deps.config.callers),
  devCredentials: devBearerCredentials,
  create: (deps) => ({
    handlers: keysOperations(new ApiKeys(deps.store, deps.clock, deps.pageTokens, deps.schedule)),
  }),
};
