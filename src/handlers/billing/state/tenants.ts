/**
 * Tenants, their entities and the tokens issued to them. A token valid for one entity acts there; a token
 * valid for several must name one in `Billing-Entity-Ids` (Zuora's rule for multi-entity tenants).
 */
import { invalid, ServiceError } from "../../../errors/service-error";
import { sameSecret } from "../../../runtime/auth";
import { ALPHANUMERIC, randomString } from "../../../runtime/ids";
import type { ServiceStore } from "../../../runtime/store";
import type { Scope } from "./scope";
import type { EntityRecord, TenantRecord } from "./tenant-records";

export class Tenants {
  constructor(private readonly store: ServiceStore) {}

  private get tenants() {
    return this.store.collection<TenantRecord>("tenants");
  }

  load(tenants: TenantRecord[]): void {
    for (const t of tenants) this.tenants.put(t.id, t);
  }

  /**
   * The caller id of an issued bearer token: its tenant and its place among the tenant's tokens. Zuora: once
   * the custom events feature is enabled, tokens generated before no longer work and must be regenerated.
   */
  callerId(token: string): string | undefined {
    for (const tenant of this.tenants.all()) {
      const index = tenant.tokens.findIndex((t) => sameSecret(token, t.token));
      if (index < 0) continue;
      const issuedAt = tenant.tokens[index].issuedAt ?? "";
      if (tenant.customEventsEnabledAt !== undefined && issuedAt < tenant.customEventsEnabledAt) {
        throw new ServiceError(
          "unauthenticated",
          "Authentication error: the access token was generated before custom events were enabled; generate a new token.",
        );
      }
      return `${tenant.id}#${index}`;
    }
    return undefined;
  }

  /** Enables the custom events feature of a tenant (once): every token issued so far stops working. */
  enableCustomEvents(tenantId: string, now: string): void {
    const tenant = this.tenants.get(tenantId);
    if (tenant && tenant.customEventsEnabledAt === undefined)
      this.tenants.put(tenantId, { ...tenant, customEventsEnabledAt: now });
  }

  customEventsEnabled(tenantId: string): boolean {
    return this.tenants.get(tenantId)?.customEventsEnabledAt !== undefined;
  }

  /** Issues a new token to a user of a tenant, valid for the given entities (the admin API's token issuance). */
  issueToken(tenantId: string, userId: string, entityIds: string[], now: string): string {
    const tenant = this.tenants.get(tenantId);
    if (!tenant) throw invalid("body.tenantId", `no tenant ${tenantId}`);
    entityIds.forEach((id, i) => {
      if (!tenant.entities.some((e) => e.id === id)) throw invalid(`body.entityIds.${i}`, `no entity ${id}`);
    });
    const token = randomString(40, ALPHANUMERIC);
    this.tenants.put(tenantId, {
      ...tenant,
      tokens: [...tenant.tokens, { token, userId, entityIds, issuedAt: now }],
    });
    return token;
  }

  /** The entity a caller acts in, given the `Billing-Entity-Ids` header it sent. */
  scope(callerId: string, entityHeader: string | undefined, version: number, gatewayUrl: string): Scope {
    const [tenantId, index] = callerId.split("#");
    const tenant = this.tenants.get(tenantId);
    const issued = tenant?.tokens[Number(index)];
    if (!tenant || !issued)
      throw new ServiceError("unauthenticated", "Authentication error: the access token is not valid.");
    let entityId: string;
    if (entityHeader === undefined || entityHeader.trim() === "") {
      if (issued.entityIds.length > 1) {
        throw new ServiceError(
          "invalid_argument",
          "The token is valid for more than one entity: name the entity to act in with Billing-Entity-Ids.",
          {
            violations: [
              { field: "Billing-Entity-Ids", description: "required for a token valid for several entities" },
            ],
          },
        );
      }
      entityId = issued.entityIds[0];
    } else {
      const named = entityHeader.split(",").map((s) => s.trim());
      if (named.length !== 1) {
        throw new ServiceError("invalid_argument", "Billing-Entity-Ids must name exactly one entity.", {
          violations: [{ field: "Billing-Entity-Ids", description: "exactly one entity id" }],
        });
      }
      if (!issued.entityIds.includes(named[0])) {
        throw new ServiceError("permission_denied", `The token is not valid for entity ${named[0]}.`);
      }
      entityId = named[0];
    }
    return { tenantId: tenant.id, entityId, userId: issued.userId, version, gatewayUrl };
  }

  hasEntity(entityId: string): boolean {
    return this.tenants.all().some((t) => t.entities.some((e) => e.id === entityId));
  }

  entities(tenantId: string): EntityRecord[] {
    return this.tenants.get(tenantId)?.entities ?? [];
  }

  /** Whether a user of some tenant has these account credentials (POST /v1/connections). */
  checkCredentials(username: string, password: string): boolean {
    return this.tenants
      .all()
      .some((t) => t.users.some((u) => u.username === username && sameSecret(password, u.password)));
  }
}
