/**
 * Background processing as the document and entity operations use it (FrankieOne's `X-Kyc-Background: 1`):
 * accepting a request with a request id (202) once its prechecks pass, and running it later through the same
 * handler, as the tenant that made it.
 */
import type { IdentityVerificationHandlers } from "../../../../generated/identity-verification/handlers";
import type { HandlerContext } from "../../../../generated/runtime";
import { frankieoneDialect } from "../../../errors/frankieone";
import { ServiceError } from "../../../errors/service-error";
import { handlerOf } from "../../../runtime/service";
import { callerOf, type KycContext, kycContext } from "../auth";
import {
  type AcceptedRequest,
  type BackgroundQueue,
  callbackUrlOf,
  type Job,
  type JobResult,
} from "../state/background";
import type { Tenancy } from "../state/tenancy";

interface Accepted {
  status: 202;
  body: { requestId: string; function: string };
}

/** A request of an operation that may run in the background, as its handler receives it. */
interface BackgroundableRequest {
  path: unknown;
  query: unknown;
  headers: Record<string, string | undefined>;
  body?: unknown;
}

/**
 * With `X-Kyc-Background: 1`: the prechecks run now (so obvious input errors are still answered at once),
 * then the request is queued and answered 202. Otherwise undefined: the handler does the work itself.
 */
export type AcceptInBackground = (
  fn: keyof IdentityVerificationHandlers,
  req: BackgroundableRequest,
  ctx: KycContext,
  precheck: () => void,
) => Accepted | undefined;

export function acceptInBackground(tenancy: Tenancy, queue: BackgroundQueue): AcceptInBackground {
  return (fn, req, ctx, precheck) => {
    if (req.headers["X-Kyc-Background"] !== "1") return undefined;
    const tenant = ctx.tenant;
    precheck();
    const account = tenancy.customer(tenant.customerId);
    const { "X-Kyc-Background": _, ...headers } = req.headers;
    const request: AcceptedRequest = {
      path: req.path,
      query: req.query,
      headers,
      body: req.body,
      baseUrl: ctx.baseUrl,
    };
    const job = queue.accept(tenant, fn, request, account.backgroundDelayMs, (id) =>
      callbackUrlOf(account, ctx.baseUrl, id),
    );
    return { status: 202, body: { requestId: job.requestId, function: fn } };
  };
}

/** What a handler answers, as far as a background run keeps it. */
function isReply(value: unknown): value is { status: number; body?: unknown } {
  return typeof value === "object" && value !== null && "status" in value && typeof value.status === "number";
}

/** Runs a queued request through its operation's handler, as the tenant that made it; an error is its result. */
export function replay(
  handlers: IdentityVerificationHandlers<KycContext>,
  job: Job,
  request: AcceptedRequest,
): JobResult {
  // A background run answers in the operation's first media type, as to a request without Accept.
  const ctx: HandlerContext = {
    requestId: job.requestId,
    baseUrl: request.baseUrl,
    caller: callerOf(job.owner),
    accepts: (types) => types[0],
  };
  try {
    const reply = handlerOf(handlers, job.function)(request, kycContext(ctx, job.function));
    if (!isReply(reply)) throw new ServiceError("internal", "the background work gave no answer");
    return { httpStatusCode: reply.status, body: reply.body ?? {} };
  } catch (err) {
    const e = err instanceof ServiceError ? err : new ServiceError("internal", "the background work failed");
    const rendered = frankieoneDialect.render(e, { requestId: job.requestId, path: job.function });
    return { httpStatusCode: rendered.status, body: rendered.body };
  }
}
