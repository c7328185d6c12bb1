/**
 * Turns the scoped handler table into the generated one. Every operation but POST /v1/connections acts for
 * a bearer-token caller in one entity, at one minor version (Scope).
 */
import type { BillingHandlers } from "../../../../generated/billing/handlers";
import type { HandlerContext } from "../../../../generated/runtime";
import { ServiceError } from "../../../errors/service-error";
import type { Scope } from "../state/common";
import type { Tenants } from "../state/tenants";
import { parseVersion } from "../state/versions";

/** POST /v1/connections authenticates with account credentials instead of a token. */
type Unscoped = "createConnection";

export type ScopedHandlers = {
  [K in Exclude<keyof BillingHandlers, Unscoped>]: (
    req: Parameters<BillingHandlers[K]>[0],
    scope: Scope,
    ctx: HandlerContext,
  ) => ReturnType<BillingHandlers[K]>;
} & Pick<BillingHandlers, Unscoped>;

interface CommonHeaders {
  "Billing-Entity-Ids"?: string;
  "billing-version"?: string;
}

type AnyHandler = (req: { headers: CommonHeaders }, scopeOrCtx: unknown, ctx?: HandlerContext) => unknown;

export function bindScope(tenants: Tenants, scoped: ScopedHandlers): BillingHandlers {
  const bound: Record<string, (req: { headers: CommonHeaders }, ctx: HandlerContext) => unknown> = {};
  for (const [name, handler] of Object.entries(scoped) as unknown as [string, AnyHandler][]) {
    bound[name] = (req, ctx) => {
      if (name === "createConnection") return handler(req, ctx);
      if (!ctx.caller)
        throw new ServiceError("unauthenticated", "Authentication error: a bearer access token is required.");
      const scope = tenants.scope(
        ctx.caller.id,
        req.headers["Billing-Entity-Ids"],
        parseVersion(req.headers["billing-version"]),
        new URL(ctx.baseUrl).origin,
      );
      return handler(req, scope, ctx);
    };
  }
  // The loop preserves each member's own request and reply types (ScopedHandlers mirrors BillingHandlers).
  return bound as unknown as BillingHandlers;
}
