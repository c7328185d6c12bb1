/**
 * The billing service: a slice of the Zuora REST API. Callers present an OAuth bearer token
 * issued to a tenant in fixtures/billing/tenants.json (`dev-token` acts in the single-entity tenant);
 * POST /v1/connections instead presents an account's username and password in headers.
 */
import type { Caller } from "../../../generated/runtime";
import { invalid, ServiceError } from "../../errors/service-error";
import { bearerToken } from "../../runtime/auth";
import { jsonObject, optionalString } from "../../runtime/json-input";
import {
  devBearerCredentials,
  type RequestCredentials,
  type ServiceDeps,
  type ServiceModule,
} from "../../runtime/service";
import { createBilling } from "./state/index";
import { Tenants } from "./state/tenants";
import { accountingHandlers } from "./wire/accounting";
import { bindScope } from "./wire/bind";
import { catalogHandlers } from "./wire/catalog";
import { creditMemoHandlers } from "./wire/credit-memos";
import { customerHandlers } from "./wire/customers";
import { exportHandlers } from "./wire/exports";
import { jobHandlers } from "./wire/jobs";
import { notificationHandlers } from "./wire/notifications";

function authenticate(credentials: RequestCredentials, deps: ServiceDeps): Caller | undefined {
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
function responseHeaders(credentials: RequestCredentials): Record<string, string> {
  const trackId = credentials.header("Billing-Track-Id");
  return trackId !== undefined && TRACK_ID.test(trackId) ? { "Billing-Track-Id": trackId } : {};
}

export const billingModule: ServiceModule<"billing"> = {
  authenticate,
  devCredentials: devBearerCredentials,
  responseHeaders,
  create: (deps) => {
    const billing = createBilling(deps);
    const handlers = bindScope(billing.tenants, {
      ...exportHandlers(billing),
      ...notificationHandlers(billing),
      ...jobHandlers(billing),
      ...accountingHandlers(billing),
      ...customerHandlers(billing),
      ...catalogHandlers(billing),
      ...creditMemoHandlers(billing),
    });
    return {
      handlers,
      admin: {
        // The gateway's own callout receiver, the default target of callout notifications.
        "receive-callout": (body) => billing.callouts.receive(body),
        "received-callouts": () => ({ callouts: billing.callouts.receivedAll() }),
        // Token issuance is not part of this slice: new tokens (after custom events are enabled) come from here.
        "issue-token": (body) => {
          const o = jsonObject(body ?? {}, "body");
          const tenantId = optionalString(o, "tenantId", "body") ?? "tenant-northwind";
          const userId = optionalString(o, "userId", "body") ?? "api-user";
          const entityIds = Array.isArray(o.entityIds)
            ? o.entityIds.map((e, i) => {
                if (typeof e !== "string") throw invalid(`body.entityIds.${i}`, "must be a string");
                return e;
              })
            : billing.tenants
                .entities(tenantId)
                .map((e) => e.id)
                .slice(0, 1);
          const now = deps.clock.now().toISOString();
          return { token: billing.tenants.issueToken(tenantId, userId, entityIds, now) };
        },
        // Mass actions are started by uploading a file in the real API, which this slice does not carry.
        "start-mass-action": (body) => {
          const o = jsonObject(body ?? {}, "body");
          const entityId = optionalString(o, "entityId", "body") ?? "ent-northwind";
          if (!billing.tenants.hasEntity(entityId)) throw invalid("body.entityId", `no entity ${entityId}`);
          const actionType = optionalString(o, "actionType", "body") ?? "UpdateAccount";
          const totalCount = o.totalCount;
          if (
            typeof totalCount !== "number" ||
            !Number.isInteger(totalCount) ||
            totalCount < 1 ||
            totalCount > 500_000
          ) {
            throw invalid("body.totalCount", "must be an integer from 1 to 500000");
          }
          return billing.massActions.start(entityId, actionType, totalCount);
        },
      },
    };
  },
};
