/**
 * The results of background requests ("retrieve"): a request's state and answer, and the default receiver of
 * completion notifications, which records what it is sent.
 */
import type { IdentityVerificationHandlers } from "../../../../generated/identity-verification/handlers";
import type { KycContext } from "../auth";
import type { BackgroundQueue } from "../state/background";
import { jobToWire } from "../wire";

export function backgroundResultOperations(
  queue: BackgroundQueue,
): Pick<IdentityVerificationHandlers<KycContext>, "retrieveResponse" | "receiveNotification"> {
  return {
    retrieveResponse: ({ path, query }, ctx) =>
      jobToWire(queue.find(ctx.tenant, path.requestId), query.payload === "object"),
    receiveNotification: ({ path, body }, ctx) => {
      queue.record(path.requestId, body);
      return { status: 200, body: { requestId: ctx.requestId } };
    },
  };
}
