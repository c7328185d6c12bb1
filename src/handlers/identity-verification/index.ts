/**
 * The identity-verification service, mirroring FrankieOne's KYC API v1.2: customers and their children
 * authenticate with `api_key` and `X-Kyc-CustomerID`, each operation is given the caller's tenant
 * (context.ts), the domain is in state/, the handlers by spec tag in operations/, the wire mapping in wire.ts.
 * Requests sent with `X-Kyc-Background: 1` are queued and later run through the same handler table.
 */
import type { IdentityVerificationHandlers } from "../../../generated/identity-verification/handlers";
import { fixtureFolder } from "../../runtime/fixtures";
import type { ServiceModule } from "../../runtime/service";
import { adminActions } from "./admin";
import { callerOf, type KycContext, kycContext } from "./auth";
import { loadFixtures } from "./fixtures";
import { acceptInBackground, replay } from "./operations/background";
import { backgroundResultOperations } from "./operations/background-results";
import { businessOperations } from "./operations/business";
import { documentOperations } from "./operations/documents";
import { entityOperations } from "./operations/entities";
import { statusOperations } from "./operations/status";
import { BackgroundQueue } from "./state/background";
import { IdentityVerification } from "./state/index";
import { Tenancy } from "./state/tenancy";

const fixtures = fixtureFolder("identity-verification");
const DEV_CUSTOMER = "a1b2c3d4-0000-4000-8000-000000000001";
const DEV_KEY = "kyc-dev-key";

export const identityVerificationModule: ServiceModule<"identity-verification", KycContext> = {
  authenticate: (credentials, deps) => {
    const tenant = new Tenancy(deps.store).authenticate(
      credentials.header("api_key"),
      credentials.header("x-kyc-customerid"),
      credentials.header("x-kyc-customerchildid"),
    );
    return tenant && callerOf(tenant);
  },
  devCredentials: () => ({ api_key: DEV_KEY, "X-Kyc-CustomerID": DEV_CUSTOMER }),
  create: (deps) => {
    const kyc = new IdentityVerification(deps.store, deps.clock);
    deps.store.seed(() => loadFixtures(kyc.tenancy, kyc.ref, fixtures));
    // The queue runs due jobs through the handler table, which exists by the time the clock makes any due.
    const queue = new BackgroundQueue(deps.store, deps.clock, deps.schedule, (job, request) =>
      replay(handlers, job, request),
    );
    const background = acceptInBackground(kyc.tenancy, queue);
    const handlers: IdentityVerificationHandlers<KycContext> = {
      ...businessOperations(kyc),
      ...documentOperations(kyc, background),
      ...entityOperations(kyc, background),
      ...backgroundResultOperations(queue),
      ...statusOperations(),
    };
    return {
      handlers,
      context: (ctx, _request, operationId) => kycContext(ctx, operationId),
      admin: adminActions(kyc, queue),
    };
  },
};
