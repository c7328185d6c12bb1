/** The calling account: Basic authentication names it, and every content operation acts within it. */
import type { HandlerContext } from "../../../../generated/runtime";
import { ServiceError } from "../../../errors/service-error";

/** The SID of the account the request authenticated as. */
export function accountOf(ctx: HandlerContext): string {
  if (!ctx.caller)
    throw new ServiceError("unauthenticated", "Authentication Error - No credentials provided");
  return ctx.caller.id;
}
