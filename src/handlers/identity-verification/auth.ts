/**
 * The context the service's operations are given: the gateway's, with the tenant (customer, or customer's
 * child) the caller stands for. The router builds it once per request, before the handler; a background run
 * builds it the same way for the tenant that made the request.
 */
import { identityVerificationOperations } from "../../../generated/identity-verification/routes";
import type { Caller, HandlerContext } from "../../../generated/runtime";
import { ServiceError } from "../../errors/service-error";
import type { Tenant } from "./state/tenancy";

export interface KycContext extends HandlerContext {
  /** The calling tenant; read on a request without credentials (served only to open operations), it refuses. */
  readonly tenant: Tenant;
}

/** The operations the spec serves without credentials (`security: []`): the status check and the receiver. */
const OPEN_OPERATIONS: ReadonlySet<string> = new Set(
  identityVerificationOperations.filter((o) => "public" in o && o.public).map((o) => o.operationId),
);

const unauthenticated = () =>
  new ServiceError("unauthenticated", "an api_key and X-Kyc-CustomerID are required");

/** The caller a tenant stands for: a child acts as `<customerId>/<childId>`. */
export function callerOf(tenant: Tenant): Caller {
  return {
    id: tenant.childId ? `${tenant.customerId}/${tenant.childId}` : tenant.customerId,
    permissions: ["*"],
  };
}

function tenantOf(caller: Caller): Tenant {
  const [customerId, childId] = caller.id.split("/");
  return childId ? { customerId, childId } : { customerId };
}

/**
 * The gateway's context with the caller's tenant; what it works out only when read stays so. A request
 * without credentials is refused here, unless its operation is served without them.
 */
export function kycContext(ctx: HandlerContext, operationId: string): KycContext {
  const tenant = ctx.caller && tenantOf(ctx.caller);
  if (!tenant && !OPEN_OPERATIONS.has(operationId)) throw unauthenticated();
  return {
    requestId: ctx.requestId,
    get baseUrl() {
      return ctx.baseUrl;
    },
    caller: ctx.caller,
    accepts: (types) => ctx.accepts(types),
    get client() {
      return ctx.client;
    },
    get tenant() {
      if (!tenant) throw unauthenticated();
      return tenant;
    },
  };
}
