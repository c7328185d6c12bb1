/**
 * The access-approval service (Google Access Approval v1, bearer-authenticated): the handler table assembled from
 * the approval-request and settings operations over the domain in state/, with the admin actions that stand in
 * for the provider's staff.
 */
import { authenticateBearer } from "../../runtime/auth";
import { fixtureFolder } from "../../runtime/fixtures";
import { devBearerCredentials, type ServiceModule } from "../../runtime/service";
import { adminActions } from "./admin";
import { loadFixtures } from "./fixtures";
import { approvalRequestsOperations } from "./operations/approval-requests";
import { settingsOperations } from "./operations/settings";
import { ApprovalRequests } from "./state/approval-requests";
import { Hierarchy } from "./state/hierarchy";
import { Settings } from "./state/settings";

const fixtures = fixtureFolder("access-approval");

export const accessApprovalModule: ServiceModule<"access-approval"> = {
  authenticate: (credentials, deps) => authenticateBearer(credentials, deps.config.callers),
  devCredentials: devBearerCredentials,
  create: (deps) => {
    const hierarchy = new Hierarchy(deps.store);
    const settings = new Settings(deps.store, hierarchy);
    const requests = new ApprovalRequests(deps.store, deps.clock, deps.pageTokens, settings);
    deps.store.seed(() => loadFixtures(fixtures, { hierarchy, settings, requests }, deps.clock.now()));
    return {
      handlers: { ...approvalRequestsOperations(requests), ...settingsOperations(settings) },
      admin: adminActions(requests, hierarchy),
    };
  },
};
