/**
 * Who a billing request acts as. Callers present an OAuth bearer token issued to a tenant in
 * fixtures/billing/tenants.json (`dev-token` acts in the single-entity tenant); POST /v1/connections instead
 * presents an account's username and password in headers. Every answer echoes the caller's Track-Id.
 */
import type { Caller, HandlerContext } from "../../../generated/runtime";
import { ServiceError } from "../../errors/service-error";
import { bearerToken } from "../../runtime/auth";
import type { OperationRequest, RequestCredentials, ServiceDeps } from "../../runtime/service";
import type { Scope } from "./state/scope";
import { Tenants } from "./state/tenants";
import { parseVersion } from "./state/versions";

export function authenticate(credentials: RequestCredentials, deps: ServiceDeps): Caller | undefined {
  const token = bearerToken(credentials);
  if (token !== undefined) {
    const id = new Tenants(deps.store).callerId(token);
    if (!id)
      throw new ServiceError("unauthenticated", "Authentication error: the access token is not valid.");
    return { id, permissions: ["*"] };
  }
  // Only POST /v1/connections takes account credentials; every other operation then finds no caller.
  if (credentials.header("apiAccessKeyId") !== undefined) return undefined;
  throw new ServiceError("unauthenticated", "Authentication error: a bearer access token is required.");
}

/**
 * `Billing-Track-Id` as the spec's TrackId parameter takes it (US-ASCII, at most 64 characters, none of
 * `:;"'`); test/billing/headers.test.ts holds the two to the same rule.
 */
export const TRACK_ID = /^[ !#-&(-9<-~]{0,64}$/;

/** Every answer echoes a well-formed `Billing-Track-Id`; a malformed one is what the 400 reports instead. */
export function responseHeaders(credentials: RequestCredentials): Record<string, string> {
  const trackId = credentials.header("Billing-Track-Id");
  return trackId !== undefined && TRACK_ID.test(trackId) ? { "Billing-Track-Id": trackId } : {};
}

/** What every billing handler is given: the gateway's context and the scope the request acts in. */
export interface BillingContext extends HandlerContext {
  /** The tenant, entity and user of the bearer caller, and the minor version the request asked for. */
  readonly scope: Scope;
}

/**
 * Operations that may be served without a bearer caller, whose scope is worked out only if the handler asks:
 * POST /v1/connections authenticates with account credentials, and a data file's signed link needs none.
 */
const UNSCOPED_OPERATIONS: ReadonlySet<string> = new Set(["createConnection", "getDataQueryFile"]);

function header(request: OperationRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === "string" ? value : undefined;
}

/** Gives the router's context a scope worked out on first read (and kept), without copying the context. */
function defineLazyScope(ctx: HandlerContext, resolve: () => Scope): asserts ctx is BillingContext {
  let scope: Scope | undefined;
  Object.defineProperty(ctx, "scope", {
    get: () => {
      scope ??= resolve();
      return scope;
    },
    enumerable: true,
  });
}

/** The router's per-request hook: the scope of the entity (`Billing-Entity-Ids`) and version (`billing-version`) asked for. */
export function billingContext(tenants: Tenants) {
  return (ctx: HandlerContext, request: OperationRequest, operationId: string): BillingContext => {
    const resolve = (): Scope => {
      if (!ctx.caller)
        throw new ServiceError("unauthenticated", "Authentication error: a bearer access token is required.");
      return tenants.scope(
        ctx.caller.id,
        header(request, "Billing-Entity-Ids"),
        parseVersion(header(request, "billing-version")),
        new URL(ctx.baseUrl).origin,
      );
    };
    if (UNSCOPED_OPERATIONS.has(operationId)) {
      defineLazyScope(ctx, resolve);
      return ctx;
    }
    // Worked out before the handler runs: its refusals (no bearer caller, an entity the token does not
    // cover) are the request's answer.
    return Object.assign(ctx, { scope: resolve() });
  };
}
