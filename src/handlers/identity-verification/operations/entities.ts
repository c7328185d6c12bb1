/**
 * The entity operations ("entity"): create, read in full, flags, manual status, ID validation, push to mobile
 * and verify. Push to mobile and verify may run in the background.
 */
import type { IdentityVerificationHandlers } from "../../../../generated/identity-verification/handlers";
import type { KycContext } from "../auth";
import type { EntityRecord } from "../state/entities";
import type { IdentityVerification } from "../state/index";
import { checkToWire, entityData, entityToWire } from "../wire";
import type { AcceptInBackground } from "./background";

export function entityOperations(
  kyc: IdentityVerification,
  background: AcceptInBackground,
): Pick<
  IdentityVerificationHandlers<KycContext>,
  | "createEntity"
  | "flagMonitor"
  | "flagWatchlist"
  | "getEntityFull"
  | "idvalidateInitProcess"
  | "setEntityStatus"
  | "pushToMobile"
  | "verifyEntity"
> {
  const { entities } = kyc;

  /** An entity in full: with the documents of it that the caller may see, and their scan data. */
  const entityReply = (e: EntityRecord, ctx: KycContext) => ({
    status: 200 as const,
    body: {
      requestId: ctx.requestId,
      entityId: e.entityId,
      entity: entityToWire(e, kyc.documents.ofEntity(ctx.tenant, e.entityId)),
    },
  });

  return {
    createEntity: ({ body }, ctx) =>
      entityReply(entities.create(ctx.tenant, "INDIVIDUAL", entityData(body)), ctx),
    flagMonitor: ({ path, query }, ctx) =>
      entityReply(entities.setMonitor(entities.usable(ctx.tenant, path.entityId), query.set), ctx),
    flagWatchlist: ({ path, query }, ctx) => {
      const e = entities.usable(ctx.tenant, path.entityId);
      return entityReply(entities.setWatchlist(e, query.set, query.reason, query.comment), ctx);
    },
    getEntityFull: ({ path }, ctx) => entityReply(entities.usable(ctx.tenant, path.entityId), ctx),
    idvalidateInitProcess: ({ path, body }, ctx) => {
      const e = entities.usable(ctx.tenant, path.entityId);
      const updated = entities.update(e, body && entityData(body), false);
      return entityReply(entities.startIdValidation(updated), ctx);
    },
    setEntityStatus: ({ path, query }, ctx) => {
      const e = entities.usable(ctx.tenant, path.entityId);
      return entityReply(entities.setStatus(e, query.set, query.risk, query.comment), ctx);
    },
    pushToMobile: (req, ctx) => {
      const accepted = background("pushToMobile", req, ctx, () =>
        entities.usable(ctx.tenant, req.path.entityId),
      );
      if (accepted) return accepted;
      const r = kyc.onboarding.pushToMobile(ctx.tenant, req.path.entityId, req.query.nopush === true);
      const body = {
        requestId: ctx.requestId,
        entityId: r.entity.entityId,
        function: "pushToMobile",
        sent: r.sent,
        linkURL: r.sent ? undefined : r.linkURL,
      };
      return { status: 200, body };
    },
    verifyEntity: (req, ctx) => {
      const { path, query } = req;
      const accepted = background("verifyEntity", req, ctx, () =>
        kyc.checks.planPathChecks(
          ctx.tenant,
          entities.usable(ctx.tenant, path.entityId),
          path.checkType,
          path.resultLevel,
        ),
      );
      if (accepted) return accepted;
      const run = kyc.checks.verifyEntity(
        ctx.tenant,
        path.entityId,
        path.checkType,
        path.resultLevel,
        { force: query.force === true, noInvalidate: query.noInvalidate === true },
        req.body && entityData(req.body),
      );
      return { status: 200, body: checkToWire(run, ctx.requestId) };
    },
  };
}
