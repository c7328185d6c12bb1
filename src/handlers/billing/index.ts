/**
 * The billing service, a slice of the Zuora REST API: who a request acts as in auth.ts, the domain in
 * state/, the handlers by resource in operations/, the wire mapping in wire/.
 */
import { fixtureFolder } from "../../runtime/fixtures";
import { devBearerCredentials, type ServiceModule } from "../../runtime/service";
import { adminActions } from "./admin";
import { authenticate, type BillingContext, billingContext, responseHeaders } from "./auth";
import { loadFixtures } from "./fixtures";
import { accountingOperations } from "./operations/accounting";
import { catalogOperations } from "./operations/catalog";
import { creditMemoOperations } from "./operations/credit-memos";
import { customerOperations } from "./operations/customers";
import { exportOperations } from "./operations/exports";
import { jobOperations } from "./operations/jobs";
import { notificationOperations } from "./operations/notifications";
import { createBilling } from "./state/index";

const fixtures = fixtureFolder("billing");

export const billingModule: ServiceModule<"billing", BillingContext> = {
  authenticate,
  devCredentials: devBearerCredentials,
  responseHeaders,
  create: (deps) => {
    const billing = createBilling(deps);
    deps.store.seed(() => loadFixtures(billing, deps, fixtures));
    return {
      handlers: {
        ...exportOperations(billing),
        ...notificationOperations(billing),
        ...jobOperations(billing),
        ...accountingOperations(billing),
        ...customerOperations(billing),
        ...catalogOperations(billing),
        ...creditMemoOperations(billing),
      },
      context: billingContext(billing.tenants),
      admin: adminActions(billing, deps.clock),
    };
  },
};
